"""The night script: whom to call on night N, in order, with the words to read and what to
record. Built from each role's wake pattern and call-order place in the catalogue, plus the
few conditions no data shape fits (coded below, each citing its rulebook section)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from notepad.catalog.models import Action, Role, Wakes
from notepad.engine.night import plan as night_plan
from notepad.engine.state import GameState, rule_on

if TYPE_CHECKING:
    from notepad.engine.night.plan import _Plan, _Planned

# The Ghost dies on the first night and is still called every night to write a letter
# (Ultimate, Role Cards — Ghost).
CALLED_WHEN_DEAD = frozenset({"ghost"})


@dataclass(slots=True, frozen=True)
class Call:
    role: str  # the role id events of this call carry ("werewolf" for the whole pack)
    roles: tuple[str, ...]  # every role that wakes in this call
    name: str
    say: str
    end: str
    record: tuple[str, ...]  # what the moderator records: "kill", "check", "potions", …
    seats: tuple[int, ...]  # the players who wake
    dead: bool = False  # every holder is dead, but the call is made so nobody learns it
    note: str = ""


def _died_before_night(state: GameState, seat: int, night: int) -> int | None:
    """The night after the death of the player in `seat` (their first night as dead)."""
    died = state.players[seat].died
    if died is None:
        return None
    return int(died.when.split()[1]) + 1


def _apprentice_active(state: GameState, night: int) -> bool:
    # The Apprentice takes over once the Seer or Seeress is killed (Ultimate, Role Cards —
    # Apprentice Seer): active when no living player holds a seer card any more. Village of
    # Tranquility: "The Apprentice Seer counts as a full Seer, but doesn't check anyone on
    # the first night" (Scenarios).
    if rule_on(state, "apprentice-seer-is-seer"):
        return night >= 2
    # "if either is killed": one dead Seer card is enough, even if a Doppelganger now holds
    # the Seer's role too.
    plan, alive = night_plan.plan_of(state), state.alive
    for card in plan.seer_cards:
        for seat in plan.dealt_seats(state, card):
            if seat not in alive:
                return True
    return False


def _cursed_active(state: GameState, night: int) -> bool:
    # Called every night once the Werewolves have attacked them (Role Cards — Cursed).
    players = state.players
    return any(players[s].bitten for s in state.by_role.get("cursed", ()))


def _doppelganger_active(state: GameState, night: int) -> bool:
    # Tapped on the night after the chosen player dies (Role Cards — Doppelganger).
    chosen = state.targeted.get("doppelganger", [])
    return any(_died_before_night(state, seat, night) == night for seat in chosen[:1])


ACTIVATION: dict[str, Callable[[GameState, int], bool]] = {
    "apprentice_seer": _apprentice_active,
    "cursed": _cursed_active,
    "doppelganger": _doppelganger_active,
}


def wakes_on(state: GameState, role: Role, night: int) -> bool:
    wakes = role.wakes
    if wakes is Wakes.EVERY_NIGHT:
        return True
    if wakes is Wakes.FIRST_NIGHT:
        return night == 1
    if wakes is Wakes.ONCE_ACTIVE:
        return ACTIVATION.get(role.id, lambda s, n: True)(state, night)
    if wakes is Wakes.FIRST_NIGHT_AND_ONCE_ACTIVE:
        return night == 1 or ACTIVATION.get(role.id, lambda s, n: False)(state, night)
    if wakes is Wakes.FROM_NIGHT and role.from_night is not None:
        # The Drunk is woken once, on night 3, to learn the real role (Role Cards — Drunk).
        if role.ability.action is Action.LEARN_ROLE:
            return night == role.from_night
        return night >= role.from_night
    return False


def roles_in_play(state: GameState) -> set[str]:
    if state.dealt:
        # The card dealt still counts: the Doppelganger is tapped and the Drunk woken after
        # their role has changed (Role Cards — Doppelganger, Drunk).
        # Every role held (the role index, State.reindex, which every change of role runs)
        # and every card dealt.
        in_play = state.by_role.keys() | state.dealt_roles
    else:
        in_play = {r for r, n in state.setup.roles.items() if n > 0}
    # The maybe cards of the count variants are called whether they were dealt or discarded,
    # so the calls tell nobody which (Rule Variants — Role/Werewolf Count Variants); in the
    # joke variant the moderator calls the Werewolves and the Seer and plays them (Joke
    # Variants — No Seer and No Werewolves).
    in_play |= always_called(state)
    if state.setup.charm and not state.charm_destroyed:
        in_play.add("charm")
    if "cupid" in in_play and "lovers" in state.roles:
        in_play.add("lovers")  # card-less: Cupid's pair is called to meet (Role Cards — Lovers)
    return in_play & state.roles.keys()


JOKE_CALLS = ("werewolf", "seer")


def always_called(state: GameState) -> set[str]:
    """Roles called every night they wake even when nobody holds them: the maybe cards of the
    count variants, and the Werewolves and the Seer in the joke variant."""
    called = set(state.setup.maybe)
    if rule_on(state, "no-seer-no-werewolves"):
        called.update(JOKE_CALLS)
    return called


def _order(role: Role, night: int) -> float:
    if night > 1 and role.call_order_later is not None:
        return role.call_order_later
    return role.call_order if role.call_order is not None else 500.0


def _records(state: GameState, lead: Role, night: int) -> tuple[str, ...]:
    action = lead.ability.action
    if lead.id == "werewolf_witch":
        # Village of Visions: "the Seer doesn't check a player on the first night — instead,
        # the Werewolf-Witch does"; a Werewolf with a Witch's abilities (Scenarios).
        return ("check",) if night == 1 else ("kill", "potions")
    if action is Action.KILL:
        first_night_kill = state.setup.edition == "werwoelfe" or night > 1
        # Ultimate: the Werewolves only meet on the first night and eat from the second on
        # (Ultimate, The First Night; Subsequent Nights). Werwölfe: they eat on night 1 too.
        record: tuple[str, ...] = ("kill",) if first_night_kill else ("know",)
        if night == 1 and "minion" in state.setup.roles and not state.roles["minion"].card:
            record += ("minion",)  # the pack chooses the Minion (Role Cards — Minion)
        return record
    if lead.id == "charm" and night == 1:
        return ("none",)  # the holder is shown their real role (Rule Variants — The Charm)
    return (action.value,)


# The First Night (Ultimate): "The Werewolves wake up and look around." — they only meet;
# the words that ask for a victim wait for the second night (Subsequent Nights).
FIRST_NIGHT_PACK = "The Werewolves wake up and look around."
FIRST_NIGHT_MINION = "Werewolves, point at the player who becomes your Minion."
FIRST_NIGHT_PACK_END = "The Werewolves fall asleep."


def _meeting(lead: Role, record: tuple[str, ...]) -> bool:
    """The Ultimate pack's first night: they only meet (and may choose the Minion)."""
    return record[:1] == ("know",) and lead.pack == "werewolves"


