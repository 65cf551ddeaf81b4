#!/usr/bin/env bash
# Every message the web app shows is in every language's catalogue, translated (run by `make lint`).
# `lingui extract --clean` brings the catalogues in line with the code (new messages added with no
# translation, vanished ones removed): a catalogue that changed was out of date. Then no Spanish
# or French entry may be left without its translation. Strings left outside any message are
# eslint's concern (lingui/no-unlocalized-strings).
set -euo pipefail
cd "$(dirname "$0")/../frontend"

catalogues() { find src -path '*/locales/*.po' | sort | xargs sha1sum; }
before=$(catalogues)
npx lingui extract --clean >/dev/null
stale=$(diff <(echo "$before") <(catalogues) | sed -n 's/^> [0-9a-f]*  //p' || true)
if [[ -n $stale ]]; then
	echo "Catalogues out of date with the code (now updated by 'npm run extract'; translate and commit them):"
	echo "$stale"
	exit 1
fi

# An entry is untranslated when its msgstr is "" and no continuation line follows (the header's
# empty msgstr is followed by its fields).
untranslated=$(find src -path '*/locales/*.po' ! -name en.po -print0 | xargs -0 awk '
	/^msgid / { id = $0 }
	pending && !/^"/ { print FILENAME ": " previous; pending = 0 }
	/^msgstr ""$/ && previous != "msgid \"\"" { pending = 1 }
	{ previous = id }
	ENDFILE { if (pending) print FILENAME ": " previous; pending = 0 }')
if [[ -n $untranslated ]]; then
	echo "Messages without a translation:"
	echo "$untranslated"
	exit 1
fi

# All catalogues of a language load into one dictionary at run time (src/lib/i18n/catalogues.ts),
# keyed by message and context: the same message translated differently in two of them shows
# whichever loaded last. Unify the translation, or give each meaning its own context.
clashes=$(python3 - <<'PY'
import collections, glob, re

seen = collections.defaultdict(lambda: collections.defaultdict(list))
for path in sorted(glob.glob("src/**/locales/*.po", recursive=True)):
    text = re.sub(r'"\n"', "", open(path, encoding="utf-8").read())  # join continued strings
    language = path.rsplit("/", 1)[1].removesuffix(".po")
    for context, msgid, msgstr in re.findall(r'^(?:msgctxt "(.*)"\n)?msgid "(.*)"\nmsgstr "(.*)"$', text, re.M):
        if msgid:
            seen[language, context, msgid][msgstr].append(path)
for (language, context, msgid), translations in sorted(seen.items()):
    if len(translations) > 1:
        where = "; ".join(f"{msgstr!r} in {', '.join(paths)}" for msgstr, paths in translations.items())
        print(f"{language}: {msgid!r}" + (f" (context {context!r})" if context else "") + f": {where}")
PY
)
if [[ -n $clashes ]]; then
	echo "Messages translated differently in two catalogues of one language (unify them, or add a context):"
	echo "$clashes"
	exit 1
fi
