"""Attachments: PDF, JPEG, PNG and WebP judged by their content; HTML, SVG, polyglots, oversized
and too many refused with nothing kept; files outside the public media mount, downloaded only by
the conversation's two people, as downloads that cannot run in a browser."""

import io
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI
from PIL import Image

from steeple.config import Settings
from steeple.db import unit_of_work
from steeple.private_files import Checked, path_of, store
from tests.factories import Actors
from tests.messaging.helpers import PDF, files, footprint, image, reply, start, started


def private_files(settings: Settings) -> list[Path]:
    folder = settings.media_dir / "private"
    return sorted(folder.iterdir()) if folder.exists() else []


async def test_good_files_are_kept_and_downloaded_by_both_people_only(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, settings: Settings
) -> None:
    church, speaker = actors.church_admin, actors.speaker
    sent = files(
        ("Rider (final).PDF", PDF),
        ("stage.png", image("PNG")),
        ("../../etc/team photo.jpeg", image("JPEG")),
        ("poster", image("WEBP")),
    )
    response = await start(client, church, speaker.id, attachments=sent)
    assert response.status_code == 201, response.text
    conversation_id = response.json()["id"]
    [message] = (
        await client.get(
            f"/api/messages/conversations/{conversation_id}/messages", headers=speaker.headers
        )
    ).json()["items"]
    listed = [(a["filename"], a["content_type"]) for a in message["attachments"]]
    # Names keep what the sender wrote, without folders, with the extension of what they are.
    assert listed == [
        ("Rider (final).pdf", "application/pdf"),
        ("stage.png", "image/png"),
        ("team photo.jpg", "image/jpeg"),
        ("poster.webp", "image/webp"),
    ]
    assert len(private_files(settings)) == 4

    for attachment in message["attachments"]:
        assert attachment["url"] == f"/api/messages/attachments/{attachment['id']}"
        for who in (church, speaker):
            download = await client.get(attachment["url"], headers=who.headers)
            assert download.status_code == 200
            headers = download.headers
            assert headers["content-type"].startswith(attachment["content_type"])
            assert headers["content-disposition"].startswith("attachment;")
            assert headers["x-content-type-options"] == "nosniff"
            assert "sandbox" in headers["content-security-policy"]
            assert int(headers["content-length"]) == attachment["size_bytes"]
        if attachment["content_type"] == "application/pdf":
            assert download.content == PDF  # a PDF is kept as sent
        else:
            with Image.open(io.BytesIO(download.content)) as picture:
                assert picture.size == (48, 32)
        for stranger in (actors.musician, actors.church_member, actors.other_church):
            hidden = await client.get(attachment["url"], headers=stranger.headers)
            assert hidden.status_code == 404
        assert (await client.get(attachment["url"])).status_code == 401
    disposition = (
        await client.get(message["attachments"][0]["url"], headers=speaker.headers)
    ).headers["content-disposition"]
    assert 'filename="Rider (final).pdf"' in disposition or "Rider%20%28final%29.pdf" in disposition


async def test_private_files_are_not_served_by_the_public_media_mount(
    client: httpx.AsyncClient, actors: Actors, settings: Settings
) -> None:
    response = await start(
        client, actors.church_admin, actors.speaker.id, attachments=files(("a.pdf", PDF))
    )
    assert response.status_code == 201
    [stored] = private_files(settings)
    for path in (
        f"/media/private/{stored.name}",
        f"/media/./private/{stored.name}",
        f"/media/x/../private/{stored.name}",
        "/media/private/",
        "/media/private",
    ):
        assert (await client.get(path)).status_code == 404, path
    # The public mount still serves what is public.
    (settings.media_dir / "public.webp").write_bytes(image("WEBP"))
    assert (await client.get("/media/public.webp")).status_code == 200


HTML = b"<!doctype html><html><body><script>alert(document.cookie)</script></body></html>"
SVG = b'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'


@pytest.mark.parametrize(
    ("name", "data"),
    [
        ("rider.pdf", HTML),  # HTML named as a PDF
        ("logo.svg", SVG),
        ("logo.png", SVG),
        ("notes.txt", b"Bring the keyboard stand."),
        # A web page that also passes for a PDF further in.
        ("rider.pdf", HTML + b"\n" + PDF),
        # A PDF whose first bytes are right but which carries a page a browser could run.
        ("rider.pdf", PDF[:-6] + b"<html><script>alert(1)</script></html>\n%%EOF\n"),
        ("rider.pdf", b"%PDF-1.7\n" + b"<svg onload=alert(1)>" + b"\n%%EOF\n"),
        # A PDF header without a PDF after it.
        ("rider.pdf", b"%PDF-1.4\nnothing else"),
        # The first bytes of a PNG, then nothing that decodes.
        ("broken.png", b"\x89PNG\r\n\x1a\n" + b"\x00" * 100),
        ("cut.jpg", image("JPEG")[:200]),
        ("archive.zip", b"PK\x03\x04" + b"\x00" * 50),
    ],
)
async def test_hostile_or_broken_files_are_refused_and_nothing_is_kept(
    app: FastAPI,
    client: httpx.AsyncClient,
    actors: Actors,
    settings: Settings,
    name: str,
    data: bytes,
) -> None:
    conversation_id = await started(client, actors.church_admin, actors.speaker)
    before = await footprint(app)
    for response in (
        await start(
            client, actors.church_admin, actors.speaker.id, attachments=files((name, data))
        ),
        await reply(
            client,
            actors.speaker,
            conversation_id,
            attachments=files(("ok.pdf", PDF), (name, data)),
        ),
    ):
        assert response.status_code == 422, response.text
        error = response.json()["error"]
        assert error["code"] == "invalid_attachment"
        assert name in error["fields"]["attachments"]
    assert await footprint(app) == before
    assert private_files(settings) == []


