"""The backend's words in the reader's language (English, Español, Français).

Code writes English: `_("Church not found")`, `_("{name} applied for {role}.", name=..., role=...)`
or, where a count appears, `_n("{count} day", "{count} days", count)`. Each returns a `Text`: the
English sentence itself (a str, so code, logs and tests read English as before) that remembers
its msgid and values, so it can be said again in another language when it reaches its reader: an
API error in the request's language (error_response), a response field typed `Translated` in the
request's language too, a notification in its recipient's (notify). A plain str is someone's own
words (a name, a message) and is never translated.

The catalogues are the PO files in locales/ (English msgids), compiled in memory at first use: no
.mo file and no build step. `python -m steeple.i18n.catalogues` refreshes them from the code.
"""

from collections.abc import Mapping
from contextvars import ContextVar
from datetime import date
from functools import cache, lru_cache
from io import BytesIO
from pathlib import Path
from typing import Annotated, Any

from babel import Locale, dates, numbers
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.support import NullTranslations, Translations
from pydantic import PlainSerializer, ValidatorFunctionWrapHandler, WrapValidator

from steeple.users.models import Language

LOCALES = Path(__file__).parent / "locales"
DOMAIN = "messages"


class Text(str):
    """An English sentence from the catalogue, with what it takes to say it in another language."""

    msgid: str
    plural: str | None
    number: int
    values: Mapping[str, Any]

    def __new__(
        cls, msgid: str, values: Mapping[str, Any], plural: str | None = None, count: int = 0
    ) -> "Text":
        english = msgid if plural is None or count == 1 else plural
        text = super().__new__(cls, _render(english, values, Language.en))
        text.msgid, text.plural, text.number, text.values = msgid, plural, count, values
        return text

    def in_language(self, language: Language) -> str:
        if language == Language.en:  # the code's own words, rendered when the Text was made
            return str.__str__(self)
        catalogue = catalogue_of(language)
        if self.plural is None:
            pattern = catalogue.gettext(self.msgid)
        else:
            pattern = catalogue.ngettext(self.msgid, self.plural, self.number)
        return _render(pattern, self.values, language)


def _(msgid: str, **values: Any) -> Text:
    """An English message (its {placeholders} filled from `values`), translatable."""
    return Text(msgid, values)


def _n(singular: str, plural: str, count: int, **values: Any) -> Text:
    """A message whose wording follows a number: {count} in it is that number."""
    return Text(singular, {"count": count, **values}, plural=plural, count=count)


def _render(pattern: str, values: Mapping[str, Any], language: Language) -> str:
    if not values:
        return pattern
    return pattern.format(**{name: _value(value, language) for name, value in values.items()})


def _value(value: Any, language: Language) -> Any:
    """Values in the reader's words: a Text translated, a day as the locale writes it (CLDR's
    long date: "November 23, 2026", "23 de noviembre de 2026"; MonthDay, ShortDate), an amount
    of Dollars as it writes money, a list item by item; anything else as it is."""
    if isinstance(value, Text):
        return value.in_language(language)
    if isinstance(value, MonthDay):
        return dates.format_skeleton("MMMd", value.day, locale=language.value)
    if isinstance(value, ShortDate):
        return dates.format_date(value.day, "medium", locale=language.value)
    if isinstance(value, Dollars):
        return _dollars(value.amount, language)
    if isinstance(value, date):
        return dates.format_date(value, "long", locale=language.value)
    if isinstance(value, list):  # a list of words: "an uppercase letter, a number"
        return ", ".join(str(_value(item, language)) for item in value)
    return value


@lru_cache(maxsize=4096)
def _dollars(amount: int, language: Language) -> str:
    """The locale's money pattern without cents: "$1,500", "1.500 US$", "1 500 $US". Kept, as
    the same few amounts come back again and again (a fit scores hundreds of fees against one
    budget) and Babel takes tens of microseconds to write one."""
    pattern = Locale.parse(language.value).currency_formats["standard"].pattern
    return numbers.format_currency(
        amount,
        "USD",
        format=pattern.replace(".00", ""),
        locale=language.value,
        currency_digits=False,
    )


class MonthDay:
    """A day written as month and day only ("Nov 3", "3 nov", "3 nov.")."""

    def __init__(self, day: date) -> None:
        self.day = day


class ShortDate:
    """A day written short, with its year ("Dec 11, 2026", "11 dic 2026", "11 déc. 2026")."""

    def __init__(self, day: date) -> None:
        self.day = day


class Dollars:
    """An amount of whole US dollars."""

    def __init__(self, amount: int) -> None:
        self.amount = amount


def translate(text: str, language: Language) -> str:
    """`text` in `language` if it came from the catalogue; someone's own words stay as they are."""
    return text.in_language(language) if isinstance(text, Text) else text


@cache
def catalogue_of(language: Language) -> NullTranslations:
    """The language's PO catalogue, compiled in memory; English is the code's own text."""
    path = LOCALES / language.value / "LC_MESSAGES" / f"{DOMAIN}.po"
    if language == Language.en:
        return NullTranslations()
    with path.open("rb") as source:
        catalogue = read_po(source, locale=language.value, domain=DOMAIN)
    compiled = BytesIO()
    write_mo(compiled, catalogue)
    compiled.seek(0)
    return Translations(compiled, domain=DOMAIN)


# ---- the request's language ----------------------------------------------------------------------

_request_language: ContextVar[Language] = ContextVar("request_language", default=Language.en)


@lru_cache(maxsize=256)
def negotiate(accept_language: str | None) -> Language:
    """The language an Accept-Language header prefers among ours ("es-MX,es;q=0.9" → es);
    English when it names none of them, or cannot be read. Asked on every request, with the few
    headers browsers send: each answer is remembered (Babel takes 2.5-7 microseconds)."""
    preferred: list[tuple[float, str]] = []
    for item in (accept_language or "").split(","):
        tag, _sep, parameters = item.strip().partition(";")
        quality = 1.0
        if parameters.strip().startswith("q="):
            try:
                quality = float(parameters.strip()[2:])
            except ValueError:
                continue
        if tag and quality > 0:
            preferred.append((quality, tag))
    # Highest quality first; sorted() keeps the header's order among equals.
    ranked = [tag for _quality, tag in sorted(preferred, key=lambda pair: -pair[0])]
    try:
        chosen = Locale.negotiate(
            ranked, [language.value for language in Language], sep="-", aliases={}
        )
    except (ValueError, TypeError):
        return Language.en
    return Language(chosen.language) if chosen is not None else Language.en


def bind_request_language(language: Language) -> None:
    _request_language.set(language)


def request_language() -> Language:
    return _request_language.get()


# ---- response fields in the request's language -----------------------------------------------


def _kept_text(value: Any, handler: ValidatorFunctionWrapHandler) -> Any:
    # Pydantic turns a str subclass into a plain str, which would lose the message's msgid.
    return value if isinstance(value, Text) else handler(value)


def _in_request_language(text: str) -> str:
    return translate(text, request_language())


# A response field that may carry the server's own words (a notice, a label, a plan's summary):
# a Text in it is written in the request's language, a plain str (someone's words) as it is. The
# API schema still says string; Python code (services, tests) reads the English Text.
Translated = Annotated[
    str,
    WrapValidator(_kept_text),
    PlainSerializer(_in_request_language, return_type=str, when_used="json"),
]
