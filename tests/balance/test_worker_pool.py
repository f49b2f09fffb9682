"""The worker processes' task (notepad/balance/simulate/pool.py): the games are played with
the cycle collector off, and it is on again after, whatever the games did (issue 14)."""

from __future__ import annotations

import gc

import pytest

from notepad.balance.simulate import pool


def test_a_task_plays_with_the_collector_off_and_turns_it_back_on(monkeypatch):
    seen: list[bool] = []

    def play(sim, seed, start, count):
        seen.append(gc.isenabled())
        return (sim, seed, start, count)

    monkeypatch.setattr(pool, "_ADOPTED", [play, "the simulation"])
    assert gc.isenabled()
    assert pool._play(3, 10, 5) == ("the simulation", 3, 10, 5)
    assert seen == [False] and gc.isenabled()


def test_the_collector_is_on_again_after_a_task_that_failed(monkeypatch):
    def play(sim, seed, start, count):
        raise RuntimeError("an engine bug")

    monkeypatch.setattr(pool, "_ADOPTED", [play, None])
    with pytest.raises(RuntimeError):
        pool._play(0, 0, 1)
    assert gc.isenabled()


def test_a_collector_switched_off_before_stays_off(monkeypatch):
    monkeypatch.setattr(pool, "_ADOPTED", [lambda *args: gc.isenabled(), None])
    gc.disable()
    try:
        assert pool._play(0, 0, 1) is False
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_the_pool_plays_the_same_games_as_one_process():
    """Game i is seeded (seed, i) however the games are split over the workers."""
    from notepad.balance.simulate import Simulation, estimate
    from notepad.catalog import catalog

    sim = Simulation.from_scenario(catalog().find_scenario("village-in-chaos"))
    one = estimate(sim, 40, seed=5, workers=1)
    two = estimate(sim, 40, seed=5, workers=2, chunk=7)
    assert one.tally == two.tally
