"""What the engine keeps or builds in part for speed (docs/design.md, Budget) must always equal
what it would work out afresh, after every event of scripted games:

- what the night script takes from the catalogue and the setup alone is worked out once per
  game (`GameState.plan`, `night_plan._Plan`), and calls are reused from night to night
  (night/planned_call.py, night/kept_script.py: each steady call kept whole while what it was
  made from is the same and none of the players it watches died): the script built with it
  must equal one built the plain way, every call from scratch;
- tonight's night script is kept across the events that cannot change it
  (`GameState.script`, `kept_script.SCRIPT_NEUTRAL`), and the validator asks for one call per
  action, built alone when nothing is kept (`night_script.call_for`): both must equal a freshly
  built script, on every variant that moves a call (Martyr at night, reveals, the Charm, the
  Vampires);
- the win check's census of the living by side and pack (`GameState.census`) is kept up to
  date by each death and dropped when a player changes team (the Cursed, the Minion, the
  Doppelganger, the Drunk, Fateful Dice 2);
- the living players by seat (`GameState.alive`) lose each player `kill` kills, and the
  players bitten or turned Vampire (`GameState.turned`) gain each one turned."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest
from engine_helpers import NAMES
from scenario_play import play_to_end

from notepad.balance.simulate import Simulation
from notepad.balance.simulate.estimate import play_games
from notepad.catalog import Edition, catalog
from notepad.catalog.models import Role, Wakes
from notepad.engine import events as ev
from notepad.engine.apply import apply
from notepad.engine.game import Game
from notepad.engine.night import minion as minions
from notepad.engine.night import plan as night_plan
from notepad.engine.night import script as ns
from notepad.engine.night import words
from notepad.engine.night.cards import calls as cards
from notepad.engine.night.script import Call, build_night_script, call_for, night_script
from notepad.engine.setup import setup_from_scenario
from notepad.engine.state import GameState, new_state


def fresh_census(state: GameState) -> list[int]:
    kept, state.counts = state.counts, None
    try:
        return state.census()
    finally:
        state.counts = kept


def plain_wakes(state: GameState, role: Role, night: int) -> bool:
    """`wakes_on` without the game's plan: the Apprentice Seer's dead Seer card found by
    looking at every player."""
    if role.id == "apprentice_seer" and role.wakes is Wakes.ONCE_ACTIVE \
            and not ns.rule_on(state, "apprentice-seer-is-seer") \
            and not ns.rule_on(state, "apprentice-checks-twice"):
        return any(not p.alive for p in state.players.values()
                   if p.dealt != "apprentice_seer" and (r := state.roles.get(p.dealt))
                   and r.is_seer)
    return ns.wakes_on(state, role, night)


def plain_script(state: GameState, night: int) -> list[Call]:
    """The night script built the plain way, every call from scratch, with no game plan
    (night_plan._Plan) and no kept calls: the oracle for `build_night_script`."""
    in_play = ns.roles_in_play(state)
    reveal_all = state.setup.reveal == "reveal-full"
    groups: dict[str, list[Role]] = {}
    for role_id in in_play:
        role = state.roles[role_id]
        if plain_wakes(state, role, night):
            groups.setdefault(ns._lead_of(state, role), []).append(role)
    made: list[tuple[float, Call]] = []
    for lead_id, members in groups.items():
        leader = state.roles[lead_id]
        member_ids = tuple(sorted({m.id for m in members} | {lead_id} & in_play))
        seats = tuple(sorted(
            {s for m in member_ids for s in state.by_role.get(m, ())
             if lead_id == "doppelganger" or leader.pack or state.players[s].dealt
             != "doppelganger" or not ns.rule_on(state, "doppelganger-copies-at-once")}
            # A Drunk shown the real role tonight only at the Drunk's own call (Role Cards —
            # Drunk): no other call wakes them tonight.
            - ({*state.drunk_shown} if "drunk" not in member_ids else set())
            | {p.seat for p in state.players.values()
               if p.dealt in member_ids and p.dealt in ("doppelganger", "drunk", "cupid")}))
        apart = cards.seats_apart(state, leader, night)
        if apart is not None:
            seats = apart
        else:
            found = list(seats)
            if lead_id == "cult_leader" and state.cult_successor is not None:
                found.append(state.cult_successor)
            if leader.pack in ("werewolves", "vampires"):
                flag = "bitten" if leader.pack == "werewolves" else "vampire"
                found += [p.seat for p in state.players.values()
                          if getattr(p, flag) and p.seat not in found]
            seats = tuple(sorted(found))
        living = tuple(s for s in seats if state.players[s].alive)
        dead = state.dealt and not living and (lead_id not in cards.CALLED_WHEN_DEAD
                                               or not seats)
        unheld = not seats and lead_id in {ns._lead_of(state, state.roles[r])
                                           for r in ns.always_called(state)}
        revealed = all(state.players[s].died is None or state.players[s].died.revealed
                       for s in seats)
        record = ns._records(state, leader, night)
        if dead and not seats and record == ("choose_lovers",) and night == 1:
            dead = False
        elif dead and (reveal_all and revealed or not seats) and not unheld:
            continue
        if (leader.pack == "werewolves" or leader.is_seer) and cards.skipped(
                state, leader, night, reveal_all):
            continue
        if record == ("copied",):
            record = cards.copied_records(state, night)
        made.append((min(ns._order(m, night) for m in members), Call(
            role=lead_id, roles=member_ids, name=leader.name,
            say=words.call_say(leader, record, night), end=words.call_end(leader, record),
            record=record, seats=living or seats, dead=dead,
            note=cards.call_note(state, leader, night))))
    made.sort(key=lambda item: (item[0], item[1].role))
    calls = [call for _, call in made]
    return ns.added_calls(state, ns._witch_after_wolves(calls), night)


def assert_derived_match(state: GameState) -> None:
    assert state.census() == fresh_census(state), state.when
    # The living players by seat (`GameState.alive`), in seat order, as `kill` keeps them.
    assert list(state.alive.items()) == [
        (s, p) for s, p in state.players.items() if p.alive], state.when
    # The players bitten or turned Vampire (`GameState.turned`), whom the packs' calls wake.
    assert set(state.turned) == {
        s for s, p in state.players.items() if p.bitten or p.vampire}, state.when
    assert_plan_answers_match(state)
    # Each call built alone first, as the validator does when nothing is kept: what the plan
    # keeps per call moves on before the script is built (checked below).
    kept, state.script = state.script, None
    for role_id in state.roles:
        call_for(state, role_id, state.number)
    state.script = kept
    for night in (state.number, state.number + 1):
        fresh = build_night_script(state, night)
        assert fresh == plain_script(state, night), (state.when, night)
        plan, state.plan = state.plan, None  # the game's plan against a new one
        assert build_night_script(state, night) == fresh, (state.when, night)
        state.plan = plan
        roles = [*state.roles, "no_such_role"]
        wanted = {r: next((c for c in fresh if c.role == r), None) for r in roles}
        kept, state.script = state.script, None  # one call built alone
        for role_id in roles:
            assert call_for(state, role_id, night) == wanted[role_id], (state.when, role_id)
        state.script = kept  # the script kept across the events since it was built
        assert night_script(state, night) == fresh, (state.when, night)
        for role_id in roles:
            assert call_for(state, role_id, night) == wanted[role_id], (state.when, role_id)
    for player in state.players.values():  # the role index the calls are built from
        assert not state.dealt or player.seat in state.by_role.get(player.role, [])


def assert_plan_answers_match(state: GameState) -> None:
    """What the game's plan answers from what it keeps (night_plan._Plan: `wakes`, `wake`,
    `took_over`, `replaced_seer`, `in_play`, `dealt_seats`, `minions`) equals the card rules' own
    answer."""
    plan = night_plan.plan_of(state)
    for night in (state.number, state.number + 1):
        first = 1 if night == 1 else 2 if night > 1 else 0
        for role_id, role in state.roles.items():
            wakes = ns.wakes_on(state, role, night)
            assert plan.wakes(state, role_id, night) == wakes, (state.when, role_id, night)
            static = plan.wake[role_id][first]  # where the kind of night decides it
            assert static is None or static == wakes, (state.when, role_id, night)
    assert plan.took_over(state) == cards.apprentice_took_over(state), state.when
    assert plan.in_play(state) == ns.roles_in_play(state), state.when
    assert plan.minions(state) == minions.minions_chosen(state.setup, state.roles)
    for card in {p.dealt for p in state.players.values()} | {"seer"}:
        assert plan.dealt_seats(state, card) == [
            p.seat for p in state.players.values() if p.dealt == card], (state.when, card)
    assert plan.replaced_seer(state) == cards.replaced_seer(state), state.when


GAMES = [
    ("ultimate", "overpopulated-village", ["reveal-none"], 3),
    ("ultimate", "overpopulated-village", ["charm", "martyr-night", "reveal-full"], 4),
    ("ultimate", "vampire-village", ["reveal-team"], 5),
    ("ultimate", "village-of-visions", [], 6),
    ("ultimate", "village-in-chaos", ["fateful-dice"], 8),
    ("ultimate", "village-of-unspeakable-deeds", ["fateful-dice", "reveal-team"], 9),
    ("werwoelfe", "example-11", [], 7),
    # The role cards' alternate variants that move, add or reseat a call (issue 13).
    ("ultimate", "overpopulated-village",
     ["reveal-none", "old-hag-returning-chooses", "apprentice-checks-twice", "ghost-first-dead",
      "doppelganger-copies-at-once", "lovers-by-moderator", "priest-sees-dead",
      "drunk-learns-first-night", "sorceress-sees-wolves", "enchantress-must-silence",
      "medium-villager-team"], 10),
    ("ultimate", "village-in-chaos", ["minion-card", "old-hag-returning-chooses"], 11),
    # The Cult Leader's call wakes a successor (alternate variant): not by the role index.
    ("ultimate", "overpopulated-village", ["cult-leader-successor", "reveal-none"], 12),
    # The maybe cards of the count variants are called whether dealt or discarded.
    ("ultimate", "village-without-a-seer", ["count-variants", "reveal-team"], 10),
    ("ultimate", "overpopulated-village", ["count-variants", "reveal-full"], 11),
]


@pytest.mark.parametrize(("edition", "scenario_id", "variants", "seed"), GAMES)
def test_kept_values_equal_fresh_ones_after_every_event(
    edition: str, scenario_id: str, variants: list[str], seed: int
) -> None:
    assert scenario_id in catalog().scenarios[Edition(edition)]
    scenario = catalog().find_scenario(scenario_id, edition)
    players = scenario.players or 11
    names = [NAMES[i] if i < len(NAMES) else f"Player {i + 1}" for i in range(players)]
    setup = setup_from_scenario(scenario, names, variants=variants, seed=seed)
    game = Game.new(setup)
    game.deal()
    play_to_end(game, seed=seed)
    state = new_state(game.setup, game.roles)
    assert_derived_match(state)
    for event in game.events:
        apply(state, event)
        assert_derived_match(state)
    assert state == game.state


def test_the_doppelgangers_cult_leader_is_called_as_the_script_says() -> None:
    """The Doppelganger who chose the Cult Leader becomes the Cult Leader's successor when the
    Cult Leader dies (deaths.take_over), without the alternate variant: the Cult Leader's call
    wakes it though the role index does not (a kept call missed it: issue 14)."""
    from engine_helpers import dealt_game

    from notepad.engine import events as ev

    cards = ["doppelganger", "cult_leader", "werewolf", "villager", "villager", "villager",
             "villager", "seer"]
    game = dealt_game("ultimate", cards)
    state = new_state(game.setup, game.roles)
    game.record(ev.NightFalls())
    game.record(ev.ChoosePlayers(role="doppelganger", targets=[2]))
    game.record(ev.Dawn())
    game.record(ev.Death(target=2, cause="struck by lightning"))
    game.record(ev.NightFalls())
    assert game.state.cult_successor == 1
    assert [c.seats for c in game.night_script() if c.role == "cult_leader"] == [(1,)]
    for event in game.events:
        apply(state, event)
        assert_derived_match(state)


@pytest.mark.parametrize("first_dead", ["seer", "seeress"])
def test_a_kept_seers_call_gives_way_when_another_seer_card_dies(first_dead: str) -> None:
    """The Apprentice Seer takes over the call of the first Seer card (in the plan's order)
    whose every holder is dead (cards.replaced_seer): when the Seer and the Seeress die one
    after the other, the call given over can move from one to the other, so a kept Seer's call
    watches every player dealt a Seer card, not only its own (kept_script, `kept_watch`)."""
    from engine_helpers import dealt_game

    cards = ["werewolf", "seer", "seeress", "apprentice_seer", "villager", "villager",
             "villager", "villager"]
    game = dealt_game("ultimate", cards, variants=["reveal-none"])
    state = new_state(game.setup, game.roles)
    deaths = [cards.index(first_dead) + 1, cards.index(
        "seeress" if first_dead == "seer" else "seer") + 1]
    for seat in deaths:
        game.record(ev.NightFalls())
        game.record(ev.Dawn())
        game.record(ev.Death(target=seat, cause="struck by lightning"))
    game.record(ev.NightFalls())
    for event in game.events:
        apply(state, event)
        assert_derived_match(state)


# Simulated games (balance/simulate, the "game" driver, whose Game keeps the events): the
# simulator builds the script once a night and the validator asks for one call per night
# action, with the game's plan shared by every game of the run (play.py, `_keep_plan`), so what
# the plan keeps spans a day of deaths and more than one game.
Case = tuple[str | dict[str, int], list[str], int]  # scenario or role set, variants, games
SIMULATED: list[Case] = [
    ("overpopulated-village", [], 2),
    ("vampire-village", [], 4),
    ("village-in-chaos", [], 4),
    ("village-of-visions", [], 12),
    ("village-of-unspeakable-deeds", [], 3),
]
# Role sets with the variants that move, add or reseat a call, dealt to a few players.
SIMULATED_SETS: list[Case] = [
    ({"werewolf": 2, "seer": 1, "apprentice_seer": 1, "witch": 1, "martyr": 1, "cursed": 1,
      "diseased": 1, "villager": 3}, ["martyr-night", "reveal-full", "charm"], 6),
    ({"werewolf": 2, "vampire": 2, "seer": 1, "apprentice_seer": 1, "doppelganger": 1,
      "old_hag": 1, "ghost": 1, "cupid": 1, "drunk": 1, "sorceress": 1, "minion": 1,
      "villager": 4},
     ["old-hag-returning-chooses", "ghost-first-dead", "doppelganger-copies-at-once",
      "lovers-by-moderator", "sorceress-sees-wolves", "reveal-none"], 6),
    ({"werewolf": 2, "seer": 1, "apprentice_seer": 1, "cult_leader": 1, "doppelganger": 1,
      "cursed": 1, "vampire": 1, "villager": 4}, ["cult-leader-successor", "reveal-team"], 6),
]


def simulated_games(sim: Simulation, games: int) -> list[Game]:
    """`games` games of the run seeded 1, played by the "game" driver: each game's Game."""
    made: list[Game] = []
    original = Game.__init__

    def keep(self: Game, *args: object, **kwargs: object) -> None:
        original(self, *args, **kwargs)  # type: ignore[arg-type]
        made.append(self)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Game, "__init__", keep)
        play_games(dataclasses.replace(sim, driver="game"), 1, 0, games)
    assert len(made) == games
    return made


