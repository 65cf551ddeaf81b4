"""Demo data for `make run`: a believable marketplace of real rows, made through the product's own
services (onboarding, the profile editor, church settings), created once; then the hiring loop's
opportunities, applications, offers and notifications (seed_hiring), and conversations
(seed_messages).

Every account is found by its email: an account that exists is left as it is, so seeding twice adds
nothing and changes nothing. The rows are written out by hand below; what varies by account (join
dates, media links, availability) comes from a random generator seeded with the account's email, so
every run makes the same marketplace. Only the demo accounts are printed for people; the others sign
in with the same password (one argon2 hash for them all) on emails under @people.steeple.test.
"""

import random
import string
import unicodedata
import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import partial

from sqlalchemy import func, insert, inspect, select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker
from sqlalchemy.orm import Mapper

from steeple.auth.actor import Actor
from steeple.auth.passwords import hash_password
from steeple.billing.catalogue import PlanRole
from steeple.billing.models import Subscription, SubscriptionStatus
from steeple.billing.owners import Owner
from steeple.churches import service as churches
from steeple.churches.models import Church, ChurchMember, MemberRole
from steeple.churches.schemas import ChurchIn
from steeple.churches.themes import THEME_COLOURS, Theme
from steeple.db import unit_of_work, utcnow
from steeple.profiles import service as profiles
from steeple.profiles.models import TalentProfile
from steeple.profiles.schemas import TalentProfileIn
from steeple.profiles.search import refresh_search_fields
from steeple.seed_analytics import seed_analytics
from steeple.seed_billing import seed_plan
from steeple.seed_hiring import seed_hiring
from steeple.seed_messages import seed_messages
from steeple.seed_moderation import SPAMMER_NAME, seed_moderation
from steeple.seed_reviews import seed_reviews
from steeple.seed_team import seed_languages, seed_team
from steeple.users import service as users
from steeple.users.models import User, UserSettings
from steeple.users.roles import Role
from steeple.users.schemas import OnboardingIn

DEMO_PASSWORD = "Steeple-Demo-2026"  # noqa: S105 (published on purpose: demo accounts only)
DEMO_CHURCH = "Grace Community Church"
# The seeded people other than the demo accounts: a domain that can never receive mail.
PEOPLE_DOMAIN = "people.steeple.test"


@dataclass(frozen=True)
class DemoAccount:
    """An account printed for people to sign in as (README's demo accounts table)."""

    email: str
    role: Role | None
    full_name: str
    # For church accounts: their place in their church.
    church_role: MemberRole | None = None
    # Printed after the email: what the account is there to show, when its role does not say.
    note: str | None = None


# The accounts of the demo stories: the hiring loop and conversations (seed_hiring,
# seed_messages), around the demo church.
DEMO_ACCOUNTS = [
    DemoAccount("speaker@demo.steeple.app", Role.speaker, "James Carter"),
    DemoAccount("musician@demo.steeple.app", Role.musician, "Naomi Reyes"),
    DemoAccount("church@demo.steeple.app", Role.church, "Rebecca Hollis", MemberRole.admin),
    DemoAccount("member@demo.steeple.app", Role.church, "Daniel Fisher", MemberRole.volunteer),
]
DEMO_MEMBER = DEMO_ACCOUNTS[3]
# A leader of the demo church: posts opportunities and hires, but does not run the team.
DEMO_LEADER = DemoAccount(
    "leader@demo.steeple.app",
    Role.church,
    "Samuel Ortiz",
    MemberRole.leader,
)
# The admin of a seeded church on the free plan: it meets the premium gate, and can upgrade.
FREE_CHURCH_ACCOUNT = DemoAccount(
    "free-church@demo.steeple.app",
    Role.church,
    "Karen Solberg",
    MemberRole.admin,
    note="a church on the free plan",
)
# Steeple's own staff (no marketplace role): /admin, its reports and its log.
STAFF_ACCOUNT = DemoAccount(
    "staff@demo.steeple.app", None, "Morgan Ellis", note="Steeple staff: /admin"
)
PRINTED_ACCOUNTS = [*DEMO_ACCOUNTS, DEMO_LEADER, FREE_CHURCH_ACCOUNT, STAFF_ACCOUNT]


def people_email(full_name: str) -> str:
    """ "Tomás Gutierrez" -> tomas.gutierrez@people.steeple.test"""
    plain = unicodedata.normalize("NFKD", full_name).encode("ascii", "ignore").decode()
    parts = ["".join(c for c in word if c.isalnum()) for word in plain.lower().split()]
    return f"{'.'.join(part for part in parts if part)}@{PEOPLE_DOMAIN}"


def prose(text: str) -> str:
    """Paragraphs as written wrapped in this file: one line each, a blank line between."""
    return "\n\n".join(" ".join(p.split()) for p in text.strip().split("\n\n"))


def slug(name: str) -> str:
    return people_email(name).split("@")[0].replace(".", "-")


@dataclass(frozen=True)
class SeedTalent:
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

    @property
    def login(self) -> str:
        return self.email or people_email(self.full_name)

    @property
    def city(self) -> str:
        return self.place.rsplit(", ", 1)[0]

    @property
    def state(self) -> str:
        return self.place.rsplit(", ", 1)[1]


@dataclass(frozen=True)
class SeedChurch:
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
    email: str | None = None

    @property
    def login(self) -> str:
        return self.email or people_email(self.admin)

    @property
    def city(self) -> str:
        return self.place.rsplit(", ", 1)[0]

    @property
    def state(self) -> str:
        return self.place.rsplit(", ", 1)[1]


speaker = partial(SeedTalent, Role.speaker)
musician = partial(SeedTalent, Role.musician)


