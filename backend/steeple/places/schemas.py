from pydantic import BaseModel


class PlaceSuggestion(BaseModel):
    city: str
    # A postal code: "OH".
    state: str
    # The ZIP code, when the search was the first digits of one.
    zip_code: str | None


class PlaceSuggestions(BaseModel):
    places: list[PlaceSuggestion]
