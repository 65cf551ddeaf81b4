"""Demo conversations: the demo church (its admin and its volunteer) with speakers and musicians,
some about their applications, and the demo speaker and musician with other churches; some
unread for each demo account, one archived. Real rows, as messaging's service leaves them: numbered
messages, each person's view of the conversation (unread count, archived) and a message
notification for every message (no email is queued for any of it).

Every conversation is found by who started it and its subject: one that exists is left as it is,
so seeding twice adds nothing. Times are days before the seed's `now`, and every conversation
keeps to messaging's rules (a church writes talent it is premium for or who applied to it; talent
writes a church it applied to).
"""

import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications.models import Application
from steeple.churches.models import Church
from steeple.messaging.models import Conversation, ConversationParticipant, Message
from steeple.messaging.people import Person, people
from steeple.messaging.service import notify_message
from steeple.opportunities.models import Opportunity
from steeple.seed_hiring import BETHEL, GRACE, HARBOR_LIGHT, NEW_HOPE, RIVERSIDE, one_line
from steeple.users.models import User


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


def church(days: float, text: str, *, read: bool = True) -> Line:
    return Line(True, days, text, read)


def talent(days: float, text: str, *, read: bool = True) -> Line:
    return Line(False, days, text, read)


CONVERSATIONS = [
    SeedConversation(
        GRACE,
        "Naomi Reyes",
        "Worship Night: Come Thirsty, keys",
        about="Worship Night: Come Thirsty",
        lines=(
            church(
                3.2,
                """Hi Naomi, thank you again for applying to play keys at Worship Night. Our offer
                is in your notifications, with the honorarium and load-in details. Would a
                rehearsal on the Thursday before work for you?""",
            ),
            talent(
                2.9,
                """Thank you, Rebecca! Thursday works. Could you send the set list and keys? I like
                to chart everything ahead of time.""",
            ),
            church(
                0.3,
                """Of course. So far: Build My Life (B), Goodness of God (A), Way Maker (E) and
                Great Are You Lord (G). Rehearsal is at 6:30 pm in the sanctuary; park by the east
                doors and we will have coffee on.""",
                read=False,
            ),
        ),
    ),
    SeedConversation(
        GRACE,
        "James Carter",
        "Youth Revival Weekend: a few questions",
        about="Youth Revival Weekend: Unashamed",
        lines=(
            church(
                4.1,
                """Hi James, our youth team read your application and loved your heart for
                students. Before we decide: how do you usually handle the response time at the end
                of a message? Our students range from sixth grade to seniors.""",
            ),
            talent(
                3.8,
                """Thanks for asking! I keep the invitation simple and unhurried, and I ask your
                leaders to be down front so no student prays alone. With middle schoolers I keep
                it shorter and very concrete. Happy to send a recording from a recent camp.""",
            ),
            church(
                1.5,
                """That is exactly what we hoped to hear. Would you be open to a short video call
                with our youth pastor, Mark, next week? Tuesday or Wednesday afternoon works for
                him.""",
                read=False,
            ),
        ),
    ),
    SeedConversation(
        GRACE,
        "Kofi Boateng",
        "Drum kit for Worship Night",
        about="Worship Night: Come Thirsty",
        lines=(
            talent(
                0.8,
                """Hi! Kofi here: I applied for drums for Worship Night and the revival. Quick
                question: is there a kit in the sanctuary, or should I bring mine? If I bring it I
                need about 30 minutes to set up, plus a spot for my djembe.""",
                read=False,
            ),
        ),
    ),
    SeedConversation(
        GRACE,
        "Sarah Beth Tidwell",
        "Worship Night: welcome aboard",
        about="Worship Night: Come Thirsty",
        lines=(
            church(
                6.0,
                """Sarah Beth, we are so glad you accepted! I will be your contact for the night.
                Our sound tech, Luis, will email you the input list this week.""",
            ),
            talent(
                5.7,
                """I'm thrilled to be coming! I'll bring my own in-ear pack. Is there a green room
                where the team can pray before we start?""",
            ),
            church(
                5.5,
                """Yes: the choir room behind the stage is yours from 5 pm, and dinner will be
                waiting there.""",
            ),
            talent(
                0.15,
                """One more thing: could we leave room for a few minutes of spontaneous worship
                after the third song? I'll keep it under five minutes.""",
                read=False,
            ),
        ),
    ),
    SeedConversation(
        GRACE,
        "Tim Kowalczyk",
        "Thank you from Grace",
        about="Men's Breakfast: Faith at Work",
        archived_by_church=True,
        lines=(
            church(
                12.0,
                """Tim, thank you for Saturday. Several of our men have asked for your notes on
                the "Monday Sabbath" idea, and one of them has already started a Tuesday lunch
                group at his shop.""",
            ),
            talent(
                11.5,
                """That made my week. The notes are on my website under Resources; tell him I'd
                love to hear how the lunches go. It was an honour to be with your men.""",
            ),
        ),
    ),
    SeedConversation(
        GRACE,
        "Gloria Jenkins",
        "Community Hymn Sing: would you play for us?",
        lines=(
            church(
                9.0,
                """Hello Gloria, we are planning a Community Hymn Sing this winter with several
                neighbouring churches, and your spirituals arrangements keep coming up. Would you
                consider playing piano and leading a couple of songs?""",
            ),
            talent(
                8.6,
                """What a joy to be asked. I'd love to. Send me the date when you have it and I
                will keep an eye out for the posting.""",
            ),
        ),
    ),
    SeedConversation(
        GRACE,
        "Keisha Monroe",
        "Homecoming Sunday: travel and hospitality",
        about="Homecoming Sunday",
        by_member=True,
        lines=(
            church(
                40.0,
                """Hi Pastor Keisha, I'm Daniel, I coordinate hospitality at Grace. Could you send
                me your flight details? I'll pick you up from the airport myself.""",
            ),
            talent(
                39.6,
                """Thank you, Daniel! I land at CVG at 4:10 pm on the Saturday, Delta from
                Charlotte.""",
            ),
            church(
                39.2,
                """Perfect. I'll be at arrivals with a Grace sign, and your room is at the Hampton
                on Montgomery Road.""",
            ),
            talent(
                0.4,
                """Daniel, I keep telling my church about the welcome you all gave me. If Grace
                ever plans a marriage retreat, I would love to come back.""",
                read=False,
            ),
        ),
    ),
    SeedConversation(
        RIVERSIDE,
        "James Carter",
        "Youth Rally: Stand Firm, your offer",
        about="Youth Rally: Stand Firm",
        lines=(
            church(
                1.0,
                """James, we would be honoured to have you speak at Youth Rally. The offer is in
                your notifications. The rally runs from 5 to 8 pm with dinner in between; any
                questions about the schedule, just ask.""",
                read=False,
            ),
        ),
    ),
    SeedConversation(
        HARBOR_LIGHT,
        "James Carter",
        "Student Night: the students' questions",
        about="Student Night: Ask Anything",
        lines=(
            church(
                45.0,
                """Here are the questions our students sent in so far: "Why does God allow
                suffering?", "Is the Bible reliable?" and "How do I know God hears me?".""",
            ),
            talent(
                44.6,
                """These are great questions. I'll take the first two in the talk and leave the
                third for the open mic at the end.""",
            ),
        ),
    ),
    SeedConversation(
        RIVERSIDE,
        "Naomi Reyes",
        "Gospel Singing on the Grounds",
        about="Gospel Singing on the Grounds",
        lines=(
            church(
                30.0,
                """Naomi, thank you for applying to play at the Gospel Singing. We went with a
                pianist who knows our old shape-note hymnals this year, but we would love to have
                you at a future event.""",
            ),
            talent(
                29.5,
                """Thank you for letting me know so kindly. Please keep me in mind!""",
            ),
        ),
    ),
    SeedConversation(
        NEW_HOPE,
        "Naomi Reyes",
        "Noche de Alabanza: would you play keys?",
        lines=(
            church(
                0.6,
                """Hola Naomi, we found your profile and loved your bilingual worship sets. Our
                Noche de Alabanza needs a keyboardist: would you consider applying? We would be
                glad to cover your mileage.""",
                read=False,
            ),
        ),
    ),
    SeedConversation(
        BETHEL,
        "Sarah Beth Tidwell",
        "Women's Day: worship",
        lines=(
            church(
                14.0,
                """Hello Sarah Beth, our Women's Day committee would love you to lead worship next
                spring. Would you share your calendar with us?""",
            ),
        ),
    ),
]


