"""A user's settings as the server honours them (spec 01 §3 "User settings")."""

import uuid
from collections.abc import Mapping
from typing import Any

from sqlalchemy import bindparam, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.email.service import enqueue_email
from steeple.users.models import User, UserSettings
from steeple.users.schemas import SettingsUpdate

# Built once: an opportunity's page reads the viewer's timezone with it.
_SETTINGS_OF = select(UserSettings).where(UserSettings.user_id == bindparam("user_id"))


async def preferences_of(session: AsyncSession, user_id: uuid.UUID) -> UserSettings:
    """The user's settings row; the spec's defaults (unsaved) for a user made without one
    (benchmark rows inserted in bulk)."""
    found = await session.scalar(_SETTINGS_OF, {"user_id": user_id})
    return found or UserSettings(
        user_id=user_id, **{column.key: column.default.arg for column in _DEFAULTED}
    )


async def settings_as_read(session: AsyncSession, user: User) -> UserSettings:
    """The user's settings for the settings page: their row or, for an account made without one,
    the defaults as they have held since the account was made, unsaved (a GET writes nothing;
    the first change saves them, own_settings)."""
    row = await preferences_of(session, user.id)
    if row.id is None:
        row.created_at = row.updated_at = user.created_at
    return row


async def own_settings(session: AsyncSession, user: User) -> UserSettings:
    """The user's saved settings row, to change: the defaults are saved first for an account
    made without one."""
    row = await preferences_of(session, user.id)
    if row.id is None:
        session.add(row)
        await session.flush()
    return row


async def update_settings(session: AsyncSession, user: User, data: SettingsUpdate) -> UserSettings:
    """Only the caller's own row: the route has no id, so nobody else's can be named."""
    row = await own_settings(session, user)
    for field, value in data.model_dump(exclude_unset=True).items():
        setattr(row, field, value)
    await session.flush()
    return row


_DEFAULTED = [
    column
    for column in UserSettings.__table__.columns
    if column.default is not None and not callable(column.default.arg)
]


async def notification_email(
    session: AsyncSession, user: User, *, kind: str, context: Mapping[str, Any]
) -> bool:
    """Queues an email that tells of a notification, unless the user turned such emails off
    (email_notifications). Account emails (verification, reset, ...) do not come through here.
    Answers whether it was queued."""
    if not (await preferences_of(session, user.id)).email_notifications:
        return False
    await enqueue_email(session, kind=kind, to=user.email, context=context)
    return True
