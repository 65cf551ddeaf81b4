from typing import Annotated

from fastapi import Query
from pydantic import BaseModel


class PlaceSuggestion(BaseModel):
    city: str
    # A postal code: "OH".
    state: str
    # The ZIP code, when the search was the first digits of one.
    zip_code: str | None


class PlaceSuggestions(BaseModel):
    places: list[PlaceSuggestion]


# A search's place and distance (gazetteer.search_circle checks both, with messages a person
# understands).
NearQuery = Annotated[
    str | None, Query(max_length=80, description='A ZIP code or "City, ST" to search near')
]
RadiusQuery = Annotated[int, Query(description="Miles from `near`, 1 to 500")]
DEFAULT_RADIUS_MILES = 50
