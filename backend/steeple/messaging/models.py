"""Conversations between two people, their messages and attachments, and blocks (reports of
messages are moderation's).

Spec 01 §3 "Message" gives a message its recipient_id, is_read, is_archived and
recipient_deleted_at, and §5 counts unread messages from those alone (ix_messages_unread serves
that count). Each person's view of a conversation (archived, deleted for them, how many unread)
lives on their participant row, kept in step with the messages under that row's lock, so that the
inbox's order, "unread first, then newest", is one range of one index.
"""

import uuid
from datetime import datetime

from sqlalchemy import ForeignKey, Index, Integer, String, Text, UniqueConstraint, Uuid, text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from steeple.db import Base, CreatedAtMixin, UTCDateTime, utcnow

# Spec 01 §5: what makes a received message count as unread, written as each database's planner
# sees the service's query (SQLite stores booleans as 0 and 1): only then is the index used.
UNREAD_POSTGRESQL = text("NOT is_read AND NOT is_archived AND recipient_deleted_at IS NULL")
UNREAD_SQLITE = text("is_read = 0 AND is_archived = 0 AND recipient_deleted_at IS NULL")


class Conversation(CreatedAtMixin, Base):
    __tablename__ = "conversations"

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    subject: Mapped[str] = mapped_column(String(200))
    # The application it is about, when it began from one (both people are part of it).
    application_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("applications.id", ondelete="SET NULL"), index=True
    )
    started_by: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("users.id", ondelete="SET NULL")
    )
    # Messages are numbered 1, 2, ... in their conversation: taking the next number is the UPDATE
    # that also orders two people writing at once.
    last_seq: Mapped[int] = mapped_column(Integer, default=0)
    last_message_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)


class ConversationParticipant(Base):
    """One of the two people of a conversation, and the conversation as they see it."""

    __tablename__ = "conversation_participants"
    __table_args__ = (
        # The inbox (and the archive): unread first, then newest; each page one range of it.
        Index(
            "ix_conversation_participants_inbox",
            "user_id",
            "archived",
            "visible",
            "has_unread",
            "last_message_at",
            "conversation_id",
        ),
        # "Have these two (or this person and that church's members) written before?"
        Index("ix_conversation_participants_pair", "user_id", "other_id"),
    )

    conversation_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("conversations.id", ondelete="CASCADE"), primary_key=True
    )
    user_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    other_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    archived: Mapped[bool] = mapped_column(default=False)
    # False once deleted for this person, until a new message brings the conversation back.
    visible: Mapped[bool] = mapped_column(default=True)
    # Messages numbered up to this were deleted for this person: they never show again.
    cleared_seq: Mapped[int] = mapped_column(Integer, default=0)
    # This person's received messages here that spec 01 §5 counts as unread.
    unread_count: Mapped[int] = mapped_column(Integer, default=0)
    has_unread: Mapped[bool] = mapped_column(default=False)
    # The conversation's, copied here for the inbox's index.
    last_message_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)


class Message(Base):
    """Spec 01 §3 "Message"."""

    __tablename__ = "messages"
    __table_args__ = (
        UniqueConstraint("conversation_id", "seq", name="one_per_seq"),
        # Spec 01 §5's unread count, for a person and for one of their conversations: only the
        # unread rows are in this index, so counting reads just those.
        Index(
            "ix_messages_unread",
            "recipient_id",
            "conversation_id",
            postgresql_where=UNREAD_POSTGRESQL,
            sqlite_where=UNREAD_SQLITE,
        ),
    )

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    conversation_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("conversations.id", ondelete="CASCADE")
    )
    seq: Mapped[int] = mapped_column(Integer)
    sender_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), index=True
    )
    recipient_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    body: Mapped[str] = mapped_column(Text)
    is_read: Mapped[bool] = mapped_column(default=False)
    read_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    is_archived: Mapped[bool] = mapped_column(default=False)
    recipient_deleted_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    # Hidden by staff (moderation/): both people see a placeholder instead of its text and files.
    hidden_at: Mapped[datetime | None] = mapped_column(UTCDateTime())

    attachments: Mapped[list["MessageAttachment"]] = relationship(
        lazy="raise", order_by="MessageAttachment.position"
    )


class MessageAttachment(CreatedAtMixin, Base):
    """A file sent with a message: checked by its content, kept outside the public media folder
    under a random name, served only to the two people as a download."""

    __tablename__ = "message_attachments"

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    message_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("messages.id", ondelete="CASCADE"), index=True
    )
    position: Mapped[int] = mapped_column(Integer, default=0)
    # The sender's file name, made safe, with the extension of what the file really is.
    filename: Mapped[str] = mapped_column(String(200))
    content_type: Mapped[str] = mapped_column(String(50))
    size_bytes: Mapped[int] = mapped_column(Integer)
    storage_name: Mapped[str] = mapped_column(String(64), unique=True)


class UserBlock(CreatedAtMixin, Base):
    """`blocker_id` no longer hears from `blocked_id`: no new conversation and no reply, either
    way."""

    __tablename__ = "user_blocks"

    blocker_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    blocked_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
