"""A confirmed hire's handoff pack: who may read and write it, its running times, and saves that
name the version they started from (a stale one is refused rather than lost)."""

import logging
import uuid
from datetime import datetime, timedelta
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple import private_files
from steeple.applications.models import Application, ApplicationStatus
from steeple.applications.notices import church_sender, church_team, talent_sender
from steeple.auth.actor import Actor
from steeple.auth.policy import authorize
from steeple.churches.models import Church
from steeple.db import after_commit, lock_row
from steeple.handoff import policies
from steeple.handoff.models import HandoffFile, HandoffItem, HandoffPack, ItemOwner
from steeple.handoff.schemas import (
    ChurchPackIn,
    GuestPackIn,
    HandoffEvent,
    HandoffFileOut,
    HandoffItemIn,
    HandoffItemOut,
    HandoffLogistics,
    HandoffPackOut,
    HandoffTimes,
    HireOut,
)
from steeple.i18n import _
from steeple.notifications.models import NotificationType, Priority
from steeple.notifications.service import notify
from steeple.opportunities.models import Opportunity
from steeple.opportunities.policies import can_manage_for
from steeple.private_files import Accepts, Upload
from steeple.users.models import User
from steeple.web.errors import AppError

logger = logging.getLogger(__name__)

# The pack's times lie within this of the event (a rehearsal the evening before, say).
TIMES_REACH = timedelta(days=1)
LOGISTICS = list(HandoffLogistics.model_fields)
# Tech riders, stage plots, chord charts: PDFs and JPEG or PNG pictures, a few at a time.
PACK_FILES = Accepts("files", max_files=5, webp=False)
MAX_FILES = 20


class Hire:
    """A confirmed hire the caller is a party to, and which side they are on."""

    def __init__(
        self,
        application: Application,
        opportunity: Opportunity,
        church: Church,
        guest: User,
        side: ItemOwner,
    ):
        self.application, self.opportunity, self.side = application, opportunity, side
        self.church, self.guest = church, guest


async def hire_of(session: AsyncSession, actor: Actor, application_id: uuid.UUID) -> Hire:
    """The hire, for its guest and its church's admins and leaders; anyone else (and anything
    not a confirmed hire) is told it does not exist."""
    application = await session.get(Application, application_id)
    if application is not None and application.status == ApplicationStatus.hire_confirmed:
        side = None
        if application.applicant_id == actor.id:
            side = ItemOwner.guest
        elif can_manage_for(actor, application.church_id) is True:
            side = ItemOwner.church
        if side is not None:
            opportunity = await session.get(Opportunity, application.opportunity_id)
            church = await session.get(Church, application.church_id)
            guest = await session.get(User, application.applicant_id)
            assert opportunity is not None and church is not None and guest is not None
            return Hire(application, opportunity, church, guest, side)
    raise AppError(404, "not_found", _("Hire not found"))


def _empty(application_id: uuid.UUID) -> HandoffPack:
    """A pack nobody has saved yet (version 0)."""
    return HandoffPack(
        application_id=application_id,
        version=0,
        recorded=False,
        streamed=False,
        book_table=False,
        items=[],
        files=[],
    )


async def _pack(session: AsyncSession, hire: Hire, *, lock: bool = False) -> HandoffPack:
    """The stored pack, or a new empty one (added to the session)."""
    pack = await session.get(HandoffPack, hire.application.id)
    if pack is None:
        pack = _empty(hire.application.id)
        session.add(pack)
        await session.flush()
    elif lock:
        await lock_row(session, pack)
    return pack


