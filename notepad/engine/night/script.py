"""The night script: whom to call on night N, in order, with the words to read and what to
record. Built from each role's wake pattern and call-order place in the catalogue, plus the
few conditions no data shape fits (the role cards' in engine/night/cards/calls.py, the
Minion's in engine/night/minion.py, the calls' order below; each cites its rulebook section)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from notepad.catalog.models import Action, Role, Wakes
from notepad.engine.night import kept_script as kept_scripts
from notepad.engine.night import minion as minions
from notepad.engine.night import plan as night_plan
from notepad.engine.night import planned_call as planned_calls
from notepad.engine.night.cards import calls as cards
from notepad.engine.rule_book import rule_on
from notepad.engine.state import GameState
from notepad.language import gettext

if TYPE_CHECKING:
    from notepad.engine.night.plan import _Plan

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
        # Written out so that mypyc compiles it (engine/players.py, the module's docstring); a
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


def night_script(state: GameState, night: int) -> list[Call]:
    """The calls of night `night`, in order; roles not in play or (with reveals) dead are left
    out. Without a full role reveal, dead roles are still called "exactly as if they were still
    alive" (Ultimate, Rule Variants — Role Reveal)."""
    kept = kept_scripts.kept(state, night)
    if kept is not None:
        return list(kept)
    calls = build_night_script(state, night)
    if night == state.number:
        state.script = (state.events, night, list(calls), False)
    return calls


def build_night_script(state: GameState, night: int) -> list[Call]:
    """`night_script` built afresh, never from the kept copy (what does not change from night
    to night comes from the game's `_Plan`, and the calls from what they keep:
    night/planned_call.py, night/kept_script.py)."""
    plan = night_plan.plan_of(state)
    reveal_all = plan.reveal == "reveal-full"
    found = plan.groups(state, night)  # in call order
    calls = kept_scripts.tonights_calls(state, plan, found, night, reveal_all)
    return added_calls(state, kept_scripts.in_order(plan, calls), night)


def added_calls(state: GameState, calls: list[Call], night: int) -> list[Call]:
    """The calls no card's moon gives, put in their place: the Martyr's at night (variant) and
    the Minion's on the first night."""
    return _minion_after_packs(state, _martyr_after_wolves(state, calls), night)


def call_for(state: GameState, role_id: str, night: int | None = None) -> Call | None:
    """The call of `role_id` on night `night` (tonight by default), exactly as `night_script`
    has it, or None if it is not called. Built alone: the validator asks for one call on every
    night action, and building the whole script for it cost most of a simulated game
    (docs/design.md, Budget). tests/engine/test_derived.py holds it equal to the script."""
    night = state.number if night is None else night
    kept = kept_scripts.kept(state, night, role_id)
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
    call = planned_calls.finish_call(state, plan, planned, night, reveal_all)
    return None if call is None else (planned.order, call)


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
                say=gettext("Martyr, wake up. Do you take the Werewolves' victim's place?"),
                end=gettext("Martyr, close your eyes."), record=("martyr",),
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
                end=gettext("Minion, close your eyes."), record=("know",), seats=living or seats,
                dead=bool(seats) and not living, note=minions.minion_note(state, found))
    pack_of = plan.pack_of
    packs = [i for i, c in enumerate(calls) if pack_of[c.role]]
    at = packs[-1] + 1 if packs else 0
    return calls[:at] + [call] + calls[at:]


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

