"""What one process holds for its requests and its background work, and that background work.

A serving process (create_app) and `steeple worker` build the same parts: the engine, the
realtime broker (a sweep's notices reach open pages whichever process commits them), the
analytics buffer, the sessions made with both, and the payment provider.

The background jobs are the work that must happen once across all processes. Each claims what it
handles, so any number of processes may run them at once (docs/operations.md, "Background work"):
every server process by default (WORKER_IN_PROCESS), or `steeple worker` alone in production.
"""

from collections.abc import AsyncIterator
from contextlib import AbstractAsyncContextManager, AsyncExitStack, asynccontextmanager
from dataclasses import dataclass
from datetime import timedelta

import httpx
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from steeple.analytics.recorder import RECORDER_KEY, Recorder, running_pruning, running_recorder
from steeple.applications.expiry import OFFER_EXPIRY
from steeple.auth.live_sessions import LiveSessions
from steeple.availability.horizon import AVAILABILITY_HORIZON
from steeple.billing.dependencies import make_payment_provider
from steeple.billing.local_provider import running_renewals
from steeple.billing.provider import PaymentProvider
from steeple.billing.stripe_provider import StripeProvider
from steeple.config import Settings
from steeple.credentials.expiry import CREDENTIAL_EXPIRY
from steeple.db import Clock, Reads, create_engine, create_sessionmaker, read_connections
from steeple.email.delivery import running_worker
from steeple.notifications.digest import DIGESTS
from steeple.orphan_files import running_orphan_sweep
from steeple.realtime.brokers import RealtimeBroker, Receivers, make_broker
from steeple.realtime.hub import Hub
from steeple.realtime.publish import BROKER_KEY
from steeple.reviews.release import REVIEW_RELEASE
from steeple.web.settings import SETTINGS_KEY


@dataclass(frozen=True)
class Runtime:
    settings: Settings
    clock: Clock
    engine: AsyncEngine
    read_engine: AsyncEngine  # its own pool, in autocommit (db.create_engine)
    search_engine: AsyncEngine  # the directory's searches: in autocommit, planned for their terms
    hub: Hub  # this process's sockets
    live_sessions: LiveSessions  # this process's memory of live sign-in sessions
    broker: RealtimeBroker  # brings every process's events to them
    analytics: Recorder  # counted views and hiring events wait here after their commit
    sessionmaker: async_sessionmaker[AsyncSession]
    # A GET request's session (db.get_session): on the read engine, and refusing to write.
    read_sessionmaker: async_sessionmaker[AsyncSession]
    # A GET's that searches the directory (db.get_search_session): the same, on the search engine.
    search_sessionmaker: async_sessionmaker[AsyncSession]
    # For what only reads (Caller.reads, the signed-in check, sockets): no transactions.
    reads: Reads
    webhook_http: httpx.AsyncClient  # the test provider posts its events to the server with it
    payment_provider: PaymentProvider

    @classmethod
    def build(cls, settings: Settings, clock: Clock) -> "Runtime":
        engine = create_engine(settings)
        read_engine = create_engine(settings, autocommit=True)
        search_engine = create_engine(settings, searches=True)
        hub = Hub()
        live_sessions = LiveSessions(timedelta(seconds=settings.session_memory_seconds))
        broker = make_broker(settings, engine, Receivers(hub, live_sessions))
        analytics = Recorder(engine)
        info = {BROKER_KEY: broker, RECORDER_KEY: analytics, SETTINGS_KEY: settings}
        sessionmaker = create_sessionmaker(engine, info=info, clock=clock)
        read_sessionmaker = create_sessionmaker(read_engine, info=info, clock=clock, read_only=True)
        search_sessionmaker = create_sessionmaker(
            search_engine, info=info, clock=clock, read_only=True
        )
        webhook_http = httpx.AsyncClient(base_url=f"http://127.0.0.1:{settings.port}", timeout=30)
        return cls(
            settings=settings,
            clock=clock,
            engine=engine,
            read_engine=read_engine,
            search_engine=search_engine,
            hub=hub,
            live_sessions=live_sessions,
            broker=broker,
            analytics=analytics,
            sessionmaker=sessionmaker,
            read_sessionmaker=read_sessionmaker,
            search_sessionmaker=search_sessionmaker,
            reads=read_connections(read_engine),
            webhook_http=webhook_http,
            payment_provider=make_payment_provider(settings, sessionmaker, webhook_http),
        )

    def jobs(self) -> list[AbstractAsyncContextManager[None]]:
        """The background jobs, and how each does its piece once when several processes run it."""
        sessions, settings, clock = self.sessionmaker, self.settings, self.clock
        return [
            # Each email is claimed (FOR UPDATE SKIP LOCKED) before it is sent.
            running_worker(sessions, settings),
            # Each user's period is claimed by a conditional UPDATE of digest_sent_for.
            DIGESTS.running(sessions, clock),
            # Overdue offers are locked FOR UPDATE SKIP LOCKED, then moved by a conditional UPDATE.
            OFFER_EXPIRY.running(sessions, clock),
            # UPDATE ... RETURNING claims the reviews it releases.
            REVIEW_RELEASE.running(sessions, clock),
            # Each expiry and each notice is claimed by a conditional UPDATE.
            CREDENTIAL_EXPIRY.running(sessions, clock),
            # Idempotent: a file another process removed first is skipped.
            running_orphan_sweep(sessions, settings.media_dir, clock),
            # Idempotent: a DELETE of what is already gone deletes nothing.
            running_pruning(self.analytics, clock),
            # Idempotent: rebuilding a calendar writes the same days (calendars row-locked).
            AVAILABILITY_HORIZON.running(sessions, clock),
            # The test provider only (Stripe renews on its side): each subscription row-locked.
            running_renewals(self.payment_provider),
        ]

    @asynccontextmanager
    async def running(self, *, jobs: bool) -> AsyncIterator[None]:
        """For the lifetime of the block: listens for every process's realtime events and flushes
        this process's analytics; with `jobs`, also runs the background jobs. Then closes it all."""
        async with AsyncExitStack() as background:
            # Closed last, once nothing in the background can call the provider any more.
            background.push_async_callback(self.webhook_http.aclose)
            if isinstance(self.payment_provider, StripeProvider):
                background.push_async_callback(self.payment_provider.aclose)
            await background.enter_async_context(self.broker.listening())
            # Left after the jobs, so what they count is flushed too.
            await background.enter_async_context(running_recorder(self.analytics))
            if jobs:
                for job in self.jobs():
                    await background.enter_async_context(job)
            yield
        await self.engine.dispose()
        await self.read_engine.dispose()
        await self.search_engine.dispose()
