"""The simulator's random draws, compiled (issue 14): `pick(rng, seats)` is `rng.choice(seats)`,
drawn exactly as the standard library draws it, so a seeded game plays the same.

`random.Random.choice` is plain Python that calls `_randbelow`, more plain Python, around
`getrandbits`: two interpreted calls per draw, and the policies draw about a hundred times a
game. `pick` does the same draws in the compiled module: `getrandbits(k)` with k the bits of
`len(seats)`, again until below it (Random._randbelow_with_getrandbits), then that seat. Only
for `random.Random` itself (a subclass may draw otherwise: it gets `choice`).
tests/balance/test_simulator_draws.py holds `pick` equal to `choice`, draw for draw.
"""

from __future__ import annotations

import random
from typing import Final

RANDOM: Final = random.Random  # compiled, a C static: `random.Random` is a module look-up


def pick(rng: random.Random, seats: list[int]) -> int:
    """`rng.choice(seats)`, the same draws."""
    n = len(seats)
    if n == 0 or type(rng) is not RANDOM:
        return rng.choice(seats)  # the empty list's IndexError; a subclass's own draws
    k = n.bit_length()
    r: int = rng.getrandbits(k)
    while r >= n:
        r = rng.getrandbits(k)
    return seats[r]


def pick_but(rng: random.Random, seats: tuple[int, ...], out: list[bool], gone: list[int]) -> int:
    """`pick(rng, [s for s in seats if not out[s]])` without making the list: the draw needs
    only how many seats are left, and the seat drawn is found from the few left out (packs.Left,
    issue 14). `seats`: ascending; `out`: by seat number; `gone`: the seats of `seats` left out
    (marked in `out`), without repeats, in any order (sorted here, in place)."""
    left = len(seats) - len(gone)
    if left <= 0 or type(rng) is not RANDOM:  # the empty list's IndexError; a subclass's draws
        return pick(rng, [seat for seat in seats if not out[seat]])
    k = left.bit_length()
    r: int = rng.getrandbits(k)
    while r >= left:
        r = rng.getrandbits(k)
    # The r-th seat not left out: seats[r], moved on by one for each seat left out at or
    # before it (ascending, each moves it past at most one more), where counting the seats
    # kept one by one took a look at half the living.
    gone.sort()
    at = r
    for seat in gone:
        if seat > seats[at]:
            break
        at += 1
    return seats[at]
