"""What counts as close, for the words people type freely: a tradition's family, worship styles
that sit side by side, the words a profile uses for an event type."""

from functools import lru_cache

from steeple.opportunities.models import EventType

# A denomination's family, by the words its name holds, the more specific first ("African
# Methodist Episcopal" is Methodist, "United Church of Christ" is not the Churches of Christ).
FAMILIES: list[tuple[str, tuple[str, ...]]] = [
    ("methodist", ("methodist", "wesleyan", "nazarene", "holiness", "salvation army")),
    ("reformed", ("presbyterian", "reformed", "united church of christ", "congregational")),
    ("baptist", ("baptist",)),
    (
        "pentecostal",
        ("pentecostal", "assemblies of god", "church of god", "foursquare", "apostolic"),
    ),
    ("lutheran", ("lutheran",)),
    ("anglican", ("anglican", "episcopal")),
    ("catholic", ("catholic",)),
    ("restoration", ("church of christ", "churches of christ", "disciples", "christian church")),
    ("anabaptist", ("mennonite", "brethren", "amish")),
    (
        "evangelical",
        ("non-denominational", "nondenominational", "evangelical", "bible", "missionary church"),
    ),
]


def normalised(text: str | None) -> str:
    return " ".join((text or "").casefold().split())


@lru_cache(maxsize=1024)
def family_of(denomination: str) -> str | None:
    """Kept per name: a fit asks it of hundreds of candidates, who share a few dozen names."""
    name = normalised(denomination)
    return next((family for family, words in FAMILIES if any(w in name for w in words)), None)


# Styles a worship leader moves between easily.
NEIGHBOURING_STYLES = {
    frozenset(pair)
    for pair in [
        ("blended", "contemporary"),
        ("blended", "traditional"),
        ("traditional", "liturgical"),
        ("contemporary", "charismatic"),
        ("gospel", "charismatic"),
        ("gospel", "contemporary"),
    ]
}


def neighbouring_styles(one: str, other: str) -> bool:
    return frozenset((normalised(one), normalised(other))) in NEIGHBOURING_STYLES


# The words in a profile's topics, skills, genres or headline that fit an event type. "Other"
# has none: it is left out of the score.
EVENT_WORDS: dict[EventType, tuple[str, ...]] = {
    EventType.sunday_service: ("preach", "sermon", "sunday", "worship", "bible", "teaching"),
    EventType.revival: ("revival", "evangel", "preach", "salvation", "renewal"),
    EventType.conference: ("conference", "keynote", "leadership", "teaching", "workshop"),
    EventType.retreat: ("retreat", "prayer", "spiritual", "women", "men", "marriage", "rest"),
    EventType.youth_event: ("youth", "student", "teen", "young adult", "camp"),
    EventType.worship_night: ("worship", "praise", "prayer"),
    EventType.concert: ("concert", "choir", "gospel", "hymn", "perform", "recital", "organ"),
}
