"""The simulator's compiled draw (balance/simulate/draws.py, issue 14) against the standard
library's: `pick(rng, seats)` must take the same seat as `rng.choice(seats)` and leave the
generator in the same state, for every length of list a game has (and lengths around the
powers of two, where `_randbelow` draws again)."""

from __future__ import annotations

import random

import pytest

from notepad.balance.simulate.draws import pick


@pytest.mark.parametrize("seed", range(25))
def test_pick_draws_as_choice(seed: int) -> None:
    mine, theirs = random.Random(seed), random.Random(seed)
    for n in [*range(1, 70), 127, 128, 129, 255, 256, 257, 1000]:
        seats = list(range(3, 3 + 2 * n, 2))
        for _ in range(5):
            assert pick(mine, seats) == theirs.choice(seats)
        assert mine.getstate() == theirs.getstate()


def test_pick_of_nothing_and_a_generator_of_its_own() -> None:
    with pytest.raises(IndexError):
        pick(random.Random(1), [])

    class Odd(random.Random):  # a subclass may draw otherwise: it is asked itself
        def choice(self, seq):  # type: ignore[no-untyped-def]
            return seq[-1]

    assert pick(Odd(3), [1, 2, 3]) == 3
