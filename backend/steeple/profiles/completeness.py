"""How complete a profile is: one rule, which the dashboard shows item by item and the directory
orders by. Each item names the editor field that completes it (the dashboard links there)."""

from pydantic import BaseModel

from steeple.i18n import Text, Translated, _
from steeple.profiles.models import TalentProfile
from steeple.users.models import User
from steeple.users.roles import Role


class CompletenessItem(BaseModel):
    field: str
    label: Translated
    done: bool


class Completeness(BaseModel):
    percent: int
    items: list[CompletenessItem]


def from_checks(checks: list[tuple[str, Text, bool]]) -> Completeness:
    items = [CompletenessItem(field=f, label=label, done=done) for f, label, done in checks]
    percent = round(100 * sum(item.done for item in items) / len(items))
    return Completeness(percent=percent, items=items)


def talent_completeness(profile: TalentProfile, user: User) -> Completeness:
    speaker = user.role == Role.speaker
    return from_checks(
        [
            ("full_name", _("Add your name"), bool(user.full_name or profile.display_name)),
            ("city", _("Add your city and state"), bool(user.city and user.state)),
            ("photo", _("Add a profile photo"), bool(user.profile_photo)),
            ("headline", _("Write a headline"), bool(profile.headline)),
            ("bio", _("Write your bio"), bool(profile.bio)),
            (
                ("topics", _("Add the topics you speak on"), bool(profile.topics))
                if speaker
                else ("instruments", _("Add your instruments"), bool(profile.instruments))
            ),
            (
                ("skills", _("Add your skills"), bool(profile.skills))
                if speaker
                else ("genres", _("Add your genres"), bool(profile.genres))
            ),
            (
                "video_url",
                _("Add a video, audio or website link"),
                bool(profile.video_url or profile.audio_url or profile.website_url),
            ),
        ]
    )
