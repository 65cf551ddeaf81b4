"""notifications.api_json: each notification as the API writes it (NotificationOut), kept by the
database

The bell's list was written as JSON by the database on every read: json_build_object cost
PostgreSQL about 10 us of CPU a row (it looks up each value's output function on every call), 0.2
ms of a 20-item list's 0.27. Stored once when the row is written (and again when is_read or the
sender's name changes), a list reads it as text. PostgreSQL refuses a generation expression
calling json_build_object or to_char, which are only STABLE (some types' text depends on settings);
these values' text does not (the time is written in UTC with a fixed pattern), so the function
that writes it is declared IMMUTABLE. On SQLite the column is VIRTUAL: written on each read, as
before. tests/notifications/test_api_json.py holds both to NotificationOut. Adding the column
rewrites the notifications table on PostgreSQL.

Revision ID: 0031
Revises: 0030
Create Date: 2026-11-30 02:10:00
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0031"
down_revision: str | None = "0030"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_COLUMNS = (
    "id, is_read, created_at, type, priority, subject, message, sender_id, sender_name, "
    "sender_role, sender_avatar, sender_slug, application_id, opportunity_id, offered_role, metadata"
)

_POSTGRESQL_FUNCTION = """
CREATE FUNCTION notification_api_json(
    id uuid, is_read boolean, created_at timestamptz, type varchar, priority varchar,
    subject varchar, message text, sender_id uuid, sender_name varchar, sender_role varchar,
    sender_avatar varchar, sender_slug varchar, application_id uuid, opportunity_id uuid,
    offered_role varchar, metadata json
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT CAST(json_build_object(
        'id', id, 'is_read', is_read,
        'created_at', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
        'type', type, 'priority', priority, 'subject', subject, 'message', message,
        'sender_id', sender_id, 'sender_name', sender_name, 'sender_role', sender_role,
        'sender_avatar', sender_avatar, 'sender_slug', sender_slug,
        'application_id', application_id, 'opportunity_id', opportunity_id,
        'offered_role', offered_role, 'metadata', metadata
    ) AS TEXT)
$$
"""


def _sqlite_uuid(column: str) -> str:
    """SQLite stores a uuid as 32 hex digits: the dashed form the API writes."""
    groups = ((1, 8), (9, 4), (13, 4), (17, 4), (21, 12))
    return " || '-' || ".join(f"substr({column}, {start}, {length})" for start, length in groups)


# A time is stored as "2026-11-27 20:41:37.166547" (in UTC), a boolean as 0 or 1, JSON as text.
_SQLITE_JSON = f"""json_object(
    'id', {_sqlite_uuid("id")},
    'is_read', json(CASE WHEN is_read THEN 'true' WHEN NOT is_read THEN 'false' END),
    'created_at', replace(created_at, ' ', 'T') || 'Z',
    'type', type, 'priority', priority, 'subject', subject, 'message', message,
    'sender_id', {_sqlite_uuid("sender_id")}, 'sender_name', sender_name,
    'sender_role', sender_role, 'sender_avatar', sender_avatar, 'sender_slug', sender_slug,
    'application_id', {_sqlite_uuid("application_id")},
    'opportunity_id', {_sqlite_uuid("opportunity_id")},
    'offered_role', offered_role, 'metadata', json(metadata)
)"""


def upgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute(_POSTGRESQL_FUNCTION)
        op.execute(
            "ALTER TABLE notifications ADD COLUMN api_json text NOT NULL"
            f" GENERATED ALWAYS AS (notification_api_json({_COLUMNS})) STORED"
        )
    else:
        op.execute(
            "ALTER TABLE notifications ADD COLUMN api_json TEXT"
            f" GENERATED ALWAYS AS ({_SQLITE_JSON}) VIRTUAL"
        )


def downgrade() -> None:
    op.execute("ALTER TABLE notifications DROP COLUMN api_json")
    if op.get_bind().dialect.name == "postgresql":
        op.execute("DROP FUNCTION notification_api_json")
