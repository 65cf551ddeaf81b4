"""Queue transactional emails: rendered from templates now, delivered later by the worker."""

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import cache
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.config import Settings
from steeple.crypto import seal, unseal
from steeple.email.localise import FILTERS, READER, STRANGER, Reader, reader_of
from steeple.email.models import OutboxEmail, OutboxStatus
from steeple.users.models import Language
from steeple.web.settings import settings_in

TEMPLATES = Path(__file__).parent / "templates"
SEALED_BODIES = "email outbox bodies"  # the purpose their key is derived for
WITHHELD = "[removed]"  # where the stored bodies had a link's token


@cache
def _templates(language: Language) -> Environment:
    """English templates are the fallback: templates/es/ and templates/fr/ override them by name,
    so an email not yet translated still goes, in English. The files named _*.html are shared:
    _layout.html writes the reader's language into <html lang>."""
    folders = [TEMPLATES] if language is Language.en else [TEMPLATES / language.value, TEMPLATES]
    environment = Environment(
        loader=FileSystemLoader(folders),
        autoescape=select_autoescape(enabled_extensions=("html",), default_for_string=False),
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    environment.filters.update(FILTERS)
    return environment


def render(
    kind: str, context: Mapping[str, Any], reader: Reader = STRANGER
) -> tuple[str, str, str]:
    """Subject, text body and HTML body of the email `kind`, in the reader's language, with
    dates in their timezone."""
    templates = _templates(reader.language)
    context = {**context, READER: reader}
    subject = templates.get_template(f"{kind}.subject.txt").render(context).strip()
    text = templates.get_template(f"{kind}.txt").render(context)
    html = templates.get_template(f"{kind}.html").render(context)
    return subject, text, html


async def enqueue_email(
    session: AsyncSession,
    *,
    kind: str,
    to: str,
    context: Mapping[str, Any],
    reply_to: str | None = None,
    secret: str | None = None,
) -> OutboxEmail:
    """`secret`: the token of a link that signs in, resets a password or joins a church. The
    stored bodies keep the link without it; the bodies to send are sealed (steeple.crypto) with
    a key from SECRET_KEY, which the database does not hold."""
    # Written for whoever holds the address: an account's language and timezone, else English.
    subject, text, html = render(kind, context, await reader_of(session, to))
    email = OutboxEmail(
        kind=kind, to_address=to, reply_to=reply_to, subject=subject, text_body=text, html_body=html
    )
    if secret:
        sendable = json.dumps([text, html])
        email.sealed_bodies = seal(sendable, purpose=SEALED_BODIES, settings=settings_in(session))
        email.text_body, email.html_body = (b.replace(secret, WITHHELD) for b in (text, html))
    session.add(email)
    await session.flush()
    return email


def bodies_to_send(email: OutboxEmail, settings: Settings) -> tuple[str, str]:
    """The text and HTML bodies as the recipient gets them, links working. ValueError when they
    were sealed under another SECRET_KEY."""
    if email.sealed_bodies is None:
        return email.text_body, email.html_body
    text, html = json.loads(unseal(email.sealed_bodies, purpose=SEALED_BODIES, settings=settings))
    return text, html


async def enqueue_test_email(session: AsyncSession, to: str, name: str) -> OutboxEmail:
    """Spec 02 §7.3's `test` type: a staff member checks that email goes out (to themselves)."""
    return await enqueue_email(session, kind="test", to=to, context={"userName": name})


async def recent_outbox(
    session: AsyncSession, limit: int = 50, to: str | None = None
) -> Sequence[OutboxEmail]:
    """Newest first; `to` matches the recipient whatever its case."""
    query = select(OutboxEmail).order_by(OutboxEmail.id.desc()).limit(limit)
    if to is not None:
        query = query.where(func.lower(OutboxEmail.to_address) == to.lower())
    return (await session.scalars(query)).all()


async def get_outbox_email(session: AsyncSession, email_id: int) -> OutboxEmail | None:
    return await session.get(OutboxEmail, email_id)


@dataclass(frozen=True)
class Backlog:
    """What waits in the outbox (`steeple outbox`, the worker's health check)."""

    pending: int
    failed: int
    # How long the longest-waiting email that is due now has waited past its time: more than a
    # few polls means no worker is delivering.
    oldest_due_seconds: float


async def backlog(session: AsyncSession, now: datetime) -> Backlog:
    pending = OutboxEmail.status == OutboxStatus.pending
    counts = dict(
        (
            await session.execute(
                select(OutboxEmail.status, func.count())
                .where(OutboxEmail.status.in_([OutboxStatus.pending, OutboxStatus.failed]))
                .group_by(OutboxEmail.status)
            )
        ).all()
    )
    oldest_due = await session.scalar(
        select(func.min(OutboxEmail.next_attempt_at)).where(
            pending, OutboxEmail.next_attempt_at <= now
        )
    )
    return Backlog(
        pending=counts.get(OutboxStatus.pending, 0),
        failed=counts.get(OutboxStatus.failed, 0),
        oldest_due_seconds=(now - oldest_due).total_seconds() if oldest_due else 0.0,
    )
