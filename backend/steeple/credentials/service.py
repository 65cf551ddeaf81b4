"""Credentials: a talent adds them with evidence (or a referee), staff verify or reject them, a
check provider may decide them instead, and the daily job marks expiries. Every status change is a
conditional UPDATE from the statuses its move allows (rules.py), so of two racing moves one wins."""

import uuid
from collections import defaultdict
from collections.abc import Iterable
from datetime import date, datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from dateutil.relativedelta import relativedelta
from sqlalchemy import Row, Select, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from steeple import private_files
from steeple.auth.actor import Actor
from steeple.auth.policy import authorize
from steeple.auth.tokens import hash_token, new_opaque_token
from steeple.credentials import policies, rules
from steeple.credentials.models import (
    Credential,
    CredentialCheckEvent,
    CredentialKind,
    CredentialStatus,
)
from steeple.credentials.schemas import (
    BadgeOut,
    CheckEventIn,
    CredentialIn,
    CredentialOut,
    CredentialRequirement,
    ReferenceIn,
    ReferenceRequestOut,
    ReviewCredentialOut,
)
from steeple.db import after_commit, ids_in, insert_or_ignore
from steeple.email.service import enqueue_email
from steeple.i18n import _
from steeple.private_files import Accepts, Upload
from steeple.users.models import User, UserSettings
from steeple.web.errors import AppError
from steeple.web.origin import public_link

# Evidence: one PDF, JPEG or PNG.
EVIDENCE = Accepts("evidence", max_files=1, webp=False)
MAX_CREDENTIALS = 30
# How a refusal names the status a credential is in.
STATUS_WORDS = {
    CredentialStatus.pending: _("waiting for review"),
    CredentialStatus.verified: _("verified"),
    CredentialStatus.rejected: _("rejected"),
    CredentialStatus.expired: _("expired"),
}


def _not_found() -> AppError:
    return AppError(404, "not_found", _("Credential not found"))


def _invalid(field: str, message: str) -> AppError:
    return AppError(422, "validation_error", message, {field: message})


def today_of(now: datetime, time_zone: str) -> date:
    return now.astimezone(ZoneInfo(time_zone)).date()


async def _time_zone(session: AsyncSession, user_id: uuid.UUID) -> str:
    zone = await session.scalar(
        select(UserSettings.timezone).where(UserSettings.user_id == user_id)
    )
    return zone or "UTC"


# ---- the holder ----------------------------------------------------------------------------------


async def mine(session: AsyncSession, actor: Actor) -> list[CredentialOut]:
    authorize(policies.can_hold(actor))
    rows = await session.scalars(
        select(Credential)
        .where(Credential.talent_id == actor.id)
        .order_by(Credential.created_at.desc(), Credential.id)
    )
    return [CredentialOut.model_validate(row) for row in rows]


def _check_dates(data: CredentialIn, today: date) -> date | None:
    """The last valid day: the one given, else the kind's usual; 422 for impossible dates."""
    if data.issued_on > today:
        raise _invalid("issued_on", _("The issue date cannot be in the future"))
    expires_on = data.expires_on or rules.usual_expiry(data.kind, data.issued_on)
    if expires_on is not None and expires_on < data.issued_on:
        raise _invalid("expires_on", _("The expiry date cannot be before the issue date"))
    return expires_on


