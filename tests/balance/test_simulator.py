"""The Monte Carlo simulator (notepad/balance/simulate/): agreement with the exact baseline at
skill 0, reproducible seeds, legal play for every built-in scenario, and the estimate's shape.
Game counts are small and seeded so the file runs in a few seconds."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from notepad.balance import exact
from notepad.balance.simulate import (
    Simulation,
    estimate,
    estimates,
    game_rng,
    play_game,
    suggest_wolves,
)
from notepad.balance.simulate.endings import END_RULES, parity_rule
from notepad.balance.simulate.estimate import baseline_start, play_games, wilson
from notepad.balance.simulate.table import EngineTable, IllegalAction
from notepad.catalog import Catalog
from notepad.engine.events import CardsDealt, PackKill

ROOT = Path(__file__).resolve().parents[2]


def plain(edition: str, players: int, wolves: int, **extra: object) -> Simulation:
    return Simulation.from_roles(
        edition, {"villager": players - wolves, "werewolf": wolves}, **extra  # type: ignore[arg-type]
    )


# (edition, players, wolves, end rule): the Ultimate pack only meets on night 1, so it is a
# day start; the Werwölfe pack eats on night 1, a night start.
AGREEMENT = [
    ("ultimate", 7, 1, "parity"),
    ("ultimate", 10, 2, "parity"),
    ("ultimate", 13, 3, "parity"),
    ("ultimate", 10, 2, "last-villager"),
    ("werwoelfe", 9, 2, "last-villager"),
    ("werwoelfe", 12, 2, "parity"),
]


@pytest.mark.parametrize(("edition", "players", "wolves", "end"), AGREEMENT)
def test_skill_zero_agrees_with_the_exact_baseline(
    edition: str, players: int, wolves: int, end: str
) -> None:
    """Within 3 standard errors for the win rate and 4 for the mean length. The engine's
    count of nights includes the Ultimate first night, where the pack only meets."""
    games = 500
    sim = plain(edition, players, wolves, end=end)
    result = estimate(sim, games, seed=11, workers=1)
    start = baseline_start(edition)
    truth = exact.outcome(players, wolves, start, end)  # type: ignore[arg-type]
    p = float(truth.wolves_win)
    error = math.sqrt(p * (1 - p) / games)
    assert abs(result.win_rate()["werewolf"] - p) <= 3 * error
    assert result.win_rate()["werewolf"] + result.win_rate()["village"] == pytest.approx(1)
    offset = 1 if start == "day" else 0
    nights = float(truth.nights) + offset
    assert abs(result.nights_mean - nights) <= 4 * result.nights_error + 1e-9


def test_seeded_runs_reproduce_whatever_the_workers() -> None:
    sim = plain("ultimate", 10, 2, skill=0.3)
    one = estimate(sim, 120, seed=5, workers=1, chunk=25)
    again = estimate(sim, 120, seed=5, workers=1, chunk=40)
    pooled = estimate(sim, 120, seed=5, workers=2, chunk=30)
    assert one.tally == again.tally == pooled.tally
    other = estimate(sim, 120, seed=6, workers=1)
    assert other.tally != one.tally


@pytest.mark.parametrize("scenario_id", ["classic-werewolf-village", "overpopulated-village"])
def test_the_fast_table_plays_exactly_like_the_game_facade(
    built_in: Catalog, scenario_id: str
) -> None:
    """The simulator's default driver skips Game's undo checkpoints and carries one night
    plan from game to game of a run; it must not change a single event."""
    scenario = built_in.find_scenario(scenario_id)
    for driver_sim in (
        Simulation.from_scenario(scenario, skill=0.5),
        plain("werwoelfe", 10, 2),
    ):
        end_rule = END_RULES[driver_sim.end]
        plans: dict[str, object] = {}
        for index in range(4 if scenario.players and scenario.players < 40 else 2):
            fast = play_game(driver_sim.setup, driver_sim.roles, game_rng(3, index),
                             driver_sim.skill, end_rule, "engine", plans=plans)
            slow = play_game(driver_sim.setup, driver_sim.roles, game_rng(3, index),
                             driver_sim.skill, end_rule, "game")
            assert fast == slow
        assert plans  # the plan was handed on


def test_leaving_passes_out_changes_no_outcome(
    built_in: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A pass only marks the call answered (Tonight.acted): the simulator leaves passes out
    (play.SILENT_PASSES), and the same seeded games must end the same way with them in."""
    from notepad.balance.simulate import play

    sim = Simulation.from_scenario(built_in.find_scenario("the-village-corporation"),
                                   skill=0.3)
    end_rule = END_RULES[sim.end]

    def games() -> list[tuple[tuple[str, ...], int, int]]:
        results = [play_game(sim.setup, sim.roles, game_rng(8, i), sim.skill, end_rule)
                   for i in range(6)]
        return [(r.winners, r.nights, r.events) for r in results]

    silent = games()
    monkeypatch.setattr(play, "SILENT_PASSES", False)
    recorded = games()
    assert [r[:2] for r in silent] == [r[:2] for r in recorded]
    assert all(s[2] < r[2] for s, r in zip(silent, recorded, strict=True))  # passes left out


