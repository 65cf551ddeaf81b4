"""Profile photos: checked by content, re-encoded (which drops every metadata block) and stored
under a random name."""

import asyncio
import io
import uuid
from pathlib import Path

from PIL import Image, UnidentifiedImageError
from starlette.concurrency import run_in_threadpool

from steeple.web.errors import AppError

ACCEPTED_FORMATS = {"JPEG", "PNG", "WEBP"}
MAX_SIDE = 1024
# Refuse decompression bombs long before they reach memory.
Image.MAX_IMAGE_PIXELS = 40_000_000


def _invalid(message: str) -> AppError:
    return AppError(422, "invalid_photo", message, {"photo": message})


def reencode(data: bytes) -> bytes:
    """JPEG, PNG or WebP in; a WebP of at most 1024 px on its longer side out, with no metadata."""
    try:
        with Image.open(io.BytesIO(data)) as image:
            if image.format not in ACCEPTED_FORMATS:
                raise _invalid("Upload a JPEG, PNG or WebP image")
            image.load()
            picture = image.convert("RGBA" if image.mode in ("RGBA", "LA", "P") else "RGB")
    except (UnidentifiedImageError, Image.DecompressionBombError, OSError, SyntaxError) as error:
        raise _invalid("Upload a JPEG, PNG or WebP image") from error
    picture.thumbnail((MAX_SIDE, MAX_SIDE))
    output = io.BytesIO()
    picture.save(output, format="WEBP", quality=85, method=4)
    return output.getvalue()


# Decoding and encoding take a core and tens of MB each: at most two at a time per process.
_image_work = asyncio.Semaphore(2)


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