SPEAKERS = [
    speaker(
        "James Carter",
        "Louisville, KY",
        email="speaker@demo.steeple.app",
        headline="Youth revivals and leadership nights that send students home with a next step",
        bio="""
            James has spent fifteen years in student ministry, first as a youth pastor in western
            Kentucky and now as a travelling evangelist to churches, camps and school-year
            kickoffs. His revival nights are loud, honest and short on gimmicks: an hour of
            worship, a clear message from Scripture and a response time that leaders are ready to
            follow up on.

            He also runs a Saturday leadership intensive for student leaders and volunteers, built
            around the book of Nehemiah. James and his wife Tasha live in Louisville with their
            three boys.
        """,
        topics=("Youth", "Leadership", "Revival"),
        skills=("Preaching", "Conferences", "Workshops"),
        denomination="Non-denominational",
        worship_style="Contemporary",
        fee=(750, 2000),
        travel=400,
        availability="Weekends year-round; spring and fall revival weeks book six months ahead.",
    ),
    speaker(
        "Angela Whitfield",
        "Birmingham, AL",
        pro=True,
        headline="Women's conference speaker on prayer that outlasts hard seasons",
        bio="""
            I started a Tuesday prayer group in my living room in 2009 with four women and a pot
            of coffee. It outgrew the living room, then the fellowship hall, and became the
            conference ministry I lead today.

            My messages come from the long middle of life: caring for aging parents, marriages
            under strain, the prayers that take years to answer. Women leave with practical
            rhythms, not just inspiration. I speak at women's conferences, retreats and Mother's
            Day services, and I love partnering with smaller churches that are planning their
            first women's event.
        """,
        topics=("Women's ministry", "Prayer", "Healing"),
        skills=("Preaching", "Retreats", "Conferences"),
        denomination="Baptist",
        worship_style="Blended",
        fee=(1000, 2500),
        travel=600,
    ),
    speaker(
        "Marcus Bell",
        "Atlanta, GA",
        pro=True,
        headline="Former corporate trainer helping churches build leaders who build leaders",
        bio="""
            Marcus spent twelve years designing leadership programs for a logistics company before
            becoming executive pastor of a multi-site church in metro Atlanta. He now consults and
            speaks full time. His staff retreats and elder trainings are known for being usable
            right away: every session ends with a tool the team can put to work on Monday.
        """,
        topics=("Leadership", "Men's ministry", "Discipleship"),
        skills=("Workshops", "Coaching", "Conferences"),
        denomination="Non-denominational",
        worship_style="Contemporary",
        fee=(1500, 4000),
        travel=1000,
    ),
    speaker(
        "Helen Park",
        "Seattle, WA",
        display_name="Rev. Dr. Helen Park",
        headline="Thoughtful answers for doubting students and the adults who love them",
        bio="""
            Helen teaches philosophy of religion at a Christian college in the Pacific Northwest
            and has served on mission teams in Mongolia and Peru. She speaks to college groups,
            adult Sunday school classes and parents' nights on the questions people are often
            afraid to ask out loud: suffering, science, other religions, and whether faith can
            survive honest doubt. Her talks leave plenty of time for Q&A, which she says is her
            favourite part.
        """,
        topics=("Apologetics", "Missions", "Discipleship"),
        skills=("Teaching", "Panels", "Bible study"),
        denomination="Presbyterian",
        worship_style="Traditional",
        fee=(800, 1800),
        travel=2500,
    ),
    speaker(
        "Tomás Gutierrez",
        "San Antonio, TX",
        headline="Bilingual evangelist: family revivals in English, Spanish or both",
        bio="""
            Tomás preaches in English and Spanish, often in the same service. Raised on the west
            side of San Antonio, he came to faith at a tent revival when he was sixteen and has
            been holding family revivals across South Texas ever since. He works on a love
            offering so that no congregation is too small to invite him.
        """,
        topics=("Evangelism", "Family", "Revival"),
        skills=("Preaching", "Storytelling"),
        denomination="Assemblies of God",
        worship_style="Charismatic",
        love_offering=True,
        travel=300,
        availability="Sundays and week-long revivals; Holy Week is already spoken for.",
    ),
    speaker(
        "Ruth Ann Delacroix",
        "Lafayette, LA",
        headline="Hospice chaplain speaking on grief, lament and the hope that holds",
        bio="""
            For twenty-two years Ruth Ann has sat at bedsides as a hospice chaplain in Acadiana.
            She speaks gently and plainly about loss (the death of a spouse, a child, a dream) and
            about the long biblical tradition of lament.

            Churches often invite her for a Blue Christmas service or to begin a grief support
            group. She will also train your care team on what to say, and what not to say, to
            people who are grieving.
        """,
        topics=("Grief", "Hope", "Prayer"),
        skills=("Teaching", "Workshops", "Retreats"),
        denomination="Methodist",
        worship_style="Blended",
        fee=(400, 900),
        travel=250,
    ),
    speaker(
        "Michael Brennan",
        "Boston, MA",
        display_name="Fr. Michael Brennan",
        headline="Parish missions on mercy, confession and coming home",
        bio="""
            Father Brennan has preached parish missions across New England for over two decades.
            His three-night mission on mercy walks through the prodigal son, the woman at the
            well and Peter's restoration, and closes with an evening of reconciliation. He is
            known for his humour, his Red Sox stories, and a pastoral patience that has brought
            many people back to the sacraments after years away.
        """,
        topics=("Forgiveness", "Prayer", "Men's ministry"),
        skills=("Preaching", "Retreats"),
        denomination="Catholic",
        worship_style="Liturgical",
        love_offering=True,
        travel=150,
        availability="Advent and Lent missions, Monday to Wednesday evenings.",
    ),
    speaker(
        "Keisha Monroe",
        "Charlotte, NC",
        headline="Marriage retreats with humour, honesty and homework",
        bio="""
            Keisha and her husband Andre have been married for nineteen years, and she will be
            the first to tell you the first five were the hardest. A licensed marriage and family
            therapist, she leads couples' retreats and parenting seminars that mix solid research
            with a lot of laughter. Couples go home with conversation guides for the next eight
            weeks, because real change happens after the weekend is over.
        """,
        topics=("Marriage", "Parenting", "Family"),
        skills=("Workshops", "Retreats", "Coaching"),
        denomination="Baptist",
        worship_style="Contemporary",
        fee=(1200, 3000),
        travel=700,
    ),
    speaker(
        "Dale Henderson",
        "Wichita, KS",
        headline="Thirty years pastoring small churches, and glad to help yours",
        bio="""
            Dale pastored congregations of 40 to 140 people in rural Kansas for three decades. Now
            retired from the pulpit, he helps small churches through transitions: pastoral
            vacancies, budget shortfalls and the question of what comes next. He preaches on
            Sunday morning and stays for the potluck.
        """,
        topics=("Stewardship", "Leadership", "Hope"),
        skills=("Preaching", "Coaching"),
        denomination="Church of the Nazarene",
        worship_style="Blended",
        fee=(300, 700),
        travel=400,
    ),
    speaker(
        "Samuel Yoon",
        "Los Angeles, CA",
        headline="Second-generation youth pastor on faith between two cultures",
        bio="""
            Sam grew up translating for his parents at a Korean immigrant church in Koreatown and
            now serves as its English ministry pastor. He speaks at youth groups and retreats
            about identity, family expectations and prayer that is more than a checklist. Students
            say he talks to them like adults; parents say their kids came home wanting to pray.
        """,
        topics=("Youth", "Prayer", "Discipleship"),
        skills=("Preaching", "Retreats", "Bible study"),
        denomination="Presbyterian",
        worship_style="Contemporary",
        fee=(500, 1500),
        travel=500,
    ),
    speaker(
        "Evelyn Brooks",
        "Washington, DC",
        display_name="Dr. Evelyn Brooks",
        headline="Historian and preacher on reconciliation rooted in Scripture and history",
        bio="""
            Dr. Brooks is a historian of the Black church in America and an ordained elder in the
            AME Church. Her sermons and lectures connect Scripture, American history and the
            practical work of reconciliation in local congregations.

            She regularly addresses denominational gatherings, seminary convocations and
            multi-church services, and she works with host churches ahead of time so that the
            event begins a conversation rather than ending one.
        """,
        topics=("Racial reconciliation", "Leadership", "Justice"),
        skills=("Preaching", "Teaching", "Panels", "Conferences"),
        denomination="African Methodist Episcopal",
        worship_style="Traditional",
        fee=(2000, 5000),
        travel=2500,
    ),
    speaker(
        "Caleb Thornton",
        "Boise, ID",
        headline="Men's retreats in the mountains, with a fire, a map and the Psalms",
        bio="""
            Caleb is a former wildland firefighter who now leads backcountry retreats for men. He
            speaks at men's breakfasts and retreats about courage, friendship and fatherhood,
            usually with a story about a fire that almost went the other way.
        """,
        topics=("Men's ministry", "Discipleship", "Family"),
        skills=("Retreats", "Storytelling"),
        denomination="Evangelical Free",
        worship_style="Contemporary",
        fee=(600, 1500),
        travel=800,
        availability="May through October for outdoor retreats; indoor events any time.",
    ),
    speaker(
        "Maria Esperanza Cruz",
        "Miami, FL",
        headline="Missionary to the Caribbean, calling churches into global partnership",
        bio="""
            Maria spent eleven years in the Dominican Republic and Haiti, planting house churches
            and training local women as Bible teachers. She speaks at missions conferences and
            women's events in English and Spanish. Her talks are full of stories from the field,
            some funny and some hard, and they always end with a concrete way for your church to
            take part.
        """,
        topics=("Missions", "Women's ministry", "Prayer"),
        skills=("Storytelling", "Conferences", "Preaching"),
        denomination="Non-denominational",
        worship_style="Charismatic",
        fee=(800, 2000),
        travel=3000,
    ),
    speaker(
        "Jonathan Avery",
        "Nashville, TN",
        pro=True,
        headline="Worship theology for teams that want more than a good Sunday set",
        bio="""
            Jonathan led worship for fifteen years before realising that most of his teams had
            never been taught why we sing, only what to sing. He now trains worship teams and
            preaches on worship as discipleship: how the songs a church sings shape what it
            believes.

            His weekend intensive includes a Saturday workshop for musicians and tech volunteers
            and a Sunday message for the whole church.
        """,
        topics=("Worship", "Leadership", "Discipleship"),
        skills=("Teaching", "Workshops", "Conferences"),
        denomination="Non-denominational",
        worship_style="Contemporary",
        fee=(1500, 3500),
        travel=1500,
    ),
    speaker(
        "Deborah Klein",
        "Minneapolis, MN",
        headline="Faith in the second half of life: aging, caregiving and hope",
        bio="""
            Pastor Deb served Lutheran congregations in Minnesota for 27 years. Her talks for
            senior adult ministries, caregiver support groups and Lenten midweek series are warm,
            practical and often very funny. She believes a church's oldest members are its most
            overlooked treasure.
        """,
        topics=("Hope", "Family", "Caregiving"),
        skills=("Teaching", "Preaching"),
        denomination="Lutheran",
        worship_style="Liturgical",
        fee=(350, 800),
        travel=200,
    ),
    speaker(
        "Reggie Lawson",
        "Detroit, MI",
        headline="Twelve years sober: a recovery message for men and the churches that love them",
        bio="""
            Reggie spent most of his twenties in and out of jail. Today he leads a recovery
            ministry on Detroit's east side that meets four nights a week. He tells his story
            without glamorising it, and he helps churches start recovery groups that are safe for
            people still in the fight.

            Love offering; he asks that part of it go to a recovery ministry in your town.
        """,
        topics=("Recovery", "Men's ministry", "Hope"),
        skills=("Storytelling", "Preaching", "Workshops"),
        denomination="Baptist",
        worship_style="Blended",
        love_offering=True,
        travel=300,
    ),
    speaker(
        "Hannah Lindqvist",
        "Portland, OR",
        headline="Silent retreats and contemplative prayer for busy people",
        bio="""
            Hannah is a spiritual director who leads quiet days and silent retreats for
            congregations, staff teams and pastors. Her teaching draws on Scripture and the long
            Christian practice of contemplative prayer: lectio divina, the daily examen and the
            Sabbath. Expect fewer words than from most speakers, and more room to listen.
        """,
        topics=("Prayer", "Spiritual formation", "Rest"),
        skills=("Retreats", "Teaching"),
        denomination="Anglican",
        worship_style="Liturgical",
        fee=(500, 1200),
        travel=600,
    ),
    speaker(
        "Harold Green",
        "Memphis, TN",
        display_name="Bishop Harold Green",
        headline="Holy Ghost revival preaching in the Memphis tradition",
        bio="""
            Bishop Green has preached revivals, holy convocations and pastoral anniversaries for
            more than forty years. His preaching is rooted in Scripture and delivered with the
            fire of the Memphis pulpit. He is available for revivals of three nights or more.
        """,
        topics=("Revival", "Holy Spirit", "Prayer"),
        skills=("Preaching", "Conferences"),
        denomination="Church of God in Christ",
        worship_style="Charismatic",
        fee=(2500, 6000),
        travel=2000,
    ),
    speaker(
        "Lauren Mitchell",
        "Denver, CO",
        headline="Helping twenty-somethings find their place in the church (and stay)",
        bio="""
            Lauren spent six years as a campus minister at two state universities, then joined a
            Denver church plant to start its young adults ministry from scratch. She speaks about
            calling and work, loneliness, dating, and what it takes for young adults to commit to
            a local church. Small-group formats and Q&A nights are where she shines.
        """,
        topics=("Young adults", "Vocation", "Discipleship"),
        skills=("Teaching", "Panels", "Coaching"),
        denomination="Non-denominational",
        worship_style="Contemporary",
        fee=(500, 1200),
        travel=1000,
    ),
    speaker(
        "Wei Chen",
        "San Francisco, CA",
        headline="A physicist turned pastor on science, faith and the questions in between",
        bio="""
            Wei earned a doctorate in physics and worked at a national laboratory before he
            answered a call to ministry. He pastors a church in San Francisco's Sunset District and
            speaks to students, scientists and curious skeptics about science and Christian
            faith. He is clear, careful and never condescending, to skeptics or to believers.
        """,
        topics=("Apologetics", "Science and faith", "Evangelism"),
        skills=("Teaching", "Panels"),
        denomination="Presbyterian",
        worship_style="Blended",
        fee=(800, 2000),
        travel=2500,
    ),
    speaker(
        "Grace Adeyemi",
        "Houston, TX",
        pro=True,
        headline="Prayer movements that start in one living room and reach the nations",
        bio="""
            Born in Ibadan and raised between Lagos and Houston, Grace leads a city-wide women's
            prayer network that meets in forty homes every Thursday morning. She speaks at prayer
            conferences, missions weekends and women's gatherings, and she coaches churches that
            want a culture of prayer that does not depend on one gifted leader.

            She has ministered in Nigeria, Ghana, the United Kingdom and across the southern
            United States.
        """,
        topics=("Prayer", "Missions", "Women's ministry"),
        skills=("Preaching", "Conferences", "Coaching"),
        denomination="Pentecostal",
        worship_style="Charismatic",
        fee=(1000, 2500),
        travel=3000,
    ),
    speaker(
        "Tim Kowalczyk",
        "Pittsburgh, PA",
        headline="Faith at work for men who build, fix and sell things",
        bio="""
            Tim ran a roofing company for twenty years and taught a men's Bible study at 6 a.m. on
            Thursdays for most of them. He speaks at men's breakfasts and workplace ministry
            events about integrity, money, and treating employees as neighbours. No slides: just
            Scripture, stories and coffee.
        """,
        topics=("Men's ministry", "Faith and work", "Stewardship"),
        skills=("Bible study", "Storytelling"),
        denomination="Methodist",
        worship_style="Traditional",
        fee=(400, 1000),
        travel=300,
    ),
    speaker(
        "Mary Frances Olsen",
        "Milwaukee, WI",
        display_name="Sister Mary Frances Olsen",
        headline="Franciscan sister leading days of prayer and reflection",
        bio="""
            Sister Mary Frances has led days of reflection for parishes, schools and hospital
            staff across Wisconsin for thirty years. Her retreats on forgiveness and on St.
            Francis's Canticle of the Creatures are gentle and unhurried. She asks only for a love
            offering for her community's food pantry.
        """,
        topics=("Prayer", "Forgiveness", "Contemplation"),
        skills=("Retreats",),
        denomination="Catholic",
        worship_style="Liturgical",
        love_offering=True,
        travel=250,
    ),
    speaker(
        "Nathan Calloway",
        "Jackson, MS",
        headline="Southern Baptist evangelist for revivals, youth camps and fall harvest weeks",
        bio="""
            Nathan grew up in the Mississippi Delta and has preached over 300 revivals in thirteen
            states. He believes in old-fashioned invitations and new-fashioned follow-up: every
            revival he preaches comes with a discipleship plan for new believers, handed to the
            pastor before he leaves town.
        """,
        topics=("Evangelism", "Revival", "Youth"),
        skills=("Preaching",),
        denomination="Baptist",
        worship_style="Traditional",
        fee=(500, 1200),
        travel=600,
    ),
    speaker(
        "Susan Whitaker",
        "Richmond, VA",
        headline="Verse-by-verse Bible teaching for women's studies and adult education",
        bio="""
            Susan holds a doctorate in New Testament and taught Greek at a Virginia seminary for
            eleven years. She now writes Bible studies and teaches at women's retreats and adult
            education series. Her studies of Galatians and Ruth are favourites: careful with the
            text, clear for beginners, and deep enough for women who have studied Scripture for
            fifty years.
        """,
        topics=("Bible study", "Discipleship", "Women's ministry"),
        skills=("Teaching", "Bible study", "Retreats"),
        denomination="Presbyterian",
        worship_style="Traditional",
        fee=(700, 1500),
        travel=500,
    ),
    speaker(
        "Luis Ortega",
        "Phoenix, AZ",
        headline="Church planter and coach for congregations launching plants and campuses",
        bio="""
            Luis has planted three churches in the Phoenix valley, two in English and one in
            Spanish. He trains launch teams, preaches at commissioning services and coaches
            pastors through their first three years. He is honest about what failed, which is why
            planters call him.
        """,
        topics=("Church planting", "Evangelism", "Leadership"),
        skills=("Coaching", "Workshops", "Preaching"),
        denomination="Foursquare",
        worship_style="Contemporary",
        fee=(1000, 2000),
        travel=1200,
    ),
    speaker(
        "Joy Nakamura",
        "Honolulu, HI",
        headline="Hospitality and the open table: family ministry from Hawaii",
        bio="""
            Joy and her husband raised five children, two of them through foster care, in a house
            in Mānoa with a table that always seems to have one more chair. She speaks on
            hospitality, foster and adoptive families, and raising kids who love the church.
        """,
        topics=("Family", "Hope", "Hospitality"),
        skills=("Storytelling", "Workshops"),
        denomination="Baptist",
        worship_style="Blended",
        fee=(1500, 3000),
        travel=5000,
        availability="Travels to the mainland twice a year (March and September); book early.",
    ),
    speaker(
        "Elijah Foster",
        "Kansas City, MO",
        headline="Spoken word and straight talk for urban youth ministry",
        bio="""
            Elijah is a spoken-word poet and youth pastor from Kansas City's east side. His
            assemblies and youth nights mix original poetry with clear, unhurried preaching about
            identity, anger and hope. He has performed at juvenile detention centres, public
            schools and national youth conferences, and he is just as happy with twelve kids in a
            church basement.
        """,
        topics=("Youth", "Evangelism", "Culture"),
        skills=("Storytelling", "Preaching", "Workshops"),
        denomination="Non-denominational",
        worship_style="Contemporary",
        fee=(600, 1500),
        travel=800,
    ),
    speaker(
        "Brenda Sykes",
        "Little Rock, AR",
        headline="Faith and mental health: making church a safe place to not be okay",
        bio="""
            Brenda is an ordained United Methodist elder and a licensed counselor. After her son's
            long struggle with depression, she began helping congregations talk openly about
            anxiety, depression and suicide.

            Her Sunday message and Monday evening workshop for church leaders equip small groups
            and care teams to notice, listen and refer.
        """,
        topics=("Mental health", "Hope", "Family"),
        skills=("Workshops", "Teaching", "Preaching"),
        denomination="Methodist",
        worship_style="Blended",
        fee=(400, 900),
        travel=400,
    ),
    speaker(
        "Andrew MacLeod",
        "Salt Lake City, UT",
        headline="Scripture memory made doable for busy families and small groups",
        bio="""
            Andrew has memorised eleven books of the New Testament and would like to convince you
            that you could memorise one. His workshops teach simple, proven methods for
            individuals, families and small groups. He lives in Salt Lake City with his wife and
            four children, who are tired of being quizzed at dinner.
        """,
        topics=("Discipleship", "Scripture memory", "Family"),
        skills=("Workshops", "Teaching"),
        denomination="Evangelical Free",
        worship_style="Contemporary",
        fee=(500, 1000),
        travel=800,
    ),
    speaker(
        "Terrence Wade",
        "Columbus, OH",
        display_name="Coach Terrence Wade",
        headline="Former college linebacker speaking to athletes, coaches and youth groups",
        bio="""
            Terrence played linebacker at a Big Ten school and coached high-school football in
            central Ohio for fourteen years. He speaks at team chapels, sports banquets and youth
            nights about character, discipline and what it means to lose well.
        """,
        topics=("Youth", "Leadership", "Sports ministry"),
        skills=("Preaching", "Storytelling"),
        denomination="Non-denominational",
        worship_style="Contemporary",
        fee=(800, 2000),
        travel=500,
    ),
    speaker(
        "Amos Whitehorse",
        "Rapid City, SD",
        headline="Lakota pastor on reservation ministry, reconciliation and partnership",
        bio="""
            Amos is an enrolled member of the Oglala Lakota Nation and has pastored on and near
            Pine Ridge for eighteen years. He speaks to churches about Native ministry done with
            Native leaders rather than for them, and about short-term mission trips that truly
            help. His messages are patient and direct, and he welcomes questions.
        """,
        topics=("Missions", "Reconciliation", "Youth"),
        skills=("Preaching", "Panels"),
        denomination="Non-denominational",
        worship_style="Blended",
        love_offering=True,
        travel=1000,
    ),
    speaker(
        "Catherine Ellis",
        "Durham, NC",
        headline="What the early church can teach yours: church history for congregations",
        bio="""
            Dr. Ellis teaches church history at a divinity school in North Carolina. For
            congregations she offers a four-week adult education series on the early church, a
            lecture on revivals in American history, and a retreat for church leaders on how
            Christians before us handled cultural upheaval.

            She makes eighteen centuries feel surprisingly close.
        """,
        topics=("Church history", "Leadership", "Discipleship"),
        skills=("Teaching", "Retreats", "Conferences"),
        denomination="Anglican",
        worship_style="Liturgical",
        fee=(1000, 2500),
        travel=2000,
    ),
    speaker(
        "Jordan Pike",
        "Omaha, NE",
        headline="Camp speaker who remembers every kid's name by Wednesday",
        bio="""
            Jordan has spoken at over forty summer camps across the Great Plains, and middle
            schoolers are his favourite audience. Expect object lessons, a ridiculous amount of
            energy and a gospel message that is simple without being shallow.
        """,
        topics=("Youth", "Evangelism", "Discipleship"),
        skills=("Preaching", "Storytelling"),
        denomination="Wesleyan",
        worship_style="Contemporary",
        fee=(400, 1000),
        travel=700,
        availability="Summer camps from June to early August; youth retreats the rest of the year.",
    ),
    speaker(
        "Esther Kim-Lawrence",
        "Chicago, IL",
        headline="Cross-cultural marriage and the multiethnic church",
        bio="""
            Esther is Korean American; her husband David grew up in rural Georgia. Twenty years of
            marriage and a multiethnic church plant in Chicago's Albany Park neighbourhood have
            given them plenty to talk about. Esther speaks at marriage events and leadership
            gatherings about cultural difference, in-laws and building a church where everyone
            gives something up.
        """,
        topics=("Marriage", "Family", "Multicultural ministry"),
        skills=("Preaching", "Workshops", "Panels"),
        denomination="Non-denominational",
        worship_style="Blended",
        fee=(1000, 2200),
        travel=800,
    ),
    speaker(
        "Frank DeLuca",
        "Providence, RI",
        headline="A retired CPA on generosity, debt and money conversations at home",
        bio="""
            Frank was a certified public accountant for 35 years and chaired his parish finance
            council for twelve of them. He leads stewardship weekends and budgeting workshops that
            are refreshingly free of guilt, with worksheets for couples and a plain-spoken message
            on what Jesus said about money (quite a lot).
        """,
        topics=("Stewardship", "Generosity", "Family"),
        skills=("Workshops", "Teaching"),
        denomination="Catholic",
        worship_style="Traditional",
        fee=(500, 1200),
        travel=300,
    ),
    speaker(
        "Abigail Turner",
        "Knoxville, TN",
        headline="Women's retreat speaker and author of a study on the Psalms of Ascent",
        bio="""
            Abigail writes and teaches from a farmhouse outside Knoxville, where she and her
            husband raise goats and four teenagers. Her retreats on the Psalms of Ascent invite
            women to walk up to Jerusalem together over a weekend, one psalm at a time.
        """,
        topics=("Women's ministry", "Bible study", "Hope"),
        skills=("Retreats", "Bible study", "Teaching"),
        denomination="Baptist",
        worship_style="Blended",
        fee=(600, 1400),
        travel=500,
    ),
    speaker(
        "Victor Asante",
        "Newark, NJ",
        pro=True,
        headline="Healing and revival services with a pastor's heart for the local church",
        bio="""
            Victor pastors a Ghanaian-American congregation in Newark and leads revival services
            along the East Coast and in West Africa. His ministry is marked by extended prayer,
            bold preaching and a conviction that revival should strengthen the local pastor, not
            overshadow him. He meets with the host church's leaders before every service.
        """,
        topics=("Prayer", "Revival", "Healing"),
        skills=("Preaching", "Conferences"),
        denomination="Pentecostal",
        worship_style="Charismatic",
        fee=(1500, 4000),
        travel=3000,
    ),
    speaker(
        "Glen Hartley",
        "Billings, MT",
        headline="Encouragement for rural churches far from the next town",
        bio="""
            Glen serves three small congregations along the Yellowstone River and drives over 500
            miles most weeks. He speaks to rural pastors and church boards about faithfulness
            when the numbers are small and the distances are long.
        """,
        topics=("Rural ministry", "Hope", "Leadership"),
        skills=("Preaching", "Coaching"),
        denomination="Church of the Nazarene",
        worship_style="Traditional",
        fee=(200, 600),
        love_offering=True,
        travel=500,
    ),
    speaker(
        "Monica Alvarez",
        "Albuquerque, NM",
        headline="Bilingual youth minister for confirmation retreats and diocesan youth days",
        bio="""
            Monica directs youth ministry at a large bilingual parish in Albuquerque and speaks at
            confirmation retreats, youth rallies and parent nights in English and Spanish. She is
            known for honest talks on friendship, social media and the sacraments, and for being
            the loudest person at dodgeball.
        """,
        topics=("Youth", "Evangelism", "Family"),
        skills=("Retreats", "Preaching"),
        denomination="Catholic",
        worship_style="Contemporary",
        fee=(400, 1000),
        travel=600,
    ),
    speaker(
        "Isaac Bergman",
        "Anchorage, AK",
        headline="Bush pilot and missionary on the gospel in remote Alaska",
        bio="""
            Isaac flies supplies and visiting pastors into villages across western Alaska that
            have no road to anywhere. When he comes south to speak at missions conferences, men's
            retreats and Vacation Bible School weeks, he brings photos, a few frostbite stories
            and a clear call to pray for places most people never see.
        """,
        topics=("Missions", "Evangelism", "Men's ministry"),
        skills=("Storytelling", "Conferences"),
        denomination="Non-denominational",
        worship_style="Blended",
        fee=(800, 2000),
        travel=5000,
        availability="Travels south in the winter months, November to March.",
    ),
]

