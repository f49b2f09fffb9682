"""The vote's fast paths (issue 14) against the plain look at every hand, on the state after
every event of scripted games with a Pacifist, a Fool, a Mayor and the Old Hag:

- `forced_count` (votes.py) counts what `_forced` lists: the hands up and down and whether the
  Mayor's is up, with the Pacifist's hand to execute, the Fool's to spare, repeats and a Mayor
  who is either or neither;
- `voter_count` is `len(voters(state))`;
- the day's checks told that every seat an event names is alive (`living`, found by the
  validator's look for unknown seats) give what they give looking at each seat again, and the
  Pacifist is looked for among the hands to execute only where they could be
  (`_pacifist_up`)."""

from __future__ import annotations

import random

import pytest
from scenario_play import played_scenario

from notepad.catalog import catalog
from notepad.engine.apply import apply
from notepad.engine.day.checks import _pacifist_up, check_day
from notepad.engine.day.votes import _forced, forced_count, mayor_seat, voter_count, voters
from notepad.engine.events import Nominate, Vote
from notepad.engine.events.fields import targets_of
from notepad.engine.game import Game
from notepad.engine.setup import setup_from_scenario
from notepad.engine.state import GameState, new_state

GAMES = [
    ("overpopulated-village", [], 3),
    ("overpopulated-village", [], 11),
    ("village-without-a-seer", [], 5),
    ("tourist-trap", [], 2),
]


def _hands(state: GameState, rng: random.Random) -> list[tuple[list[int], list[int]]]:
    """Ways the living may have voted: all to execute; the Pacifists and Fools to spare; a
    mix with a dead seat and a hand counted twice."""
    living = list(state.alive)
    special = [s for s, p in state.players.items() if p.role in ("pacifist", "fool") or p.fool]
    dead = [s for s in state.players if s not in state.alive]
    mixed = rng.sample(living, len(living) // 2)
    rest = [s for s in living if s not in mixed]
    ways = [(living, []), ([s for s in living if s not in special],
                           [s for s in living if s in special]),
            (mixed + dead[:1] + mixed[:1], rest), (rest + special, mixed + special)]
    return ways


def _check_state(state: GameState, rng: random.Random) -> int:
    mayors = {mayor_seat(state), None, *rng.sample(list(state.players), 2)}
    asked = 0
    for execute, spare in _hands(state, rng):
        for mayor in mayors:
            up, down = _forced(state, list(execute), list(spare))
            assert forced_count(state, execute, spare, mayor) == (
                len(up), len(down), mayor in up), (state.when, execute, spare, mayor)
            asked += 1
    assert voter_count(state) == len(voters(state))
    if state.phase == "day":
        asked += _check_living(state, rng)
    return asked


def _check_living(state: GameState, rng: random.Random) -> int:
    asked = 0
    pacifists = state.by_role.get("pacifist", [])
    for execute, spare in _hands(state, rng):
        nominee = execute[0] if execute else next(iter(state.alive))
        for event in (Vote(nominee=nominee, execute=list(execute), spare=list(spare)),
                      Nominate(nominee=nominee, by=list(spare[:2] or execute[:2]))):
            living = all(seat in state.alive for seat in targets_of(event))
            assert check_day(state, event, living) == check_day(state, event), event
            asked += 1
        for living in {all(s in state.alive for s in [nominee, *execute, *spare]), False}:
            doubled = any(seat in execute for seat in spare)
            assert _pacifist_up(state, pacifists, execute, spare, doubled, living) is any(
                p in execute for p in pacifists)
    return asked


@pytest.mark.parametrize(("scenario_id", "variants", "seed"), GAMES)
def test_vote_counts_after_every_event(scenario_id: str, variants: list[str],
                                       seed: int) -> None:
    game = played_scenario(scenario_id, variants, seed)
    rng = random.Random(seed)
    state = new_state(game.setup, game.roles)
    asked = 0
    for event in game.events:
        apply(state, event)
        if state.dealt:
            asked += _check_state(state, rng)
    assert asked > 100


def test_a_pacifist_voting_to_execute_and_a_banished_voter() -> None:
    """The rare hands: the Pacifist's to execute (counted to spare), two Pacifists, the
    Mayor as the Pacifist or the Fool, and a day with a banished player."""
    scenario = catalog().find_scenario("overpopulated-village")
    names = [f"Player {i}" for i in range(1, 69)]
    game = Game.new(setup_from_scenario(scenario, names, seed=1))
    game.deal()
    state = game.state
    pacifist = state.by_role["pacifist"][0]
    fool = state.by_role["fool"][0]
    living = list(state.alive)
    state.phase, state.number = "day", 1
    for execute, spare in ((living, []), ([*living, pacifist], [fool, fool]),
                           ([pacifist], living[:3])):
        for mayor in (pacifist, fool, living[5], None):
            up, down = _forced(state, list(execute), list(spare))
            assert forced_count(state, execute, spare, mayor) == (len(up), len(down),
                                                                  mayor in up)
    other = living[7]
    state.players[other].role = "pacifist"
    state.reindex()
    up, down = _forced(state, living, [])
    assert forced_count(state, living, [], other) == (len(up), len(down), other in up)
    state.players[living[9]].banished_day = state.banish_day = 1
    assert voter_count(state) == len(voters(state)) == len(living) - 1
