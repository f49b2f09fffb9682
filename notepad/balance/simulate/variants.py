"""The variants the simulator plays beyond what the engine does on its own (the count variants'
discards are drawn by the engine's deal, so every simulated game deals its own).

Role Swap (Ultimate, Rule Variants — Daytime Twists): "choose the roles for the swap ahead of
time … The role swap is done secretly during a game night." The simulator makes each swap
chosen ahead on the second night, the first on which the Ultimate Werewolves hunt, between a
living holder of each role; a pair with no living holder on one side is not swapped."""

from __future__ import annotations

import random

from notepad.engine import events as ev
from notepad.engine.night.swap import swap_holders, swaps_left
from notepad.engine.state import GameState

SWAP_NIGHT = 2


def planned_swaps(state: GameState, rng: random.Random) -> list[ev.RoleSwap]:
    """Tonight's swaps: the pairs chosen ahead, each between two living holders."""
    if state.number != SWAP_NIGHT or not state.setup.role_swaps:
        return []
    swaps, taken = [], set()
    for first, second in swaps_left(state):
        ones = [p.seat for p in swap_holders(state, first) if p.seat not in taken]
        others = [p.seat for p in swap_holders(state, second) if p.seat not in taken]
        if ones and others:
            pair = [rng.choice(ones), rng.choice(others)]
            taken.update(pair)
            swaps.append(ev.RoleSwap(targets=pair))
    return swaps
