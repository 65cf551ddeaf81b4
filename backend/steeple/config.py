"""Settings read from the environment (and an optional `.env` file at the repository root)."""

from enum import StrEnum
from functools import cached_property
from pathlib import Path

from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

REPO_ROOT = Path(__file__).resolve().parents[2]


class Environment(StrEnum):
    development = "development"
    test = "test"
    production = "production"


def normalise_database_url(url: str) -> str:
    """Accept the URLs people paste (postgres://, postgresql://) and pick the async drivers."""
    for prefix in ("postgres://", "postgresql://"):
        if url.startswith(prefix):
            return "postgresql+asyncpg://" + url.removeprefix(prefix)
    if url.startswith("sqlite:///"):
        return "sqlite+aiosqlite:///" + url.removeprefix("sqlite:///")
    return url


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=REPO_ROOT / ".env", extra="ignore")

    environment: Environment = Environment.development
    database_url: str = f"sqlite+aiosqlite:///{REPO_ROOT / 'var' / 'steeple.db'}"
    host: str = "127.0.0.1"
    port: int = 8000
    web_concurrency: int = 1
    # The built single-page app; served at / when it exists.
    frontend_dist: Path = REPO_ROOT / "frontend" / "dist"
    # Larger request bodies are refused with 413 before they are read.
    max_body_bytes: int = 1_048_576
    # Rate-limit counters live in memory per process unless a Redis URL is given.
    redis_url: str | None = None
    log_level: str = "INFO"
    # Browsers send a few telemetry batches per page view; this bounds abuse, per client address.
    telemetry_rate_limit: str = "60/minute"

    # Public identity shown in the footer and the contact page.
    product_name: str = "Steeple"
    support_email: str = "support@steeple.app"
    contact_email: str = "hello@steeple.app"
    location: str = "Cincinnati, Ohio"
    facebook_url: str = "https://www.facebook.com/steeple"
    instagram_url: str = "https://www.instagram.com/steeple"
    email_from: str = "Steeple <no-reply@steeple.app>"

    # Trust X-Forwarded-For only behind a known proxy.
    trust_forwarded_for: bool = Field(default=False)

    @field_validator("database_url")
    @classmethod
    def _async_driver(cls, value: str) -> str:
        return normalise_database_url(value)

    @cached_property
    def is_sqlite(self) -> bool:
        return self.database_url.startswith("sqlite")

    @property
    def is_production(self) -> bool:
        return self.environment is Environment.production
