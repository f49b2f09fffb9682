"""The night script: whom to call on night N, in order, with the words to read and what to
record. Built from each role's wake pattern and call-order place in the catalogue, plus the
few conditions no data shape fits (the role cards' in engine/night/card_calls.py, the
Minion's in engine/night/minion.py, the calls' order below; each cites its rulebook section)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from notepad.catalog.models import Action, Role, Wakes
from notepad.engine.night import card_calls as cards
from notepad.engine.night import minion as minions
from notepad.engine.night import plan as night_plan
from notepad.engine.state import GameState, rule_on

if TYPE_CHECKING:
    from notepad.engine.night.plan import _Plan, _Planned

@dataclass(slots=True, frozen=True, init=False)
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

    def __init__(self, role: str, roles: tuple[str, ...], name: str, say: str, end: str,
                 record: tuple[str, ...], seats: tuple[int, ...], dead: bool = False,
                 note: str = "") -> None:
        # Written out so that mypyc compiles it (engine/state.py, the module's docstring); a
        # frozen dataclass sets its fields through `object.__setattr__`, as here.
        object.__setattr__(self, "role", role)
        object.__setattr__(self, "roles", roles)
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "say", say)
        object.__setattr__(self, "end", end)
        object.__setattr__(self, "record", record)
        object.__setattr__(self, "seats", seats)
        object.__setattr__(self, "dead", dead)
        object.__setattr__(self, "note", note)

    def __reduce__(self) -> tuple[type[Call], tuple[Any, ...]]:
        # A copy or pickle makes it through `__init__`: mypyc's `__new__` runs it.
        return type(self), (self.role, self.roles, self.name, self.say, self.end, self.record,
                            self.seats, self.dead, self.note)


# The enum members `wakes_on` compares with, read once: reading a member from its enum class
# costs about fifteen times an attribute read, and the night script asks for every role that
# wakes "once active" or "from night N" every night (issue 14). The same objects.
EVERY_NIGHT: Final = Wakes.EVERY_NIGHT
FIRST_NIGHT: Final = Wakes.FIRST_NIGHT
ONCE_ACTIVE: Final = Wakes.ONCE_ACTIVE
FIRST_NIGHT_AND_ONCE_ACTIVE: Final = Wakes.FIRST_NIGHT_AND_ONCE_ACTIVE
FROM_NIGHT: Final = Wakes.FROM_NIGHT
LEARN_ROLE: Final = Action.LEARN_ROLE


def wakes_on(state: GameState, role: Role, night: int) -> bool:
    wakes = role.wakes
    if wakes is EVERY_NIGHT:
        return True
    if wakes is FIRST_NIGHT:
        return night == 1
    if wakes is ONCE_ACTIVE:
        active = cards.ACTIVATION.get(role.id)
        return True if active is None else active(state, night)
    if wakes is FIRST_NIGHT_AND_ONCE_ACTIVE:
        if night == 1:
            return True
        active = cards.ACTIVATION.get(role.id)
        return False if active is None else active(state, night)
    if wakes is FROM_NIGHT and role.from_night is not None:
        # The Drunk is woken once to learn the real role (Role Cards — Drunk).
        if role.ability.action is LEARN_ROLE:
            return night == cards.drunk_night(state, role)
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
    if (state.setup.charm or state.charm_holder is not None) and not state.charm_destroyed:
        in_play.add("charm")  # a Charm may arrive from another village (engine/moves.py)
    setup = state.setup
    if "lovers" in state.roles and ("cupid" in in_play or (
            setup.roles.get("cupid") and rule_on(state, "lovers-by-moderator"))):
        # Card-less: Cupid's pair (or the moderator's) is called to meet (Role Cards — Lovers;
        # Cupid, alternate variant 2).
        in_play.add("lovers")
    if setup.roles.get("ghost") and rule_on(state, "ghost-first-dead"):
        in_play.add("ghost")  # the first player to die is the Ghost (Role Cards — Ghost)
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
    found = cards.records(state, lead, night)
    return found if found is not None else (lead.ability.action.value,)


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
        # redone when the script or the Witch's call is next asked for (`_kept`, `call_for`).
        state.script = (state.events, script[1], script[2], True)


def _renoted(state: GameState, plan: _Plan, call: Call, night: int) -> Call:
    note = cards.call_note(state, state.roles[call.role], night)
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
    reveal_all = plan.reveal == "reveal-full"
    found = plan.groups(state, night)  # in call order
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
            call = made[i] = _finish_call(state, plan, planned, night, reveal_all)
            livings[i] = planned.living
            if call is not None:
                ordered.append(call)
    else:
        made, livings = [], []
        for planned in found:
            call = _finish_call(state, plan, planned, night, reveal_all)
            made.append(call)
            livings.append(planned.living)
            if call is not None:
                ordered.append(call)
        plan.steady = night_plan._Steady(found, by_role, dealt_roles, turned, successor, alive,
                                         state.dealt, reveal_all, made, livings,
                                         sick or victims)
    return added_calls(state, _in_order(plan, ordered), night)


def _in_order(plan: _Plan, calls: list[Call]) -> list[Call]:
    """`_witch_after_wolves(calls)`, a new list; kept by the plan while the calls are the
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
    found = _witch_after_wolves(calls)
    plan.ordered = (calls, found)
    return list(found)


