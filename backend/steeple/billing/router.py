from fastapi import APIRouter, Response
from pydantic import BaseModel

from steeple.billing.catalogue import (
    FREE_TALENT_MONTHLY_APPLICATIONS,
    MONEY_BACK_GUARANTEE_DAYS,
    PLANS,
    Plan,
)

router = APIRouter(prefix="/api/billing", tags=["billing"])


class Catalogue(BaseModel):
    plans: list[Plan]
    free_talent_monthly_applications: int
    money_back_guarantee_days: int


@router.get("/plans", name="plans")
async def plans(response: Response) -> Catalogue:
    response.headers["Cache-Control"] = "public, max-age=300"
    return Catalogue(
        plans=PLANS,
        free_talent_monthly_applications=FREE_TALENT_MONTHLY_APPLICATIONS,
        money_back_guarantee_days=MONEY_BACK_GUARANTEE_DAYS,
    )
