"""Reviews after a confirmed hire: who may write, when, once each; the double-blind release (both
written, or the window's end); the reviewed party's one reply; averages on profiles and cards;
moderation's hiding."""

import uuid
from datetime import timedelta
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications.models import ApplicationStatus
from steeple.churches.models import MemberRole
from steeple.notifications.models import Notification
from steeple.reviews.models import Review
from steeple.reviews.release import sweep_once
from steeple.reviews.service import set_hidden
from steeple.users.roles import Role
from tests.conftest import Clock
from tests.factories import (
    Actors,
    SignedIn,
    access_token,
    add_member,
    make_application,
    make_opportunity,
    make_user,
)

S = ApplicationStatus
GOOD = {"rating": 5, "text": "Prepared, warm and on time. Our people still talk about it."}
FAIR = {"rating": 3, "text": "A good weekend; the sound check ran late."}


async def hire(
    app: FastAPI,
    actors: Actors,
    clock: Clock,
    *,
    status: ApplicationStatus = S.hire_confirmed,
    starts_in: timedelta = timedelta(days=3),
    talent: SignedIn | None = None,
) -> str:
    """The church admin's church hires the speaker (or `talent`) for an event `starts_in` ahead."""
    church = actors.church_admin.church
    applicant = (talent or actors.speaker).user
    assert church is not None and applicant is not None
    async with app.state.sessionmaker() as session, session.begin():
        opportunity = await make_opportunity(session, church, clock.now, starts_in=starts_in)
        application = await make_application(session, opportunity, applicant, status=status)
        return str(application.id)


async def later(app: FastAPI, settings: Any, clock: Clock, *people: SignedIn) -> list[SignedIn]:
    """The same callers with access tokens of the clock's (moved) time."""
    async with app.state.sessionmaker() as db, db.begin():
        tokens = [
            await access_token(db, settings, who.user, clock.now) for who in people if who.user
        ]
    return [
        SignedIn(who.name, who.user, who.church, {"Authorization": f"Bearer {token}"})
        for who, token in zip(people, tokens, strict=True)
    ]


async def review(
    client: httpx.AsyncClient, who: SignedIn, application_id: str, body: dict[str, Any] = GOOD
) -> httpx.Response:
    return await client.post(
        f"/api/applications/{application_id}/review", json=body, headers=who.headers
    )


async def state(client: httpx.AsyncClient, who: SignedIn, application_id: str) -> dict[str, Any]:
    response = await client.get(f"/api/applications/{application_id}/reviews", headers=who.headers)
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()
    return result


async def public(client: httpx.AsyncClient, **params: Any) -> dict[str, Any]:
    response = await client.get("/api/reviews", params=params)
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()
    return result


async def count_reviews(session: AsyncSession) -> int:
    return await session.scalar(select(func.count()).select_from(Review)) or 0


def error(response: httpx.Response) -> str:
    code: str = response.json()["error"]["code"]
    return code


# ---- who and when ------------------------------------------------------------------------------


async def test_the_review_window_opens_at_the_event_and_closes_30_days_on(
    app: FastAPI,
    client: httpx.AsyncClient,
    actors: Actors,
    clock: Clock,
    session: AsyncSession,
    settings: Any,
) -> None:
    application = await hire(app, actors, clock)
    early = await review(client, actors.speaker, application)
    assert (early.status_code, error(early)) == (409, "review_not_open")
    assert early.json()["error"]["message"] == "Reviews open once the event has started"
    seen = await state(client, actors.speaker, application)
    assert seen["can_review"] is False and seen["opens_at"] is not None
    clock.advance(days=3)
    [speaker] = await later(app, settings, clock, actors.speaker)
    assert (await state(client, speaker, application))["can_review"] is True
    clock.advance(days=30)
    [church] = await later(app, settings, clock, actors.church_admin)
    late = await review(client, church, application)
    assert (late.status_code, error(late)) == (409, "review_not_open")
    assert late.json()["error"]["message"] == "The 30 days for reviewing this event have passed"
    assert await count_reviews(session) == 0


