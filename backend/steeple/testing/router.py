"""Read-backs for end-to-end tests. Mounted only when ENVIRONMENT=test; never in production."""

from fastapi import APIRouter
from pydantic import BaseModel

from steeple.auth.dependencies import NowDep
from steeple.auth.service import expire_email_links
from steeple.contact.schemas import ContactMessageOut
from steeple.contact.service import recent_contact_messages
from steeple.db import SessionDep
from steeple.email.service import recent_outbox
from steeple.telemetry.schemas import StoredVital
from steeple.telemetry.service import recent_vitals

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
