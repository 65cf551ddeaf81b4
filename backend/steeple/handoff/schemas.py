import uuid
from datetime import datetime
from typing import Annotated

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, StringConstraints

from steeple.handoff.models import ItemKind, ItemOwner

# "C", "F#", "Bb", "Ebm": a key a band can play in.
SongKey = Annotated[str, StringConstraints(pattern=r"^[A-G](#|b)?m?$")]
Text150 = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=150)]
Text100 = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=100)]
Text200 = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=200)]
Text300 = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=300)]
Text2000 = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=2000)]
Phone = Annotated[str, StringConstraints(strip_whitespace=True, min_length=3, max_length=40)]
# An item lasts a minute to four hours.
MAX_ITEM_MINUTES = 240
MAX_ITEMS = 100


class HandoffItemIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    # An item already in the pack keeps its id; a new one has none.
    id: uuid.UUID | None = None
    kind: ItemKind
    title: Text150
    minutes: int = Field(ge=1, le=MAX_ITEM_MINUTES)
    song_key: SongKey | None = None
    tempo: int | None = Field(default=None, ge=30, le=300)
    arrangement: Text150 | None = None
    scripture: Text100 | None = None
    notes: Text2000 | None = None
    owner: ItemOwner


class HandoffTimes(BaseModel):
    """Each within a day of the event (the service checks)."""

    rehearsal_at: AwareDatetime | None = None
    arrival_at: AwareDatetime | None = None
    service_starts_at: AwareDatetime | None = None


class HandoffLogistics(BaseModel):
    address: Text300 | None = None
    entrance_and_parking: Text2000 | None = None
    contact_name: Text100 | None = None
    contact_phone: Phone | None = None
    dress: Text200 | None = None
    meal: Text200 | None = None
    recorded: bool = False
    streamed: bool = False
    book_table: bool = False


class ChurchPackIn(BaseModel):
    """The whole pack as the church saves it: a field left out is cleared."""

    model_config = ConfigDict(extra="forbid")

    # The version the edit started from (0: the pack was empty).
    version: int = Field(ge=0)
    times: HandoffTimes
    logistics: HandoffLogistics
    items: list[HandoffItemIn] = Field(max_length=MAX_ITEMS)


class GuestPackIn(BaseModel):
    """What the guest saves: the order of service with their own items placed in it (the
    church's items as they are), and whether they agree to being recorded."""

    model_config = ConfigDict(extra="forbid")

    version: int = Field(ge=0)
    items: list[HandoffItemIn] = Field(max_length=MAX_ITEMS)
    consents_to_recording: bool | None = None


class HandoffItemOut(HandoffItemIn):
    id: uuid.UUID
    # When it starts: the service's start and the items before it; none without a start.
    starts_at: datetime | None


class HandoffEvent(BaseModel):
    title: str
    starts_at: datetime
    ends_at: datetime
    timezone: str
    # Where the opportunity says it is (the pack's own address starts from it).
    address: str | None
    church_name: str
    guest_name: str


class HandoffFileOut(BaseModel):
    id: uuid.UUID
    filename: str
    content_type: str
    size_bytes: int
    # The side that added it (and may remove it).
    side: ItemOwner
    created_at: datetime
    url: str


class HandoffPackOut(BaseModel):
    """A confirmed hire's handoff pack, as either party sees it."""

    application_id: uuid.UUID
    version: int
    event: HandoffEvent
    times: HandoffTimes
    logistics: HandoffLogistics
    guest_consents_to_recording: bool | None
    items: list[HandoffItemOut]
    files: list[HandoffFileOut]
    # The version the church last sent the guest, and the one the guest last acknowledged.
    sent_version: int | None
    sent_at: datetime | None
    acknowledged_version: int | None
    acknowledged_at: datetime | None
    total_minutes: int
    # How far the items run past the event's end; null when they fit (or have no start).
    overrun_minutes: int | None
    # Which side the caller is on, and whether the pack can still change (not after the event).
    you_are: ItemOwner
    read_only: bool


class HireOut(BaseModel):
    """A confirmed hire ahead, with where its pack stands (the dashboards' list)."""

    application_id: uuid.UUID
    title: str
    starts_at: datetime
    timezone: str
    # The other party: the church for the guest, the guest for the church.
    other_name: str
    you_are: ItemOwner
    version: int
    sent_version: int | None
    acknowledged_version: int | None
