"""Automated background-check providers, behind one seam like billing's payment providers: the
first provider is Steeple's own staff review (no webhook); a vendor posts its outcomes to
/api/credentials/webhooks/{name}, each verified by its signature and applied once (its event id
is stored first). `test-checks` is a built-in provider that signs like a vendor would, for
development and tests; a real vendor is a new class here and nothing else changes."""

import hashlib
import hmac
import json
from typing import Protocol

from pydantic import ValidationError

from steeple.config import Settings
from steeple.credentials.schemas import CheckEventIn
from steeple.i18n import _
from steeple.web.errors import AppError

SIGNATURE_HEADER = "X-Check-Signature"


class CheckProvider(Protocol):
    name: str

    def event(self, body: bytes, signature: str | None) -> CheckEventIn:
        """The event the body holds, if the signature is the provider's; else a 400."""
        ...


def _refused() -> AppError:
    return AppError(400, "invalid_signature", _("The event's signature is not valid"))


class BuiltInChecks:
    """Signs with HMAC-SHA256 of the raw body under a key every process derives from SECRET_KEY."""

    name = "test-checks"

    def __init__(self, settings: Settings) -> None:
        self._key = hmac.new(
            settings.secret_key.encode(), b"steeple test checks", hashlib.sha256
        ).digest()

    def sign(self, body: bytes) -> str:
        return "sha256=" + hmac.new(self._key, body, hashlib.sha256).hexdigest()

    def event(self, body: bytes, signature: str | None) -> CheckEventIn:
        if signature is None or not hmac.compare_digest(signature, self.sign(body)):
            raise _refused()
        try:
            return CheckEventIn.model_validate(json.loads(body))
        except (ValueError, ValidationError) as error:
            raise AppError(422, "invalid_event", _("The event could not be read")) from error


def provider_named(settings: Settings, name: str) -> CheckProvider:
    """The provider posting to /webhooks/{name}; the test provider never in production."""
    if name == BuiltInChecks.name and not settings.is_production:
        return BuiltInChecks(settings)
    raise AppError(404, "not_found", _("No such check provider"))
