import uuid
from datetime import datetime
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, StringConstraints

from steeple.i18n import Translated
from steeple.web.pagination import CursorPage
from steeple.web.text_input import MULTI_LINE

MAX_BODY = 10_000
PREVIEW_CHARS = 140

Subject = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=200)]
Body = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=1, max_length=MAX_BODY), MULTI_LINE
]
Reason = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=1, max_length=2000), MULTI_LINE
]

ParticipantRole = Literal["church", "speaker", "musician"]


class ParticipantOut(BaseModel):
    """Who someone is in a conversation: a church's members write as their church."""

    id: uuid.UUID  # the user's id
    name: str
    role: ParticipantRole
    avatar: str | None
    profile_path: str | None


class AttachmentOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: uuid.UUID
    filename: str
    content_type: str
    size_bytes: int
    url: str


class MessageOut(BaseModel):
    id: uuid.UUID
    conversation_id: uuid.UUID
    sender_id: uuid.UUID
    recipient_id: uuid.UUID
    body: Translated  # a hidden message: the moderators' placeholder
    # For a message of mine: whether the other has read it.
    is_read: bool
    created_at: datetime
    attachments: list[AttachmentOut]
    mine: bool


class MessagePage(CursorPage[MessageOut]):
    """A conversation's messages, newest first."""


class ConversationOut(BaseModel):
    id: uuid.UUID
    subject: str
    application_id: uuid.UUID | None
    other: ParticipantOut
    last_message_at: datetime
    last_message_preview: Translated
    last_message_mine: bool
    unread_count: int
    archived: bool
    # The caller blocked the other person.
    blocked: bool


class ConversationPage(CursorPage[ConversationOut]):
    """The inbox (or the archive): unread first, then newest."""


RefusalCode = Literal[
    "premium_required", "not_allowed", "blocked", "messages_off", "self", "email_unverified"
]


class RefusalOut(BaseModel):
    code: RefusalCode
    message: Translated


class RecipientOut(BaseModel):
    """May the caller start a conversation with this person, and if not, why."""

    participant: ParticipantOut
    can_message: bool
    refusal: RefusalOut | None


class UnreadCount(BaseModel):
    count: int


class BlockIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    user_id: uuid.UUID


class ConversationReportIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    user_id: uuid.UUID
    message_id: uuid.UUID | None = None
    reason: Reason


class ReportOut(BaseModel):
    id: uuid.UUID
