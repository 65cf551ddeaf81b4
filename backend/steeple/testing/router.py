"""Read-backs and set-ups for end-to-end tests: mounted only when ENVIRONMENT=test (app.py), never
otherwise (tests/test_authorization_matrix.py proves it)."""

import uuid

from pydantic import BaseModel, EmailStr

from steeple.auth.dependencies import NowDep
from steeple.auth.passwords import hash_password
from steeple.auth.service import expire_email_links, normalise_email, user_by_email
from steeple.billing.catalogue import Interval, Plan, PlanRole, find_plan
from steeple.billing.owners import Owner
from steeple.churches import service as churches
from steeple.churches.models import Church, MemberRole
from steeple.contact.schemas import ContactMessageOut
from steeple.contact.service import recent_contact_messages
from steeple.db import SessionDep
from steeple.demo.billing import seed_plan
from steeple.email.service import recent_outbox
from steeple.i18n import _
from steeple.telemetry.schemas import StoredVital
from steeple.telemetry.service import recent_vitals
from steeple.users.models import User
from steeple.users.roles import Role
from steeple.users.schemas import OnboardingIn
from steeple.users.service import complete_onboarding
from steeple.web.errors import AppError
from steeple.web.routing import Router

router = Router(prefix="/api/testing", tags=["testing"])


class OutboxEntry(BaseModel):
    kind: str
    to_address: str
    reply_to: str | None
    subject: str
    status: str


@router.get("/contact-messages", name="contact-messages")
async def contact_messages(
    session: SessionDep, email: str | None = None
) -> list[ContactMessageOut]:
    return [
        ContactMessageOut.model_validate(m) for m in await recent_contact_messages(session, email)
    ]


@router.get("/outbox", name="outbox")
async def outbox(session: SessionDep) -> list[OutboxEntry]:
    return [
        OutboxEntry(
            kind=e.kind,
            to_address=e.to_address,
            reply_to=e.reply_to,
            subject=e.subject,
            status=e.status,
        )
        for e in await recent_outbox(session)
    ]


@router.get("/web-vitals", name="web-vitals")
async def web_vitals(session: SessionDep) -> list[StoredVital]:
    return [StoredVital.model_validate(v) for v in await recent_vitals(session)]


class Expired(BaseModel):
    expired: int


@router.post("/expire-email-links", name="expire-email-links")
async def expire_links(email: str, session: SessionDep, now: NowDep) -> Expired:
    return Expired(expired=await expire_email_links(session, email, now))


class NewAccount(OnboardingIn):
    """An account that signed up, confirmed its email and onboarded with these answers: a
    speaker, a musician, or a church account that founds its church (or, given `church_id`,
    joins that one as `member_role`); `plan` a recurring catalogue key of its role, such as
    church_monthly, bought as the demo's plans are (demo/billing.py)."""

    role: Role
    email: EmailStr
    password: str
    church_id: uuid.UUID | None = None
    member_role: MemberRole = MemberRole.member
    plan: str | None = None


class CreatedAccount(BaseModel):
    user_id: uuid.UUID
    church_id: uuid.UUID | None


def _plan_for(data: NewAccount) -> Plan | None:
    if data.plan is None:
        return None
    plan = find_plan(data.plan)
    if plan is None or plan.role != PlanRole(data.role) or plan.interval is Interval.once:
        message = _("No {role} plan is called {plan}", role=data.role, plan=data.plan)
        raise AppError(422, "validation_error", message, {"plan": message})
    return plan


@router.post("/accounts", name="create-account", status_code=201)
async def create_account(data: NewAccount, session: SessionDep, now: NowDep) -> CreatedAccount:
    """Sets up the account a browser journey starts from, without the pages of signing up."""
    plan = _plan_for(data)
    if await user_by_email(session, data.email) is not None:
        raise AppError(409, "email_taken", _("An account with this email already exists"))
    user = User(
        email=normalise_email(data.email),
        password_hash=await hash_password(data.password),
        role=data.role,
        full_name=data.full_name,
        email_confirmed_at=now,
    )
    session.add(user)
    await session.flush()
    if data.church_id is not None:
        church = await session.get(Church, data.church_id)
        if church is None:
            raise AppError(404, "not_found", _("Church not found"))
        await churches.add_member(session, church, user, data.member_role)
    await complete_onboarding(session, user, data)
    membership = await churches.membership_of(session, user.id)
    church_id = membership.church_id if membership is not None else None
    if plan is not None:
        owner = (
            Owner(plan.role, user_id=user.id)
            if church_id is None
            else Owner(plan.role, church_id=church_id)
        )
        await seed_plan(
            session, owner, user, data.church_name or data.full_name, plan.key, now, now
        )
    return CreatedAccount(user_id=user.id, church_id=church_id)
