"""Public identity of the site (footer, contact page), from configuration."""

from fastapi import Request, Response
from pydantic import BaseModel

from steeple.web.routing import Router
from steeple.web.settings import settings_of

router = Router(prefix="/api/site", tags=["site"])


class SiteInfo(BaseModel):
    product_name: str
    contact_email: str
    support_email: str
    location: str
    facebook_url: str
    instagram_url: str


@router.get("", name="info")
async def info(request: Request, response: Response) -> SiteInfo:
    settings = settings_of(request)
    response.headers["Cache-Control"] = "public, max-age=300"
    return SiteInfo(
        product_name=settings.product_name,
        contact_email=settings.contact_email,
        support_email=settings.support_email,
        location=settings.location,
        facebook_url=settings.facebook_url,
        instagram_url=settings.instagram_url,
    )
