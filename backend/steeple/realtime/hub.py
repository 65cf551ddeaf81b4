"""This process's open sockets, by user: an event that reaches the process goes to its user's
sockets here, and nowhere else.

Each socket has a bounded queue that its own task drains, so one slow or dead socket never holds
up the others: when its queue is full it is dropped (the client reconnects and refetches).
"""

import asyncio
import uuid

from steeple.realtime.publish import Event, EventKind

# Events waiting for one socket. A page that falls this far behind is closed rather than fed.
QUEUE_LIMIT = 64


class Subscriber:
    """One open, authenticated socket: what is waiting to be sent to it."""

    def __init__(self, user_id: uuid.UUID, limit: int = QUEUE_LIMIT) -> None:
        self.user_id = user_id
        self.queue: asyncio.Queue[Event] = asyncio.Queue(maxsize=limit)
        self.overflowed = asyncio.Event()
        # A counts event already waiting will read the counts when it is sent: a burst of
        # read-state changes (say, mark all read on many tabs) needs only one.
        self._counts_waiting = False

    def offer(self, event: Event) -> None:
        if self.overflowed.is_set():
            return
        if event.kind is EventKind.counts:
            if self._counts_waiting:
                return
            self._counts_waiting = True
        try:
            self.queue.put_nowait(event)
        except asyncio.QueueFull:
            self.overflowed.set()

    async def next_event(self) -> Event:
        event = await self.queue.get()
        if event.kind is EventKind.counts:
            # Counts read from here on are newer than any change before this moment.
            self._counts_waiting = False
        return event


class Hub:
    def __init__(self) -> None:
        self._by_user: dict[uuid.UUID, set[Subscriber]] = {}

    def add(self, subscriber: Subscriber) -> None:
        self._by_user.setdefault(subscriber.user_id, set()).add(subscriber)

    def remove(self, subscriber: Subscriber) -> None:
        sockets = self._by_user.get(subscriber.user_id)
        if sockets is None:
            return
        sockets.discard(subscriber)
        if not sockets:
            del self._by_user[subscriber.user_id]

    def deliver(self, event: Event) -> None:
        for subscriber in tuple(self._by_user.get(event.user_id, ())):
            subscriber.offer(event)

    def resync(self) -> None:
        """After the broker's connection was lost, events may have been missed: every socket here
        is sent its current counts (the client refetches its lists on them)."""
        for user_id, sockets in tuple(self._by_user.items()):
            for subscriber in tuple(sockets):
                subscriber.offer(Event(user_id, EventKind.counts))

    def sockets_of(self, user_id: uuid.UUID) -> int:
        return len(self._by_user.get(user_id, ()))

    def __len__(self) -> int:
        return sum(len(sockets) for sockets in self._by_user.values())
