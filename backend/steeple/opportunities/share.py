"""Link previews of opportunity pages: the page's HTML carries its share title and description."""

import re
import uuid

from fastapi import Request

from steeple.churches.models import Church
from steeple.i18n import request_language, translate
from steeple.opportunities.models import Opportunity, OpportunityStatus
from steeple.opportunities.service import share_description, share_title
from steeple.web.spa import ShareCard

_PAGE = re.compile(r"^/opportunities/([0-9a-fA-F-]{36})/?$")


async def opportunity_share_card(request: Request) -> ShareCard | None:
    match = _PAGE.match(request.url.path)
    if match is None:
        return None
    try:
        opportunity_id = uuid.UUID(match.group(1))
    except ValueError:
        return None
    async with request.app.state.sessionmaker() as session:
        opportunity = await session.get(Opportunity, opportunity_id)
        if opportunity is None or opportunity.status == OpportunityStatus.draft:
            return None  # drafts are their church's own
        church = await session.get(Church, opportunity.church_id)
        assert church is not None
        # A browser's preview in its language; crawlers, which send none, read English.
        language = request_language()
        return ShareCard(
            translate(share_title(opportunity, church), language),
            translate(share_description(opportunity, church), language),
        )
