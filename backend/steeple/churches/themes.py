"""Church themes (spec 02 §3): preset name to its colours (primary, secondary, light, dark)."""

from enum import StrEnum


class Theme(StrEnum):
    blue = "blue"
    green = "green"
    purple = "purple"
    red = "red"


THEME_COLOURS: dict[Theme, tuple[str, str, str, str]] = {
    Theme.blue: ("#3B82F6", "#1E40AF", "#DBEAFE", "#1E3A8A"),
    Theme.green: ("#10B981", "#047857", "#D1FAE5", "#064E3B"),
    Theme.purple: ("#8B5CF6", "#7C3AED", "#EDE9FE", "#581C87"),
    Theme.red: ("#EF4444", "#DC2626", "#FEE2E2", "#991B1B"),
}

DEFAULT_COLOUR = THEME_COLOURS[Theme.blue][0]


def theme_for_colour(colour: str) -> Theme:
    """Spec 02 §4: a custom colour selects the preset with that primary, otherwise blue."""
    for theme, (primary, *_rest) in THEME_COLOURS.items():
        if primary.lower() == colour.lower():
            return theme
    return Theme.blue