async def seed_messages(
    session: AsyncSession,
    now: datetime,
    churches: Mapping[str, tuple[Church, User]],
    talent_accounts: Mapping[str, User],
    demo_member: User | None,
) -> None:
    """Adds the conversations of CONVERSATIONS not made yet, whose people all still exist.
    `churches`: each seeded church and its admin by name; `talent_accounts`: each seeded speaker
    and musician by full name; `demo_member`: the demo church's volunteer."""
    subjects = [seed.subject for seed in CONVERSATIONS]
    existing = {
        (started_by, subject)
        for started_by, subject in await session.execute(
            select(Conversation.started_by, Conversation.subject).where(
                Conversation.subject.in_(subjects)
            )
        )
    }
    planned: list[tuple[SeedConversation, User, User]] = []
    for seed in CONVERSATIONS:
        found = churches.get(seed.church)
        talent_user = talent_accounts.get(seed.talent)
        church_user = demo_member if seed.by_member else (found[1] if found else None)
        if found is None or talent_user is None or church_user is None:
            continue
        starter = church_user if seed.lines[0].church else talent_user
        if (starter.id, seed.subject) not in existing:
            planned.append((seed, church_user, talent_user))
    if not planned:
        return
    found_people = await people(
        session,
        {
            user.id
            for _seed, church_user, talent_user in planned
            for user in (church_user, talent_user)
        },
    )
    applications = await _applications(session, churches, planned)
    for seed, church_user, talent_user in planned:
        application_id = applications.get((seed.church, seed.about, talent_user.id))
        await _conversation(
            session,
            now,
            seed,
            found_people[church_user.id],
            found_people[talent_user.id],
            application_id,
        )
    await session.flush()


