"""`werewolf-notepad replay LOG [--json]`: the state of a game after its last logged event."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from notepad.cli.common import CliError, emit_json
from notepad.language import gettext

if TYPE_CHECKING:
    from notepad.engine.log.lines import LogError


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "replay",
        help="replay a session log and show the game's state after its last event",
        description="Replay a session log (JSON Lines) and show who is alive, who died when "
        "and why, every overridden rule and the winners.",
    )
    parser.add_argument("log", help="the session log file (.jsonl), or a notebook of villages")
    parser.add_argument("--json", action="store_true", help="print the state as JSON")
    parser.add_argument("--strict", action="store_true",
                        help="exit with status 2 if an event breaks a rule that was not "
                        "overridden")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from pathlib import Path

    from notepad.villages.first_line import is_notebook

    if is_notebook(Path(args.log)):  # a notebook of villages: each village's log, replayed
        from notepad.cli.villages_command import replay_notebook

        return replay_notebook(args)
    from notepad.catalog import CatalogError
    from notepad.engine.log.replay import Unoverridden, load_game, summary
    from notepad.engine.log.session import LogError

    broken: list[Unoverridden] = []
    try:
        game, warnings = load_game(args.log, audit=broken)
    except LogError as error:
        raise CliError(_what_was_read(args.log, error)) from None
    except CatalogError as error:
        raise CliError(str(error)) from None
    for warning in warnings:
        print(gettext("werewolf-notepad: warning: {warning}", warning=warning), file=sys.stderr)
    for finding in broken:
        print(gettext("werewolf-notepad: error: {log}, {finding} — not overridden", log=args.log,
                      finding=finding) if args.strict else
              gettext("werewolf-notepad: warning: {log}, {finding} — not overridden",
                      log=args.log, finding=finding), file=sys.stderr)
    exit_status = 2 if args.strict and broken else 0
    data = summary(game)
    data["unoverridden"] = [finding.as_dict() for finding in broken]
    if args.json:
        data["warnings"] = warnings
        emit_json(data)
        return exit_status
    print(gettext("{edition} — {phase} — {events} events", edition=data["edition"],
                  phase=data["phase"], events=data["events"]))
    for player in data["players"]:
        status = gettext("alive")
        if not player["alive"]:
            died = player["died"]
            status = gettext("dead ({cause} after {chain}, {when})", cause=died["cause"],
                             chain=", ".join(died["chain"]), when=died["when"]) \
                if died.get("chain") else gettext("dead ({cause}, {when})", cause=died["cause"],
                                                  when=died["when"])
        print(f"  {player['seat']:>2}  {player['name']:<20} {player['role'] or '?':<18} {status}")
    for override in data["violations"]:
        print(gettext("  override at {when}: {rules} — {reason}", when=override["when"],
                      rules=", ".join(override["rules"]), reason=override["reason"]))
    if game.corrections:
        from notepad.table.event_words import correction_words

        for corrected in game.corrections:
            print(f"  {correction_words(game.state, corrected)}")
    for finding in broken:
        print(gettext("  NOT OVERRIDDEN at line {line} ({when}): {rule} — {message}",
                      line=finding.line, when=finding.when, rule=finding.violation.rule,
                      message=finding.violation.message))
    for win in data.get("personal_wins", []):
        print(gettext("  personal win: {name} ({why}, {when})", name=win["name"],
                      why=win["why"], when=win["when"]))
    if data["winners"]:
        print(gettext("winners: {teams}", teams=", ".join(data["winners"])))
        print(gettext("winning players: {players}", players=", ".join(data["winning_players"])))
    return exit_status


def _what_was_read(log: str, error: LogError) -> str:
    """The error, and for a damaged line in the middle, what the lines before it replay as
    and what resuming from them leaves out (engine/log/salvage.py)."""
    from notepad.engine.log.salvage import salvage
    from notepad.table.salvage_words import replay_note

    found = salvage(log, error)
    return str(error) if found is None else f"{error}\nwerewolf-notepad: {replay_note(found)}"
