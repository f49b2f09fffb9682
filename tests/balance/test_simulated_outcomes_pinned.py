"""The outcome of each of 300 seeded Overpopulated Village games (winners, personal wins, nights,
events), as the simulator played them before the speed work of issue 14: a fast path that
changes a single game's course changes the digest. (A kept Cult Leader's call that missed the
Doppelganger's succession changed 2 of these 300 games, and 14 of 2,500. Issue 29: the Cursed
turned at the attack, not at dawn, changed 4 of them.)"""

from __future__ import annotations

import hashlib

from notepad.balance.simulate import Simulation
from notepad.balance.simulate.estimate import play_games
from notepad.catalog import catalog

DIGEST = "840cc89cba8d436e732079a1502a896a9f2ff7e05c8b5a9253e90839c4ad0ace"


def test_three_hundred_seeded_games_end_as_before():
    sim = Simulation.from_scenario(catalog().find_scenario("overpopulated-village"))
    outcomes = []
    for index in range(300):
        tally = play_games(sim, 0, index, 1)
        outcomes.append((sorted(tally.wins), sorted(tally.personal), tally.nights, tally.events))
    assert hashlib.sha256(repr(outcomes).encode()).hexdigest() == DIGEST
