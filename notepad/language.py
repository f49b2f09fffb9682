"""The moderator's language: English or German, through gettext catalogues (issue 34).

A sentence is translated whole, with named placeholders (`"{name} wakes up."`), never glued
from pieces: a German sentence puts its words in another order, and a translator sees the
whole of it. Plural forms go through `ngettext` (German has two, like English; another
language may have more, and the catalogue's Plural-Forms header says how many).

The catalogues: `locale/notepad.pot` holds every English message (extracted from the source
with Babel), `locale/de/LC_MESSAGES/notepad.po` its German translation, and `notepad.mo` beside
it the compiled catalogue that Python's own `gettext` reads at run time, so the program needs
no Babel. The `.mo` files are committed rather than compiled at build time: a checkout, an
editable install and the wheel find them alike, with no build step. `python -m
notepad.table.catalogue_tool` extracts, updates and compiles them (it needs Babel, a test
extra), and tests/table/test_language.py holds the committed `.mo` equal to its `.po` and the
German catalogue complete.

The language of a game is chosen at setup: a default in the user's settings (`settings.toml`
in the user folder, `language = "de"`), `--lang` on the command line, and it is written in the
session log's header (docs/session-log.md, v4) so a resumed game keeps it.
"""

from __future__ import annotations

import gettext as _gettext
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any

LANGUAGES = ("en", "de")
ENGLISH = "en"
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch"}
DOMAIN = "notepad"
LOCALE_DIR = Path(__file__).parent / "locale"
SETTINGS_FILE = "settings.toml"
# The quotation marks of each language: “…” in English, „…“ in German. The one place that
# decides them: the sheet and the game screen's read-aloud words alike.
QUOTES = {"en": ("“", "”"), "de": ("„", "“")}
# What a moderator may write for a language: its code, its name in either language.
ALIASES = {"en": "en", "english": "en", "englisch": "en",
           "de": "de", "deutsch": "de", "german": "de"}


class LanguageError(ValueError):
    """A language the notepad does not speak; the message lists the ones it does."""


def language_code(text: str) -> str:
    """The language a moderator named ("de", "Deutsch", "german"), or LanguageError."""
    code = ALIASES.get(text.strip().lower())
    if code is None:
        raise LanguageError(f"unknown language '{text[:20]}' (choose one of: "
                            f"{', '.join(LANGUAGES)})")
    return code


class Language:
    """One language's sentences: `gettext` and `ngettext` translate a whole English message
    and fill its named placeholders. English is the messages themselves."""

    def __init__(self, code: str, translations: _gettext.NullTranslations) -> None:
        self.code = code
        self._translations = translations

    def __repr__(self) -> str:
        return f"Language({self.code!r})"

    def gettext(self, message: str, /, **values: Any) -> str:
        text = self._translations.gettext(message)
        return text.format(**values) if values else text

    def ngettext(self, singular: str, plural: str, n: int, /, **values: Any) -> str:
        """The form for `n` (which the message may name as `{n}`)."""
        text = self._translations.ngettext(singular, plural, n)
        return text.format(n=n, **values)


@cache
def language(code: str = ENGLISH) -> Language:
    """The language `code` ("en" or "de"); LanguageError for any other."""
    if code not in LANGUAGES:
        raise LanguageError(f"unknown language '{code[:20]}' (choose one of: "
                            f"{', '.join(LANGUAGES)})")
    if code == ENGLISH:
        return Language(code, _gettext.NullTranslations())
    try:
        translations = _gettext.translation(DOMAIN, localedir=LOCALE_DIR, languages=[code])
    except OSError as error:  # a broken install: say which file is missing
        raise LanguageError(f"the {LANGUAGE_NAMES[code]} catalogue is missing from "
                            f"{LOCALE_DIR} ({error})") from None
    return Language(code, translations)


class _Spoken:
    """The language spoken now (see the module's note); English until a game says otherwise."""

    now: Language | None = None


def spoken() -> Language:
    """The language every sentence is said in now."""
    if _Spoken.now is None:
        _Spoken.now = language(ENGLISH)
    return _Spoken.now


def speak(code: str) -> Language:
    """From now on, say every sentence in `code` ("en" or "de"); LanguageError for another."""
    _Spoken.now = language(code)
    return _Spoken.now


@contextmanager
def speaking(code: str) -> Iterator[Language]:
    """Say every sentence in `code` inside the block, and go back to the language before."""
    before = spoken()
    try:
        yield speak(code)
    finally:
        _Spoken.now = before


def gettext(message: str, /, **values: Any) -> str:
    """`message` in the language spoken now, its named placeholders filled: a whole sentence,
    one literal (tests/table/test_language.py holds the source to that)."""
    return spoken().gettext(message, **values)


def ngettext(singular: str, plural: str, n: int, /, **values: Any) -> str:
    """The form for `n` in the language spoken now (the message may name it `{n}`)."""
    return spoken().ngettext(singular, plural, n, **values)


def mark(message: str) -> str:
    """A message written where it cannot be said yet (a table of constants): extracted into
    the catalogue, and translated where it is used with `translated`."""
    return message


def translated(message: str, /, **values: Any) -> str:
    """A message `mark`ed elsewhere, in the language spoken now."""
    return spoken().gettext(message, **values)


def quoted(words: str) -> str:
    """Words to read aloud, between the quotation marks of the language spoken now."""
    opening, closing = QUOTES.get(spoken().code, QUOTES[ENGLISH])
    return f"{opening}{words}{closing}"


def saved_language(folder: Path) -> tuple[str, str]:
    """The user's default language from `settings.toml` in their folder (English if there is
    none) and a problem with the file, if any (then English is used)."""
    from notepad.own_files import Damaged, read_toml

    path = folder / SETTINGS_FILE
    try:
        data, _ = read_toml(path, kind="settings.toml")
    except Damaged as error:
        if error.missing:
            return ENGLISH, ""
        return ENGLISH, f"{path}: {error}; English is used"
    value = data.get("language", ENGLISH)
    if not isinstance(value, str):
        return ENGLISH, f"{path}: 'language' must be a text such as \"de\"; English is used"
    try:
        return language_code(value), ""
    except LanguageError as error:
        return ENGLISH, f"{path}: {error}; English is used"


def save_language(folder: Path, code: str) -> Path:
    """Keep `code` as the user's default language (the file's other keys stay)."""
    from notepad.own_files import Damaged, read_toml, write_toml

    code = language_code(code)
    path = folder / SETTINGS_FILE
    try:
        data, _ = read_toml(path, kind="settings.toml")
    except Damaged:  # missing or damaged: the file is written anew with the language alone
        data = {}
    data["language"] = code
    return write_toml(path, data)
