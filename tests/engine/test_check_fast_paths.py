"""The validator's common path (issue 14) against the full look, on the state before every event
of seeded games and on actions made from each event (other seats: dead, unknown, banished,
the actor's own; hands counted as totals, the Mayor's way said; the hunt timed):

- the day's checks told that every seat named is alive skip the accused and the voters when
  nobody is banished today, ask the Fateful Dice rule only once dice were rolled, the
  executions allowed only once somebody was executed and the Mayor only when the vote says
  or counts something: each gives what the full look gives;
- the night's checks skip `acting_role` for every call but the Doppelganger's and the hunt's
  minute for an untimed hunt: each would have said the same; the pack's own members are
  found as the plain list finds them, and the victims allowed are `max(targets, 1)` plus
  the Wolf Cub's;
- the events not looked through for seats (`UNSEATED`) have no field that names one;
- the house rules switched off (`rules_off`) and the unseconded accusation's warning, each
  made once, equal fresh ones."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from scenario_play import played_scenario

from notepad.engine import events as ev
from notepad.engine.apply import apply
from notepad.engine.day.checks import (
    Violation,
    _not_seconded,
    check_day,
    cite,
)
from notepad.engine.day.counts import check_mayor_vote as _check_mayor_vote
from notepad.engine.day.dice import today_rule
from notepad.engine.day.votes import executions_allowed
from notepad.engine.events.fields import _target_fields, targets_of
from notepad.engine.night.cards.calls import acting_role
from notepad.engine.night.cards.checks import _victims_allowed, check_hunt_time
from notepad.engine.night.script import night_script
from notepad.engine.rule_book import cards
from notepad.engine.setup import GameSetup
from notepad.engine.state import GameState, new_state
from notepad.engine.validator import UNSEATED, check, rules_off

GAMES = [
    ("overpopulated-village", [], 3),
    ("overpopulated-village", ["doppelganger-copies-at-once", "fateful-dice"], 4),
    ("village-in-chaos", ["fateful-dice", "minion-card"], 8),
    ("example-11", [], 3),
]


def _states(scenario_id: str, variants: list[str], seed: int,
            ) -> Iterator[tuple[GameState, ev.Event]]:
    """Each event of a seeded game with the state just before it."""
    game = played_scenario(scenario_id, variants, seed)
    state = new_state(game.setup, game.roles)
    for event in game.events:
        yield state, event
        apply(state, event)


def _day_actions(state: GameState, rng: random.Random) -> list[ev.Event]:
    """Day actions on this state: accusations and votes by every living player (the banished
    too), hands as totals with and without the Mayor's way, a vouch, a double accusation."""
    living = list(state.alive)
    nominee = rng.choice(living)
    hands = rng.sample(living, len(living) // 2)
    rest = [s for s in living if s not in hands]
    return [
        ev.Nominate(nominee=nominee, by=[]), ev.Nominate(nominee=nominee, by=living[:2]),
        ev.Nominate(nominee=nominee, by=[s for s in living if s != nominee]),
        ev.Vote(nominee=nominee, execute=hands, spare=rest),
        ev.Vote(nominee=nominee, execute=living, spare=rest[:2]),
        ev.Vote(nominee=nominee, execute=hands, spare=rest, execute_total=len(hands),
                spare_total=len(rest)),
        ev.Vote(nominee=nominee, execute=[], spare=[], execute_total=len(living) // 2,
                spare_total=len(living) // 2),
        ev.Vote(nominee=nominee, execute=hands, spare=rest, mayor="execute"),
        ev.Vouch(by=living[0], target=nominee),
        ev.DoubleVote(first=nominee, second=living[-1], for_first=hands, for_second=rest),
        ev.MayorElected(target=nominee),
    ]


@pytest.mark.parametrize(("scenario_id", "variants", "seed"), GAMES)
def test_the_day_checks_after_every_event(scenario_id: str, variants: list[str],
                                          seed: int) -> None:
    rng = random.Random(seed)
    days = banished_days = 0
    for state, _event in _states(scenario_id, variants, seed):
        if not state.dice:
            assert today_rule(state) is None
        assert executions_allowed(state, today_rule(state)) >= 1
        if state.phase != "day":
            continue
        days += 1
        banished_days += state.banish_day == state.number
        for action in _day_actions(state, rng):
            assert all(seat in state.alive for seat in targets_of(action))
            assert check_day(state, action, True) == check_day(state, action), action
            if type(action) is ev.Vote and action.mayor is None \
                    and action.execute_total is None and action.spare_total is None:
                assert _check_mayor_vote(state, action) == [], action
    assert days > 10
    if scenario_id == "overpopulated-village":
        assert banished_days  # the Old Hag's banished vote and accuse on some day


@pytest.mark.parametrize(("scenario_id", "variants", "seed"), GAMES)
def test_the_night_checks_after_every_event(scenario_id: str, variants: list[str],
                                            seed: int) -> None:
    packs = 0
    for state, _event in _states(scenario_id, variants, seed):
        if state.phase != "night":
            continue
        living = list(state.alive)
        book = cards(state)
        for call in night_script(state, state.number):
            for actor in (None, *call.seats):
                if call.role != "doppelganger":
                    assert acting_role(state, call.role, actor) == call.role
            if "kill" not in call.record:
                continue
            for seat in living:
                for targets in ([seat], [seat, living[0]]):
                    hunt = ev.PackKill(role=call.role, targets=targets)
                    assert check_hunt_time(state, hunt) == []
                    packs += 1
                    found = [v for v in check(state, hunt) if v.rule == "wolves-choose-wolf"]
                    pack = state.roles[call.role].pack or "werewolves"
                    wolves = [state.players[s].name for s in targets
                              if state.in_pack(state.players[s], pack)
                              and state.players[s].role != "wolf_cub"]
                    assert [v.message for v in found] == (
                        [f"{', '.join(wolves)} is one of the pack"] if wolves else [])
                    assert _victims_allowed(state, hunt, book.get(call.role)) == \
                        _plain_victims_allowed(state, hunt)
    assert packs > 100


def _plain_victims_allowed(state: GameState, event: ev.PackKill) -> int:
    role = state.roles.get(event.role)
    limit = max(role.ability.targets if role else 1, 1)
    if role is not None and role.pack == "werewolves":
        limit += state.extra_victims.get(state.number, 0)
        if any(state.players[s].role == "wolf_cub" for s in event.targets):
            limit += 2
    return limit


def test_the_house_rules_switched_off_equal_a_fresh_look() -> None:
    """Made once per setup and kept while the same setup is asked; another setup gets its
    own, and back again."""
    game = played_scenario("tourist-trap", [], 2)
    plain = game.setup
    setups: list[GameSetup] = [
        plain,
        plain.model_copy(update={"house_rules": {"not-seconded": False, "dead-target": False}}),
        plain.model_copy(update={"house_rules": {"werewolf-parity": True}}),
        plain.model_copy(update={"house_rules": {"acts-twice": False, "martyr-night": True}}),
    ]
    for setup in [*setups, *reversed(setups), setups[1], setups[1], setups[0]]:
        assert rules_off(setup) == {rule for rule, on in setup.house_rules.items() if not on}
        state = new_state(setup, game.roles)
        for event in game.events[:40]:
            for violation in check(state, event):
                assert violation.rule not in rules_off(setup) or not violation.overridable
            apply(state, event)


@pytest.mark.parametrize("scenario_id", ["tourist-trap", "example-11"])
def test_the_unseconded_warning_equals_a_fresh_one(scenario_id: str) -> None:
    for state, event in _states(scenario_id, [], 2):
        if state.phase == "day" and type(event) is ev.Nominate:
            fresh = Violation("not-seconded", "an accusation goes to the vote once another "
                              "player seconds it", cite(state, "The Gallows", "The First Day"),
                              "warning")
            assert _not_seconded(state) == fresh
            lone = ev.Nominate(nominee=event.nominee, by=event.by[:1])
            assert fresh in check(state, lone)
            return
    raise AssertionError("no accusation")


def test_the_events_not_looked_through_for_seats_name_none() -> None:
    assert UNSEATED
    for cls in UNSEATED:
        assert _target_fields(cls) == ((), (), (), ()), cls
