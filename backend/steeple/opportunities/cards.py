"""An opportunity as lists show it, with its church's card and each position's hires."""

import uuid
from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications.models import Application, ApplicationStatus
from steeple.churches.models import Church
from steeple.opportunities.calendar import closed_notice
from steeple.opportunities.models import Opportunity
from steeple.opportunities.schemas import ChurchCard, OpportunityCard, PositionOut


async def filled_by_position(
    session: AsyncSession, opportunity_ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, int]:
    if not opportunity_ids:
        return {}
    rows = await session.execute(
        select(Application.position_id, func.count())
        .where(
            Application.opportunity_id.in_(opportunity_ids),
            Application.status == ApplicationStatus.hire_confirmed,
        )
        .group_by(Application.position_id)
    )
    return {position_id: count for position_id, count in rows.all()}


async def _churches(session: AsyncSession, church_ids: set[uuid.UUID]) -> dict[uuid.UUID, Church]:
    if not church_ids:
        return {}
    found = await session.scalars(select(Church).where(Church.id.in_(church_ids)))
    return {church.id: church for church in found}


def church_card(church: Church) -> ChurchCard:
    return ChurchCard(
        id=church.id,
        church_name=church.church_name,
        city=church.city,
        state=church.state,
        photo=church.photo,
        primary_color=church.primary_color,
        denomination=church.denomination,
    )


def card_fields(
    opportunity: Opportunity, church: Church, filled: dict[uuid.UUID, int], now: datetime
) -> dict[str, object]:
    featured = opportunity.featured_until is not None and opportunity.featured_until > now
    return {
        "id": opportunity.id,
        "title": opportunity.title,
        "event_type": opportunity.event_type,
        "status": opportunity.status,
        "church": church_card(church),
        "starts_at": opportunity.starts_at,
        "ends_at": opportunity.ends_at,
        "timezone": opportunity.timezone,
        "application_deadline": opportunity.application_deadline,
        "online": opportunity.online,
        "city": opportunity.city,
        "state": opportunity.state,
        "compensation": opportunity.compensation,
        "honorarium_min": opportunity.honorarium_min,
        "honorarium_max": opportunity.honorarium_max,
        "travel_covered": opportunity.travel_covered,
        "lodging_provided": opportunity.lodging_provided,
        "positions": [
            PositionOut(
                id=position.id,
                title=position.title,
                role=position.role,
                openings=position.openings,
                filled=filled.get(position.id, 0),
            )
            for position in opportunity.positions
        ],
        "featured": featured,
        "featured_until": opportunity.featured_until if featured else None,
        "accepting_applications": closed_notice(opportunity, now) is None,
    }


async def cards(
    session: AsyncSession, opportunities: Sequence[Opportunity], now: datetime
) -> list[OpportunityCard]:
    churches = await _churches(session, {row.church_id for row in opportunities})
    filled = await filled_by_position(session, [row.id for row in opportunities])
    return [
        OpportunityCard.model_validate(card_fields(row, churches[row.church_id], filled, now))
        for row in opportunities
    ]
