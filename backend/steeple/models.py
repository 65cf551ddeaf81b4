"""Imports every domain's models so that Base.metadata (Alembic, tests) sees all tables."""

from steeple.contact.models import ContactMessage
from steeple.db import Base
from steeple.email.models import OutboxEmail
from steeple.telemetry.models import ClientError, WebVital

__all__ = ["Base", "ClientError", "ContactMessage", "OutboxEmail", "WebVital"]
