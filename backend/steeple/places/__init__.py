"""US places: ZIP codes and cities with their coordinates and time zones (the gazetteer)."""
