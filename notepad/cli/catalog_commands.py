"""`roles`, `scenarios` and `scenario save`: what the catalogue holds, and adding to it."""

from __future__ import annotations

import argparse
from typing import Any

from notepad.cli.common import CliError, edition_arg, emit_json, load, players_arg
from notepad.language import gettext, ngettext


def register(subparsers: Any) -> None:
    roles = subparsers.add_parser("roles", help="list the roles of one or every edition")
    roles.add_argument("--edition", type=edition_arg, help="ultimate, werwoelfe or onenight")
    roles.add_argument("--json", action="store_true", help="machine-readable output (JSON)")
    roles.set_defaults(run=list_roles)

    scenarios = subparsers.add_parser("scenarios", help="list the scenarios")
    scenarios.add_argument("--edition", type=edition_arg, help="ultimate, werwoelfe or onenight")
    scenarios.add_argument("--players", type=players_arg,
                           help="only scenarios for this head count")
    scenarios.add_argument("--json", action="store_true", help="machine-readable output (JSON)")
    scenarios.set_defaults(run=list_scenarios)

    scenario = subparsers.add_parser("scenario", help="save a scenario to your scenarios folder")
    actions = scenario.add_subparsers(dest="scenario_command", metavar="ACTION", required=True)
    save = actions.add_parser("save", help="write a scenario TOML (atomically)")
    save.add_argument("--edition", type=edition_arg, required=True,
                      help="ultimate, werwoelfe or onenight")
    save.add_argument("--name", required=True, help="the scenario's name")
    save.add_argument("--players", type=int, required=True, help="the head count")
    save.add_argument(
        "--role", action="append", default=[], metavar="ID=COUNT", help="repeat for each role"
    )
    save.add_argument("--story", default="", help="a line about the scenario")
    save.add_argument("--output", help="file to write (default: your scenarios folder)")
    save.add_argument("--force", action="store_true", help="overwrite an existing file")
    save.add_argument("--json", action="store_true", help="machine-readable output (JSON)")
    save.set_defaults(run=save_scenario_command)

    catalogue = subparsers.add_parser(
        "catalogue", help="how many roles and scenarios each game has"
    )
    catalogue.add_argument("--json", action="store_true", help="machine-readable output (JSON)")
    catalogue.set_defaults(run=summary)


def role_entry(role: Any, edition: str) -> dict[str, Any]:
    entry = {
        "id": role.id,
        "name": role.name,
        "edition": edition,
        "team": role.team.value,
        "value": role.value,
        "wakes": role.wakes.value,
    }
    if role.name_de:
        entry["name_de"] = role.name_de
    if role.difficulty is not None:
        entry["difficulty"] = role.difficulty
    if role.wake_code is not None:
        entry["wake_code"] = role.wake_code
    entry["call_order"] = role.call_order
    return entry


def list_roles(args: argparse.Namespace) -> int:
    from notepad.catalog import Edition

    catalog = load()
    editions = [Edition(args.edition)] if args.edition else list(catalog.roles)
    entries = [
        role_entry(role, edition.value)
        for edition in editions
        for role in catalog.edition_roles(edition).values()
    ]
    if args.json:
        emit_json(entries)
        return 0
    for entry in entries:
        value = "" if entry["value"] is None else f"{entry['value']:+d}"
        code = entry.get("wake_code") or ""
        print(
            f"{entry['edition']:<10} {entry['id']:<20} {entry['name']:<22} "
            f"{entry['team']:<10} {value:>4} {code:>4}  {entry['wakes']}"
        )
    return 0


def scenario_entries(catalog: Any, edition: Any, players: int | None) -> list[dict[str, Any]]:
    from notepad.balance import RoleSet, assess

    entries = []
    for scenario in catalog.scenarios.get(edition, {}).values():
        low, high = scenario.player_range
        if players is not None and not low <= players <= high:
            continue
        count = players if players is not None else (scenario.players or low)
        roles = scenario.roles_for(count)
        if roles is None and scenario.random_draw:
            roles = {}
        if roles is None:
            continue
        result = assess(RoleSet(edition, count, roles, tuple(scenario.variants)), catalog)
        entries.append(
            {
                "id": scenario.id,
                "name": scenario.name,
                "edition": edition.value,
                "players": count,
                "min_players": low,
                "max_players": high,
                "cards": result.cards,
                "balance": result.balance,
                "band": result.band,
                "roles": result.roles,
                "random_draw": scenario.random_draw,
                "warnings": [w.as_dict() for w in result.warnings] if roles else [],
            }
        )
    return entries


