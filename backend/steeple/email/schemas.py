from datetime import datetime

from pydantic import BaseModel


class MailboxMessage(BaseModel):
    """An outbox email as the development mailbox API shows it to end-to-end tests."""

    id: int
    kind: str
    to: str
    subject: str
    text_body: str
    html_body: str
    status: str
    created_at: datetime