async def add(
    session: AsyncSession,
    actor: Actor,
    data: CredentialIn,
    evidence: list[Upload],
    now: datetime,
    media_dir: Path,
) -> CredentialOut:
    """A new credential, self-reported until reviewed. Everything is checked before anything is
    kept: a refused one leaves no row and no file."""
    authorize(policies.can_hold(actor))
    expires_on = _check_dates(data, today_of(now, await _time_zone(session, actor.id)))
    reference = data.kind == CredentialKind.reference
    if reference and not (data.referee_name and data.referee_email):
        message = _("Name the person who will vouch for you, and their email address")
        raise AppError(422, "validation_error", message, {"referee_email": message})
    if reference and data.referee_email and data.referee_email.lower() == actor.user.email:
        raise _invalid("referee_email", _("Someone else must vouch for you"))
    if not reference and not evidence:
        raise _invalid("evidence", _("Attach the certificate, letter or card as a PDF or picture"))
    count = await session.scalar(
        select(Credential.id).where(Credential.talent_id == actor.id).offset(MAX_CREDENTIALS)
    )
    if count is not None:
        raise _invalid("kind", _("You can keep up to {count} credentials", count=MAX_CREDENTIALS))
    credential = Credential(
        id=uuid.uuid4(),
        talent_id=actor.id,
        kind=data.kind,
        title=data.title,
        issuer=data.issuer,
        issued_on=data.issued_on,
        expires_on=expires_on,
        status=CredentialStatus.pending,
        provider="staff",
        created_at=now,
    )
    if evidence and not reference:
        [checked] = await private_files.check_all(evidence, EVIDENCE)
        credential.evidence_storage_name = await private_files.store(session, media_dir, checked)
        credential.evidence_filename = checked.filename
        credential.evidence_content_type = checked.content_type
    session.add(credential)
    if reference:
        assert data.referee_name and data.referee_email
        token = new_opaque_token()
        credential.referee_name = data.referee_name
        credential.referee_email = data.referee_email.lower()
        credential.referee_token_hash = hash_token(token)
        await enqueue_email(
            session,
            kind="reference_request",
            to=credential.referee_email,
            context={
                "refereeName": data.referee_name,
                "talentName": actor.user.full_name,
                "link": public_link(session, f"/references/{token}"),
            },
            secret=token,
        )
    await session.flush()
    return CredentialOut.model_validate(credential)


async def own_credential(
    session: AsyncSession, actor: Actor, credential_id: uuid.UUID
) -> Credential:
    credential = await session.get(Credential, credential_id)
    if credential is None or credential.talent_id != actor.id:
        raise _not_found()
    return credential


async def remove(
    session: AsyncSession, actor: Actor, credential_id: uuid.UUID, media_dir: Path
) -> None:
    """The holder removes a credential (and its evidence, once that commits)."""
    credential = await own_credential(session, actor, credential_id)
    if credential.evidence_storage_name:
        path = private_files.path_of(media_dir, credential.evidence_storage_name)
        after_commit(session, lambda: path.unlink(missing_ok=True))
    await session.delete(credential)
    await session.flush()


async def evidence_file(
    session: AsyncSession, actor: Actor, credential_id: uuid.UUID, media_dir: Path
) -> tuple[Credential, Path]:
    """The evidence, for its holder and for staff; anyone else is told it does not exist."""
    credential = await session.get(Credential, credential_id)
    if credential is None or not (credential.talent_id == actor.id or actor.is_staff):
        raise _not_found()
    if credential.evidence_storage_name is None:
        raise AppError(404, "not_found", _("This credential has no file"))
    path = private_files.path_of(media_dir, credential.evidence_storage_name)
    if not path.is_file():
        raise AppError(404, "not_found", _("This credential has no file"))
    return credential, path


# ---- what everyone sees ------------------------------------------------------------------------


def badge_of(credential: Row[Any]) -> BadgeOut:
    """A credential's badge, from a row of _BADGE_COLUMNS."""
    standing = {
        CredentialStatus.verified: "verified",
        CredentialStatus.expired: "expired",
        CredentialStatus.pending: "self_reported",
    }[credential.status]
    vouched = credential.status in (CredentialStatus.verified, CredentialStatus.expired)
    return BadgeOut(
        kind=credential.kind,
        title=credential.title,
        issuer=credential.issuer,
        standing=standing,
        verified_by=(rules.STAFF if credential.provider == "staff" else credential.provider)
        if vouched
        else None,
        verified_at=credential.reviewed_at if vouched else None,
        valid_until=credential.expires_on,
    )


