"""`werewolf-notepad villages split …`: one large group split into villages, a role set for
each (Ultimate, Rule Variants — Simultaneous Play Session); and `replay NOTEBOOK` for a
notebook of villages (replay_command.py hands a notebook over to `replay_notebook`)."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from notepad.cli.common import CliError, edition_arg, emit_json, load, players_arg, whole_number
from notepad.language import gettext


def register(subparsers: Any) -> None:
    villages = subparsers.add_parser(
        "villages", help="several villages of one group: split the group into villages",
        description="Simultaneous villages (Ultimate, Rule Variants — Simultaneous Play "
        "Session): one moderator runs several games of one group, and players move between "
        "them. The screens run the games; `replay NOTEBOOK` shows a notebook's villages.")
    commands = villages.add_subparsers(dest="villages_command", metavar="COMMAND",
                                       required=True)
    split = commands.add_parser(
        "split", help="village sizes and a role set per village for a head count",
        description="Split N players into V villages as evenly as possible, with a role set "
        "per village near the target, from the same suggestions as `suggest`.")
    split.add_argument("--edition", type=edition_arg, required=True,
                       help="ultimate or werwoelfe")
    split.add_argument("--players", type=players_arg, required=True,
                       help="the whole group's head count")
    split.add_argument("--villages", type=whole_number(2, 13, "villages of at least 5 players"),
                       required=True, help="how many villages, 2 to 13")
    split.add_argument("--target", default=None,
                       help="a sum, or newcomers / balanced (default) / practised")
    split.add_argument("--seed", type=int, default=0, help="the same seed, the same sets")
    split.add_argument("--json", action="store_true", help="print the villages as JSON")
    split.set_defaults(run=split_command)


def split_command(args: argparse.Namespace) -> int:
    from notepad.balance import SuggestionError
    from notepad.villages.split import SplitError, split_group, whole_group

    catalog = load()
    try:
        sets = split_group(catalog, args.edition, args.players, args.villages,
                           target=args.target, seed=args.seed)
    except (SplitError, SuggestionError) as error:
        raise CliError(str(error)) from None
    if args.json:
        emit_json([village.as_dict() for village in sets])
        return 0
    known = catalog.edition_roles(args.edition)
    for village in sets:
        roles = ", ".join(f"{n} × {known[r].name}" if n > 1 else known[r].name
                          for r, n in village.roles.items())
        print(gettext("Village {number}: {players} players, {cards} cards, sum {sum:+d}",
                      number=village.village, players=village.players, cards=village.cards,
                      sum=village.balance) if village.balance is not None else
              gettext("Village {number}: {players} players", number=village.village,
                      players=village.players))
        print(f"  {roles}")
        for warning in village.warnings:
            print(f"  ! {warning.code}: {warning.message}")
    whole = whole_group(sets, known)
    print(gettext("The whole group: {players} players, {cards} cards, sum {sum:+d}",
                  players=whole.players, cards=whole.cards, sum=whole.balance)
          if whole.balance is not None else
          gettext("The whole group: {players} players, {cards} cards", players=whole.players,
                  cards=whole.cards))
    for warning in whole.warnings:
        print(f"  ! {warning.code}: {warning.message}")
    return 0


def replay_notebook(args: argparse.Namespace) -> int:
    """`replay NOTEBOOK [--json] [--strict]`: as `replay` for each village's log."""
    from notepad.catalog import CatalogError
    from notepad.engine.log.replay import Unoverridden
    from notepad.engine.log.session import LogError
    from notepad.villages.notebook import Notebook
    from notepad.villages.replay import notebook_summary

    audit: dict[int, list[Unoverridden]] = {}
    try:
        notebook, warnings = Notebook.open(args.log, audit=audit)
    except (LogError, CatalogError) as error:
        raise CliError(str(error)) from None
    for warning in warnings:
        print(gettext("werewolf-notepad: warning: {warning}", warning=warning), file=sys.stderr)
    broken = [(notebook.villages[n - 1].name, f) for n, found in audit.items() for f in found]
    for name, finding in broken:
        print(gettext("werewolf-notepad: error: {log}, {finding} — not overridden", log=name,
                      finding=finding) if args.strict else
              gettext("werewolf-notepad: warning: {log}, {finding} — not overridden",
                      log=name, finding=finding), file=sys.stderr)
    data = notebook_summary(notebook, audit)
    status = 2 if args.strict and broken else 0
    if args.json:
        data["warnings"] = warnings
        emit_json(data)
        return status
    for village in data["villages"]:
        players = village["players"]
        alive = sum(1 for p in players if p["alive"])
        moved = sum(1 for p in players if p.get("died", {}).get("left"))
        counts = {"name": village["name"], "phase": village["phase"], "alive": alive,
                  "dead": len(players) - alive - moved, "moved": moved,
                  "events": village["events"]}
        print(gettext("{name}: {phase} — {alive} alive, {dead} dead, {moved} moved away; "
                      "{events} events — winners: {winners}",
                      winners=", ".join(village["winners"]), **counts) if village["winners"]
              else gettext("{name}: {phase} — {alive} alive, {dead} dead, {moved} moved away; "
                           "{events} events", **counts))
    for transfer in data["transfers"]:
        arrived = {None: gettext("not yet (on the way)"),
                   "setup": gettext("before its first night")}.get(
            transfer["arrived"], transfer["arrived"])
        print(gettext("  {player}: village {source} → village {goal} ({when}; arrived "
                      "{arrived})", player=transfer["player"], source=transfer["from"],
                      goal=transfer["to"], when=transfer["when"], arrived=arrived))
    return status