def _say(lead: Role, record: tuple[str, ...], night: int = 1) -> str:
    """The words that wake the call: the role's text for the first night, or for later nights
    where it has one (Role.call_text_later: the Charm holder passes the Charm, the Werewolves
    choose a victim)."""
    if _meeting(lead, record):
        return FIRST_NIGHT_PACK + (f" {FIRST_NIGHT_MINION}" if "minion" in record else "")
    if night > 1 and lead.call_text_later:
        return lead.call_text_later
    return lead.call_text or f"{lead.name}, wake up."


def _end(lead: Role, record: tuple[str, ...]) -> str:
    """The words that send the call back to sleep."""
    if _meeting(lead, record):
        return FIRST_NIGHT_PACK_END
    return lead.end_text or f"{lead.name}, close your eyes."


def _lead_of(state: GameState, role: Role) -> str:
    """The role whose call `role` wakes in (the Lone Wolf wakes with the Werewolves)."""
    lead = role.wakes_with
    return lead if lead is not None and lead in state.roles else role.id


# Events that change nothing a night script reads (who holds which role, who is alive, the
# lovers, the Charm, the Doppelganger's choice, tonight's victims for the Witch's note …):
# `apply` keeps tonight's built script across them (GameState.script), so the validator's
# call look-ups during a night need not rebuild it; after the pack's kill only the Witch's note
# is redone. A Doppelganger's action is never kept (its choice decides when it is tapped).
# tests/engine/test_derived.py holds the kept script equal to a fresh one after every event of
# scripted games.
SCRIPT_NEUTRAL = frozenset({
    "pass", "check", "protect", "bless", "silence", "banish", "recruit", "trouble", "letter",
    "minion_chosen", "potions",
})


