"""The app's settings, as routes and dependencies reach them."""

from typing import Annotated

from fastapi import Depends, Request

from steeple.config import Settings


def settings_of(request: Request) -> Settings:
    settings: Settings = request.app.state.settings
    return settings


def _public_url(request: Request) -> str:
    return settings_of(request).public_url


# The address emails and notifications link to (PUBLIC_URL).
PublicUrlDep = Annotated[str, Depends(_public_url)]
