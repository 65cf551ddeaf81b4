"""Rows for tests, made directly (no HTTP sign-up), and access tokens minted by the auth service.

Every factory takes the session it writes with and flushes; the caller commits.
"""

import itertools
import uuid
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications.models import (
    Application,
    ApplicationStatus,
    Honorarium,
    Offer,
    Travel,
)
from steeple.auth import service as auth
from steeple.auth.tokens import hash_token
from steeple.billing.models import PostingCredit, Subscription, SubscriptionStatus
from steeple.churches import service as churches
from steeple.churches.models import Church, MemberRole
from steeple.config import Settings
from steeple.credentials.models import Credential, CredentialKind, CredentialStatus
from steeple.db import utcnow
from steeple.handoff.models import HandoffFile, HandoffPack, ItemOwner
from steeple.messaging.models import (
    Conversation,
    ConversationParticipant,
    Message,
    MessageAttachment,
)
from steeple.opportunities.models import (
    Compensation,
    EventType,
    Opportunity,
    OpportunityStatus,
    Position,
    PositionRole,
)
from steeple.places import gazetteer
from steeple.private_files import private_dir
from steeple.profiles import service as profiles
from steeple.users.models import User
from steeple.users.roles import Role

# One known hash for every factory user: hashing argon2id per user would slow every test.
PASSWORD = "Shepherd-42"
_PASSWORD_HASH: str | None = None
_numbers = itertools.count(1)


async def _password_hash() -> str:
    global _PASSWORD_HASH
    if _PASSWORD_HASH is None:
        from steeple.auth.passwords import hash_password

        _PASSWORD_HASH = await hash_password(PASSWORD)
    return _PASSWORD_HASH


async def make_user(
    session: AsyncSession,
    *,
    role: Role | None = Role.speaker,
    email: str | None = None,
    full_name: str | None = None,
    verified: bool = True,
    onboarded: bool = True,
    city: str | None = "Dayton",
    state: str | None = "OH",
    is_staff: bool = False,
    now: datetime | None = None,
    topics: tuple[str, ...] = ("Youth",),
    instruments: tuple[str, ...] = ("Piano",),
) -> User:
    """An account; onboarded speakers and musicians also get the basics of a talent profile."""
    number = next(_numbers)
    user = User(
        email=email or f"user{number}@example.org",
        password_hash=await _password_hash(),
        role=role,
        full_name=full_name or f"Test Person {number}",
        city=city,
        state=state,
        needs_onboarding=not onboarded,
        email_confirmed_at=(now or utcnow()) if verified else None,
        is_staff=is_staff,
    )
    # A place the gazetteer knows gets its coordinates, as a saved profile would; the city and
    # state stay as given (some tests give what no form would accept).
    if located := await gazetteer.locate(session, city, state):
        user.latitude, user.longitude = located.latitude, located.longitude
    session.add(user)
    await session.flush()
    if onboarded and role in (Role.speaker, Role.musician):
        await profiles.set_talent_basics(
            session,
            user,
            topics=topics if role == Role.speaker else (),
            instruments=instruments if role == Role.musician else (),
        )
    return user


async def make_church(
    session: AsyncSession, *, name: str = "Grace Fellowship", admin: User | None = None
) -> Church:
    """A church with its admin (a new church account unless `admin` is given)."""
    admin = admin or await make_user(session, role=Role.church)
    dayton = await gazetteer.required_place(session, "Dayton", "OH")
    return await churches.create_church(session, admin, name=name, place=dayton)


async def add_member(
    session: AsyncSession, church: Church, role: MemberRole = MemberRole.member
) -> User:
    user = await make_user(session, role=Role.church)
    await churches.add_member(session, church, user, role)
    return user


async def make_subscription(
    session: AsyncSession,
    *,
    church: Church | None = None,
    user: User | None = None,
    plan_key: str | None = None,
    status: SubscriptionStatus = SubscriptionStatus.active,
    period_end: datetime | None = None,
) -> Subscription:
    key = plan_key or (
        "church_monthly" if church else f"{user.role if user else 'speaker'}_monthly"
    )
    subscription = Subscription(
        church_id=church.id if church else None,
        user_id=user.id if user else None,
        plan_key=key,
        status=status,
        current_period_end=period_end,
        cancel_at_period_end=False,
    )
    session.add(subscription)
    await session.flush()
    return subscription


async def add_posting_credits(
    session: AsyncSession, church: Church, quantity: int, expires_at: datetime
) -> PostingCredit:
    credit = PostingCredit(church_id=church.id, quantity=quantity, used=0, expires_at=expires_at)
    session.add(credit)
    await session.flush()
    return credit


