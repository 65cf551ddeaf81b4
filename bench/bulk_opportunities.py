"""Bulk opportunities for the search benchmark: churches, then opportunities and their positions,
written in bulk inserts of 2,000 (as seed.seed_profiles does), with the search fields the
product keeps (opportunities.search.refresh_search_fields).

The mix is meant to look like a busy marketplace: most opportunities open and ahead, some past,
closed, filled, cancelled or still drafts, about 1% featured; places weighted like a long tail so
that common terms ("worship"), rare ones (a small town) and absent ones all exist.
"""

import random
import uuid
from datetime import UTC, datetime, time, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy import insert, inspect
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Mapper

from steeple.churches.models import Church, ChurchTimezone
from steeple.demo.bench import DENOMINATIONS, STYLES, TOPICS
from steeple.opportunities.models import (
    Compensation,
    EventType,
    Opportunity,
    OpportunityStatus,
    Position,
    PositionRole,
)
from steeple.opportunities.search import refresh_search_fields

# The rare term's town: one church there, so a few dozen opportunities in 100,000.
RARE_PLACE = ("Paducah", "KY")
PLACES = [
    ("Dallas", "TX"),
    ("Houston", "TX"),
    ("Atlanta", "GA"),
    ("Nashville", "TN"),
    ("Charlotte", "NC"),
    ("Chicago", "IL"),
    ("Columbus", "OH"),
    ("Cincinnati", "OH"),
    ("Birmingham", "AL"),
    ("Memphis", "TN"),
    ("Austin", "TX"),
    ("San Antonio", "TX"),
    ("Orlando", "FL"),
    ("Tampa", "FL"),
    ("Jacksonville", "FL"),
    ("Louisville", "KY"),
    ("Indianapolis", "IN"),
    ("Detroit", "MI"),
    ("Grand Rapids", "MI"),
    ("St. Louis", "MO"),
    ("Kansas City", "MO"),
    ("Oklahoma City", "OK"),
    ("Tulsa", "OK"),
    ("Little Rock", "AR"),
    ("Jackson", "MS"),
    ("New Orleans", "LA"),
    ("Baton Rouge", "LA"),
    ("Richmond", "VA"),
    ("Raleigh", "NC"),
    ("Greenville", "SC"),
    ("Columbia", "SC"),
    ("Savannah", "GA"),
    ("Knoxville", "TN"),
    ("Chattanooga", "TN"),
    ("Lexington", "KY"),
    ("Pittsburgh", "PA"),
    ("Philadelphia", "PA"),
    ("Baltimore", "MD"),
    ("Denver", "CO"),
    ("Colorado Springs", "CO"),
    ("Phoenix", "AZ"),
    ("Albuquerque", "NM"),
    ("Salt Lake City", "UT"),
    ("Boise", "ID"),
    ("Seattle", "WA"),
    ("Portland", "OR"),
    ("Sacramento", "CA"),
    ("Fresno", "CA"),
    ("Los Angeles", "CA"),
    ("San Diego", "CA"),
    ("Minneapolis", "MN"),
    ("Des Moines", "IA"),
    ("Omaha", "NE"),
    ("Wichita", "KS"),
    ("Milwaukee", "WI"),
    ("Dayton", "OH"),
    ("Toledo", "OH"),
    ("Fort Wayne", "IN"),
    ("Springfield", "IL"),
]
# A long tail: big cities hold many churches, small ones few.
PLACE_WEIGHTS = [1 / (rank + 1) ** 0.7 for rank in range(len(PLACES))]
ZONES_BY_STATE = {
    **dict.fromkeys(["TX", "TN", "IL", "AL", "MO", "OK", "AR", "MS", "LA", "MN", "IA"], "central"),
    **dict.fromkeys(["NE", "KS", "WI"], "central"),
    **dict.fromkeys(["CO", "AZ", "NM", "UT", "ID"], "mountain"),
    **dict.fromkeys(["WA", "OR", "CA"], "pacific"),
}
CHURCH_NAMES = [
    "Grace",
    "Hope",
    "Faith",
    "Calvary",
    "Bethel",
    "Trinity",
    "Cornerstone",
    "New Life",
    "Redeemer",
    "Living Water",
    "Mount Zion",
    "Harvest",
    "Emmanuel",
    "Christ the King",
    "St. Andrew's",
    "St. Mark's",
    "First",
    "Second",
    "Good Shepherd",
    "Crossroads",
    "Victory",
    "Lighthouse",
    "Shiloh",
    "Antioch",
    "Greater Mount Olive",
    "Riverside",
    "Northside",
    "Oak Hill",
    "Park Avenue",
    "Covenant",
]
CHURCH_KINDS = ["Church", "Baptist Church", "Fellowship", "Chapel", "Tabernacle", "Community"]
CHURCH_KINDS += ["Methodist Church", "Church of God", "Assembly", "Bible Church"]
TITLES: dict[EventType, list[str]] = {
    EventType.sunday_service: [
        "Sunday morning guest preacher",
        "Homecoming Sunday",
        "Anniversary Sunday service",
        "Pulpit supply for {month}",
        "{topic} Sunday",
    ],
    EventType.revival: [
        "{season} revival",
        "Three nights of revival",
        "{topic} revival meetings",
        "Tent revival",
    ],
    EventType.conference: [
        "{topic} conference",
        "Annual leadership summit",
        "Regional pastors' conference",
        "{topic} and {topic2} conference",
    ],
    EventType.retreat: [
        "Women's retreat: {topic}",
        "Men's weekend retreat",
        "Couples' retreat",
        "Youth camp {season}",
    ],
    EventType.youth_event: [
        "Youth night: {topic}",
        "Student lock-in",
        "Middle school rally",
        "Youth {season} kickoff",
    ],
    EventType.worship_night: [
        "Night of worship",
        "{season} worship night",
        "Prayer and worship evening",
        "Acoustic worship gathering",
    ],
    EventType.concert: [
        "Christmas concert",
        "Gospel concert",
        "Easter cantata",
        "{season} hymn sing",
        "Benefit concert for missions",
    ],
    EventType.other: [
        "Vacation Bible school",
        "Marriage enrichment workshop",
        "Church picnic and baptism",
        "Community outreach day",
    ],
}
EVENT_WEIGHTS = [22, 14, 10, 9, 12, 14, 11, 8]
SPEAKER_POSITIONS = ["Guest speaker", "Keynote speaker", "Youth speaker", "Workshop leader"]
SPEAKER_POSITIONS += ["Preacher", "Panelist", "Retreat teacher"]
MUSICIAN_POSITIONS = ["Worship leader", "Keyboardist", "Drummer", "Bassist", "Vocalist"]
MUSICIAN_POSITIONS += ["Guitarist", "Choir director", "Organist", "Violinist", "Sound engineer"]
SENTENCES = [
    "We are a {denomination} congregation of about {size} people.",
    "Our worship is {style}, and we love to sing the old hymns alongside new songs.",
    "This year our theme is {topic}.",
    "We are praying for someone who can speak to {topic} with warmth and clarity.",
    "Please send a short recording or a link to a recent message.",
    "Our people are hungry for the Word and for genuine worship.",
    "Meals are provided, and a team member will meet you when you arrive.",
    "We would love a musician who can lead the congregation and teach the team.",
    "Sessions run Friday evening and Saturday morning.",
    "Families with young children make up much of our church.",
    "The event is open to the whole city, and we expect visitors from neighbouring churches.",
    "Rehearsal is the evening before; charts will be sent two weeks ahead.",
    "We are a small church with a big heart for missions.",
    "Childcare is available for every session.",
]
SEASONS = ["Spring", "Summer", "Fall", "Winter", "Advent", "Lenten", "Easter", "Harvest"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August"]
MONTHS += ["September", "October", "November", "December"]
START_TIMES = [time(9), time(10, 30), time(11), time(18), time(18, 30), time(19)]


def _uuid(rng: random.Random) -> uuid.UUID:
    return uuid.UUID(int=rng.getrandbits(128), version=4)


def _columns(row: object) -> dict[str, object]:
    mapper: Mapper[object] = inspect(type(row))
    return {attr.key: getattr(row, attr.key) for attr in mapper.column_attrs}


def _church(rng: random.Random, now: datetime, place: tuple[str, str] | None = None) -> Church:
    city, state = place or rng.choices(PLACES, PLACE_WEIGHTS)[0]
    zone = ChurchTimezone[ZONES_BY_STATE.get(state, "eastern")]
    return Church(
        id=_uuid(rng),
        church_name=f"{rng.choice(CHURCH_NAMES)} {rng.choice(CHURCH_KINDS)}",
        contact_name="Bench Contact",
        city=city,
        state=state,
        timezone=zone.value,
        denomination=rng.choice(DENOMINATIONS),
        theme="blue",
        primary_color="#3B82F6",
        created_at=now,
        updated_at=now,
    )


def _status(rng: random.Random, ahead: bool) -> OpportunityStatus:
    # Draft, open, closed, filled, cancelled; many events that have passed still say "open".
    weights = [4, 87, 3, 3, 3] if ahead else [1, 40, 25, 30, 4]
    return rng.choices(list(OpportunityStatus), weights)[0]


def _opportunity(rng: random.Random, church: Church, now: datetime) -> Opportunity:
    event_type = rng.choices(list(EventType), EVENT_WEIGHTS)[0]
    topic, topic2 = rng.sample(TOPICS, 2)
    words = {"topic": topic, "topic2": topic2, "season": rng.choice(SEASONS)}
    title = rng.choice(TITLES[event_type]).format(month=rng.choice(MONTHS), **words)
    ahead = rng.random() < 0.85
    days = rng.uniform(1, 365) if ahead else -rng.uniform(1, 365)
    zone = ZoneInfo(church.timezone)
    local_day = (now + timedelta(days=days)).astimezone(zone).date()
    starts_at = datetime.combine(local_day, rng.choice(START_TIMES), zone).astimezone(UTC)
    online = rng.random() < 0.08
    compensation = rng.choices(list(Compensation), [60, 40])[0]
    honorarium = compensation == Compensation.honorarium
    low = rng.randrange(100, 1500, 50)
    status = _status(rng, ahead)
    featured = rng.random()
    opportunity = Opportunity(
        id=_uuid(rng),
        church_id=church.id,
        created_by=None,
        title=title,
        event_type=event_type,
        description=" ".join(
            sentence.format(
                denomination=church.denomination,
                size=rng.randrange(50, 3000, 50),
                style=rng.choice(STYLES).lower(),
                **words,
            )
            for sentence in rng.sample(SENTENCES, rng.randint(2, 5))
        ),
        starts_at=starts_at,
        ends_at=starts_at + timedelta(hours=rng.choice([2, 3, 4, 26, 50])),
        starts_on=local_day,
        timezone=church.timezone,
        application_deadline=local_day - timedelta(days=rng.randint(3, 21)),
        online=online,
        address=None if online else f"{rng.randint(10, 9999)} Church St",
        city=None if online and rng.random() < 0.5 else church.city,
        state=None if online and rng.random() < 0.5 else church.state,
        denomination=church.denomination,
        worship_style=rng.choice(STYLES),
        expected_attendance=rng.randrange(50, 3000, 50),
        compensation=compensation,
        honorarium_min=low if honorarium else None,
        honorarium_max=low + rng.randrange(0, 1000, 50) if honorarium else None,
        travel_covered=rng.random() < 0.4,
        lodging_provided=rng.random() < 0.3,
        status=status,
        published_at=None if status == OpportunityStatus.draft else now - timedelta(days=30),
        # About 1% in force, and a few boosts that have run out.
        featured_until=(
            now + timedelta(days=rng.uniform(1, 30))
            if featured < 0.01
            else now - timedelta(days=rng.uniform(1, 60))
            if featured < 0.015
            else None
        ),
        created_at=now,
        updated_at=now,
    )
    kinds = rng.choices(["speaker", "musician", "both"], [45, 35, 20])[0]
    titles = []
    if kinds != "musician":
        titles += [(PositionRole.speaker, t) for t in rng.sample(SPEAKER_POSITIONS, 1)]
    if kinds != "speaker":
        chosen = rng.sample(MUSICIAN_POSITIONS, rng.randint(1, 3))
        titles += [(PositionRole.musician, t) for t in chosen]
    opportunity.positions = [
        Position(
            id=_uuid(rng),
            opportunity_id=opportunity.id,
            sort_order=order,
            title=position_title,
            role=role,
            openings=rng.choice([1, 1, 1, 2]),
        )
        for order, (role, position_title) in enumerate(titles)
    ]
    refresh_search_fields(opportunity, church)
    return opportunity


async def seed_opportunities(
    session: AsyncSession, count: int, now: datetime, *, rng_seed: int = 11
) -> None:
    """Adds `count` opportunities across count / 50 churches."""
    rng = random.Random(rng_seed + count)  # noqa: S311 (sample data, not secrets)
    churches = [_church(rng, now, RARE_PLACE)]
    churches += [_church(rng, now) for _ in range(count // 50)]
    for start in range(0, len(churches), 2000):
        batch = churches[start : start + 2000]
        await session.execute(insert(Church), [_columns(church) for church in batch])
    opportunities: list[dict[str, object]] = []
    positions: list[dict[str, object]] = []
    for _ in range(count):
        opportunity = _opportunity(rng, rng.choice(churches), now)
        opportunities.append(_columns(opportunity))
        positions += [_columns(position) for position in opportunity.positions]
        if len(opportunities) == 2000:
            await session.execute(insert(Opportunity), opportunities)
            await session.execute(insert(Position), positions)
            opportunities.clear()
            positions.clear()
    if opportunities:
        await session.execute(insert(Opportunity), opportunities)
        await session.execute(insert(Position), positions)
