"""/api/credentials (a talent's own), /api/admin/credentials (staff review), /api/references
(a referee's one-time link) and the check providers' webhook. HTTP only."""

import uuid
from typing import Annotated

from fastapi import File, Form, Request, UploadFile, status
from fastapi.responses import FileResponse

from steeple import private_files
from steeple.auth.dependencies import ActorDep, NowDep
from steeple.credentials import providers, service
from steeple.credentials.models import CredentialStatus
from steeple.credentials.schemas import (
    CredentialIn,
    CredentialOut,
    CredentialRejectIn,
    CredentialVerifyIn,
    ReferenceIn,
    ReferenceRequestOut,
    ReviewCredentialOut,
)
from steeple.db import SessionDep
from steeple.web.routing import Router
from steeple.web.settings import settings_of

router = Router(tags=["credentials"])


@router.get("/api/credentials", name="my-credentials")
async def my_credentials(actor: ActorDep, session: SessionDep) -> list[CredentialOut]:
    """The signed-in speaker's or musician's credentials, newest first, with their review."""
    return await service.mine(session, actor)


@router.post("/api/credentials", name="add-credential", status_code=status.HTTP_201_CREATED)
async def add_credential(
    request: Request,
    data: Annotated[CredentialIn, Form()],
    actor: ActorDep,
    session: SessionDep,
    now: NowDep,
    evidence: Annotated[
        list[UploadFile], File(description="The certificate or letter: a PDF, JPEG or PNG, 10 MB")
    ] = [],  # noqa: B006
) -> CredentialOut:
    """A credential with its evidence (a reference instead names its referee, who is emailed a
    one-time link). Self-reported until staff verify it."""
    settings = settings_of(request)
    uploads = await private_files.read_uploads(
        evidence, settings.max_attachment_bytes, service.EVIDENCE
    )
    return await service.add(session, actor, data, uploads, now, settings.media_dir)


@router.delete(
    "/api/credentials/{credential_id}",
    name="remove-credential",
    status_code=status.HTTP_204_NO_CONTENT,
)
async def remove_credential(
    credential_id: uuid.UUID, request: Request, actor: ActorDep, session: SessionDep
) -> None:
    await service.remove(session, actor, credential_id, settings_of(request).media_dir)


@router.get(
    "/api/credentials/{credential_id}/evidence",
    name="credential-evidence",
    response_class=FileResponse,
    responses={200: {"content": {"application/octet-stream": {}}, "description": "The file"}},
)
async def credential_evidence(
    credential_id: uuid.UUID, request: Request, actor: ActorDep, session: SessionDep
) -> FileResponse:
    """The evidence, as a download, for its holder and for staff only."""
    credential, path = await service.evidence_file(
        session, actor, credential_id, settings_of(request).media_dir
    )
    assert credential.evidence_content_type and credential.evidence_filename
    return private_files.download(
        path, credential.evidence_content_type, credential.evidence_filename
    )


@router.get("/api/admin/credentials", name="admin-credentials")
async def review_queue(
    actor: ActorDep, session: SessionDep, status: CredentialStatus = CredentialStatus.pending
) -> list[ReviewCredentialOut]:
    """Staff's queue: credentials in a status (pending by default), oldest first."""
    return await service.review_queue(session, actor, status)


@router.post("/api/admin/credentials/{credential_id}/verify", name="admin-verify-credential")
async def verify_credential(
    credential_id: uuid.UUID,
    data: CredentialVerifyIn,
    actor: ActorDep,
    session: SessionDep,
    now: NowDep,
) -> ReviewCredentialOut:
    return await service.verify(session, actor, credential_id, data.note, now)


@router.post("/api/admin/credentials/{credential_id}/reject", name="admin-reject-credential")
async def reject_credential(
    credential_id: uuid.UUID,
    data: CredentialRejectIn,
    actor: ActorDep,
    session: SessionDep,
    now: NowDep,
) -> ReviewCredentialOut:
    return await service.reject(session, actor, credential_id, data.reason, data.note, now)


@router.get("/api/references/{token}", name="reference-request")
async def reference_request(token: str, session: SessionDep) -> ReferenceRequestOut:
    """What the referee's one-time link asks about (no sign-in: the link is the key)."""
    return await service.reference_request(session, token)


@router.post("/api/references/{token}", name="answer-reference")
async def answer_reference(
    token: str, data: ReferenceIn, session: SessionDep, now: NowDep
) -> ReferenceRequestOut:
    """The referee's answer, once."""
    return await service.answer_reference(session, token, data, now)


@router.post("/api/credentials/webhooks/{provider}", name="credential-check-webhook")
async def check_webhook(
    provider: str, request: Request, session: SessionDep, now: NowDep
) -> dict[str, str]:
    """A check provider's outcome: refused unless its signature is the provider's; applied
    once per event id."""
    checks = providers.provider_named(settings_of(request), provider)
    event = checks.event(await request.body(), request.headers.get(providers.SIGNATURE_HEADER))
    return {"status": await service.apply_check_event(session, checks.name, event, now)}
