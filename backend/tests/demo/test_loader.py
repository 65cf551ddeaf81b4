"""The demo's data files and their loader: records by field name and type, and mistakes that
fail at load rather than as odd rows."""

import ast
from pathlib import Path

import pytest

import steeple.demo
from steeple.demo import loader
from steeple.demo.content import OPPORTUNITIES
from steeple.demo.loader import build, records
from steeple.demo.records import SeedOpportunity, SeedReviews, Weekday, Written
from steeple.opportunities.models import EventType
from steeple.reviews.models import Side

DEMO = Path(steeple.demo.__file__).parent


def test_a_table_becomes_a_record_by_its_fields_types() -> None:
    review = build(
        SeedReviews,
        {
            "talent": "someone@people.steeple.test",
            "opportunity": "Men's Breakfast: Faith at Work",
            "reply_to": "church",
            "reply": "Thank you,\nall of you.\n\nSee you next year.\n",
            "by_church": {"rating": 5, "text": "Prepared and kind.", "days": 2},
        },
    )
    assert review.reply_to == Side.church
    # A text wrapped in the file is read as its paragraphs, each on one line.
    assert review.reply == "Thank you, all of you.\n\nSee you next year."
    assert review.by_church == Written(5, "Prepared and kind.", 2.0)
    assert review.by_talent is None and review.reply_days == 0


def test_weekdays_are_written_by_name_and_lists_read_as_tuples() -> None:
    youth = next(o for o in OPPORTUNITIES if o.title == "Youth Revival Weekend: Unashamed")
    assert youth.day == Weekday.friday and int(youth.day) == 4
    assert youth.event_type == EventType.revival
    assert youth.pay == (1000, 2000)
    assert isinstance(youth.positions, tuple) and isinstance(youth.applications, tuple)


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ('[[opportunities]]\ntitel = "A typo"\n', "titel"),
        ('[[opportunities]]\nevent_type = "picnic"\n', "picnic"),
    ],
)
def test_a_mistake_in_a_data_file_fails_at_load_naming_the_file(
    text: str, error: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "broken.toml").write_text(text)
    monkeypatch.setattr(loader, "DATA", tmp_path)
    loader.read.cache_clear()
    try:
        with pytest.raises(ValueError, match=rf"data/broken\.toml.*{error}"):
            records("broken", "opportunities", SeedOpportunity)
    finally:
        loader.read.cache_clear()


def test_the_demo_writes_no_notification_text_of_its_own() -> None:
    """Every notification the demo leaves is written by the product's own notice code
    (applications.notices, messaging.service.notify_message), never by the seed itself."""
    for module in DEMO.glob("*.py"):
        tree = ast.parse(module.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                names = {alias.name for alias in node.names}
                assert not (node.module == "steeple.notifications.service" and "notify" in names), (
                    f"{module.name} calls notify() itself"
                )
                assert not (
                    node.module == "steeple.notifications.models" and "Notification" in names
                ), f"{module.name} builds Notification rows itself"
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name | ast.Attribute):
                called = node.func.id if isinstance(node.func, ast.Name) else node.func.attr
                assert called != "Notice", f"{module.name} writes a notice's text itself"
