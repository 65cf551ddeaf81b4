"""Analytics: what is counted (recorder), the daily totals (models) and the figures (service)."""

from steeple.analytics.recorder import Event, record, record_view

__all__ = ["Event", "record", "record_view"]
