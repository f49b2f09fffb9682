"""The simulator's fast paths of issue 14 give the same answers as the slow ones: `rule_on`
read from a set made once per setup equals asking the setup, the validator's exact-type tests
equal `isinstance` (no event class has a subclass), a shared pass equals a fresh one, and the
shrinking chunks of a run cover its games exactly once. The seeded games themselves are pinned
event for event in tests/balance/test_simulated_games_pinned.py."""

from __future__ import annotations

import pytest

from notepad.balance.simulate import Simulation, estimate
from notepad.balance.simulate.estimate import _guided
from notepad.balance.simulate.margin import estimate_to_margin
from notepad.balance.simulate.play import _nomination
from notepad.balance.simulate.policies.answers import passed, targeted
from notepad.catalog import catalog
from notepad.catalog.house_rules import HOUSE_RULES
from notepad.engine import events as ev
from notepad.engine.events.base import EventBase
from notepad.engine.rule_book import rule_on
from notepad.engine.setup import KNOWN_VARIANTS, GameSetup, Seat
from notepad.engine.state import new_state

RULES = sorted(KNOWN_VARIANTS | {rule.id for rule in HOUSE_RULES} | {"werewolf-parity",
                                                                      "no-such-rule"})


def _setup(variants: list[str], house_rules: dict[str, bool]) -> GameSetup:
    return GameSetup(edition="ultimate", roles={"villager": 4, "werewolf": 1},
                     players=[Seat(seat=i, name=f"P{i}") for i in range(1, 6)],
                     variants=variants, house_rules=house_rules)


@pytest.mark.parametrize(("variants", "house_rules"), [
    ([], {}),
    (["minion-card", "reveal-none"], {"werewolf-parity": True}),
    (["fateful-dice"], {"dead-target": False, "bodyguard-once-per-player": True,
                        "witch-one-ability": False}),
])
def test_rule_on_equals_asking_the_setup(variants, house_rules):
    setup = _setup(variants, house_rules)
    state = new_state(setup, {})
    for rule in RULES:
        assert rule_on(state, rule) is setup.rule_on(rule), rule
    # A new setup (a correction, another game's) is read afresh, not from the old set.
    other = _setup(["charm"], {"sorcerer-two-spells": True})
    state.setup = other
    for rule in RULES:
        assert rule_on(state, rule) is other.rule_on(rule), rule


def _subclasses(cls: type) -> list[type]:
    found = []
    for sub in cls.__subclasses__():
        found += [sub, *_subclasses(sub)]
    return found


def test_no_event_class_has_a_subclass():
    """The validator tests event classes by `type(event) is ev.X`, which equals `isinstance`
    only while no event class is subclassed."""
    events = [cls for cls in _subclasses(EventBase) if "type" in cls.model_fields]
    assert {cls.__name__ for cls in events} >= {"PackKill", "Potions", "Vote", "Passed",
                                               "Death", "HunterShot", "MartyrChoice"}
    for cls in events:
        assert not cls.__subclasses__(), cls


def test_a_shared_pass_equals_a_fresh_one():
    assert passed("seer") == ev.Passed(role="seer")
    assert passed("seer") is passed("seer")
    assert passed("witch").model_dump() == ev.Passed(role="witch").model_dump()


@pytest.mark.parametrize("kind", [ev.RoleCheck, ev.Protect, ev.Bless, ev.Recruit, ev.Silence])
def test_a_shared_one_target_event_equals_a_fresh_one(kind):
    made = targeted(kind, "seer", 7)
    assert type(made) is kind and made == kind(role="seer", target=7)
    assert made.model_dump_json() == kind(role="seer", target=7).model_dump_json()
    assert targeted(kind, "seer", 7) is made and targeted(kind, "seer", 8) != made
    assert _nomination(4) == ev.Nominate(nominee=4) and _nomination(4) is _nomination(4)


def test_the_packs_kills_are_made_once_and_equal_fresh_ones():
    from notepad.balance.simulate.policies.pack import _KILLS

    sim = Simulation.from_scenario(catalog().find_scenario("overpopulated-village"))
    estimate(sim, 2, seed=1, workers=1)
    assert _KILLS
    for (role, targets), kill in _KILLS.items():
        assert kill == ev.PackKill(role=role, targets=list(targets))
        assert kill.model_dump_json() == ev.PackKill(role=role,
                                                     targets=list(targets)).model_dump_json()


@pytest.mark.parametrize(("first", "games", "workers"), [
    (0, 1, 2), (0, 200, 2), (200, 2026, 2), (7, 10_000, 8), (0, 33, 1)])
