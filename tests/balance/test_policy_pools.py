"""The policies' draws by count (issue 14, second round) against the lists they replace.

The night's choosers (the policies package: the pack's kill, the Seer's, the Sorceress's and the
Psychic Detective's checks, the Bodyguard's protection, the Cult Leader's recruit, the first
choice of the Bandit and the Doppelganger) and the village's suspect draw from the living by
the seats they leave out (draws.pick_but, packs.Left), where they made a list of the pool.
Here the simulator's own games are played (the loop of play.play_game, whose results they must
give) and, at every call and every day, the fast answer is held equal to the plain one of
before (`plain_*` below, over the plain looks of test_policy_fast_paths and `living_seats`)
from the same generator state, with the generator left in the same state."""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from notepad.balance.simulate import Simulation
from notepad.balance.simulate.draws import pick, pick_but
from notepad.balance.simulate.endings import END_RULES
from notepad.balance.simulate.packs import (
    everyone,
    living,
    outside_left,
    prey_left,
)
from notepad.balance.simulate.play import (
    DAWN,
    NIGHT_FALLS,
    GameResult,
    _day,
    _prompts,
    game_rng,
    play_game,
)
from notepad.balance.simulate.policies.answers import _others, passed
from notepad.balance.simulate.policies.night import CHOOSERS, may_act, night_action
from notepad.balance.simulate.policies.village import Village, choose_suspect
from notepad.balance.simulate.table import EngineTable
from notepad.balance.simulate.variants import planned_swaps
from notepad.catalog import catalog
from notepad.engine.events import (
    Bless,
    ChoosePlayers,
    Event,
    GameEnds,
    PackKill,
    Passed,
    Protect,
    Recruit,
    RoleCheck,
)
from notepad.engine.night.cards.calls import acting_role
from notepad.engine.night.script import Call
from notepad.engine.state import GameState

# The plain looks (the pack's prey, the players outside the packs, the village's suspect), one
# version of each, kept beside the engine's fast-path tests.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from test_policy_fast_paths import (  # noqa: E402
    plain_choose_suspect,
    plain_outsiders,
    plain_prey,
)

# ------------------------------------------------------------------ the plain ways


def plain_pack_kill(state: GameState, call: Call, village: Village, rng: random.Random) -> Event:
    role = state.roles[call.role]
    pack = role.pack or "werewolves"
    prey = plain_prey(state, pack)
    wanted = max(role.ability.targets, 1)
    targets: list[int] = []
    for known in (village.hunted, village.exposed):
        targets += [s for s in sorted(known) if s in prey and s not in targets]
    targets = targets[:wanted]
    rest = [s for s in prey if s not in targets]
    more = min(wanted - len(targets), len(rest))
    if more > 0:
        targets += rng.sample(rest, more)
    return PackKill(role=call.role, targets=targets)


def plain_seer_check(state: GameState, call: Call, village: Village,
                     rng: random.Random) -> Event:
    again = [t for _n, role, t, said in state.checks
             if role == call.role and said == "check again" and t in state.alive]
    if again:
        return RoleCheck(role=call.role, target=again[-1])
    done = set(state.targeted.get(call.role, ()))
    known = set(village.accused) | village.cleared | village.exposed
    others = _others(state, call)
    fresh = [s for s in others if s not in done and s not in known] or [
        s for s in others if s not in done] or others
    if not fresh:
        return Passed(role=call.role)
    return RoleCheck(role=call.role, target=rng.choice(fresh))


def plain_one_use_check(state: GameState, call: Call, village: Village,
                        rng: random.Random) -> Event:
    role = state.roles[acting_role(state, call.role)]
    if role.ability.uses_per_game and state.uses.get(call.role, 0) >= role.ability.uses_per_game:
        return Passed(role=call.role)
    done = set(state.targeted.get(call.role, ()))
    pool = [s for s in plain_outsiders(state, call.seats) if s not in done]
    if not pool:
        return Passed(role=call.role)
    return RoleCheck(role=call.role, target=rng.choice(pool))