def pack_out(hire: Hire, pack: HandoffPack, now: datetime) -> HandoffPackOut:
    opportunity = hire.opportunity
    start = pack.service_starts_at
    items, elapsed = [], 0
    for item in pack.items:
        starts_at = start + timedelta(minutes=elapsed) if start else None
        items.append(HandoffItemOut.model_validate({**_fields(item), "starts_at": starts_at}))
        elapsed += item.minutes
    overrun = None
    if start is not None:
        past_the_end = start + timedelta(minutes=elapsed) - opportunity.ends_at
        overrun = max(0, round(past_the_end.total_seconds() / 60)) or None
    return HandoffPackOut(
        application_id=hire.application.id,
        version=pack.version,
        event=HandoffEvent(
            title=opportunity.title,
            starts_at=opportunity.starts_at,
            ends_at=opportunity.ends_at,
            timezone=opportunity.timezone,
            address=opportunity.address,
            church_name=hire.church.church_name,
            guest_name=hire.guest.full_name,
        ),
        times=HandoffTimes(
            rehearsal_at=pack.rehearsal_at,
            arrival_at=pack.arrival_at,
            service_starts_at=pack.service_starts_at,
        ),
        logistics=HandoffLogistics.model_validate(
            {name: getattr(pack, name) for name in LOGISTICS}
        ),
        guest_consents_to_recording=pack.guest_consents_to_recording,
        items=items,
        files=[_file_out(file) for file in pack.files],
        sent_version=pack.sent_version,
        sent_at=pack.sent_at,
        acknowledged_version=pack.acknowledged_version,
        acknowledged_at=pack.acknowledged_at,
        total_minutes=elapsed,
        overrun_minutes=overrun,
        you_are=hire.side,
        read_only=_closed(hire, now),
    )


def _file_out(file: HandoffFile) -> HandoffFileOut:
    return HandoffFileOut(
        id=file.id,
        filename=file.filename,
        content_type=file.content_type,
        size_bytes=file.size_bytes,
        side=file.side,
        created_at=file.created_at,
        url=f"/api/hires/{file.application_id}/pack/files/{file.id}",
    )


def _fields(item: HandoffItem) -> dict[str, object]:
    return {name: getattr(item, name) for name in HandoffItemIn.model_fields}


def _closed(hire: Hire, now: datetime) -> bool:
    return hire.opportunity.ends_at <= now


async def read(
    session: AsyncSession, actor: Actor, application_id: uuid.UUID, now: datetime
) -> HandoffPackOut:
    hire = await hire_of(session, actor, application_id)
    pack = await session.get(HandoffPack, application_id)
    return pack_out(hire, pack or _empty(application_id), now)


async def _writable(
    session: AsyncSession,
    actor: Actor,
    application_id: uuid.UUID,
    side: ItemOwner,
    version: int,
    now: datetime,
) -> tuple[Hire, HandoffPack]:
    hire = await hire_of(session, actor, application_id)
    pack = await _changeable(session, hire, side, now)
    if version != pack.version:
        raise AppError(
            409,
            "stale_pack",
            _("Someone saved this pack since you opened it. Reload it to see what changed."),
        )
    return hire, pack


def _check_times(hire: Hire, times: HandoffTimes) -> None:
    earliest = hire.opportunity.starts_at - TIMES_REACH
    latest = hire.opportunity.ends_at + TIMES_REACH
    errors: dict[str, str] = {
        name: _("Choose a time within a day of the event")
        for name, value in times.model_dump().items()
        if value is not None and not earliest <= value <= latest
    }
    if errors:
        raise AppError(422, "validation_error", _("Some fields need attention"), errors)


def _place_items(pack: HandoffPack, items: list[HandoffItemIn]) -> None:
    """The pack's items become `items`, in their order (one that names an item of the pack keeps
    its id)."""
    known = {item.id for item in pack.items}
    pack.items = [
        HandoffItem(
            **item.model_dump(exclude={"id"}),
            id=item.id if item.id in known else uuid.uuid4(),
            position=position,
        )
        for position, item in enumerate(items)
    ]


async def save_as_church(
    session: AsyncSession,
    actor: Actor,
    application_id: uuid.UUID,
    data: ChurchPackIn,
    now: datetime,
) -> HandoffPackOut:
    """The church's draft: times, logistics, and the order of service (the guest's items too)."""
    hire, pack = await _writable(
        session, actor, application_id, ItemOwner.church, data.version, now
    )
    _check_times(hire, data.times)
    for name, value in (*data.times.model_dump().items(), *data.logistics.model_dump().items()):
        setattr(pack, name, value)
    _place_items(pack, data.items)
    return await _saved(session, actor, hire, pack, now)


