"""`werewolf-notepad sheet SCENARIO|LOG [--nights N] [--lang de|en] [-o FILE.html]`: the
moderator's sheet on paper (notepad/table/sheet.py) — as plain text on standard output, or as
an HTML page with an A4 print style. The sheet speaks --lang, else its log's language, else the
user's; the command's own messages --lang, else the user's (notepad/cli/common.py)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from notepad.cli.common import CliError, emit_json, language_arg, whole_number
from notepad.language import gettext

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
    parser.add_argument("--lang", metavar="de|en", type=language_arg,
                        help="the sheet's language (default: the log's, else your settings' "
                        "language, else English)")
    parser.add_argument("-o", "--output", metavar="FILE.html",
                        help="write the sheet as an HTML page (A4) to this file")
    parser.add_argument("--json", action="store_true",
                        help="print the sheet's contents as JSON (its words in its language)")
    parser.set_defaults(run=run)


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
            raise CliError(gettext("{file}: cannot write the sheet ({error})", file=out,
                                   error=error.strerror or error)) from None
        print(gettext("wrote {file}", file=out), file=sys.stderr)
        return 0
    sys.stdout.write(as_text(sheet))
    return 0


def _scenario_sheet(name: str, args: argparse.Namespace) -> Sheet:
    from notepad.cli.common import load
    from notepad.language import language, spoken
    from notepad.table.sheet import scenario_sheet

    catalog = load()
    try:
        scenario = catalog.find_scenario(name)
    except KeyError as error:
        raise CliError(gettext("{problem} (nor a session log: no file {name})",
                               problem=error.args[0], name=repr(name))) from None
    if scenario.edition.value == "onenight":
        raise CliError(gettext("{scenario} is a One Night scenario: its script is "
                               "`werewolf-notepad onenight`, the sheet is for Ultimate and "
                               "Werwölfe", scenario=scenario.name))
    # The command speaks --lang, else the user's default (notepad/cli/common.py).
    words = language(args.lang or spoken().code)
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
    # The sheet in the log's language; the command's messages in --lang, else the user's.
    words = language(args.lang or game.language)
    for warning in warnings:
        print(gettext("werewolf-notepad: warning: {warning}", warning=warning), file=sys.stderr)
    from notepad.catalog.models import Edition
    from notepad.cli.common import load

    scenarios = load().scenarios.get(Edition(game.setup.edition)) or {}
    known = {sid: scenario.name for sid, scenario in scenarios.items()}
    title = scenario_title(game.setup.scenario, known, custom=path.stem,
                           name=game.setup.scenario_name)
    return log_sheet(game, title, words, args.nights)
