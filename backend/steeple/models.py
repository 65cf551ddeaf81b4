"""Imports every domain's models so that Base.metadata (Alembic, tests) sees all tables."""

from steeple.applications.models import Application, Offer
from steeple.auth.models import EmailLinkToken, RefreshToken
from steeple.billing.models import PostingCredit, Subscription
from steeple.churches.models import Church, ChurchMember
from steeple.contact.models import ContactMessage
from steeple.db import Base
from steeple.email.models import OutboxEmail
from steeple.notifications.models import Notification
from steeple.opportunities.models import Opportunity, Position
from steeple.profiles.models import TalentProfile
from steeple.telemetry.models import ClientError, WebVital
from steeple.users.models import User

__all__ = [
    "Application",
    "Base",
    "Church",
    "ChurchMember",
    "ClientError",
    "ContactMessage",
    "EmailLinkToken",
    "Notification",
    "Offer",
    "Opportunity",
    "OutboxEmail",
    "Position",
    "PostingCredit",
    "RefreshToken",
    "Subscription",
    "TalentProfile",
    "User",
    "WebVital",
]
