"""`onenight script` and `onenight winner`: the Game Master's script and the Who-Has-Won check.

Heavy imports stay inside the functions so `--help` stays fast (docs/design.md, Budget).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from notepad.cli.common import CliError, emit_json, load, whole_number
from notepad.language import gettext, ngettext


def register(subparsers: Any) -> None:
    onenight = subparsers.add_parser(
        "onenight", help="One Night Ultimate Werewolf: Game Master script and who has won"
    )
    commands = onenight.add_subparsers(dest="onenight_command", metavar="COMMAND", required=True)

    script = commands.add_parser(
        "script", help="the Game Master's announcements and the setup list for a role set"
    )
    script.add_argument("scenario", nargs="?", metavar="SCENARIO", help="a One Night scenario id")
    script.add_argument("--players", type=whole_number(3, 10, "One Night is for 3 to 10 players"),
                        help="head count (needed with a scenario)")
    script.add_argument(
        "--roles", metavar="ID,ID,…", help="role ids instead of a scenario; repeat or use id:N"
    )
    script.add_argument(
        "--new-group", action="store_true", help="first games: 3 minutes of discussion"
    )
    script.add_argument("--minutes", type=float, help="discussion length in minutes")
    script.add_argument("--json", action="store_true", help="machine-readable output (JSON)")
    script.set_defaults(run=script_command)

    winner = commands.add_parser(
        "winner", help="resolve the vote and run the Who-Has-Won check on a final table (TOML)"
    )
    winner.add_argument("file", metavar="FILE", help="the final table (see docs/onenight.md)")
    winner.add_argument("--json", action="store_true", help="machine-readable output (JSON)")
    winner.set_defaults(run=winner_command)


def parse_roles(text: str, known: Any) -> dict[str, int]:
    """'werewolf,seer,villager:2' or 'villager,villager' → {id: count}."""
    from notepad.catalog.errors import close_match

    roles: dict[str, int] = {}
    for item in (part.strip() for part in text.split(",")):
        if not item:
            continue
        role_id, _, count_text = item.partition(":")
        role_id = role_id.strip()
        if role_id not in known:
            raise CliError(gettext("unknown One Night role '{role}'{close}", role=role_id,
                                   close=close_match(role_id, known)))
        try:
            count = int(count_text) if count_text else 1
        except ValueError:
            raise CliError(gettext("'{item}': the count after ':' must be a whole number",
                                   item=item)) from None
        if count < 1:
            raise CliError(gettext("'{item}': the count must be at least 1", item=item))
        roles[role_id] = roles.get(role_id, 0) + count
    if not roles:
        raise CliError(gettext("--roles needs at least one role id"))
    return roles


def script_command(args: argparse.Namespace) -> int:
    from notepad.catalog import Edition
    from notepad.catalog.bounds import ONE_NIGHT_PLAYERS
    from notepad.onenight.script import game_master_script

    catalog = load()
    known = catalog.edition_roles(Edition.ONENIGHT)
    if (args.scenario is None) == (args.roles is None):
        raise CliError(gettext("give either a SCENARIO with --players N, or --roles id,id,…"))
    players = args.players
    if args.roles is not None:
        roles = parse_roles(args.roles, known)
    else:
        try:
            scenario = catalog.find_scenario(args.scenario, Edition.ONENIGHT)
        except KeyError as error:
            raise CliError(gettext("{problem}; see `werewolf-notepad scenarios`",
                                   problem=error.args[0])) from None
        if scenario.random_draw:
            raise CliError(gettext("{scenario} draws its cards at random; draw them and use "
                                   "--roles id,id,…", scenario=scenario.name))
        low, high = scenario.player_range
        if players is None:
            raise CliError(gettext("{scenario} is for {low}-{high} players: add --players N",
                                   scenario=scenario.name, low=low, high=high))
        found = scenario.roles_for(players)
        if found is None:
            raise CliError(gettext("{scenario} has no line for {players} players (only "
                                   "{low}-{high})", scenario=scenario.name, players=players,
                                   low=low, high=high))
        roles = found
    if players is not None and players < 1:
        raise CliError(gettext("--players must be at least 1"))
    if args.minutes is not None:
        from notepad.catalog.bounds import MAX_DISCUSSION_MINUTES

        # One Night, Game Master Sheet: "about 5 minutes for discussion" (3 for first games).
        if not 0 < args.minutes <= MAX_DISCUSSION_MINUTES:  # also false for nan
            raise CliError(gettext("--minutes {minutes:g}: the discussion lasts more than 0 and "
                                   "at most {most} minutes (the rulebook says about 5, or 3 "
                                   "for first games)", minutes=args.minutes,
                                   most=MAX_DISCUSSION_MINUTES))
    if players is None:
        # The Game: "For 3-10 players"; Setup: "3 more role cards … than there are players".
        cards = sum(roles.values())
        low, high = ONE_NIGHT_PLAYERS
        if not low <= cards - 3 <= high:
            raise CliError(gettext("{cards} cards: One Night is for {low} to {high} players "
                                   "with 3 cards more ({fewest} to {most} cards); give that "
                                   "many, or --players N", cards=cards, low=low, high=high,
                                   fewest=low + 3, most=high + 3))
    script = game_master_script(roles, players, new_group=args.new_group, minutes=args.minutes)
    if args.json:
        emit_json(script.as_dict())
        return 0
    print(render_script(script, known))
    return 0


def render_script(script: Any, known: Any) -> str:
    setup = script.setup
    lines = [gettext("Setup for {players} players", players=setup.players)]
    markers = ", ".join(
        f"{n} × {known[r].name}" if n > 1 else known[r].name for r, n in setup.role_markers.items()
    )
    lines.append(gettext("  Role cards and markers: {markers}", markers=markers))
    if setup.board_tokens:
        tokens = ", ".join(f"{n} × {t.capitalize()}" for t, n in setup.board_tokens.items())
        lines.append(gettext("  Token board: {tokens}", tokens=tokens))
        lines.append(gettext("  Each player: {n} Certainty token",
                             n=setup.certainty_per_player))
    if setup.artifacts:
        from notepad.onenight.script import ARTIFACT_NAMES

        lines.append(gettext("  Artifacts: {artifacts}", artifacts=", ".join(
            ARTIFACT_NAMES[a] for a in setup.artifacts)))
    if setup.extra_card:
        *others, names = [known[r].name for r in setup.extra_card]
        for name in reversed(others):  # "A or B or C", each "or" the language's
            names = gettext("{first} or {rest}", first=name, rest=names)
        lines.append(gettext("  Alpha Wolf's extra card beside the middle: {cards}",
                             cards=names))
    minutes, seconds = divmod(setup.discussion_seconds, 60)
    lines.append(gettext("  Discussion: {minutes}:{seconds:02}", minutes=minutes,
                         seconds=seconds))
    for warning in setup.warnings:
        lines.append(f"  ! {warning['message']}")
    phase = ""
    for step in script.steps:
        if step.phase != phase:
            phase = step.phase
            lines.append("")
            lines.append(phase.capitalize())
        lines.append(f"  {step.title}")
        for part in step.parts:
            lines.append(f'    "{part.say}"')
            if part.wait:
                # English said "seconds" for one too: kept byte for byte.
                lines.append(ngettext("    … wait {n} seconds …", "    … wait {n} seconds …",
                                      part.wait))
    return "\n".join(lines)


def winner_command(args: argparse.Namespace) -> int:
    from notepad.catalog import CatalogError, Edition
    from notepad.onenight.table import load_table
    from notepad.onenight.winner import who_has_won

    catalog = load()
    known = catalog.edition_roles(Edition.ONENIGHT)
    path = Path(args.file)
    if not path.is_file():
        raise CliError(gettext("no file {path}", path=path))
    try:
        table = load_table(path, known)
    except CatalogError as error:
        raise CliError(str(error)) from None
    outcome = who_has_won(table, known)
    if args.json:
        emit_json(outcome.as_dict())
        return 0
    deaths = outcome.vote.deaths
    print(gettext("Deaths: {deaths}", deaths="; ".join(f"{d.name} ({d.reason})" for d in deaths)
                  or gettext("nobody")))
    for sentence in outcome.path:
        print(f"  {sentence}")
    return 0