def keep_script(state: GameState, event_type: str, role: str | None, before: int) -> None:
    """After `apply` moved `state.events` on from `before`: carry tonight's script along if
    the event cannot have changed it."""
    script = state.script
    if script is None or script[0] != before or role in ("doppelganger", "charm"):
        return  # the Doppelganger's choice and the Charm's pass can change later calls
    if event_type in SCRIPT_NEUTRAL:
        state.script = (state.events, script[1], script[2], script[3])
    elif event_type == "pack_kill" and script[1] == state.number:
        # The pack's victims change only the note that shows them to the Witch (`_note`):
        # redone when the script or the Witch's call is next asked for (`_kept`, `call_for`).
        state.script = (state.events, script[1], script[2], True)


def _renoted(state: GameState, plan: _Plan, call: Call, night: int) -> Call:
    note = _note(state, state.roles[call.role], night)
    if note == call.note:
        return call
    key = (call, note)
    found = plan.noted.get(key)
    if found is None:
        found = plan.noted[key] = Call(  # dataclasses.replace, spelt out (twice a night)
            role=call.role, roles=call.roles, name=call.name, say=call.say, end=call.end,
            record=call.record, seats=call.seats, dead=call.dead, note=note)
    return found


def _kept(state: GameState, night: int, role_id: str | None = None) -> list[Call] | None:
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


def night_script(state: GameState, night: int) -> list[Call]:
    """The calls of night `night`, in order; roles not in play or (with reveals) dead are left
    out. Without a full role reveal, dead roles are still called "exactly as if they were still
    alive" (Ultimate, Rule Variants — Role Reveal)."""
    kept = _kept(state, night)
    if kept is not None:
        return list(kept)
    calls = build_night_script(state, night)
    if night == state.number:
        state.script = (state.events, night, list(calls), False)
    return calls


def build_night_script(state: GameState, night: int) -> list[Call]:
    """`night_script` built afresh, never from the kept copy (what does not change from night
    to night comes from the game's `_Plan`)."""
    plan = night_plan.plan_of(state)
    reveal_all = state.setup.reveal == "reveal-full"
    ordered = []
    for planned in plan.groups(state, night):  # in call order
        call = _finish_call(state, plan, planned, night, reveal_all)
        if call is not None:
            ordered.append(call)
    return _martyr_after_wolves(state, _witch_after_wolves(ordered))


def call_for(state: GameState, role_id: str, night: int | None = None) -> Call | None:
    """The call of `role_id` on night `night` (tonight by default), exactly as `night_script`
    has it, or None if it is not called. Built alone: the validator asks for one call on every
    night action, and building the whole script for it cost most of a simulated game
    (DESIGN.md, Budget). tests/engine/test_derived.py holds it equal to the script."""
    night = state.number if night is None else night
    kept = _kept(state, night, role_id)
    if kept is not None:
        for call in kept:
            if call.role == role_id:
                return call
        return None
    if role_id == "martyr" and rule_on(state, "martyr-night"):
        # The night Martyr's call is placed by the whole script (after the pack's).
        return next((c for c in night_script(state, night) if c.role == role_id), None)
    in_play = roles_in_play(state)
    roles = state.roles
    if role_id not in roles:
        return None
    plan = night_plan.plan_of(state)
    lead_of = plan.lead
    members = [rid for rid in in_play  # the roles whose call `role_id` leads, awake tonight
               if lead_of[rid] == role_id and wakes_on(state, roles[rid], night)]
    if not members:
        return None
    made = _make_call(state, role_id, members, night, in_play,
                      state.setup.reveal == "reveal-full", plan)
    return None if made is None else made[1]


