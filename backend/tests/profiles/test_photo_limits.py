"""Photo uploads cannot exhaust the server: huge images are refused from their header before any
decoding, few images are worked on at once, and each user uploads a bounded number an hour."""

import asyncio
import io
import struct
import threading
import time
import zlib

import httpx
import pytest
from PIL import Image, ImageFile

from steeple.profiles import photos
from steeple.web.errors import AppError
from tests.factories import Actors


def png_header(width: int, height: int) -> bytes:
    """A PNG that only claims its size: a few hundred bytes, whatever the dimensions."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
        )

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"\x00" * 64))
        + chunk(b"IEND", b"")
    )


def small_png() -> bytes:
    output = io.BytesIO()
    Image.new("RGB", (40, 30), (20, 90, 200)).save(output, format="PNG")
    return output.getvalue()


@pytest.mark.parametrize(
    ("width", "height"),
    [(6_000, 5_000), (9_000, 9_000), (12_000, 800), (800, 12_000), (60_000, 60_000)],
)
def test_huge_images_are_refused_from_their_header_without_decoding(
    monkeypatch: pytest.MonkeyPatch, width: int, height: int
) -> None:
    def no_decoding(_image: ImageFile.ImageFile) -> None:
        raise AssertionError("the image was decoded")

    monkeypatch.setattr(ImageFile.ImageFile, "load", no_decoding)
    with pytest.raises(AppError) as refused:
        photos.reencode(png_header(width, height))
    assert refused.value.status_code == 422
    assert refused.value.code == "invalid_photo"
    message = refused.value.fields["photo"]
    assert "25 megapixels" in message and "10,000 pixels" in message, message


async def test_a_huge_image_is_a_clear_422(client: httpx.AsyncClient, actors: Actors) -> None:
    response = await client.put(
        "/api/profiles/me/photo",
        files={"photo": ("big.png", png_header(9_000, 9_000), "image/png")},
        headers=actors.speaker.headers,
    )
    assert response.status_code == 422
    error = response.json()["error"]
    assert error["code"] == "invalid_photo"
    assert "9000 x 9000" in error["fields"]["photo"]


async def test_at_most_two_images_are_worked_on_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    busy = 0
    most = 0
    lock = threading.Lock()

    def slow_reencode(data: bytes) -> bytes:
        nonlocal busy, most
        with lock:
            busy += 1
            most = max(most, busy)
        time.sleep(0.05)
        with lock:
            busy -= 1
        return data

    monkeypatch.setattr(photos, "reencode", slow_reencode)
    await asyncio.gather(*(photos.reencode_bounded(b"x") for _ in range(6)))
    assert most == 2


async def test_uploads_are_limited_per_user(client: httpx.AsyncClient, actors: Actors) -> None:
    async def upload(headers: dict[str, str]) -> int:
        response = await client.put(
            "/api/profiles/me/photo",
            files={"photo": ("me.png", small_png(), "image/png")},
            headers=headers,
        )
        return response.status_code

    statuses = [await upload(actors.speaker.headers) for _ in range(21)]
    assert statuses == [200] * 20 + [429]
    assert await upload(actors.musician.headers) == 200


async def test_a_photo_sent_as_text_is_asked_for_as_a_file(
    client: httpx.AsyncClient, actors: Actors
) -> None:
    response = await client.put(
        "/api/profiles/me/photo", data={"photo": "hello"}, headers=actors.speaker.headers
    )
    assert response.status_code == 422
    assert response.json()["error"]["fields"] == {"photo": "Attach a file"}
