"""The shapes of the demo's records, as data/*.toml writes them (read by loader.py).

Times are relative to the day of seeding (days or hours before it, or weeks from it), so a fresh
`make run` always shows events ahead, a few just past and offers waiting."""

import unicodedata
from dataclasses import dataclass
from datetime import date, timedelta
from enum import IntEnum

from steeple.applications.models import ApplicationStatus, Travel
from steeple.churches.models import MemberRole
from steeple.churches.themes import Theme
from steeple.credentials.models import CredentialKind, CredentialStatus
from steeple.handoff.models import ItemKind, ItemOwner
from steeple.moderation.models import ItemType, ReportReason
from steeple.opportunities.models import EventType, OpportunityStatus, PositionRole
from steeple.reviews.models import Side
from steeple.users.models import Language
from steeple.users.roles import Role

# The seeded people other than the demo accounts: a domain that can never receive mail.
PEOPLE_DOMAIN = "people.steeple.test"


def people_email(full_name: str) -> str:
    """ "Tomás Gutierrez" -> tomas.gutierrez@people.steeple.test"""
    plain = unicodedata.normalize("NFKD", full_name).encode("ascii", "ignore").decode()
    parts = ["".join(c for c in word if c.isalnum()) for word in plain.lower().split()]
    return f"{'.'.join(part for part in parts if part)}@{PEOPLE_DOMAIN}"


class _Placed:
    """A seeded account somewhere: its `place` is "City, ST"; its login its `email`, or one made
    from the name of the person who signs in."""

    place: str
    email: str | None

    def _person(self) -> str:
        raise NotImplementedError

    @property
    def login(self) -> str:
        return self.email or people_email(self._person())

    @property
    def city(self) -> str:
        return self.place.rsplit(", ", 1)[0]

    @property
    def state(self) -> str:
        return self.place.rsplit(", ", 1)[1]


@dataclass(frozen=True)
class DemoAccount:
    """An account printed for people to sign in as (README's demo accounts table)."""

    email: str
    full_name: str
    role: Role | None = None  # None: Steeple's staff
    # For church accounts: their place in their church.
    church_role: MemberRole | None = None
    # Printed after the email: what the account is there to show, when its role does not say.
    note: str | None = None


@dataclass(frozen=True)
class SeedTalent(_Placed):
    """A speaker or musician as they filled in onboarding and the profile editor."""

    role: Role
    full_name: str
    place: str  # "City, ST"
    headline: str
    bio: str
    denomination: str
    worship_style: str
    travel: int  # miles
    topics: tuple[str, ...] = ()
    skills: tuple[str, ...] = ()
    instruments: tuple[str, ...] = ()
    genres: tuple[str, ...] = ()
    fee: tuple[int, int] | None = None  # whole dollars
    love_offering: bool = False
    display_name: str | None = None  # a band's or a title's name on the card
    availability: str | None = None  # otherwise one of AVAILABILITY, by account
    pro: bool = False
    email: str | None = None  # the demo accounts'; otherwise people_email(full_name)

    def _person(self) -> str:
        return self.full_name


@dataclass(frozen=True)
class SeedChurch(_Placed):
    """A church as its admin onboarded it and filled in its settings."""

    church_name: str
    admin: str  # the admin's full name
    place: str
    timezone: str  # the state's (America/New_York, /Chicago, /Denver or /Los_Angeles)
    address: str
    phone: str
    denomination: str
    about: str
    theme: Theme = Theme.blue
    colour: str | None = None  # a custom colour (theme blue); otherwise the theme's own
    social: tuple[str, ...] = ("facebook", "instagram", "youtube")
    # Months on Church Premium (its opportunities were published within them); None: free.
    premium_months: int | None = None
    email: str | None = None  # the demo church's admin's; otherwise people_email(admin)

    def _person(self) -> str:
        return self.admin


class Weekday(IntEnum):
    """Written by name in the data (calendar.MONDAY is 0)."""

    monday = 0
    tuesday = 1
    wednesday = 2
    thursday = 3
    friday = 4
    saturday = 5
    sunday = 6


@dataclass(frozen=True)
class Opening:
    """A position the event needs filled."""

    title: str
    role: PositionRole
    openings: int = 1


@dataclass(frozen=True)
class SeedOffer:
    amount: int | None = None  # whole dollars; None: a love offering
    travel: Travel = Travel.none
    travel_cap: int | None = None
    lodging: bool = False
    w9: bool = False
    notes: str | None = None
    # Days from the offer to its respond-by date (the event's first day at the latest).
    respond: int = 7


@dataclass(frozen=True)
class SeedApplication:
    """One application and its story; every time is in days before the seed's `now`."""

    applicant: str  # a seeded speaker's or musician's full name
    position: str  # one of the opportunity's positions, by title
    status: ApplicationStatus
    applied: float
    cover: str
    fee: int | None = None
    shortlisted: float | None = None
    # The church's offer or its decline (a not_selected without one was passed over when the
    # position filled, or the opportunity closed or was cancelled).
    decided: float | None = None
    answered: float | None = None  # the applicant accepted or declined the offer
    withdrew: float | None = None
    note: str | None = None  # the church's note with its decline
    offer: SeedOffer | None = None


