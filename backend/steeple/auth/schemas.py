import uuid
from datetime import datetime
from typing import Annotated, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    EmailStr,
    Field,
    StringConstraints,
    ValidationInfo,
    field_validator,
)

from steeple.auth.models import FactorStatus, LinkPurpose
from steeple.auth.passwords import password_error
from steeple.i18n import Translated, _
from steeple.users.roles import Role, normalise_role
from steeple.users.schemas import ChurchName, FullName, UserOut

TokenText = Annotated[str, StringConstraints(min_length=1, max_length=200)]
# Sign-in accepts any text up to the maximum: a wrong password is a 401, not a 422.
AnyPassword = Annotated[str, StringConstraints(min_length=1, max_length=256)]


def _strong(value: str) -> str:
    error = password_error(value)
    if error:
        raise ValueError(error)
    return value


class SignUpIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    email: EmailStr
    password: str
    role: Role
    full_name: FullName
    church_name: ChurchName | None = Field(default=None, validate_default=True)

    _password = field_validator("password")(_strong)

    @field_validator("role", mode="before")
    @classmethod
    def _normalise_role(cls, value: object) -> object:
        return normalise_role(value) if isinstance(value, str) else value

    @field_validator("church_name")
    @classmethod
    def _church_name_for_churches(cls, value: str | None, info: ValidationInfo) -> str | None:
        church = info.data.get("role") is Role.church
        if church and not value:
            raise ValueError(_("Church name is required for churches"))
        if value and not church:
            raise ValueError(_("Only church accounts have a church name"))
        return value


class SignInIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    email: Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=320)]
    password: AnyPassword


class EmailIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    email: EmailStr


class VerifyIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    token_hash: TokenText
    type: LinkPurpose


class PasswordResetIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    token_hash: TokenText
    password: str

    _password = field_validator("password")(_strong)


class PasswordChangeIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    current_password: AnyPassword
    new_password: str

    _password = field_validator("new_password")(_strong)


class SessionOut(BaseModel):
    """A signed-in session: the access token for the Authorization header (the refresh token
    travels only in its httpOnly cookie)."""

    access_token: str
    token_type: Literal["bearer"] = "bearer"  # noqa: S105 (the OAuth2 token type, not a secret)
    expires_in: int
    user: UserOut


class VerifyOut(BaseModel):
    type: LinkPurpose
    email: str
    session: SessionOut | None = None


class Message(BaseModel):
    message: Translated


class DeviceSessionOut(BaseModel):
    """A signed-in device: one sign-in and the refreshes that kept it going. Which browser it is
    is not recorded, so it is told apart by when it signed in and was last used."""

    id: uuid.UUID
    created_at: datetime = Field(description="When this device signed in")
    last_used_at: datetime = Field(description="Its last sign-in or refresh")
    expires_at: datetime = Field(description="When it signs out unless used again")
    current: bool = Field(description="The session making this request")


# A TOTP code (6 digits) or a recovery code (6 letters and digits); spaces and dashes are
# ignored, so a wrong length is a wrong code (400), not a malformed request.
CodeText = Annotated[str, StringConstraints(min_length=1, max_length=64)]


class CodeIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    code: CodeText


class TwoFactorSignInIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    challenge_token: TokenText
    code: CodeText


class TwoFactorChallengeOut(BaseModel):
    """The password was right and two-factor sign-in is on: send a code with this token to
    /api/auth/signin/two-factor. No session exists yet."""

    two_factor_required: Literal[True] = True
    challenge_token: str
    expires_in: int = Field(description="Seconds until the token stops working")


class TwoFactorFactorOut(BaseModel):
    id: uuid.UUID
    type: Literal["totp"] = "totp"
    status: FactorStatus
    created_at: datetime


class TwoFactorStatusOut(BaseModel):
    enabled: bool
    factor: TwoFactorFactorOut | None
    recovery_codes_left: int


class TwoFactorEnrollmentOut(BaseModel):
    """Shown once: the secret is never sent again."""

    factor_id: uuid.UUID
    secret: str = Field(description="Base32, for typing into an authenticator app")
    otpauth_uri: str
    qr_svg: str = Field(description="The otpauth URI as a QR code: an SVG document")


class RecoveryCodesOut(BaseModel):
    """Shown once: only their hashes are kept."""

    recovery_codes: list[str]