_BADGE_ORDER = {
    CredentialStatus.verified: 0,
    CredentialStatus.pending: 1,
    CredentialStatus.expired: 2,
}
_CREDENTIALS = Credential.__table__.c
# What a badge shows, and whose it is.
_BADGE_COLUMNS = (
    *(_CREDENTIALS.talent_id, _CREDENTIALS.kind, _CREDENTIALS.title, _CREDENTIALS.issuer),
    *(_CREDENTIALS.status, _CREDENTIALS.provider, _CREDENTIALS.reviewed_at),
    _CREDENTIALS.expires_on,
)
# Built once, in Core: every directory page asks it.
_SHOWN_CREDENTIALS: Select[Any] = (
    select(*_BADGE_COLUMNS)
    .where(ids_in(_CREDENTIALS.talent_id), _CREDENTIALS.status != CredentialStatus.rejected)
    .order_by(_CREDENTIALS.issued_on.desc(), _CREDENTIALS.id)
)


async def badges_of(
    session: AsyncSession, talent_ids: Iterable[uuid.UUID]
) -> dict[uuid.UUID, list[BadgeOut]]:
    """Each talent's public badges: verified first, then self-reported, then expired (a rejected
    credential is not shown). One query for a whole directory page."""
    ids = list(talent_ids)
    badges: dict[uuid.UUID, list[BadgeOut]] = defaultdict(list)
    if not ids:
        return badges
    rows = await session.execute(_SHOWN_CREDENTIALS, {"ids": ids})
    for credential in sorted(rows, key=lambda row: _BADGE_ORDER[row.status]):
        badges[credential.talent_id].append(badge_of(credential))
    return badges


# ---- review --------------------------------------------------------------------------------------


async def review_queue(
    session: AsyncSession, actor: Actor, status: CredentialStatus
) -> list[ReviewCredentialOut]:
    """Credentials in `status`, oldest first (the pending ones wait longest first)."""
    authorize(policies.can_review(actor))
    rows = await session.execute(
        select(Credential, User.full_name, User.email)
        .join(User, User.id == Credential.talent_id)
        .where(Credential.status == status)
        .order_by(Credential.created_at, Credential.id)
        .limit(100)
    )
    return [_for_review(credential, name, email) for credential, name, email in rows]


def _for_review(credential: Credential, name: str, email: str) -> ReviewCredentialOut:
    return ReviewCredentialOut.model_validate(
        {
            **CredentialOut.model_validate(credential).model_dump(),
            "talent_id": credential.talent_id,
            "talent_name": name,
            "talent_email": email,
            "referee_email": credential.referee_email,
            "referee_relationship": credential.referee_relationship,
            "referee_statement": credential.referee_statement,
            "provider": credential.provider,
            "review_note": credential.review_note,
        }
    )


async def _move(
    session: AsyncSession,
    credential_id: uuid.UUID,
    move: rules.Move,
    values: dict[str, object],
) -> Credential:
    """Makes `move` if the credential is in one of its source statuses (409 otherwise)."""
    moved = await session.execute(
        update(Credential)
        .where(
            Credential.id == credential_id,
            Credential.status.in_(move.sources),
        )
        .values(status=move.target, **values)
        .execution_options(synchronize_session=False)
    )
    if moved.rowcount != 1:  # type: ignore[attr-defined]
        credential = await session.get(Credential, credential_id)
        if credential is None:
            raise _not_found()
        raise AppError(
            409,
            "credential_state",
            _(
                "This credential is {status}: it cannot be changed that way now.",
                status=STATUS_WORDS[CredentialStatus(credential.status)],
            ),
        )
    credential = await session.get(Credential, credential_id, populate_existing=True)
    assert credential is not None
    return credential


async def verify(
    session: AsyncSession, actor: Actor, credential_id: uuid.UUID, note: str, now: datetime
) -> ReviewCredentialOut:
    """Staff vouch for it: it shows as verified, by Steeple staff, this month. A reference is
    verified only once its referee has answered."""
    authorize(policies.can_review(actor))
    credential = await session.get(Credential, credential_id)
    if credential is None:
        raise _not_found()
    if credential.kind == CredentialKind.reference and credential.referee_answered_at is None:
        raise AppError(
            409,
            "reference_unanswered",
            _("The referee has not answered yet: verify it after they do."),
        )
    credential = await _move(
        session,
        credential_id,
        rules.VERIFY,
        {
            "reviewed_by": actor.id,
            "reviewed_at": now,
            "review_note": note or None,
            "provider": "staff",
        },
    )
    return await _reviewed(session, credential)


