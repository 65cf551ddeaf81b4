"""Search terms: how text is cut into words and matched, for every search box (directory,
opportunities). Terms of three or more characters match anywhere ("contains"); shorter ones
match the start of a word, which a trigram index can also serve (a two-letter "contains" could
only scan everything)."""

import re
from typing import Annotated

from pydantic import AfterValidator, StringConstraints

from steeple.i18n import _

# Each word is a condition every candidate row is tested against: a bound keeps any one search
# from starving the others.
MAX_WORDS = 5
_NOT_WORD = re.compile(r"[\W_]+")


def words(text: str | None) -> list[str]:
    return [word for word in _NOT_WORD.split((text or "").lower()) if word]


def normalise(*parts: str | None, max_length: int | None = None) -> str:
    """ " youth revival leadership ": lowercased words, single spaces, a space at each end;
    whole words only up to `max_length` (lowercasing can lengthen text: "İ" is two characters)."""
    found = [word for part in parts for word in words(part)]
    text = f" {' '.join(found)} " if found else " "
    if max_length is not None and len(text) > max_length:
        text = text[: text.rindex(" ", 0, max_length) + 1]
    return text


def matches_word_start(word: str) -> bool:
    """One or two letters match the start of a word; longer words match anywhere."""
    return len(word) < 3


def pattern(word: str) -> str:
    return f"% {word}%" if matches_word_start(word) else f"%{word}%"


def _few_words(value: str) -> str:
    if len(words(value)) > MAX_WORDS:
        raise ValueError(_("Search with at most {count} words", count=MAX_WORDS))
    return value


# The length sits on the string itself: on the optional it would be counted as "items".
SearchTerm = Annotated[str, StringConstraints(max_length=100), AfterValidator(_few_words)] | None
FieldTerm = Annotated[str, StringConstraints(max_length=60), AfterValidator(_few_words)] | None
