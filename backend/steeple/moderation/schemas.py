import uuid
from datetime import datetime
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, StringConstraints

from steeple.i18n import Translated
from steeple.moderation.models import (
    Decision,
    ItemType,
    LogAction,
    ReportReason,
    ReportStatus,
)
from steeple.web.pagination import CursorPage
from steeple.web.text_input import MULTI_LINE

Details = Annotated[str, StringConstraints(strip_whitespace=True, max_length=2000), MULTI_LINE]
Note = Annotated[str, StringConstraints(strip_whitespace=True, max_length=2000), MULTI_LINE]
SuspensionReason = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=1, max_length=2000), MULTI_LINE
]


class ReportIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    item_type: ItemType
    # A profile by its user's id (as its public page); the others by their own.
    item_id: uuid.UUID
    reason: ReportReason
    details: Details = ""


class ReportCreated(BaseModel):
    id: uuid.UUID
    status: ReportStatus


class PersonOut(BaseModel):
    id: uuid.UUID
    name: str
    email: str
    # Staff suspended the account (restoring it is then the action on offer).
    suspended: bool


class ItemOut(BaseModel):
    """What a report is about, as staff see it (hidden or not)."""

    type: ItemType
    id: uuid.UUID
    # False once the item was deleted: nothing left to hide.
    exists: bool
    hidden: bool
    title: Translated
    text: str
    author: PersonOut | None
    # The page it shows on, for a look in context (none for a message).
    path: str | None


class AdminReportOut(BaseModel):
    id: uuid.UUID
    item: ItemOut
    reason: ReportReason
    details: str
    reporter: PersonOut | None
    status: ReportStatus
    created_at: datetime
    decision: Decision | None
    decided_at: datetime | None
    note: str | None


class AdminReportPage(CursorPage[AdminReportOut]):
    """The staff's queue: open reports oldest first, closed ones newest first."""


class DecisionIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    action: Decision
    note: Note = ""


class ItemActionIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    note: Note = ""


class SuspendIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    reason: SuspensionReason


class AccountOut(BaseModel):
    id: uuid.UUID
    name: str
    email: str
    suspended_at: datetime | None


class LogEntryOut(BaseModel):
    id: uuid.UUID
    action: LogAction
    item_type: ItemType | Literal["account"]
    item_id: uuid.UUID
    # What was acted on, as it was then (null for entries older than this record, and for a
    # dismissed report of an item already gone); its page, where it has one.
    item_title: str | None
    item_path: str | None
    report_id: uuid.UUID | None
    note: str | None
    # Who decided (null once their account is deleted).
    staff: PersonOut | None
    created_at: datetime


class LogEntryPage(CursorPage[LogEntryOut]):
    """The moderation log, newest first."""


class EmailQueuedOut(BaseModel):
    sent_to: str
