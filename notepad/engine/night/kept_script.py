"""What the night script keeps from one build to the next, and when it is renewed:

- tonight's script (GameState.script) is kept across the events that cannot change it
  (`SCRIPT_NEUTRAL`, `keep_script`); any other event, or another night, leaves it stale, and
  it is built again when next asked for; after the pack's kill only the Witch's note is redone;
- last night's calls as planned, with what each made and who of its seats lived
  (`_Steady`, `_Plan.steady`): a steady call (`_Planned.steady`) is reused whole while the role
  index, the cards dealt, the players turned, the Cult Leader's successor, the living dict, the
  deal and the reveal variant are the same and none of its living players died; the others are
  made again (`planned_call.finish_call`);
- the calls last put in order with the order made of them (`_Plan.ordered`): reused while the
  calls are the same objects.
tests/engine/test_derived.py holds every kept script equal to one built afresh after every
event of scripted and simulated games."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from notepad.engine.state import GameState, rule_on

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
    "pass", "check", "protect", "bless", "silence", "recruit", "trouble", "letter", "potions",
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
    elif event_type == "pack_kill" and script[1] == state.number:
        # The pack's victims change only the note that shows them to the Witch (`_note`):
        # redone when the script or the Witch's call is next asked for (`kept`, `call_for`).
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
    if script[3] and (role_id is None or role_id in night_plan.plan_of(state).potions):
        return _renote(state, script)
    return script[2]


def _renote(state: GameState, script: tuple[int, int, list[Any], bool]) -> list[Call]:
    """The kept script with the Witch's note showing tonight's victims again."""
    plan = night_plan.plan_of(state)
    calls = [_renoted(state, plan, c, script[1]) if c.role in plan.potions else c
             for c in script[2]]
    state.script = (script[0], script[1], calls, False)
    return calls



class _Steady:
    """The last night script's calls as planned (`_Plan.groups`), what they read (the role
    index, the cards dealt, the players turned, the Cult Leader's successor, the living, the
    deal, the reveal variant; `unsteady`: the Werewolves were left out or the Witch shown
    victims), and what each made, with who of its seats lived (`tonights_calls`)."""

    __slots__ = ("found", "by_role", "dealt_roles", "turned", "successor", "alive", "dealt",
                 "reveal", "made", "livings", "unsteady")

    def __init__(self, found: list[_Planned], by_role: dict[str, list[int]],
                 dealt_roles: frozenset[str], turned: int, successor: int | None,
                 alive: dict[int, Any], dealt: bool, reveal: bool, made: list[Call | None],
                 livings: list[tuple[int, ...]], unsteady: bool) -> None:
        self.found = found
        self.by_role = by_role
        self.dealt_roles = dealt_roles
        self.turned = turned
        self.successor = successor
        self.alive = alive
        self.dealt = dealt
        self.reveal = reveal
        self.made = made
        self.livings = livings
        self.unsteady = unsteady


def tonights_calls(state: GameState, plan: _Plan, found: list[_Planned], night: int,
                   reveal_all: bool) -> list[Call]:
    """The calls `found` (`_Plan.groups`, in call order) make tonight, those left out left
    out: the steady ones as the last script made them where nothing they read has changed
    (`_Steady`), the others made again (`planned_call.finish_call`)."""
    by_role, dealt_roles, alive = state.by_role, state.dealt_roles, state.alive
    turned, successor = len(state.turned), state.cult_successor
    # The Werewolves are left out tonight (`cards.skipped`); the Witch is shown victims
    # (`cards.victims_note`).
    sick = reveal_all and state.sick_night == night
    victims = night == state.number and (bool(state.stalwart) or any(
        seats for seats in state.tonight.kills.values()))
    # A steady call (`_Planned.steady`) makes what it made in the last script of the same
    # calls while what it read is the same and none of the players it found alive has died
    # since (the same living dict: the engine only ever takes players out of it).
    last = plan.steady
    ordered: list[Call] = []
    if last is not None and last.found is found and last.by_role is by_role \
            and last.dealt_roles is dealt_roles and last.turned == turned \
            and last.successor == successor and last.alive is alive \
            and last.dealt == state.dealt and last.reveal == reveal_all \
            and not sick and not victims and not last.unsteady:
        made, livings = last.made, last.livings  # brought up to date in place
        for i, planned in enumerate(found):
            if planned.steady:
                for seat in livings[i]:
                    if seat not in alive:
                        break
                else:
                    kept = made[i]
                    if kept is not None:
                        ordered.append(kept)
                    continue
            call = made[i] = planned_calls.finish_call(state, plan, planned, night, reveal_all)
            livings[i] = planned.living
            if call is not None:
                ordered.append(call)
    else:
        made, livings = [], []
        for planned in found:
            call = planned_calls.finish_call(state, plan, planned, night, reveal_all)
            made.append(call)
            livings.append(planned.living)
            if call is not None:
                ordered.append(call)
        plan.steady = _Steady(found, by_role, dealt_roles, turned, successor, alive,
                              state.dealt, reveal_all, made, livings, sick or victims)
    return ordered


def in_order(plan: _Plan, calls: list[Call]) -> list[Call]:
    """`ns._witch_after_wolves(calls)`, a new list; kept by the plan while the calls are the
    same objects (most nights, most calls are)."""
    kept = plan.ordered
    if kept is not None:
        before = kept[0]
        if len(before) == len(calls):
            for i, call in enumerate(calls):
                if before[i] is not call:
                    break
            else:
                return list(kept[1])
    found = ns._witch_after_wolves(calls)
    plan.ordered = (calls, found)
    return list(found)


# script.py imports `keep_script` from here and this module uses script.py's rules: imported
# last, so that whichever of the two is imported first, the other finds what it takes from it
# defined (the rules are looked up when a script is built, not at import time).
from notepad.engine.night import card_calls as cards  # noqa: E402
from notepad.engine.night import plan as night_plan  # noqa: E402
from notepad.engine.night import planned_call as planned_calls  # noqa: E402
from notepad.engine.night import script as ns  # noqa: E402