def plain_protect(state: GameState, call: Call, village: Village, rng: random.Random) -> Event:
    role = state.roles[acting_role(state, call.role)]
    last = state.last_night.get(call.role)
    me = call.seats[0]
    wanted = [s for s in sorted(village.exposed) if state.players[s].alive and s != me]
    if role.ability.self_allowed:
        wanted.append(me)
    for seat in wanted:
        if seat != last:
            return Protect(role=call.role, target=seat)
    pool = [s for s in _others(state, call) if s != last]
    if not pool:
        return Passed(role=call.role)
    return Protect(role=call.role, target=rng.choice(pool))


def plain_recruit(state: GameState, call: Call, village: Village, rng: random.Random) -> Event:
    pool = [s for s in _others(state, call) if not state.players[s].cultist]
    return Recruit(role=call.role, target=rng.choice(pool)) if pool else Passed(role=call.role)


def plain_choose(state: GameState, call: Call, village: Village, rng: random.Random) -> Event:
    role = state.roles[call.role]
    pool = _others(state, call)
    wanted = max(role.ability.targets, 1)
    if state.uses.get(call.role, 0) or len(pool) < wanted:
        return Passed(role=call.role)
    return ChoosePlayers(role=call.role, targets=rng.sample(pool, wanted))


def plain_bless(state: GameState, call: Call, village: Village, rng: random.Random) -> Event:
    ability = state.roles[acting_role(state, call.role)].ability
    if state.uses.get(call.role, 0) >= (ability.uses_per_game or 1):
        return Passed(role=call.role)
    wanted = [s for s in sorted(village.exposed) if state.players[s].alive
              and s not in call.seats and not state.players[s].blessed]
    return Bless(role=call.role, target=wanted[0]) if wanted else Passed(role=call.role)


PLAIN: dict[str, Callable[[GameState, Call, Village, random.Random], Event]] = {
    "bless": plain_bless,
    "kill": plain_pack_kill,
    "check": plain_seer_check,
    "check_neighbourhood": plain_one_use_check,
    "find_role": plain_one_use_check,
    "protect": plain_protect,
    "recruit": plain_recruit,
    "choose_players": plain_choose,
}


def plain_night_action(state: GameState, call: Call, village: Village,
                       rng: random.Random) -> list[Event]:
    """policies.night.night_action as it was, with the plain choosers above."""
    if call.dead or not call.seats:
        return [passed(call.role)]
    out: list[Event] = []
    if "minion" in call.record:
        return []  # the Minion's choice is made once a game: not compared here
    for kind in call.record:
        chooser = PLAIN.get(kind, CHOOSERS.get(kind))
        if chooser is not None:
            out.append(chooser(state, call, village, rng))
            break
    return out or [passed(call.role)]


# ------------------------------------------------------------------ the games


def _same(fast: object, plain: object) -> bool:
    """Events compare by value; `targeted` and `passed` hand out kept ones."""
    return fast == plain


class Checked:
    """What was compared, so a test can tell that the fast paths were reached."""

    def __init__(self) -> None:
        self.kinds: dict[str, int] = {}
        self.suspects = 0
        self.drawn = 0


def compare_call(state: GameState, call: Call, village: Village, rng: random.Random,
                 checked: Checked) -> None:
    kinds = [k for k in call.record if k in CHOOSERS]
    if not kinds or "minion" in call.record or call.dead or not call.seats:
        return
    before = rng.getstate()
    fast_rng, plain_rng = random.Random(), random.Random()
    fast_rng.setstate(before)
    plain_rng.setstate(before)
    fast = night_action(state, call, village, fast_rng)
    plain = plain_night_action(state, call, village, plain_rng)
    assert _same(fast, plain), (state.when, call.role, fast, plain)
    assert fast_rng.getstate() == plain_rng.getstate(), (state.when, call.role)
    checked.kinds[kinds[0]] = checked.kinds.get(kinds[0], 0) + 1
    checked.drawn += fast_rng.getstate() != before
    if kinds[0] == "kill":
        compare_wider_kills(state, call, rng)