@pytest.mark.parametrize("status", [S.submitted, S.shortlisted, S.offered, S.rejected, S.withdrawn])
async def test_only_a_confirmed_hire_can_be_reviewed(
    app: FastAPI,
    client: httpx.AsyncClient,
    actors: Actors,
    clock: Clock,
    session: AsyncSession,
    status: ApplicationStatus,
) -> None:
    application = await hire(app, actors, clock, status=status, starts_in=timedelta(days=-1))
    for who in (actors.speaker, actors.church_admin):
        refused = await review(client, who, application)
        assert (refused.status_code, error(refused)) == (409, "review_not_open")
    seen = await state(client, actors.speaker, application)
    assert seen == {
        "can_review": False,
        "can_reply": False,
        "opens_at": None,
        "closes_at": None,
        "mine": None,
        "theirs": None,
    }
    assert await count_reviews(session) == 0


async def test_only_the_two_parties_review(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, clock: Clock, session: AsyncSession
) -> None:
    application = await hire(app, actors, clock, starts_in=timedelta(days=-1))
    for stranger in (actors.musician, actors.other_church, actors.staff):
        hidden = await review(client, stranger, application)
        assert (hidden.status_code, error(hidden)) == (404, "not_found")
    # A plain member of the church reads the hire but does not write for the church.
    member = await review(client, actors.church_member, application)
    assert member.status_code == 403
    assert (await state(client, actors.church_member, application))["can_review"] is False
    assert (
        await client.post(f"/api/applications/{application}/review", json=GOOD)
    ).status_code == 401
    unknown = await review(client, actors.speaker, str(uuid.uuid4()))
    assert unknown.status_code == 404
    assert await count_reviews(session) == 0


async def test_a_leader_writes_for_the_church(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, clock: Clock, settings: Any
) -> None:
    application = await hire(app, actors, clock, starts_in=timedelta(days=-1))
    assert actors.church_admin.church is not None
    async with app.state.sessionmaker() as db, db.begin():
        leader = await add_member(db, actors.church_admin.church, MemberRole.leader)
        token = await access_token(db, settings, leader, clock.now)
    written = await client.post(
        f"/api/applications/{application}/review",
        json=GOOD,
        headers={"Authorization": f"Bearer {token}"},
    )
    assert written.status_code == 201, written.text
    assert written.json()["author"]["role"] == "church"
    # The church has written: its admin sees it as the church's own and cannot write again.
    seen = await state(client, actors.church_admin, application)
    assert seen["mine"]["id"] == written.json()["id"] and seen["can_review"] is False
    again = await review(client, actors.church_admin, application)
    assert (again.status_code, error(again)) == (409, "already_reviewed")


async def test_each_side_reviews_once(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, clock: Clock, session: AsyncSession
) -> None:
    application = await hire(app, actors, clock, starts_in=timedelta(days=-1))
    assert (await review(client, actors.speaker, application)).status_code == 201
    again = await review(client, actors.speaker, application, FAIR)
    assert (again.status_code, error(again)) == (409, "already_reviewed")
    assert await count_reviews(session) == 1


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"rating": 0, "text": "Fine."}, "rating"),
        ({"rating": 6, "text": "Fine."}, "rating"),
        ({"rating": 4.5, "text": "Fine."}, "rating"),
        ({"text": "Fine."}, "rating"),
        ({"rating": 4, "text": "   "}, "text"),
        ({"rating": 4, "text": "x" * 2001}, "text"),
    ],
)
async def test_ratings_are_1_to_5_with_a_text(
    app: FastAPI,
    client: httpx.AsyncClient,
    actors: Actors,
    clock: Clock,
    session: AsyncSession,
    body: dict[str, Any],
    field: str,
) -> None:
    application = await hire(app, actors, clock, starts_in=timedelta(days=-1))
    refused = await review(client, actors.speaker, application, body)
    assert refused.status_code == 422
    assert field in refused.json()["error"]["fields"]
    assert await count_reviews(session) == 0


# ---- the double-blind release ------------------------------------------------------------------