MUSICIANS = [
    musician(
        "Naomi Reyes",
        "Indianapolis, IN",
        email="musician@demo.steeple.app",
        headline="Worship leader and pianist for Sunday services, conferences and weddings",
        bio="""
            Naomi grew up playing piano for her grandmother's Pentecostal church on Indianapolis's
            near east side, and she still plays like it: full, joyful and always listening to the
            room. She leads worship for Sunday services, women's conferences and special events,
            alone at the keys or with a small band of friends she trusts.
        """,
        instruments=("Piano", "Vocals"),
        genres=("Gospel", "Contemporary"),
        skills=("Arranging", "Songwriting"),
        denomination="Non-denominational",
        worship_style="Blended",
        fee=(300, 800),
        travel=250,
    ),
    musician(
        "Wes Harlan",
        "Asheville, NC",
        display_name="Hollow Creek",
        headline="Bluegrass gospel trio for homecomings, hymn sings and fall festivals",
        bio="""
            Hollow Creek is Wes Harlan on guitar, his sister June on fiddle and their cousin Eli on
            upright bass. They play the old hymns and gospel songs of the Blue Ridge in three-part
            harmony, with a few originals mixed in. Homecoming Sundays and dinner on the grounds
            are their natural habitat.
        """,
        instruments=("Guitar", "Fiddle", "Upright bass", "Vocals"),
        genres=("Bluegrass", "Hymns", "Southern gospel"),
        denomination="Baptist",
        worship_style="Traditional",
        fee=(600, 1500),
        travel=400,
    ),
    musician(
        "Darnell Price",
        "Chicago, IL",
        pro=True,
        headline="Hammond B3 organist and minister of music for services, revivals and musicals",
        bio="""
            Darnell has been a minister of music on Chicago's South Side since he was nineteen. He
            plays the Hammond B3 the way it was meant to be played and directs mass choirs for
            revivals, anniversaries and Easter musicals.

            Need a musician who can follow a preacher into the close? He has done it a thousand
            times.
        """,
        instruments=("Organ", "Keys"),
        genres=("Gospel", "Choral"),
        skills=("Choir direction", "Arranging"),
        denomination="Baptist",
        worship_style="Traditional",
        fee=(400, 1200),
        travel=300,
    ),
    musician(
        "Lily Chen",
        "San Jose, CA",
        headline="Classically trained violinist adding strings to worship sets and weddings",
        bio="""
            Lily studied violin at a conservatory in San Francisco and plays with a regional
            orchestra, but her favourite gig is Sunday morning. She improvises easily over chord
            charts and can write string parts for a quartet if your church has the players.
        """,
        instruments=("Violin",),
        genres=("Classical", "Worship"),
        skills=("Arranging",),
        denomination="Non-denominational",
        worship_style="Contemporary",
        fee=(250, 600),
        travel=100,
    ),
    musician(
        "Isaiah Grant",
        "Atlanta, GA",
        headline="Gospel drummer and music director for youth nights and conferences",
        bio="""
            Isaiah came up in the Atlanta gospel scene and has toured as a drummer with several
            gospel artists. These days he music-directs youth conferences and trains church
            drummers to play with dynamics (yes, that includes playing quietly).
        """,
        instruments=("Drums",),
        genres=("Gospel", "Hip hop", "Contemporary"),
        skills=("Production",),
        denomination="Non-denominational",
        worship_style="Contemporary",
        fee=(300, 800),
        travel=500,
    ),
    musician(
        "Sarah Beth Tidwell",
        "Nashville, TN",
        pro=True,
        headline="Singer-songwriter leading intimate worship nights and retreats",
        bio="""
            Sarah Beth writes songs for the church that sound like they were written at a kitchen
            table, because most of them were. She has released three independent worship records
            and leads worship for women's retreats, college ministries and evening services where
            the lights are low and the room sings.
        """,
        instruments=("Vocals", "Acoustic guitar"),
        genres=("Worship", "Contemporary", "Folk"),
        skills=("Songwriting",),
        denomination="Non-denominational",
        worship_style="Contemporary",
        fee=(800, 2000),
        travel=1500,
    ),
    musician(
        "Miguel Santos",
        "El Paso, TX",
        headline="Bilingual worship leader bringing border-town worship to your church",
        bio="""
            Miguel leads worship in English and Spanish at a church four miles from the Mexican
            border. His sets move between contemporary worship songs and the Latin American
            coritos that get whole congregations clapping. He travels with a cajón player and a
            bassist when the budget allows.
        """,
        instruments=("Guitar", "Vocals"),
        genres=("Worship", "Latin", "Contemporary"),
        denomination="Assemblies of God",
        worship_style="Charismatic",
        love_offering=True,
        travel=600,
    ),
    musician(
        "Elena Petrova",
        "Cleveland, OH",
        headline="Cellist for Lenten services, funerals and quiet hymn arrangements",
        bio="""
            Elena came to Cleveland from Sofia to study at the conservatory and stayed. She plays
            for liturgies, Good Friday services, funerals and weddings, and she has written a set
            of solo hymn arrangements for preludes and offertories.
        """,
        instruments=("Cello",),
        genres=("Classical", "Hymns", "Choral"),
        denomination="Episcopal",
        worship_style="Liturgical",
        fee=(200, 500),
        travel=150,
    ),
    musician(
        "Andre Dupree",
        "New Orleans, LA",
        pro=True,
        headline="New Orleans brass and gospel for jazz masses, second lines and celebrations",
        bio="""
            Andre plays trumpet in a brass band that three generations of his family have marched
            with at Mardi Gras. On Sundays he plays the jazz mass at his parish in Tremé.

            He brings a four-piece or seven-piece band to jazz masses, church anniversaries and
            homecoming celebrations, and yes, they can lead a second line around your parking
            lot.
        """,
        instruments=("Trumpet", "Vocals"),
        genres=("Jazz", "Gospel"),
        denomination="Catholic",
        worship_style="Blended",
        fee=(500, 1500),
        travel=800,
    ),
    musician(
        "Katie O'Rourke",
        "Boston, MA",
        headline="Celtic harp and voice for liturgies, weddings and St. Patrick's celebrations",
        bio="""
            Katie plays a 34-string Celtic harp and sings in English and Irish. Prayer services,
            weddings, memorials and parish St. Patrick's Day dinners.
        """,
        instruments=("Harp", "Vocals"),
        genres=("Celtic", "Hymns"),
        denomination="Catholic",
        worship_style="Liturgical",
        fee=(300, 700),
        travel=200,
    ),
    musician(
        "Ray Lindsey",
        "Tulsa, OK",
        display_name="Brother Ray Lindsey",
        headline="Southern gospel bass singer for singings, revivals and senior adult days",
        bio="""
            Brother Ray has sung bass in southern gospel quartets since 1978 and now travels with
            his wife Linda, who plays piano. Their program of quartet classics, hymns and a few
            stories suits senior adult luncheons, gospel singings and revival nights. They travel
            in a motorhome and need only a place to plug it in.
        """,
        instruments=("Bass", "Vocals"),
        genres=("Southern gospel", "Hymns"),
        denomination="Baptist",
        worship_style="Traditional",
        love_offering=True,
        travel=700,
    ),
    musician(
        "Jessica Hwang",
        "Dallas, TX",
        headline="Accompanist for choirs, soloists and Christmas cantatas",
        bio="""
            Jessica has accompanied church choirs in Dallas for fifteen years and sight-reads
            anything you put in front of her. Cantatas, choir festivals, recitals and substitute
            Sundays.
        """,
        instruments=("Piano", "Organ"),
        genres=("Choral", "Classical", "Hymns"),
        denomination="Methodist",
        worship_style="Traditional",
        fee=(200, 600),
        travel=150,
    ),
    musician(
        "Tyler Brandt",
        "Spokane, WA",
        headline="Worship leader who trains volunteer bands while he leads",
        bio="""
            Tyler has led worship at churches of 80 and of 3,000 people, and he thinks the small
            ones are harder. He travels for weekend worship workshops: he leads your Sunday
            services with your own volunteers, after spending Saturday coaching rehearsal habits,
            stage communication and in-ear mixes.
        """,
        instruments=("Guitar", "Keys"),
        genres=("Worship", "Contemporary"),
        skills=("Coaching", "Arranging"),
        denomination="Non-denominational",
        worship_style="Contemporary",
        fee=(300, 900),
        travel=400,
    ),
    musician(
        "Gloria Jenkins",
        "Jackson, MS",
        headline="Choir director keeping the spirituals alive in choirs of every size",
        bio="""
            Mother Gloria, as her choir calls her, has directed church and community choirs in
            Jackson for almost forty years. She leads workshops that teach congregations the
            spirituals by ear, the way she learned them, with the history behind every song.
            Every workshop ends in a concert.
        """,
        instruments=("Vocals", "Piano"),
        genres=("Gospel", "Spirituals", "Choral"),
        skills=("Choir direction",),
        denomination="Baptist",
        worship_style="Traditional",
        fee=(300, 800),
        travel=400,
    ),
    musician(
        "Daniel Eberhardt",
        "St. Louis, MO",
        headline="Church organist for hymn festivals, dedications and Reformation Sunday",
        bio="""
            Daniel has played the organ since he was twelve and holds a master's degree in sacred
            music. His hymn festivals tell the story behind each hymn between the stanzas, and
            congregations sing louder by the end than at the start. He also advises churches on
            organ repair and renovation.
        """,
        instruments=("Organ", "Piano"),
        genres=("Hymns", "Classical", "Choral"),
        denomination="Lutheran",
        worship_style="Liturgical",
        fee=(300, 700),
        travel=300,
    ),
    musician(
        "Carmen Ramirez",
        "Tucson, AZ",
        display_name="The Ramirez Family",
        headline="A family of five singing folk-style worship and the old hymns",
        bio="""
            Carmen and Rubén Ramirez and their three teenagers sing in five-part harmony with
            guitar, violin and whatever else the kids have picked up that year. They share songs
            and their family's story of faith through foster care and adoption.

            Small churches, fellowship dinners and family camps are their favourite places to
            sing.
        """,
        instruments=("Vocals", "Guitar", "Violin"),
        genres=("Folk", "Worship", "Acoustic"),
        denomination="Baptist",
        worship_style="Blended",
        fee=(400, 900),
        travel=800,
        availability="School breaks and summer weekends; the kids have finals in May.",
    ),
    musician(
        "Jalen Whitmore",
        "Baltimore, MD",
        headline="Saxophone for worship, offertories and Sunday evening jazz vespers",
        bio="""
            Jalen plays alto and tenor saxophone at Sunday services in his home church, at jazz
            vespers around Baltimore and at the occasional pastor's appreciation banquet. He is
            easy to work with and plays beautifully under prayer.
        """,
        instruments=("Saxophone",),
        genres=("Jazz", "Gospel", "Contemporary"),
        denomination="African Methodist Episcopal",
        worship_style="Blended",
        fee=(250, 700),
        travel=300,
    ),
    musician(
        "Abby Sorensen",
        "Des Moines, IA",
        headline="Flute and piano for hymn sings, funerals and midweek Lent services",
        bio="""
            Abby teaches middle-school band by day. Evenings and weekends she plays flute and
            piano at churches around central Iowa, often both in the same service.
        """,
        instruments=("Flute", "Piano"),
        genres=("Hymns", "Acoustic", "Classical"),
        denomination="Methodist",
        worship_style="Blended",
        fee=(150, 400),
        travel=200,
        availability="Evenings and weekends during the school year; most of the summer.",
    ),
    musician(
        "Kofi Boateng",
        "Columbus, OH",
        headline="Percussionist bringing West African rhythms to worship",
        bio="""
            Kofi grew up drumming in a Presbyterian church in Kumasi and came to Columbus for
            engineering school. He leads percussion workshops for worship teams and children's
            ministries, with djembes, talking drums and shakers for everyone, and plays with a
            highlife gospel band for church celebrations and missions Sundays.
        """,
        instruments=("Drums", "Percussion"),
        genres=("Afro-gospel", "Worship"),
        skills=("Workshops",),
        denomination="Pentecostal",
        worship_style="Charismatic",
        fee=(300, 900),
        travel=500,
    ),
    musician(
        "Rebekah Stoltzfus",
        "Lancaster, PA",
        headline="Four-part a cappella hymn singing, led the Mennonite way",
        bio="""
            Rebekah leads hymn sings in four-part harmony with no instruments at all. She can
            teach a congregation to read shape notes in an afternoon, and she has led sings for
            Mennonite, Brethren and Presbyterian churches across Pennsylvania. There is no
            performance: everyone sings.
        """,
        instruments=("Vocals",),
        genres=("A cappella", "Hymns"),
        skills=("Choir direction",),
        denomination="Mennonite",
        worship_style="Traditional",
        love_offering=True,
        travel=200,
    ),
    musician(
        "Chris Navarro",
        "San Diego, CA",
        headline="Worship bassist and audio engineer who makes your band sound like a band",
        bio="""
            Chris plays bass for worship teams around San Diego and runs front-of-house sound for
            conferences. Book him to play a weekend, or to train your production volunteers in
            mixing, monitors and a clean stage.
        """,
        instruments=("Bass", "Keys"),
        genres=("Contemporary", "Worship"),
        skills=("Production",),
        denomination="Non-denominational",
        worship_style="Contemporary",
        fee=(300, 800),
        travel=250,
    ),
    musician(
        "Jasmine Wright",
        "Raleigh, NC",
        headline="Gospel vocalist for women's days, musicals and Sunday concerts",
        bio="""
            Jasmine's voice has carried her from a small Baptist choir loft in Rocky Mount to
            stages across the Southeast. She sings with tracks or a live band and is especially
            loved at Women's Day services and Mother's Day concerts.

            Her song about her grandmother's prayers still makes her cry on stage, and she has
            stopped apologising for that.
        """,
        instruments=("Vocals",),
        genres=("Gospel", "Contemporary", "R&B"),
        denomination="Baptist",
        worship_style="Contemporary",
        fee=(500, 1500),
        travel=600,
    ),
    musician(
        "Pete Lundgren",
        "Duluth, MN",
        headline="North Shore folk and hymns for fellowship suppers and outdoor services",
        bio="""
            Pete is a retired high-school science teacher who plays folk arrangements of the
            hymns he grew up on. Summer outdoor services, Bible camps by the lake and Lutheran
            fish fries are his specialty.
        """,
        instruments=("Acoustic guitar", "Harmonica"),
        genres=("Folk", "Bluegrass", "Hymns"),
        denomination="Lutheran",
        worship_style="Blended",
        fee=(150, 400),
        travel=300,
    ),
    musician(
        "Maribel Ortiz",
        "Orlando, FL",
        headline="Puerto Rican worship leader for bilingual services and Spanish-language nights",
        bio="""
            Maribel moved from San Juan to Orlando after Hurricane Maria and began leading worship
            at a bilingual church in Kissimmee. She writes worship songs in Spanish and English,
            leads from the keys, and has helped several English-speaking churches start their
            first Spanish-language service.
        """,
        instruments=("Keys", "Vocals"),
        genres=("Worship", "Latin", "Contemporary"),
        skills=("Songwriting",),
        denomination="Pentecostal",
        worship_style="Charismatic",
        fee=(400, 1000),
        travel=700,
    ),
    musician(
        "Howard Ames",
        "Hartford, CT",
        headline="Choral conductor for festival choirs, Lessons and Carols and choir retreats",
        bio="""
            Howard has conducted church and collegiate choirs in Connecticut for thirty years. He
            leads choir retreats and guest-conducts festival services (Lessons and Carols, Choral
            Evensong, Easter festivals), rehearsing your singers on Saturday and conducting on
            Sunday. He is demanding, kind and very funny.
        """,
        instruments=("Vocals", "Piano"),
        genres=("Choral", "Classical", "Hymns"),
        skills=("Choir direction", "Arranging"),
        denomination="Episcopal",
        worship_style="Liturgical",
        fee=(500, 1500),
        travel=400,
    ),
    musician(
        "Zach Holloway",
        "Lexington, KY",
        headline="Old-time fiddle and mandolin for hymn sings and homecoming services",
        bio="""
            Zach learned the fiddle from his great-uncle in Estill County and can play a slow,
            aching Amazing Grace or a hoedown for the church picnic, usually both on the same
            afternoon. He plays alone or with a guitarist friend.
        """,
        instruments=("Fiddle", "Mandolin"),
        genres=("Bluegrass", "Old-time", "Hymns"),
        denomination="Christian Church (Disciples of Christ)",
        worship_style="Traditional",
        fee=(300, 700),
        travel=350,
    ),
    musician(
        "Anika Sharma",
        "Austin, TX",
        headline="Songwriter and worship leader for college ministries and young adult nights",
        bio="""
            Anika came to faith in college through a campus ministry in Austin, and she now writes
            songs for the church that her friends who grew up outside it can understand. She
            leads worship nights, writes songs for church anniversaries and teaches songwriting
            workshops for worship teams.

            Her first EP was recorded in a borrowed living room with a single microphone, and it
            sounds like it in the best way.
        """,
        instruments=("Vocals", "Keys"),
        genres=("Worship", "Acoustic", "Contemporary"),
        skills=("Songwriting", "Workshops"),
        denomination="Non-denominational",
        worship_style="Contemporary",
        fee=(400, 1000),
        travel=500,
    ),
    musician(
        "Curtis Lowe",
        "Milwaukee, WI",
        headline="Christian hip hop artist for youth nights, assemblies and summer camps",
        bio="""
            Curtis writes and performs hip hop with something to say: about his father, his
            neighbourhood and the Jesus who met him at nineteen. His clean, high-energy youth
            night set ends with a short talk, and he stays afterwards to listen. He has performed
            in churches, juvenile centres and school assemblies across the Midwest.
        """,
        instruments=("Vocals",),
        genres=("Hip hop", "Gospel"),
        skills=("Songwriting", "Production"),
        denomination="Non-denominational",
        worship_style="Contemporary",
        fee=(300, 900),
        travel=500,
    ),
    musician(
        "Evan Marsh",
        "Portland, ME",
        headline="New England organist for supply Sundays, weddings and memorial services",
        bio="""
            Evan is the organist of a two-hundred-year-old meetinghouse church in Portland and
            fills in around southern Maine when other churches need a supply organist. He plays
            the tracker organs of old New England with affection, and a good upright piano with
            just as much.
        """,
        instruments=("Organ", "Piano"),
        genres=("Hymns", "Classical", "Choral"),
        denomination="United Church of Christ",
        worship_style="Traditional",
        fee=(200, 500),
        travel=200,
    ),
    musician(
        "Toni Harper",
        "Kansas City, KS",
        display_name="Selah Voices",
        headline="Women's gospel ensemble for concerts, conferences and Sunday services",
        bio="""
            Selah Voices is eight women, directed by Toni Harper, who sing tight gospel harmonies
            with piano and drums. They began as a Tuesday-night choir rehearsal that would not end
            and now sing at women's conferences, church anniversaries and community Thanksgiving
            services across the Kansas City metro.
        """,
        instruments=("Vocals",),
        genres=("Gospel", "Choral"),
        skills=("Choir direction",),
        denomination="Church of God in Christ",
        worship_style="Blended",
        fee=(600, 1500),
        travel=600,
    ),
    musician(
        "Ben Yoder",
        "Fort Wayne, IN",
        headline="Acoustic hymns and new arrangements for small churches and Bible studies",
        bio="""
            Ben is a carpenter who leads worship at his small church on Sunday mornings. He plays
            simple, tasteful acoustic guitar and mandolin, and he will gladly teach your worship
            volunteers the chords.
        """,
        instruments=("Guitar", "Mandolin"),
        genres=("Acoustic", "Hymns", "Folk"),
        denomination="Missionary Church",
        worship_style="Blended",
        fee=(150, 400),
        travel=200,
    ),
]

