"""The deal's shuffle, compiled (issue 14): `shuffle(rng, cards)` is `rng.shuffle(cards)`,
drawn exactly as the standard library draws it, so a seeded deal deals the same cards.

`random.Random.shuffle` is plain Python that calls `_randbelow`, more plain Python, around
`getrandbits`, once per card: the simulator deals thousands of 68-card games, where the
shuffle was a third of the deal. `shuffle` makes the same draws in a compiled module: from the
last card down to the second, `getrandbits(k)` with k the bits of how many cards are left,
again until below it (Random._randbelow_with_getrandbits), then the swap. Only for
`random.Random` itself (a subclass may draw otherwise: it shuffles itself).
tests/balance/test_deal_fast_paths.py holds it equal to `rng.shuffle`, draw for draw.
"""

from __future__ import annotations

import random
from typing import Final

RANDOM: Final = random.Random  # compiled, a C static: `random.Random` is a module look-up


def shuffle(rng: random.Random, cards: list[str]) -> None:
    """`rng.shuffle(cards)`, the same draws."""
    if type(rng) is not RANDOM:
        rng.shuffle(cards)
        return
    for i in range(len(cards) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j: int = rng.getrandbits(k)
        while j >= n:
            j = rng.getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]
