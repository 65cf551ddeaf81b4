"""The app's settings, as routes and dependencies reach them, and as a session carries them."""

from fastapi import Request
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.config import Settings

# In the info of every session the app opens (app.py): what sessions write that depends on the
# configuration (sealed emails, links) finds it there, in requests and background jobs alike.
SETTINGS_KEY = "steeple.settings"


def settings_of(request: Request) -> Settings:
    settings: Settings = request.app.state.settings
    return settings


def settings_in(session: AsyncSession) -> Settings:
    settings: Settings = session.info[SETTINGS_KEY]
    return settings