def compare_wider_kills(state: GameState, call: Call, rng: random.Random) -> None:
    """A pack that eats two or three (no card of the catalogue does: each eats one), with
    the village's knowledge naming some of its prey: the rest drawn by count as from the
    list."""
    role = state.roles[call.role]
    prey = plain_prey(state, role.pack or "werewolves")
    try:
        for wanted in (2, 3):
            ability = type(role.ability)(**{**vars(role.ability), "targets": wanted})
            state.roles[call.role] = type(role)(**{**vars(role), "ability": ability})
            for known in ([], prey[:1], prey[-2:], prey[1:4]):
                village = Village(exposed=set(known), hunted=set(known[:1]))
                fast_rng, plain_rng = random.Random(), random.Random()
                fast_rng.setstate(rng.getstate())
                plain_rng.setstate(rng.getstate())
                assert night_action(state, call, village, fast_rng) == [
                    plain_pack_kill(state, call, village, plain_rng)], (state.when, known)
                assert fast_rng.getstate() == plain_rng.getstate()
    finally:
        state.roles[call.role] = role


def compare_suspect(state: GameState, village: Village, rng: random.Random,
                    checked: Checked) -> None:
    if state.banish_day == state.number or state.phase == "ended":
        return
    before = rng.getstate()
    fast_rng, plain_rng = random.Random(), random.Random()
    fast_rng.setstate(before)
    plain_rng.setstate(before)
    assert choose_suspect(state, village, fast_rng) == plain_choose_suspect(
        state, village, plain_rng), state.when
    assert fast_rng.getstate() == plain_rng.getstate(), state.when
    checked.suspects += 1


def play_and_compare(sim: Simulation, seed: int, index: int, checked: Checked) -> GameResult:
    """play.play_game's loop (the engine driver, passes left out), comparing at every call
    and every day."""
    setup = sim.setup.model_copy(
        update={"house_rules": {**sim.setup.house_rules, "werewolf-parity": True}})
    end_rule = END_RULES[sim.end]
    rng = game_rng(seed, index)
    table = EngineTable(setup, sim.roles, seed=rng.getrandbits(32))
    state = table.state
    village = Village(skill=sim.skill)
    limit = 2 * len(setup.players) + 10
    table.deal()

    def over() -> bool:
        _prompts(table, village, rng)
        if state.phase == "ended":
            return True
        winners = end_rule(state)
        if winners:
            table.record(GameEnds(winners=winners))
            return True
        return False

    finished = over()
    while not finished and state.number < limit:
        table.record(NIGHT_FALLS)
        for swap in planned_swaps(state, rng):
            table.record(swap)
        for call in table.night_script():
            if not may_act(call):
                continue
            compare_call(state, call, village, rng, checked)
            for action in night_action(state, call, village, rng):
                if state.phase == "ended":
                    break
                if type(action) is not Passed:
                    table.record(action)
        if state.phase != "ended":
            table.record(DAWN)
        if over():
            break
        village.learn(state)
        compare_suspect(state, village, rng, checked)
        finished = _day(table, village, rng, over)
    winners = tuple(state.winners) if state.phase == "ended" else ("draw",)
    return GameResult(winners=winners, nights=state.number, events=table.events)


GAMES = [
    ("overpopulated-village", [], 0.0),
    ("overpopulated-village", ["charm", "apprentice-checks-twice"], 0.6),
    ("village-in-chaos", [], 0.3),
    ("vampire-village", ["enchantress-must-silence"], 0.0),
    ("village-of-uncertainty", [], 0.0),
    ("tourist-trap", [], 0.0),
    ("the-village-corporation", [], 0.2),
    ("village-of-retribution", [], 0.0),
]