def added_calls(state: GameState, calls: list[Call], night: int) -> list[Call]:
    """The calls no card's moon gives, put in their place: the Martyr's at night (variant) and
    the Minion's on the first night."""
    return _minion_after_packs(state, _martyr_after_wolves(state, calls), night)


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
    if role_id in ("martyr", "minion"):
        # The night Martyr's and the Minion's calls are placed by the whole script (after the
        # pack's).
        return next((c for c in night_script(state, night) if c.role == role_id), None)
    roles = state.roles
    if role_id not in roles:
        return None
    plan = night_plan.plan_of(state)
    in_play = plan.in_play(state)  # `roles_in_play`, kept by the plan
    led = plan.led(in_play).get(role_id)  # the roles in play whose call `role_id` leads
    if led is None:
        return None
    members = [rid for rid in led if plan.wakes(state, rid, night)]  # awake tonight
    if not members:
        return None
    made = _make_call(state, role_id, members, night, in_play, plan.reveal == "reveal-full",
                      plan)
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
    """The planned call with tonight's seats and note, or None if it is left out. What it
    worked out last time is kept while what that read is the same (`_Planned`: the seats,
    the living, the Cursed's sign, the Call built); tests/engine/test_derived.py holds every
    call equal to one built afresh after every event of scripted and simulated games."""
    seats = _planned_seats(state, plan, planned, night)
    alive = state.alive
    if planned.seen_seats is not seats or planned.seen_alive is not alive \
            or planned.seen_dealt != state.dealt or planned.seen_reveal != reveal_all:
        _settle(state, plan, planned, seats, night, reveal_all)
    elif planned.seen_count != len(alive):
        # The same dict with fewer players: the same living seats if none of them died.
        for seat in planned.living:
            if seat not in alive:
                _settle(state, plan, planned, seats, night, reveal_all)
                break
        else:
            planned.seen_count = len(alive)
    if planned.dropped:
        return None
    if planned.skippable and _skipped(state, plan, planned, night, reveal_all):
        return None
    note = planned.note
    if note is None:
        note = _note(state, plan, planned, night)
    record = planned.record
    copied = planned.copied
    if copied:  # the Doppelganger's copied ability (cards.copied_records)
        record = cards.copied_records(state, night)
    call = planned.call
    if planned.made and call is not None and call.note == note and call.record == record:
        return call
    shown, dead = planned.shown, planned.dead
    call_key: tuple[object, ...] = (planned.key, shown, dead, note)
    if copied:
        call_key += (record,)
    call = plan.calls.get(call_key)
    if call is None:
        call = plan.calls[call_key] = Call(
            role=planned.lead, roles=planned.roles, name=planned.leader.name, say=planned.say,
            end=planned.end, record=record, seats=shown, dead=dead, note=note)
    planned.call = call
    planned.made = True
    return call