async def reject(
    session: AsyncSession,
    actor: Actor,
    credential_id: uuid.UUID,
    reason: str,
    note: str,
    now: datetime,
) -> ReviewCredentialOut:
    """Staff turn it down with a reason the holder reads (the note stays with staff)."""
    authorize(policies.can_review(actor))
    credential = await _move(
        session,
        credential_id,
        rules.REJECT,
        {
            "reviewed_by": actor.id,
            "reviewed_at": now,
            "rejection_reason": reason,
            "review_note": note or None,
        },
    )
    holder = await session.get(User, credential.talent_id)
    assert holder is not None
    await enqueue_email(
        session,
        kind="credential_rejected",
        to=holder.email,
        context={"name": holder.full_name, "title": credential.title, "reason": reason},
    )
    return await _reviewed(session, credential)


async def _reviewed(session: AsyncSession, credential: Credential) -> ReviewCredentialOut:
    holder = await session.get(User, credential.talent_id)
    assert holder is not None
    return _for_review(credential, holder.full_name, holder.email)


async def decide_by_provider(
    session: AsyncSession, provider: str, credential_id: uuid.UUID, clear: bool, now: datetime
) -> None:
    """A check provider's outcome: clear verifies (vouched for by the provider), anything else
    is rejected for staff to follow up. Only a background check waiting for review moves."""
    credential = await session.get(Credential, credential_id)
    if credential is None or credential.kind != CredentialKind.background_check:
        raise _not_found()
    if clear:
        await _move(
            session, credential_id, rules.VERIFY, {"reviewed_at": now, "provider": provider}
        )
    else:
        await _move(
            session,
            credential_id,
            rules.REJECT,
            {
                "reviewed_at": now,
                "provider": provider,
                "rejection_reason": _(
                    "The background check came back for review: Steeple staff will contact you."
                ),
            },
        )


# ---- references ----------------------------------------------------------------------------------


async def _by_token(session: AsyncSession, token: str) -> Credential:
    credential = await session.scalar(
        select(Credential).where(Credential.referee_token_hash == hash_token(token))
    )
    if credential is None:
        raise AppError(404, "not_found", _("This reference link is not valid"))
    return credential


async def reference_request(session: AsyncSession, token: str) -> ReferenceRequestOut:
    credential = await _by_token(session, token)
    holder = await session.get(User, credential.talent_id)
    assert holder is not None and credential.referee_name is not None
    return ReferenceRequestOut(
        talent_name=holder.full_name,
        title=credential.title,
        referee_name=credential.referee_name,
        answered=credential.referee_answered_at is not None,
    )


async def answer_reference(
    session: AsyncSession, token: str, data: ReferenceIn, now: datetime
) -> ReferenceRequestOut:
    """The referee answers once: a second answer through the same link is refused."""
    credential = await _by_token(session, token)
    answered = await session.execute(
        update(Credential)
        .where(
            Credential.id == credential.id,
            Credential.referee_answered_at.is_(None),
            Credential.status == CredentialStatus.pending,
        )
        .values(
            referee_relationship=data.relationship,
            referee_statement=data.statement,
            referee_answered_at=now,
        )
        .execution_options(synchronize_session=False)
    )
    if answered.rowcount != 1:  # type: ignore[attr-defined]
        raise AppError(
            409, "reference_answered", _("This reference has already been answered. Thank you.")
        )
    return await reference_request(session, token)


# ---- expiry --------------------------------------------------------------------------------------


