from sqlalchemy import String, Text
from sqlalchemy.orm import Mapped, mapped_column

from steeple.db import Base, CreatedAtMixin


class ContactMessage(CreatedAtMixin, Base):
    __tablename__ = "contact_messages"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(100))
    email: Mapped[str] = mapped_column(String(320), index=True)
    subject: Mapped[str] = mapped_column(String(150))
    message: Mapped[str] = mapped_column(Text)
    client_ip: Mapped[str] = mapped_column(String(64))
