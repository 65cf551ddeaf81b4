"""The authorization matrix's table (tests/test_authorization_matrix.py): what every route of
the OpenAPI schema answers each kind of actor, and the requests that ask it.

Each row sends a request that is valid apart from who sends it, so a refusal here is the
authorization answer (401 signed out, 403 refused, 404 hidden), not a validation error.
"""

import io
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PIL import Image

from tests.factories import (
    PASSWORD,
    Actors,
    SignedIn,
)
from tests.opportunities.helpers import offer_body, opportunity_body

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


@dataclass(frozen=True)
class Scene:
    """The actors, and rows of Grace Fellowship's hiring loop for the routes that need one: each
    state-changing route gets rows of its own, in the state its move starts from."""

    actors: Actors
    ids: dict[str, uuid.UUID]


# What each call sends: built from the scene (ids) and the caller's name (unique emails).
Request = Callable[[Scene, SignedIn], dict[str, Any]]


def png() -> bytes:
    output = io.BytesIO()
    Image.new("RGB", (64, 64), (40, 120, 200)).save(output, format="PNG")
    return output.getvalue()


def nothing(_scene: Scene, _caller: SignedIn) -> dict[str, Any]:
    return {}


def email_of(caller: SignedIn) -> str:
    return f"matrix-{caller.name}@example.org"


CHURCH_BODY = {"church_name": "Grace Fellowship", "city": "Dayton", "state": "OH"}
TALENT_BODY = {"full_name": "Ruth Baker", "topics": ["Youth"], "instruments": ["Piano"]}


@dataclass(frozen=True)
class Row:
    expect: Expect
    request: Request = nothing
    path_params: Callable[[Scene], dict[str, Any]] = field(default=lambda _scene: {})


def checkout_body(caller: SignedIn) -> dict[str, Any]:
    """A church buys a posting pack; everyone else their role's Pro plan (monthly)."""
    if caller.name in ("church_admin", "church_member", "other_church"):
        return {
            "priceId": "additional_posting_pack",
            "role": "church",
            "mode": "payment",
            "successUrl": "/dashboard?posting_pack=success",
            "cancelUrl": "/dashboard?posting_pack=cancelled",
        }
    role = "musician" if caller.name == "musician" else "speaker"
    return {
        "priceId": f"{role}_monthly",
        "role": role,
        "mode": "subscription",
        "successUrl": "/dashboard?payment=success&session_id={CHECKOUT_SESSION_ID}",
        "cancelUrl": "/pricing?payment=cancelled",
    }


def unknown(name: str) -> Callable[[Scene], dict[str, Any]]:
    return lambda _scene: {name: f"{name}_test_unknown"}


def grace(scene: Scene) -> dict[str, Any]:
    assert scene.actors.church_admin.church is not None
    return {"church_id": scene.actors.church_admin.church.id}


def opportunity(name: str) -> Callable[[Scene], dict[str, Any]]:
    return lambda scene: {"opportunity_id": scene.ids[name]}


def hire(name: str) -> Callable[[Scene], dict[str, Any]]:
    return lambda scene: {"application_id": scene.ids[name]}


def application(name: str) -> Callable[[Scene], dict[str, Any]]:
    return lambda scene: {"application_id": scene.ids[name]}


# The applicant (the speaker) and Grace's members see an application; anyone else does not
# know it exists.
APPLICANT_OR_GRACE = ("speaker", "church_admin", "church_member")


def conversation(name: str) -> Callable[[Scene], dict[str, Any]]:
    return lambda scene: {"conversation_id": scene.ids[name]}


# The two people of the scene's conversation "talk".
TALKING = ("speaker", "church_admin")


def seen_by(status: int, allowed: tuple[str, ...], visible: tuple[str, ...]) -> Expect:
    """`allowed` get `status`; others who may see the row 403; the rest 404; signed out 401."""
    return {
        actor: (
            status
            if actor in allowed
            else 401
            if actor == "signed_out"
            else 403
            if actor in visible
            else 404
        )
        for actor in ACTORS
    }


