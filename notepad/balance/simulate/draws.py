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


def but(seats: tuple[int, ...], holes: list[int]) -> list[int]:
    """The seats but those at the places `holes` (ascending, each once), in order."""
    if not holes:
        return list(seats)
    out: list[int] = []
    start = 0
    for hole in holes:
        out.extend(seats[start:hole])
        start = hole + 1
    out.extend(seats[start:])
    return out


def pick_but(rng: random.Random, seats: tuple[int, ...], holes: list[int]) -> int:
    """`pick(rng, but(seats, holes))` without making the list: the draw needs only how many
    seats are left, and the seat drawn is found by counting past the holes before it (issue
    14). `holes`: places in `seats`, ascending, each once."""
    n = len(seats) - len(holes)
    if n <= 0 or type(rng) is not RANDOM:
        return pick(rng, but(seats, holes))  # the empty list's IndexError; a subclass's draws
    k = n.bit_length()
    r: int = rng.getrandbits(k)
    while r >= n:
        r = rng.getrandbits(k)
    for hole in holes:  # the r-th seat left: one place further for each hole up to it
        if hole <= r:
            r += 1
        else:
            break
    return seats[r]
