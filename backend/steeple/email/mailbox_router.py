"""The development mailbox: every outbox email as a page and as JSON for end-to-end tests.

Mounted only outside production: it shows sign-in and reset links to whoever asks. Not part of the
public API, so it stays out of the OpenAPI schema.
"""

import re
from pathlib import Path

from fastapi import APIRouter
from fastapi.responses import HTMLResponse
from jinja2 import Environment, FileSystemLoader, StrictUndefined

from steeple.db import SessionDep
from steeple.email.schemas import MailboxMessage
from steeple.email.service import get_outbox_email, recent_outbox
from steeple.web.errors import AppError

router = APIRouter(prefix="/dev/mailbox", include_in_schema=False)

_pages = Environment(
    loader=FileSystemLoader(Path(__file__).parent / "templates" / "dev"),
    autoescape=True,
    undefined=StrictUndefined,
    trim_blocks=True,
    lstrip_blocks=True,
)
_LINK = re.compile(r"https?://[^\s<>\"']+")
LATEST = 100


def links_in(text: str) -> list[str]:
    """The web addresses in a text body, in order, once each, without a sentence's full stop."""
    return list(dict.fromkeys(link.rstrip(".,;:!?)") for link in _LINK.findall(text)))


@router.get("", response_class=HTMLResponse)
async def mailbox(session: SessionDep) -> HTMLResponse:
    emails = await recent_outbox(session, limit=LATEST)
    return HTMLResponse(_pages.get_template("mailbox.html").render(emails=emails))


@router.get("/api/messages")
async def messages(session: SessionDep, to: str | None = None) -> list[MailboxMessage]:
    return [
        MailboxMessage(
            id=e.id,
            kind=e.kind,
            to=e.to_address,
            subject=e.subject,
            text_body=e.text_body,
            html_body=e.html_body,
            status=e.status,
            created_at=e.created_at,
        )
        for e in await recent_outbox(session, limit=LATEST, to=to)
    ]


@router.get("/{email_id}", response_class=HTMLResponse)
async def message(email_id: int, session: SessionDep) -> HTMLResponse:
    email = await get_outbox_email(session, email_id)
    if email is None:
        raise AppError(404, "not_found", "No email with this id")
    page = _pages.get_template("message.html").render(email=email, links=links_in(email.text_body))
    return HTMLResponse(page)
