"""The night's rules for `check` (engine/validator.py): a night action is made at night, at a
call made tonight, records what that call records, by a player called, once a night, at living
players, and keeps its ability's rules (the uses per game, the self, the same player twice
running, once per player). The rules of particular cards besides are
engine/night/cards/checks.py's."""

from __future__ import annotations

from typing import Final

from notepad.catalog.spoken import spoken_name
from notepad.engine.day.checks import ULTIMATE, Violation, cite, dead_targets

# Each event class read from the module once, not the `events` module's attribute on every
# action (a module attribute costs a dictionary look-up and more, compiled: issue 14).
from notepad.engine.events import (
    Bless,
    CharmPassed,
    ChoosePlayers,
    Event,
    LoversChosen,
    MinionChosen,
    PackKill,
    Passed,
    Potions,
)
from notepad.engine.events.fields import targets_of
from notepad.engine.night.cards.calls import acting_role
from notepad.engine.night.cards.checks import (
    FIRST_NIGHT_CHOICE,
    check_charm,
    check_choice,
    check_hunt_time,
    check_minion,
    check_pack,
    check_potions,
    check_sees_dead,
    must_act,
    role_source,
)
from notepad.engine.night.script import JOKE_CALLS, Call, call_for
from notepad.engine.night.words import called_name
from notepad.engine.rule_book import Card, cards, rule_on
from notepad.engine.state import GameState
from notepad.language import gettext, ngettext

# Which kinds of record each event type is (night_script.Call.record).
RECORDS: dict[str, tuple[str, ...]] = {
    "pack_kill": ("kill",),
    "minion_chosen": ("minion",),
    "lovers_chosen": ("choose_lovers",),
    "check": ("check", "find_role", "find_special", "check_neighbourhood", "see_dead"),
    "protect": ("protect",),
    "potions": ("potions",),
    "bless": ("bless",),
    "silence": ("silence",),
    "banish": ("banish",),
    "recruit": ("recruit",),
    "trouble": ("signal",),
    "charm_passed": ("pass_charm",),
    "choose_players": ("choose_players",),
    "letter": ("write_letter",),
}


RECORD_SETS: Final = {kind: frozenset(records) for kind, records in RECORDS.items()}

# The event classes `check_night` tells apart on every action, as `Final` names: compiled, a
# name imported from another module is a look-up in this module's dictionary at each use, a
# `Final` one a C static (issue 14). The same classes, tested by their exact type, not
# `isinstance` (engine/validator.py, `_check`).
PASSED: Final = Passed
MINION_CHOSEN: Final = MinionChosen
POTIONS: Final = Potions
PACK_KILL: Final = PackKill
LOVERS_CHOSEN: Final = LoversChosen
CHARM_PASSED: Final = CharmPassed
CHOOSE_PLAYERS: Final = ChoosePlayers
BLESS: Final = Bless
# The night actions with rules of their own besides the ability's (`check_night`, the last
# branches): the others are told apart by one look, not one test per class (issue 14).
OWN_RULES: Final = frozenset({PackKill, MinionChosen, Potions, LoversChosen, CharmPassed,
                              ChoosePlayers})