async def save_as_guest(
    session: AsyncSession, actor: Actor, application_id: uuid.UUID, data: GuestPackIn, now: datetime
) -> HandoffPackOut:
    """The guest's items placed in the order of service; the church's items stay as they are,
    each once, in their order."""
    hire, pack = await _writable(session, actor, application_id, ItemOwner.guest, data.version, now)
    churchs = [_fields(item) for item in pack.items if item.owner == ItemOwner.church]
    kept = [item.model_dump() for item in data.items if item.owner == ItemOwner.church]
    authorize(policies.can_keep_church_items(kept == churchs))
    _place_items(pack, data.items)
    pack.guest_consents_to_recording = data.consents_to_recording
    return await _saved(session, actor, hire, pack, now)


async def _saved(
    session: AsyncSession, actor: Actor, hire: Hire, pack: HandoffPack, now: datetime
) -> HandoffPackOut:
    pack.version += 1
    pack.updated_by = actor.id
    await session.flush()
    await session.refresh(pack, ["items"])
    return pack_out(hire, pack, now)


async def send(
    session: AsyncSession, actor: Actor, application_id: uuid.UUID, now: datetime
) -> HandoffPackOut:
    """The church puts the pack as it stands before the guest, who is told."""
    hire = await hire_of(session, actor, application_id)
    pack = await _changeable(session, hire, ItemOwner.church, now)
    pack.sent_version, pack.sent_at = pack.version, now
    church = hire.church
    await notify(
        session,
        recipient_id=hire.application.applicant_id,
        type=NotificationType.application,
        priority=Priority.high,
        subject=_("The plan for {event}", event=hire.opportunity.title),
        message=_(
            "{church} sent you the plan for {event}: the times, the order of service and how to "
            "get there.",
            church=church.church_name,
            event=hire.opportunity.title,
        ),
        sender=church_sender(actor.id, church),
        application_id=hire.application.id,
        opportunity_id=hire.opportunity.id,
        # Its dialog opens the plan (features/notifications).
        metadata={"subType": "handoff_pack_sent"},
    )
    await session.flush()
    return pack_out(hire, pack, now)


async def acknowledge(
    session: AsyncSession, actor: Actor, application_id: uuid.UUID, now: datetime
) -> HandoffPackOut:
    """The guest has seen the pack as it stands."""
    hire = await hire_of(session, actor, application_id)
    pack = await _changeable(session, hire, ItemOwner.guest, now)
    pack.acknowledged_version, pack.acknowledged_at = pack.version, now
    # The church's admins and leaders hear of it (they sent it, or will).
    sender = await talent_sender(session, hire.guest)
    for member in await church_team(session, hire.church.id):
        await notify(
            session,
            recipient_id=member.id,
            type=NotificationType.application,
            priority=Priority.medium,
            subject=_("Plan acknowledged: {event}", event=hire.opportunity.title),
            message=_(
                "{guest} has read the plan for {event} as it stands (version {version}).",
                guest=hire.guest.full_name,
                event=hire.opportunity.title,
                version=pack.version,
            ),
            sender=sender,
            application_id=hire.application.id,
            opportunity_id=hire.opportunity.id,
            metadata={"subType": "handoff_pack_acknowledged"},
        )
    await session.flush()
    return pack_out(hire, pack, now)


async def _changeable(
    session: AsyncSession, hire: Hire, side: ItemOwner, now: datetime
) -> HandoffPack:
    """The pack, locked, for `side` to change while the event is ahead."""
    authorize(policies.can_save_part(hire.side, side))
    if _closed(hire, now):
        raise AppError(
            409, "pack_closed", _("The event has passed: the pack can no longer change.")
        )
    return await _pack(session, hire, lock=True)


# ---- files -------------------------------------------------------------------------------------


async def add_files(
    session: AsyncSession,
    actor: Actor,
    application_id: uuid.UUID,
    uploads: list[Upload],
    now: datetime,
    media_dir: Path,
) -> HandoffPackOut:
    """Either side attaches files (checked by their content); up to MAX_FILES a pack. Files sit
    beside the versioned plan: adding one does not make the other side's open edit stale."""
    hire = await hire_of(session, actor, application_id)
    pack = await _changeable(session, hire, hire.side, now)
    if len(pack.files) + len(uploads) > MAX_FILES:
        message = _("A pack holds up to {count} files", count=MAX_FILES)
        raise AppError(422, "too_many_files", message, {PACK_FILES.field: message})
    for checked in await private_files.check_all(uploads, PACK_FILES):
        storage_name = await private_files.store(session, media_dir, checked)
        session.add(
            HandoffFile(
                application_id=pack.application_id,
                side=hire.side,
                filename=checked.filename,
                content_type=checked.content_type,
                size_bytes=len(checked.data),
                storage_name=storage_name,
                uploaded_by=actor.id,
                created_at=now,
            )
        )
    await session.flush()
    await session.refresh(pack, ["files"])
    return pack_out(hire, pack, now)


