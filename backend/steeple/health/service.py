from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession


async def database_answers(session: AsyncSession) -> bool:
    try:
        await session.execute(text("SELECT 1"))
    except Exception:  # any driver error means the same thing here: the database is not usable
        return False
    return True
