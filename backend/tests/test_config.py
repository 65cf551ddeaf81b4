"""Settings that follow one another: the default origin follows the port unless PUBLIC_URL is
set."""

import argparse
import os
from typing import Any

import pytest

from steeple import cli
from steeple.config import Environment, Settings

SECRET = "test-secret-key-that-is-long-enough-for-hs256"


@pytest.fixture(autouse=True)
def _no_address_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    # setenv before delenv: the variables are restored (or removed again) after each test, even
    # when `steeple serve` sets them.
    for name in ("PORT", "HOST", "PUBLIC_URL", "SMTP_HOST", "ENVIRONMENT"):
        monkeypatch.setenv(name, "")
        monkeypatch.delenv(name)


def test_the_default_origin_follows_the_port_unless_public_url_is_set(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert Settings(secret_key=SECRET).default_origin == "http://localhost:8000"
    assert Settings(secret_key=SECRET, port=9000).default_origin == "http://localhost:9000"
    monkeypatch.setenv("PORT", "9100")
    assert Settings(secret_key=SECRET).default_origin == "http://localhost:9100"

    monkeypatch.setenv("PUBLIC_URL", "https://steeple.example/")
    assert Settings(secret_key=SECRET).default_origin == "https://steeple.example"
    assert Settings(secret_key=SECRET, public_url="http://127.0.0.1:8123").default_origin == (
        "http://127.0.0.1:8123"
    )


def test_serve_hands_its_port_to_the_app_it_starts(monkeypatch: pytest.MonkeyPatch) -> None:
    """uvicorn builds the app from the environment (in every worker): `--port` must reach it."""
    started: dict[str, Any] = {}

    def fake_run(app: str, **options: Any) -> None:
        started.update(options, settings=Settings(secret_key=SECRET))

    monkeypatch.setattr("uvicorn.run", fake_run)
    args = argparse.Namespace(host=None, port=9200, workers=None, reload=False)
    cli.serve(Settings(secret_key=SECRET), args)

    assert started["port"] == 9200
    assert os.environ["PORT"] == "9200"
    assert started["settings"].port == 9200
    assert started["settings"].default_origin == "http://localhost:9200"


def test_the_demo_accounts_come_with_the_mailbox_address_where_it_is_mounted() -> None:
    development = Settings(secret_key=SECRET, port=9000)
    lines = cli.demo_accounts_lines(development)
    assert any("speaker@demo.steeple.app" in line for line in lines)
    assert "  church volunteer  member@demo.steeple.app" in lines
    assert lines[-1].endswith(" http://localhost:9000/dev/mailbox")

    with_smtp = Settings(secret_key=SECRET, smtp_host="mail.example.org")
    production = Settings(
        secret_key=SECRET,
        environment=Environment.production,
        public_url="https://steeple.app",
        stripe_secret_key="sk_live_example",
        stripe_webhook_secret="whsec_example",
    )
    for settings in (with_smtp, production):
        assert settings.mailbox_url is None
        assert not any("/dev/mailbox" in line for line in cli.demo_accounts_lines(settings))


def test_production_needs_its_public_url() -> None:
    with pytest.raises(ValueError, match="PUBLIC_URL must be set in production"):
        Settings(secret_key=SECRET, environment=Environment.production)


def test_production_takes_real_payments_only() -> None:
    with pytest.raises(ValueError, match="STRIPE_SECRET_KEY must be set in production"):
        Settings(secret_key=SECRET, environment=Environment.production, public_url="https://x.org")
    with pytest.raises(ValueError, match="STRIPE_WEBHOOK_SECRET must be set"):
        Settings(secret_key=SECRET, stripe_secret_key="sk_test_example")
    assert Settings(secret_key=SECRET).payments_test_mode
