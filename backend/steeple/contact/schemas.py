from datetime import datetime
from typing import Annotated

from pydantic import BaseModel, ConfigDict, EmailStr, StringConstraints

from steeple.web.text_input import MULTI_LINE

Name = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=100)]
Subject = Annotated[str, StringConstraints(strip_whitespace=True, min_length=3, max_length=150)]
Body = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=10, max_length=5000), MULTI_LINE
]


class ContactMessageIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: Name
    email: EmailStr
    subject: Subject
    message: Body


class ContactMessageOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    name: str
    email: str
    subject: str
    message: str
    created_at: datetime
