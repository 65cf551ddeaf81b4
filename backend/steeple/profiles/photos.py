"""Profile photos: checked by content, re-encoded (which drops every metadata block) and stored
under a random name."""

import io
import uuid
from pathlib import Path

import anyio
from PIL import Image, UnidentifiedImageError
from starlette.concurrency import run_in_threadpool

from steeple.web.errors import AppError

ACCEPTED_FORMATS = {"JPEG", "PNG", "WEBP"}
MAX_SIDE = 1024
# A decoded image takes 4 bytes a pixel (100 MB at the limit), and a few times that while it is
# converted: larger ones are refused from the size in their header, before any decoding.
MAX_PIXELS = 25_000_000
MAX_INPUT_SIDE = 10_000
# Ours replaces Pillow's decompression-bomb check (a warning, then an error at twice its limit):
# it runs as soon as the header is read, and says what the limits are.
Image.MAX_IMAGE_PIXELS = None


def _invalid(message: str) -> AppError:
    return AppError(422, "invalid_photo", message, {"photo": message})


def reencode(data: bytes) -> bytes:
    """JPEG, PNG or WebP in; a WebP of at most 1024 px on its longer side out, with no metadata."""
    try:
        with Image.open(io.BytesIO(data)) as image:
            if image.format not in ACCEPTED_FORMATS:
                raise _invalid("Upload a JPEG, PNG or WebP image")
            width, height = image.size
            if width * height > MAX_PIXELS or max(width, height) > MAX_INPUT_SIDE:
                raise _invalid(
                    f"This image is {width} x {height} pixels: photos may have at most "
                    "25 megapixels and 10,000 pixels on a side"
                )
            # JPEGs decode straight at a fraction of their size, close to what is kept.
            image.draft("RGB", (MAX_SIDE, MAX_SIDE))
            image.load()
            picture = image.convert("RGBA" if image.mode in ("RGBA", "LA", "P") else "RGB")
    except (UnidentifiedImageError, OSError, SyntaxError) as error:
        raise _invalid("Upload a JPEG, PNG or WebP image") from error
    picture.thumbnail((MAX_SIDE, MAX_SIDE))
    output = io.BytesIO()
    picture.save(output, format="WEBP", quality=85, method=4)
    return output.getvalue()


# Decoding and encoding take a core and up to a few hundred MB each: at most two at a time per
# process, the others wait their turn without holding a thread. (anyio's semaphore, unlike
# asyncio's, is not tied to the event loop that first waited on it.)
_image_work = anyio.Semaphore(2)


async def reencode_bounded(data: bytes) -> bytes:
    """`reencode` off the event loop, a bounded number at a time."""
    async with _image_work:
        return await run_in_threadpool(reencode, data)


def store(media_dir: Path, data: bytes) -> str:
    """Writes the photo and returns its file name."""
    media_dir.mkdir(parents=True, exist_ok=True)
    name = f"{uuid.uuid4().hex}.webp"
    (media_dir / name).write_bytes(data)
    return name


def remove(media_dir: Path, url: str | None) -> None:
    if url and url.startswith("/media/"):
        (media_dir / Path(url).name).unlink(missing_ok=True)
