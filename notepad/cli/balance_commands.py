"""`balance` and `suggest`: the sum of a role set with its warnings, and role sets to try.
Both take --lang de|en for what they print for a human (notepad/cli/common.py); the warnings'
and the suggestions' own sentences are the balance package's."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from notepad.cli.common import (
    CliError,
    add_language,
    edition_arg,
    emit_json,
    load,
    players_arg,
    whole_number,
)
from notepad.language import gettext, mark, ngettext, translated

# The rulebooks' bands of a card sum (balance/core.py band_of), as a moderator reads them; the
# JSON keeps the ids.
BANDS = {"balanced": mark("balanced"), "newcomers": mark("newcomers"),
         "practised": mark("practised"), "favours village": mark("favours village"),
         "favours werewolves": mark("favours werewolves")}


def register(subparsers: Any) -> None:
    balance = subparsers.add_parser(
        "balance", help="balance sum, band and setup warnings of a scenario or a TOML file"
    )
    balance.add_argument("scenario", metavar="SCENARIO_ID|FILE.toml",
                         help="a scenario id, or a scenario TOML file")
    balance.add_argument("--players", type=players_arg,
                         help="head count (default: the scenario's)")
    balance.add_argument("--edition", type=edition_arg, help="only look in this edition")
    balance.add_argument(
        "--maybe", nargs="*", metavar="ID[=N]", default=None,
        help="Role/Werewolf Count Variants: mix these extra cards in with the Villagers (as "
        "many discarded at random); alone, the set's Fool, Pacifist, Tanner and Lone Wolf go in "
        "at random. Shows the expected sum and its range")
    balance.add_argument("--json", action="store_true", help="machine-readable output (JSON)")
    add_language(balance)
    balance.set_defaults(run=balance_command)

    suggest = subparsers.add_parser("suggest", help="suggest role sets for a head count")
    suggest.add_argument("--edition", type=edition_arg, required=True,
                         help="ultimate, werwoelfe or onenight")
    suggest.add_argument("--players", type=players_arg, required=True, help="the head count")
    suggest.add_argument(
        "--target", default=None, help="a sum, or newcomers / balanced (default) / practised"
    )
    suggest.add_argument("--count", type=whole_number(1, 20, "suggestions asked for at once"),
                         default=3, help="how many sets, 1 to 20 (default 3)")
    suggest.add_argument("--seed", type=int, default=0,
                         help="the seed of the suggestions (default 0)")
    suggest.add_argument("--include", nargs="+", default=[], metavar="ID",
                         help="roles every set must have")
    suggest.add_argument("--exclude", nargs="+", default=[], metavar="ID",
                         help="roles no set may have")
    suggest.add_argument("--charm", action="store_true",
                         help="play with the Charm: one card more than players")
    suggest.add_argument("--json", action="store_true", help="machine-readable output (JSON)")
    add_language(suggest)
    suggest.set_defaults(run=suggest_command)


def scenario_from_file(path: Path, catalog: Any) -> Any:
    """A scenario TOML; id and name may be left out of a quick file (taken from its name)."""
    from pydantic import ValidationError

    from notepad.catalog import file_models
    from notepad.catalog.errors import CatalogError, describe_validation
    from notepad.catalog.loading import read_toml
    from notepad.catalog.saving import slug

    try:
        data, text = read_toml(path)
        data.setdefault("id", slug(path.stem))
        data.setdefault("name", path.stem)
        try:
            scenario = file_models.checked_scenario(data)
        except ValidationError as error:
            raise CatalogError(path, describe_validation(error, file_models.Scenario,
                                                         text)) from None
        catalog.check_scenario(scenario, path, text)
    except CatalogError as error:
        raise CliError(str(error)) from None
    return scenario


def find(name: str, catalog: Any, edition: Any) -> Any:
    path = Path(name)
    if path.suffix == ".toml" or path.exists():
        if not path.exists():
            raise CliError(gettext("no file {path}", path=path))
        return scenario_from_file(path, catalog)
    try:
        return catalog.find_scenario(name, edition)
    except KeyError as error:
        raise CliError(gettext("{problem}; see `werewolf-notepad scenarios`",
                               problem=error.args[0])) from None


def balance_command(args: argparse.Namespace) -> int:
    from notepad.balance import RoleSet, assess

    catalog = load()
    scenario = find(args.scenario, catalog, args.edition)
    low, high = scenario.player_range
    players = args.players if args.players is not None else (scenario.players or low)
    if players < 1:
        raise CliError(gettext("--players must be at least 1"))
    if scenario.random_draw:
        raise CliError(gettext("{scenario} draws its cards at random; there is no set to weigh",
                               scenario=scenario.name))
    roles = scenario.roles_for(players)
    if roles is None:
        stated = (scenario.min_players or low, scenario.max_players or high)
        if stated[0] <= players <= stated[1]:
            # ON Scenarios, Election Day: headed 3-6 players, but no 6-player line is printed.
            raise CliError(gettext(
                "{scenario} is headed {first}-{last} players, but the rulebook prints no role "
                "list for {players}; pick {low}-{high} players", scenario=scenario.name,
                first=stated[0], last=stated[1], players=players, low=low, high=high))
        raise CliError(gettext("{scenario} has no role list for {players} players (it is for "
                               "{low}-{high})", scenario=scenario.name, players=players,
                               low=low, high=high))
    variants = tuple(scenario.variants)
    maybe: dict[str, int] = {}
    if args.maybe is not None:
        roles, maybe = maybe_cards(roles, args.maybe, catalog, scenario)
        variants = (*variants, "count-variants")
    result = assess(RoleSet(scenario.edition, players, roles, variants, maybe), catalog)
    data = {"scenario": scenario.id, "edition": scenario.edition.value, **result.as_dict()}
    if args.json:
        emit_json(data)
        return 0
    if result.balance is not None:
        total = result.sum_text()
    elif scenario.edition.value == "onenight":
        total = gettext("n/a (One Night cards have no values)")
    else:
        total = gettext("n/a (no card has a value)")
    print(ngettext("{scenario} ({edition}), {players} players, {n} card",
                   "{scenario} ({edition}), {players} players, {n} cards", result.cards,
                   scenario=scenario.name, edition=scenario.edition.value, players=players))
    print(gettext("balance {total} — {band}", total=total,
                  band=translated(BANDS.get(result.band, result.band)))
          if result.band else gettext("balance {total}", total=total))
    print(gettext("teams: {teams}", teams=", ".join(
        f"{team} {n}" for team, n in result.team_totals.items())))
    for warning in result.warnings:
        print(f"  ! {warning.code}: {warning.message}")
    return 0


def maybe_cards(
    roles: dict[str, int], wanted: list[str], catalog: Any, scenario: Any
) -> tuple[dict[str, int], dict[str, int]]:
    """`--maybe`: (the roles, the cards mixed in with the Villagers)."""
    from notepad.catalog.errors import close_match
    from notepad.engine.count_variants import add_maybe, mix_in_at_random

    if scenario.edition.value != "ultimate":
        raise CliError(gettext("the Role/Werewolf Count Variants are an Ultimate Werewolf rule"))
    known = catalog.edition_roles(scenario.edition)
    if not wanted:
        roles, maybe = mix_in_at_random(roles, known)
        if not maybe:
            raise CliError(gettext("{scenario} has no card the rulebook adds at random (Fool, "
                                   "Pacifist, Tanner, Lone Wolf); name the cards: --maybe "
                                   "ID[=N] …", scenario=scenario.name))
        return roles, maybe
    extra: dict[str, int] = {}
    for item in wanted:
        role_id, _, count = item.partition("=")
        if role_id not in known:
            raise CliError(gettext("--maybe: unknown ultimate role '{role}'{close}", role=role_id,
                                   close=close_match(role_id, known)))
        if count and not (count.isdigit() and int(count) > 0):
            raise CliError(gettext("--maybe {item}: write ID=N with N a whole number from 1",
                                   item=item))
        extra[role_id] = extra.get(role_id, 0) + (int(count) if count else 1)
    return add_maybe(roles, extra)


def suggest_command(args: argparse.Namespace) -> int:
    from notepad.balance import SuggestionError, suggest

    catalog = load()
    try:
        found = suggest(
            catalog,
            args.edition,
            args.players,
            target=args.target,
            count=args.count,
            seed=args.seed,
            include=args.include,
            exclude=args.exclude,
            variants=("charm",) if args.charm else (),
        )
    except SuggestionError as error:
        raise CliError(str(error)) from None
    if args.json:
        emit_json([s.as_dict() for s in found])
        return 0
    for number, suggestion in enumerate(found, start=1):
        print(ngettext("{number}. {n} card: {why}", "{number}. {n} cards: {why}",
                       suggestion.cards, number=number, why=suggestion.explanation))
        for warning in suggestion.warnings:
            print(f"     ! {warning.code}: {warning.message}")
    return 0