async def test_neither_sees_the_other_until_both_have_written(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, clock: Clock, session: AsyncSession
) -> None:
    application = await hire(app, actors, clock, starts_in=timedelta(days=-2))
    talent_id = str(actors.speaker.id)
    assert actors.church_admin.church is not None
    church_id = str(actors.church_admin.church.id)
    first = await review(client, actors.church_admin, application, FAIR)
    assert first.status_code == 201 and first.json()["released_at"] is None
    # Written but not shown: not to the speaker, not to the public, not in the average.
    assert (await state(client, actors.speaker, application))["theirs"] is None
    assert (await public(client, talent_id=talent_id))["items"] == []
    profile = (await client.get(f"/api/profiles/speakers/{talent_id}")).json()
    assert (profile["rating_average"], profile["rating_count"]) == (None, 0)

    second = await review(client, actors.speaker, application)
    assert second.status_code == 201 and second.json()["released_at"] is not None
    speaker_view = await state(client, actors.speaker, application)
    assert speaker_view["theirs"]["rating"] == 3 and speaker_view["mine"]["rating"] == 5
    assert speaker_view["theirs"]["author"]["name"] == actors.church_admin.church.church_name
    church_view = await state(client, actors.church_admin, application)
    assert church_view["theirs"]["text"] == GOOD["text"]

    about_talent = await public(client, talent_id=talent_id)
    assert [item["rating"] for item in about_talent["items"]] == [3]
    assert (about_talent["average"], about_talent["count"]) == (3.0, 1)
    about_church = await public(client, church_id=church_id)
    assert (about_church["average"], about_church["count"]) == (5.0, 1)
    assert about_church["items"][0]["author"]["role"] == "speaker"
    church_page = (await client.get(f"/api/churches/{church_id}")).json()
    assert (church_page["rating_average"], church_page["rating_count"]) == (5.0, 1)

    # Each reviewed party is told once its review shows.
    told = await session.scalars(
        select(Notification).where(Notification.subject.startswith("New review from"))
    )
    assert sorted(n.user_id for n in told) == sorted([actors.speaker.id, actors.church_admin.id])


async def test_a_lone_review_shows_once_the_window_closes(
    app: FastAPI,
    client: httpx.AsyncClient,
    actors: Actors,
    clock: Clock,
    session: AsyncSession,
    settings: Any,
) -> None:
    application = await hire(app, actors, clock, starts_in=timedelta(days=-1))
    assert (await review(client, actors.church_admin, application)).status_code == 201
    talent_id = str(actors.speaker.id)
    clock.advance(days=28)
    assert await sweep_once(app.state.sessionmaker, clock.now) == 0
    assert (await public(client, talent_id=talent_id))["count"] == 0
    clock.advance(days=1)
    assert await sweep_once(app.state.sessionmaker, clock.now) == 1
    assert await sweep_once(app.state.sessionmaker, clock.now) == 0  # released once
    shown = await public(client, talent_id=talent_id)
    assert (shown["count"], shown["average"], len(shown["items"])) == (1, 5.0, 1)
    [speaker] = await later(app, settings, clock, actors.speaker)
    speaker_view = await state(client, speaker, application)
    assert speaker_view["theirs"]["rating"] == 5 and speaker_view["can_review"] is False
    told = await session.scalar(
        select(func.count()).where(
            Notification.user_id == actors.speaker.id,
            Notification.subject.startswith("New review from"),
        )
    )
    assert told == 1


# ---- replies -----------------------------------------------------------------------------------


async def released(app: FastAPI, client: httpx.AsyncClient, actors: Actors, clock: Clock) -> str:
    """A hire both sides have reviewed; answers the church's review of the speaker."""
    application = await hire(app, actors, clock, starts_in=timedelta(days=-1))
    about_speaker = await review(client, actors.church_admin, application)
    assert (await review(client, actors.speaker, application, FAIR)).status_code == 201
    review_id: str = about_speaker.json()["id"]
    return review_id


