"""`werewolf-notepad stats`: the group's own record (docs/record.md).

    stats [--group G] [--json]              the group's games, wins, sets, roles and players
    stats import LOG... [--group G]         record finished games (a notebook: each village)
    stats rebuild                           read every recorded log again
    stats calibrate [--group G] [--json]    the village skill fitted to the group's games

Each takes --lang de|en for what it prints for a human (notepad/cli/common.py).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from notepad.cli.common import CliError, add_language, emit_json, whole_number
from notepad.language import gettext

if TYPE_CHECKING:
    from notepad.record.library import Library


def register(subparsers: Any) -> None:
    stats = subparsers.add_parser(
        "stats", help="the group's own record: statistics across sessions, calibration",
        description="Every finished game recorded for a group, in a database in the user "
        "folder (rebuilt from the session logs on demand): games and wins by team, by head "
        "count and by set, each role's holders' win rate, the mean length in nights, and per "
        "player name games, wins and roles. Without --group: the group used last.")
    _group(stats, argparse.SUPPRESS)
    add_language(stats)
    stats.add_argument("--json", action="store_true", help="machine-readable output (JSON)")
    stats.set_defaults(run=show, group=None, json=False)
    commands = stats.add_subparsers(dest="stats_command", metavar="COMMAND")
    add = commands.add_parser(
        "import", help="record the finished games of session logs or notebooks",
        description="Record each finished game of these logs into the group (a notebook: each "
        "village that has ended). A game already in the record is not counted again.")
    add.add_argument("logs", nargs="+", type=Path, metavar="LOG",
                     help="session logs or notebooks of villages (.jsonl)")
    _group(add, argparse.SUPPRESS)
    add_language(add, argparse.SUPPRESS)
    add.set_defaults(run=add_logs)
    rebuild = commands.add_parser(
        "rebuild", help="forget the database and read every recorded log again",
        description="Read every log recorded so far again, each into its group: the record "
        "as the logs have it now (a log deleted since drops out).")
    add_language(rebuild, argparse.SUPPRESS)
    rebuild.set_defaults(run=rebuild_record)
    calibrate = commands.add_parser(
        "calibrate", help="the village skill fitted to the group's games",
        description="Fit the simulator's village skill (0 random lynch … 1 always a wolf) to "
        "the group's games by maximum likelihood: each game's setup, the simulator's village "
        "win probability at each skill, and who won. Prints the skill, its 95% interval "
        "(profile likelihood) and the number of games it rests on.")
    _group(calibrate, argparse.SUPPRESS)
    add_language(calibrate, argparse.SUPPRESS)
    calibrate.add_argument("--json", action="store_true", default=argparse.SUPPRESS,
                           help="machine-readable output (JSON)")
    calibrate.add_argument("--games", type=whole_number(20, 100_000, "games per skill"),
                           default=None, help="simulated games per setup and skill "
                           "(default 400; more are played once and kept)")
    calibrate.set_defaults(run=calibrate_group)


def _group(parser: argparse.ArgumentParser, default: Any) -> None:
    parser.add_argument("--group", default=default, metavar="G",
                        help="the group's name (default: the group used last)")


def _library() -> Library:
    from notepad.record.finished import RecordError
    from notepad.record.library import Library

    library = Library()
    try:
        library.db  # noqa: B018 - opened now: a damaged database is rebuilt before anything
    except RecordError as error:
        raise CliError(str(error)) from None
    _notes(library)
    return library


def _notes(library: Library) -> None:
    for note in library.notes:
        print(f"werewolf-notepad: {note}", file=sys.stderr)
    library.notes.clear()


def _chosen(library: Library, group: str | None, known_only: bool = True) -> str:
    from notepad.record.finished import RecordError
    from notepad.record.groups import group_name

    try:
        name = group_name(group) if group is not None else library.last_group()
    except RecordError as error:
        raise CliError(str(error)) from None
    _notes(library)
    groups = library.groups()
    if known_only and group is not None and name not in groups:
        known = ", ".join(groups) if groups else gettext("none yet")
        raise CliError(gettext("no game is recorded for the group \"{group}\" (groups: "
                               "{groups})", group=name, groups=known))
    return name


def show(args: argparse.Namespace) -> int:
    from notepad.record.statistics import statistics

    library = _library()
    try:
        group = _chosen(library, args.group)
        data = statistics(library.db, group)
    finally:
        library.close()
    if args.json:
        emit_json(data)
        return 0
    from notepad.table.stats_lines import statistics_lines

    for line in statistics_lines(data):
        print(line)
    return 0


def add_logs(args: argparse.Namespace) -> int:
    from notepad.record.finished import RecordError

    library = _library()
    try:
        try:
            report = library.add_logs(args.logs, group=args.group)
        except RecordError as error:
            raise CliError(str(error)) from None
        _notes(library)
        group = args.group or library.last_group()
    finally:
        library.close()
    *problems, done = report.lines()
    for line in problems:
        print(f"werewolf-notepad: {line}", file=sys.stderr)
    print(gettext("{done} (group \"{group}\")", done=done, group=group))
    return 2 if report.problems else 0


def rebuild_record(args: argparse.Namespace) -> int:
    library = _library()
    try:
        report = library.rebuild()
    finally:
        library.close()
    *problems, done = report.lines()
    for line in problems:
        print(f"werewolf-notepad: {line}", file=sys.stderr)
    print(gettext("rebuilt from the session logs: {done}", done=done))
    return 0


def calibrate_group(args: argparse.Namespace) -> int:
    from notepad.record.calibration import DEFAULT_GAMES, calibrate

    library = _library()
    try:
        group = _chosen(library, args.group)
        fitted = calibrate(library.db, group, games=args.games or DEFAULT_GAMES,
                           progress=None if getattr(args, "json", False) else _progress)
    finally:
        library.close()
    if getattr(args, "json", False):
        emit_json(fitted.as_dict())
        return 0
    for line in fitted.lines():
        print(line)
    return 0


def _progress(done: int, setups: int) -> None:
    if sys.stderr.isatty():
        print("\r", gettext("simulating the group's setups: {done} of {setups}", done=done,
                             setups=setups), sep="", end="", file=sys.stderr, flush=True)
        if done == setups:
            print(file=sys.stderr)
