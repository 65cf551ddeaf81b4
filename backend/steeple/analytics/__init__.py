"""Analytics: what is counted (recorder), the daily totals (models) and the figures (service)."""

from steeple.analytics.recorder import Event, is_bot, record, record_view

__all__ = ["Event", "is_bot", "record", "record_view"]
