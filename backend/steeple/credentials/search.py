"""What search asks of credentials: whether a talent holds a verified one of a kind (the
directory's "verified" filter). Verified means reviewed and not yet expired: the expiry job moves a
credential out of verified on the day after its last valid day."""

from sqlalchemy import ColumnElement, exists

from steeple.credentials.models import Credential, CredentialStatus


def holds_verified(user_id: ColumnElement[object], kind: ColumnElement[str]) -> ColumnElement[bool]:
    return exists().where(
        Credential.talent_id == user_id,
        Credential.kind == kind,
        Credential.status == CredentialStatus.verified,
    )
