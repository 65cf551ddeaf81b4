"""The authorization matrix: every route of the OpenAPI schema, called as every kind of actor,
answers what this table declares. A route missing from the table fails the test, so no endpoint
can be added without deciding who may call it.

Each row sends a request that is valid apart from who sends it, so a refusal here is the
authorization answer (401 signed out, 403 refused, 404 hidden), not a validation error.
"""

import io
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import httpx
from fastapi import FastAPI
from PIL import Image

from tests.factories import PASSWORD, Actors, SignedIn

ACTORS = (
    "signed_out",
    "unverified",
    "speaker",
    "musician",
    "church_admin",
    "church_member",
    "other_church",
    "staff",
)

Expect = dict[str, int]


def everyone(status: int) -> Expect:
    return dict.fromkeys(ACTORS, status)


def signed_in(status: int) -> Expect:
    return {**everyone(status), "signed_out": 401}


def only(status: int, allowed: tuple[str, ...], refused: int = 403) -> Expect:
    """`allowed` get `status`; every other signed-in actor `refused`; signed out 401."""
    return {
        actor: status if actor in allowed else (401 if actor == "signed_out" else refused)
        for actor in ACTORS
    }


CHURCH_MEMBERS = ("church_admin", "church_member")
ANY_CHURCH = ("church_admin", "church_member", "other_church")
TALENT = ("unverified", "speaker", "musician", "staff")  # staff: a speaker account

# What each call sends: built from the actors (ids) and the caller's name (unique emails).
Request = Callable[[Actors, SignedIn], dict[str, Any]]


def png() -> bytes:
    output = io.BytesIO()
    Image.new("RGB", (64, 64), (40, 120, 200)).save(output, format="PNG")
    return output.getvalue()


def nothing(_actors: Actors, _caller: SignedIn) -> dict[str, Any]:
    return {}


def email_of(caller: SignedIn) -> str:
    return f"matrix-{caller.name}@example.org"


CHURCH_BODY = {"church_name": "Grace Fellowship", "city": "Dayton", "state": "OH"}
TALENT_BODY = {"full_name": "Ruth Baker", "topics": ["Youth"], "instruments": ["Piano"]}


@dataclass(frozen=True)
class Row:
    expect: Expect
    request: Request = nothing
    path_params: Callable[[Actors], dict[str, Any]] = field(default=lambda _actors: {})


def grace(actors: Actors) -> dict[str, Any]:
    assert actors.church_admin.church is not None
    return {"church_id": actors.church_admin.church.id}


