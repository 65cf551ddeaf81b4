"""Imports every domain's models so that Base.metadata (Alembic, tests) sees all tables, and the
flush listeners that keep derived search columns current, so that every process that writes rows
(the app, the seed, scripts) keeps them."""

import steeple.opportunities.search
import steeple.profiles.search  # noqa: F401
from steeple.analytics.models import AnalyticsDaily, AnalyticsEvent
from steeple.applications.models import Application, Offer
from steeple.auth.models import EmailLinkToken, RefreshToken
from steeple.availability.models import (
    AvailabilityBlock,
    AvailabilityCalendar,
    AvailabilityRule,
    Booking,
    UnavailableDay,
)
from steeple.billing.models import (
    BillingCustomer,
    LocalProviderObject,
    Payment,
    PostingCredit,
    ProviderEvent,
    Subscription,
)
from steeple.churches.models import Church, ChurchMember
from steeple.contact.models import ContactMessage
from steeple.credentials.models import Credential, CredentialCheckEvent
from steeple.db import Base
from steeple.email.models import OutboxEmail
from steeple.fit.models import ApplyInvitation
from steeple.handoff.models import HandoffFile, HandoffItem, HandoffPack
from steeple.messaging.models import (
    Conversation,
    ConversationParticipant,
    Message,
    MessageAttachment,
    UserBlock,
)
from steeple.moderation.models import ModerationLogEntry, Report
from steeple.notifications.models import Notification
from steeple.opportunities.models import Opportunity, Position
from steeple.places.models import Place
from steeple.profiles.models import TalentProfile
from steeple.reviews.models import Review
from steeple.telemetry.models import ClientError, WebVital
from steeple.users.models import User

__all__ = [
    "AnalyticsDaily",
    "AnalyticsEvent",
    "Application",
    "ApplyInvitation",
    "AvailabilityBlock",
    "AvailabilityCalendar",
    "AvailabilityRule",
    "Base",
    "BillingCustomer",
    "Booking",
    "Church",
    "ChurchMember",
    "ClientError",
    "ContactMessage",
    "Conversation",
    "ConversationParticipant",
    "Credential",
    "CredentialCheckEvent",
    "EmailLinkToken",
    "HandoffFile",
    "HandoffItem",
    "HandoffPack",
    "LocalProviderObject",
    "Message",
    "MessageAttachment",
    "ModerationLogEntry",
    "Notification",
    "Offer",
    "Opportunity",
    "OutboxEmail",
    "Payment",
    "Place",
    "Position",
    "PostingCredit",
    "ProviderEvent",
    "RefreshToken",
    "Report",
    "Review",
    "Subscription",
    "TalentProfile",
    "UnavailableDay",
    "User",
    "UserBlock",
    "WebVital",
]

# The tables the app and its users write, in dependency order: all but reference data loaded by
# a migration (the gazetteer), which tests and the demo leave alone.
APP_TABLES = [
    table for table in Base.metadata.sorted_tables if not table.info.get("reference_data")
]
