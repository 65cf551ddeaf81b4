"""Private files people upload: message attachments (riders, set lists, contracts), a handoff
pack's files (tech riders, stage plots, chord charts). PDFs and pictures (JPEG, PNG, and WebP where
the form accepts it).

Each file is judged by its content, never by the name or type the browser gave:
- a PDF must start with its header at the first byte, end with its end-of-file marker, and hold no
  HTML, SVG or script markup anywhere (a file that is a PDF and a web page at once, a polyglot,
  is refused: a browser sniffing it could run it);
- a picture must be what its first bytes say, within a size in pixels, and decode in full; it is
  then re-encoded in its own format, which keeps the picture (turned upright) and drops everything
  else: camera metadata with its location, and anything appended after the image (a JPEG carrying
  a script is accepted as the picture it also is, without the script);
- anything else (HTML, SVG, text, archives...) is refused.

Files are kept under `media_dir/private` with random names (never served by the public /media
mount, see web/spa.py) and only sent as downloads to those the owning domain lets read them. A
file written for a request whose transaction rolls back is removed; one no row names is swept
(orphan_files.py).
"""

import io
import re
import unicodedata
import uuid
from dataclasses import dataclass
from pathlib import Path

import anyio
from fastapi import UploadFile
from fastapi.responses import FileResponse
from PIL import Image, ImageOps, UnidentifiedImageError
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.concurrency import run_in_threadpool

from steeple.db import after_rollback
from steeple.i18n import _
from steeple.web.errors import AppError
from steeple.web.spa import PRIVATE_MEDIA

# A picture decodes to 4 bytes a pixel: 50 megapixels is what cameras make, and 200 MB decoded.
MAX_PIXELS = 50_000_000
MAX_SIDE = 20_000


@dataclass(frozen=True)
class Kind:
    content_type: str
    extension: str


PDF = Kind("application/pdf", ".pdf")
IMAGES = {
    "JPEG": Kind("image/jpeg", ".jpg"),
    "PNG": Kind("image/png", ".png"),
    "WEBP": Kind("image/webp", ".webp"),
}