def _file_of(pack: HandoffPack, file_id: uuid.UUID) -> HandoffFile:
    found = next((file for file in pack.files if file.id == file_id), None)
    if found is None:
        raise AppError(404, "not_found", _("File not found"))
    return found


async def remove_file(
    session: AsyncSession,
    actor: Actor,
    application_id: uuid.UUID,
    file_id: uuid.UUID,
    now: datetime,
    media_dir: Path,
) -> HandoffPackOut:
    """The side that added a file removes it (its bytes once the removal commits)."""
    hire = await hire_of(session, actor, application_id)
    pack = await _changeable(session, hire, hire.side, now)
    found = _file_of(pack, file_id)
    authorize(policies.can_remove_file(hire.side, found.side))
    path = private_files.path_of(media_dir, found.storage_name)
    await session.delete(found)
    after_commit(session, lambda: path.unlink(missing_ok=True))
    await session.flush()
    await session.refresh(pack, ["files"])
    return pack_out(hire, pack, now)


async def file_download(
    session: AsyncSession,
    actor: Actor,
    application_id: uuid.UUID,
    file_id: uuid.UUID,
    media_dir: Path,
) -> tuple[HandoffFile, Path]:
    """A pack's file, and where it is kept, for the hire's parties only."""
    await hire_of(session, actor, application_id)
    pack = await session.get(HandoffPack, application_id)
    if pack is None:
        raise AppError(404, "not_found", _("File not found"))
    found = _file_of(pack, file_id)
    path = private_files.path_of(media_dir, found.storage_name)
    if not path.is_file():
        logger.error("handoff file %s has no file", found.id)
        raise AppError(404, "not_found", _("File not found"))
    return found, path


# ---- the hires ahead ---------------------------------------------------------------------------

UPCOMING_LIMIT = 10


async def upcoming(session: AsyncSession, actor: Actor, now: datetime) -> list[HireOut]:
    """The caller's confirmed hires whose event has not ended, soonest first: as the guest, and
    for the church they admin or lead (a volunteer's team sees none)."""
    sides = [Application.applicant_id == actor.id]
    manages = actor.church_id is not None and can_manage_for(actor, actor.church_id) is True
    if manages:
        sides.append(Application.church_id == actor.church_id)
    rows = await session.execute(
        select(
            Application.id,
            Application.applicant_id,
            Opportunity.title,
            Opportunity.starts_at,
            Opportunity.timezone,
            Church.church_name,
            User.full_name,
            HandoffPack.version,
            HandoffPack.sent_version,
            HandoffPack.acknowledged_version,
        )
        .join(Opportunity, Opportunity.id == Application.opportunity_id)
        .join(Church, Church.id == Application.church_id)
        .join(User, User.id == Application.applicant_id)
        .outerjoin(HandoffPack, HandoffPack.application_id == Application.id)
        .where(
            Application.status == ApplicationStatus.hire_confirmed,
            Opportunity.ends_at > now,
            sides[0] if len(sides) == 1 else sides[0] | sides[1],
        )
        .order_by(Opportunity.starts_at, Application.id)
        .limit(UPCOMING_LIMIT)
    )
    hires = []
    for row in rows:
        guest = row.applicant_id == actor.id
        hires.append(
            HireOut(
                application_id=row.id,
                title=row.title,
                starts_at=row.starts_at,
                timezone=row.timezone,
                other_name=row.church_name if guest else row.full_name,
                you_are=ItemOwner.guest if guest else ItemOwner.church,
                version=row.version or 0,
                sent_version=row.sent_version,
                acknowledged_version=row.acknowledged_version,
            )
        )
    return hires
