"""Fit for a church: the talent its opportunity suggests, and asking one of them to apply.
(Speakers' and musicians' side: GET /api/opportunities/recommended.)"""

import uuid

from fastapi import status
from pydantic import BaseModel, ConfigDict

from steeple.auth.dependencies import ActorDep, NowDep
from steeple.db import SearchSessionDep, SessionDep
from steeple.fit import service
from steeple.fit.service import SuggestedTalent
from steeple.web.routing import Router

router = Router(prefix="/api/opportunities", tags=["fit"])


class ApplyInvitationIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    talent_id: uuid.UUID


@router.get("/{opportunity_id}/suggested-talent", name="suggested-talent")
async def suggested_talent(
    opportunity_id: uuid.UUID,
    actor: ActorDep,
    # The candidates are found by a directory search: its session plans for its terms.
    session: SearchSessionDep,
) -> list[SuggestedTalent]:
    """Speakers and musicians who fit the opportunity best, with the reasons (its church's
    admins and leaders)."""
    return await service.suggested_talent(session, actor, opportunity_id)


@router.post(
    "/{opportunity_id}/invitations",
    name="invite-to-apply",
    status_code=status.HTTP_204_NO_CONTENT,
)
async def invite_to_apply(
    opportunity_id: uuid.UUID,
    data: ApplyInvitationIn,
    actor: ActorDep,
    session: SessionDep,
    now: NowDep,
) -> None:
    """Asks a speaker or musician to apply: a notification and an email with the link."""
    await service.invite(session, actor, opportunity_id, data.talent_id, now)
