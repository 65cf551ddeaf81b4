"""Download my data: what Steeple holds about the caller, read from each domain's own rows."""

from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import DeclarativeBase

from steeple.applications.models import Application
from steeple.billing.models import Payment, Subscription
from steeple.churches import service as churches
from steeple.churches.models import Church
from steeple.messaging.models import Message
from steeple.notifications.models import Notification
from steeple.profiles.models import TalentProfile
from steeple.users.models import User, UserSettings

# Secrets and credentials never leave the server, not even to their owner.
_WITHHELD = {"password_hash", "token_hash"}


def _row(row: DeclarativeBase) -> dict[str, Any]:
    """The row's columns, but the withheld ones and those the database computes from the others
    (a notification's api_json is the rest of it again)."""
    return {
        attribute.key: getattr(row, attribute.key)
        for attribute in row.__mapper__.column_attrs
        if attribute.key not in _WITHHELD and attribute.columns[0].computed is None
    }


async def export_data(session: AsyncSession, user: User, now: datetime) -> dict[str, Any]:
    settings = await session.scalar(select(UserSettings).where(UserSettings.user_id == user.id))
    profile = await session.scalar(select(TalentProfile).where(TalentProfile.user_id == user.id))
    membership = await churches.membership_of(session, user.id)
    church = await session.get(Church, membership.church_id) if membership else None
    applications = await session.scalars(
        select(Application).where(Application.applicant_id == user.id).order_by(Application.id)
    )
    messages = await session.execute(
        select(Message.conversation_id, Message.body, Message.created_at)
        .where(Message.sender_id == user.id)
        .order_by(Message.created_at, Message.id)
    )
    notifications = await session.scalars(
        select(Notification).where(Notification.user_id == user.id).order_by(Notification.id)
    )
    subscriptions = await session.scalars(
        select(Subscription).where(Subscription.user_id == user.id).order_by(Subscription.id)
    )
    payments = await session.scalars(
        select(Payment).where(Payment.user_id == user.id).order_by(Payment.id)
    )
    return {
        "exported_at": now,
        "account": _row(user),
        "settings": _row(settings) if settings else None,
        "talent_profile": _row(profile) if profile else None,
        "church_membership": (
            {"church_name": church.church_name, "role": membership.role}
            if membership and church
            else None
        ),
        "applications": [_row(application) for application in applications],
        "messages_sent": [
            {"conversation_id": conversation_id, "text": body, "sent_at": sent_at}
            for conversation_id, body, sent_at in messages
        ],
        "notifications": [_row(notification) for notification in notifications],
        "subscriptions": [_row(subscription) for subscription in subscriptions],
        "payments": [_row(payment) for payment in payments],
    }