def scenario_ids() -> list[str]:
    ids = sorted(p.stem for p in (ROOT / "scenarios" / "ultimate").glob("*.toml"))
    return ids + ["example-11"]


@pytest.mark.parametrize("scenario_id", scenario_ids())
def test_policies_never_break_a_rule(built_in: Catalog, scenario_id: str) -> None:
    """Every action goes through the validator; one error raises IllegalAction. Skill 0 and
    a sharp village take different paths (more Hunter shots, potions, two executions)."""
    scenario = built_in.find_scenario(scenario_id)
    games = 2 if scenario.players and scenario.players > 40 else 4
    for skill in (0.0, 0.8):
        sim = Simulation.from_scenario(scenario, skill=skill)
        tally = play_games(sim, seed=17, start=0, count=games)
        assert tally.games == games
        assert sum(tally.wins.values()) >= games - tally.wins.get("draw", 0)


def test_a_sharper_village_wins_more() -> None:
    blind = estimate(plain("ultimate", 12, 2), 300, seed=2, workers=1)
    sharp = estimate(plain("ultimate", 12, 2, skill=0.6), 300, seed=2, workers=1)
    assert sharp.win_rate()["village"] > blind.win_rate()["village"] + 0.15


def test_the_seer_helps_the_village() -> None:
    without = estimate(plain("ultimate", 12, 2), 400, seed=4, workers=1)
    seer = Simulation.from_roles("ultimate", {"villager": 9, "seer": 1, "werewolf": 2})
    with_seer = estimate(seer, 400, seed=4, workers=1)
    assert with_seer.win_rate()["village"] > without.win_rate()["village"] + 0.1


def test_partial_estimates_fill_in() -> None:
    sim = plain("ultimate", 8, 1)
    parts = list(estimates(sim, 100, seed=1, workers=1, chunk=20))
    assert [p.games for p in parts] == [20, 40, 60, 80, 100]
    assert [p.done for p in parts] == [False] * 4 + [True]
    assert parts[-1].tally == estimate(sim, 100, seed=1, workers=1).tally


def test_estimate_output_shape() -> None:
    result = estimate(plain("ultimate", 10, 2), 60, seed=1, workers=1)
    data = result.as_dict()
    assert set(data) == {"games", "win_rate", "ci95", "nights_mean", "personal_win_rate",
                         "personal_ci95"}
    assert data["games"] == 60 and data["personal_win_rate"] == {}
    assert set(data["win_rate"]) == {"village", "werewolf"}
    for team, (low, high) in data["ci95"].items():
        assert 0 <= low <= data["win_rate"][team] <= high <= 1


def test_wilson_interval() -> None:
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    assert wilson(0, 10)[0] == 0 and wilson(10, 10)[1] == pytest.approx(1)
    assert wilson(0, 0) == (0.0, 1.0)


def test_suggested_wolves_for_a_plain_set_is_exact() -> None:
    suggestion = suggest_wolves(plain("ultimate", 68, 7))
    assert suggestion.exact and suggestion.wolves == exact.balanced_wolves(68)
    werwoelfe = suggest_wolves(plain("werwoelfe", 20, 4))
    assert werwoelfe.wolves == exact.balanced_wolves(20, "night", "last-villager")


def test_suggested_wolves_for_a_role_set_walks_to_one_half(built_in: Catalog) -> None:
    sim = Simulation.from_scenario(built_in.find_scenario("village-of-judgment"))
    suggestion = suggest_wolves(sim, games=120, seed=3, workers=1)
    assert not suggestion.exact
    assert suggestion.wolves in suggestion.tried
    rates = suggestion.tried
    assert abs(rates[suggestion.wolves] - 0.5) == min(abs(p - 0.5) for p in rates.values())
    if len(rates) > 1:  # the walk stopped where the estimate crossed one half
        ends = [rates[min(rates)], rates[max(rates)]]
        assert min(ends) <= 0.5 <= max(ends)


def test_bad_settings_are_refused() -> None:
    with pytest.raises(ValueError, match="skill"):
        plain("ultimate", 10, 2, skill=1.5)
    with pytest.raises(ValueError, match="end rule"):
        plain("ultimate", 10, 2, end="majority")
    with pytest.raises(ValueError, match="at least one game"):
        next(estimates(plain("ultimate", 10, 2), 0))


def test_parity_rule_leaves_a_game_with_vampires_to_the_engine() -> None:
    sim = Simulation.from_roles("ultimate", {"villager": 2, "werewolf": 2, "vampire": 1})
    table = EngineTable(sim.setup, sim.roles)
    table.record(CardsDealt(cards=["werewolf", "werewolf", "vampire", "villager", "villager"]))
    assert parity_rule(table.state) is None  # wolves 2 ≥ others 2, but a Vampire lives


def test_an_illegal_action_is_never_recorded() -> None:
    """The table refuses what the validator refuses, instead of overriding it."""
    sim = plain("werwoelfe", 6, 2)
    table = EngineTable(sim.setup, sim.roles)
    table.record(CardsDealt(cards=["werewolf", "werewolf"] + ["villager"] * 4))
    with pytest.raises(IllegalAction, match="acts at night only"):
        table.record(PackKill(targets=[3]))
    assert table.events == 1
