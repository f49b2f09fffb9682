"""The outcome of each of 300 seeded Overpopulated Village games (winners, personal wins, nights,
events), as the simulator played them before the speed work of issue 14: a fast path that
changes a single game's course changes the digest. (A kept Cult Leader's call that missed the
Doppelganger's succession changed 2 of these 300 games, and 14 of 2,500.)"""

from __future__ import annotations

import hashlib

from notepad.balance.simulate import Simulation
from notepad.balance.simulate.estimate import play_games
from notepad.catalog import catalog

DIGEST = "bc8d3f4c2fb77ea78e405bd65abada9660c97443886bdf55caaed11cffea4d2a"


def test_three_hundred_seeded_games_end_as_before():
    sim = Simulation.from_scenario(catalog().find_scenario("overpopulated-village"))
    outcomes = []
    for index in range(300):
        tally = play_games(sim, 0, index, 1)
        outcomes.append((sorted(tally.wins), sorted(tally.personal), tally.nights, tally.events))
    assert hashlib.sha256(repr(outcomes).encode()).hexdigest() == DIGEST
