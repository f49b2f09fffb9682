"""What the night script keeps from one build to the next, and when it is renewed:

- tonight's script (GameState.script) is kept across the events that cannot change it
  (`SCRIPT_NEUTRAL`, `keep_script`); any other event, or another night, leaves it stale, and
  it is built again when next asked for; after the pack's kill only the Witch's note is redone;
- each steady call (`_Planned.steady`) as the last script made it (`_Planned.kept_call`): reused
  whole while the role index, the cards dealt, the players turned, the Cult Leader's
  successor, the living dict, the deal and the reveal variant are the same (`_Steady`,
  `_Plan.steady`) and none of the players it watches died (`_Planned.kept_watch`), whichever
  other calls wake tonight; the other calls are made again (`planned_call.finish_call`);
- the calls last put in order with the order made of them (`_Plan.ordered`): reused while the
  calls are the same objects.
tests/engine/test_derived.py holds every kept script equal to one built afresh after every
event of scripted and simulated games."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from notepad.engine.rule_book import rule_on
from notepad.engine.state import GameState

if TYPE_CHECKING:
    from notepad.engine.night.plan import _Plan
    from notepad.engine.night.planned_call import _Planned
    from notepad.engine.night.script import Call


# Events that change nothing a night script reads (who holds which role, who is alive, the
# lovers, the Charm, the Doppelganger's choice, tonight's victims for the Witch's note …):
# `apply` keeps tonight's built script across them (GameState.script), so the validator's
# call look-ups during a night need not rebuild it; after the pack's kill only the Witch's note
# is redone. A Doppelganger's action is never kept (its choice decides when it is tapped).
# tests/engine/test_derived.py holds the kept script equal to a fresh one after every event of
# scripted games.
# The Minion's choice is not one of them: it decides whom the Minion's call wakes. Nor is the
# Old Hag's banishment in the variant where the banished player chooses next.
SCRIPT_NEUTRAL: Final = frozenset({  # Final: a C static, compiled (issue 14)
    "pass", "check", "bless", "silence", "recruit", "trouble", "letter", "potions",
})


def keep_script(state: GameState, event_type: str, role: str | None, before: int) -> None:
    """After `apply` moved `state.events` on from `before`: carry tonight's script along if
    the event cannot have changed it."""
    script = state.script
    if script is None or script[0] != before or role in ("doppelganger", "charm"):
        return  # the Doppelganger's choice and the Charm's pass can change later calls
    if event_type in SCRIPT_NEUTRAL or (event_type == "banish" and not rule_on(
            state, "old-hag-returning-chooses")):
        state.script = (state.events, script[1], script[2], script[3])
    elif event_type in ("pack_kill", "protect") and script[1] == state.number:
        # The pack's victims change only the note that shows them to the Witch (`_note`) and
        # the Cursed's sign (attacked or guarded tonight: cards.cursed_attack): redone when
        # the script or either call is next asked for (`kept`, `call_for`).
        state.script = (state.events, script[1], script[2], True)


def _renoted(state: GameState, plan: _Plan, call: Call, night: int) -> Call:
    note = cards.call_note(state, state.roles[call.role], night)
    if note == call.note:
        return call
    key = (call, note)
    found = plan.noted.get(key)
    if found is None:
        found = plan.noted[key] = ns.Call(  # dataclasses.replace, spelt out (twice a night)
            role=call.role, roles=call.roles, name=call.name, say=call.say, end=call.end,
            record=call.record, seats=call.seats, dead=call.dead, note=note)
    return found


def kept(state: GameState, night: int, role_id: str | None = None) -> list[Call] | None:
    """Tonight's kept script, or None. With the Witch's note still to redo (`keep_script`), it
    is redone unless only `role_id`'s call is wanted and that is not the Witch's."""
    script = state.script
    if script is None or script[0] != state.events or script[1] != night:
        return None
    if script[3] and (role_id is None or role_id == "cursed"
                      or role_id in night_plan.plan_of(state).potions):
        return _renote(state, script)
    return script[2]


def _renote(state: GameState, script: tuple[int, int, list[Any], bool]) -> list[Call]:
    """The kept script with the Witch's note showing tonight's victims again."""
    plan = night_plan.plan_of(state)
    # The Cursed's sign too: attacked tonight, they are told at their call (cards.cursed_attack).
    calls = [_renoted(state, plan, c, script[1])
             if c.role in plan.potions or c.role == "cursed" else c for c in script[2]]
    state.script = (script[0], script[1], calls, False)
    return calls



class _Steady:
    """What the steady calls of a script (`_Planned.steady`) were made from: the role index,
    the cards dealt, the players turned, the Cult Leader's successor, the living, the deal, the
    reveal variant. A new one is made when any of them changes; each call keeps the one it was
    made with (`_Planned.kept_from`)."""

    __slots__ = ("by_role", "dealt_roles", "turned", "successor", "alive", "dealt", "reveal")

    def __init__(self, by_role: dict[str, list[int]], dealt_roles: frozenset[str], turned: int,
                 successor: int | None, alive: dict[int, Any], dealt: bool,
                 reveal: bool) -> None:
        self.by_role = by_role
        self.dealt_roles = dealt_roles
        self.turned = turned
        self.successor = successor
        self.alive = alive
        self.dealt = dealt
        self.reveal = reveal


def tonights_calls(state: GameState, plan: _Plan, found: list[_Planned], night: int,
                   reveal_all: bool) -> list[Call]:
    """The calls `found` (`_Plan.groups`, in call order) make tonight, those left out left
    out: a steady call as it last made it, where what it was made from is the same (`_Steady`)
    and none of the players it watches has died since (the same living dict: the engine only
    ever takes players out of it); the others made again (`planned_call.finish_call`)."""
    by_role, dealt_roles, alive = state.by_role, state.dealt_roles, state.alive
    turned, successor, dealt = len(state.turned), state.cult_successor, state.dealt
    read = plan.steady
    if read is None or read.by_role is not by_role or read.dealt_roles is not dealt_roles \
            or read.turned != turned or read.successor != successor or read.alive is not alive \
            or read.dealt != dealt or read.reveal != reveal_all:
        read = plan.steady = _Steady(by_role, dealt_roles, turned, successor, alive, dealt,
                                     reveal_all)
    # Not on a night the Werewolves are left out (`cards.skipped`) or the Witch is shown
    # victims (`cards.victims_note`): every call is made again, and none kept.
    steady = not (reveal_all and state.sick_night == night) and not (
        night == state.number and (bool(state.stalwart) or _any_victim(state)))
    ordered: list[Call] = []
    for planned in found:
        if steady and planned.kept_from is read:
            for seat in planned.kept_watch:
                if seat not in alive:
                    break
            else:
                kept = planned.kept_call
                if kept is not None:
                    ordered.append(kept)
                continue
        call = planned_calls.finish_call(state, plan, planned, night, reveal_all)
        if steady and planned.steady:
            planned.kept_from, planned.kept_call = read, call
            planned.kept_watch = planned.living + _seer_holders(state, plan) if planned.seer \
                else planned.living
        if call is not None:
            ordered.append(call)
    return ordered


def _any_victim(state: GameState) -> bool:
    """Whether tonight's kills have a victim yet (none before the packs' calls)."""
    kills = state.tonight.kills
    if kills:
        for seats in kills.values():
            if seats:
                return True
    return False


def _seer_holders(state: GameState, plan: _Plan) -> tuple[int, ...]:
    """The living players dealt a Seer card but the Apprentice's, whose death can make the
    Apprentice Seer take over a Seer's call (`_Plan.replaced_seer`)."""
    alive = state.alive
    return tuple([seat for _card, seats in plan.seer_seats(state) for seat in seats
                  if seat in alive])


def in_order(plan: _Plan, calls: list[Call]) -> list[Call]:
    """`ns._witch_after_wolves(calls)`, a new list; kept by the plan while the calls are the
    same (most nights, the same objects)."""
    kept = plan.ordered
    if kept is not None and kept[0] == calls:  # compared by identity first, then as equal
        return list(kept[1])
    found = ns._witch_after_wolves(calls)
    plan.ordered = (calls, found)
    return list(found)


# script.py imports `keep_script` from here and this module uses script.py's rules: imported
# last, so that whichever of the two is imported first, the other finds what it takes from it
# defined (the rules are looked up when a script is built, not at import time).
from notepad.engine.night import plan as night_plan  # noqa: E402
from notepad.engine.night import planned_call as planned_calls  # noqa: E402
from notepad.engine.night import script as ns  # noqa: E402
from notepad.engine.night.cards import calls as cards  # noqa: E402