@dataclass(frozen=True)
class SeedRequirement:
    kind: CredentialKind
    within_months: int | None = None


@dataclass(frozen=True)
class SeedOpportunity:
    church: str  # a seeded church's name
    title: str
    event_type: EventType
    description: str
    positions: tuple[Opening, ...]
    # The event's first day: the `day` of the `week`th week from now (negative: past), that is
    # 7 * week - 6 to 7 * week days from today; an event ahead that would fall between
    # December 21 and January 2 is two weeks later.
    week: int
    day: Weekday
    start: str  # local time, "19:00"
    end: str
    worship_style: str
    attendance: int
    deadline: int  # days before the event (today at the earliest while it is ahead)
    pay: tuple[int, int] | None = None  # the honorarium's range; None: a love offering
    # Days ago it was published (the church keeping its postings: days before this month
    # began); None: still a draft.
    published: float | None = None
    days: int = 0  # how many days after the first it ends
    travel: bool = False
    lodging: bool = False
    online: bool = False
    venue: tuple[str, str, str] | None = None  # address, city, state; otherwise the church's
    # The credentials it asks of its guests: {kind, within_months}.
    credentials: tuple["SeedRequirement", ...] = ()
    status: OpportunityStatus = OpportunityStatus.open
    ended: float | None = None  # days ago it was closed or cancelled
    featured: int | None = None  # days its featured boost (paid for, 14 days) has left
    applications: tuple[SeedApplication, ...] = ()

    def first_day(self, today: date) -> date:
        day = today + timedelta(weeks=self.week)
        day -= timedelta(days=(day.weekday() - self.day) % 7)
        if day > today and ((day.month, day.day) >= (12, 21) or (day.month, day.day) <= (1, 2)):
            day += timedelta(weeks=2)  # churches keep Christmas and New Year to themselves
        return day


@dataclass(frozen=True)
class Line:
    """One message: from the church's side or the talent's, `days` ago; `read` by its recipient."""

    church: bool
    days: float
    text: str
    read: bool = True


@dataclass(frozen=True)
class SeedConversation:
    church: str  # a seeded church, by name
    talent: str  # a seeded speaker or musician, by full name
    subject: str
    lines: tuple[Line, ...]  # the first one starts the conversation
    about: str | None = None  # the title of the church's opportunity the talent applied to
    by_member: bool = False  # the church's side is the demo church's volunteer, not its admin
    archived_by_church: bool = False


@dataclass(frozen=True)
class Written:
    rating: int
    text: str
    days: float  # after the event's start


@dataclass(frozen=True)
class SeedReviews:
    talent: str  # the hired speaker's or musician's login
    opportunity: str  # its title
    by_church: Written | None = None
    by_talent: Written | None = None
    # The reviewed party's reply to the other side's review: to the church's review (the talent
    # replies) or to the talent's (the church replies).
    reply_to: Side | None = None
    reply: str = ""
    reply_days: float = 0


@dataclass(frozen=True)
class Invitation:
    """Someone the demo church's admin invited who has not answered yet."""

    email: str
    role: MemberRole
    days_ago: int
    message: str | None = None


@dataclass(frozen=True)
class LocalisedPerson:
    """A seeded person whose settings are not the defaults."""

    email: str
    language: Language
    timezone: str


@dataclass(frozen=True)
class SeedReport:
    reporter: str  # email
    item_type: ItemType
    reason: ReportReason
    details: str
    hours: int  # ago


@dataclass(frozen=True)
class Spam:
    """The spam account's message to the demo speaker and musician."""

    sender: str  # full name
    subject: str
    text: str


@dataclass(frozen=True)
class SeedPackItem:
    kind: ItemKind
    title: str
    minutes: int
    owner: ItemOwner
    key: str | None = None
    tempo: int | None = None
    arrangement: str | None = None
    scripture: str | None = None
    notes: str | None = None


@dataclass(frozen=True)
class SeedPack:
    """A confirmed hire's service plan; times in minutes from the event's start."""

    guest: str  # the hired speaker's or musician's full name
    event: str  # the opportunity's title
    items: tuple[SeedPackItem, ...]
    rehearsal: int | None = None
    arrival: int | None = None
    service: int | None = None
    address: str | None = None
    entrance_and_parking: str | None = None
    contact_name: str | None = None
    contact_phone: str | None = None
    dress: str | None = None
    meal: str | None = None
    recorded: bool = False
    streamed: bool = False
    guest_consents: bool | None = None
    book_table: bool = False
    # The versions the church last sent and the guest last acknowledged.
    sent: int | None = None
    acknowledged: int | None = None


@dataclass(frozen=True)
class SeedCredential:
    """A seeded talent's credential; days relative to seeding (see data/credentials.toml)."""

    talent: str  # a seeded speaker's or musician's full name
    kind: CredentialKind
    title: str
    issuer: str
    issued: int
    status: CredentialStatus
    expires: int | None = None
    reviewed: int | None = None
    notice: int | None = None  # the nearest expiry notice already sent
    referee_name: str | None = None
    referee_email: str | None = None
    referee_relationship: str | None = None
    referee_statement: str | None = None
