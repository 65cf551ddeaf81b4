"""The development mailbox: every outbox email as a page and as JSON for end-to-end tests.

Mounted only outside production: it shows sign-in and reset links to whoever asks, unsealed from
the outbox as they would be sent (email/service.py). Not part of the public API, so it stays out of
the OpenAPI schema.
"""

import re
from pathlib import Path

from fastapi import Request
from fastapi.responses import HTMLResponse
from jinja2 import Environment, FileSystemLoader, StrictUndefined

from steeple.config import Settings
from steeple.db import SessionDep
from steeple.email.models import OutboxEmail
from steeple.email.schemas import MailboxMessage
from steeple.email.service import bodies_to_send, get_outbox_email, recent_outbox
from steeple.i18n import _
from steeple.web.errors import AppError
from steeple.web.routing import Router
from steeple.web.settings import settings_of

router = Router(prefix="/dev/mailbox", include_in_schema=False)

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


def _shown(email: OutboxEmail, settings: Settings) -> MailboxMessage:
    try:
        text, html = bodies_to_send(email, settings)
    except ValueError:  # sealed before SECRET_KEY changed: the stored bodies, links withheld
        text, html = email.text_body, email.html_body
    return MailboxMessage(
        id=email.id,
        kind=email.kind,
        to=email.to_address,
        subject=email.subject,
        text_body=text,
        html_body=html,
        status=email.status,
        created_at=email.created_at,
    )


@router.get("/api/messages")
async def messages(
    request: Request, session: SessionDep, to: str | None = None
) -> list[MailboxMessage]:
    settings = settings_of(request)
    return [_shown(e, settings) for e in await recent_outbox(session, limit=LATEST, to=to)]


@router.get("/{email_id}", response_class=HTMLResponse)
async def message(email_id: int, request: Request, session: SessionDep) -> HTMLResponse:
    email = await get_outbox_email(session, email_id)
    if email is None:
        raise AppError(404, "not_found", _("No email with this id"))
    shown = _shown(email, settings_of(request))
    page = _pages.get_template("message.html").render(
        email=email, shown=shown, links=links_in(shown.text_body)
    )
    return HTMLResponse(page)
