"""The rulebook's Werwölfe example of 11 (tests/table/sheet_helpers.py) through its first night
and into its first day, for the German day's tests (issue 34): the pack devours a Villager, the
day accuses a player and votes."""

from __future__ import annotations

from pathlib import Path

from sheet_helpers import logged_example

from notepad.engine import events as ev
from notepad.engine.game import Game


def seat_of(game: Game, role: str, skip: tuple[int, ...] = ()) -> int:
    return next(s for s, p in sorted(game.state.players.items())
                if p.role == role and s not in skip)


def first_dawn(folder: Path, language: str = "de") -> tuple[Path, Game]:
    """Night 1 recorded (only the pack acts: it devours a Villager), and the dawn."""
    path, game = logged_example(folder, language)
    game.record(ev.NightFalls())
    victim = seat_of(game, "villager")
    for call in game.night_script():
        if call.role == "werewolf" and "kill" in call.record:
            game.record(ev.PackKill(targets=[victim]))
        else:
            game.record(ev.Passed(role=call.role))
    game.record(ev.Dawn())
    return path, game


def lynched(folder: Path, language: str = "de") -> tuple[Path, Game]:
    """Day 1 of `first_dawn`: a Werewolf accused by two, voted on and lynched."""
    path, game = first_dawn(folder, language)
    wolf = seat_of(game, "werewolf")
    living = [s for s, p in sorted(game.state.players.items()) if p.alive and s != wolf]
    game.record(ev.Nominate(nominee=wolf, by=living[:2]))
    game.record(ev.Vote(nominee=wolf, execute=living[:7], spare=[wolf, *living[7:]]))
    return path, game


def night(game: Game, victim: int) -> None:
    """A later night: the pack devours `victim`, every other call passes; then the dawn."""
    game.record(ev.NightFalls())
    for call in game.night_script():
        if call.role == "werewolf" and "kill" in call.record:
            game.record(ev.PackKill(targets=[victim]))
        else:
            game.record(ev.Passed(role=call.role))
    game.record(ev.Dawn())


def lynch(game: Game, wolf: int) -> None:
    """The day: `wolf` accused by the first two living others, and lynched by most hands."""
    living = [s for s, p in sorted(game.state.players.items()) if p.alive and s != wolf]
    game.record(ev.Nominate(nominee=wolf, by=living[:2]))
    game.record(ev.Vote(nominee=wolf, execute=living, spare=[wolf]))


def village_wins(folder: Path, language: str = "de") -> tuple[Path, Game]:
    """`lynched`, then two more nights and days until the last Werewolf is lynched."""
    path, game = lynched(folder, language)
    for _ in range(2):
        dead = tuple(s for s, p in game.state.players.items() if not p.alive)
        night(game, seat_of(game, "villager", dead))
        dead = tuple(s for s, p in game.state.players.items() if not p.alive)
        lynch(game, seat_of(game, "werewolf", dead))
    return path, game
