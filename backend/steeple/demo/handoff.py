"""The demo's service plans (data/handoff.toml): confirmed hires ahead with a plan in progress,
so the demo speaker, the demo musician and the demo church each open one at once."""

from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications.models import Application, ApplicationStatus
from steeple.demo.cast import Cast
from steeple.demo.content import PACKS
from steeple.demo.records import SeedPack
from steeple.handoff.models import HandoffItem, HandoffPack, ItemOwner
from steeple.opportunities.models import Opportunity


async def seed_packs(session: AsyncSession, now: datetime, cast: Cast) -> None:
    for seed in PACKS:
        guest = cast.talent.get(seed.guest)
        if guest is None:
            continue
        found = (
            await session.execute(
                select(Application, Opportunity)
                .join(Opportunity, Opportunity.id == Application.opportunity_id)
                .where(
                    Application.applicant_id == guest.id,
                    Application.status == ApplicationStatus.hire_confirmed,
                    Opportunity.title == seed.event,
                    Opportunity.ends_at > now,
                )
            )
        ).first()
        if found is None or await session.get(HandoffPack, found.Application.id) is not None:
            continue
        session.add(_pack(seed, found.Application, found.Opportunity, now))
    await session.flush()


def _pack(
    seed: SeedPack, application: Application, opportunity: Opportunity, now: datetime
) -> HandoffPack:
    def at(minutes: int | None) -> datetime | None:
        return None if minutes is None else opportunity.starts_at + timedelta(minutes=minutes)

    # The church drafted it (version 1); a guest's items mean the guest saved after (version 2).
    has_guest_items = any(item.owner == ItemOwner.guest for item in seed.items)
    version = max(2 if has_guest_items else 1, seed.sent or 0, seed.acknowledged or 0)
    return HandoffPack(
        application_id=application.id,
        version=version,
        rehearsal_at=at(seed.rehearsal),
        arrival_at=at(seed.arrival),
        service_starts_at=at(seed.service),
        address=seed.address,
        entrance_and_parking=seed.entrance_and_parking,
        contact_name=seed.contact_name,
        contact_phone=seed.contact_phone,
        dress=seed.dress,
        meal=seed.meal,
        recorded=seed.recorded,
        streamed=seed.streamed,
        guest_consents_to_recording=seed.guest_consents,
        book_table=seed.book_table,
        sent_version=seed.sent,
        sent_at=now - timedelta(days=2) if seed.sent else None,
        acknowledged_version=seed.acknowledged,
        acknowledged_at=now - timedelta(days=3) if seed.acknowledged else None,
        updated_at=now - timedelta(days=1),
        items=[
            HandoffItem(
                position=position,
                kind=item.kind,
                title=item.title,
                minutes=item.minutes,
                song_key=item.key,
                tempo=item.tempo,
                arrangement=item.arrangement,
                scripture=item.scripture,
                notes=item.notes,
                owner=item.owner,
            )
            for position, item in enumerate(seed.items)
        ],
    )
