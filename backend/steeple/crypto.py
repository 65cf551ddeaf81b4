"""Secrets kept at rest under a key the database does not hold: sealed with Fernet (AES-128-CBC
and HMAC-SHA256) under a key derived from SECRET_KEY for one purpose, so a copy of the database
alone reads none of them, and a token sealed for one purpose does not open for another."""

import base64

from cryptography.fernet import Fernet, InvalidToken
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from steeple.config import Settings


def _fernet(purpose: str, settings: Settings) -> Fernet:
    key = HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=purpose.encode()).derive(
        settings.secret_key.encode()
    )
    return Fernet(base64.urlsafe_b64encode(key))


def seal(plaintext: str, *, purpose: str, settings: Settings) -> str:
    return _fernet(purpose, settings).encrypt(plaintext.encode()).decode()


def unseal(sealed: str, *, purpose: str, settings: Settings) -> str:
    """The plaintext; ValueError when the token is not one sealed for `purpose` under this
    SECRET_KEY (tampered, truncated, or another key's)."""
    try:
        return _fernet(purpose, settings).decrypt(sealed.encode()).decode()
    except (InvalidToken, UnicodeError) as error:
        raise ValueError(f"cannot unseal this {purpose} value with this SECRET_KEY") from error