async def make_opportunity(
    session: AsyncSession,
    church: Church,
    now: datetime,
    *,
    title: str = "Spring Revival",
    status: OpportunityStatus = OpportunityStatus.open,
    starts_in: timedelta = timedelta(days=30),
    positions: tuple[tuple[str, PositionRole, int], ...] = (
        ("Guest speaker", PositionRole.speaker, 1),
        ("Keyboardist", PositionRole.musician, 1),
    ),
    featured_until: datetime | None = None,
    published_at: datetime | None = None,
) -> Opportunity:
    """An opportunity of `church` (open and published `now` unless told), in Eastern time."""
    starts_at = now + starts_in
    opportunity = Opportunity(
        church_id=church.id,
        title=title,
        event_type=EventType.revival,
        description="Three nights of worship and preaching.",
        starts_at=starts_at,
        ends_at=starts_at + timedelta(hours=3),
        starts_on=starts_at.date(),
        timezone="America/New_York",
        application_deadline=(starts_at - timedelta(days=2)).date(),
        city="Dayton",
        state="OH",
        latitude=church.latitude,
        longitude=church.longitude,
        compensation=Compensation.honorarium,
        honorarium_min=300,
        honorarium_max=500,
        status=status,
        published_at=None if status == OpportunityStatus.draft else published_at or now,
        featured_until=featured_until,
        positions=[
            Position(sort_order=index, title=name, role=role, openings=openings)
            for index, (name, role, openings) in enumerate(positions)
        ],
    )
    session.add(opportunity)
    await session.flush()
    return opportunity


async def make_application(
    session: AsyncSession,
    opportunity: Opportunity,
    applicant: User,
    *,
    status: ApplicationStatus = ApplicationStatus.submitted,
    respond_by: date | None = None,
    applied_at: datetime | None = None,
) -> Application:
    """`applicant`'s application to the position of their role; an offered one has its offer."""
    position = next(p for p in opportunity.positions if p.role == applicant.role)
    application = Application(
        opportunity_id=opportunity.id,
        position_id=position.id,
        applicant_id=applicant.id,
        church_id=opportunity.church_id,
        cover_message="I would be glad to serve.",
        status=status,
        offer=None,
        created_at=applied_at or utcnow(),
    )
    session.add(application)
    await session.flush()
    if status in (ApplicationStatus.offered, ApplicationStatus.hire_confirmed):
        respond_by = respond_by or opportunity.application_deadline
        application.offer = Offer(
            application_id=application.id,
            position_id=position.id,
            event_date=opportunity.starts_on,
            honorarium=Honorarium.amount,
            honorarium_amount=400,
            travel=Travel.covered,
            lodging_provided=True,
            respond_by=respond_by,
            # The end of the respond-by day, in UTC for simplicity.
            expires_at=datetime.combine(respond_by + timedelta(days=1), time(), tzinfo=UTC),
        )
        await session.flush()
    return application


async def make_conversation(
    session: AsyncSession,
    sender: User,
    recipient: User,
    *,
    subject: str = "Spring Revival",
    bodies: tuple[str, ...] = ("Would you be free to lead worship with us?",),
    application: Application | None = None,
) -> Conversation:
    """A conversation `sender` started with `recipient`, holding `bodies` (from `sender`,
    unread)."""
    at = utcnow()
    conversation = Conversation(
        subject=subject,
        application_id=application.id if application else None,
        started_by=sender.id,
        last_seq=0,
        last_message_at=at,
        created_at=at,
    )
    session.add(conversation)
    await session.flush()
    for user, other in ((sender, recipient), (recipient, sender)):
        session.add(
            ConversationParticipant(
                conversation_id=conversation.id, user_id=user.id, other_id=other.id
            )
        )
    await session.flush()
    for body in bodies:
        await make_message(session, conversation, sender, recipient, body)
    return conversation


async def make_message(
    session: AsyncSession, conversation: Conversation, sender: User, recipient: User, body: str
) -> Message:
    """An unread message from `sender` in a conversation neither archived nor deleted, as
    messaging's service would leave it, without its notices."""
    at = utcnow()
    conversation.last_seq += 1
    conversation.last_message_at = at
    message = Message(
        conversation_id=conversation.id,
        seq=conversation.last_seq,
        sender_id=sender.id,
        recipient_id=recipient.id,
        body=body,
        created_at=at,
        attachments=[],
    )
    session.add(message)
    views = {
        view.user_id: view
        for view in await session.scalars(
            select(ConversationParticipant).where(
                ConversationParticipant.conversation_id == conversation.id
            )
        )
    }
    for view in views.values():
        view.last_message_at = at
    theirs = views[recipient.id]
    theirs.unread_count += 1
    theirs.has_unread = True
    await session.flush()
    return message


async def make_attachment(
    session: AsyncSession, conversation: Conversation, media_dir: Path, data: bytes
) -> uuid.UUID:
    """A PDF attached to the conversation's first message, its file where messaging keeps them."""
    message = await session.scalar(
        select(Message).where(Message.conversation_id == conversation.id, Message.seq == 1)
    )
    assert message is not None
    name = uuid.uuid4().hex
    folder = private_dir(media_dir)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_bytes(data)
    attachment = MessageAttachment(
        message_id=message.id,
        filename="rider.pdf",
        content_type="application/pdf",
        size_bytes=len(data),
        storage_name=name,
    )
    session.add(attachment)
    await session.flush()
    return attachment.id


