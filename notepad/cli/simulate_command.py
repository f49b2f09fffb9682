"""`werewolf-notepad simulate (SCENARIO | FILE.toml)`: each team's chance of winning a role set,
estimated by playing many seeded games through the engine (docs/win-probability.md). What it
prints for a human is said in the user's language (notepad/cli/common.py); the arguments'
refusals are argparse's, in English like the rest of its messages."""

from __future__ import annotations

import argparse
import time
from typing import TYPE_CHECKING

from notepad.cli.common import CliError, edition_arg, emit_json, load, whole_number
from notepad.language import gettext

if TYPE_CHECKING:
    from notepad.record.calibration import Calibration

MAX_GAMES = 1_000_000


def _skill(value: str) -> float:
    try:
        skill = float(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{value}' is not a number") from None
    if not 0.0 <= skill <= 1.0:
        raise argparse.ArgumentTypeError(
            f"village skill must be between 0 (random lynch) and 1 (always a wolf), not {value}"
        )
    return skill


def _games(value: str) -> int:
    try:
        games = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{value}' is not a whole number") from None
    if games < 1:
        raise argparse.ArgumentTypeError("play at least one game")
    if games > MAX_GAMES:
        raise argparse.ArgumentTypeError(f"at most {MAX_GAMES:,} games (a million games give "
                                         "each rate to about ±0.1 point)")
    return games


def _margin(value: str) -> float:
    try:
        points = float(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{value}' is not a number of points") from None
    if not 0 < points < 50:
        raise argparse.ArgumentTypeError(f"the margin is in points, above 0 and below 50, "
                                         f"not {value}")
    return points


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "simulate",
        help="estimate each team's chance of winning a role set by simulating games",
        description="Play many seeded games of a scenario or role set through the engine, with "
        "simple documented policies, and print each team's win rate with a 95% interval and "
        "the mean length in nights. Skill 0 is the random-lynch baseline of the exact theory.",
    )
    parser.add_argument("scenario", metavar="SCENARIO|FILE.toml",
                        help="a scenario id, or a scenario TOML file")
    parser.add_argument("--games", type=_games, default=2000, help="games to play (2000)")
    parser.add_argument("--margin", type=_margin, metavar="POINTS",
                        help="instead of --games: play until every team's 95%% interval is "
                        "within ± POINTS (e.g. 2); a pilot of 200 games sizes the run")
    skill = parser.add_mutually_exclusive_group()
    skill.add_argument("--skill", type=_skill, default=0.0,
                       help="village skill, 0 (random lynch) to 1 (default 0)")
    skill.add_argument("--group", metavar="G",
                       help="instead of --skill: the skill fitted to this group's record "
                       "(`stats calibrate`; the default skill when it has too few games)")
    parser.add_argument("--seed", type=int, default=0, help="the run's seed (default 0)")
    parser.add_argument("--edition", type=edition_arg, help="only look in this edition")
    parser.add_argument("--end", choices=("parity", "last-villager"),
                        help="when the wolves win (default: parity for Ultimate, "
                        "last-villager for Werwölfe)")
    parser.add_argument("--workers", type=whole_number(1, 64, "processes on one laptop"),
                        default=None, help="processes to use, 1 to 64 (default: one per core)")
    parser.add_argument("--suggest-wolves", action="store_true",
                        help="also find the number of Werewolf cards nearest 50%% (slower)")
    parser.add_argument("--json", action="store_true", help="machine-readable output (JSON)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from notepad.balance.core import value_sum
    from notepad.balance.simulate import Simulation, estimate, suggest_wolves
    from notepad.balance.simulate.estimate import engine_build
    from notepad.cli.balance_commands import find
    from notepad.engine.setup import SetupError

    catalog = load()
    scenario = find(args.scenario, catalog, args.edition)
    if scenario.edition.value == "onenight":
        raise CliError(gettext("{scenario} is a One Night scenario; simulate plays Ultimate "
                               "Werewolf and Werwölfe games (try `werewolf-notepad onenight`)",
                               scenario=scenario.name))
    fitted = _fitted(args.group) if args.group is not None else None
    if fitted is not None:
        args.skill = fitted.skill
    try:
        sim = Simulation.from_scenario(scenario, skill=args.skill, end=args.end)
    except (SetupError, ValueError) as error:
        raise CliError(gettext("{scenario} cannot be played: {error}", scenario=scenario.name,
                               error=error)) from None
    started = time.perf_counter()
    if args.margin is not None:
        from notepad.balance.simulate.margin import estimate_to_margin

        result = estimate_to_margin(sim, args.margin / 100, seed=args.seed,
                                    workers=args.workers)
    else:
        result = estimate(sim, args.games, seed=args.seed, workers=args.workers)
    seconds = time.perf_counter() - started
    data = {
        **result.as_dict(),
        "scenario": scenario.id,
        "edition": scenario.edition.value,
        "players": sim.players,
        "balance": value_sum(sim.setup.roles, sim.roles),
        "skill": args.skill,
        "seed": args.seed,
        "end_rule": sim.end,
        "engine": engine_build(),
    }
    if fitted is not None:
        data["calibration"] = fitted.as_dict()
    if args.suggest_wolves:
        try:
            suggestion = suggest_wolves(sim, games=max(100, args.games // 4), seed=args.seed,
                                        workers=args.workers)
        except ValueError as error:
            raise CliError(str(error)) from None
        data["suggested_wolves"] = suggestion.as_dict()
    if args.json:
        emit_json(data)
        return 0
    total = gettext("n/a") if data["balance"] is None else f"{data['balance']:+d}"
    print(gettext("{scenario} ({edition}), {players} players, card sum {total}, skill "
                  "{skill:g}, end rule {end}", scenario=scenario.name,
                  edition=scenario.edition.value, players=sim.players, total=total,
                  skill=args.skill, end=sim.end))
    for line in fitted.lines()[:1] if fitted is not None else ():
        print(f"  {line}")
    print(gettext("  the team that ended the game (these add up to 100%):"))
    for team, rate in result.win_rate().items():
        low, high = result.ci95()[team]
        label = gettext("no winner") if team == "draw" else team
        print(f"    {label:<10} {rate:6.1%}   95% {low:6.1%} – {high:6.1%}")
    riding = result.personal_rate()
    if riding:
        print(gettext("  personal wins beside it (Tanner, Cult, Bandit: a share of all "
                      "games):"))
        for team, rate in riding.items():
            low, high = result.personal_ci95()[team]
            print(f"    {team:<10} {rate:6.1%}   95% {low:6.1%} – {high:6.1%}")
    print(gettext("  {games} games in {seconds:.1f} s ({engine} engine); a game lasts "
                  "{nights:.1f} nights on average", games=result.games, seconds=seconds,
                  engine=data["engine"], nights=result.nights_mean))
    if args.suggest_wolves:
        s = data["suggested_wolves"]
        print(gettext("  nearest 50%: {wolves} Werewolf cards (village {village:.1%})",
                      wolves=s["wolves"], village=s["village_win"]))
    return 0


def _fitted(group: str) -> Calibration:
    """The group's fitted skill, as `stats calibrate` gives it (its simulated predictions kept
    in the record, so a second run is quick); an unknown group is refused with the known ones."""
    from notepad.cli.stats_command import _chosen, _library
    from notepad.record.calibration import DEFAULT_GAMES, calibrate

    library = _library()
    try:
        return calibrate(library.db, _chosen(library, group), games=DEFAULT_GAMES)
    finally:
        library.close()
