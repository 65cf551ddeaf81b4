"""Queue transactional emails: rendered from templates now, delivered later by the worker."""

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.email.models import OutboxEmail

_templates = Environment(
    loader=FileSystemLoader(Path(__file__).parent / "templates"),
    autoescape=select_autoescape(enabled_extensions=("html",), default_for_string=False),
    undefined=StrictUndefined,
    trim_blocks=True,
    lstrip_blocks=True,
)


def render(kind: str, context: Mapping[str, Any]) -> tuple[str, str, str]:
    """Subject, text body and HTML body of the email `kind`."""
    subject = _templates.get_template(f"{kind}.subject.txt").render(context).strip()
    text = _templates.get_template(f"{kind}.txt").render(context)
    html = _templates.get_template(f"{kind}.html").render(context)
    return subject, text, html


async def enqueue_email(
    session: AsyncSession,
    *,
    kind: str,
    to: str,
    context: Mapping[str, Any],
    reply_to: str | None = None,
) -> OutboxEmail:
    subject, text, html = render(kind, context)
    email = OutboxEmail(
        kind=kind, to_address=to, reply_to=reply_to, subject=subject, text_body=text, html_body=html
    )
    session.add(email)
    await session.flush()
    return email


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
