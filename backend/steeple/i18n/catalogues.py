"""The catalogues against the code: what the code says (every `_` and `_n` call under steeple/),
and the PO files brought up to date with it. tests/test_i18n_catalogues.py checks them;
`make catalogues` (python -m steeple.i18n.catalogues) updates them."""

from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

import steeple
from steeple.i18n import DOMAIN, LOCALES
from steeple.users.models import Language

SOURCE = Path(steeple.__file__).parent
KEYWORDS = {"_": None, "_n": (1, 2)}
TRANSLATED = [language for language in Language if language != Language.en]


def extracted() -> Catalog:
    """Every message the code marks, with where it is said."""
    catalogue = Catalog(domain=DOMAIN, project="Steeple")
    for filename, line, message, comments, context in extract_from_dir(
        SOURCE, method_map=[("**.py", "python")], keywords=KEYWORDS
    ):
        catalogue.add(
            message, locations=[(filename, line)], auto_comments=comments, context=context
        )
    return catalogue


def path_of(language: Language) -> Path:
    return LOCALES / language.value / "LC_MESSAGES" / f"{DOMAIN}.po"


def read(language: Language) -> Catalog:
    with path_of(language).open("rb") as source:
        return read_po(source, locale=language.value, domain=DOMAIN)


def update() -> None:
    """Adds the code's new messages to each catalogue (untranslated) and drops the ones the code
    no longer says; fuzzy matching is off, so a changed English sentence is translated afresh."""
    template = extracted()
    for language in TRANSLATED:
        path = path_of(language)
        if path.exists():
            catalogue = read(language)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            catalogue = Catalog(locale=language.value, domain=DOMAIN, project="Steeple")
        catalogue.update(template, no_fuzzy_matching=True)
        catalogue.obsolete.clear()
        catalogue.fuzzy = False  # the header: its plural rule must reach the compiled catalogue
        with path.open("wb") as target:
            write_po(target, catalogue, width=100, omit_header=False, sort_output=False)


if __name__ == "__main__":
    update()
