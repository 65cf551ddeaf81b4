"""The API contract: stable operation ids and a checked-in schema that matches the code."""

import json
import re

from fastapi import FastAPI

from steeple.config import REPO_ROOT, Environment, Settings

CHECKED_IN = REPO_ROOT / "frontend" / "src" / "lib" / "api" / "openapi.json"


def test_operation_ids_are_domain_action(app: FastAPI) -> None:
    schema = app.openapi()
    ids = [op["operationId"] for path in schema["paths"].values() for op in path.values()]
    assert "contact-submit" in ids and "health-check" in ids
    assert len(ids) == len(set(ids))
    for operation_id in ids:
        domain, _, action = operation_id.partition("-")
        assert domain and action, operation_id


def test_checked_in_schema_matches_the_api(settings: Settings) -> None:
    from steeple.app import create_app

    public = create_app(settings.model_copy(update={"environment": Environment.development}))
    assert json.loads(CHECKED_IN.read_text()) == json.loads(json.dumps(public.openapi())), (
        "frontend/src/lib/api/openapi.json is stale: run `make api-types` and commit the result"
    )


def test_schema_names_read_as_names(app: FastAPI) -> None:
    """Every schema is named like a class (`ConversationPage`), never as pydantic spells a generic
    (`CursorPage_ConversationOut_`) or a clash of two modules' names
    (`steeple__moderation__schemas__ReportIn`). FastAPI names a multipart body
    `Body_<operation id>`."""
    schema = app.openapi()
    operation_ids = {op["operationId"] for path in schema["paths"].values() for op in path.values()}
    odd = [
        name
        for name in schema["components"]["schemas"]
        if not re.fullmatch(r"[A-Z][A-Za-z0-9]*", name)
        and name.removeprefix("Body_") not in operation_ids
    ]
    assert odd == []
