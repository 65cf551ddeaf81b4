"""A handoff pack's files, its print view, PDF and calendar file: what each holds, and that only
the hire's two parties can have them."""

import io
from datetime import timedelta
from pathlib import Path

import httpx
import pytest
from icalendar import Calendar
from PIL import Image
from pypdf import PdfReader
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.config import Settings
from tests.conftest import Clock
from tests.factories import Actors
from tests.handoff.test_pack import _draft, _hire, _item

pytestmark = pytest.mark.usefixtures("app")

PDF = b"%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n"


def _picture(format: str) -> bytes:
    output = io.BytesIO()
    Image.new("RGB", (40, 30), (10, 90, 160)).save(output, format=format)
    return output.getvalue()


def _private(settings: Settings) -> list[Path]:
    folder = settings.media_dir / "private"
    return sorted(folder.iterdir()) if folder.is_dir() else []


async def test_each_side_attaches_files_and_only_the_parties_download_them(
    client: httpx.AsyncClient,
    session: AsyncSession,
    actors: Actors,
    clock: Clock,
    settings: Settings,
) -> None:
    path, _opportunity = await _hire(session, actors, clock)
    church, guest = actors.church_admin.headers, actors.speaker.headers
    added = await client.post(
        f"{path}/files",
        files=[("files", ("rider.pdf", PDF, "application/pdf"))],
        headers=church,
    )
    assert added.status_code == 200, added.text
    added = await client.post(
        f"{path}/files",
        files=[("files", ("chart", _picture("PNG"), "application/octet-stream"))],
        headers=guest,
    )
    files = added.json()["files"]
    assert [(f["filename"], f["side"], f["content_type"]) for f in files] == [
        ("rider.pdf", "church", "application/pdf"),
        ("chart.png", "guest", "image/png"),
    ]
    # Adding a file does not make the other side's open edit stale.
    assert added.json()["version"] == 0
    rider = files[0]["url"]
    download = await client.get(rider, headers=guest)
    assert download.status_code == 200 and download.content == PDF
    assert download.headers["content-disposition"].startswith("attachment")
    for outsider in (actors.musician, actors.other_church, actors.church_member, actors.staff):
        assert (await client.get(rider, headers=outsider.headers)).status_code == 404
        assert (await client.get(f"{path}/pdf", headers=outsider.headers)).status_code == 404
        assert (await client.get(f"{path}/ics", headers=outsider.headers)).status_code == 404
    # The guest cannot remove the church's file; the church can, and its bytes go.
    assert (await client.delete(rider, headers=guest)).status_code == 403
    assert len(_private(settings)) == 2
    removed = await client.delete(rider, headers=church)
    assert [f["filename"] for f in removed.json()["files"]] == ["chart.png"]
    assert len(_private(settings)) == 1
    assert (await client.get(rider, headers=church)).status_code == 404


@pytest.mark.parametrize(
    ("name", "data", "status"),
    [
        ("page.html", b"<!doctype html><script>alert(1)</script>", 422),
        ("picture.webp", _picture("WEBP"), 422),
        ("notes.txt", b"just words", 422),
        ("big.pdf", b"%PDF-1.4\n" + b"0" * (10 * 1_048_576) + b"\n%%EOF\n", 413),
    ],
)
async def test_a_file_of_the_wrong_type_or_size_is_refused_and_nothing_is_kept(
    client: httpx.AsyncClient,
    session: AsyncSession,
    actors: Actors,
    clock: Clock,
    settings: Settings,
    name: str,
    data: bytes,
    status: int,
) -> None:
    path, _opportunity = await _hire(session, actors, clock)
    refused = await client.post(
        f"{path}/files",
        files=[("files", (name, data, "application/pdf"))],
        headers=actors.church_admin.headers,
    )
    assert refused.status_code == status, refused.text
    assert name in refused.json()["error"]["fields"]["files"]
    assert _private(settings) == []
    shown = await client.get(path, headers=actors.church_admin.headers)
    assert shown.json()["files"] == []


async def test_the_pdf_holds_the_address_the_contact_and_every_item_with_its_key(
    client: httpx.AsyncClient, session: AsyncSession, actors: Actors, clock: Clock
) -> None:
    path, opportunity = await _hire(session, actors, clock)
    items = [
        {"kind": "header", "title": "Gathering", "minutes": 5, "owner": "church"},
        _item("Come Thou Fount", 4, song_key="Eb", tempo=96, arrangement="Acoustic"),
        _item("It Is Well", 5, owner="guest", song_key="C#m"),
        {
            "kind": "reading",
            "title": "Old Testament",
            "minutes": 3,
            "owner": "church",
            "scripture": "Isaiah 40:28-31",
        },
        {"kind": "sermon", "title": "Wings Like Eagles", "minutes": 30, "owner": "guest"},
    ]
    saved = await client.put(
        path, json=_draft(opportunity, items=items), headers=actors.church_admin.headers
    )
    assert saved.status_code == 200, saved.text
    pdf = await client.get(f"{path}/pdf", headers=actors.speaker.headers)
    assert pdf.status_code == 200 and pdf.headers["content-type"] == "application/pdf"
    text = " ".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf.content)).pages)
    text = " ".join(text.split())
    for expected in (
        "100 Main St",
        "555-0100",
        "Gathering",
        "Come Thou Fount",
        "Key: Eb",
        "It Is Well",
        "Key: C#m",
        "Isaiah 40:28-31",
        "Wings Like Eagles",
    ):
        assert expected in text, expected
    # The print view is the same page, in the reader's language.
    printed = await client.get(
        f"{path}/print", headers={**actors.speaker.headers, "Accept-Language": "es"}
    )
    assert printed.status_code == 200 and "text/html" in printed.headers["content-type"]
    assert "Orden del servicio" in printed.text and "Come Thou Fount" in printed.text


async def test_the_calendar_file_holds_the_packs_times(
    client: httpx.AsyncClient, session: AsyncSession, actors: Actors, clock: Clock
) -> None:
    path, opportunity = await _hire(session, actors, clock)
    draft = _draft(opportunity)
    draft["times"]["rehearsal_at"] = (opportunity.starts_at - timedelta(hours=18)).isoformat()
    await client.put(path, json=draft, headers=actors.church_admin.headers)
    answer = await client.get(f"{path}/ics", headers=actors.speaker.headers)
    assert answer.status_code == 200 and answer.headers["content-type"].startswith("text/calendar")
    events = Calendar.from_ical(answer.content).walk("VEVENT")
    starts = {str(event["uid"]).split("-")[-1]: event.decoded("dtstart") for event in events}
    assert starts == {
        "rehearsal@steeple": opportunity.starts_at - timedelta(hours=18),
        "arrival@steeple": opportunity.starts_at - timedelta(hours=2),
        "service@steeple": opportunity.starts_at,
    }
    assert all(str(event["location"]) == "100 Main St" for event in events)
