"""A real SMTP server (aiosmtpd) on a free local port, and a clock the delivery tests move."""

import logging
import socket
from collections.abc import Iterator
from datetime import timedelta
from email import message_from_bytes, policy
from email.message import EmailMessage

import pytest
from aiosmtpd.controller import Controller
from aiosmtpd.smtp import SMTP, Envelope, Session

from steeple.config import Settings
from steeple.db import utcnow
from tests.conftest import Clock


class Inbox:
    """aiosmtpd handler keeping every message the server accepted; it refuses the recipients in
    `refused` as a server refuses an unknown mailbox."""

    def __init__(self) -> None:
        self.envelopes: list[Envelope] = []
        self.refused: set[str] = set()

    async def handle_RCPT(
        self, server: SMTP, session: Session, envelope: Envelope, address: str, options: list[str]
    ) -> str:
        if address in self.refused:
            return "550 5.1.1 No such mailbox"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server: SMTP, session: Session, envelope: Envelope) -> str:
        self.envelopes.append(envelope)
        return "250 Message accepted for delivery"


class SmtpServer:
    """Its port is chosen at once, but it listens only once started: tests can begin with the mail
    server down."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.inbox = Inbox()
        self._controller: Controller | None = None

    def start(self) -> None:
        self._controller = Controller(self.inbox, hostname="127.0.0.1", port=self.port)
        self._controller.start()

    def stop(self) -> None:
        if self._controller is not None:
            self._controller.stop()
            self._controller = None

    def messages(self) -> list[EmailMessage]:
        parsed = []
        for envelope in self.inbox.envelopes:
            assert isinstance(envelope.content, bytes)
            message = message_from_bytes(envelope.content, policy=policy.default)
            assert isinstance(message, EmailMessage)
            parsed.append(message)
        return parsed


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@pytest.fixture
def smtp_server() -> Iterator[SmtpServer]:
    server = SmtpServer(free_port())
    yield server
    server.stop()


@pytest.fixture
def smtp_settings(settings: Settings, smtp_server: SmtpServer) -> Settings:
    return settings.model_copy(update={"smtp_host": "127.0.0.1", "smtp_port": smtp_server.port})


@pytest.fixture
def clock(clock: Clock) -> Clock:
    """A minute ahead of the real clock, which stamps queued emails: whatever a test queues is due,
    and nothing becomes due without the test moving this clock."""
    clock.now = utcnow() + timedelta(minutes=1)
    return clock


@pytest.fixture
def delivery_log(caplog: pytest.LogCaptureFixture) -> Iterator[pytest.LogCaptureFixture]:
    """The app's loggers do not propagate to the root, where caplog listens."""
    logger = logging.getLogger("steeple.email.delivery")
    logger.addHandler(caplog.handler)
    yield caplog
    logger.removeHandler(caplog.handler)
