"""This process's short memory of access tokens it verified and whose sign-in session it found
alive, so that a signed-in request need not check the token's signature nor ask the database
each time (docs/architecture.md, "Accounts and sessions").

Correct only while every change that ends a session reaches every process at once: such changes
call `auth.service.sessions_changed`, which publishes after the commit through the realtime
broker; each process's listener hands the event here (`heard`), and the user's tokens are
forgotten before any later request is read. While the broker's listener is not connected
(before it first is, or after it lost its connection) nothing is remembered or trusted
(`broker_connected`, `broker_lost`); and an entry is trusted for `ttl` at most even so, since a
connection that died silently is noticed only by its keepalive.

A session looked up in the database while a change to it was being committed must not be
remembered as alive: `remember` takes the `generation` read before that lookup and stores nothing
if anything was forgotten since. (The change's event is published after its commit, so either the
lookup saw the change, or the event arrives after the lookup began: before `remember`, which then
stores nothing, or after, and forgets the entry.)
"""

import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta

from steeple.auth.tokens import AccessClaims
from steeple.realtime.publish import Event, EventKind

# Past this many tokens in one process, the expired ones are swept (and, were that not enough,
# everything is forgotten): the memory stays small whatever the traffic.
MAX_TOKENS = 20_000


@dataclass(frozen=True)
class _Alive:
    claims: AccessClaims
    remembered_at: datetime
    until: datetime


class LiveSessions:
    def __init__(self, ttl: timedelta) -> None:
        self.ttl = ttl
        self._tokens: dict[str, _Alive] = {}
        self._by_user: dict[uuid.UUID, set[str]] = {}
        self._connected = False
        self.generation = 0  # moves on with every forgetting

    @property
    def enabled(self) -> bool:
        return self._connected and self.ttl > timedelta(0)

    def claims(self, token: str, now: datetime) -> AccessClaims | None:
        """The claims of `token` if it was verified and its session found alive lately; None:
        check it."""
        alive = self._tokens.get(token)
        if alive is None or not alive.remembered_at <= now < alive.until:
            return None
        return alive.claims

    def remember(
        self, token: str, claims: AccessClaims, ends_at: datetime, now: datetime, generation: int
    ) -> None:
        """`token` (its `claims`) was verified and its session found alive until `ends_at`, by a
        lookup that started at `generation`."""
        if not self.enabled or generation != self.generation:
            return
        if len(self._tokens) >= MAX_TOKENS:
            self._sweep(now)
        until = min(ends_at, claims.expires_at, now + self.ttl)
        self._tokens[token] = _Alive(claims, now, until)
        self._by_user.setdefault(claims.user_id, set()).add(token)

    def heard(self, event: Event) -> None:
        """An event from the broker: when a user's sessions changed, forget all their tokens."""
        if event.kind is EventKind.sessions:
            self.generation += 1
            for token in self._by_user.pop(event.user_id, ()):
                del self._tokens[token]

    def broker_connected(self) -> None:
        """The broker's listener (re)subscribed: events reach this process again."""
        self._connected = True

    def broker_lost(self) -> None:
        """The broker's listener lost its connection (or the process stops serving): events
        published meanwhile are missed, so nothing remembered can be trusted."""
        self._connected = False
        self._forget_all()

    def _forget_all(self) -> None:
        self.generation += 1
        self._tokens.clear()
        self._by_user.clear()

    def _sweep(self, now: datetime) -> None:
        for token, alive in list(self._tokens.items()):
            if alive.until <= now:
                del self._tokens[token]
                tokens = self._by_user[alive.claims.user_id]
                tokens.discard(token)
                if not tokens:
                    del self._by_user[alive.claims.user_id]
        if len(self._tokens) >= MAX_TOKENS:
            self._forget_all()

    def __len__(self) -> int:
        return len(self._tokens)