def _make_call(
    state: GameState, lead_id: str, members: list[str], night: int,
    in_play: set[str] | frozenset[str], reveal_all: bool, plan: _Plan | None = None,
) -> tuple[float, Call] | None:
    """The call led by `lead_id` (with the roles `members` awake in it) with its place in the
    order, or None if it is left out."""
    plan = plan if plan is not None else night_plan.plan_of(state)
    planned = plan.call_plan(state, lead_id, members, night, in_play)
    call = _finish_call(state, plan, planned, night, reveal_all)
    return None if call is None else (planned.order, call)


def _finish_call(
    state: GameState, plan: _Plan, planned: _Planned, night: int, reveal_all: bool
) -> Call | None:
    """The planned call with tonight's seats and note, or None if it is left out."""
    if not planned.indexed:
        seats = _seats(state, planned.leader, planned.roles, plan)
    elif planned.index is state.by_role:
        seats = planned.seats
    else:
        seats = planned.seats = _seats(state, planned.leader, planned.roles, plan)
        planned.index = state.by_role
    alive = state.alive
    living = tuple([s for s in seats if s in alive])
    dead = state.dealt and not living and planned.lead not in CALLED_WHEN_DEAD
    unheld = not seats and planned.lead in plan.always  # called all the same
    if dead and (reveal_all and cards_shown(state, seats) or not seats) and not unheld:
        return None
    if planned.skippable and _skipped(state, planned.leader, night, reveal_all):
        return None
    note = planned.note
    if note is None:
        note = _note(state, planned.leader, night)
    shown = living or seats
    call = planned.call
    if call is not None and call.seats == shown and call.dead == dead and call.note == note:
        return call
    call_key = (planned.key, shown, dead, note)
    call = plan.calls.get(call_key)
    if call is None:
        call = plan.calls[call_key] = Call(
            role=planned.lead, roles=planned.roles, name=planned.leader.name, say=planned.say,
            end=planned.end, record=planned.record, seats=shown, dead=dead, note=note)
    planned.call = call
    return call


def cards_shown(state: GameState, seats: tuple[int, ...]) -> bool:
    """Whether the table was shown every one of these dead players' cards: a player who left
    for another village shows none (engine/apply.py, `death` of kind `left`), and "You may skip
    calling a role at night only when it's obvious to everyone who has died" (Rule Variants —
    Role Reveal)."""
    players = state.players
    return all((died := players[s].died) is None or died.revealed for s in seats)


def _skipped(state: GameState, lead: Role, night: int, reveal_all: bool) -> bool:
    """Calls the rules leave out tonight."""
    if lead.pack == "werewolves" and state.sick_night == night and reveal_all:
        # "If roles are revealed, the Werewolves simply don't wake up that night" (Role
        # Cards — Diseased).
        return True
    # Village of Visions: the Werewolf-Witch checks on the first night instead of the Seer.
    return (lead.is_seer and night == 1 and state.dealt
            and any(p.role == "werewolf_witch" for p in state.players.values()))


def _martyr_after_wolves(state: GameState, calls: list[Call]) -> list[Call]:
    """Martyr, alternate variant: "the Martyr wakes every night after the Werewolves choose
    their victim, and may take the victim's place" (Role Cards — Martyr)."""
    if not rule_on(state, "martyr-night") or night_kill_index(calls) < 0:
        return calls
    martyrs = tuple(p.seat for p in state.players.values() if p.role == "martyr")
    if not martyrs or "martyr" not in state.roles:
        return calls
    martyr = state.roles["martyr"]
    call = Call(role="martyr", roles=("martyr",), name=martyr.name,
                say="Martyr, wake up. Do you take the Werewolves' victim's place?",
                end="Martyr, close your eyes.", record=("martyr",),
                seats=tuple(s for s in martyrs if state.players[s].alive) or martyrs,
                dead=not any(state.players[s].alive for s in martyrs))
    at = night_kill_index(calls) + 1
    return calls[:at] + [call] + calls[at:]