async def test_the_reviewed_party_replies_once(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, clock: Clock
) -> None:
    review_id = await released(app, client, actors, clock)
    body = {"text": "Thank you, Grace. It was a joy to serve with you."}
    for who in (actors.church_admin, actors.musician, actors.church_member):
        refused = await client.post(
            f"/api/reviews/{review_id}/reply", json=body, headers=who.headers
        )
        assert refused.status_code == 403
    replied = await client.post(
        f"/api/reviews/{review_id}/reply", json=body, headers=actors.speaker.headers
    )
    assert replied.status_code == 200, replied.text
    assert replied.json()["reply"] == body["text"] and replied.json()["replied_at"]
    again = await client.post(
        f"/api/reviews/{review_id}/reply", json={"text": "Edited"}, headers=actors.speaker.headers
    )
    assert (again.status_code, error(again)) == (409, "already_replied")
    shown = await public(client, talent_id=str(actors.speaker.id))
    assert shown["items"][0]["reply"] == body["text"]


async def test_a_reply_tells_the_reviews_side_and_leads_to_the_hire(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, clock: Clock, session: AsyncSession
) -> None:
    about_speaker = await released(app, client, actors, clock)
    church = actors.church_admin.church
    assert church is not None and actors.speaker.user is not None
    about_church = next(
        item["id"] for item in (await public(client, church_id=str(church.id)))["items"]
    )
    replies = [
        (about_speaker, actors.speaker, {"text": "Thank you, it was a joy."}),
        (about_church, actors.church_admin, {"text": "Thank you for coming."}),
    ]
    for review_id, who, body in replies:
        replied = await client.post(
            f"/api/reviews/{review_id}/reply", json=body, headers=who.headers
        )
        assert replied.status_code == 200, replied.text

    told = list(
        await session.scalars(select(Notification).where(Notification.subject.contains("replied")))
    )
    speaker_name = actors.speaker.user.full_name
    # The church's review: its admins and leaders hear (not a plain member); the speaker's:
    # the speaker.
    assert sorted((n.user_id, n.subject) for n in told) == sorted(
        [
            (actors.church_admin.id, f"{speaker_name} replied to your church's review"),
            (actors.speaker.id, f"{church.church_name} replied to your review"),
        ]
    )
    application_ids = {n.application_id for n in told}
    assert len(application_ids) == 1 and None not in application_ids
    assert {n.metadata_["review_id"] for n in told} == {about_speaker, about_church}


async def test_mine_marks_the_callers_own_review_only(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, clock: Clock
) -> None:
    """So the page offers Report on every review but one's own (POST /api/reports refuses it)."""
    review_id = await released(app, client, actors, clock)
    talent_id = str(actors.speaker.id)
    for who, mine in [
        (actors.church_admin, True),  # wrote it
        (actors.church_member, False),  # of the same church, but did not write it
        (actors.speaker, False),  # the reviewed party may report an unfair review
        (actors.signed_out, False),
    ]:
        response = await client.get(
            "/api/reviews", params={"talent_id": talent_id}, headers=who.headers
        )
        [item] = response.json()["items"]
        assert (item["id"], item["mine"]) == (review_id, mine), who.name


async def test_an_unreleased_review_cannot_be_replied_to(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, clock: Clock
) -> None:
    application = await hire(app, actors, clock, starts_in=timedelta(days=-1))
    written = await review(client, actors.church_admin, application)
    refused = await client.post(
        f"/api/reviews/{written.json()['id']}/reply",
        json={"text": "Thanks"},
        headers=actors.speaker.headers,
    )
    assert refused.status_code == 404


# ---- averages, cards and moderation ------------------------------------------------------------


