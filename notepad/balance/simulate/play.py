"""One whole simulated game, played through the engine.

    deal → night 1 → dawn → day 1 → night 2 → …

Each night follows the engine's night script call by call; each day the village names a
suspect, the table votes (policies/day.py), and the Trouble Maker's day has a second execution.
After every dawn, execution and shot, a dead Hunter shoots, then the end rule is asked.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from notepad.balance.simulate.endings import EndRule, engine_rule
from notepad.balance.simulate.policies.day import hunter_target, lynch_vote, mayor_heir
from notepad.balance.simulate.policies.night import acting, answer, night_action
from notepad.balance.simulate.policies.village import Village, choose_suspect
from notepad.balance.simulate.table import DRIVERS, EngineTable, GameTable
from notepad.balance.simulate.variants import SWAP_NIGHT, planned_swaps
from notepad.catalog.models import Role
from notepad.engine.events import (
    Dawn,
    GameEnds,
    HunterShot,
    MartyrChoice,
    MayorElected,
    NightFalls,
    Nominate,
    Passed,
)
from notepad.engine.night.plan import plan_of
from notepad.engine.setup import GameSetup
from notepad.engine.state import GameState

# A call answered with a pass changes nothing but the moderator's list of calls answered
# tonight (Tonight.acted, .done: what the TUI marks done and the "acts twice" check reads),
# so the simulator leaves passes out: 154 of a 68-player game's 413 events.
# tests/balance/test_simulator.py plays seeded games both ways and requires the same results.
SILENT_PASSES = True

# Events are frozen: every night's dusk and dawn can be the same two objects, and every
# Martyr's refusal the same one.
# `Final`: compiled, a module's name is read from a C static, where any other name is a look-up
# in the module's dictionary each time (the simulator's hot loop reads these thousands of
# times a game: issue 14); the same objects.
NIGHT_FALLS: Final = NightFalls()
DAWN: Final = Dawn()
MARTYR_DECLINES: Final = MartyrChoice(takes_place=False)
PASSED: Final = Passed  # the class, read as the constants above

DRAW: Final = "draw"  # no winner within the night limit (never seen with the built-in policies)


@dataclass(frozen=True, slots=True)
class GameResult:
    winners: tuple[str, ...]
    nights: int  # nights begun, the first (meeting) night included
    events: int


def game_rng(seed: int, index: int) -> random.Random:
    """Game `index` of a run seeded `seed`: independent of how games are split over workers."""
    return random.Random(f"werewolf-notepad/{seed}/{index}")


def play_game(
    setup: GameSetup,
    roles: dict[str, Role],
    rng: random.Random,
    skill: float,
    end_rule: EndRule,
    driver: str = "engine",
    max_nights: int | None = None,
    plans: dict[str, object] | None = None,
) -> GameResult:
    """One game. `plans` carries the night plan from game to game of a run (EngineTable)."""
    plan = plans.get("plan") if plans is not None else None
    table: EngineTable | GameTable = DRIVERS[driver](
        setup, roles, seed=rng.getrandbits(32), plan=plan)
    if plans is not None:
        _keep_plan(plans, table.state)
    state = table.state  # the same object all game (EngineTable, Game)
    village = Village(skill=skill)
    limit = max_nights if max_nights is not None else 2 * len(setup.players) + 10
    table.deal()
    # The engine's own win check ends the game itself (phase "ended"): asking `engine_rule`
    # after that is seen would add nothing.
    own_rule = end_rule is engine_rule

    def over() -> bool:
        _prompts(table, village, rng)
        if state.phase == "ended":
            return True
        if own_rule:
            return False
        winners = end_rule(state)
        if winners:
            table.record(GameEnds(winners=winners))
            return True
        return False

    silent = SILENT_PASSES  # read once a game (a test plays with it off)
    finished = over()
    while not finished and state.number < limit:
        table.record(NIGHT_FALLS)  # the Vampires' victims of the day die at dusk
        if state.number == SWAP_NIGHT:  # Role Swap, chosen ahead (variants.py)
            for swap in planned_swaps(state, rng):
                table.record(swap)
        # Once the game has ended (at dusk or in the night), nothing more is recorded, nor
        # asked: the game's own rng is read no more, so the calls left are not answered.
        for call in table.night_script():
            if silent:
                kinds = acting(call)
                if kinds is None:
                    continue  # it could only pass
                if not kinds.minion:  # one answer, the usual: night_action's, without a list
                    action = answer(kinds.kind, state, call, village, rng)
                    if type(action) is not PASSED:
                        if state.phase == "ended":  # at dusk, or by an earlier call
                            break
                        table.record(action)
                    continue
            for action in night_action(state, call, village, rng):
                if state.phase == "ended":
                    break
                if not (silent and type(action) is PASSED):
                    table.record(action)
            if state.phase == "ended":
                break
        if state.phase != "ended":
            table.record(DAWN)
        if over():
            break
        village.learn(state)
        finished = _day(table, village, rng, over)
    state = table.state
    winners = tuple(state.winners) if state.phase == "ended" else (DRAW,)
    return GameResult(winners=winners, nights=state.number, events=table.events)


PLAN_CALLS_KEPT = 20_000  # calls kept by a run's plan; they differ by seats from deal to deal


def _keep_plan(plans: dict[str, object], state: GameState) -> None:
    """Hand the game's night plan (the one it was given, or a new one) on to the next game."""
    plan = plan_of(state)
    if len(plan.calls) > PLAN_CALLS_KEPT:  # don't let them pile up over a long run
        plan.calls.clear()
        plan.noted.clear()
    plans["plan"] = plan


