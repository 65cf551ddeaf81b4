"""Sealing what the database keeps but must not be able to use on its own (a link waiting in the
outbox, a two-factor secret): Fernet (AES-128-CBC with HMAC-SHA256) under a key derived from
SECRET_KEY, which lives in the server's configuration, never in the database.

Each use names its `purpose`, from which HKDF-SHA256 derives a key of its own: a value sealed for
one purpose does not open for another. Changing SECRET_KEY makes every sealed value unreadable.
"""

import base64

from cryptography.fernet import Fernet, InvalidToken
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from steeple.config import Settings


def _fernet(purpose: str, settings: Settings) -> Fernet:
    key = HKDF(
        algorithm=hashes.SHA256(), length=32, salt=None, info=f"steeple:{purpose}".encode()
    ).derive(settings.secret_key.encode())
    return Fernet(base64.urlsafe_b64encode(key))


def seal(plaintext: str, *, purpose: str, settings: Settings) -> str:
    return _fernet(purpose, settings).encrypt(plaintext.encode()).decode("ascii")


def unseal(sealed: str, *, purpose: str, settings: Settings) -> str:
    """The sealed text; ValueError if it was sealed under another key or purpose, or altered."""
    try:
        return _fernet(purpose, settings).decrypt(sealed.encode("ascii")).decode()
    except (InvalidToken, UnicodeError) as error:
        raise ValueError(f"cannot unseal this {purpose} value with this SECRET_KEY") from error
