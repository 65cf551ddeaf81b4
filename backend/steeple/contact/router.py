from fastapi import Depends, Request, status

from steeple.contact import service
from steeple.contact.schemas import ContactMessageIn, ContactMessageOut
from steeple.db import SessionDep
from steeple.web.rate_limit import client_ip, limit_per_ip
from steeple.web.routing import Router
from steeple.web.settings import settings_of

router = Router(prefix="/api/contact", tags=["contact"])


@router.post(
    "",
    name="submit",
    status_code=status.HTTP_201_CREATED,
    dependencies=[Depends(limit_per_ip("contact", "10/hour"))],
)
async def submit(
    data: ContactMessageIn, request: Request, session: SessionDep
) -> ContactMessageOut:
    message = await service.submit_contact_message(
        session, settings_of(request), data, client_ip(request)
    )
    return ContactMessageOut.model_validate(message)
