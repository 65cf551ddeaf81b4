"""Steeple: the marketplace that connects churches with speakers and musicians."""