def simulation(scenario_id: str, variants: list[str], skill: float) -> Simulation:
    scenario = catalog().find_scenario(scenario_id)
    return Simulation.from_roles(scenario.edition.value, scenario.roles_for() or {},
                                 variants=[*scenario.variants, *variants], skill=skill)


@pytest.mark.parametrize(("scenario_id", "variants", "skill"), GAMES)
def test_the_policies_draw_by_places_as_from_the_lists(scenario_id, variants, skill):
    sim = simulation(scenario_id, variants, skill)
    checked = Checked()
    for index in range(8):
        result = play_and_compare(sim, 7, index, checked)
        setup = sim.setup.model_copy(
            update={"house_rules": {**sim.setup.house_rules, "werewolf-parity": True}})
        assert result == play_game(setup, sim.roles, game_rng(7, index), sim.skill,
                                   END_RULES[sim.end], sim.driver, sim.max_nights)
    assert checked.kinds.get("kill", 0) > 2 and checked.suspects > 2 and checked.drawn > 5


def test_a_healer_who_may_not_protect_themselves():
    """The Werwölfe Healer may not choose themselves: once the exposed are guarded, the
    Healer draws from the others but last night's choice."""
    sim = Simulation.from_roles("werwoelfe", {"werewolf": 3, "healer": 1, "seer": 1,
                                              "villager": 11})
    checked = Checked()
    for index in range(12):
        play_and_compare(sim, 5, index, checked)
    assert checked.kinds.get("protect", 0) > 30


def test_the_fast_paths_were_reached():
    """Between them, the games above answer every chooser drawn by count."""
    seen: dict[str, int] = {}
    for scenario_id, variants, skill in GAMES[:2]:
        sim = simulation(scenario_id, variants, skill)
        checked = Checked()
        for index in range(3):
            play_and_compare(sim, 7, index, checked)
        for kind, n in checked.kinds.items():
            seen[kind] = seen.get(kind, 0) + n
    assert {"kill", "check", "check_neighbourhood", "find_role", "protect", "recruit",
            "bless"} <= set(seen), seen


# ------------------------------------------------------------------ the pieces


@pytest.mark.parametrize("seed", range(10))
def test_pick_but_draws_as_pick_from_the_list(seed: int) -> None:
    chooser = random.Random(seed)
    for n in [1, 2, 3, 7, 8, 9, 33, 64, 68]:
        seats = tuple(range(1, 2 * n + 1, 2))
        for _ in range(20):
            gone = set(chooser.sample(seats, chooser.randrange(n + 1)))
            out = [seat in gone for seat in range(2 * n + 1)]
            left = [s for s in seats if s not in gone]
            mine, theirs = random.Random(seed * 100 + n), random.Random(seed * 100 + n)
            if not left:
                with pytest.raises(IndexError):
                    pick_but(mine, seats, out, sorted(gone))
                continue
            for _ in range(5):
                assert pick_but(mine, seats, out, list(gone)) == pick(theirs, left)
            assert mine.getstate() == theirs.getstate()


def test_pick_but_of_a_generator_of_its_own() -> None:
    class Last(random.Random):
        def choice(self, seq):  # type: ignore[no-untyped-def, override]
            return seq[-1]

    assert pick_but(Last(1), (1, 2, 3, 4), [False, False, False, False, True], [4]) == 3


def test_a_pool_leaves_out_the_living_asked_for_once() -> None:
    """`Left.drop` counts a seat once, however often it is named, and not at all a seat not
    among the living (dead, or past the last seat)."""
    sim = simulation("overpopulated-village", [], 0.0)
    table = EngineTable(sim.setup, sim.roles, seed=2)
    table.deal()
    state = table.state
    for seat in (5, 68):  # dead, as deaths.kill leaves them
        state.players[seat].alive = False
        del state.alive[seat]
    pool = everyone(state)
    pool.drop([1, 1, 5, 68, 70, -1, 3])
    pool.drop({3, 4})
    assert pool.left == 66 - 3 and pool.seats_left() == [
        s for s in state.alive if s not in (1, 3, 4)]
    assert pool.has(2) and not pool.has(3) and not pool.has(5) and not pool.has(99)