async def expire_and_warn(session: AsyncSession, now: datetime) -> int:
    """Marks verified credentials whose last valid day has passed in their holder's time zone as
    expired, and tells holders 60, 30 and 7 days before (each notice once). Answers how many
    credentials it expired or warned about."""
    horizon = now.date().toordinal() + max(rules.EXPIRY_NOTICES) + 1
    rows = await session.execute(
        select(Credential, User, UserSettings.timezone)
        .join(User, User.id == Credential.talent_id)
        .outerjoin(UserSettings, UserSettings.user_id == Credential.talent_id)
        .where(
            Credential.status == CredentialStatus.verified,
            Credential.expires_on.is_not(None),
            Credential.expires_on <= date.fromordinal(horizon),
        )
    )
    handled = 0
    for credential, holder, zone in rows:
        assert credential.expires_on is not None
        days_left = (credential.expires_on - today_of(now, zone or "UTC")).days
        if days_left < 0:
            # Conditional UPDATEs claim each change: another process running the job too finds
            # nothing left to do.
            expired = await session.execute(
                update(Credential)
                .where(Credential.id == credential.id, Credential.status.in_(rules.EXPIRE.sources))
                .values(status=rules.EXPIRE.target)
                .execution_options(synchronize_session=False)
            )
            handled += expired.rowcount  # type: ignore[attr-defined]
            continue
        due = min((days for days in rules.EXPIRY_NOTICES if days_left <= days), default=None)
        if due is None:
            continue
        claimed = await session.execute(
            update(Credential)
            .where(
                Credential.id == credential.id,
                (Credential.expiry_notice_days.is_(None)) | (Credential.expiry_notice_days > due),
            )
            .values(expiry_notice_days=due)
            .execution_options(synchronize_session=False)
        )
        if claimed.rowcount != 1:  # type: ignore[attr-defined]
            continue
        await enqueue_email(
            session,
            kind="credential_expiring",
            to=holder.email,
            context={
                "name": holder.full_name,
                "title": credential.title,
                "days": days_left,
                "expiresOn": credential.expires_on,
                "link": public_link(session, "/profile/edit#credentials"),
            },
        )
        handled += 1
    await session.flush()
    return handled


# ---- check providers -----------------------------------------------------------------------------


async def apply_check_event(
    session: AsyncSession, provider: str, event: CheckEventIn, now: datetime
) -> str:
    """Stores the event under its id, then applies it once: a repeat, or an outcome for a
    credential that is not a background check waiting for one, changes nothing."""
    new = await insert_or_ignore(
        session,
        CredentialCheckEvent,
        {
            "provider": provider,
            "event_id": event.id,
            "credential_id": None,
            "received_at": now,
        },
    )
    if not new:
        return "duplicate"
    credential = await session.get(Credential, event.credential_id)
    if (
        credential is None
        or credential.kind != CredentialKind.background_check
        or credential.status != CredentialStatus.pending
    ):
        return "ignored"
    await decide_by_provider(session, provider, credential.id, event.outcome == "clear", now)
    await session.execute(
        update(CredentialCheckEvent)
        .where(CredentialCheckEvent.provider == provider, CredentialCheckEvent.event_id == event.id)
        .values(credential_id=credential.id)
    )
    return "applied"


# ---- what opportunities ask for ----------------------------------------------------------------


async def missing_for(
    session: AsyncSession,
    talent_id: uuid.UUID,
    requirements: list[CredentialRequirement],
    now: datetime,
) -> list[CredentialRequirement]:
    """The requirements `talent_id` does not meet: a verified credential of the kind, issued
    within the months asked (counted back from today in their time zone)."""
    if not requirements:
        return []
    today = today_of(now, await _time_zone(session, talent_id))
    held = (
        await session.execute(
            select(Credential.kind, Credential.issued_on).where(
                Credential.talent_id == talent_id,
                Credential.status == CredentialStatus.verified,
            )
        )
    ).all()
    missing = []
    for requirement in requirements:
        since = (
            today - relativedelta(months=requirement.within_months)
            if requirement.within_months
            else date.min
        )
        if not any(kind == requirement.kind and issued >= since for kind, issued in held):
            missing.append(requirement)
    return missing