CHURCHES = [
    SeedChurch(
        DEMO_CHURCH,
        "Rebecca Hollis",
        "Cincinnati, OH",
        "America/New_York",
        email="church@demo.steeple.app",
        premium_months=4,
        address="4510 Montgomery Road",
        phone="(513) 555-0148",
        denomination="Non-denominational",
        about="""
            Grace Community Church has gathered in Cincinnati's Norwood neighbourhood since 1987.
            We are a multigenerational, non-denominational church of about 450 people who meet for
            two Sunday services, a Wednesday night meal and more small groups than we can count.

            We host speakers and musicians several times a year: a fall revival, a women's
            retreat, a men's breakfast series and our Christmas concert. We take good care of our
            guests, with lodging, meals and a team member who will meet you at the airport.
        """,
    ),
    SeedChurch(
        "Riverside Baptist Church",
        "Thomas Greer",
        "Jacksonville, FL",
        "America/New_York",
        premium_months=10,
        address="2215 Lenox Avenue",
        phone="(904) 555-0163",
        denomination="Baptist",
        theme=Theme.red,
        about="""
            Riverside Baptist has served Jacksonville's Westside for over sixty years. We are a
            Southern Baptist congregation with traditional Sunday morning worship, a growing
            Spanish-language service and a busy Vacation Bible School every June. We book
            evangelists for our spring revival and guest musicians for our fall gospel singing.
        """,
    ),
    SeedChurch(
        "St. Luke's Lutheran Church",
        "Karen Solberg",
        "St. Paul, MN",
        "America/Chicago",
        email="free-church@demo.steeple.app",
        address="1790 Ford Parkway",
        phone="(651) 555-0112",
        denomination="Lutheran",
        theme=Theme.green,
        social=("facebook",),
        about="""
            St. Luke's is a Lutheran congregation in St. Paul's Highland Park neighbourhood,
            worshipping with the liturgy and a pipe organ we are very proud of. We welcome guest
            preachers on our pastor's sabbath Sundays, organists for hymn festivals, and teachers
            for our Wednesday Lenten series. Coffee hour is not optional.
        """,
    ),
    SeedChurch(
        "New Hope Assembly",
        "Ricardo Flores",
        "San Antonio, TX",
        "America/Chicago",
        premium_months=4,
        address="830 Military Drive SW",
        phone="(210) 555-0187",
        denomination="Assemblies of God",
        theme=Theme.purple,
        social=("facebook", "instagram", "twitter", "youtube"),
        about="""
            New Hope is a bilingual Assemblies of God church on San Antonio's south side. Sunday
            services are full of worship, prayer and families with lots of children.

            Every year we host a youth revival in March, a Noche de Alabanza with guest worship
            leaders in the summer, and a missions conference in October. Speakers who preach in
            Spanish are especially welcome.
        """,
    ),
    SeedChurch(
        "Mountain View Presbyterian Church",
        "Alan Whitcomb",
        "Colorado Springs, CO",
        "America/Denver",
        address="3400 Templeton Gap Road",
        phone="(719) 555-0134",
        denomination="Presbyterian",
        theme=Theme.green,
        about="""
            We are a Presbyterian church at the foot of Pikes Peak with a blended service at 9 and
            a traditional service at 11. Many of our members serve in the military, so we know a
            lot about moving and saying goodbye. We invite teachers for adult education series,
            guest preachers in the summer and musicians for Advent and Holy Week.
        """,
    ),
    SeedChurch(
        "Harbor Light Church",
        "Megan Doyle",
        "Tacoma, WA",
        "America/Los_Angeles",
        premium_months=5,
        address="1502 East D Street",
        phone="(253) 555-0171",
        denomination="Non-denominational",
        colour="#0F766E",
        social=("instagram", "youtube"),
        about="""
            Harbor Light is a young church plant in a renovated warehouse near the Port of Tacoma.
            Most Sundays bring about 180 people, plenty of them new to faith. We look for speakers
            who can talk to skeptics without talking down, and musicians who are at home with a
            stripped-down band.
        """,
    ),
    SeedChurch(
        "Bethel AME Church",
        "Cynthia Ware",
        "Baltimore, MD",
        "America/New_York",
        premium_months=11,
        address="1300 Druid Hill Avenue",
        phone="(410) 555-0129",
        denomination="African Methodist Episcopal",
        theme=Theme.red,
        about="""
            Founded in 1885, Bethel has been a house of worship, a school and a shelter for West
            Baltimore. Our worship is rooted in the AME tradition, with a mass choir, a praise team
            and preaching that does not hurry.

            We welcome guest preachers for our Men's Day and Women's Day services and our annual
            revival, and musicians for Black History Month and our Christmas concert.
        """,
    ),
    SeedChurch(
        "First United Methodist Church",
        "Paul Hendricks",
        "Savannah, GA",
        "America/New_York",
        premium_months=5,
        address="225 West President Street",
        phone="(912) 555-0156",
        denomination="Methodist",
        social=("facebook", "youtube"),
        about="""
            First Methodist has worshipped under the live oaks of downtown Savannah for over 150
            years. We offer a traditional service with choir and organ, a contemporary service in
            the fellowship hall, and a Thursday lunch for our neighbours. We regularly welcome
            guest organists and soloists, and speakers for our Lenten lunch series.
        """,
    ),
    SeedChurch(
        "Christ the King Anglican Church",
        "Edward Pryor",
        "Charleston, SC",
        "America/New_York",
        address="610 Coleman Boulevard",
        phone="(843) 555-0190",
        denomination="Anglican",
        theme=Theme.purple,
        social=("facebook", "instagram"),
        about="""
            Christ the King is an Anglican parish in Mount Pleasant, worshipping with the Book of
            Common Prayer, weekly communion and a fine choir of volunteers. We hold a Lenten quiet
            day, choral evensong each month and teaching series for adults, and we would love to
            hear from retreat leaders and church musicians.
        """,
    ),
    SeedChurch(
        "Desert Springs Community Church",
        "Kyle Janssen",
        "Albuquerque, NM",
        "America/Denver",
        address="9600 Unser Boulevard NW",
        phone="(505) 555-0145",
        denomination="Non-denominational",
        colour="#B45309",
        social=("instagram", "youtube"),
        about="""
            Desert Springs meets in a former grocery store on Albuquerque's West Mesa. We are a
            casual, contemporary church of families, students and retirees, with services in
            English and a Sunday afternoon service in Spanish. We book youth speakers for summer
            camp and worship leaders for our worship nights every quarter.
        """,
    ),
    SeedChurch(
        "Iglesia Vida Nueva",
        "Lucía Herrera",
        "Sacramento, CA",
        "America/Los_Angeles",
        address="7420 Franklin Boulevard",
        phone="(916) 555-0138",
        denomination="Pentecostal",
        theme=Theme.red,
        social=("facebook", "instagram"),
        about="""
            Iglesia Vida Nueva is a Spanish-speaking Pentecostal church in south Sacramento with
            a bilingual youth ministry. Our services are full of music and prayer, and our people
            come from Mexico, El Salvador, Guatemala and right here in California. Bilingual
            speakers and worship leaders are very welcome, especially for our youth conference in
            July.
        """,
    ),
    SeedChurch(
        "Cedar Creek Church of Christ",
        "Don Whitley",
        "Tulsa, OK",
        "America/Chicago",
        address="8515 South Yale Avenue",
        phone="(918) 555-0121",
        denomination="Church of Christ",
        theme=Theme.green,
        social=("facebook",),
        about="""
            Cedar Creek is a Church of Christ congregation in south Tulsa. We sing a cappella,
            share the Lord's Supper every Sunday and study the Bible together on Wednesday nights.
            We invite speakers for our fall gospel meeting and our summer ladies' day, and song
            leaders for area-wide singings.
        """,
    ),
    SeedChurch(
        "Trinity Episcopal Church",
        "Margaret Ashby",
        "Providence, RI",
        "America/New_York",
        address="139 Mathewson Street",
        phone="(401) 555-0117",
        denomination="Episcopal",
        theme=Theme.purple,
        about="""
            Trinity is an Episcopal parish in downtown Providence with a choir of children and
            adults, a long history of outreach to its neighbours and a congregation that loves a
            good question. We host a Lenten speaker series, a summer music series in the
            courtyard and the occasional guest preacher.
        """,
    ),
    SeedChurch(
        "Cornerstone Evangelical Free Church",
        "Greg Malone",
        "Boise, ID",
        "America/Denver",
        premium_months=6,
        address="5255 West Overland Road",
        phone="(208) 555-0182",
        denomination="Evangelical Free",
        theme=Theme.green,
        social=("facebook", "instagram", "youtube"),
        about="""
            Cornerstone is an Evangelical Free church in southwest Boise with a heart for families
            and for the many people moving to the Treasure Valley. We meet in two Sunday services
            and dozens of home groups. Our men's retreat, women's conference and summer worship
            night bring in guests from around the Northwest.
        """,
    ),
]