def test_the_pools_follow_the_living() -> None:
    """After every call of a simulated game: the pools of the pack's prey and of the players
    outside both packs, against a look at every living player."""
    sim = simulation("vampire-village", [], 0.0)
    setup = sim.setup
    table = EngineTable(setup, sim.roles, seed=3)
    table.deal()
    state = table.state
    rng = random.Random(3)
    village = Village()
    while state.phase != "ended" and state.number < 40:
        table.record(NIGHT_FALLS)
        for call in table.night_script():
            for action in night_action(state, call, village, rng):
                if state.phase != "ended" and type(action) is not Passed:
                    table.record(action)
            kept = living(state)
            assert kept.seats == tuple(state.alive)
            assert kept.top == max(state.alive, default=0)
            for pack in ("werewolves", "vampires"):
                pool = prey_left(state, kept, pack)
                assert pool.seats_left() == [
                    s for s, p in state.alive.items() if state.pack_of(p) != pack]
                assert pool.left == len(pool.seats_left())
            pool = outside_left(state, kept)
            assert pool.seats_left() == [
                s for s, p in state.alive.items() if state.pack_of(p) is None]
            assert pool.left == len(pool.seats_left())
        if state.phase != "ended":
            table.record(DAWN)
        _prompts(table, village, rng)
        if state.phase == "ended":
            break
        _day(table, village, rng, lambda: (_prompts(table, village, rng),
                                           state.phase == "ended")[1])
    assert state.number > 3


def test_the_pools_follow_a_player_turned():
    """Somebody joins a pack while nobody dies (the Cursed bitten): the pools leave them
    out though the living are the same."""
    sim = simulation("overpopulated-village", [], 0.0)
    table = EngineTable(sim.setup, sim.roles, seed=5)
    table.deal()
    state = table.state
    kept = living(state)
    assert prey_left(state, kept, "werewolves").left == outside_left(state, kept).left + 5
    seat = next(s for s, p in state.alive.items() if state.pack_of(p) is None)
    assert seat in prey_left(state, kept, "werewolves").seats_left()
    state.players[seat].bitten = True
    state.turned.append(seat)
    assert living(state) is kept
    assert seat not in prey_left(state, kept, "werewolves").seats_left()
    assert seat not in outside_left(state, kept).seats_left()


def test_the_pools_follow_a_player_who_arrives():
    """A player who arrives is added to the players and the living (moves.arrive): in the
    pools at once."""
    from notepad.engine.players import Player

    sim = simulation("village-of-uncertainty", [], 0.0)
    table = EngineTable(sim.setup, sim.roles, seed=1)
    table.deal()
    state = table.state
    new = max(state.players) + 2
    state.players[new] = Player(seat=new, name="Newcomer")
    state.alive = {**state.alive, new: state.players[new]}
    assert everyone(state).has(new)
    pool = everyone(state)
    pool.drop([new])
    assert pool.left == len(state.alive) - 1 and new not in pool.seats_left()


@pytest.mark.parametrize(("nominee", "execute", "spare"), [
    (1, [2, 3, 4], []), (7, [], [1, 2]), (68, list(range(1, 60)), [60])])
def test_the_table_s_vote_is_the_vote_made_the_usual_way(nominee, execute, spare):
    """policies.day._vote sets the fields as Record._make does: the same record as
    `Vote(nominee=…, execute=…, spare=…)`, every field, its repr and its dump."""
    from notepad.balance.simulate.policies.day import _vote
    from notepad.engine.events import Vote

    made, usual = _vote(nominee, list(execute), list(spare)), Vote(
        nominee=nominee, execute=list(execute), spare=list(spare))
    assert type(made) is Vote and made == usual and made._values() == usual._values()
    assert repr(made) == repr(usual) and made.model_dump_json() == usual.model_dump_json()
