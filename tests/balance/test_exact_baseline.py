"""The exact random-lynch baseline (notepad/balance/exact.py) against the published values,
the closed form for one wolf, hand-worked small cases and a brute force over labelled players."""

from __future__ import annotations

from fractions import Fraction
from functools import cache

import pytest

from notepad.balance import exact


@pytest.mark.parametrize(
    ("players", "wolves", "published"),
    [(10, 1, "0.4922"), (10, 2, "0.7844"), (68, 7, "0.8318")],
)
def test_published_values_day_start_parity(players: int, wolves: int, published: str) -> None:
    """Issue 8's oracle (Braverman, Etesami & Mossel 2008; Migdał 2013)."""
    chance = exact.wolves_win(players, wolves, "day", "parity")
    assert isinstance(chance, Fraction)
    assert f"{float(chance):.4f}" == published


def test_published_values_as_fractions() -> None:
    assert exact.wolves_win(10, 1) == Fraction(63, 128)
    assert exact.wolves_win(10, 2) == Fraction(251, 320)


@pytest.mark.parametrize("players", range(3, 42, 2))
def test_one_wolf_odd_n_is_the_double_factorial_ratio(players: int) -> None:
    """(n-1)!!/n!! for one wolf and odd n, day start, parity rule."""
    assert exact.wolves_win(players, 1) == exact.one_wolf_closed_form(players)


@pytest.mark.parametrize("players", range(2, 41, 2))
def test_one_wolf_even_n_is_twice_the_ratio(players: int) -> None:
    """Even n stops one factor early (one against one is parity): 2 (n-1)!!/n!!."""
    ratio = Fraction(exact.double_factorial(players - 1), exact.double_factorial(players))
    assert exact.wolves_win(players, 1) == 2 * ratio


def test_closed_form_refuses_even_n() -> None:
    with pytest.raises(ValueError, match="odd"):
        exact.one_wolf_closed_form(10)


# Worked by hand (docs/win-probability.md): (players, wolves, start, end) → wolves' chance.
HAND_WORKED = [
    (3, 1, "day", "parity", Fraction(2, 3)),  # lynch the wolf 1/3, else 1 v 1 is parity
    (4, 1, "day", "parity", Fraction(3, 4)),  # lynch the wolf 1/4, else 3 → night → 2
    (4, 2, "day", "parity", Fraction(1)),  # parity before anyone moves
    (3, 1, "night", "last-villager", Fraction(1, 2)),  # kill → 1 v 1 → a coin for the lynch
    (3, 1, "night", "parity", Fraction(1)),  # kill → 1 v 1 is parity
    (2, 1, "day", "last-villager", Fraction(1, 2)),
    (5, 1, "day", "parity", Fraction(8, 15)),
    (6, 1, "day", "parity", Fraction(5, 8)),  # 5/6 · (3/4) = 5/8
]

# The recurrence's own table, kept so that a change to the conventions shows up here; each row
# also agrees with the brute force below for n ≤ 9.
TABLE = [
    (7, 2, "day", "parity", Fraction(27, 35)),
    (9, 2, "day", "parity", Fraction(221, 315)),
    (8, 2, "night", "last-villager", Fraction(27, 35)),
    (10, 1, "night", "parity", Fraction(128, 315)),
    (10, 1, "day", "last-villager", Fraction(63, 256)),
    (10, 2, "night", "last-villager", Fraction(221, 315)),
    (12, 3, "day", "parity", Fraction(229, 256)),
]


@pytest.mark.parametrize(("players", "wolves", "start", "end", "chance"), HAND_WORKED + TABLE)
def test_small_cases(players: int, wolves: int, start: str, end: str, chance: Fraction) -> None:
    assert exact.wolves_win(players, wolves, start, end) == chance  # type: ignore[arg-type]


def brute_force(wolves: int, villagers: int, phase: str, end: str) -> Fraction:
    """The model written over labelled players instead of counts: every living player is
    lynched with chance 1/alive, every villager eaten with chance 1/villagers."""

    @cache
    def go(alive: frozenset[tuple[str, int]], phase: str) -> Fraction:
        w = sum(1 for kind, _ in alive if kind == "w")
        v = len(alive) - w
        if w == 0:
            return Fraction(0)
        if (w >= v) if end == "parity" else (v == 0):
            return Fraction(1)
        if phase == "day":
            return sum((go(alive - {p}, "night") for p in alive), Fraction(0)) / len(alive)
        prey = [p for p in alive if p[0] == "v"]
        return sum((go(alive - {p}, "day") for p in prey), Fraction(0)) / len(prey)

    people = frozenset({("w", i) for i in range(wolves)} | {("v", i) for i in range(villagers)})
    return go(people, phase)


@pytest.mark.parametrize("players", range(2, 10))
@pytest.mark.parametrize("start", exact.STARTS)
@pytest.mark.parametrize("end", exact.END_RULES)
def test_recurrence_matches_brute_force(players: int, start: str, end: str) -> None:
    for wolves in range(1, players):
        expected = brute_force(wolves, players - wolves, start, end)
        assert exact.wolves_win(players, wolves, start, end) == expected  # type: ignore[arg-type]


def test_table_rows_checked_by_brute_force() -> None:
    for players, wolves, start, end, chance in TABLE:
        if players <= 9:
            assert brute_force(wolves, players - wolves, start, end) == chance


def test_more_wolves_never_help_the_village() -> None:
    for start in exact.STARTS:
        for end in exact.END_RULES:
            chances = [exact.wolves_win(30, m, start, end) for m in range(0, 31)]  # type: ignore[arg-type]
            assert chances == sorted(chances)
            assert chances[0] == 0 and chances[-1] == 1


def test_one_more_villager_can_help_the_wolves() -> None:
    """The parity effect the card sum cannot see: 9 players with one wolf give the wolves
    less than 10 players with one wolf, though the 10th player is a Villager."""
    assert exact.wolves_win(9, 1) < exact.wolves_win(10, 1)


def test_expected_nights_worked_by_hand() -> None:
    assert exact.outcome(3, 1).nights == 0
    assert exact.outcome(4, 1).nights == Fraction(3, 4)
    assert exact.outcome(3, 1, "night", "last-villager").nights == 1


def test_balanced_wolves_is_the_nearest_to_one_half() -> None:
    for players in (10, 16, 30, 68):
        m = exact.balanced_wolves(players)
        best = min(abs(exact.wolves_win(players, k) - Fraction(1, 2)) for k in range(1, players))
        assert abs(exact.wolves_win(players, m) - Fraction(1, 2)) == best
    assert exact.balanced_wolves(68) == 3
    assert exact.balanced_wolves(68, "night", "last-villager") > exact.balanced_wolves(68)


def test_village_win_is_the_complement() -> None:
    assert exact.village_win(10, 2) == 1 - exact.wolves_win(10, 2)
    assert exact.outcome(10, 2).village_win == Fraction(69, 320)


@pytest.mark.parametrize(
    ("args", "message"),
    [((5, 6), "wolves among"), ((5, -1), "wolves among")],
)
def test_bad_counts_are_refused(args: tuple[int, int], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        exact.wolves_win(*args)


def test_bad_start_and_end_are_refused() -> None:
    with pytest.raises(ValueError, match="start"):
        exact.wolves_win(10, 2, "dusk")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="end rule"):
        exact.wolves_win(10, 2, "day", "majority")  # type: ignore[arg-type]