def _planned_seats(state: GameState, plan: _Plan, planned: _Planned,
                   night: int) -> tuple[int, ...]:
    """The call's seats tonight: kept by the plan where they come from the role index, the
    cards dealt, the players turned and the Cult Leader's successor alone (`_Planned`); the
    same tuple as last time when they are the same seats."""
    if planned.pack:
        turned = len(state.turned)
        if planned.index is state.by_role and planned.dealt is state.dealt_roles \
                and planned.turned == turned:
            return planned.seats
        planned.index, planned.dealt, planned.turned = state.by_role, state.dealt_roles, turned
    elif not planned.indexed:
        if planned.lead == "cult_leader":
            if planned.index is state.by_role and planned.dealt is state.dealt_roles \
                    and planned.successor == state.cult_successor:
                return planned.seats  # the same holders, cards and successor as last night
            planned.index, planned.dealt = state.by_role, state.dealt_roles
            planned.successor = state.cult_successor
    elif planned.index is state.by_role:
        return planned.seats
    else:
        planned.index = state.by_role
    seats = _seats(state, plan, planned, night)
    if seats != planned.seats:
        planned.seats = seats
    return planned.seats


def _settle(state: GameState, plan: _Plan, planned: _Planned, seats: tuple[int, ...],
            night: int, reveal_all: bool) -> None:
    """Who of the call's seats is alive, and whether the call is made dead or left out, kept
    on the planned call with what they were read from."""
    alive = state.alive
    living = tuple([s for s in seats if s in alive])
    dead = state.dealt and not living and (planned.lead not in cards.CALLED_WHEN_DEAD
                                           or not seats)
    unheld = not seats and planned.lead in plan.always  # called all the same
    dropped = False
    if dead and not seats and planned.record == ("choose_lovers",) and night == 1:
        dead = False  # the moderator chooses the Lovers (Role Cards — Cupid, variant 2)
    elif dead and (reveal_all and cards_shown(state, seats) or not seats) and not unheld:
        dropped = True
    shown = living or seats
    planned.seen_seats, planned.seen_alive, planned.seen_count = seats, alive, len(alive)
    planned.seen_dealt, planned.seen_reveal = state.dealt, reveal_all
    planned.living, planned.shown, planned.dead, planned.dropped = living, shown, dead, dropped
    call = planned.call
    planned.made = call is not None and call.seats == shown and call.dead == dead


def _skipped(state: GameState, plan: _Plan, planned: _Planned, night: int,
             reveal_all: bool) -> bool:
    """`cards.skipped` for the planned call, with the dead Seer card the Apprentice Seer
    takes over kept by the plan (`_Plan.replaced_seer`)."""
    if planned.wolves and state.sick_night == night and reveal_all:
        return True
    if not planned.seer or not state.dealt:
        return False
    if night == 1 and state.by_role.get("werewolf_witch"):
        return True  # a player holds it (the role index, which every change of role rebuilds)
    return plan.replaced_seer(state) == planned.lead


def _note(state: GameState, plan: _Plan, planned: _Planned, night: int) -> str:
    """`cards.call_note` for a call whose note is not kept whole by the plan."""
    if planned.potions:
        shown = cards.victims_note(state, planned.leader, night)
        if shown is not None:
            return shown
    other = planned.other
    if other is not None:
        return other
    if planned.lead == "apprentice_seer":  # with the plan's answer (`_Plan.took_over`)
        return cards.apprentice_note(state, night, plan.took_over(state))
    if planned.cursed:
        index, turned = state.by_role, len(state.turned)
        if planned.sign_index is not index or planned.sign_turned != turned:
            planned.sign = cards.other_note(state, planned.leader, night)
            planned.sign_index, planned.sign_turned = index, turned
        return planned.sign
    return cards.other_note(state, planned.leader, night)


def cards_shown(state: GameState, seats: tuple[int, ...]) -> bool:
    """Whether the table was shown every one of these dead players' cards: a player who left
    for another village shows none (engine/apply.py, `death` of kind `left`), and "You may skip
    calling a role at night only when it's obvious to everyone who has died" (Rule Variants —
    Role Reveal)."""
    players = state.players
    return all((died := players[s].died) is None or died.revealed for s in seats)


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