def _day(
    table: EngineTable | GameTable, village: Village, rng: random.Random,
    over: Callable[[], bool],
) -> bool:
    """The day's executions; True if the game is over."""
    state = table.state
    allowed = 1 + (state.trouble_day == state.number)
    while state.executions_today < allowed and not state.today.ended:  # day_ended
        nominee = choose_suspect(state, village, rng)
        if nominee is None:
            return False
        table.record(_nomination(nominee))
        before = state.executions_today
        table.record(lynch_vote(state, nominee))
        finished = over()  # answers the Martyr first: only then is the sentence carried out
        if state.executions_today > before and state.players[nominee].role == "prince":
            # "they reveal their role and survive" (Role Cards — Prince): known to all.
            village.revealed.add(nominee)
        if finished:
            return True
        if state.executions_today == before:
            return False  # the vote failed: the day ends
    return False


_NOMINATIONS: Final[dict[int, Nominate]] = {}


def _nomination(nominee: int) -> Nominate:
    """The village's nomination of `nominee`: one frozen event per seat, made once."""
    found = _NOMINATIONS.get(nominee)
    if found is None:
        found = _NOMINATIONS[nominee] = Nominate(nominee=nominee)
    return found


def _prompts(table: EngineTable | GameTable, village: Village, rng: random.Random) -> None:
    """Answer what the engine waits for before the day goes on, oldest rule first: a dead
    Hunter shoots a suspect (Ultimate, Role Cards — Hunter; Werwölfe, Hunter); the dead
    Werwölfe Mayor passes the card; the Martyr is asked and declines (Role Cards — Martyr).
    Asked after every dawn, execution and shot, so the state's fields are read directly."""
    state = table.state
    while state.phase != "ended":
        if state.pending_shots:
            table.record(HunterShot(target=hunter_target(state, village, rng)))
        elif state.mayor_pending and state.phase == "day":
            table.record(MayorElected(target=mayor_heir(state, village, rng)))
        elif state.today.sentenced is not None:
            table.record(MARTYR_DECLINES)
        else:
            return


def day_ended(state: GameState) -> bool:
    """The Prince or the Charm ended the day at once."""
    return state.today.ended
