from sqlalchemy import Float, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from steeple.db import Base, CreatedAtMixin


class WebVital(CreatedAtMixin, Base):
    __tablename__ = "web_vitals"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(8), index=True)
    value: Mapped[float] = mapped_column(Float)
    rating: Mapped[str] = mapped_column(String(20))
    path: Mapped[str] = mapped_column(String(500))
    metric_id: Mapped[str] = mapped_column(String(100))
    navigation_type: Mapped[str | None] = mapped_column(String(32))


class ClientError(CreatedAtMixin, Base):
    __tablename__ = "client_errors"

    id: Mapped[int] = mapped_column(primary_key=True)
    error_id: Mapped[str] = mapped_column(String(64), index=True)
    kind: Mapped[str] = mapped_column(String(20))
    message: Mapped[str] = mapped_column(String(1000))
    stack: Mapped[str | None] = mapped_column(Text)
    path: Mapped[str] = mapped_column(String(500))
    user_agent: Mapped[str | None] = mapped_column(String(500))