MATRIX: dict[tuple[str, str], Row] = {
    # The public site.
    ("GET", "/api/health"): Row(everyone(200)),
    ("GET", "/api/site"): Row(everyone(200)),
    ("GET", "/api/billing/plans"): Row(everyone(200)),
    # Billing: a church's admins pay for it (Grace is premium, Hope Chapel free); a speaker or
    # musician for their own Pro plan; only a verified email pays. Every signed-in user reads
    # their plan (a church's members its plan); payments and changes are for who manages it.
    ("POST", "/api/billing/checkout"): Row(
        {
            **only(200, ("speaker", "musician", "staff", "church_admin")),
            "other_church": 403,  # boosts and packs need Church Premium
        },
        lambda _s, caller: {"json": checkout_body(caller)},
    ),
    ("GET", "/api/billing/subscription"): Row(signed_in(200)),
    ("GET", "/api/billing/payments"): Row({**signed_in(200), "church_member": 403}),
    # Those who checked out above (in ACTORS order, sorted before this row) have a billing
    # customer; the others nothing to manage.
    ("POST", "/api/billing/portal"): Row(
        {
            **signed_in(200),
            "church_member": 403,
            "unverified": 404,
            "other_church": 404,
        },
        lambda _s, _c: {"json": {"returnUrl": "/subscription"}},
    ),
    ("POST", "/api/billing/cancel"): Row(
        {**signed_in(404), "church_member": 403},
        lambda _s, _c: {"json": {"subscriptionId": "sub_test_someone_elses"}},
    ),
    ("POST", "/api/billing/refund-request"): Row(
        {**signed_in(404), "church_member": 403}, lambda _s, _c: {"json": {"reason": ""}}
    ),
    # The provider signs its events: nobody else's body is taken, signed in or not.
    ("POST", "/api/billing/webhook"): Row(everyone(400), lambda _s, _c: {"content": b"{}"}),
    # The test provider's hosted pages: the unguessable id is the bearer, for anyone holding it
    # (Grace's open checkouts and its portal, from the scene); unknown ids are not found. A card
    # declined changes nothing, nor does leaving a checkout left already; the portal's changes
    # send events, so they are asked of an unknown portal.
    ("GET", "/api/test-payment/checkout/{session_id}"): Row(
        everyone(200), path_params=lambda scene: {"session_id": scene.ids["checkout"]}
    ),
    ("POST", "/api/test-payment/checkout/{session_id}/pay"): Row(
        everyone(402),
        lambda _s, _c: {"json": {"card": "decline"}},
        lambda scene: {"session_id": scene.ids["checkout"]},
    ),
    ("POST", "/api/test-payment/checkout/{session_id}/cancel"): Row(
        everyone(200), path_params=lambda scene: {"session_id": scene.ids["checkout_to_leave"]}
    ),
    ("GET", "/api/test-payment/portal/{portal_id}"): Row(
        everyone(200), path_params=lambda scene: {"portal_id": scene.ids["portal"]}
    ),
    **{
        ("POST", f"/api/test-payment/portal/{{portal_id}}/{move}"): Row(
            everyone(404),
            lambda _s, _c: {"json": {"subscription_id": "sub_test_unknown"}},
            unknown("portal_id"),
        )
        for move in ("change-plan", "cancel", "resume", "fail-payment")
    },
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
    ("POST", "/api/auth/signin/two-factor"): Row(
        everyone(401), lambda _a, _c: {"json": {"challenge_token": "not-a-real-one", "code": "1"}}
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
    ("GET", "/api/auth/sessions"): Row(signed_in(200)),
    ("POST", "/api/auth/sessions/sign-out-others"): Row(signed_in(204)),
    # Two-factor sign-in: the caller's own authenticator. Nobody here has it on, so turning it
    # off or renewing codes is a 409 once past authorization; the setup started by the enroll
    # row (which needs a verified email) gets a wrong code.
    ("GET", "/api/auth/two-factor"): Row(signed_in(200)),
    ("POST", "/api/auth/two-factor/enroll"): Row({**signed_in(201), "unverified": 403}),
    ("POST", "/api/auth/two-factor/verify"): Row(
        {**signed_in(400), "unverified": 409}, lambda _a, _c: {"json": {"code": "000000"}}
    ),
    ("POST", "/api/auth/two-factor/disable"): Row(
        signed_in(409), lambda _a, _c: {"json": {"code": "000000"}}
    ),
    ("POST", "/api/auth/two-factor/recovery-codes"): Row(
        signed_in(409), lambda _a, _c: {"json": {"code": "000000"}}
    ),
    ("GET", "/api/users/me"): Row(signed_in(200)),
    ("PATCH", "/api/users/me"): Row(signed_in(200), lambda _a, _c: {"json": {"city": "Akron"}}),
    ("GET", "/api/users/me/settings"): Row(signed_in(200)),
    ("GET", "/api/users/me/export"): Row(signed_in(200)),
    # Everyone signed in may delete their own account. The matrix's actors must live on, so a
    # wrong password answers each of them (deleting: tests/users/test_deletion.py).
    ("POST", "/api/users/me/deletion"): Row(
        signed_in(400), lambda _a, _c: {"json": {"password": "Not-The-Password-1"}}
    ),
    ("PATCH", "/api/users/me/settings"): Row(
        signed_in(200), lambda _a, _c: {"json": {"timezone": "America/Chicago"}}
    ),
    ("POST", "/api/users/me/onboarding"): Row(
        signed_in(200),
        lambda _a, _c: {"json": {**TALENT_BODY, "city": "Dayton", "state": "OH"}},
    ),
    # Analytics: always the caller's own figures (a talent's, or their church's); free talent
    # may read the default 30 days.
    ("GET", "/api/analytics"): Row(signed_in(200)),
    ("GET", "/api/analytics/export"): Row(signed_in(200)),
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
        everyone(200), path_params=lambda scene: {"user_id": scene.actors.speaker.id}
    ),
    ("GET", "/api/profiles/musicians/{user_id}"): Row(
        everyone(200), path_params=lambda scene: {"user_id": scene.actors.musician.id}
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
    # The team: its members read it; only its admins see invitations and run it; other churches
    # do not know it exists. Team invitations need Church Premium (Grace has it).
    ("GET", "/api/churches/{church_id}/members"): Row(
        only(200, CHURCH_MEMBERS, refused=404), path_params=grace
    ),
    ("DELETE", "/api/churches/{church_id}/members/{user_id}"): Row(
        seen_by(204, ("church_admin",), CHURCH_MEMBERS),
        path_params=lambda scene: {**grace(scene), "user_id": scene.ids["to_remove"]},
    ),
    ("PATCH", "/api/churches/{church_id}/members/{user_id}"): Row(
        seen_by(200, ("church_admin",), CHURCH_MEMBERS),
        lambda _s, _c: {"json": {"role": "leader"}},
        lambda scene: {**grace(scene), "user_id": scene.ids["to_promote"]},
    ),
    ("GET", "/api/churches/{church_id}/invitations"): Row(
        seen_by(200, ("church_admin",), CHURCH_MEMBERS), path_params=grace
    ),
    ("POST", "/api/churches/{church_id}/invitations"): Row(
        seen_by(201, ("church_admin",), CHURCH_MEMBERS),
        lambda _s, caller: {"json": {"email": f"invited-{email_of(caller)}"}},
        grace,
    ),
    ("POST", "/api/churches/{church_id}/invitations/{invitation_id}/resend"): Row(
        seen_by(200, ("church_admin",), CHURCH_MEMBERS),
        path_params=lambda scene: {**grace(scene), "invitation_id": scene.ids["to_resend"]},
    ),
    ("DELETE", "/api/churches/{church_id}/invitations/{invitation_id}"): Row(
        seen_by(204, ("church_admin",), CHURCH_MEMBERS),
        path_params=lambda scene: {**grace(scene), "invitation_id": scene.ids["to_revoke"]},
    ),
    # The link is the credential to read an invitation; accepting it takes the invited address
    # (no actor's here: accepting is covered in tests/churches/test_team.py).
    ("GET", "/api/invitations/{token}"): Row(
        everyone(200), path_params=lambda scene: {"token": scene.ids["invitation_token"]}
    ),
    ("POST", "/api/invitations/{token}/accept"): Row(
        signed_in(403), path_params=lambda scene: {"token": scene.ids["invitation_token"]}
    ),
    # Opportunities: public once published; written by their church's admins and leaders (any
    # church may draft; publishing needs Premium: the "other_church" is free).
    ("GET", "/api/opportunities"): Row(everyone(200)),
    ("POST", "/api/opportunities"): Row(
        only(201, ("church_admin", "other_church")),
        lambda _s, _c: {"json": opportunity_body()},
    ),
    ("GET", "/api/opportunities/mine"): Row(only(200, ANY_CHURCH)),
    ("GET", "/api/opportunities/quota"): Row(only(200, ANY_CHURCH)),
    ("GET", "/api/opportunities/recommended"): Row(only(200, TALENT)),
    ("GET", "/api/opportunities/{opportunity_id}"): Row(
        everyone(200), path_params=opportunity("open")
    ),
    ("PUT", "/api/opportunities/{opportunity_id}"): Row(
        only(200, ("church_admin",)),
        lambda _s, _c: {"json": opportunity_body()},
        opportunity("open"),
    ),
    # A draft is its church's own: others do not know it exists, until the church admin (who
    # calls in ACTORS order, after the talent) has published it.
    ("POST", "/api/opportunities/{opportunity_id}/publish"): Row(
        {
            **seen_by(200, ("church_admin",), CHURCH_MEMBERS),
            "other_church": 403,
            "staff": 403,
        },
        path_params=opportunity("draft"),
    ),
    ("GET", "/api/opportunities/{opportunity_id}/suggested-talent"): Row(
        only(200, ("church_admin",)), path_params=opportunity("open")
    ),
    ("POST", "/api/opportunities/{opportunity_id}/invitations"): Row(
        only(204, ("church_admin",)),
        lambda scene, _c: {"json": {"talent_id": str(scene.ids["bystander"])}},
        opportunity("open"),
    ),
    ("POST", "/api/opportunities/{opportunity_id}/close"): Row(
        only(200, ("church_admin",)), path_params=opportunity("to_close")
    ),
    ("POST", "/api/opportunities/{opportunity_id}/cancel"): Row(
        only(200, ("church_admin",)), path_params=opportunity("to_cancel")
    ),
    ("POST", "/api/opportunities/{opportunity_id}/duplicate"): Row(
        only(201, ("church_admin",)), path_params=opportunity("open")
    ),
    ("GET", "/api/opportunities/{opportunity_id}/applications"): Row(
        only(200, CHURCH_MEMBERS), path_params=opportunity("open")
    ),
    # Speakers and musicians with a verified email (staff is a speaker account) apply.
    ("POST", "/api/opportunities/{opportunity_id}/applications"): Row(
        only(201, ("speaker", "musician", "staff")),
        lambda scene, caller: {
            "json": {
                "position_id": str(
                    scene.ids[
                        "to_apply_musician" if caller.name == "musician" else "to_apply_speaker"
                    ]
                ),
                "cover_message": "I would love to serve.",
                "available": True,
            }
        },
        opportunity("to_apply"),
    ),
    # Applications: the applicant's own, and their church's to read and (admins, leaders) decide.
    ("GET", "/api/applications"): Row(signed_in(200)),
    ("GET", "/api/applications/summary"): Row(only(200, TALENT)),
    # Availability: talent keep their own calendar; anyone sees when a talent is free.
    ("GET", "/api/availability"): Row(only(200, TALENT)),
    ("POST", "/api/availability/blocks"): Row(
        only(201, TALENT),
        lambda _s, _c: {"json": {"starts_on": "2027-04-01", "ends_on": "2027-04-02"}},
    ),
    ("DELETE", "/api/availability/blocks/{block_id}"): Row(
        {**only(204, ("speaker",)), "unverified": 404, "musician": 404, "staff": 404},
        path_params=lambda scene: {"block_id": scene.ids["speaker_availability_blocks"]},
    ),
    ("POST", "/api/availability/rules"): Row(
        only(201, TALENT),
        lambda _s, _c: {
            "json": {"frequency": "weekly", "weekdays": [0], "starts_on": "2027-01-01"}
        },
    ),
    ("DELETE", "/api/availability/rules/{rule_id}"): Row(
        {**only(204, ("speaker",)), "unverified": 404, "musician": 404, "staff": 404},
        path_params=lambda scene: {"rule_id": scene.ids["speaker_availability_rules"]},
    ),
    ("PUT", "/api/availability/time-zone"): Row(
        only(200, TALENT), lambda _s, _c: {"json": {"time_zone": "America/Chicago"}}
    ),
    ("POST", "/api/availability/feed/reset"): Row(only(200, TALENT)),
    ("GET", "/api/availability/of/{user_id}"): Row(
        everyone(200), path_params=lambda scene: {"user_id": scene.actors.speaker.id}
    ),
    ("GET", "/api/calendar/{secret}.ics"): Row(
        everyone(200), path_params=lambda scene: {"secret": scene.ids["feed_token"]}
    ),
    # A hire's pack is its guest's and its church's admins' and leaders' alone; each side saves
    # its own part.
    ("GET", "/api/hires"): Row(signed_in(200)),
    ("GET", "/api/hires/{application_id}/pack"): Row(
        seen_by(200, ("speaker", "church_admin"), ()), path_params=hire("pack_church")
    ),
    ("PUT", "/api/hires/{application_id}/pack"): Row(
        seen_by(200, ("church_admin",), ("speaker",)),
        lambda _s, _c: {"json": {"version": 0, "times": {}, "logistics": {}, "items": []}},
        hire("pack_church"),
    ),
    ("PUT", "/api/hires/{application_id}/pack/guest"): Row(
        seen_by(200, ("speaker",), ("church_admin",)),
        lambda _s, _c: {"json": {"version": 0, "items": []}},
        hire("pack_guest"),
    ),
    ("POST", "/api/hires/{application_id}/pack/send"): Row(
        seen_by(200, ("church_admin",), ("speaker",)), path_params=hire("pack_church")
    ),
    ("POST", "/api/hires/{application_id}/pack/acknowledge"): Row(
        seen_by(200, ("speaker",), ("church_admin",)), path_params=hire("pack_guest")
    ),
    ("POST", "/api/hires/{application_id}/pack/files"): Row(
        seen_by(200, ("speaker", "church_admin"), ()),
        lambda _s, _c: {"files": [("files", ("plot.png", png(), "image/png"))]},
        hire("pack_church"),
    ),
    ("GET", "/api/hires/{application_id}/pack/files/{file_id}"): Row(
        seen_by(200, ("speaker", "church_admin"), ()),
        path_params=lambda scene: {
            "application_id": scene.ids["pack_church"],
            "file_id": scene.ids["pack_file"],
        },
    ),
    # A file is removed by the side that added it (here the church).
    ("DELETE", "/api/hires/{application_id}/pack/files/{file_id}"): Row(
        seen_by(200, ("church_admin",), ("speaker",)),
        path_params=lambda scene: {
            "application_id": scene.ids["pack_church"],
            "file_id": scene.ids["pack_file_to_remove"],
        },
    ),
    ("GET", "/api/hires/{application_id}/pack/print"): Row(
        seen_by(200, ("speaker", "church_admin"), ()), path_params=hire("pack_church")
    ),
    ("GET", "/api/hires/{application_id}/pack/pdf"): Row(
        seen_by(200, ("speaker", "church_admin"), ()), path_params=hire("pack_church")
    ),
    ("GET", "/api/hires/{application_id}/pack/ics"): Row(
        seen_by(200, ("speaker", "church_admin"), ()), path_params=hire("pack_church")
    ),
    ("GET", "/api/places"): Row(everyone(200), lambda _s, _c: {"params": {"q": "dayton"}}),
    ("GET", "/api/applications/{application_id}"): Row(
        seen_by(200, APPLICANT_OR_GRACE, ()), path_params=application("submitted")
    ),
    ("POST", "/api/applications/{application_id}/shortlist"): Row(
        seen_by(200, ("church_admin",), APPLICANT_OR_GRACE), path_params=application("to_shortlist")
    ),
    ("POST", "/api/applications/{application_id}/decline"): Row(
        seen_by(200, ("church_admin",), APPLICANT_OR_GRACE),
        lambda _s, _c: {"json": {"note": "We chose someone local this time."}},
        application("to_decline"),
    ),
    ("POST", "/api/applications/{application_id}/offer"): Row(
        seen_by(200, ("church_admin",), APPLICANT_OR_GRACE),
        lambda scene, _c: {"json": scene_offer(scene)},
        application("to_offer"),
    ),
    ("POST", "/api/applications/{application_id}/withdraw"): Row(
        seen_by(200, ("speaker",), APPLICANT_OR_GRACE), path_params=application("to_withdraw")
    ),
    ("POST", "/api/applications/{application_id}/offer/accept"): Row(
        seen_by(200, ("speaker",), APPLICANT_OR_GRACE), path_params=application("to_accept")
    ),
    ("POST", "/api/applications/{application_id}/offer/decline"): Row(
        seen_by(200, ("speaker",), APPLICANT_OR_GRACE),
        path_params=application("to_decline_offer"),
    ),
    # Reviews: the hire's two parties write (the church through its admins and leaders); the
    # hire's readers see its reviews; the public reads released ones; the reviewed party replies.
    ("POST", "/api/applications/{application_id}/review"): Row(
        seen_by(201, ("speaker", "church_admin"), APPLICANT_OR_GRACE),
        lambda _s, _c: {"json": {"rating": 5, "text": "A blessing to our church."}},
        application("to_review"),
    ),
    ("GET", "/api/applications/{application_id}/reviews"): Row(
        seen_by(200, APPLICANT_OR_GRACE, ()), path_params=application("to_review")
    ),
    ("GET", "/api/reviews"): Row(
        everyone(200), lambda scene, _c: {"params": {"talent_id": str(scene.actors.speaker.id)}}
    ),
    ("POST", "/api/reviews/{review_id}/reply"): Row(
        only(200, ("speaker",)),
        lambda _s, _c: {"json": {"text": "Thank you for having me."}},
        lambda scene: {"review_id": scene.ids["review_to_reply"]},
    ),
    # Notifications: only ever the caller's own; someone else's is not found.
    ("GET", "/api/notifications"): Row(signed_in(200)),
    ("GET", "/api/notifications/unread-count"): Row(signed_in(200)),
    ("POST", "/api/notifications/read-all"): Row(signed_in(204)),
    ("POST", "/api/notifications/{notification_id}/read"): Row(
        seen_by(204, ("speaker",), ()),
        path_params=lambda scene: {"notification_id": scene.ids["speaker_notification"]},
    ),
    # Messaging: a conversation (and its attachment) is its two people's own; anyone else does not
    # know it exists. "talk" is between Grace's admin and the speaker.
    ("GET", "/api/messages/conversations"): Row(signed_in(200)),
    # Valid for each: the speaker writes Grace (they applied to it), everyone else the speaker. A
    # premium church's members write any speaker; the free church is sent to Premium; talent may
    # not write talent; an unverified email may not write at all.
    ("POST", "/api/messages/conversations"): Row(
        only(201, ("speaker", "church_admin", "church_member")),
        lambda scene, caller: {
            "data": {
                "recipient_id": str(
                    scene.actors.church_admin.id
                    if caller.name == "speaker"
                    else scene.actors.speaker.id
                ),
                "subject": "Revival week",
                "body": "Would you pray about joining us?",
            }
        },
    ),
    ("GET", "/api/messages/conversations/{conversation_id}"): Row(
        seen_by(200, TALKING, ()), path_params=conversation("talk")
    ),
    # Its own conversation: what is deleted for someone (the attachment, too) is gone for them.
    ("DELETE", "/api/messages/conversations/{conversation_id}"): Row(
        seen_by(204, TALKING, ()), path_params=conversation("to_delete")
    ),
    ("GET", "/api/messages/conversations/{conversation_id}/messages"): Row(
        seen_by(200, TALKING, ()), path_params=conversation("talk")
    ),
    ("POST", "/api/messages/conversations/{conversation_id}/messages"): Row(
        seen_by(201, TALKING, ()),
        lambda _s, _c: {"data": {"body": "See you then."}},
        conversation("talk"),
    ),
    ("POST", "/api/messages/conversations/{conversation_id}/read"): Row(
        seen_by(204, TALKING, ()), path_params=conversation("talk")
    ),
    ("POST", "/api/messages/conversations/{conversation_id}/archive"): Row(
        seen_by(204, TALKING, ()), path_params=conversation("talk")
    ),
    ("POST", "/api/messages/conversations/{conversation_id}/unarchive"): Row(
        seen_by(204, TALKING, ()), path_params=conversation("talk")
    ),
    ("GET", "/api/messages/unread-count"): Row(signed_in(200)),
    ("GET", "/api/messages/attachments/{attachment_id}"): Row(
        seen_by(200, TALKING, ()),
        path_params=lambda scene: {"attachment_id": scene.ids["talk_file"]},
    ),
    # Anyone signed in may ask (the answer says whether they may write, and why not).
    ("GET", "/api/messages/recipients/{user_id}"): Row(
        signed_in(200), path_params=lambda scene: {"user_id": scene.actors.speaker.id}
    ),
    ("GET", "/api/messages/blocks"): Row(signed_in(200)),
    ("POST", "/api/messages/blocks"): Row(
        signed_in(204), lambda scene, _c: {"json": {"user_id": str(scene.ids["bystander"])}}
    ),
    ("DELETE", "/api/messages/blocks/{user_id}"): Row(
        signed_in(204), path_params=lambda scene: {"user_id": scene.ids["bystander"]}
    ),
    # A report is about someone the caller talks with: the speaker reports Grace's admin, the
    # others the speaker (Grace's member talks with them since its row above, sorted first).
    ("POST", "/api/messages/reports"): Row(
        seen_by(201, (*TALKING, "church_member"), ()),
        lambda scene, caller: {
            "json": {
                "user_id": str(
                    scene.actors.church_admin.id
                    if caller.name == "speaker"
                    else scene.actors.speaker.id
                ),
                "reason": "Asked me to pay outside the platform.",
            }
        },
    ),
    # Reports: anyone signed in reports what they can see (here, a musician's profile). The
    # staff's moderation routes: the staff account alone; everyone else 403 staff_required.
    ("POST", "/api/reports"): Row(
        signed_in(201),
        lambda scene, _c: {
            "json": {
                "item_type": "profile",
                "item_id": str(scene.ids["bystander"]),
                "reason": "fake",
            }
        },
    ),
    ("GET", "/api/admin/reports"): Row(only(200, ("staff",))),
    # Credentials: talent keep their own (the evidence their own and staff's); staff decide.
    ("GET", "/api/credentials"): Row(only(200, TALENT)),
    ("POST", "/api/credentials"): Row(
        only(201, TALENT),
        lambda _s, _c: {
            "data": {
                "kind": "background_check",
                "title": "Background check",
                "issuer": "Sterling Volunteers",
                "issued_on": "2026-02-01",
            },
            "files": [("evidence", ("check.png", png(), "image/png"))],
        },
    ),
    ("DELETE", "/api/credentials/{credential_id}"): Row(
        seen_by(204, ("speaker",), ()),
        path_params=lambda scene: {"credential_id": scene.ids["credential_to_remove"]},
    ),
    ("GET", "/api/credentials/{credential_id}/evidence"): Row(
        seen_by(200, ("speaker", "staff"), ()),
        path_params=lambda scene: {"credential_id": scene.ids["credential"]},
    ),
    ("GET", "/api/admin/credentials"): Row(only(200, ("staff",))),
    ("POST", "/api/admin/credentials/{credential_id}/verify"): Row(
        only(200, ("staff",)),
        lambda _s, _c: {"json": {"note": "Checked against the issuer's letter"}},
        path_params=lambda scene: {"credential_id": scene.ids["to_verify"]},
    ),
    ("POST", "/api/admin/credentials/{credential_id}/reject"): Row(
        only(200, ("staff",)),
        lambda _s, _c: {"json": {"reason": "The scan is unreadable"}},
        path_params=lambda scene: {"credential_id": scene.ids["to_reject"]},
    ),
    # The referee's link is the key: anyone holding it reads it, and it takes one answer.
    ("GET", "/api/references/{token}"): Row(
        everyone(200), path_params=lambda scene: {"token": scene.ids["reference_token"]}
    ),
    ("POST", "/api/references/{token}"): Row(
        {**everyone(409), "signed_out": 200},
        lambda _s, _c: {
            "json": {
                "relationship": "Her pastor for six years",
                "statement": "Faithful, prepared and kind to every volunteer she works with.",
            }
        },
        path_params=lambda scene: {"token": scene.ids["reference_token"]},
    ),
    # A provider's event without its signature is refused, whoever sends it.
    ("POST", "/api/credentials/webhooks/{provider}"): Row(
        everyone(400),
        lambda _s, _c: {
            "json": {"id": "evt_1", "credential_id": str(_s.ids["credential"]), "outcome": "clear"}
        },
        path_params=lambda _scene: {"provider": "test-checks"},
    ),
    ("POST", "/api/admin/reports/{report_id}/decision"): Row(
        only(200, ("staff",)),
        lambda _s, _c: {"json": {"action": "dismiss"}},
        path_params=lambda scene: {"report_id": scene.ids["report"]},
    ),
    ("POST", "/api/admin/items/{item_type}/{item_id}/hide"): Row(
        only(200, ("staff",)),
        path_params=lambda scene: {"item_type": "opportunity", "item_id": scene.ids["to_hide"]},
    ),
    ("POST", "/api/admin/items/{item_type}/{item_id}/restore"): Row(
        only(200, ("staff",)),
        path_params=lambda scene: {"item_type": "opportunity", "item_id": scene.ids["hidden"]},
    ),
    ("POST", "/api/admin/users/{user_id}/suspend"): Row(
        only(200, ("staff",)),
        lambda _s, _c: {"json": {"reason": "Spam"}},
        path_params=lambda scene: {"user_id": scene.ids["to_suspend"]},
    ),
    ("POST", "/api/admin/users/{user_id}/restore"): Row(
        only(200, ("staff",)), path_params=lambda scene: {"user_id": scene.ids["suspended"]}
    ),
    ("GET", "/api/admin/log"): Row(only(200, ("staff",))),
    # Spec 02 §7.3's test email: staff send one to their own address.
    ("POST", "/api/admin/test-email"): Row(only(202, ("staff",))),
    # Test-only read-backs and set-ups: mounted only when ENVIRONMENT=test (see test below).
    ("GET", "/api/testing/contact-messages"): Row(everyone(200)),
    ("GET", "/api/testing/outbox"): Row(everyone(200)),
    ("GET", "/api/testing/web-vitals"): Row(everyone(200)),
    ("POST", "/api/testing/expire-email-links"): Row(
        everyone(200), lambda _a, caller: {"params": {"email": email_of(caller)}}
    ),
    ("POST", "/api/testing/accounts"): Row(
        everyone(201),
        lambda scene, caller: {
            "json": {
                "role": "church",
                "church_id": str(grace(scene)["church_id"]),
                "email": f"member-{caller.name}-{uuid.uuid4().hex[:6]}@example.org",
                "password": PASSWORD,
                "full_name": "New Member",
                "city": "Dayton",
                "state": "OH",
            }
        },
    ),
}


def scene_offer(scene: Scene) -> dict[str, Any]:
    body = offer_body(str(scene.ids["to_offer_position"]))
    return {**body, "event_date": str(scene.ids["event_date"]), "respond_by": "2026-12-01"}
