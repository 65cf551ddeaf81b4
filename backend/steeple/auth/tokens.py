"""Access tokens (short-lived JWTs) and opaque tokens stored only as hashes."""

import hashlib
import secrets
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

import jwt

from steeple.auth.models import Aal

ALGORITHM = "HS256"
AUDIENCE = "steeple"
ISSUER = "steeple"


class InvalidToken(Exception):
    pass


@dataclass(frozen=True)
class AccessClaims:
    user_id: uuid.UUID
    session_id: uuid.UUID
    expires_at: datetime
    aal: Aal = Aal.aal1


def create_access_token(
    secret: str,
    user_id: uuid.UUID,
    session_id: uuid.UUID,
    now: datetime,
    minutes: int,
    aal: Aal = Aal.aal1,
) -> str:
    claims = {
        "sub": str(user_id),
        "sid": str(session_id),
        "aal": aal.value,
        "type": "access",
        "aud": AUDIENCE,
        "iss": ISSUER,
        "iat": now,
        "exp": now + timedelta(minutes=minutes),
    }
    return jwt.encode(claims, secret, algorithm=ALGORITHM)


def decode_access_token(secret: str, token: str, now: datetime) -> AccessClaims:
    try:
        claims = jwt.decode(
            token,
            secret,
            algorithms=[ALGORITHM],  # never trust the token's own "alg"
            audience=AUDIENCE,
            issuer=ISSUER,
            options={
                "require": ["exp", "iat", "sub", "sid", "type"],
                # Time is checked below against our clock, which tests move.
                "verify_exp": False,
                "verify_iat": False,
            },
        )
        if claims["type"] != "access":
            raise InvalidToken("not an access token")
        # No leeway: the app and its clock are the only issuer and reader.
        if claims["exp"] <= now.timestamp():
            raise InvalidToken("expired")
        # Tokens issued before assurance levels were recorded stand for a password alone.
        aal = Aal(claims.get("aal", Aal.aal1))
        return AccessClaims(
            uuid.UUID(claims["sub"]),
            uuid.UUID(claims["sid"]),
            datetime.fromtimestamp(claims["exp"], UTC),
            aal,
        )
    except (jwt.PyJWTError, ValueError, KeyError) as error:
        raise InvalidToken(str(error)) from error


def new_opaque_token() -> str:
    return secrets.token_urlsafe(32)


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()
