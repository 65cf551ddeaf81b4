"""The pack to take along: a print view and a PDF laid out from the same HTML template
(WeasyPrint renders the very page the browser prints), and an .ics with the pack's times. Each in
the reader's language, with times in the event's time zone."""

from datetime import datetime, timedelta
from functools import cache
from typing import Any
from zoneinfo import ZoneInfo

from babel import dates
from icalendar import Calendar, Event
from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape
from starlette.concurrency import run_in_threadpool

from steeple.handoff.models import ItemKind, ItemOwner
from steeple.handoff.schemas import HandoffPackOut
from steeple.i18n import Text, _, request_language, translate
from steeple.users.models import Language

# Length of the rehearsal and arrival entries in the calendar file: the pack gives only a start.
REHEARSAL_LENGTH = timedelta(hours=1)
ARRIVAL_LENGTH = timedelta(minutes=15)


@cache
def _templates() -> Environment:
    return Environment(
        loader=PackageLoader("steeple.handoff"),
        autoescape=select_autoescape(default=True),
        undefined=StrictUndefined,
    )


def _labels() -> dict[str, Text]:
    return {
        "plan": _("Service plan"),
        "times": _("Times"),
        "rehearsal": _("Rehearsal"),
        "arrival": _("Arrival"),
        "service_start": _("Service starts"),
        "service_end": _("Event ends"),
        "order": _("Order of service"),
        "start": _("Start"),
        "item": _("Item"),
        "length": _("Length"),
        "details": _("Details"),
        "by": _("By"),
        "logistics": _("Logistics"),
        "address": _("Address"),
        "parking": _("Entrance and parking"),
        "contact": _("Contact on the day"),
        "dress": _("Dress"),
        "meal": _("Meal"),
        "recording": _("Recording"),
        "book_table": _("Book table"),
        "files": _("Files"),
        "key": _("Key"),
        "tempo": _("Tempo"),
        "arrangement": _("Arrangement"),
        "church": _("Church"),
        "guest": _("Guest"),
        "yes": _("Yes"),
        "not_set": _("Not set yet"),
        "no_items": _("No items yet."),
    }


def _kind_names() -> dict[ItemKind, Text]:
    return {
        ItemKind.header: _("Header"),
        ItemKind.song: _("Song"),
        ItemKind.reading: _("Reading"),
        ItemKind.sermon: _("Sermon"),
        ItemKind.prayer: _("Prayer"),
        ItemKind.media: _("Media"),
        ItemKind.other: _("Other"),
    }


def _recording(pack: HandoffPackOut) -> Text | None:
    logistics = pack.logistics
    if not (logistics.recorded or logistics.streamed):
        return None
    how = {
        (True, False): _("Recorded"),
        (False, True): _("Streamed"),
        (True, True): _("Recorded and streamed"),
    }[(logistics.recorded, logistics.streamed)]
    consent = {
        True: _("the guest consents"),
        False: _("the guest does not consent"),
        None: _("the guest has not answered"),
    }[pack.guest_consents_to_recording]
    return _("{how}; {consent}", how=how, consent=consent)


def render_html(pack: HandoffPackOut, language: Language | None = None) -> str:
    """The print view: the whole pack on A4/Letter pages, in `language` (the request's)."""
    language = language or request_language()
    zone = ZoneInfo(pack.event.timezone)

    def say(text: str) -> str:
        return translate(text, language)

    def when(moment: datetime | None) -> str:
        if moment is None:
            return say(_("Not set yet"))
        local = moment.astimezone(zone)
        day = dates.format_date(local, "full", locale=language.value)
        return f"{day}, {dates.format_time(local, 'short', locale=language.value)}"

    def clock(moment: datetime | None) -> str:
        if moment is None:
            return ""
        return dates.format_time(moment.astimezone(zone), "short", locale=language.value)

    labels = {name: say(text) for name, text in _labels().items()}
    kinds = {kind: say(text) for kind, text in _kind_names().items()}
    recording = _recording(pack)
    context: dict[str, Any] = {
        "pack": pack,
        "labels": labels,
        "kinds": kinds,
        "sides": {ItemOwner.church: labels["church"], ItemOwner.guest: labels["guest"]},
        "recording": say(recording) if recording else None,
        "when": when,
        "clock": clock,
        "language": language.value,
        "zone": pack.event.timezone,
        "overrun": say(_overrun(pack)) if pack.overrun_minutes else None,
    }
    return _templates().get_template("pack.html").render(context)


def _overrun(pack: HandoffPackOut) -> Text:
    return _(
        "The items run {minutes} minutes past the end of the event.",
        minutes=pack.overrun_minutes,
    )


async def render_pdf(html: str) -> bytes:
    """The print view as a PDF (layout takes a core: off the event loop)."""
    return await run_in_threadpool(_laid_out, html)


def _laid_out(html: str) -> bytes:
    # Imported on the first PDF, not with the app: WeasyPrint and its fonts cost every process
    # (API workers, the worker, each command) 0.5 s of CPU to start and 27 MB of memory.
    from weasyprint import HTML

    pdf: bytes = HTML(string=html).write_pdf()
    return pdf


def calendar(pack: HandoffPackOut, now: datetime, language: Language | None = None) -> bytes:
    """The pack's times as iCalendar events (rehearsal, arrival, the service), each with a
    stable UID so importing a later version updates them."""
    language = language or request_language()
    event = pack.event
    where = pack.logistics.address or event.address
    entries: list[tuple[str, datetime, datetime, str]] = []
    if pack.times.rehearsal_at:
        entries.append(
            (
                "rehearsal",
                pack.times.rehearsal_at,
                pack.times.rehearsal_at + REHEARSAL_LENGTH,
                _("Rehearsal: {event}", event=event.title),
            )
        )
    if pack.times.arrival_at:
        entries.append(
            (
                "arrival",
                pack.times.arrival_at,
                pack.times.arrival_at + ARRIVAL_LENGTH,
                _("Arrive at {church}", church=event.church_name),
            )
        )
    service_start = pack.times.service_starts_at or event.starts_at
    entries.append(("service", service_start, event.ends_at, event.title))
    contact = " ".join(
        part for part in (pack.logistics.contact_name, pack.logistics.contact_phone) if part
    )
    calendar = Calendar()
    calendar.add("prodid", "-//Steeple//Handoff pack//EN")
    calendar.add("version", "2.0")
    for name, starts, ends, summary in entries:
        entry = Event()
        entry.add("uid", f"{pack.application_id}-{name}@steeple")
        entry.add("dtstamp", now)
        entry.add("dtstart", starts)
        entry.add("dtend", ends)
        entry.add("summary", translate(summary, language))
        if where:
            entry.add("location", where)
        if contact:
            entry.add("description", f"{translate(_('Contact on the day'), language)}: {contact}")
        calendar.add_component(entry)
    ics: bytes = calendar.to_ical()
    return ics