MATRIX: dict[tuple[str, str], Row] = {
    # The public site.
    ("GET", "/api/health"): Row(everyone(200)),
    ("GET", "/api/site"): Row(everyone(200)),
    ("GET", "/api/billing/plans"): Row(everyone(200)),
    ("POST", "/api/contact"): Row(
        everyone(201),
        lambda _a, caller: {
            "json": {
                "name": "Ann",
                "email": email_of(caller),
                "subject": "Hello",
                "message": "A question about Steeple.",
            }
        },
    ),
    ("POST", "/api/telemetry/vitals"): Row(
        everyone(202),
        lambda _a, _c: {
            "json": {"metrics": [{"name": "LCP", "value": 900, "id": "v1", "path": "/"}]}
        },
    ),
    ("POST", "/api/telemetry/errors"): Row(
        everyone(202),
        lambda _a, _c: {
            "json": {"errors": [{"error_id": "e1", "kind": "runtime", "message": "x", "path": "/"}]}
        },
    ),
    # Accounts: open to all, answering alike whoever asks.
    ("POST", "/api/auth/signup"): Row(
        everyone(202),
        lambda _a, caller: {
            "json": {
                "email": email_of(caller),
                "password": PASSWORD,
                "role": "speaker",
                "full_name": "New Person",
            }
        },
    ),
    ("POST", "/api/auth/verify"): Row(
        everyone(400), lambda _a, _c: {"json": {"token_hash": "not-a-real-token", "type": "signup"}}
    ),
    ("POST", "/api/auth/signin"): Row(
        everyone(401),
        lambda _a, caller: {"json": {"email": email_of(caller), "password": "Wrong-Password-1"}},
    ),
    ("POST", "/api/auth/refresh"): Row(everyone(204)),
    ("POST", "/api/auth/signout"): Row(everyone(204)),
    ("POST", "/api/auth/password-reset"): Row(
        everyone(202), lambda _a, caller: {"json": {"email": email_of(caller)}}
    ),
    ("POST", "/api/auth/password-reset/confirm"): Row(
        everyone(400),
        lambda _a, _c: {"json": {"token_hash": "not-a-real-token", "password": "Psalm-23-Green"}},
    ),
    ("POST", "/api/auth/resend-verification"): Row(
        everyone(202), lambda _a, caller: {"json": {"email": email_of(caller)}}
    ),
    # The caller's own account: any signed-in user, on their own row only (no id to send).
    ("POST", "/api/auth/me/password"): Row(
        signed_in(204),
        lambda _a, _c: {"json": {"current_password": PASSWORD, "new_password": "Psalm-23-Green"}},
    ),
    ("GET", "/api/users/me"): Row(signed_in(200)),
    ("PATCH", "/api/users/me"): Row(signed_in(200), lambda _a, _c: {"json": {"city": "Akron"}}),
    ("POST", "/api/users/me/onboarding"): Row(
        signed_in(200),
        lambda _a, _c: {"json": {**TALENT_BODY, "city": "Dayton", "state": "OH"}},
    ),
    # Profiles: the editor is the caller's own; talent profiles are for speakers and musicians.
    ("GET", "/api/profiles/me"): Row(signed_in(200)),
    ("PUT", "/api/profiles/me/talent"): Row(
        only(200, TALENT), lambda _a, _c: {"json": TALENT_BODY}
    ),
    ("PUT", "/api/profiles/me/photo"): Row(
        signed_in(200), lambda _a, _c: {"files": {"photo": ("me.png", png(), "image/png")}}
    ),
    ("DELETE", "/api/profiles/me/photo"): Row(signed_in(200)),
    ("GET", "/api/profiles/search"): Row(everyone(200)),
    ("GET", "/api/profiles/speakers/{user_id}"): Row(
        everyone(200), path_params=lambda actors: {"user_id": actors.speaker.id}
    ),
    ("GET", "/api/profiles/musicians/{user_id}"): Row(
        everyone(200), path_params=lambda actors: {"user_id": actors.musician.id}
    ),
    # Churches: public pages for all; settings for members; changes for that church's admins.
    ("GET", "/api/churches/mine"): Row(only(200, ANY_CHURCH)),
    ("GET", "/api/churches/{church_id}"): Row(everyone(200), path_params=grace),
    ("PUT", "/api/churches/{church_id}"): Row(
        only(200, ("church_admin",)), lambda _a, _c: {"json": CHURCH_BODY}, grace
    ),
    ("PUT", "/api/churches/{church_id}/photo"): Row(
        only(200, ("church_admin",)),
        lambda _a, _c: {"files": {"photo": ("logo.png", png(), "image/png")}},
        grace,
    ),
    ("DELETE", "/api/churches/{church_id}/photo"): Row(
        only(200, ("church_admin",)), path_params=grace
    ),
    # Test-only read-backs and set-ups: mounted only when ENVIRONMENT=test (see test below).
    ("GET", "/api/testing/contact-messages"): Row(everyone(200)),
    ("GET", "/api/testing/outbox"): Row(everyone(200)),
    ("GET", "/api/testing/web-vitals"): Row(everyone(200)),
    ("POST", "/api/testing/expire-email-links"): Row(
        everyone(200), lambda _a, caller: {"params": {"email": email_of(caller)}}
    ),
    ("POST", "/api/testing/church-members"): Row(
        everyone(201),
        lambda actors, caller: {
            "json": {
                "church_id": str(grace(actors)["church_id"]),
                "email": f"member-{caller.name}-{uuid.uuid4().hex[:6]}@example.org",
                "password": PASSWORD,
                "full_name": "New Member",
            }
        },
    ),
}


def schema_routes(app: FastAPI) -> set[tuple[str, str]]:
    return {
        (method.upper(), path)
        for path, operations in app.openapi()["paths"].items()
        for method in operations
    }


async def test_every_route_has_a_declared_expectation_for_every_actor(app: FastAPI) -> None:
    routes = schema_routes(app)
    assert sorted(routes - MATRIX.keys()) == [], "routes without a row in MATRIX"
    assert sorted(MATRIX.keys() - routes) == [], "rows for routes that no longer exist"
    for route, row in MATRIX.items():
        assert set(row.expect) == set(ACTORS), f"{route} does not cover every actor"


async def test_every_route_answers_every_actor_as_declared(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    wrong = []
    for (method, path), row in sorted(MATRIX.items()):
        url = path.format(**row.path_params(actors))
        for caller in actors.all():
            client.cookies.clear()
            response = await client.request(
                method, url, headers=caller.headers, **row.request(actors, caller)
            )
            if response.status_code != row.expect[caller.name]:
                wrong.append(
                    f"{method} {path} as {caller.name}: {response.status_code}, "
                    f"expected {row.expect[caller.name]} ({response.text[:120]})"
                )
    assert wrong == []


async def test_test_only_routes_are_absent_outside_test_mode(app: FastAPI) -> None:
    from steeple.app import create_app
    from steeple.config import Environment

    public = create_app(
        app.state.settings.model_copy(update={"environment": Environment.development})
    )
    assert not any(path.startswith("/api/testing") for _method, path in schema_routes(public))
    await public.state.engine.dispose()
