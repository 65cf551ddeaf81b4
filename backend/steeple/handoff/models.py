"""The service handoff pack of a confirmed hire: its times, order of service and logistics, which
the church drafts and the guest adds to (issue 26)."""

import uuid
from datetime import datetime
from enum import StrEnum

from sqlalchemy import Boolean, ForeignKey, Integer, String, Text, Uuid
from sqlalchemy.orm import Mapped, mapped_column, relationship

from steeple.db import Base, UTCDateTime, utcnow


class ItemKind(StrEnum):
    header = "header"
    song = "song"
    reading = "reading"
    sermon = "sermon"
    prayer = "prayer"
    media = "media"
    other = "other"


class ItemOwner(StrEnum):
    """Who brings the item: the church's own team, or the guest."""

    church = "church"
    guest = "guest"


class HandoffPack(Base):
    """One per confirmed hire (its application). `version` counts saves: a save names the version
    it started from, and one started from an older version is refused."""

    __tablename__ = "handoff_packs"

    application_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("applications.id", ondelete="CASCADE"), primary_key=True
    )
    version: Mapped[int] = mapped_column(Integer, default=0)
    rehearsal_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    arrival_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    service_starts_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    address: Mapped[str | None] = mapped_column(String(300))
    entrance_and_parking: Mapped[str | None] = mapped_column(Text)
    contact_name: Mapped[str | None] = mapped_column(String(100))
    contact_phone: Mapped[str | None] = mapped_column(String(40))
    dress: Mapped[str | None] = mapped_column(String(200))
    meal: Mapped[str | None] = mapped_column(String(200))
    recorded: Mapped[bool] = mapped_column(Boolean, default=False)
    streamed: Mapped[bool] = mapped_column(Boolean, default=False)
    # The guest's own answer when the service is recorded or streamed; None until given.
    guest_consents_to_recording: Mapped[bool | None] = mapped_column(Boolean)
    book_table: Mapped[bool] = mapped_column(Boolean, default=False)
    # "Send to guest" and "Acknowledge": which version each side put forward or has seen.
    sent_version: Mapped[int | None] = mapped_column(Integer)
    sent_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    acknowledged_version: Mapped[int | None] = mapped_column(Integer)
    acknowledged_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    updated_by: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("users.id", ondelete="SET NULL")
    )
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, onupdate=utcnow)

    items: Mapped[list["HandoffItem"]] = relationship(
        order_by="HandoffItem.position", cascade="all, delete-orphan", lazy="selectin"
    )
    files: Mapped[list["HandoffFile"]] = relationship(
        order_by="HandoffFile.created_at", lazy="selectin"
    )


class HandoffItem(Base):
    """One item of the order of service, in `position` order."""

    __tablename__ = "handoff_items"

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    application_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("handoff_packs.application_id", ondelete="CASCADE"), index=True
    )
    position: Mapped[int] = mapped_column(Integer)
    kind: Mapped[ItemKind] = mapped_column(String(20))
    title: Mapped[str] = mapped_column(String(150))
    minutes: Mapped[int] = mapped_column(Integer)
    # Songs: the key ("Eb", "F#m"), the tempo (beats a minute), the arrangement. Readings: the
    # scripture reference.
    song_key: Mapped[str | None] = mapped_column(String(3))
    tempo: Mapped[int | None] = mapped_column(Integer)
    arrangement: Mapped[str | None] = mapped_column(String(150))
    scripture: Mapped[str | None] = mapped_column(String(100))
    notes: Mapped[str | None] = mapped_column(Text)
    owner: Mapped[ItemOwner] = mapped_column(String(10))


class HandoffFile(Base):
    """A file either side attached to the pack (a tech rider, a stage plot, a chord chart): kept
    privately (private_files) and downloaded only by the hire's parties."""

    __tablename__ = "handoff_files"

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    application_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("handoff_packs.application_id", ondelete="CASCADE"), index=True
    )
    # The side that added it, and so may remove it.
    side: Mapped[ItemOwner] = mapped_column(String(10))
    filename: Mapped[str] = mapped_column(String(160))
    content_type: Mapped[str] = mapped_column(String(50))
    size_bytes: Mapped[int] = mapped_column(Integer)
    storage_name: Mapped[str] = mapped_column(String(40), unique=True)
    uploaded_by: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("users.id", ondelete="SET NULL")
    )
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
