import pytest
from fastapi import FastAPI

from steeple.realtime.publish import BROKER_KEY, Event


class RecordingBroker:
    """Stands in for the realtime fan-out: what would reach sockets, in order."""

    def __init__(self) -> None:
        self.events: list[Event] = []

    async def publish(self, event: Event) -> None:
        self.events.append(event)


@pytest.fixture
def broker(app: FastAPI) -> RecordingBroker:
    recording = RecordingBroker()
    app.state.sessionmaker.configure(info={BROKER_KEY: recording})
    return recording
