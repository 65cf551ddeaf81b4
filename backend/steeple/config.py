"""Settings read from the environment (and an optional `.env` file at the repository root)."""

import secrets
from enum import StrEnum
from pathlib import Path

from pydantic import Field, SecretStr, field_validator, model_validator
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
    # Names this process on every response (X-Served-By), to tell replicas behind a proxy apart;
    # unset, no header.
    instance_name: str = Field(default="", pattern=r"^[A-Za-z0-9._-]{0,64}$")
    web_concurrency: int = 1
    # PostgreSQL connections each of a process's two pools (writes; reads in autocommit) keeps
    # open, and the most it uses at once (a request beyond waits for one). No overflow:
    # connections opened past the pool were closed again as soon as they were returned, and
    # opening one forks a server process, which paused requests for 40-120 ms under a burst.
    # Processes x (2 x this + the search pool's) must stay under the server's max_connections.
    database_pool_size: int = Field(default=20, ge=1, le=200)
    # And of its third pool, the directory's searches (db.get_search_session): a few ms each,
    # so a few connections serve many; a search beyond waits for one.
    database_search_pool_size: int = Field(default=5, ge=1, le=200)
    # The built single-page app; served at / when it exists.
    frontend_dist: Path = REPO_ROOT / "frontend" / "dist"
    # Responses of over 1 KB are gzipped by the app for clients that accept it. Off behind a proxy
    # that compresses (deploy/: Caddy's `encode zstd gzip`), which then does it off the API
    # processes' CPU: Caddy leaves alone what arrives already encoded.
    compress_responses: bool = True
    # Larger request bodies are refused with 413 before they are read.
    max_body_bytes: int = 1_048_576
    # Profile photos: the largest upload accepted, and where the re-encoded files are kept.
    max_photo_bytes: int = 5 * 1_048_576
    media_dir: Path = REPO_ROOT / "var" / "media"
    # Message attachments: the largest file accepted (up to 5 a message); kept under
    # media_dir/private, which the public /media mount never serves.
    max_attachment_bytes: int = 10 * 1_048_576
    # Rate-limit counters live in memory per process unless a Redis URL is given.
    redis_url: str | None = None
    # How long a process trusts a sign-in session it found alive before asking the database
    # again (auth/live_sessions.py); 0 asks on every request. Revocations reach every process at
    # once through the realtime broker anyway: this bounds a broker failure nobody noticed yet.
    session_memory_seconds: float = Field(default=5.0, ge=0, le=60)
    log_level: str = "INFO"
    # Browsers send a few telemetry batches per page view; this bounds abuse, per client address.
    telemetry_rate_limit: str = "60/minute"
    # Directory searches per client address: people type a few a minute; scrapers ask far more.
    search_rate_limit: str = "120/minute"
    # Password guessing is bounded per client address and per account (see auth/router.py).
    signin_rate_limit: str = "30/minute"
    signin_account_rate_limit: str = "10/15minutes"
    # New accounts per client address: a family or a church office signs up a few; bots many.
    signup_rate_limit: str = "10/hour"
    # Session refreshes per client address: each page load and each tab refreshes once.
    refresh_rate_limit: str = "120/minute"

    # Public identity shown in the footer and the contact page.
    product_name: str = "Steeple"
    support_email: str = "support@steeple.app"
    contact_email: str = "hello@steeple.app"
    location: str = "Cincinnati, Ohio"
    facebook_url: str = "https://www.facebook.com/steeple"
    instagram_url: str = "https://www.instagram.com/steeple"
    email_from: str = "Steeple <no-reply@steeple.app>"

    # Outgoing mail. Without SMTP_HOST, emails are kept in the development mailbox (/dev/mailbox)
    # instead of leaving the machine; in production they then stay queued (see email/delivery.py).
    smtp_host: str | None = None
    smtp_port: int = Field(default=25, ge=1, le=65535)
    smtp_username: str | None = None
    smtp_password: SecretStr | None = None
    smtp_starttls: bool = False
    # Each server process also runs the background jobs (steeple/runtime.py: the outbox, digests,
    # sweeps, renewals); turn off when `steeple worker` runs them instead.
    worker_in_process: bool = True
    # After this many failed attempts an email is marked failed and no longer retried.
    email_max_attempts: int = Field(default=8, ge=1)

    # Payments (DECISIONS.md "Payments in development and tests"). With STRIPE_SECRET_KEY set,
    # Stripe serves checkout and the billing portal; without it, the built-in test provider does
    # (at /test-payment), which production refuses. STRIPE_PRICES maps each catalogue key to its
    # Stripe price id, as JSON: {"church_monthly": "price_...", ...}.
    stripe_secret_key: SecretStr | None = None
    stripe_webhook_secret: SecretStr | None = None
    stripe_prices: dict[str, str] = Field(default_factory=dict)

    # Where people reach the app; links in emails start with it (required in production). Unset,
    # in development, links follow the address the browser used (steeple/web/origin.py).
    public_url: str = ""
    # Signs access tokens. Required in production; elsewhere kept in var/secret.key when unset, so
    # tokens survive restarts and every worker agrees.
    secret_key: str = ""
    access_token_minutes: int = 15
    refresh_token_days: int = 30
    email_link_hours: int = 24

    # How many proxies of ours stand in front of the app, each appending to X-Forwarded-For; the
    # client address is the one the farthest of them saw. 0: the header is ignored.
    forwarded_proxy_hops: int = Field(default=0, ge=0)

    @field_validator("database_url")
    @classmethod
    def _async_driver(cls, value: str) -> str:
        return normalise_database_url(value)

    @model_validator(mode="after")
    def _public_url(self) -> "Settings":
        if not self.public_url and self.environment is Environment.production:
            # Links in emails would point at localhost.
            raise ValueError("PUBLIC_URL must be set in production")
        self.public_url = self.public_url.rstrip("/")
        return self

    @property
    def default_origin(self) -> str:
        """Where links point when no browser says where it is (the outbox, digests, sweeps):
        PUBLIC_URL, else the port the server listens on, so `PORT=9000 make run` emails working
        links."""
        return self.public_url or f"http://localhost:{self.port}"

    @model_validator(mode="after")
    def _payments(self) -> "Settings":
        if self.stripe_secret_key and not self.stripe_webhook_secret:
            raise ValueError("STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY")
        if not self.stripe_secret_key and self.environment is Environment.production:
            # The test provider hands out plans for a click: never where money is real.
            raise ValueError("STRIPE_SECRET_KEY must be set in production")
        return self

    @property
    def payments_test_mode(self) -> bool:
        """No Stripe keys: the built-in test provider takes payments (clearly marked)."""
        return self.stripe_secret_key is None

    @model_validator(mode="after")
    def _secret_key(self) -> "Settings":
        if self.secret_key:
            return self
        if self.environment is Environment.production:
            raise ValueError("SECRET_KEY must be set in production")
        key_file = REPO_ROOT / "var" / "secret.key"
        if not key_file.exists():
            key_file.parent.mkdir(parents=True, exist_ok=True)
            key_file.write_text(secrets.token_urlsafe(48))
            key_file.chmod(0o600)
        self.secret_key = key_file.read_text().strip()
        return self

    @property  # not cached: a copy with another database_url would carry the stale answer
    def is_sqlite(self) -> bool:
        return self.database_url.startswith("sqlite")

    @property
    def is_production(self) -> bool:
        return self.environment is Environment.production

    @property
    def mailbox_enabled(self) -> bool:
        """The development mailbox (/dev/mailbox) shows every email, reset links included: only
        outside production, and only where mail goes nowhere else (no SMTP_HOST)."""
        return not self.is_production and self.smtp_host is None

    @property
    def mailbox_url(self) -> str | None:
        return f"{self.default_origin}/dev/mailbox" if self.mailbox_enabled else None
