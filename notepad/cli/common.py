"""What every subcommand shares: errors for the user, JSON output, loading the catalogue, the
language a command speaks.

The language (issue 34): a command that prints for a human says it in `--lang` where the
command has it (stats, balance, suggest, report, sheet: the ones a moderator runs by hand),
else in the user's default (`language` in settings.toml in their folder), else English;
`main` speaks it once, around the command (notepad/language.py's `speaking`, so a test that
runs the command line in its own process keeps its language). `--json` stays English, keys and
values, whatever the language: scripts read it (the sheet's and the report's JSON carry their
document's words, in its language, as before). argparse's own help and usage messages stay
English: they are argparse's, composed from pieces of its own.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the catalogue (and pydantic) load only when a command needs them
    from notepad.catalog import Catalog

EDITIONS = ("ultimate", "werwoelfe", "onenight")
# The commands whose JSON carries a document in its language (the sheet's words, the report).
JSON_IN_ITS_LANGUAGE = frozenset({"sheet", "report"})


class CliError(Exception):
    """A mistake the user can fix; printed as one message, exit status 2."""


def emit_json(data: Any) -> None:
    json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")


def language_arg(text: str) -> str:
    """An argparse type: "de", "en", "Deutsch", "english" … → the language's code."""
    from notepad.language import LanguageError, language_code

    try:
        return language_code(text)
    except LanguageError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


LANGUAGE_HELP = ("the language of what is printed for you (default: language in "
                 "settings.toml in your folder, else English; --json stays English)")


def add_language(parser: argparse.ArgumentParser, default: Any = None,
                 help: str = LANGUAGE_HELP) -> None:  # noqa: A002 - argparse's own word
    parser.add_argument("--lang", metavar="de|en", type=language_arg, default=default,
                        help=help)


def default_language() -> str:
    """The user's default language; a problem with their settings is said as a warning."""
    from notepad.language import saved_language
    from notepad.paths import user_dir

    code, problem = saved_language(user_dir())
    if problem:
        print(f"werewolf-notepad: warning: {problem}", file=sys.stderr)
    return code


def spoken_language(args: argparse.Namespace) -> str:
    """The language a command speaks: English for --json (but the sheet's and the report's),
    else its --lang, else the user's default."""
    from notepad.language import ENGLISH

    if getattr(args, "json", False) and getattr(args, "command", None) not in \
            JSON_IN_ITS_LANGUAGE:
        return ENGLISH
    return getattr(args, "lang", None) or default_language()


def load() -> Catalog:
    from notepad.catalog import CatalogError, catalog

    try:
        return catalog()
    except CatalogError as error:
        raise CliError(str(error)) from None


def whole_number(low: int, high: int, why: str) -> Any:
    """An argparse type: a whole number from `low` to `high`; the error names the bound and
    why it is there (catalog/bounds.py)."""

    def parse(text: str) -> int:
        try:
            number = int(text)
        except ValueError:  # not a number, or one of thousands of digits
            raise argparse.ArgumentTypeError(f"'{text[:20]}' is not a whole number") from None
        if not low <= number <= high:
            raise argparse.ArgumentTypeError(f"{number} is outside {low} to {high} ({why})")
        return number

    return parse


def players_arg(text: str) -> int:
    """A head count: 3 to 68, the smallest and the largest game of the three rulebooks."""
    from notepad.catalog.bounds import MAX_PLAYERS, MIN_PLAYERS, PLAYERS_TEXT

    return int(whole_number(MIN_PLAYERS, MAX_PLAYERS, PLAYERS_TEXT)(text))


def edition_arg(value: str) -> str:
    aliases = {"uw": "ultimate", "ww": "werwoelfe", "werwölfe": "werwoelfe", "on": "onenight"}
    value = aliases.get(value.lower(), value.lower())
    if value not in EDITIONS:
        raise argparse.ArgumentTypeError(
            f"unknown edition '{value}' (choose one of: {', '.join(EDITIONS)})"
        )
    return value