def check_night(state: GameState, event: Event, seats: list[int],
                living: bool = False) -> list[Violation]:
    """A night action; `seats`: every seat it names (`targets_of`); `living`: all alive."""
    role: str = event.role  # type: ignore[union-attr]
    kind = event.type  # read once: each read of a pydantic field is slow
    if state.phase != "night":
        return [Violation("not-night", gettext("{role} acts at night only", role=role),
                          "Sequence of Play", "error", False)]
    call = call_for(state, role, state.number)
    if call is None:
        return [Violation("not-called", gettext("{role} is not called on night {number}",
                                                role=role, number=state.number),
                          cite(state, "Night Phase", "Night Call Order"), "error", False)]
    kinds = RECORD_SETS.get(kind)
    # Asked of the call's one or two kinds of record: no method call on every night action,
    # nor a generator (`any`) for one or two looks (issue 14).
    if kinds is not None:
        for record in call.record:
            if record in kinds:
                break
        else:
            # The Ultimate pack only meets on night 1 (The First Night; Subsequent Nights).
            if kind == "pack_kill" and "know" in call.record:
                return [Violation("first-night-no-kill", gettext(
                    "the Werewolves do not eat on the first night"),
                    f"{ULTIMATE}, The First Night; Subsequent Nights")]
            if kind == "choose_players" and call.role in FIRST_NIGHT_CHOICE:
                # "On the first night, the Doppelganger chooses a player" (Role Cards —
                # Doppelganger; the Bandit, Cupid alike): later they are only tapped.
                return [Violation("first-night-only", gettext(
                    "the {role} chooses on the first night only",
                    role=called_name(state, call)), role_source(state, role), "error", False)]
            return [Violation("wrong-action", gettext(
                "the {role} call records {records}, not {kind}", role=called_name(state, call),
                records=call.record, kind=kind), "Night Call Order", "error", False)]
    if type(event) is PASSED:
        if role == "charm" and "pass_charm" in call.record:
            return check_charm(state, CharmPassed(target=None))  # a pass refuses
        return must_act(state, call)
    out: list[Violation] = []
    if not call.dead:
        pass  # the common case: somebody living holds the card
    elif call.seats:
        out.append(Violation("dead-acting", gettext(
            "every {role} is dead: the call is made only so nobody learns it",
            role=called_name(state, call)), cite(state, "Sequence of Play",
                                                          "Rule Variants — Role Reveal")))
    elif not (role in JOKE_CALLS and rule_on(state, "no-seer-no-werewolves")):
        out.append(Violation("dead-acting", gettext(
            "nobody holds the {role} card: the call is made only so nobody learns it",
            role=called_name(state, call)), f"{ULTIMATE}, "
                             "Rule Variants — Role/Werewolf Count Variants"))
    if _all_lost(state, call.seats):
        out.append(Violation("lost-abilities", gettext(
            "the {role} lost their abilities (Fateful Dice 12)", role=called_name(state, call)),
            f"{ULTIMATE}, Rule Variants — Daytime Twists"))
    # A pass says the role did nothing tonight: an action after it contradicts it.
    if type(event) is not MINION_CHOSEN and (_done_tonight(state, role, kind)
                                             or _done_tonight(state, role, "pass")):
        out.append(Violation("acts-twice", gettext("the {role} has already acted tonight",
                                                   role=called_name(state, call)),
                             role_source(state, role)))
    actor: int | None = event.actor  # type: ignore[union-attr]  # every night event's
    targets = seats if actor is None else targets_of(event, actor=False)
    if actor is not None and actor not in call.seats:
        out.append(Violation("not-the-role", gettext(
            "{name} is not called as the {role} tonight", name=state.players[actor].name,
            role=called_name(state, call)), role_source(state, role), "error", False))
    if "see_dead" in call.record:
        out += check_sees_dead(state, targets)
    elif living:
        pass  # every seat named is alive: no target is dead
    elif type(event) is not POTIONS or event.kill is not None:
        heal = event.heal if type(event) is POTIONS else None
        alive_needed = [s for s in targets if not (heal is not None and s == heal)]
        out += dead_targets(state, alive_needed)
    # Only the Doppelganger's call acts with another card's ability (`acting_role`): the
    # others' without that call on every night action (issue 14).
    acting = role if role != "doppelganger" else acting_role(state, role, actor)
    book = cards(state)  # read once for the rules below
    _ability_rules(state, event, role, call, targets, book[acting], out)
    if type(event) not in OWN_RULES:
        return out  # a check, a protection …: the ability's rules are all
    if type(event) is PACK_KILL:
        check_pack(state, event, book.get(role), out)
        if event.elapsed is not None:  # timed by the screen only (check_hunt_time)
            out += check_hunt_time(state, event)
    elif type(event) is MINION_CHOSEN:
        out += check_minion(state, event)
    elif type(event) is POTIONS:
        out += check_potions(state, event)
    elif type(event) is LOVERS_CHOSEN and len(set(event.targets)) != 2:
        out.append(Violation("lovers", gettext("Cupid chooses two different players"),
                             role_source(state, "cupid"), "error", False))
    elif type(event) is CHARM_PASSED:
        out += check_charm(state, event)
    elif type(event) is CHOOSE_PLAYERS:
        out += check_choice(state, event, role, role_source(state, role))
    return out


def _all_lost(state: GameState, seats: tuple[int, ...]) -> bool:
    """Some of the call's players are alive and every one of them lost their abilities
    (Fateful Dice 12): asked seat by seat until one who has them, with no list made."""
    alive = state.alive
    some = False
    for seat in seats:
        player = alive.get(seat)
        if player is not None:
            if not player.lost_abilities:
                return False
            some = True
    return some


def _done_tonight(state: GameState, role: str, kind: str) -> bool:
    """`(role, kind) in state.tonight.done`, compared field by field: a tuple's comparison
    is generic, and this runs on every night action (issue 14)."""
    for done_role, done_kind in state.tonight.done:
        if done_role == role and done_kind == kind:
            return True
    return False


def _named(state: GameState, card: Card) -> str:
    """The card's name in a refusal (engine/night/words.py, spoken_name): asked only once a
    rule is broken, never on the way of a night action that keeps them."""
    return spoken_name(card.role, state.setup.edition)


def _ability_rules(state: GameState, event: Event, role_id: str, call: Call,
                   targets: list[int], role: Card, out: list[Violation]) -> None:
    """The data's ability rules, added to `out`; `role` is the card whose ability is used (a
    Doppelganger's copy: Role Cards — Doppelganger, alternate variant), counted under
    `role_id`."""
    uses_per_game = role.uses_per_game
    if uses_per_game and state.uses.get(role_id, 0) >= uses_per_game:
        out.append(Violation("uses-spent", ngettext(
            "the {role} may act only once per game (used {used})",
            "the {role} may act only {n} times per game (used {used})", uses_per_game,
            role=_named(state, role), used=state.uses[role_id]),
            role_source(state, role_id)))
    if not role.self_allowed and role_id != "charm" and type(event) is not PACK_KILL \
            and type(event) is not MINION_CHOSEN:  # the pack's own: "wolves-choose-wolf" …
        seats = call.seats
        for seat in targets:
            if seat in seats:
                out.append(Violation("self-target", gettext(
                    "the {role} may not choose themselves", role=_named(state, role)),
                    role_source(state, role_id)))
                break
    if role.no_repeat and targets and state.last_night.get(role_id) == targets[0]:
        name = state.players[targets[0]].name
        out.append(Violation("repeat-protect", gettext(
            "the {role} chose {name} last night too; not the same player two nights running",
            role=_named(state, role), name=name), role_source(state, role_id)))
    once = role.once_per_target or (
        role_id == "bodyguard" and rule_on(state, "bodyguard-once-per-player"))
    if once and targets:
        done = state.targeted.get(role_id, [])
        if any(s in done for s in targets):
            names = ", ".join(state.players[s].name for s in targets if s in done)
            out.append(Violation("once-per-target", gettext(
                "the {role} already chose {names} in this game", role=_named(state, role),
                names=names), role_source(state, role_id)))
    if type(event) is BLESS and state.players[event.target].blessed:
        out.append(Violation("uses-spent", gettext(
            "{name} is already blessed", name=state.players[event.target].name),
            role_source(state, role_id)))
