"""What the simulator keeps from call to call (issue 14), against the plain look, after every
event of seeded games: whether a check was answered "check again" (policies.checks.checked_again,
which the Seer's choice asks), and a pool of the living (packs.Left). Also: EngineTable.record
applies an action the validator only warns about."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from notepad.balance.simulate import Simulation
from notepad.balance.simulate.packs import everyone
from notepad.balance.simulate.policies.checks import checked_again
from notepad.balance.simulate.table import EngineTable, IllegalAction
from notepad.engine.apply import apply
from notepad.engine.events import CardsDealt, DiceRolled, PackKill
from notepad.engine.snapshot import clone
from notepad.engine.state import GameState, new_state

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from scenario_play import played_scenario  # noqa: E402

GAMES = [
    ("overpopulated-village", ["apprentice-checks-twice"], 1),
    ("overpopulated-village", ["apprentice-checks-twice"], 2),
    ("overpopulated-village", [], 3),
    ("village-in-chaos", [], 0),
]


def plain_checked_again(state: GameState) -> bool:
    return any(said == "check again" for _night, _role, _target, said in state.checks)


@pytest.mark.parametrize(("scenario_id", "variants", "seed"), GAMES)
def test_kept_values_after_every_event(scenario_id: str, variants: list[str],
                                       seed: int) -> None:
    game = played_scenario(scenario_id, variants, seed)
    state = new_state(game.setup, game.roles)
    seen = set()
    for event in game.events:
        apply(state, event)
        again = checked_again(state)
        assert again == plain_checked_again(state), state.when
        seen.add(again)
        pool = everyone(state)
        assert pool.seats_left() == list(state.alive) and pool.left == len(state.alive)
        pool.drop(state.players)  # every seat, living or dead
        assert pool.left == 0 and not pool.seats_left()
        assert len(pool.out) == max(state.alive, default=0) + 1  # a mark for every living seat
    assert seen == ({False, True} if variants else {False})
    twin = clone(state)  # another checks list, as long
    assert checked_again(twin) == checked_again(state)
    assert checked_again(new_state(game.setup, game.roles)) is False  # a shorter one


def test_a_checks_list_asked_before_and_after_a_check_again() -> None:
    """Read up to its end once, the list is read on from there when it grows."""
    sim = Simulation.from_roles("ultimate", {"villager": 4, "werewolf": 2})
    state = new_state(sim.setup, sim.roles)
    state.checks.append((1, "seer", 3, "villager"))
    assert checked_again(state) is False
    state.checks.append((2, "apprentice_seer", 4, "check again"))
    assert checked_again(state) is True
    state.checks.append((3, "seer", 5, "werewolf"))
    assert checked_again(state) is True


def test_an_action_the_validator_only_warns_about_is_recorded() -> None:
    """EngineTable.record looks for the blocking violations only among those found: a warning
    alone (the Fateful Dice rolled with the variant off) applies the action."""
    sim = Simulation.from_roles("ultimate", {"villager": 4, "werewolf": 2})
    table = EngineTable(sim.setup, sim.roles)
    table.record(CardsDealt(cards=["werewolf", "werewolf"] + ["villager"] * 4))
    table.record(DiceRolled(dice=[1, 2]))
    assert table.events == 2
    with pytest.raises(IllegalAction, match="acts at night only"):
        table.record(PackKill(targets=[3]))
    assert table.events == 2
