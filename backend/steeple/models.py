"""Imports every domain's models so that Base.metadata (Alembic, tests) sees all tables."""

from steeple.auth.models import EmailLinkToken, RefreshToken
from steeple.contact.models import ContactMessage
from steeple.db import Base
from steeple.email.models import OutboxEmail
from steeple.profiles.models import TalentProfile
from steeple.telemetry.models import ClientError, WebVital
from steeple.users.models import User

__all__ = [
    "Base",
    "ClientError",
    "ContactMessage",
    "EmailLinkToken",
    "OutboxEmail",
    "RefreshToken",
    "TalentProfile",
    "User",
    "WebVital",
]
