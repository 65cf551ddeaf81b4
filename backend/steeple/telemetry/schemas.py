from enum import StrEnum
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StringConstraints

from steeple.web.text_input import MULTI_LINE

Path = Annotated[str, StringConstraints(min_length=1, max_length=500, pattern=r"^/")]


class VitalName(StrEnum):
    LCP = "LCP"
    CLS = "CLS"
    INP = "INP"
    FCP = "FCP"
    TTFB = "TTFB"


class Rating(StrEnum):
    good = "good"
    needs_improvement = "needs-improvement"
    poor = "poor"


class VitalIn(BaseModel):
    model_config = ConfigDict(extra="ignore")

    name: VitalName
    # Milliseconds for timings (an hour at most), a unitless score for CLS.
    value: float = Field(ge=0, le=3_600_000)
    id: Annotated[str, StringConstraints(min_length=1, max_length=100)]
    path: Path
    navigation_type: Annotated[str, StringConstraints(max_length=32)] | None = None


class VitalsBatch(BaseModel):
    model_config = ConfigDict(extra="forbid")

    metrics: list[VitalIn] = Field(min_length=1, max_length=50)


class ErrorKind(StrEnum):
    network = "network"
    runtime = "runtime"


class ClientErrorIn(BaseModel):
    model_config = ConfigDict(extra="ignore")

    error_id: Annotated[str, StringConstraints(min_length=1, max_length=64)]
    kind: ErrorKind
    message: Annotated[str, StringConstraints(max_length=1000), MULTI_LINE]
    stack: Annotated[str, StringConstraints(max_length=10_000), MULTI_LINE] | None = None
    path: Path


class ClientErrorsBatch(BaseModel):
    model_config = ConfigDict(extra="forbid")

    errors: list[ClientErrorIn] = Field(min_length=1, max_length=50)


class Accepted(BaseModel):
    stored: int


class StoredVital(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    name: str
    value: float
    rating: Rating
    path: str
