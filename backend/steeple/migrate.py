"""Run Alembic migrations from code (the CLI, `make run`, the test suite)."""

from pathlib import Path

from alembic import command
from alembic.config import Config

from steeple.config import Settings

MIGRATIONS = Path(__file__).resolve().parent.parent / "migrations"


def alembic_config(database_url: str) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    # ConfigParser interpolation: a literal % in a password must be doubled.
    config.set_main_option("sqlalchemy.url", database_url.replace("%", "%%"))
    return config


def upgrade(database_url: str, revision: str = "head", *, settings: Settings | None = None) -> None:
    """`settings`: the server's, for the migrations that need its SECRET_KEY (0019 seals the
    two-factor secrets with it); without them, those read the settings from the environment as
    the server does."""
    config = alembic_config(database_url)
    config.attributes["settings"] = settings
    command.upgrade(config, revision)