_PDF_HEADER = re.compile(rb"%PDF-[12]\.\d")
_PDF_END = b"%%EOF"
# What makes a browser treat bytes as a page, an image that scripts, or a frame.
_MARKUP = re.compile(
    rb"<\s*(?:!doctype\s+html|html|head|body|script|svg|iframe|object|embed|form|meta\s)",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Accepts:
    """What one form field takes: the field its errors name, how many files, which pictures."""

    field: str
    max_files: int
    webp: bool = True

    def image_kinds(self) -> set[str]:
        return set(IMAGES) if self.webp else set(IMAGES) - {"WEBP"}


@dataclass(frozen=True)
class Upload:
    """An uploaded file as received: the sender's name for it and its bytes."""

    filename: str
    data: bytes


@dataclass(frozen=True)
class Checked:
    """A file that passed: its safe name, its real type and the bytes to keep."""

    filename: str
    content_type: str
    data: bytes


def _refused(filename: str, accepts: Accepts) -> AppError:
    if accepts.webp:
        message = _("{filename} is not a PDF, JPEG, PNG or WebP file", filename=filename)
    else:
        message = _("{filename} is not a PDF, JPEG or PNG file", filename=filename)
    return AppError(422, "invalid_attachment", message, {accepts.field: message})


def _too_large(filename: str, max_bytes: int, accepts: Accepts) -> AppError:
    message = _(
        "{filename} is larger than {megabytes} MB",
        filename=filename,
        megabytes=max_bytes // 1_048_576,
    )
    return AppError(413, "content_too_large", message, {accepts.field: message})


def shown_name(filename: str | None) -> str:
    """The sender's file name without folders, control or invisible characters, at most 150
    characters; "attachment" when nothing is left."""
    name = re.split(r"[\\/]", filename or "")[-1]
    name = "".join(c for c in name if unicodedata.category(c)[0] not in ("C", "Z") or c == " ")
    name = " ".join(name.split()).strip(" .")
    return name[:150] or "attachment"


def _with_extension(name: str, kind: Kind) -> str:
    """The name with the extension of what the file really is."""
    stem = name.rsplit(".", 1)[0] if "." in name else name
    return f"{stem or 'attachment'}{kind.extension}"


async def read_uploads(files: list[UploadFile], max_bytes: int, accepts: Accepts) -> list[Upload]:
    """The uploaded files' bytes: at most `accepts.max_files` files, none empty or over
    `max_bytes` (each read stops one byte past it)."""
    if len(files) > accepts.max_files:
        message = _("You can attach up to {count} files at once", count=accepts.max_files)
        raise AppError(422, "too_many_attachments", message, {accepts.field: message})
    uploads = []
    for file in files:
        name = shown_name(file.filename)
        data = await file.read(max_bytes + 1)
        if len(data) > max_bytes:
            raise _too_large(name, max_bytes, accepts)
        if not data:
            message = _("{filename} is empty", filename=name)
            raise AppError(422, "invalid_attachment", message, {accepts.field: message})
        uploads.append(Upload(name, data))
    return uploads


def _check_pdf(upload: Upload, accepts: Accepts) -> Checked:
    data = upload.data
    if not _PDF_HEADER.match(data) or _PDF_END not in data[-1024:] or _MARKUP.search(data):
        raise _refused(upload.filename, accepts)
    return Checked(_with_extension(upload.filename, PDF), PDF.content_type, data)


def _image_format(data: bytes) -> str | None:
    if data.startswith(b"\xff\xd8\xff"):
        return "JPEG"
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "PNG"
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "WEBP"
    return None


def _reencode(image: Image.Image, image_format: str) -> bytes:
    picture = ImageOps.exif_transpose(image)
    output = io.BytesIO()
    icc = image.info.get("icc_profile")
    extra = {"icc_profile": icc} if icc else {}
    if image_format == "JPEG":
        if picture.mode not in ("RGB", "L", "CMYK"):
            picture = picture.convert("RGB")
        picture.save(output, format="JPEG", quality=92, **extra)
    elif image_format == "PNG":
        picture.save(output, format="PNG", **extra)
    else:
        lossless = image.info.get("lossless", False)
        picture.save(output, format="WEBP", quality=90, lossless=lossless, **extra)
    return output.getvalue()


def _check_image(upload: Upload, image_format: str, accepts: Accepts) -> Checked:
    kind = IMAGES[image_format]
    try:
        with Image.open(io.BytesIO(upload.data), formats=[image_format]) as image:
            width, height = image.size
            if width * height > MAX_PIXELS or max(width, height) > MAX_SIDE:
                message = _(
                    "{filename} is {width} x {height} pixels: pictures may have at most "
                    "50 megapixels and 20,000 pixels on a side",
                    filename=upload.filename,
                    width=width,
                    height=height,
                )
                raise AppError(422, "invalid_attachment", message, {accepts.field: message})
            image.load()
            data = _reencode(image, image_format)
    except (
        UnidentifiedImageError,
        OSError,
        SyntaxError,
        ValueError,
        Image.DecompressionBombError,
    ) as error:
        raise _refused(upload.filename, accepts) from error
    return Checked(_with_extension(upload.filename, kind), kind.content_type, data)


def check(upload: Upload, accepts: Accepts) -> Checked:
    """The file as it will be kept, or a 422 that names it."""
    if upload.data.startswith(b"%PDF-"):
        return _check_pdf(upload, accepts)
    image_format = _image_format(upload.data)
    if image_format not in accepts.image_kinds():
        raise _refused(upload.filename, accepts)
    return _check_image(upload, image_format, accepts)


# Decoding takes a core and up to a few hundred MB: at most two at a time per process (shared with
# nothing else; the others wait without holding a thread).
_work = anyio.Semaphore(2)


async def check_all(uploads: list[Upload], accepts: Accepts) -> list[Checked]:
    checked = []
    for upload in uploads:
        async with _work:
            checked.append(await run_in_threadpool(check, upload, accepts))
    return checked


def private_dir(media_dir: Path) -> Path:
    return media_dir / PRIVATE_MEDIA


def path_of(media_dir: Path, storage_name: str) -> Path:
    return private_dir(media_dir) / storage_name


def _write(folder: Path, name: str, data: bytes) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_bytes(data)


async def store(session: AsyncSession, media_dir: Path, checked: Checked) -> str:
    """Writes the file under a random name, removed again if the transaction rolls back; answers
    the name."""
    name = uuid.uuid4().hex
    folder = private_dir(media_dir)
    path = folder / name
    after_rollback(session, lambda: path.unlink(missing_ok=True))
    await run_in_threadpool(_write, folder, name, checked.data)
    return name


# What a download may never do in a browser: run, be framed, be read as another type.
DOWNLOAD_HEADERS = {
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "X-Content-Type-Options": "nosniff",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Cache-Control": "private, no-store",
}


def download(path: Path, content_type: str, filename: str) -> FileResponse:
    """A kept file sent as a download, never shown inline."""
    return FileResponse(
        path,
        media_type=content_type,
        filename=filename,
        content_disposition_type="attachment",
        headers=DOWNLOAD_HEADERS,
    )