async def make_pack_file(
    session: AsyncSession,
    application_id: uuid.UUID,
    media_dir: Path,
    data: bytes,
    side: ItemOwner = ItemOwner.church,
) -> uuid.UUID:
    """A PDF attached to the hire's handoff pack (the pack made empty if it has none yet)."""
    if await session.get(HandoffPack, application_id) is None:
        session.add(HandoffPack(application_id=application_id, recorded=False, streamed=False))
        await session.flush()
    name = uuid.uuid4().hex
    folder = private_dir(media_dir)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_bytes(data)
    file = HandoffFile(
        application_id=application_id,
        side=side,
        filename="stage-plot.pdf",
        content_type="application/pdf",
        size_bytes=len(data),
        storage_name=name,
    )
    session.add(file)
    await session.flush()
    return file.id


async def make_credential(
    session: AsyncSession,
    talent_id: uuid.UUID,
    media_dir: Path,
    *,
    kind: CredentialKind = CredentialKind.background_check,
    status: CredentialStatus = CredentialStatus.pending,
    issued_on: date = date(2026, 1, 15),
    expires_on: date | None = date(2029, 1, 15),
    referee_token: str | None = None,
) -> Credential:
    """A credential of `talent_id`: with a PDF as its evidence, or a referee's link (its token
    given) for a reference."""
    credential = Credential(
        talent_id=talent_id,
        kind=kind,
        title=kind.value.replace("_", " ").capitalize(),
        issuer="Sterling Volunteers",
        issued_on=issued_on,
        expires_on=expires_on,
        status=status,
        provider="staff",
    )
    if referee_token is None:
        name = uuid.uuid4().hex
        folder = private_dir(media_dir)
        folder.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(b"%PDF-1.4\n%%EOF\n")
        credential.evidence_storage_name = name
        credential.evidence_filename = "check.pdf"
        credential.evidence_content_type = "application/pdf"
    else:
        credential.referee_name = "Ann Referee"
        credential.referee_email = "ann.referee@example.org"
        credential.referee_token_hash = hash_token(referee_token)
    session.add(credential)
    await session.flush()
    return credential


async def access_token(session: AsyncSession, settings: Settings, user: User, now: datetime) -> str:
    """A signed-in session for `user`, as sign-in would start it."""
    issued = await auth.start_session(session, settings, user, now)
    return issued.access_token


@dataclass
class SignedIn:
    """One actor of the authorization matrix: who, and the headers their requests carry."""

    name: str
    user: User | None = None
    church: Church | None = None
    headers: dict[str, str] = field(default_factory=dict)

    @property
    def id(self) -> uuid.UUID:
        assert self.user is not None, f"{self.name} has no user"
        return self.user.id


@dataclass
class Actors:
    """Every kind of caller, each in their own account (the authorization matrix's columns)."""

    signed_out: SignedIn
    unverified: SignedIn
    speaker: SignedIn
    musician: SignedIn
    church_admin: SignedIn  # admin of a premium church
    church_member: SignedIn  # a plain member of that same church
    other_church: SignedIn  # admin of another church, on the free plan
    staff: SignedIn  # the platform operator flag, on a speaker account

    def all(self) -> list[SignedIn]:
        return [getattr(self, name) for name in self.__dataclass_fields__]


async def make_actors(session: AsyncSession, settings: Settings, now: datetime) -> Actors:
    async def signed_in(name: str, user: User, church: Church | None = None) -> SignedIn:
        token = await access_token(session, settings, user, now)
        return SignedIn(name, user, church, {"Authorization": f"Bearer {token}"})

    admin = await make_user(session, role=Role.church)
    church = await make_church(session, name="Grace Fellowship", admin=admin)
    await make_subscription(session, church=church)
    member = await add_member(session, church)
    other_admin = await make_user(session, role=Role.church)
    other = await make_church(session, name="Hope Chapel", admin=other_admin)
    return Actors(
        signed_out=SignedIn("signed_out"),
        unverified=await signed_in(
            "unverified", await make_user(session, verified=False, onboarded=False)
        ),
        speaker=await signed_in("speaker", await make_user(session, role=Role.speaker)),
        musician=await signed_in("musician", await make_user(session, role=Role.musician)),
        church_admin=await signed_in("church_admin", admin, church),
        church_member=await signed_in("church_member", member, church),
        other_church=await signed_in("other_church", other_admin, other),
        staff=await signed_in("staff", await make_user(session, is_staff=True)),
    )


async def the_same_actors(session: AsyncSession, actors: Actors) -> Actors:
    """`actors` with their users and churches read anew through `session`, once their rows have
    been copied into its database (the conftest's `actors` fixture)."""
    users = {
        user.id: user
        for user in await session.scalars(
            select(User).where(User.id.in_([each.user.id for each in actors.all() if each.user]))
        )
    }
    churches = {
        church.id: church
        for church in await session.scalars(
            select(Church).where(
                Church.id.in_([each.church.id for each in actors.all() if each.church])
            )
        )
    }
    return Actors(
        **{
            each.name: SignedIn(
                each.name,
                users[each.user.id] if each.user else None,
                churches[each.church.id] if each.church else None,
                dict(each.headers),
            )
            for each in actors.all()
        }
    )