AVAILABILITY = {
    Role.speaker: [
        "Weekends year-round; weekday evenings within driving distance.",
        "Booking spring and fall dates now; summers are kept for family.",
        "Sundays and midweek services with at least two months' notice.",
        "Most weekends except December. Multi-day events by arrangement.",
        "Friday to Sunday, booking about six months out.",
        "Conferences and retreats any time; Sunday pulpit supply within a day's drive.",
        "Open dates on request; I keep one weekend a month at my home church.",
    ],
    Role.musician: [
        "Sunday mornings and evening events; weddings on Saturdays.",
        "Weekends, with a month's notice for anything over two hours' drive.",
        "Most Sundays; Christmas and Easter book up by September.",
        "Evenings and weekends. Happy to rehearse with your team the night before.",
        "Available for services, concerts and workshops; please ask about dates.",
        "Fridays and Saturdays for concerts, Sundays for worship services.",
    ],
}
ID_LETTERS = string.ascii_letters + string.digits + "-_"
SOCIAL_HOSTS = {
    "facebook": "https://facebook.example.com/",
    "instagram": "https://instagram.example.com/",
    "twitter": "https://x.example.com/",
    "youtube": "https://video.example.com/@",
}


def _talent_in(talent: SeedTalent, rng: random.Random) -> TalentProfileIn:
    """What the person typed into the profile editor."""
    name = slug(talent.display_name or talent.full_name)
    clip = "".join(rng.choice(ID_LETTERS) for _ in range(11))
    video = f"https://video.example.com/watch?v={clip}"
    if talent.role == Role.speaker:
        audio = f"https://podcasts.example.net/{name}"
    else:
        audio = f"https://audio.example.net/{name}/{rng.choice(['live', 'sessions', 'demo'])}"
    website = rng.choice(
        [f"https://{name.replace('-', '')}.example.org", f"https://example.org/{name}"]
    )
    # Everyone has one link at least; Pro members keep a complete profile.
    shown = (True, True, True) if talent.pro else (True, rng.random() < 0.5, rng.random() < 0.7)
    if talent.role == Role.musician and not talent.pro:
        shown = (rng.random() < 0.7, True, rng.random() < 0.6)
    low, high = talent.fee or (None, None)
    return TalentProfileIn(
        full_name=talent.full_name,
        city=talent.city,
        state=talent.state,
        display_name=talent.display_name,
        headline=talent.headline,
        bio=prose(talent.bio),
        travel_radius_miles=talent.travel,
        topics=list(talent.topics),
        instruments=list(talent.instruments),
        genres=list(talent.genres),
        skills=list(talent.skills),
        denomination=talent.denomination,
        worship_style=talent.worship_style,
        fee_min=low,
        fee_max=high,
        love_offering=talent.love_offering,
        video_url=video if shown[0] else None,
        audio_url=audio if shown[1] else None,
        website_url=website if shown[2] else None,
        availability=talent.availability or rng.choice(AVAILABILITY[talent.role]),
    )


