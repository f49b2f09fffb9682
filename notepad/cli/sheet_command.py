"""`werewolf-notepad sheet SCENARIO|LOG [--nights N] [--lang de|en] [-o FILE.html]`: the
moderator's sheet on paper (notepad/table/sheet.py) — as plain text on standard output, or as
an HTML page with an A4 print style."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from notepad.cli.common import CliError, emit_json, whole_number

if TYPE_CHECKING:
    from notepad.table.sheet import Sheet


def register(subparsers: argparse._SubParsersAction) -> None:
    from notepad.table.sheet import DEFAULT_NIGHTS, MAX_NIGHTS

    parser = subparsers.add_parser(
        "sheet",
        help="the moderator's sheet on paper: the night script night by night, boxes to fill in",
        description="The moderator's sheet for a scenario or a logged game: each night's calls "
        "in order (with the seated players' names from a log), a box for each choice, the "
        "potions and the Charm to tick, the day's voting method and the words to read. Plain "
        "text on standard output, or with -o an HTML page that prints on A4.",
    )
    parser.add_argument("source", metavar="SCENARIO|LOG",
                        help="a scenario's id or name (werewolf-notepad scenarios), or a "
                        "session log (.jsonl)")
    parser.add_argument("--nights", type=whole_number(1, MAX_NIGHTS, "nights on one sheet"),
                        default=DEFAULT_NIGHTS, metavar="N",
                        help=f"how many nights (default {DEFAULT_NIGHTS})")
    parser.add_argument("--lang", metavar="de|en", type=_language,
                        help="the sheet's language (default: the log's, else your settings' "
                        "language, else English)")
    parser.add_argument("-o", "--output", metavar="FILE.html",
                        help="write the sheet as an HTML page (A4) to this file")
    parser.add_argument("--json", action="store_true",
                        help="print the sheet's contents as JSON (its words in its language)")
    parser.set_defaults(run=run)


def _language(text: str) -> str:
    from notepad.language import LanguageError, language_code

    try:
        return language_code(text)
    except LanguageError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def run(args: argparse.Namespace) -> int:
    from notepad.table.sheet_page import as_html, as_text

    path = Path(args.source)
    if path.suffix == ".jsonl" or path.is_file():
        sheet = _log_sheet(path, args)
    else:
        sheet = _scenario_sheet(args.source, args)
    if args.json:
        from dataclasses import asdict

        emit_json(asdict(sheet))
        return 0
    if args.output:
        out = Path(args.output)
        try:
            out.write_text(as_html(sheet), encoding="utf-8")
        except OSError as error:
            raise CliError(f"{out}: cannot write the sheet ({error.strerror or error})") from None
        print(f"wrote {out}", file=sys.stderr)
        return 0
    sys.stdout.write(as_text(sheet))
    return 0


def _default_language() -> str:
    from notepad.language import saved_language
    from notepad.paths import user_dir

    code, problem = saved_language(user_dir())
    if problem:
        print(f"werewolf-notepad: warning: {problem}", file=sys.stderr)
    return code


def _scenario_sheet(name: str, args: argparse.Namespace) -> Sheet:
    from notepad.cli.common import load
    from notepad.language import language
    from notepad.table.sheet import scenario_sheet

    catalog = load()
    try:
        scenario = catalog.find_scenario(name)
    except KeyError as error:
        raise CliError(f"{error.args[0]} (nor a session log: no file {name!r})") from None
    if scenario.edition.value == "onenight":
        raise CliError(f"{scenario.name} is a One Night scenario: its script is "
                       "`werewolf-notepad onenight`, the sheet is for Ultimate and Werwölfe")
    words = language(args.lang or _default_language())
    return scenario_sheet(scenario, words, args.nights)


def _log_sheet(path: Path, args: argparse.Namespace) -> Sheet:
    from notepad.catalog import CatalogError
    from notepad.engine.log.replay import load_game
    from notepad.engine.log.session import LogError
    from notepad.language import language
    from notepad.table.sheet import log_sheet
    from notepad.table.titles import scenario_title

    try:
        game, warnings = load_game(path)
    except (LogError, CatalogError) as error:
        raise CliError(str(error)) from None
    for warning in warnings:
        print(f"werewolf-notepad: warning: {warning}", file=sys.stderr)
    words = language(args.lang or game.language)
    from notepad.catalog.models import Edition
    from notepad.cli.common import load

    scenarios = load().scenarios.get(Edition(game.setup.edition)) or {}
    known = {sid: scenario.name for sid, scenario in scenarios.items()}
    title = scenario_title(game.setup.scenario, known, custom=path.stem,
                           name=game.setup.scenario_name)
    return log_sheet(game, title, words, args.nights)
