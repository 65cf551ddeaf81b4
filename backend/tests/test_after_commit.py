"""Side effects queued on a session run only after its commit, and are dropped on rollback."""

import asyncio
import io

import httpx
import pytest
from fastapi import FastAPI
from PIL import Image

from steeple.auth.dependencies import ActorDep
from steeple.db import SessionDep, after_commit, after_rollback, unit_of_work
from steeple.profiles import service as profiles
from steeple.web.errors import AppError
from tests.factories import Actors


async def test_effects_run_after_commit_and_are_dropped_on_rollback(app: FastAPI) -> None:
    ran: list[str] = []
    async with unit_of_work(app.state.sessionmaker) as session:
        after_commit(session, lambda: ran.append("committed"))
        after_rollback(session, lambda: ran.append("rolled back"))
        assert ran == []  # nothing before the commit
    assert ran == ["committed"]

    ran.clear()
    with pytest.raises(RuntimeError):
        async with unit_of_work(app.state.sessionmaker) as session:
            after_commit(session, lambda: ran.append("committed"))
            after_rollback(session, lambda: ran.append("rolled back"))
            raise RuntimeError("the request failed")
    assert ran == ["rolled back"]


def png(colour: tuple[int, int, int]) -> bytes:
    output = io.BytesIO()
    Image.new("RGB", (120, 80), colour).save(output, format="PNG")
    return output.getvalue()


async def test_a_request_failing_after_a_photo_upload_keeps_the_old_photo_and_no_new_file(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    media = app.state.settings.media_dir
    first = await client.put(
        "/api/profiles/me/photo",
        files={"photo": ("a.png", png((200, 0, 0)), "image/png")},
        headers=actors.speaker.headers,
    )
    assert first.status_code == 200
    old_url = first.json()["profile_photo"]
    files_before = set(media.iterdir())

    # A handler that replaces the photo, then fails later in the same request.
    @app.put("/api/failing-photo-change")
    async def failing(actor: ActorDep, session: SessionDep) -> None:
        await profiles.replace_photo(session, actor.user, png((0, 200, 0)), media)
        raise AppError(409, "conflict", "Something later in the request failed")

    failed = await client.put("/api/failing-photo-change", headers=actors.speaker.headers)
    assert failed.status_code == 409
    assert set(media.iterdir()) == files_before  # no new file left behind
    assert (await client.get(old_url)).status_code == 200  # the old one is still there
    me = (await client.get("/api/users/me", headers=actors.speaker.headers)).json()
    assert me["profile_photo"] == old_url


@pytest.mark.commits
async def test_two_uploads_at_once_leave_exactly_the_file_in_use(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    async def upload(colour: tuple[int, int, int]) -> httpx.Response:
        return await client.put(
            "/api/profiles/me/photo",
            files={"photo": ("p.png", png(colour), "image/png")},
            headers=actors.musician.headers,
        )

    media = app.state.settings.media_dir
    before = set(media.iterdir()) if media.exists() else set()
    answers = await asyncio.gather(*(upload((i * 40, 10, 10)) for i in range(4)))
    assert all(answer.status_code in (200, 409) for answer in answers), [
        (a.status_code, a.text) for a in answers
    ]
    me = (await client.get("/api/users/me", headers=actors.musician.headers)).json()
    new_files = set(media.iterdir()) - before
    assert {f"/media/{path.name}" for path in new_files} == {me["profile_photo"]}