def replayed(sim: Simulation, games: list[Game], check: Callable[[GameState, ev.Event], None],
             ) -> None:
    """Each game's events applied to a state of the run's own setup, as the simulator's
    EngineTable does, with one plan for all the games; `check` before each event and after
    the last."""
    plan = None
    # The setup the run's games were dealt from (estimate.play_games adds the end rule's
    # house rule), unseeded as EngineTable keeps it.
    setup = games[0].setup.model_copy(update={"seed": sim.setup.seed})
    for game in games:
        state = new_state(setup, sim.roles)
        state.plan = plan
        for event in game.events:
            check(state, event)
            apply(state, event)
        check(state, ev.GameEnds(winners=["village"]))
        plan = state.plan
        assert state.winners == game.state.winners and state.players == game.state.players


def simulation(case: Case) -> Simulation:
    if isinstance(case[0], str):
        return Simulation.from_scenario(catalog().find_scenario(case[0]))
    return Simulation.from_roles("ultimate", case[0], variants=case[1])


@pytest.mark.parametrize("case", SIMULATED + SIMULATED_SETS)
def test_kept_scripts_equal_fresh_ones_in_simulated_games(case: Case) -> None:
    """As the simulator asks: tonight's script when the night falls (after any Role Swap) and
    each night action's call, from what the run's plan kept since, against the script built
    the plain way."""
    sim = simulation(case)
    games = simulated_games(sim, case[2])
    asked = {"scripts": 0, "calls": 0}
    falling = [False]

    def check(state: GameState, event: ev.Event) -> None:
        kind = event.type
        if falling[0] and kind != "role_swap":
            falling[0] = False
            assert night_script(state, state.number) == plain_script(state, state.number), (
                state.when)
            asked["scripts"] += 1
        role = getattr(event, "role", None)
        if state.phase == "night" and isinstance(role, str):
            fresh = plain_script(state, state.number)
            wanted = next((c for c in fresh if c.role == role), None)
            assert call_for(state, role, state.number) == wanted, (state.when, role)
            asked["calls"] += 1
        falling[0] = falling[0] or kind == "night_falls"

    replayed(sim, games, check)
    assert asked["scripts"] > 3 and asked["calls"] > 3, asked


@pytest.mark.parametrize("case", SIMULATED[:1] + SIMULATED_SETS)
def test_kept_values_equal_fresh_ones_after_every_event_of_simulated_games(
    case: Case,
) -> None:
    """`assert_derived_match` after every event of simulated games, the run's plan shared."""
    sim = simulation(case)
    games = simulated_games(sim, 1 if sim.players > 20 else case[2])

    def check(state: GameState, event: ev.Event) -> None:
        assert_derived_match(state)

    replayed(sim, games, check)
