"""Cross-cutting HTTP concerns: the error shape, middleware and serving the single-page app."""