def test_shrinking_chunks_cover_every_game_once(first, games, workers):
    parts = _guided(first, games, workers)
    covered = [g for start, count in parts for g in range(start, start + count)]
    assert covered == list(range(first, first + games))
    sizes = [count for _start, count in parts]
    assert all(1 <= size <= 250 for size in sizes)
    assert sizes == sorted(sizes, reverse=True) or len(sizes) == 1


def test_a_margin_estimate_on_one_pool_equals_one_process():
    """The pilot and the rest share one pool of worker processes (simulate/pool.py): the same
    games as played in this process."""
    sim = Simulation.from_roles("ultimate", {"villager": 9, "werewolf": 2, "seer": 1},
                                skill=0.3)
    pooled = estimate_to_margin(sim, 0.12, seed=4, workers=2, pilot=30)
    alone = estimate_to_margin(sim, 0.12, seed=4, workers=1, pilot=30)
    assert pooled.tally == alone.tally
    assert pooled.tally == estimate(sim, pooled.games, seed=4, workers=1).tally


def test_the_kept_deck_equals_a_fresh_one(built_in):
    """`deck_of` keeps the last set's deck (a deal asks three times): the same cards as
    working them out afresh, a fresh list each time, and a changed set is worked out again."""
    from notepad.engine.setup import _deck_of, deck_of

    roles = built_in.edition_roles("ultimate")
    setup = GameSetup(edition="ultimate", roles={"villager": 5, "werewolf": 2, "minion": 1,
                                                 "cupid": 1},
                      players=[Seat(seat=i, name=f"P{i}") for i in range(1, 10)])
    first = deck_of(setup, roles)
    assert first == _deck_of(setup, roles)
    first.append("tampered")
    assert deck_of(setup, roles) == _deck_of(setup, roles)  # not the list handed out
    variant = setup.model_copy(update={"variants": ["minion-card", "lovers-by-moderator"]})
    assert deck_of(variant, roles) == _deck_of(variant, roles) != deck_of(setup, roles)
    setup.roles["werewolf"] = 3  # changed in place: worked out again
    assert deck_of(setup, roles).count("werewolf") == 3


@pytest.mark.parametrize("size", [1, 2, 5, 21, 22, 60])
def test_one_choice_draws_as_a_sample_of_one(size):
    """The pack's one victim is drawn with `rng.choice` (policies.pack._pack_kill), which takes the
    same draw and the same item as `rng.sample(…, 1)` did, on either side of `sample`'s set
    size (21), and leaves the generator in the same state."""
    import random

    seats = list(range(3, 3 + size))
    for seed in range(200):
        sampled, chosen = random.Random(seed), random.Random(seed)
        assert sampled.sample(seats, 1) == [chosen.choice(seats)]
        assert sampled.getstate() == chosen.getstate()


def test_the_enum_members_read_once_are_the_members():
    """night/script.py, cards/calls.py and sight.py compare with enum members read once into
    module constants (a read from the enum class is slow): the very same objects."""
    from notepad.catalog.models import Action, Wakes
    from notepad.engine.night import script, sight
    from notepad.engine.night.cards import calls as card_calls

    for module, kind in ((script, Wakes), (script, Action), (card_calls, Action),
                         (sight, Action)):
        for name, member in kind.__members__.items():
            if hasattr(module, name):
                assert getattr(module, name) is member, (module.__name__, name)
    assert (script.EVERY_NIGHT, script.FROM_NIGHT, script.LEARN_ROLE, card_calls.POTIONS,
            sight.CHECK_NEIGHBOURHOOD) == (Wakes.EVERY_NIGHT, Wakes.FROM_NIGHT,
                                           Action.LEARN_ROLE, Action.POTIONS,
                                           Action.CHECK_NEIGHBOURHOOD)


@pytest.mark.parametrize("done", [
    [], [("seer", "check")], [("werewolf", "pack_kill"), ("seer", "pass"), ("witch", "potions")],
])
def test_done_tonight_equals_looking_for_the_pair(done):
    from notepad.engine.night.checks import _done_tonight

    state = new_state(_setup([], {}), catalog().edition_roles("ultimate"))
    state.tonight.done = list(done)
    for role in ("seer", "werewolf", "witch", "bodyguard"):
        for kind in ("check", "pass", "pack_kill", "potions", "protect"):
            assert _done_tonight(state, role, kind) == ((role, kind) in done)


@pytest.mark.parametrize("variants", [[], ["reveal-none"], ["reveal-team", "charm"],
                                      ["reveal-wolf-or-not"]])
def test_the_plans_reveal_and_seers_equal_the_setups(variants):
    from notepad.engine.night.plan import plan_of

    roles = catalog().edition_roles("ultimate")
    state = new_state(_setup(variants, {}), roles)
    plan = plan_of(state)
    assert plan.reveal == state.setup.reveal
    assert plan.seers == {r.id for r in roles.values() if r.is_seer}
