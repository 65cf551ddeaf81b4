"""What a credential means: how long each kind lasts, which moves its status may make, and how it
reads on a profile (the help center explains the same to people)."""

from dataclasses import dataclass
from datetime import date

from dateutil.relativedelta import relativedelta

from steeple.credentials.models import CredentialKind as K
from steeple.credentials.models import CredentialStatus as S

# Background checks and safeguarding training are good for 36 months unless the issuer says
# otherwise; ordination, licences and references do not expire unless a date is given.
USUAL_VALIDITY_MONTHS = {K.background_check: 36, K.safeguarding_training: 36}
# The days before an expiry on which the holder is told.
EXPIRY_NOTICES = (60, 30, 7)
# Who vouches for a credential staff verified.
STAFF = "Steeple staff"


def usual_expiry(kind: K, issued_on: date) -> date | None:
    months = USUAL_VALIDITY_MONTHS.get(kind)
    return issued_on + relativedelta(months=months) if months else None


@dataclass(frozen=True)
class Move:
    name: str
    sources: tuple[S, ...]
    target: S


VERIFY = Move("verify", (S.pending,), S.verified)
REJECT = Move("reject", (S.pending,), S.rejected)
EXPIRE = Move("expire", (S.verified,), S.expired)
