"""/api/hires/{application_id}/pack: a confirmed hire's service handoff pack, for its guest and its
church's admins and leaders (anyone else: 404)."""

import re
import uuid
from typing import Annotated

from fastapi import File, Request, UploadFile
from fastapi.responses import FileResponse, HTMLResponse, Response

from steeple import private_files
from steeple.auth.dependencies import ActorDep, NowDep
from steeple.db import SessionDep
from steeple.handoff import documents, service
from steeple.handoff.schemas import ChurchPackIn, GuestPackIn, HandoffPackOut, HireOut
from steeple.web.routing import Router
from steeple.web.settings import settings_of

router = Router(prefix="/api/hires", tags=["handoff"])


@router.get("", name="upcoming-hires")
async def upcoming_hires(actor: ActorDep, session: SessionDep, now: NowDep) -> list[HireOut]:
    """The caller's confirmed hires ahead (as the guest, or for the church they manage), soonest
    first, with where each pack stands."""
    return await service.upcoming(session, actor, now)


@router.get("/{application_id}/pack", name="pack")
async def pack(
    application_id: uuid.UUID, actor: ActorDep, session: SessionDep, now: NowDep
) -> HandoffPackOut:
    """The pack, with each item's start and whether the items overrun the event."""
    return await service.read(session, actor, application_id, now)


@router.put("/{application_id}/pack", name="save-pack")
async def save_pack(
    application_id: uuid.UUID, data: ChurchPackIn, actor: ActorDep, session: SessionDep, now: NowDep
) -> HandoffPackOut:
    """The church's draft, saved whole; 409 if someone saved since `version`."""
    return await service.save_as_church(session, actor, application_id, data, now)


@router.put("/{application_id}/pack/guest", name="save-guest-part")
async def save_guest_part(
    application_id: uuid.UUID, data: GuestPackIn, actor: ActorDep, session: SessionDep, now: NowDep
) -> HandoffPackOut:
    """The guest's items placed in the order of service, and their consent to recording."""
    return await service.save_as_guest(session, actor, application_id, data, now)


@router.post("/{application_id}/pack/send", name="send-pack")
async def send_pack(
    application_id: uuid.UUID, actor: ActorDep, session: SessionDep, now: NowDep
) -> HandoffPackOut:
    """The church sends the guest the pack as it stands (the guest is told)."""
    return await service.send(session, actor, application_id, now)


@router.post("/{application_id}/pack/acknowledge", name="acknowledge-pack")
async def acknowledge_pack(
    application_id: uuid.UUID, actor: ActorDep, session: SessionDep, now: NowDep
) -> HandoffPackOut:
    """The guest has seen the pack as it stands."""
    return await service.acknowledge(session, actor, application_id, now)


@router.post("/{application_id}/pack/files", name="add-pack-files")
async def add_pack_files(
    application_id: uuid.UUID,
    request: Request,
    actor: ActorDep,
    session: SessionDep,
    now: NowDep,
    files: Annotated[
        list[UploadFile], File(description="Up to 5 PDF, JPEG or PNG files, 10 MB each")
    ],
) -> HandoffPackOut:
    """Either side attaches files: a tech rider, a stage plot, chord charts."""
    settings = settings_of(request)
    uploads = await private_files.read_uploads(
        files, settings.max_attachment_bytes, service.PACK_FILES
    )
    return await service.add_files(session, actor, application_id, uploads, now, settings.media_dir)


@router.get(
    "/{application_id}/pack/files/{file_id}",
    name="pack-file",
    response_class=FileResponse,
    responses={200: {"content": {"application/octet-stream": {}}, "description": "The file"}},
)
async def pack_file(
    application_id: uuid.UUID,
    file_id: uuid.UUID,
    request: Request,
    actor: ActorDep,
    session: SessionDep,
) -> FileResponse:
    """One of the pack's files, as a download, for the hire's parties only."""
    found, path = await service.file_download(
        session, actor, application_id, file_id, settings_of(request).media_dir
    )
    return private_files.download(path, found.content_type, found.filename)


@router.delete("/{application_id}/pack/files/{file_id}", name="remove-pack-file")
async def remove_pack_file(
    application_id: uuid.UUID,
    file_id: uuid.UUID,
    request: Request,
    actor: ActorDep,
    session: SessionDep,
    now: NowDep,
) -> HandoffPackOut:
    """The side that added a file removes it."""
    return await service.remove_file(
        session, actor, application_id, file_id, now, settings_of(request).media_dir
    )


def _file_name(pack: HandoffPackOut, extension: str) -> str:
    """ "plan-sunday-worship.pdf": the event's title, kept to letters and digits."""
    slug = re.sub(r"[^a-z0-9]+", "-", pack.event.title.lower()).strip("-")[:60] or "service"
    return f"plan-{slug}.{extension}"


@router.get(
    "/{application_id}/pack/print",
    name="pack-print",
    response_class=HTMLResponse,
    responses={200: {"content": {"text/html": {}}, "description": "The print view"}},
)
async def pack_print(
    application_id: uuid.UUID, actor: ActorDep, session: SessionDep, now: NowDep
) -> HTMLResponse:
    """The print view: the same page the PDF is laid out from."""
    pack = await service.read(session, actor, application_id, now)
    return HTMLResponse(documents.render_html(pack), headers={"Cache-Control": "private, no-store"})


@router.get(
    "/{application_id}/pack/pdf",
    name="pack-pdf",
    response_class=Response,
    responses={200: {"content": {"application/pdf": {}}, "description": "The pack as a PDF"}},
)
async def pack_pdf(
    application_id: uuid.UUID, actor: ActorDep, session: SessionDep, now: NowDep
) -> Response:
    """The print view as a PDF, to download."""
    pack = await service.read(session, actor, application_id, now)
    pdf = await documents.render_pdf(documents.render_html(pack))
    return _download(pdf, "application/pdf", _file_name(pack, "pdf"))


@router.get(
    "/{application_id}/pack/ics",
    name="pack-calendar",
    response_class=Response,
    responses={200: {"content": {"text/calendar": {}}, "description": "The pack's times"}},
)
async def pack_calendar(
    application_id: uuid.UUID, actor: ActorDep, session: SessionDep, now: NowDep
) -> Response:
    """The rehearsal, arrival and service as calendar events."""
    pack = await service.read(session, actor, application_id, now)
    return _download(
        documents.calendar(pack, now), "text/calendar; charset=utf-8", _file_name(pack, "ics")
    )


def _download(content: bytes, media_type: str, filename: str) -> Response:
    return Response(
        content,
        media_type=media_type,
        headers={
            **private_files.DOWNLOAD_HEADERS,
            "Content-Disposition": f'attachment; filename="{filename}"',
        },
    )
