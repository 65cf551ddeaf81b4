"""create_app(): the API routers, middleware, error handlers and the single-page app."""

import gc
import logging
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import Depends, FastAPI
from fastapi.middleware.gzip import GZipMiddleware
from fastapi.routing import APIRoute
from sqlalchemy.orm import configure_mappers

from steeple.analytics.router import router as analytics_router
from steeple.applications.router import router as applications_router
from steeple.auth.router import router as auth_router
from steeple.availability.router import feed_router as calendar_feed_router
from steeple.availability.router import router as availability_router
from steeple.billing.local_provider_router import router as test_payment_router
from steeple.billing.router import router as billing_router
from steeple.churches.router import invitations_router
from steeple.churches.router import router as churches_router
from steeple.config import Environment, Settings
from steeple.contact.router import router as contact_router
from steeple.credentials.router import router as credentials_router
from steeple.db import Clock, utcnow
from steeple.email.mailbox_router import router as mailbox_router
from steeple.fit.router import router as fit_router
from steeple.handoff.router import router as handoff_router
from steeple.handoff.service import PACK_FILES
from steeple.health.router import router as health_router
from steeple.messaging.router import router as messaging_router
from steeple.messaging.service import ATTACHMENTS
from steeple.moderation.router import admin as admin_router
from steeple.moderation.router import router as moderation_router
from steeple.notifications.router import router as notifications_router
from steeple.opportunities.router import router as opportunities_router
from steeple.opportunities.share import opportunity_share_card
from steeple.places.router import router as places_router
from steeple.profiles.router import router as profiles_router
from steeple.realtime.router import router as realtime_router
from steeple.reviews.router import router as reviews_router
from steeple.runtime import Runtime
from steeple.site.router import router as site_router
from steeple.telemetry.router import router as telemetry_router
from steeple.testing.router import router as testing_router
from steeple.users.router import router as users_router
from steeple.web import costly_searches
from steeple.web.errors import ErrorResponse, install_error_handlers
from steeple.web.middleware import (
    BodySizeLimitMiddleware,
    RequestContextMiddleware,
    SecurityHeadersMiddleware,
    ServedByMiddleware,
)
from steeple.web.rate_limit import RateLimiter
from steeple.web.request_context import LogFormatter, RequestIdLogFilter
from steeple.web.spa import mount_media, mount_spa
from steeple.web.text_input import reject_control_characters

# Photo uploads carry up to max_photo_bytes plus the multipart envelope: a person's or a church's.
PHOTO_UPLOADS = re.compile(r"/api/(profiles/me|churches/[^/]+)/photo")
# A message carries up to 5 attachments of max_attachment_bytes, its text and the envelope.
MESSAGE_UPLOADS = re.compile(r"/api/messages/conversations(/[^/]+/messages)?")
# A credential's evidence is one file; a handoff pack takes up to 5 at once, the same size each.
EVIDENCE_UPLOADS = re.compile(r"/api/credentials")
PACK_UPLOADS = re.compile(r"/api/hires/[^/]+/pack/files")


def operation_id(route: APIRoute) -> str:
    """Stable ids such as `contact-submit`, so the generated TypeScript client reads well."""
    return f"{route.tags[0]}-{route.name}" if route.tags else route.name


def configure_logging(level: str) -> None:
    handler = logging.StreamHandler()
    handler.addFilter(RequestIdLogFilter())
    handler.setFormatter(
        LogFormatter("%(asctime)s %(levelname)s %(name)s [request %(request_id)s] %(message)s")
    )
    root = logging.getLogger("steeple")
    root.handlers[:] = [handler]
    root.setLevel(level)
    root.propagate = False


