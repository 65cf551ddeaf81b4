"""/api/availability: a speaker's or musician's own calendar and anyone's view of when they are
free; /api/calendar/{secret}.ics: the feed their calendar app subscribes to. HTTP only."""

import uuid
from datetime import date
from typing import Annotated

from fastapi import Path, Query, Response, status

from steeple.auth.dependencies import ActorDep, NowDep, OptionalActorDep
from steeple.availability import feed, service
from steeple.availability.models import AvailabilityRule
from steeple.availability.schemas import (
    CalendarBlockIn,
    CalendarBlockOut,
    CalendarOut,
    CalendarRuleIn,
    CalendarRuleOut,
    FeedOut,
    PublicCalendarOut,
    TimeZoneIn,
)
from steeple.db import SessionDep
from steeple.web.routing import Router

router = Router(prefix="/api/availability", tags=["availability"])
feed_router = Router(prefix="/api/calendar", tags=["availability"])

FromQuery = Annotated[date | None, Query(alias="from", description="The first day shown")]
ToQuery = Annotated[date | None, Query(description="The last day shown")]


@router.get("", name="mine")
async def mine(
    actor: ActorDep, session: SessionDep, now: NowDep, first: FromQuery = None, to: ToQuery = None
) -> CalendarOut:
    """The caller's calendar, day by day (six weeks from the first of this month unless asked)."""
    return await service.own_calendar(session, actor, now, first, to)


@router.post("/blocks", name="add_block", status_code=status.HTTP_201_CREATED)
async def add_block(
    body: CalendarBlockIn, actor: ActorDep, session: SessionDep, now: NowDep
) -> CalendarBlockOut:
    block = await service.add_block(
        session, actor, now, starts_on=body.starts_on, ends_on=body.ends_on, reason=body.reason
    )
    return service.block_out(block)


@router.delete("/blocks/{block_id}", name="remove_block", status_code=status.HTTP_204_NO_CONTENT)
async def remove_block(
    block_id: uuid.UUID, actor: ActorDep, session: SessionDep, now: NowDep
) -> None:
    await service.remove_block(session, actor, now, block_id)


@router.post("/rules", name="add_rule", status_code=status.HTTP_201_CREATED)
async def add_rule(
    body: CalendarRuleIn, actor: ActorDep, session: SessionDep, now: NowDep
) -> CalendarRuleOut:
    rule = AvailabilityRule(
        frequency=body.frequency,
        weekdays=",".join(str(day) for day in body.weekdays),
        ordinal=body.ordinal,
        part_of_day=body.part_of_day,
        starts_on=body.starts_on,
        until=body.until,
        skipped=[day.isoformat() for day in sorted(set(body.skipped))],
        reason=body.reason,
    )
    return service.rule_out(await service.add_rule(session, actor, now, rule))


@router.delete("/rules/{rule_id}", name="remove_rule", status_code=status.HTTP_204_NO_CONTENT)
async def remove_rule(
    rule_id: uuid.UUID, actor: ActorDep, session: SessionDep, now: NowDep
) -> None:
    await service.remove_rule(session, actor, now, rule_id)


@router.put("/time-zone", name="set_time_zone")
async def set_time_zone(
    body: TimeZoneIn, actor: ActorDep, session: SessionDep, now: NowDep
) -> TimeZoneIn:
    calendar = await service.set_time_zone(session, actor, now, body.time_zone)
    return TimeZoneIn(time_zone=calendar.time_zone)


@router.post("/feed/reset", name="reset_feed")
async def reset_feed(actor: ActorDep, session: SessionDep, now: NowDep) -> FeedOut:
    """A new feed link; the old one answers 404 from now on."""
    calendar = await service.reset_feed(session, actor, now)
    return FeedOut(feed_url=service.feed_url(session, calendar))


@router.get("/of/{user_id}", name="of_talent")
async def of_talent(
    user_id: uuid.UUID,
    viewer: OptionalActorDep,
    session: SessionDep,
    now: NowDep,
    first: FromQuery = None,
    to: ToQuery = None,
) -> PublicCalendarOut:
    """When a speaker or musician is free, booked or away: never why, nor for whom."""
    return await service.public_calendar(session, viewer, user_id, now, first, to)


@feed_router.get(
    "/{secret}.ics",
    name="feed",
    response_class=Response,
    responses={200: {"content": {"text/calendar": {}}, "description": "An iCalendar feed"}},
)
async def calendar_feed(
    secret: Annotated[str, Path(max_length=100)], session: SessionDep, now: NowDep
) -> Response:
    body = await feed.feed_of(session, secret, now)
    return Response(
        body,
        media_type="text/calendar; charset=utf-8",
        # A calendar app asks again every few hours; a reset link must stop answering at once.
        headers={"Cache-Control": "no-store"},
    )
