"""Demo reviews on the seeded hires whose event is past (seed_hiring): most with both sides
written and so shown, some with the reviewed party's reply; some where only the church wrote,
shown once the 30 days closed; and one where only the speaker has written, so the demo church
(church@demo.steeple.app) can write its own and see both appear.
Times are days after the event's start, as the service would have left them. Idempotent: a hire
that has any review is left alone."""

from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications.models import Application, ApplicationStatus
from steeple.applications.notices import church_team
from steeple.opportunities.models import Opportunity
from steeple.reviews.models import Review, Side
from steeple.reviews.service import WINDOW, recount
from steeple.users.models import User


@dataclass(frozen=True)
class Written:
    rating: int
    text: str
    days: float  # after the event's start


@dataclass(frozen=True)
class SeedReviews:
    talent: str  # the hired speaker's or musician's login
    opportunity: str  # its title
    by_church: Written | None
    by_talent: Written | None
    # The reviewed party's reply to the other side's review: to the church's review (the talent
    # replies) or to the talent's (the church replies).
    reply_to: Side | None = None
    reply: str = ""
    reply_days: float = 0


REVIEWS = (
    SeedReviews(
        "speaker@demo.steeple.app",
        "Student Night: Ask Anything",
        Written(
            5,
            "Our students are still talking about Thursday night. He took every question, even "
            "the hard ones about doubt, and answered from Scripture with patience and humour. "
            "Prepared, on time and easy to work with.",
            2,
        ),
        Written(
            5,
            "Harbor Light's youth team thought of everything: a clear brief, a sound check, "
            "dinner with the leaders beforehand. A room full of honest questions.",
            3,
        ),
        reply_to=Side.church,
        reply="Thank you, Harbor Light. Your students asked better questions than most "
        "seminary classes. I would love to come back.",
        reply_days=4,
    ),
    SeedReviews(
        "keisha.monroe@people.steeple.test",
        "Homecoming Sunday",
        Written(
            5,
            "Keisha led worship for Homecoming with real warmth; the old hymns and the new songs "
            "sat together beautifully, and she rehearsed with our choir twice.",
            1,
        ),
        Written(
            4,
            "A welcoming church with a choir that sings its heart out. The sound desk needed a "
            "little more time, but the team was gracious and well organised.",
            2,
        ),
        reply_to=Side.talent,
        reply="Thank you, Keisha. We have booked extra sound-check time for next year already.",
        reply_days=3,
    ),
    SeedReviews(
        "reggie.lawson@people.steeple.test",
        "Men's Day Service",
        Written(
            5,
            "A sermon our men needed: plain, biblical and practical. Several asked for the notes.",
            2,
        ),
        Written(4, "Bethel's men's ministry made me feel at home from the first handshake.", 3),
    ),
    SeedReviews(
        "wes.harlan@people.steeple.test",
        "Gospel Singing on the Grounds",
        Written(
            4,
            "Great bluegrass gospel set and lovely with the older folks; started a little late.",
            1,
        ),
        Written(5, "Dinner on the grounds and a crowd that sang along with every chorus.", 1),
    ),
    SeedReviews(
        "gloria.jenkins@people.steeple.test",
        "Gospel Singing on the Grounds",
        Written(
            5,
            "Gloria played the Baptist Hymnal in every key we called and followed our choir "
            "around one more time, twice. The whole lawn sang with her.",
            2,
        ),
        Written(
            5,
            "Riverside fed us, seated us in the shade and sang back every line. Thomas Greer "
            "had everything ready when we pulled in.",
            3,
        ),
    ),
    SeedReviews(
        "grace.adeyemi@people.steeple.test",
        "Missions Conference: To Every Nation",
        Written(
            5,
            "Grace called us to pray for the nations and then showed us how, one living "
            "room at a time. Three new prayer groups started the following week.",
            1,
        ),
        Written(
            4,
            "A generous, well-run conference with real hunger for missions. The schedule ran "
            "late on Saturday, so the last session was rushed.",
            2,
        ),
    ),
    SeedReviews(
        "maria.esperanza.cruz@people.steeple.test",
        "Missions Conference: To Every Nation",
        Written(
            5,
            "Maria's workshop on training local leaders moved our missions team from "
            "projects to partners. She led it in Spanish and English without missing a beat.",
            2,
        ),
        Written(
            5,
            "New Hope's missions team thought of everything, down to an interpreter for the "
            "Sunday service and a room to rest between sessions.",
            4,
        ),
        reply_to=Side.church,
        reply="Gracias, New Hope. The churches of the Caribbean already feel your prayers.",
        reply_days=5,
    ),
    SeedReviews(
        "catherine.ellis@people.steeple.test",
        "Pulpit Supply Sunday",
        Written(
            5,
            "Dr. Ellis preached the lectionary with a historian's depth and a pastor's warmth, "
            "and fitted both services to the minute.",
            1,
        ),
        Written(
            4,
            "A kind congregation and a well-prepared worship team. The notes on the readings "
            "from the pastor were a real help.",
            2,
        ),
    ),
    SeedReviews(
        "andrew.macleod@people.steeple.test",
        "Newcomers' Sunday",
        Written(
            3,
            "Sound teaching on memorising Scripture, but it ran well past the twenty-five "
            "minutes and lost some of the children. Friendly and easy to work with.",
            4,
        ),
        None,
        reply_to=Side.church,
        reply="Fair, and thank you for saying so. That message now fits its twenty-five minutes.",
        reply_days=32,
    ),
    SeedReviews(
        "angela.whitfield@people.steeple.test",
        "Church Anniversary Sunday",
        Written(
            5,
            "Sister Whitfield preached Psalm 126 to a church that has sown in tears, and we "
            "reaped in joy that morning. Our mothers of the church still quote her.",
            3,
        ),
        None,
    ),
    SeedReviews(
        "darnell.price@people.steeple.test",
        "Church Anniversary Sunday",
        Written(
            5,
            "Brother Price played our Hammond like he had known it for years and carried the "
            "mass choir from the processional to the benediction.",
            2,
        ),
        Written(
            5,
            "Bethel knows how to celebrate: a full sanctuary, a choir that rehearsed hard and "
            "dinner that nobody wanted to leave.",
            2,
        ),
        reply_to=Side.talent,
        reply="Come back any year, Brother Price. The choir is still talking about that close.",
        reply_days=4,
    ),
    SeedReviews(
        "keisha.monroe@people.steeple.test",
        "Couples' Retreat: Still Choosing Each Other",
        Written(
            5,
            "Keisha and Andre were funny, honest and practical. Couples are still doing the "
            "homework months later, and two asked our pastor for counselling.",
            2,
        ),
        Written(
            3,
            "Lovely couples and a beautiful camp, but the session rooms were double-booked "
            "and we lost an hour on Saturday. The retreat team apologised graciously.",
            3,
        ),
        reply_to=Side.talent,
        reply="You are right, and we are sorry. The camp booking is in one person's hands now.",
        reply_days=5,
    ),
    SeedReviews(
        "marcus.bell@people.steeple.test",
        "Leadership Day for Officers and Stewards",
        Written(
            4,
            "Practical workshops our stewards used at their next meeting. The keynote leaned "
            "on business examples more than some of our older officers liked.",
            3,
        ),
        None,
    ),
    SeedReviews(
        "speaker@demo.steeple.app",
        "Youth Lock-In: Rooted",
        Written(
            4,
            "James held a room of tired teenagers at 1 am, which is a gift. The second talk "
            "ran a little long, but the students stayed with him.",
            1,
        ),
        Written(
            5,
            "Riverside's leaders stayed up all night with their students and had breakfast "
            "on by 6. A well-run lock-in with clear rules and plenty of pizza.",
            2,
        ),
    ),
    SeedReviews(
        "speaker@demo.steeple.app",
        "Youth Kickoff Night: All In",
        Written(
            5,
            "A clear, simple call to follow Jesus that parents and students both heard. Our "
            "leaders had follow-up conversations for weeks.",
            2,
        ),
        Written(
            4,
            "A great crowd and a student band that worked hard. The sound check was squeezed "
            "by the cookout set-up, but Brett's team made it work.",
            3,
        ),
        reply_to=Side.church,
        reply="Thank you, Cornerstone. Praying for every student who came forward that night.",
        reply_days=4,
    ),
    SeedReviews(
        "musician@demo.steeple.app",
        "Youth Kickoff Night: All In",
        Written(
            5,
            "Naomi rehearsed patiently with our student band and had them leading with "
            "confidence by Sunday. Families sang together all evening.",
            2,
        ),
        Written(
            5,
            "A student band that listened and a church that gave them room to lead. Brett "
            "sent charts a week early, which made the rehearsal easy.",
            2,
        ),
    ),
    SeedReviews(
        "catherine.ellis@people.steeple.test",
        "Church Council Retreat: Faithful in Upheaval",
        Written(
            5,
            "Dr. Ellis gave our council the long view we needed. Her session on the early "
            "church in hard times changed how we plan.",
            2,
        ),
        Written(
            3,
            "A thoughtful council, but the schedule changed the night before and the "
            "discussion time was cut in half. The retreat centre was lovely.",
            4,
        ),
        reply_to=Side.talent,
        reply="Thank you for your patience with us. Next year's plan will be settled early.",
        reply_days=6,
    ),
    SeedReviews(
        "sarah.beth.tidwell@people.steeple.test",
        "Worship Night: Low Lights",
        Written(
            3,
            "Beautiful songs and a gentle presence, but too many were new to the room for a "
            "night built on singing together.",
            3,
        ),
        None,
    ),
    SeedReviews(
        "musician@demo.steeple.app",
        "Women's Conference: Unshaken",
        Written(
            4,
            "Naomi led a bilingual room with joy and followed our speakers into prayer "
            "beautifully. The Spanish choruses took a set to find their feet.",
            1,
        ),
        Written(
            5,
            "The women of New Hope pray like they mean it. Clear charts, a great band and "
            "hospitality from the moment I landed in San Antonio.",
            2,
        ),
        reply_to=Side.church,
        reply="Thank you, New Hope. I practised those Spanish choruses all the way home.",
        reply_days=3,
    ),
    SeedReviews(
        "evelyn.brooks@people.steeple.test",
        "Heritage Sunday: Songs and Stories of the Faith",
        Written(
            5,
            "Dr. Brooks told our city's story honestly and preached Ephesians 2 with power. "
            "Her talk with the history group was standing room only.",
            2,
        ),
        None,
    ),
    SeedReviews(
        "gloria.jenkins@people.steeple.test",
        "Heritage Sunday: Songs and Stories of the Faith",
        Written(
            5,
            "Our choir learned three spirituals by ear in one morning and sang them as if "
            "they had always known them.",
            1,
        ),
        Written(
            5,
            "First Methodist's choir came ready to learn, and the congregation sang the last "
            "spiritual with us without being asked.",
            3,
        ),
    ),
    # The speaker has written; the demo church has not yet (its window is open).
    SeedReviews(
        "tim.kowalczyk@people.steeple.test",
        "Men's Breakfast: Faith at Work",
        None,
        Written(
            5,
            "Grace Community ran a tight, friendly morning: coffee on, a clear brief, and men "
            "who stayed afterwards to keep talking.",
            2,
        ),
    ),
)


