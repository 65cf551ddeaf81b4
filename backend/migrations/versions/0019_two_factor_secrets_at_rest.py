"""two factor secrets at rest: the TOTP secret sealed under SECRET_KEY, room for argon2 hashes

Revision ID: 0019
Revises: 0018
Create Date: 2026-11-27 02:30:00

Each factor's base32 secret is sealed (steeple.crypto, the key derived from the server's
SECRET_KEY, which the database does not hold) into `sealed_secret`. Recovery codes are now
argon2id hashes (about 100 characters). Codes made before this stay SHA-256: their plaintext is
unknown, so they cannot be hashed again; they keep working once each until the user makes new
ones (docs/decisions.md "Two-factor secrets at rest").
"""

from collections.abc import Callable, Sequence

import sqlalchemy as sa
from alembic import context, op

from steeple.config import Settings
from steeple.crypto import seal, unseal

revision: str = "0019"
down_revision: str | None = "0018"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# steeple.auth.two_factor.SEAL_PURPOSE as of this revision.
SEAL_PURPOSE = "two-factor secret"

factors = sa.table(
    "auth_two_factor_factors",
    sa.column("id", sa.Uuid()),
    sa.column("sealed_secret", sa.Text()),
)


def _settings() -> Settings:
    """The server's settings as `steeple migrate` passes them (steeple.migrate.upgrade), else
    read from the environment as the server reads them."""
    settings: Settings | None = context.config.attributes.get("settings")
    return settings or Settings()


def _rewrite_secrets(change: Callable[[str, Settings], str]) -> None:
    connection = op.get_bind()
    rows = connection.execute(sa.select(factors.c.id, factors.c.sealed_secret)).all()
    if not rows:
        return
    settings = _settings()
    for factor_id, value in rows:
        connection.execute(
            factors.update()
            .where(factors.c.id == factor_id)
            .values(sealed_secret=change(value, settings))
        )


def upgrade() -> None:
    with op.batch_alter_table("auth_two_factor_factors") as batch:
        batch.alter_column(
            "secret",
            new_column_name="sealed_secret",
            existing_type=sa.String(length=64),
            type_=sa.Text(),
            existing_nullable=False,
        )
    with op.batch_alter_table("auth_recovery_codes") as batch:
        batch.alter_column(
            "code_hash",
            existing_type=sa.String(length=64),
            type_=sa.String(length=255),
            existing_nullable=False,
        )
    _rewrite_secrets(lambda secret, settings: seal(secret, purpose=SEAL_PURPOSE, settings=settings))


def downgrade() -> None:
    _rewrite_secrets(
        lambda sealed, settings: unseal(sealed, purpose=SEAL_PURPOSE, settings=settings)
    )
    # Argon2 hashes do not fit, nor would the older code check them: those codes go.
    op.execute("DELETE FROM auth_recovery_codes WHERE code_hash LIKE '$argon2%'")
    with op.batch_alter_table("auth_recovery_codes") as batch:
        batch.alter_column(
            "code_hash",
            existing_type=sa.String(length=255),
            type_=sa.String(length=64),
            existing_nullable=False,
        )
    with op.batch_alter_table("auth_two_factor_factors") as batch:
        batch.alter_column(
            "sealed_secret",
            new_column_name="secret",
            existing_type=sa.Text(),
            type_=sa.String(length=64),
            existing_nullable=False,
        )