def _church_in(church: SeedChurch) -> ChurchIn:
    """What the church's admin typed into the church settings."""
    name = slug(church.church_name).replace("-", "")
    colour = church.colour or THEME_COLOURS[church.theme][0]
    links = {f"{network}_url": f"{SOCIAL_HOSTS[network]}{name}" for network in church.social}
    return ChurchIn.model_validate(
        {
            "church_name": church.church_name,
            "contact_name": church.admin,
            "contact_email": f"office@{name}.example.org",
            "phone": church.phone,
            "primary_address": church.address,
            "city": church.city,
            "state": church.state,
            "timezone": church.timezone,
            "website": f"https://www.{name}.example.org",
            "denomination": church.denomination,
            "about": prose(church.about),
            "theme": church.theme if church.colour is None else Theme.blue,
            "primary_color": colour,
            **links,
        }
    )


class _Seeder:
    """Adds the accounts that are missing, each the way a person would have made it."""

    # The seed acts as each account outside any signed-in session.
    NO_SESSION = uuid.UUID(int=0)

    def __init__(self, session: AsyncSession, now: datetime) -> None:
        self.session = session
        self.now = now
        self._password_hash: str | None = None

    async def password_hash(self) -> str:
        """One argon2 hash for every seeded account (hashing is slow on purpose)."""
        if self._password_hash is None:
            self._password_hash = await hash_password(DEMO_PASSWORD)
        return self._password_hash

    async def account(self, email: str, role: Role, full_name: str) -> User:
        """A signed-up account that confirmed its email, joined some time ago; not onboarded."""
        rng = random.Random(f"steeple-seed:{email}")  # noqa: S311 (sample data, not secrets)
        joined = self.now - timedelta(days=rng.randint(60, 900), minutes=rng.randint(0, 1440))
        user = User(
            email=email,
            password_hash=await self.password_hash(),
            role=role,
            full_name=full_name,
            created_at=joined,
            email_confirmed_at=joined + timedelta(minutes=rng.randint(2, 300)),
        )
        self.session.add(user)
        await self.session.flush()
        return user

    async def talent(self, talent: SeedTalent) -> None:
        user = await self.account(talent.login, talent.role, talent.full_name)
        basics = OnboardingIn(
            full_name=talent.full_name,
            city=talent.city,
            state=talent.state,
            topics=list(talent.topics),
            instruments=list(talent.instruments),
            genres=list(talent.genres),
        )
        await users.complete_onboarding(self.session, user, basics)
        rng = random.Random(f"steeple-seed:profile:{talent.login}")  # noqa: S311
        await profiles.update_talent(self.session, user, _talent_in(talent, rng))
        if talent.pro:
            owner = Owner(PlanRole(talent.role), user_id=user.id)
            await self.subscription(user, owner, talent.full_name, f"{talent.role}_monthly")

    async def church(self, church: SeedChurch) -> None:
        admin = await self.account(church.login, Role.church, church.admin)
        admin.church_name = church.church_name  # as given at sign-up
        basics = OnboardingIn(full_name=church.admin, city=church.city, state=church.state)
        await users.complete_onboarding(self.session, admin, basics)
        membership = await churches.membership_of(self.session, admin.id)
        assert membership is not None
        actor = Actor(user=admin, session_id=self.NO_SESSION, membership=membership)
        await churches.update_church(self.session, actor, membership.church_id, _church_in(church))
        row = await self.session.get(Church, membership.church_id)
        assert row is not None
        row.created_at = admin.created_at
        if church.premium_months is not None:
            owner = Owner(PlanRole.church, church_id=row.id)
            await self.subscription(
                admin, owner, church.church_name, "church_monthly", church.premium_months
            )

    async def member(self, account: DemoAccount, church: Church) -> None:
        """A team member who joined the church (as an invitation would add them)."""
        assert account.church_role is not None
        user = await self.account(account.email, Role.church, account.full_name)
        await churches.add_member(self.session, church, user, account.church_role)
        basics = OnboardingIn(full_name=account.full_name, city=church.city, state=church.state)
        await users.complete_onboarding(self.session, user, basics)

    async def subscription(
        self, buyer: User, owner: Owner, name: str, plan_key: str, months: int | None = None
    ) -> None:
        """A plan bought through the test provider `months` (otherwise some) whole months ago,
        after `buyer` joined, and renewed every period since; the provider's renewal beat renews
        it from here on, so it does not lapse while the app runs."""
        if months is None:
            rng = random.Random(f"steeple-seed:plan:{buyer.email}")  # noqa: S311
            joined_months = max(1, (self.now - buyer.created_at).days // 30 - 1)
            months = rng.randint(1, min(8, joined_months))
        started = self.now - timedelta(days=30 * months)
        await seed_plan(self.session, owner, buyer, name, plan_key, started, self.now)


def seeded_emails() -> list[str]:
    """Every account the seed makes, demo accounts included."""
    return [
        *(talent.login for talent in (*SPEAKERS, *MUSICIANS)),
        *(church.login for church in CHURCHES),
        DEMO_MEMBER.email,
        DEMO_LEADER.email,
        STAFF_ACCOUNT.email,
        people_email(SPAMMER_NAME),
    ]


async def seed_marketplace(session: AsyncSession, now: datetime) -> list[DemoAccount]:
    """Adds every seeded account that does not exist yet; returns the demo accounts it added."""
    existing = set(await session.scalars(select(User.email).where(User.email.in_(seeded_emails()))))
    seeder = _Seeder(session, now)
    for church in CHURCHES:
        if church.login not in existing:
            await seeder.church(church)
    for talent in (*SPEAKERS, *MUSICIANS):
        if talent.login not in existing:
            await seeder.talent(talent)
    demo_church = await _church_of(session, DEMO_ACCOUNTS[2].email)
    if demo_church is not None:  # its admin may have left it since
        for account in (DEMO_MEMBER, DEMO_LEADER):
            if account.email not in existing:
                await seeder.member(account, demo_church)
    await seed_languages(session, set(seeded_emails()) - existing)
    churches_with_admins = await _churches_with_admins(session)
    if DEMO_CHURCH in churches_with_admins:
        await seed_team(session, now, *churches_with_admins[DEMO_CHURCH])
    talent_accounts = await _talent_accounts(session)
    await seed_hiring(
        session, now, churches_with_admins, talent_accounts, keeps_postings=DEMO_CHURCH
    )
    demo_member = await session.scalar(select(User).where(User.email == DEMO_MEMBER.email))
    await seed_messages(session, now, churches_with_admins, talent_accounts, demo_member)
    await seed_analytics(
        session,
        now,
        churches_with_admins,
        talent_accounts,
        DEMO_CHURCH,
        [a.full_name for a in DEMO_ACCOUNTS[:2]],
    )
    await seed_reviews(session, now)
    await seed_moderation(
        session,
        now,
        STAFF_ACCOUNT.email,
        STAFF_ACCOUNT.full_name,
        people_email(SPAMMER_NAME),
        await seeder.password_hash(),
    )
    return [account for account in PRINTED_ACCOUNTS if account.email not in existing]


async def _churches_with_admins(session: AsyncSession) -> dict[str, tuple[Church, User]]:
    """Each seeded church whose admin still runs it, and that admin, by the seed's church name."""
    names = {church.login: church.church_name for church in CHURCHES}
    rows = await session.execute(
        select(User, Church)
        .join(ChurchMember, ChurchMember.user_id == User.id)
        .join(Church, Church.id == ChurchMember.church_id)
        .where(User.email.in_(names), ChurchMember.role == MemberRole.admin)
    )
    return {names[admin.email]: (church, admin) for admin, church in rows}


async def _talent_accounts(session: AsyncSession) -> dict[str, User]:
    """The seeded speakers' and musicians' accounts, by full name."""
    names = {talent.login: talent.full_name for talent in (*SPEAKERS, *MUSICIANS)}
    rows = await session.scalars(select(User).where(User.email.in_(names)))
    return {names[user.email]: user for user in rows}


async def _church_of(session: AsyncSession, admin_email: str) -> Church | None:
    admin = await session.scalar(select(User).where(User.email == admin_email))
    membership = await churches.membership_of(session, admin.id) if admin else None
    return await session.get(Church, membership.church_id) if membership else None


async def run_seed(
    sessionmaker: async_sessionmaker[AsyncSession], *, now: datetime | None = None
) -> list[DemoAccount]:
    """The whole demo marketplace in one transaction; returns the demo accounts it created."""
    async with unit_of_work(sessionmaker) as session:
        return await seed_marketplace(session, now or utcnow())


# Benchmark profiles: realistic, varied, reproducible (a fixed random seed).
FIRST_NAMES = [
    "James",
    "Mary",
    "John",
    "Patricia",
    "Robert",
    "Jennifer",
    "Michael",
    "Linda",
    "David",
    "Elizabeth",
    "William",
    "Barbara",
    "Richard",
    "Susan",
    "Joseph",
    "Jessica",
    "Thomas",
    "Sarah",
    "Charles",
    "Karen",
    "Daniel",
    "Nancy",
    "Matthew",
    "Lisa",
    "Anthony",
    "Betty",
    "Mark",
    "Sandra",
    "Paul",
    "Ashley",
    "Steven",
    "Kimberly",
    "Andrew",
    "Donna",
    "Joshua",
    "Emily",
    "Kenneth",
    "Michelle",
    "Kevin",
    "Carol",
    "Brian",
    "Amanda",
    "Timothy",
    "Melissa",
    "Ronald",
    "Deborah",
    "Naomi",
    "Ruth",
    "Esther",
    "Miriam",
    "Caleb",
    "Eli",
    "Josiah",
    "Lydia",
    "Priscilla",
    "Silas",
]
LAST_NAMES = [
    "Smith",
    "Johnson",
    "Williams",
    "Brown",
    "Jones",
    "Garcia",
    "Miller",
    "Davis",
    "Rodriguez",
    "Martinez",
    "Hernandez",
    "Lopez",
    "Gonzalez",
    "Wilson",
    "Anderson",
    "Thomas",
    "Taylor",
    "Moore",
    "Jackson",
    "Martin",
    "Lee",
    "Perez",
    "Thompson",
    "White",
    "Harris",
    "Sanchez",
    "Clark",
    "Ramirez",
    "Lewis",
    "Robinson",
    "Walker",
    "Young",
    "Allen",
    "King",
    "Wright",
    "Scott",
    "Torres",
    "Nguyen",
    "Hill",
    "Flores",
    "Green",
    "Adams",
    "Nelson",
    "Baker",
    "Hall",
    "Rivera",
    "Campbell",
    "Mitchell",
    "Carter",
    "Roberts",
    "Okafor",
    "Mensah",
    "Kowalski",
]
TOPICS = [
    "Youth",
    "Leadership",
    "Marriage",
    "Missions",
    "Prayer",
    "Evangelism",
    "Discipleship",
    "Worship",
    "Family",
    "Grief",
    "Hope",
    "Stewardship",
    "Apologetics",
    "Revival",
    "Healing",
    "Men's ministry",
    "Women's ministry",
    "Parenting",
    "Forgiveness",
    "Holy Spirit",
]
SKILLS = [
    "Preaching",
    "Teaching",
    "Workshops",
    "Storytelling",
    "Retreats",
    "Conferences",
    "Panels",
    "Bible study",
    "Coaching",
    "Arranging",
    "Choir direction",
    "Songwriting",
    "Production",
]
INSTRUMENTS = [
    "Piano",
    "Vocals",
    "Guitar",
    "Bass",
    "Drums",
    "Organ",
    "Violin",
    "Cello",
    "Saxophone",
    "Trumpet",
    "Keys",
    "Acoustic guitar",
    "Harp",
    "Flute",
]
GENRES = [
    "Gospel",
    "Contemporary",
    "Hymns",
    "Choral",
    "Worship",
    "Bluegrass",
    "Jazz",
    "Southern gospel",
    "Hip hop",
    "Classical",
    "Folk",
    "Acoustic",
]
DENOMINATIONS = [
    "Baptist",
    "Methodist",
    "Pentecostal",
    "Catholic",
    "Lutheran",
    "Presbyterian",
    "Non-denominational",
    "Anglican",
    "Assemblies of God",
    "Church of Christ",
]
STYLES = ["Contemporary", "Traditional", "Blended", "Liturgical", "Charismatic"]
PLACES = [
    ("Cincinnati", "OH"),
    ("Columbus", "OH"),
    ("Dayton", "OH"),
    ("Louisville", "KY"),
    ("Indianapolis", "IN"),
    ("Nashville", "TN"),
    ("Atlanta", "GA"),
    ("Dallas", "TX"),
    ("Austin", "TX"),
    ("Chicago", "IL"),
    ("Detroit", "MI"),
    ("Charlotte", "NC"),
    ("Birmingham", "AL"),
    ("Memphis", "TN"),
    ("St. Louis", "MO"),
    ("Pittsburgh", "PA"),
]


async def seed_profiles(session: AsyncSession, count: int, *, rng_seed: int = 7) -> int:
    """Adds `count` listed speakers and musicians for benchmarks (bulk inserts of 2,000)."""
    rng = random.Random(rng_seed + count)  # noqa: S311 (sample data, not secrets)
    existing = await session.scalar(
        select(func.count()).select_from(User).where(User.email.like("bench-%"))
    )
    password_hash = await hash_password(DEMO_PASSWORD)  # one hash: nobody signs in as these
    now = utcnow()
    users: list[dict[str, object]] = []
    preferences: list[dict[str, object]] = []  # the spec's defaults, filled in by the insert
    profiles: list[dict[str, object]] = []
    pro_plans: list[dict[str, object]] = []
    for index in range(existing or 0, (existing or 0) + count):
        musician = rng.random() < 0.4
        city, state = rng.choice(PLACES)
        user = User(
            id=uuid.UUID(int=rng.getrandbits(128), version=4),
            email=f"bench-{index}@profiles.steeple.test",
            password_hash=password_hash,
            role=Role.musician if musician else Role.speaker,
            full_name=f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}",
            city=city,
            state=state,
            needs_onboarding=False,
            is_staff=False,
            email_confirmed_at=now,
            created_at=now,
            updated_at=now,
        )
        profile = TalentProfile(
            user_id=user.id,
            topics=[] if musician else rng.sample(TOPICS, rng.randint(1, 4)),
            instruments=rng.sample(INSTRUMENTS, rng.randint(1, 3)) if musician else [],
            genres=rng.sample(GENRES, rng.randint(1, 3)) if musician else [],
            skills=rng.sample(SKILLS, rng.randint(0, 3)),
            denomination=rng.choice(DENOMINATIONS),
            worship_style=rng.choice(STYLES),
            love_offering=rng.random() < 0.3,
            created_at=now,
            updated_at=now,
            is_pro=rng.random() < 0.1,
        )
        refresh_search_fields(profile, user)
        users.append(_columns(user))
        preferences.append({"user_id": user.id})
        profiles.append(_columns(profile))
        if profile.is_pro:
            plan = Subscription(
                id=uuid.UUID(int=rng.getrandbits(128), version=4),
                user_id=user.id,
                church_id=None,
                plan_key=f"{user.role}_monthly",
                status=SubscriptionStatus.active,
                current_period_end=None,
                cancel_at_period_end=False,
                provider_customer_id=None,
                provider_subscription_id=None,
                created_at=now,
                updated_at=now,
            )
            pro_plans.append(_columns(plan))
        if len(users) == 2000:
            await _insert(session, users, preferences, profiles, pro_plans)
    await _insert(session, users, preferences, profiles, pro_plans)
    return count


def _columns(row: User | TalentProfile | Subscription) -> dict[str, object]:
    mapper: Mapper[object] = inspect(type(row))
    return {attr.key: getattr(row, attr.key) for attr in mapper.column_attrs}


async def _insert(session: AsyncSession, *batches: list[dict[str, object]]) -> None:
    """Bulk inserts, in the order given (users before what refers to them), then empties them."""
    models = (User, UserSettings, TalentProfile, Subscription)
    for model, rows in zip(models, batches, strict=True):
        if rows:
            await session.execute(insert(model), rows)
            rows.clear()
