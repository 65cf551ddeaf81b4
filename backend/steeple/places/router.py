"""/api/places: suggestions from the gazetteer as someone types a city or a ZIP code."""

from typing import Annotated

from fastapi import Depends, Query

from steeple.db import SessionDep
from steeple.places import gazetteer
from steeple.places.schemas import PlaceSuggestion, PlaceSuggestions
from steeple.web.rate_limit import limit_per_ip
from steeple.web.routing import Router

router = Router(prefix="/api/places", tags=["places"])


@router.get(
    "",
    name="suggest",
    dependencies=[Depends(limit_per_ip("places", lambda settings: settings.search_rate_limit))],
)
async def suggest(
    session: SessionDep,
    q: Annotated[
        str,
        Query(
            min_length=2,
            max_length=80,
            description="A city's first letters (spring, Springfield IL) or a ZIP's first digits",
        ),
    ],
    limit: Annotated[int, Query(ge=1, le=20)] = 8,
) -> PlaceSuggestions:
    """Anyone may ask: the gazetteer is public data."""
    found = await gazetteer.suggestions(session, q, limit)
    return PlaceSuggestions(
        places=[PlaceSuggestion(city=p.city, state=p.state, zip_code=p.zip_code) for p in found]
    )
