"""Seeded simulated games, pinned event for event (issue 14: the simulator's speed work must
not change a single game).

Each case plays a few seeded games through the engine's `check` and `apply` (the simulator's
default driver, one night plan handed from game to game as in a run) and hashes every event
recorded, in order, with the game's result and the state the rules leave at the end (who holds
which card, who died how, the winners and personal wins, the Seer's answers). The expected
hashes were computed on main at 702f3fb, before the speed changes; a change to the rules that
moves a game must update them deliberately.

The cases cover every built-in Ultimate scenario at two skills, the Werwölfe example, plain
sets, and the role-card variants of issue 13 (the Cursed, the Minion, the hunt timer …)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from notepad.balance.simulate import Simulation, game_rng, play_game
from notepad.balance.simulate import table as tables
from notepad.balance.simulate.endings import END_RULES
from notepad.balance.simulate.estimate import Tally, play_games
from notepad.balance.simulate.margin import estimate_to_margin
from notepad.catalog import Catalog
from notepad.engine.state import GameState

ROOT = Path(__file__).resolve().parents[2]

VARIANT_SETS = {
    "minion-card": {"minion": 1, "werewolf": 2, "seer": 1, "villager": 6},
    "doppelganger-copies-at-once": {"doppelganger": 1, "werewolf": 2, "seer": 1,
                                    "psychic_detective": 1, "bodyguard": 1, "witch": 1,
                                    "villager": 4},
    "cupid-extra-card": {"cupid": 1, "werewolf": 2, "seer": 1, "villager": 7},
    "ghost-first-dead": {"ghost": 1, "werewolf": 2, "seer": 1, "villager": 6},
    "old-hag-returning-chooses": {"old_hag": 1, "werewolf": 2, "seer": 1, "villager": 6},
    "drunk-learns-first-night": {"drunk": 1, "werewolf": 2, "seer": 1, "villager": 6},
}


def state_digest(state: GameState) -> str:
    players = [(p.seat, p.role, p.dealt, p.alive, p.died and (p.died.when, p.died.cause,
                                                              p.died.chain, p.died.revealed),
                p.lover, p.cultist, p.minion, p.bitten, p.vampire, p.blessed, p.history)
               for p in state.players.values()]
    shown = [players, state.winners, state.winning_seats, state.personal_wins, state.checks,
             state.uses, state.potions, state.number, state.phase, state.events]
    return hashlib.sha256(json.dumps(shown, sort_keys=True).encode()).hexdigest()


def fingerprint(sim: Simulation, seed: int, games: int) -> str:
    """One hash over the seeded games 0 … games - 1 of a run: each game played by the
    simulator's own table (the engine driver, the night plan handed on), its result and end
    state hashed, and its events as the `Game` facade records the same seeded game (the
    compiled tables cannot be subclassed to watch them; test_simulator.py holds the two
    drivers to the same games)."""
    made: list[tables.EngineTable] = []
    engine = tables.DRIVERS["engine"]

    def driver(*args: object, **kwargs: object) -> tables.EngineTable:
        table = engine(*args, **kwargs)  # type: ignore[arg-type]
        made.append(table)  # type: ignore[arg-type]
        return table  # type: ignore[return-value]

    games_made: list[tables.GameTable] = []

    def facade(*args: object, **kwargs: object) -> tables.GameTable:
        table = tables.GameTable(*args, **kwargs)  # type: ignore[arg-type]
        games_made.append(table)
        return table

    tables.DRIVERS["hashed"] = driver  # type: ignore[assignment]
    tables.DRIVERS["hashed-game"] = facade  # type: ignore[assignment]
    try:
        total = hashlib.sha256()
        plans: dict[str, object] = {}
        setup = sim.setup.model_copy(
            update={"house_rules": {**sim.setup.house_rules, "werewolf-parity": True}}
        ) if sim.end == "parity" else sim.setup
        for index in range(games):
            result = play_game(setup, sim.roles, game_rng(seed, index), sim.skill,
                               END_RULES[sim.end], "hashed", plans=plans)
            again = play_game(setup, sim.roles, game_rng(seed, index), sim.skill,
                              END_RULES[sim.end], "hashed-game")
            assert again == result
            events = hashlib.sha256()
            for event in games_made[-1].game.events:
                events.update(event.model_dump_json().encode())
                events.update(b"\n")
            total.update(repr((result.winners, result.nights, result.events)).encode())
            total.update(events.hexdigest().encode())
            total.update(state_digest(made[-1].state).encode())
    finally:
        del tables.DRIVERS["hashed"], tables.DRIVERS["hashed-game"]
    return total.hexdigest()[:16]


def cases(catalog: Catalog) -> dict[str, tuple[Simulation, int]]:
    """name → (simulation, games)."""
    out: dict[str, tuple[Simulation, int]] = {}
    ids = sorted(p.stem for p in (ROOT / "scenarios" / "ultimate").glob("*.toml"))
    for scenario_id in [*ids, "example-11"]:
        scenario = catalog.find_scenario(scenario_id)
        games = 2 if scenario.players and scenario.players > 40 else 3
        for skill in (0.0, 0.6):
            out[f"{scenario_id}@{skill}"] = (
                Simulation.from_scenario(scenario, skill=skill, known=catalog.edition_roles(
                    scenario.edition.value)), games)
    for edition, players, wolves in (("ultimate", 68, 7), ("werwoelfe", 12, 2)):
        out[f"plain-{edition}-{players}"] = (Simulation.from_roles(
            edition, {"villager": players - wolves, "werewolf": wolves}, skill=0.3,
            known=catalog.edition_roles(edition)), 3)
    for variant, roles in VARIANT_SETS.items():
        out[f"variant-{variant}"] = (Simulation.from_roles(
            "ultimate", roles, variants=[variant], skill=0.3,
            known=catalog.edition_roles("ultimate")), 6)
    return out


EXPECTED: dict[str, str] = {
    'big-village-small-secrets@0.0': '156251e0c1183479',
    'big-village-small-secrets@0.6': '31e4d0cb2b9e6637',
    'classic-werewolf-village@0.0': 'fca66927fb046358',
    'classic-werewolf-village@0.6': '5ecef40a68f312f0',
    'example-11@0.0': 'c9f440d4d0683017',
    'example-11@0.6': '643c465f9e07e3be',
    'overpopulated-village@0.0': 'e629c09b337873ab',
    'overpopulated-village@0.6': 'ab2fe1fe62765ccb',
    'plain-ultimate-68': 'd8aa1ee8cb1b7078',
    'plain-werwoelfe-12': '480da157908b2e71',
    'small-village-big-secrets@0.0': 'c2fa4efb416fc2fb',
    'small-village-big-secrets@0.6': 'fc66c8fb879ac6b1',
    'the-village-corporation@0.0': '441c527448fe1647',
    'the-village-corporation@0.6': 'f0b142b2077063e3',
    'tourist-trap@0.0': 'f3c679ffc42334f5',
    'tourist-trap@0.6': 'a73faf4410a697f5',
    'vampire-village@0.0': 'a056d70536f711b1',
    'vampire-village@0.6': '155b75868cc5cf52',
    'variant-cupid-extra-card': '3e9212c69825a0b3',
    'variant-doppelganger-copies-at-once': '4bdedb14dd3ab79a',
    'variant-drunk-learns-first-night': '2d4fc5e7f259aac0',
    'variant-ghost-first-dead': 'ce168f5646069fd8',
    'variant-minion-card': '71ca72866af7c9f3',
    'variant-old-hag-returning-chooses': '0e2730b0c2d2b372',
    'village-in-chaos@0.0': 'fb544a61ca9420cb',
    'village-in-chaos@0.6': '67958f58f6af496d',
    'village-of-judgment@0.0': '61dfec402d229d97',
    'village-of-judgment@0.6': 'cdfe5b567cb25027',
    'village-of-pain@0.0': '78f17326e8658e17',
    'village-of-pain@0.6': '2bdcaf9c11aeed6d',
    'village-of-retribution@0.0': 'fb495ce3e5303169',
    'village-of-retribution@0.6': 'aeee5a4f8050bfb5',
    'village-of-tranquility@0.0': '2177c141b8f926c5',
    'village-of-tranquility@0.6': '98f61aef1962a8b8',
    'village-of-uncertainty@0.0': '11fd681a98457761',
    'village-of-uncertainty@0.6': '9afc5d94951537d8',
    'village-of-unspeakable-deeds@0.0': 'e3f56956866a6913',
    'village-of-unspeakable-deeds@0.6': '6e0c65f861bc38c7',
    'village-of-visions@0.0': '58139094cbc49fd2',
    'village-of-visions@0.6': '9abf61c6565c8bdd',
    'village-of-voices@0.0': '18480cbdb1a5f02c',
    'village-of-voices@0.6': '74177291f904cdc3',
    'village-without-a-seer@0.0': '870da68b0d094f47',
    'village-without-a-seer@0.6': '661b4ecb5eeee423',
}


def test_every_case_is_pinned(built_in: Catalog) -> None:
    assert sorted(cases(built_in)) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_seeded_games_are_the_same_event_for_event(built_in: Catalog, name: str) -> None:
    sim, games = cases(built_in)[name]
    assert fingerprint(sim, 7, games) == EXPECTED[name]


def test_a_run_to_a_margin_is_the_same(built_in: Catalog) -> None:
    """The `simulate --margin` path (pilot, then the rest from the pilot's last game), small:
    the Overpopulated Village to ±15 points, and a run's tally split in chunks."""
    sim = Simulation.from_scenario(built_in.find_scenario("overpopulated-village"),
                                   known=built_in.edition_roles("ultimate"))
    result = estimate_to_margin(sim, 0.15, seed=0, workers=1, pilot=20)
    tally = play_games(sim, 4, 10, 6)
    assert (result.tally, tally) == EXPECTED_TALLIES


EXPECTED_TALLIES = (
    Tally(games=43, wins={"werewolf": 7, "vampire": 13, "village": 22, "lone_wolf": 1},
          nights=1206, nights_squared=33922, events=11257,
          personal={"tanner": 41, "cult": 8, "bandit": 1}),
    Tally(games=6, wins={"werewolf": 3, "village": 3}, nights=170, nights_squared=4832,
          events=1650, personal={"tanner": 6, "cult": 1}),
)
