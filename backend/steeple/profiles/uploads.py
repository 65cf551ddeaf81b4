"""Photo uploads over HTTP, for people's and churches' photos alike: the size limit and the
per-user rate (each upload costs a decode and an encode)."""

from fastapi import Request, UploadFile
from limits import parse

from steeple.auth.dependencies import ActorDep
from steeple.config import Settings
from steeple.i18n import _
from steeple.web.errors import AppError
from steeple.web.rate_limit import RateLimiter

UPLOADS_PER_USER = parse("20/hour")


async def limit_photo_uploads(request: Request, actor: ActorDep) -> None:
    """A route dependency: 20 photo uploads an hour per user, whatever the photo is for."""
    limiter: RateLimiter = request.app.state.rate_limiter
    await limiter.hit(UPLOADS_PER_USER, "upload-photo", str(actor.user.id))


async def read_photo_upload(photo: UploadFile, settings: Settings) -> bytes:
    """The uploaded bytes, refused with 413 past the size limit."""
    data = await photo.read(settings.max_photo_bytes + 1)
    if len(data) > settings.max_photo_bytes:
        limit_mb = settings.max_photo_bytes // 1_048_576
        message = _("The photo is larger than {megabytes} MB", megabytes=limit_mb)
        raise AppError(413, "content_too_large", message, {"photo": message})
    return data
