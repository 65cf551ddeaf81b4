"""The app's settings, as routes and dependencies reach them."""

from fastapi import Request

from steeple.config import Settings


def settings_of(request: Request) -> Settings:
    settings: Settings = request.app.state.settings
    return settings