async def seed_reviews(session: AsyncSession, now: datetime) -> None:
    for seed in REVIEWS:
        found = (
            await session.execute(
                select(Application, Opportunity)
                .join(Opportunity, Opportunity.id == Application.opportunity_id)
                .join(User, User.id == Application.applicant_id)
                .where(
                    User.email == seed.talent,
                    Opportunity.title == seed.opportunity,
                    Application.status == ApplicationStatus.hire_confirmed,
                    Opportunity.starts_at < now,
                )
            )
        ).first()
        if found is None:  # its account or hire was changed since
            continue
        application, opportunity = found
        if await session.scalar(select(Review.id).where(Review.application_id == application.id)):
            continue
        await _review(session, seed, application, opportunity, now)


async def _review(
    session: AsyncSession,
    seed: SeedReviews,
    application: Application,
    opportunity: Opportunity,
    now: datetime,
) -> None:
    team = await church_team(session, application.church_id)
    church_author = team[0].id if team else None
    closes_at = opportunity.starts_at + WINDOW
    reviews = []
    for side, written in ((Side.church, seed.by_church), (Side.talent, seed.by_talent)):
        if written is None:
            continue
        at = min(opportunity.starts_at + timedelta(days=written.days), now)
        reviews.append(
            Review(
                application_id=application.id,
                side=side,
                author_id=application.applicant_id if side == Side.talent else church_author,
                talent_id=application.applicant_id,
                church_id=application.church_id,
                rating=written.rating,
                text=written.text,
                closes_at=closes_at,
                created_at=at,
            )
        )
    # Shown once both are written, or (a lone one) once the window has closed.
    released_at = max(r.created_at for r in reviews) if len(reviews) == 2 else None
    if released_at is None and closes_at <= now:
        released_at = closes_at
    for review in reviews:
        review.released_at = released_at
        if released_at is not None and seed.reply_to == review.side:
            review.reply = seed.reply
            review.replied_at = min(opportunity.starts_at + timedelta(days=seed.reply_days), now)
            review.replied_by = (
                application.applicant_id if review.side == Side.church else church_author
            )
        session.add(review)
    await session.flush()
    for review in reviews:
        await recount(session, review)
