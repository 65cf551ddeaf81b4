"""What the rest of the app calls to tell a user's open pages that something changed.

`push` queues an event on the session; it is published only after the transaction commits (and
dropped if it rolls back), through the broker the session was made with (see
db.create_sessionmaker).
Events are small references ("notification 42 is new"): each socket reads what it sends from the
database, for its own user, so nothing private travels through the broker.
"""

import uuid
from collections.abc import Awaitable
from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol

from sqlalchemy.ext.asyncio import AsyncSession

from steeple.db import after_commit

BROKER_KEY = "steeple.realtime"


class EventKind(StrEnum):
    notification = "notification"  # ref: the new notification's id
    message = "message"  # ref: the new message's id
    counts = "counts"  # read state changed: unread counts only
    # A sign-in session of the user ended, or the account was suspended: every process forgets
    # the sessions it found alive (auth.live_sessions), and open sockets check theirs again.
    # ref: an id of its own, which each process's answer names:
    sessions = "sessions"
    forgot = "forgot"  # a process forgot the sessions of the `sessions` event `ref` (brokers.py)


@dataclass(frozen=True)
class Event:
    user_id: uuid.UUID
    kind: EventKind
    ref: uuid.UUID | None = None


class Broker(Protocol):
    def publish(self, event: Event) -> Awaitable[None]: ...


def push(
    session: AsyncSession, user_id: uuid.UUID, kind: EventKind, ref: uuid.UUID | None = None
) -> None:
    """Tell `user_id`'s open pages, once this transaction has committed."""
    broker: Broker | None = session.info.get(BROKER_KEY)
    if broker is None:  # a command (seed, migrate) rather than a serving process: nobody listens
        return
    event = Event(user_id, kind, ref)
    after_commit(session, lambda: broker.publish(event))
