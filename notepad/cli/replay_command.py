"""`werewolf-notepad replay LOG [--json]`: the state of a game after its last logged event."""

from __future__ import annotations

import argparse
import sys

from notepad.cli.common import CliError, emit_json


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "replay",
        help="replay a session log and show the game's state after its last event",
        description="Replay a session log (JSON Lines) and show who is alive, who died when "
        "and why, every overridden rule and the winners.",
    )
    parser.add_argument("log", help="the session log file (.jsonl)")
    parser.add_argument("--json", action="store_true", help="print the state as JSON")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from notepad.catalog import CatalogError
    from notepad.engine.log.replay import load_game, summary
    from notepad.engine.log.session import LogError

    try:
        game, warnings = load_game(args.log)
    except (LogError, CatalogError) as error:
        raise CliError(str(error)) from None
    for warning in warnings:
        print(f"werewolf-notepad: warning: {warning}", file=sys.stderr)
    data = summary(game)
    if args.json:
        data["warnings"] = warnings
        emit_json(data)
        return 0
    print(f"{data['edition']} — {data['phase']} — {data['events']} events")
    for player in data["players"]:
        status = "alive"
        if not player["alive"]:
            died = player["died"]
            after = f" after {', '.join(died['chain'])}" if died.get("chain") else ""
            status = f"dead ({died['cause']}{after}, {died['when']})"
        print(f"  {player['seat']:>2}  {player['name']:<20} {player['role'] or '?':<18} {status}")
    for override in data["violations"]:
        print(f"  override at {override['when']}: {', '.join(override['rules'])} — "
              f"{override['reason']}")
    for win in data.get("personal_wins", []):
        print(f"  personal win: {win['name']} ({win['why']}, {win['when']})")
    if data["winners"]:
        print(f"winners: {', '.join(data['winners'])}")
        print(f"winning players: {', '.join(data['winning_players'])}")
    return 0
