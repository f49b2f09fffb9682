"""The live win rate's pool (notepad/balance/simulate/live.py; issue 33): a set met again
starts from its games played before, the curve's points are first figures of their own at
about ±5 points, a game the simulator refuses is left out and said (the pool survives it), and
the workers leave the builder's process a core."""

from __future__ import annotations

import pickle

from notepad.balance.simulate import Simulation
from notepad.balance.simulate import live as live_module
from notepad.balance.simulate.live import (
    CURVE_GAMES,
    LivePool,
    Played,
    live_figures,
    live_workers,
    wolf_sets,
)
from notepad.balance.simulate.refused import IllegalAction
from notepad.engine import events as ev
from notepad.engine.validator import Violation

EIGHT = {"werewolf": 2, "seer": 1, "villager": 5}


def test_a_set_met_again_starts_from_its_games_and_its_neighbours_from_the_curve():
    sim = Simulation.from_roles("ultimate", EIGHT)
    pool = LivePool(workers=1)
    try:
        first = list(live_figures(sim, pool, goal=0.06))
        again = next(live_figures(sim, pool, goal=0.06))
        assert again.done and again.games == first[-1].games  # no game played again
        [(_, more)] = [(m, s) for m, s in wolf_sets(sim) if m == 3]
        # The roles in another order (as the builder's draft may hold them): the same set.
        shuffled = Simulation.from_roles("ultimate", dict(reversed(list(more.setup.roles
                                                                         .items()))))
        neighbour = next(live_figures(shuffled, pool, goal=0.06))
        assert neighbour.games == CURVE_GAMES and neighbour.half <= 0.05
        assert neighbour.village == dict(first[-1].curve)[3]
        refined = list(live_figures(shuffled, pool, goal=0.015, curve=False))
        assert refined[-1].done and refined[-1].games > CURVE_GAMES  # went on from there
    finally:
        pool.close()


def test_a_refused_game_is_left_out_and_counted(monkeypatch):
    """The simulator's policy can choose a move the rules refuse (a bug of the policy): in
    estimate.py that stops the estimate; live, that game alone is left out and counted."""
    refusal = IllegalAction(ev.HunterShot(target=3), [Violation("hunter-late", "too late", "x")])
    real = live_module.play_games

    def play(sim, seed, start, count):
        if start <= 5 < start + count:
            if count == 1:
                raise refusal
            raise IllegalAction(refusal.action, refusal.violations)
        return real(sim, seed, start, count)

    monkeypatch.setattr(live_module, "play_games", play)
    sim = Simulation.from_roles("ultimate", EIGHT)
    played = live_module._play(sim, 0, 0, 10)
    assert (played.tally.games, played.refused, played.played) == (9, 1, 10)
    assert "hunter-late" in played.why
    figure = live_module._figure(played)
    assert (figure.games, figure.refused) == (9, 1)


def test_the_refusal_crosses_back_from_a_worker():
    """Unpicklable, it broke the pool (BrokenProcessPool) and every set after it failed."""
    refusal = IllegalAction(ev.HunterShot(target=3), [Violation("hunter-late", "too late", "x")])
    back = pickle.loads(pickle.dumps(refusal))
    assert str(back) == str(refusal) and back.violations == refusal.violations
    assert pickle.loads(pickle.dumps(Played(refused=1, why="x"))).refused == 1


def test_the_workers_take_every_core_behind_the_keys(monkeypatch):
    """Every core plays (the first ±5 figure of a new set needs them all within 0.5 s), at a
    low priority, so the keys' process takes a core the moment it wants one (one worker at
    niceness 5 left the keys a core and still cost them more: docs/record.md)."""
    monkeypatch.setattr(live_module, "default_workers", lambda: 2)
    assert live_workers() == 2 and LivePool().workers == 2
    monkeypatch.setattr(live_module, "default_workers", lambda: 1)
    assert live_workers() == 1
    asked = []
    monkeypatch.setattr(live_module.os, "nice", asked.append)
    live_module._behind_the_keys()
    assert asked == [live_module.NICE] and live_module.NICE >= 10


class Kept:
    """A store as the record's database is one (notepad/record/kept_games.py)."""

    def __init__(self):
        self.rows = {}

    def load(self, key):
        return self.rows.get(key)

    def save(self, key, played, following):
        self.rows[key] = (played, following)


def test_a_set_played_in_an_earlier_session_has_its_games_at_once():
    sim = Simulation.from_roles("ultimate", EIGHT)
    store = Kept()
    first = LivePool(workers=1, store=store)
    try:
        figures = list(live_figures(sim, first, goal=0.1, curve=False))
    finally:
        first.close()
    assert len(store.rows) == 1  # saved when the set's run ended
    (played, following), = store.rows.values()
    assert played.tally.games == figures[-1].games and following >= played.played
    later = LivePool(workers=1, store=store)  # the next session: nothing known in memory
    try:
        again = live_figures(sim, later, goal=0.1, curve=False)
        figure = next(again)
        again.close()
    finally:
        later.close()
    assert figure.games == played.tally.games and figure.done  # before any game was played