async def _applications(
    session: AsyncSession,
    churches: Mapping[str, tuple[Church, User]],
    planned: list[tuple[SeedConversation, User, User]],
) -> dict[tuple[str, str | None, uuid.UUID], uuid.UUID]:
    """The applications the planned conversations are about, by (church, title, applicant)."""
    names = {churches[seed.church][0].id: seed.church for seed, _c, _t in planned}
    rows = await session.execute(
        select(Opportunity.church_id, Opportunity.title, Application.applicant_id, Application.id)
        .join(Opportunity, Opportunity.id == Application.opportunity_id)
        .where(
            Opportunity.church_id.in_(names),
            Opportunity.title.in_([seed.about for seed, _c, _t in planned if seed.about]),
            Application.applicant_id.in_([talent_user.id for _s, _c, talent_user in planned]),
        )
    )
    return {
        (names[church_id], title, applicant_id): application_id
        for church_id, title, applicant_id, application_id in rows
    }


async def _conversation(
    session: AsyncSession,
    now: datetime,
    seed: SeedConversation,
    church_side: Person,
    talent_side: Person,
    application_id: uuid.UUID | None,
) -> None:
    def at(days: float) -> datetime:
        return now - timedelta(days=days)

    starter = church_side if seed.lines[0].church else talent_side
    last_at = at(seed.lines[-1].days)
    conversation = Conversation(
        id=uuid.uuid4(),
        subject=seed.subject,
        application_id=application_id,
        started_by=starter.id,
        last_seq=len(seed.lines),
        last_message_at=last_at,
        created_at=at(seed.lines[0].days),
    )
    session.add(conversation)
    await session.flush()
    unread = {church_side.id: 0, talent_side.id: 0}
    for seq, line in enumerate(seed.lines, start=1):
        sender, recipient = (
            (church_side, talent_side) if line.church else (talent_side, church_side)
        )
        archived = seed.archived_by_church and recipient is church_side
        text = one_line(line.text)
        message = Message(
            id=uuid.uuid4(),
            conversation_id=conversation.id,
            seq=seq,
            sender_id=sender.id,
            recipient_id=recipient.id,
            body=text,
            is_read=line.read,
            read_at=at(line.days) + timedelta(hours=1) if line.read else None,
            is_archived=archived,
            created_at=at(line.days),
        )
        session.add(message)
        if not line.read and not archived:
            unread[recipient.id] += 1
        notification = await notify_message(
            session, sender, recipient.id, message, seed.subject, application_id
        )
        notification.created_at = message.created_at
        notification.is_read = line.read
    for me, other in ((church_side, talent_side), (talent_side, church_side)):
        session.add(
            ConversationParticipant(
                conversation_id=conversation.id,
                user_id=me.id,
                other_id=other.id,
                archived=seed.archived_by_church and me is church_side,
                visible=True,
                cleared_seq=0,
                unread_count=unread[me.id],
                has_unread=unread[me.id] > 0,
                last_message_at=last_at,
            )
        )