def create_app(settings: Settings | None = None, clock: Clock = utcnow) -> FastAPI:
    """`clock` is the app's one clock: requests, sessions and background jobs read time from it
    (tests give one they hold still and move)."""
    settings = settings or Settings()
    configure_logging(settings.log_level)
    runtime = Runtime.build(settings, clock)
    # Tests run the jobs themselves, with a clock they control.
    jobs = settings.worker_in_process and settings.environment is not Environment.test

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        async with runtime.running(jobs=jobs):
            # What is loaded by now lives as long as the process: keep it out of the collector's
            # full passes, which otherwise pause a request for tens of milliseconds now and then.
            # The ORM's mappers are configured first (else the first query does it, and its
            # 11,000 objects stay in those passes).
            configure_mappers()
            gc.collect()
            gc.freeze()
            yield

    app = FastAPI(
        title="Steeple API",
        version="0.1.0",
        lifespan=lifespan,
        openapi_url="/api/openapi.json",
        docs_url=None,
        redoc_url=None,
        generate_unique_id_function=operation_id,
        responses={
            "4XX": {"model": ErrorResponse, "description": "Client error"},
            "5XX": {"model": ErrorResponse, "description": "Server error"},
        },
        # Before every route's own validation: control characters and stray line breaks (422).
        dependencies=[Depends(reject_control_characters)],
        # Steeple exports no OpenTelemetry; left on, FastAPI asks for the global providers on
        # every request (about 3 microseconds each) to learn that.
        telemetry={"tracing": False, "metrics": False, "logs": False},
    )
    app.state.settings = settings
    app.state.clock = clock
    app.state.engine = runtime.engine
    app.state.sessionmaker = runtime.sessionmaker
    app.state.read_sessionmaker = runtime.read_sessionmaker
    app.state.search_sessionmaker = runtime.search_sessionmaker
    app.state.reads = runtime.reads
    app.state.realtime_hub = runtime.hub
    app.state.live_sessions = runtime.live_sessions
    app.state.broker = runtime.broker
    app.state.analytics = runtime.analytics
    app.state.rate_limiter = RateLimiter(settings)
    app.state.costly_searches = costly_searches.turns()
    app.state.payment_provider = runtime.payment_provider

    install_error_handlers(app)
    app.add_middleware(
        BodySizeLimitMiddleware,
        max_bytes=settings.max_body_bytes,
        larger_limits=[
            (PHOTO_UPLOADS, settings.max_photo_bytes + 65_536),
            (MESSAGE_UPLOADS, ATTACHMENTS.max_files * settings.max_attachment_bytes + 262_144),
            (PACK_UPLOADS, PACK_FILES.max_files * settings.max_attachment_bytes + 262_144),
            (EVIDENCE_UPLOADS, settings.max_attachment_bytes + 262_144),
        ],
    )
    if settings.compress_responses:
        app.add_middleware(GZipMiddleware, minimum_size=1024)
    app.add_middleware(SecurityHeadersMiddleware, hsts=settings.is_production)
    app.add_middleware(RequestContextMiddleware)
    if settings.instance_name:
        app.add_middleware(ServedByMiddleware, name=settings.instance_name)

    # Matching a request walks the routers in this order: it passes over one whose prefix the
    # path is not under in about a microsecond (web/routing.py) and tries the others' routes one
    # by one. The reads every signed-in page makes (unread counts, notifications, the account)
    # come first, then the two searches people page through (opportunities, the directory).
    for router in (
        health_router,
        site_router,
        notifications_router,
        messaging_router,
        users_router,
        opportunities_router,
        profiles_router,
        contact_router,
        telemetry_router,
        billing_router,
        auth_router,
        churches_router,
        invitations_router,
        applications_router,
        reviews_router,
        moderation_router,
        admin_router,
        realtime_router,
        analytics_router,
        availability_router,
        calendar_feed_router,
        places_router,
        fit_router,
        handoff_router,
        credentials_router,
    ):
        app.include_router(router)
    if settings.payments_test_mode:
        app.include_router(test_payment_router)
    if settings.environment is Environment.test:
        app.include_router(testing_router)
    if settings.mailbox_enabled:
        app.include_router(mailbox_router)
    mount_media(app, settings.media_dir)
    mount_spa(app, settings.frontend_dist, share_cards=opportunity_share_card)
    return app
