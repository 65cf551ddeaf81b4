"""An opportunity as lists show it, with its church's card and each position's hires."""

import uuid
from collections.abc import Sequence
from datetime import datetime
from functools import lru_cache
from typing import Any, Protocol

from sqlalchemy import Select, func, select, true
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Bundle

from steeple.applications.models import Application, ApplicationStatus
from steeple.churches.models import Church
from steeple.db import ids_in
from steeple.opportunities.calendar import Scheduled, closed_notice
from steeple.opportunities.models import Opportunity, Position
from steeple.opportunities.schemas import ChurchCard, OpportunityCard, PositionOut
from steeple.opportunities.search import PUBLICLY_SHOWN


class CardOpportunity(Scheduled, Protocol):
    """What a card reads of an opportunity: its row, or the columns `cards` selects."""

    @property
    def id(self) -> uuid.UUID: ...
    @property
    def church_id(self) -> uuid.UUID: ...
    @property
    def title(self) -> str: ...
    @property
    def event_type(self) -> str: ...
    @property
    def online(self) -> bool: ...
    @property
    def city(self) -> str | None: ...
    @property
    def state(self) -> str | None: ...
    @property
    def compensation(self) -> str: ...
    @property
    def honorarium_min(self) -> int | None: ...
    @property
    def honorarium_max(self) -> int | None: ...
    @property
    def travel_covered(self) -> bool: ...
    @property
    def lodging_provided(self) -> bool: ...
    @property
    def featured_until(self) -> datetime | None: ...


class CardChurch(Protocol):
    """What a card reads of a church: its row, or the columns `cards` selects."""

    @property
    def id(self) -> uuid.UUID: ...
    @property
    def church_name(self) -> str: ...
    @property
    def city(self) -> str | None: ...
    @property
    def state(self) -> str | None: ...
    @property
    def photo(self) -> str | None: ...
    @property
    def primary_color(self) -> str: ...
    @property
    def denomination(self) -> str | None: ...


_OPPORTUNITY_FIELDS = ["id", "church_id", "title", "event_type", "status", "starts_at", "ends_at"]
_OPPORTUNITY_FIELDS += ["timezone", "application_deadline", "online", "city", "state"]
_OPPORTUNITY_FIELDS += ["compensation", "honorarium_min", "honorarium_max", "travel_covered"]
_OPPORTUNITY_FIELDS += ["lodging_provided", "featured_until"]
_CHURCH_FIELDS = ["id", "church_name", "city", "state", "photo", "primary_color", "denomination"]
OPPORTUNITIES = Opportunity.__table__.c
CHURCHES = Church.__table__.c
POSITIONS = Position.__table__.c


# Built once: an opportunity's page and the church's list of its own read it.
_FILLED = (
    select(Application.position_id, func.count())
    .where(
        ids_in(Application.opportunity_id), Application.status == ApplicationStatus.hire_confirmed
    )
    .group_by(Application.position_id)
)


async def filled_by_position(
    session: AsyncSession, opportunity_ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, int]:
    if not opportunity_ids:
        return {}
    rows = await session.execute(_FILLED, {"ids": list(opportunity_ids)})
    return {position_id: count for position_id, count in rows}


def positions_of(opportunity: Opportunity, filled: dict[uuid.UUID, int]) -> list[PositionOut]:
    return [
        PositionOut(
            id=position.id,
            title=position.title,
            role=position.role,
            openings=position.openings,
            filled=filled.get(position.id, 0),
        )
        for position in opportunity.positions
    ]


def church_card(church: CardChurch) -> ChurchCard:
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
    opportunity: CardOpportunity,
    church: CardChurch,
    positions: list[PositionOut],
    now: datetime,
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
        "positions": positions,
        "featured": featured,
        "featured_until": opportunity.featured_until if featured else None,
        "accepting_applications": closed_notice(opportunity, now) is None,
    }


@lru_cache(maxsize=2)
def _cards_statement(publicly_shown: bool) -> Select[Any, Any, Any]:
    """Each opportunity's columns, its church's, and a row per position with its hires: what
    the cards show, in one statement (columns, not ORM objects: loading those cost more than
    the search)."""
    hires = select(func.count()).where(
        Application.position_id == POSITIONS.id,
        Application.status == ApplicationStatus.hire_confirmed,
    )
    position = [POSITIONS.id, POSITIONS.title, POSITIONS.role, POSITIONS.openings]
    return (
        select(
            Bundle("opportunity", *(OPPORTUNITIES[name] for name in _OPPORTUNITY_FIELDS)),
            Bundle("church", *(CHURCHES[name] for name in _CHURCH_FIELDS)),
            Bundle("position", *position, hires.scalar_subquery().label("filled")),
        )
        .join_from(Opportunity.__table__, Church.__table__, CHURCHES.id == OPPORTUNITIES.church_id)
        .outerjoin(Position.__table__, POSITIONS.opportunity_id == OPPORTUNITIES.id)
        .where(ids_in(OPPORTUNITIES.id))
        .where(PUBLICLY_SHOWN if publicly_shown else true())
        .order_by(OPPORTUNITIES.id, POSITIONS.sort_order)
    )


async def cards(
    session: AsyncSession,
    opportunity_ids: Sequence[uuid.UUID],
    now: datetime,
    publicly_shown: bool = False,
) -> list[OpportunityCard]:
    """The cards of the opportunities, in the order given; with `publicly_shown`, those hidden
    (search.PUBLICLY_SHOWN) are left out."""
    if not opportunity_ids:
        return []
    rows = await session.execute(_cards_statement(publicly_shown), {"ids": list(opportunity_ids)})
    found: dict[uuid.UUID, tuple[Any, Any, list[PositionOut]]] = {}
    for opportunity, church, position in rows:
        positions = found.setdefault(opportunity.id, (opportunity, church, []))[2]
        if position.id is not None:
            positions.append(PositionOut.model_validate(position))
    return [
        OpportunityCard.model_validate(card_fields(*found[row_id], now))
        for row_id in opportunity_ids
        if row_id in found
    ]