async def test_a_jpeg_carrying_a_script_is_kept_as_the_picture_alone(
    client: httpx.AsyncClient, actors: Actors, settings: Settings
) -> None:
    """Decodable, so accepted; re-encoded, so what was appended is gone (and camera metadata)."""
    payload = b"<script>alert(document.cookie)</script>"
    response = await start(
        client,
        actors.church_admin,
        actors.speaker.id,
        attachments=files(("photo.jpg", image("JPEG") + payload)),
    )
    assert response.status_code == 201, response.text
    [stored] = private_files(settings)
    kept = stored.read_bytes()
    assert payload not in kept
    with Image.open(io.BytesIO(kept)) as picture:
        assert picture.format == "JPEG" and picture.size == (48, 32)


async def test_oversized_too_many_or_empty_files_are_refused(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, settings: Settings
) -> None:
    church, speaker = actors.church_admin, actors.speaker
    before = await footprint(app)
    limit = settings.max_attachment_bytes
    big = PDF[:-6] + b"%" * (limit - len(PDF) + 1) + b"\n%%EOF\n"
    assert len(big) > limit
    oversized = await start(client, church, speaker.id, attachments=files(("big.pdf", big)))
    assert oversized.status_code == 413
    assert oversized.json()["error"]["fields"]["attachments"] == "big.pdf is larger than 10 MB"

    six = files(*[(f"f{n}.pdf", PDF) for n in range(6)])
    too_many = await start(client, church, speaker.id, attachments=six)
    assert too_many.status_code == 422
    assert too_many.json()["error"]["code"] == "too_many_attachments"

    empty = await start(client, church, speaker.id, attachments=files(("empty.pdf", b"")))
    assert empty.status_code == 422
    assert empty.json()["error"]["fields"]["attachments"] == "empty.pdf is empty"
    assert await footprint(app) == before
    assert private_files(settings) == []

    # Five files at the limit are fine.
    five = files(*[(f"f{n}.pdf", PDF) for n in range(5)])
    assert (await start(client, church, speaker.id, attachments=five)).status_code == 201
    assert len(private_files(settings)) == 5


async def test_a_request_beyond_five_full_files_is_refused_before_it_is_read(
    client: httpx.AsyncClient, actors: Actors, settings: Settings
) -> None:
    limit = 5 * settings.max_attachment_bytes + 262_144
    response = await client.post(
        "/api/messages/conversations",
        headers={**actors.church_admin.headers, "Content-Length": str(limit + 1)},
        content=b"x" * 10,
    )
    assert response.status_code == 413


async def test_a_file_written_for_a_transaction_that_rolls_back_is_removed(
    app: FastAPI, settings: Settings
) -> None:
    checked = Checked("a.pdf", "application/pdf", PDF)
    with pytest.raises(RuntimeError):
        async with unit_of_work(app.state.sessionmaker) as session:
            name = await store(session, settings.media_dir, checked)
            assert path_of(settings.media_dir, name).read_bytes() == PDF
            raise RuntimeError("the request failed after the file was written")
    assert private_files(settings) == []
    async with unit_of_work(app.state.sessionmaker) as session:
        name = await store(session, settings.media_dir, checked)
    assert path_of(settings.media_dir, name).is_file()


async def test_an_attachment_deleted_for_someone_is_gone_for_them_only(
    client: httpx.AsyncClient, actors: Actors
) -> None:
    church, speaker = actors.church_admin, actors.speaker
    response = await start(client, church, speaker.id, attachments=files(("a.pdf", PDF)))
    conversation_id = response.json()["id"]
    [message] = (
        await client.get(
            f"/api/messages/conversations/{conversation_id}/messages", headers=church.headers
        )
    ).json()["items"]
    url = message["attachments"][0]["url"]
    deleted = await client.delete(
        f"/api/messages/conversations/{conversation_id}", headers=speaker.headers
    )
    assert deleted.status_code == 204
    assert (await client.get(url, headers=speaker.headers)).status_code == 404
    assert (await client.get(url, headers=church.headers)).status_code == 200