async def test_averages_reach_directory_cards_and_follow_moderation(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, clock: Clock, settings: Any
) -> None:
    talent_id = str(actors.speaker.id)
    first = await released(app, client, actors, clock)  # 5 stars from the church
    # A second church hires the same speaker and gives 2 stars.
    other = actors.other_church
    assert other.church is not None and actors.speaker.user is not None
    async with app.state.sessionmaker() as db, db.begin():
        opportunity = await make_opportunity(db, other.church, clock.now, starts_in=timedelta(-1))
        application = await make_application(
            db, opportunity, actors.speaker.user, status=S.hire_confirmed
        )
    await review(client, other, str(application.id), {"rating": 2, "text": "Late twice."})
    await review(client, actors.speaker, str(application.id), FAIR)

    shown = await public(client, talent_id=talent_id)
    assert (shown["average"], shown["count"]) == (3.5, 2)
    directory = (await client.get("/api/profiles/search", params={"role": "speaker"})).json()
    card = next(c for c in directory["results"] if c["user_id"] == talent_id)
    assert (card["rating_average"], card["rating_count"]) == (3.5, 2)

    clock.advance(days=-3)  # hidden by the app's clock, not the wall's
    async with app.state.sessionmaker() as db, db.begin():
        hidden = await set_hidden(db, uuid.UUID(first), True, clock.now)
        assert hidden.hidden_at == clock.now
    shown = await public(client, talent_id=talent_id)
    assert (shown["average"], shown["count"], len(shown["items"])) == (2.0, 1, 1)
    profile = (await client.get(f"/api/profiles/speakers/{talent_id}")).json()
    assert (profile["rating_average"], profile["rating_count"]) == (2.0, 1)

    async with app.state.sessionmaker() as db, db.begin():
        await set_hidden(db, uuid.UUID(first), False, clock.now)
    assert (await public(client, talent_id=talent_id))["count"] == 2


async def test_public_reviews_page_by_cursor_and_need_one_subject(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, clock: Clock, settings: Any
) -> None:
    assert actors.church_admin.church is not None
    church_id = str(actors.church_admin.church.id)
    for _ in range(3):
        async with app.state.sessionmaker() as db, db.begin():
            talent = await make_user(db, role=Role.musician)
            token = await access_token(db, settings, talent, clock.now)
        who = SignedIn("musician", talent, None, {"Authorization": f"Bearer {token}"})
        application = await hire(app, actors, clock, starts_in=timedelta(days=-1), talent=who)
        await review(client, who, application, FAIR)
        await review(client, actors.church_admin, application)
        clock.advance(minutes=1)
    first = await public(client, church_id=church_id, limit=2)
    assert len(first["items"]) == 2 and first["count"] == 3 and first["next_cursor"]
    rest = await public(client, church_id=church_id, limit=2, cursor=first["next_cursor"])
    assert len(rest["items"]) == 1 and rest["next_cursor"] is None
    for params in ({}, {"church_id": church_id, "talent_id": str(actors.speaker.id)}):
        refused = await client.get("/api/reviews", params=params)
        assert refused.status_code == 422


async def test_staff_hiding_a_review_takes_it_out_of_the_list_and_the_average(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, clock: Clock
) -> None:
    review_id = await released(app, client, actors, clock)  # 5 stars from the church
    talent_id = str(actors.speaker.id)
    profile_path = f"/api/profiles/speakers/{talent_id}"

    async def shown() -> tuple[list[str], float | None, int, tuple[float | None, int]]:
        page = await public(client, talent_id=talent_id)
        profile = (await client.get(profile_path)).json()
        return (
            [item["id"] for item in page["items"]],
            page["average"],
            page["count"],
            (profile["rating_average"], profile["rating_count"]),
        )

    assert await shown() == ([review_id], 5.0, 1, (5.0, 1))
    staff = actors.staff.headers
    hidden = await client.post(
        f"/api/admin/items/review/{review_id}/hide", headers=staff, json={"note": "Abusive"}
    )
    assert hidden.status_code == 200, hidden.text
    assert hidden.json()["hidden"] is True
    assert await shown() == ([], None, 0, (None, 0))

    restored = await client.post(f"/api/admin/items/review/{review_id}/restore", headers=staff)
    assert restored.status_code == 200, restored.text
    assert await shown() == ([review_id], 5.0, 1, (5.0, 1))
    log = (await client.get("/api/admin/log", headers=staff)).json()["items"]
    assert [(row["action"], row["item_title"]) for row in log] == [
        ("restore", "Review, 5 of 5"),
        ("hide", "Review, 5 of 5"),
    ]
