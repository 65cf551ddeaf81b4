"""Read-backs for end-to-end tests. Mounted only when ENVIRONMENT=test; never in production."""

import uuid

from fastapi import APIRouter
from pydantic import BaseModel, EmailStr

from steeple.auth.dependencies import NowDep
from steeple.auth.passwords import hash_password
from steeple.auth.service import expire_email_links, normalise_email
from steeple.churches import service as churches
from steeple.churches.models import Church, MemberRole
from steeple.contact.schemas import ContactMessageOut
from steeple.contact.service import recent_contact_messages
from steeple.db import SessionDep
from steeple.email.service import recent_outbox
from steeple.telemetry.schemas import StoredVital
from steeple.telemetry.service import recent_vitals
from steeple.users.models import User
from steeple.users.roles import Role
from steeple.web.errors import AppError

router = APIRouter(prefix="/api/testing", tags=["testing"])


class OutboxEntry(BaseModel):
    kind: str
    to_address: str
    reply_to: str | None
    subject: str
    status: str


@router.get("/contact-messages", name="contact-messages")
async def contact_messages(
    session: SessionDep, email: str | None = None
) -> list[ContactMessageOut]:
    return [
        ContactMessageOut.model_validate(m) for m in await recent_contact_messages(session, email)
    ]


@router.get("/outbox", name="outbox")
async def outbox(session: SessionDep) -> list[OutboxEntry]:
    return [
        OutboxEntry(
            kind=e.kind,
            to_address=e.to_address,
            reply_to=e.reply_to,
            subject=e.subject,
            status=e.status,
        )
        for e in await recent_outbox(session)
    ]


@router.get("/web-vitals", name="web-vitals")
async def web_vitals(session: SessionDep) -> list[StoredVital]:
    return [StoredVital.model_validate(v) for v in await recent_vitals(session)]


class Expired(BaseModel):
    expired: int


@router.post("/expire-email-links", name="expire-email-links")
async def expire_links(email: str, session: SessionDep, now: NowDep) -> Expired:
    return Expired(expired=await expire_email_links(session, email, now))


class NewChurchMember(BaseModel):
    church_id: uuid.UUID
    email: EmailStr
    password: str
    full_name: str
    role: MemberRole = MemberRole.member


class CreatedMember(BaseModel):
    user_id: uuid.UUID


@router.post("/church-members", name="add-church-member", status_code=201)
async def add_church_member(
    data: NewChurchMember, session: SessionDep, now: NowDep
) -> CreatedMember:
    """A verified, onboarded church account in an existing church (until invitations exist)."""
    church = await session.get(Church, data.church_id)
    if church is None:
        raise AppError(404, "not_found", "Church not found")
    user = User(
        email=normalise_email(data.email),
        password_hash=await hash_password(data.password),
        role=Role.church,
        full_name=data.full_name,
        needs_onboarding=False,
        email_confirmed_at=now,
    )
    session.add(user)
    await session.flush()
    await churches.add_member(session, church, user, data.role)
    return CreatedMember(user_id=user.id)