def _minion_after_packs(state: GameState, calls: list[Call], night: int) -> list[Call]:
    """On the first night the Minion is shown its pack, right after the packs' calls: the
    chosen Minion "knows who the Werewolves are, but doesn't wake up with them at night"; the
    Minion card (variant) reveals "the Minion to the Werewolves and vice versa" (Role Cards —
    Minion)."""
    setup = state.setup
    if night != 1 or not setup.roles.get("minion") or setup.edition != "ultimate" \
            or "minion" not in state.roles:
        return calls
    plan = night_plan.plan_of(state)
    found = minions.minion_seats(state)
    seats = tuple(found)
    living = tuple(s for s in seats if s in state.alive)
    card = state.roles["minion"]
    say = minions.minion_say(state, found, plan.minions(state))
    call = Call(role="minion", roles=("minion",), name=card.name, say=say,
                end="Minion, close your eyes.", record=("know",), seats=living or seats,
                dead=bool(seats) and not living, note=minions.minion_note(state, found))
    pack_of = plan.pack_of
    packs = [i for i, c in enumerate(calls) if pack_of[c.role]]
    at = packs[-1] + 1 if packs else 0
    return calls[:at] + [call] + calls[at:]


def _seats(state: GameState, plan: _Plan, planned: _Planned, night: int) -> tuple[int, ...]:
    """The seats the planned call wakes tonight, from the role index, the cards dealt and
    what the plan worked out from the setup (`_Planned`: `apart`, `by_cards`, `drop_copied`,
    `hunts`)."""
    if planned.apart:
        apart = cards.seats_apart(state, planned.leader, night)
        if apart is not None:
            return apart
    # Every player whose role is one of the call's (the role index, State.reindex), and the
    # Doppelganger, the Drunk and Cupid (who takes the leftover card: Role Cards — Cupid,
    # alternate variant 1) by the card dealt.
    by_role = state.by_role
    member_ids = planned.roles
    if planned.simple and len(member_ids) == 1:
        # The role index holds each player once (State.reindex): no repeats to drop.
        return tuple(sorted(by_role.get(member_ids[0], ())))
    if len(member_ids) == 1:
        found = set(by_role.get(member_ids[0], ()))
    else:
        found = set()
        for member in member_ids:
            found.update(by_role.get(member, ()))
    for card in planned.by_cards:
        found.update(plan.dealt_seats(state, card))
    if planned.drop_copied:
        # The copy uses its ability in the Doppelganger's own call (Role Cards —
        # Doppelganger, alternate variant).
        found.difference_update(plan.dealt_seats(state, "doppelganger"))
    seats = list(found)
    if planned.lead == "cult_leader" and state.cult_successor is not None:
        seats.append(state.cult_successor)  # Role Cards — Cult Leader, alternate variant
    turned = state.turned  # the players bitten or turned Vampire (State.turned)
    if turned and planned.hunts == "werewolves":  # the Cursed, once bitten, is one of the pack
        players = state.players
        seats += [s for s in set(turned) if players[s].bitten and s not in seats]
    elif turned and planned.hunts == "vampires":
        # "after dying from a Vampire's bite the Cursed instead becomes a Vampire" (Ultimate,
        # Role Cards — Cursed): from then on they wake and hunt with the Vampires.
        players = state.players
        seats += [s for s in set(turned) if players[s].vampire and s not in seats]
    seats.sort()
    return tuple(seats)


def _witch_after_wolves(calls: list[Call]) -> list[Call]:
    """The Witch is shown the victim, so she is called after the wolves whatever the data
    says (Werwölfe, Witch; Ultimate, Night Call Order: "the Witch can't be called until the
    Werewolves have chosen a victim")."""
    kill_at = -1
    for i, call in enumerate(calls):
        if "kill" in call.record:
            kill_at = i
    if kill_at < 0:
        return calls
    early = [c for c in calls[:kill_at] if "potions" in c.record]
    if not early:
        return calls
    rest = [c for c in calls if c not in early]
    at = max(i for i, c in enumerate(rest) if "kill" in c.record) + 1
    return rest[:at] + early + rest[at:]