def night_kill_index(calls: list[Call]) -> int:
    return next((i for i, c in enumerate(calls) if "kill" in c.record), -1)


# Calls whose seats `_seats` finds other than by the role index (and the cards dealt); the
# packs' calls too (the bitten Cursed).
SEATED_APART = frozenset({"charm", "lovers", "cult_leader"})


def _seats(
    state: GameState, lead: Role, member_ids: tuple[str, ...], plan: _Plan | None = None
) -> tuple[int, ...]:
    if lead.id == "charm":
        return (state.charm_holder,) if state.charm_holder else ()
    if lead.id == "lovers":
        return tuple(p.seat for p in state.players.values() if p.lover is not None)
    # Every player whose role is one of the call's (the role index, State.reindex), and the
    # Doppelganger and the Drunk by the card dealt.
    by_role = state.by_role
    if len(member_ids) == 1:
        found = set(by_role.get(member_ids[0], ()))
    else:
        found = set()
        for member in member_ids:
            found.update(by_role.get(member, ()))
    for card in ("doppelganger", "drunk"):
        if card in member_ids:
            planned = plan if plan is not None else night_plan.plan_of(state)
            found.update(planned.dealt_seats(state, card))
    seats = list(found)
    if lead.id == "cult_leader" and state.cult_successor is not None:
        seats.append(state.cult_successor)  # Role Cards — Cult Leader, alternate variant
    turned = state.turned  # the players bitten or turned Vampire (State.turned)
    if turned and lead.pack == "werewolves":  # the Cursed, once bitten, is one of the pack
        players = state.players
        seats += [s for s in set(turned) if players[s].bitten and s not in seats]
    elif turned and lead.pack == "vampires":
        # "after dying from a Vampire's bite the Cursed instead becomes a Vampire" (Ultimate,
        # Role Cards — Cursed): from then on they wake and hunt with the Vampires.
        players = state.players
        seats += [s for s in set(turned) if players[s].vampire and s not in seats]
    seats.sort()
    return tuple(seats)


def _note(state: GameState, lead: Role, night: int) -> str:
    if lead.ability.action is Action.POTIONS and night == state.number:
        # The Witch is shown the victim before deciding (Werwölfe, Witch; the Werwölfe Witch
        # "can also use the healing potion if she herself is the werewolves' victim").
        victims = [s for seats in state.tonight.kills.values() for s in seats]
        victims += [s for s, _ in state.stalwart]
        if victims:
            names = ", ".join(state.players[s].name for s in victims)
            return f"Show the {lead.name} tonight's victim: {names}."
    if lead.id == "charm":
        if night == 1:
            return "Hand the Charm holder the card for their real role (Rule Variants — The Charm)."
        return (
            "Tap the new holder. Pointing at a former holder or refusing destroys the Charm "
            "(Rule Variants — The Charm)."
        )
    if lead.id == "apprentice_seer":
        return "Tap the Apprentice Seer: they now check instead of the Seer."
    if lead.id == "doppelganger" and night > 1:
        return "Tap the Doppelganger: they take the role of the player they chose."
    return ""


def _witch_after_wolves(calls: list[Call]) -> list[Call]:
    """The Witch is shown the victim, so she is called after the wolves whatever the data
    says (Werwölfe, Witch; Ultimate, Night Call Order: "the Witch can't be called until the
    Werewolves have chosen a victim")."""
    kill_at = max((i for i, c in enumerate(calls) if "kill" in c.record), default=-1)
    if kill_at < 0:
        return calls
    early = [c for c in calls[:kill_at] if "potions" in c.record]
    if not early:
        return calls
    rest = [c for c in calls if c not in early]
    at = max(i for i, c in enumerate(rest) if "kill" in c.record) + 1
    return rest[:at] + early + rest[at:]

