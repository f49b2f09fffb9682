"""The exact baseline: the wolves' chance in the classic random-lynch model, in fractions.

The model (Braverman, Etesami & Mossel 2008; Migdał 2013; docs/win-probability.md): `players`
people of whom `wolves` are werewolves. Each day the village lynches a player drawn uniformly
from *all* the living (wolves included); each night the wolves kill a player drawn uniformly
from the living non-wolves. The game is over as soon as no wolf is left (the village wins) or
the end rule gives it to the wolves:

- "parity": the wolves win once they are at least as many as the rest (w >= a - w);
- "last-villager": the wolves win only once no villager is left (w == a).

The end is checked on every state the game enters, the first one included. With a day start
and the parity rule this reproduces the published values: 0.4921875 for (10, 1), 0.784375 for
(10, 2), 0.8318 for (68, 7), and (n-1)!!/n!! for one wolf and odd n.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Literal

Start = Literal["day", "night"]
EndRule = Literal["parity", "last-villager"]
STARTS: tuple[Start, ...] = ("day", "night")
END_RULES: tuple[EndRule, ...] = ("parity", "last-villager")


@dataclass(frozen=True, slots=True)
class Outcome:
    """The wolves' exact chance of winning, and the expected number of nights played."""

    wolves_win: Fraction
    nights: Fraction

    @property
    def village_win(self) -> Fraction:
        return 1 - self.wolves_win


def _over(alive: int, wolves: int, end: EndRule) -> Fraction | None:
    """The wolves' chance if the game is over in this state, else None."""
    if wolves == 0:
        return Fraction(0)
    if (2 * wolves >= alive) if end == "parity" else (wolves == alive):
        return Fraction(1)
    return None


@lru_cache(maxsize=64)
def _tables(
    players: int, wolves: int, end: EndRule
) -> tuple[dict[tuple[int, int], Outcome], dict[tuple[int, int], Outcome]]:
    """Outcomes for every (alive, wolves) with a day to play and with a night to play,
    built bottom-up by head count (no recursion, so any n works)."""
    day: dict[tuple[int, int], Outcome] = {}
    night: dict[tuple[int, int], Outcome] = {}
    zero = Fraction(0)
    for alive in range(0, players + 1):
        for w in range(0, min(wolves, alive) + 1):
            done = _over(alive, w, end)
            if done is not None:
                day[alive, w] = night[alive, w] = Outcome(done, zero)
                continue
            # Night: the wolves kill one of the alive - w others, so only the head count moves.
            after = day[alive - 1, w]
            night[alive, w] = Outcome(after.wolves_win, 1 + after.nights)
            # Day: a wolf is lynched with chance w / alive.
            hit, miss = Fraction(w, alive), Fraction(alive - w, alive)
            wolf_out, villager_out = night[alive - 1, w - 1], night[alive - 1, w]
            day[alive, w] = Outcome(
                hit * wolf_out.wolves_win + miss * villager_out.wolves_win,
                hit * wolf_out.nights + miss * villager_out.nights,
            )
    return day, night


def outcome(players: int, wolves: int, start: Start = "day", end: EndRule = "parity") -> Outcome:
    """The exact outcome of the random-lynch model for `players` with `wolves` werewolves."""
    if not 0 <= wolves <= players:
        raise ValueError(f"{wolves} wolves among {players} players")
    if start not in STARTS:
        raise ValueError(f"start must be one of {STARTS}, not {start!r}")
    if end not in END_RULES:
        raise ValueError(f"end rule must be one of {END_RULES}, not {end!r}")
    day, night = _tables(players, players, end)  # one table per head count, every wolf count
    return (day if start == "day" else night)[players, wolves]


def wolves_win(
    players: int, wolves: int, start: Start = "day", end: EndRule = "parity"
) -> Fraction:
    """The wolves' exact chance of winning (a Fraction)."""
    return outcome(players, wolves, start, end).wolves_win


def village_win(
    players: int, wolves: int, start: Start = "day", end: EndRule = "parity"
) -> Fraction:
    return 1 - wolves_win(players, wolves, start, end)


def double_factorial(n: int) -> int:
    result = 1
    while n > 1:
        result *= n
        n -= 2
    return result


def one_wolf_closed_form(players: int) -> Fraction:
    """(n-1)!!/n!!: one wolf, odd n, day start, parity rule."""
    if players % 2 == 0:
        raise ValueError("the closed form holds for an odd number of players")
    return Fraction(double_factorial(players - 1), double_factorial(players))


def balanced_wolves(players: int, start: Start = "day", end: EndRule = "parity") -> int:
    """The number of wolves whose exact chance of winning is nearest one half (fewer wolves on
    a tie)."""
    if players < 2:
        raise ValueError("a game needs at least two players")
    candidates = range(1, players)
    half = Fraction(1, 2)
    day, night = _tables(players, players, end)  # one table covers every wolf count
    table = day if start == "day" else night

    def distance(m: int) -> tuple[Fraction, int]:
        return abs(table[players, m].wolves_win - half), m

    return min(candidates, key=distance)
