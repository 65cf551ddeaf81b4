"""The demo's credentials (data/credentials.toml), each with its evidence: a certificate drawn as
a PNG and kept where private files are, so staff can open it from the review queue."""

import io
import uuid
from datetime import date, datetime, timedelta
from pathlib import Path

from PIL import Image, ImageDraw
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.credentials import rules
from steeple.credentials.models import Credential, CredentialKind, CredentialStatus
from steeple.demo.cast import Cast
from steeple.demo.content import CREDENTIALS
from steeple.demo.records import SeedCredential
from steeple.private_files import private_dir
from steeple.web.settings import settings_in


def _certificate(seed: SeedCredential) -> bytes:
    """A plain certificate: what it is, who holds it, who issued it."""
    picture = Image.new("RGB", (640, 420), (252, 250, 244))
    draw = ImageDraw.Draw(picture)
    draw.rectangle((16, 16, 623, 403), outline=(120, 100, 60), width=3)
    lines = [
        (seed.issuer, 60),
        ("This certifies that", 140),
        (seed.talent, 180),
        ("holds", 230),
        (seed.title, 270),
    ]
    for text, top in lines:
        width = draw.textlength(text, font_size=22)
        draw.text(((640 - width) / 2, top), text, fill=(40, 40, 40), font_size=22)
    output = io.BytesIO()
    picture.save(output, format="PNG")
    return output.getvalue()


async def seed_credentials(session: AsyncSession, now: datetime, cast: Cast) -> None:
    folder = private_dir(settings_in(session).media_dir)
    today = now.date()
    for seed in CREDENTIALS:
        talent = cast.talent.get(seed.talent)
        if talent is None:
            continue
        known = await session.scalar(
            select(Credential.id).where(
                Credential.talent_id == talent.id, Credential.title == seed.title
            )
        )
        if known is not None:
            continue
        session.add(_credential(seed, talent.id, today, now, folder))
    await session.flush()


def _credential(
    seed: SeedCredential, talent_id: uuid.UUID, today: date, now: datetime, folder: Path
) -> Credential:
    issued_on = today - timedelta(days=seed.issued)
    expires_on = (
        today + timedelta(days=seed.expires)
        if seed.expires is not None
        else rules.usual_expiry(seed.kind, issued_on)
    )
    credential = Credential(
        talent_id=talent_id,
        kind=seed.kind,
        title=seed.title,
        issuer=seed.issuer,
        issued_on=issued_on,
        expires_on=expires_on,
        status=seed.status,
        provider="staff",
        reviewed_at=now - timedelta(days=seed.reviewed) if seed.reviewed is not None else None,
        expiry_notice_days=seed.notice,
        created_at=now - timedelta(days=min(seed.issued, 30)),
    )
    if seed.kind == CredentialKind.reference:
        credential.referee_name = seed.referee_name
        credential.referee_email = seed.referee_email
        credential.referee_relationship = seed.referee_relationship
        credential.referee_statement = seed.referee_statement
        # Answered: nobody holds the link (only a hash is kept, of a token thrown away).
        credential.referee_token_hash = uuid.uuid4().hex + uuid.uuid4().hex
        credential.referee_answered_at = now - timedelta(days=max(seed.issued - 2, 0))
    else:
        name = uuid.uuid4().hex
        folder.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(_certificate(seed))
        credential.evidence_storage_name = name
        credential.evidence_filename = "certificate.png"
        credential.evidence_content_type = "image/png"
    if seed.status == CredentialStatus.pending:
        credential.reviewed_at = None
    return credential