def list_scenarios(args: argparse.Namespace) -> int:
    from notepad.catalog import Edition

    catalog = load()
    editions = [Edition(args.edition)] if args.edition else list(catalog.roles)
    entries = [e for ed in editions for e in scenario_entries(catalog, ed, args.players)]
    if args.json:
        emit_json(entries)
        return 0
    for entry in entries:
        balance = "" if entry["balance"] is None else f"{entry['balance']:+d}"
        span = (
            f"{entry['min_players']}-{entry['max_players']}"
            if entry["min_players"] != entry["max_players"]
            else str(entry["players"])
        )
        count = len(entry["warnings"])
        print(ngettext("{edition:<10} {id:<38} {span:>5} players {cards:>3} cards {balance:>4}  "
                       "({n} warnings)",
                       "{edition:<10} {id:<38} {span:>5} players {cards:>3} cards {balance:>4}  "
                       "({n} warnings)", count, edition=entry["edition"], id=entry["id"],
                       span=span, cards=entry["cards"], balance=balance) if count else
              gettext("{edition:<10} {id:<38} {span:>5} players {cards:>3} cards {balance:>4}",
                      edition=entry["edition"], id=entry["id"], span=span,
                      cards=entry["cards"], balance=balance))
    return 0


def parse_role_counts(items: list[str]) -> dict[str, int]:
    roles: dict[str, int] = {}
    for item in items:
        role_id, _, count = item.partition("=")
        try:
            roles[role_id.strip()] = int(count) if count else 1
        except ValueError:  # not a number (or one of thousands of digits)
            raise CliError(gettext("--role {item}: write ID=COUNT, e.g. --role werewolf=3",
                                   item=repr(item))) from None
    return roles


def save_scenario_command(args: argparse.Namespace) -> int:
    import sys
    from pathlib import Path

    from pydantic import ValidationError

    from notepad.catalog.bounds import MAX_NAME, players_problem
    from notepad.catalog.errors import CatalogError
    from notepad.catalog.file_models import new_scenario
    from notepad.catalog.saving import plan_save, save_scenario, scenario_path, slug

    problem = players_problem(args.players, "--players")
    if problem:
        raise CliError(problem)
    if len(args.name) > MAX_NAME:
        raise CliError(gettext("--name: a scenario's name is at most {most} characters, not "
                               "{length}", most=MAX_NAME, length=len(args.name)))
    scenario_id = slug(args.name, fallback="")
    if not scenario_id:
        raise CliError(gettext("--name {name}: the name needs at least one letter or digit "
                               "(it becomes the file name)", name=repr(args.name)))
    catalog = load()
    roles = parse_role_counts(args.role)
    if not roles:
        raise CliError(gettext("give the roles with --role ID=COUNT (repeat it for each role)"))
    try:
        scenario = new_scenario(
            id=scenario_id,
            name=args.name,
            edition=args.edition,
            players=args.players,
            story=args.story,
            roles=roles,
        )
        catalog.check_scenario(scenario, Path(args.output or "<command line>"))
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise CliError(gettext("not a valid scenario: {where}: {problem}", where=where,
                               problem=first["msg"].removeprefix("Value error, "))) from None
    except CatalogError as error:
        raise CliError("; ".join(error.problems)) from None
    target = Path(args.output) if args.output else scenario_path(args.edition, scenario.id)
    try:
        plan = plan_save(scenario, target)
        if plan.replaces is not None and not args.force:
            raise CliError(gettext("{target} holds the scenario '{scenario}' already; pick "
                                   "another name, or add --force to replace it",
                                   target=target, scenario=plan.replaces))
        path = save_scenario(scenario, target)
    except CatalogError as error:
        raise CliError(gettext("cannot write {target}: {problem}", target=target,
                               problem="; ".join(error.problems))) from None
    except OSError as error:
        raise CliError(gettext("cannot write {target}: {problem}", target=target,
                               problem=error.strerror or error)) from None
    if plan.replaces is not None:
        print(gettext("werewolf-notepad: note: this replaces '{scenario}' in {path}",
                      scenario=plan.replaces, path=path), file=sys.stderr)
    for warning in plan.warnings:
        print(gettext("werewolf-notepad: warning: {warning}", warning=warning), file=sys.stderr)
    if args.json:
        emit_json({"id": scenario.id, "path": str(path), "replaces": plan.replaces,
                   "hides": plan.hides})
    else:
        print(gettext("saved {scenario} to {path}", scenario=scenario.name, path=path))
    return 0


def summary(args: argparse.Namespace) -> int:
    """A one-screen summary of the catalogue."""
    from notepad.catalog.models import EDITION_TITLES

    catalog = load()
    if getattr(args, "json", False):
        emit_json([{"edition": edition.value, "title": title,
                    "roles": len(catalog.roles.get(edition, {})),
                    "scenarios": len(catalog.scenarios.get(edition, {}))}
                   for edition, title in EDITION_TITLES.items()])
        return 0
    print(gettext("werewolf-notepad — the moderator's notepad"), end="\n\n")
    for edition, title in EDITION_TITLES.items():
        roles = catalog.roles.get(edition, {})
        scenarios = len(catalog.scenarios.get(edition, {}))
        print(ngettext("{title}: {roles} roles, {n} scenario",
                       "{title}: {roles} roles, {n} scenarios", scenarios, title=title,
                       roles=len(roles)))
    print()
    print(gettext("Try: werewolf-notepad scenarios --edition ultimate\n"
                  "     werewolf-notepad balance classic-werewolf-village\n"
                  "     werewolf-notepad suggest --edition ultimate --players 20\n"
                  "     werewolf-notepad --help"))
    return 0
