"""`check(state, event) -> list[Violation]`: the rules, asked before an action is recorded.

An error blocks until the moderator overrides it with a reason (recorded in the event); a
warning only informs. Violations that are not `overridable` describe an action the engine
cannot even represent (an unknown seat, the wrong kind of record for a call). House rules
switch a rule off by its id (GameSetup.house_rules)."""

from __future__ import annotations

from collections import Counter
from typing import Final

from notepad.engine import count_variants
from notepad.engine.day.checks import (
    ULTIMATE,
    WERWOELFE,
    Violation,
    banished,
    check_day,
    check_martyr,
    cite,
    dead_targets,
)

# Each event class read from the module once, not the `events` module's attribute on every
# action (a module attribute costs a dictionary look-up and more, compiled: issue 14).
from notepad.engine.events import (
    DAY_EVENTS,
    NIGHT_EVENTS,
    Arrival,
    Bless,
    CardsDealt,
    CharmPassed,
    ChoosePlayers,
    Dawn,
    Death,
    DiceRolled,
    DiedElsewhere,
    Event,
    GameEnds,
    HunterShot,
    LoversChosen,
    MartyrChoice,
    MinionChosen,
    NightFalls,
    PackKill,
    Passed,
    Potions,
    RoleSwap,
)
from notepad.engine.events.fields import targets_of
from notepad.engine.moves import check_arrival, check_died_elsewhere
from notepad.engine.night.cards.calls import acting_role
from notepad.engine.night.cards.checks import (
    check_choice,
    check_hunt_time,
    check_masons_kill,
    check_minion,
    check_sees_dead,
    must_act,
)
from notepad.engine.night.script import JOKE_CALLS, Call, call_for
from notepad.engine.night.swap import check_swap
from notepad.engine.night.victims import attacked_tonight
from notepad.engine.setup import GameSetup, SetupError, deck_of
from notepad.engine.state import Card, GameState, cards, rule_on

__all__ = ["Violation", "check", "errors"]

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

# The event classes `_check` tells apart on every action, as `Final` names: compiled, a name
# imported from another module is a look-up in this module's dictionary at each use, a `Final`
# one a C static (issue 14). The same classes.
CARDS_DEALT: Final = CardsDealt
PASSED: Final = Passed
MINION_CHOSEN: Final = MinionChosen
POTIONS: Final = Potions
PACK_KILL: Final = PackKill
LOVERS_CHOSEN: Final = LoversChosen
CHARM_PASSED: Final = CharmPassed
CHOOSE_PLAYERS: Final = ChoosePlayers
BLESS: Final = Bless
# The events of every night that name no seat (their fields: tests/engine/
# test_check_fast_paths.py): not looked through for one (`targets_of`) at each (issue 14).
UNSEATED: Final = frozenset({NightFalls, Dawn})
# The night actions with rules of their own besides the ability's (`_check_night`, the last
# branches): the others are told apart by one look, not one test per class (issue 14).
OWN_RULES: Final = frozenset({PackKill, MinionChosen, Potions, LoversChosen, CharmPassed,
                              ChoosePlayers})


def _role_source(state: GameState, role_id: str) -> str:
    role = cards(state).get(role_id)
    book = WERWOELFE if state.setup.edition == "werwoelfe" else ULTIMATE
    return f"{book}, {role.rulebook if role and role.rulebook else role_id}"


def check(state: GameState, event: Event) -> list[Violation]:
    found = _check(state, event)
    if not found:
        return found
    off = rules_off(state.setup)
    if not off:
        return found
    return [v for v in found if v.rule not in off or not v.overridable]


# The last setup's house rules switched off (`rules_off`): a set made once per setup, not at
# each action that found a violation (a warning at every accusation seconded by nobody, in
# the simulator: issue 14). Compared by identity, as `state.rule_on`'s `RuleBook`.
_RULES_OFF: Final[list[tuple[GameSetup, frozenset[str]]]] = []


def rules_off(setup: GameSetup) -> frozenset[str]:
    """The rule ids the setup's house rules switch off (GameSetup.house_rules, id → False)."""
    for known, off in _RULES_OFF:
        if known is setup:
            return off
    off = frozenset(rule for rule, on in setup.house_rules.items() if not on)
    _RULES_OFF[:] = [(setup, off)]
    return off


def errors(violations: list[Violation]) -> list[Violation]:
    if not violations:
        return []  # the common answer, without a comprehension's call (issue 14)
    return [v for v in violations if v.severity == "error"]


# Which branch of `_check` the common event classes take (the isinstance tests, asked once per
# class: the validator runs on every action, DESIGN.md, Budget); the rare ones are tested there.
_KINDS: Final[dict[type, str]] = {}
_KIND_TESTS: Final[tuple[tuple[str, type | tuple[type, ...]], ...]] = (
    ("end", GameEnds), ("night_falls", NightFalls), ("dawn", Dawn),
    ("night", NIGHT_EVENTS), ("day", DAY_EVENTS),
)


def _kind(cls: type) -> str:
    kind = _KINDS.get(cls)
    if kind is None:
        kind = next((name for name, types in _KIND_TESTS if issubclass(cls, types)), "")
        _KINDS[cls] = kind
    return kind


# The event classes are tested by their exact type, not `isinstance`: pydantic's model classes
# answer `isinstance` through ABCMeta, several times slower, on every action recorded, and no
# event class has a subclass (tests/engine/test_simulator_fast_paths.py checks that it stays
# so).


def _check(state: GameState, event: Event) -> list[Violation]:
    players, alive = state.players, state.alive
    seats = targets_of(event) if type(event) not in UNSEATED else []
    # Looked for among the living first (a player of `alive` is one of `players`): whether
    # every seat named is alive spares the day's checks a second look at each (`living`).
    living = True
    for seat in seats:
        if seat not in alive:
            living = False
            if seat not in players:
                unknown = ", ".join(str(s) for s in seats if s not in players)
                return [Violation("unknown-seat", f"no player sits in seat {unknown}", "setup",
                                  "error", False)]
    kind = _KINDS.get(type(event))  # `_kind`'s look-up, without its call (issue 14)
    if kind is None:
        kind = _kind(type(event))
    if state.phase == "ended" and kind != "end":
        return [Violation("game-over", "the game has ended", "End of the Game", "error", False)]
    if type(event) is CARDS_DEALT:
        return _check_deal(state, event)
    if not state.dealt:
        return [Violation("not-dealt", "deal the cards first", "Game Setup", "error", False)]
    if kind == "night":
        return _check_night(state, event, seats, living)
    if kind == "day":
        return check_day(state, event, living)
    out: list[Violation] = []
    if kind == "night_falls":
        if state.phase == "night":
            out.append(Violation("night-not-over", "record the dawn first", "Sequence of Play",
                                 "error", False))
        if state.today.sentenced is not None:
            out.append(Violation("martyr-first", "ask the Martyr first: does the Martyr take "
                                 "the condemned player's place?",
                                 f"{ULTIMATE}, Role Cards — Martyr"))
        if state.pending_shots:
            out.append(Violation("hunter-first", "the dead Hunter shoots first",
                                 cite(state, "Hunter", "Role Cards — Hunter"), "warning"))
    elif kind == "dawn":
        if state.phase != "night":
            out.append(Violation("not-night", "dawn comes after a night", "Sequence of Play",
                                 "error", False))
    elif type(event) is MartyrChoice:
        out += check_martyr(state, event)
    elif type(event) is HunterShot:
        out += _check_hunter(state, event)
    elif type(event) is Death:
        out += dead_targets(state, [event.target])
        if event.kind == "masons":
            out += check_masons_kill(state, event)
    elif type(event) is RoleSwap:
        out += check_swap(state, event)
    elif type(event) is Arrival:
        out += check_arrival(state, event)
    elif type(event) is DiedElsewhere:
        out += check_died_elsewhere(state, event)
    elif type(event) is DiceRolled:
        if any(not 1 <= d <= 6 for d in event.dice):
            out.append(Violation("dice", "each die shows 1 to 6", "Fateful Dice", "error", False))
        if "fateful-dice" not in state.setup.variants:
            out.append(Violation("dice-variant", "the Fateful Dice variant is not on",
                                 f"{ULTIMATE}, Rule Variants — Daytime Twists", "warning"))
    return out


def _check_deal(state: GameState, event: CardsDealt) -> list[Violation]:
    source = "Game Setup"
    if state.dealt:
        return [Violation("dealt-twice", "the cards were already dealt", source, "error", False)]
    if len(event.cards) != len(state.players):
        return [Violation("deal-count", f"{len(event.cards)} cards for {len(state.players)} "
                          "players", source, "error", False)]
    unknown = sorted({c for c in [*event.cards, *event.discarded, event.cupid_leftover]
                      if c is not None and c not in state.roles})
    if unknown:
        return [Violation("unknown-role", f"unknown role(s) {unknown}", source, "error", False)]
    if event.charm_holder is not None and event.charm_holder not in state.players:
        return [Violation("unknown-seat", "the Charm holder's seat is empty", source, "error",
                          False)]
    return _check_deck(state, event)


def _check_deck(state: GameState, event: CardsDealt) -> list[Violation]:
    """The cards dealt and discarded are the set's (Game Setup: "deals one to each player");
    with the count variants, "randomly discard as many cards as the number […] you added",
    from the Villagers and the cards mixed in with them (Rule Variants — Role/Werewolf Count
    Variants)."""
    setup = state.setup
    source = f"{ULTIMATE}, {count_variants.SOURCE.removeprefix('Ultimate, ')}"
    out: list[Violation] = []
    if event.discarded and not setup.maybe:
        out.append(Violation("discards", "cards were discarded, but no card is mixed in with "
                             "the Villagers (Role/Werewolf Count Variants)", source))
    elif setup.maybe:
        wanted = count_variants.discards_of(setup.maybe)
        if len(event.discarded) != wanted:
            out.append(Violation("discards", f"{len(event.discarded)} cards discarded; "
                                 f"{wanted} were mixed in with the Villagers", source))
        pile = Counter(count_variants.pile(setup.roles, setup.maybe, state.roles))
        outside = Counter(event.discarded) - pile
        if outside:
            out.append(Violation("discards", f"{', '.join(sorted(outside))} discarded, but only "
                                 "the Villagers and the cards mixed in with them are discarded",
                                 source))
    try:
        cards = deck_of(setup, state.roles)
    except SetupError:
        return out
    # Cupid, alternate variant 1: "add Cupid as an extra card … they receive the leftover
    # role" — the leftover card is one of the set's (Role Cards — Cupid).
    leftover = [event.cupid_leftover] if event.cupid_leftover else []
    everything = [*event.cards, *event.discarded, *leftover]
    if sorted(everything) != sorted(cards):  # the same cards, as many of each
        deck, dealt = Counter(cards), Counter(everything)
        more = ", ".join(f"{n} × {r}" for r, n in sorted((dealt - deck).items()))
        fewer = ", ".join(f"{n} × {r}" for r, n in sorted((deck - dealt).items()))
        differ = "; ".join(x for x in (more and f"{more} more", fewer and f"{fewer} fewer") if x)
        out.append(Violation("deal-not-the-set", f"the cards dealt are not the set's ({differ} "
                             "than the setup names)", "Game Setup"))
    return out


def _check_night(state: GameState, event: Event, seats: list[int],
                 living: bool = False) -> list[Violation]:
    """A night action; `seats`: every seat it names (`targets_of`); `living`: all alive."""
    role: str = event.role  # type: ignore[union-attr]
    kind = event.type  # read once: each read of a pydantic field is slow
    if state.phase != "night":
        return [Violation("not-night", f"{role} acts at night only", "Sequence of Play",
                          "error", False)]
    call = call_for(state, role, state.number)
    if call is None:
        return [Violation("not-called", f"{role} is not called on night {state.number}",
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
                return [Violation("first-night-no-kill", "the Werewolves do not eat on the "
                                  "first night", f"{ULTIMATE}, The First Night; Subsequent "
                                  "Nights")]
            return [Violation("wrong-action", f"the {call.name} call records {call.record}, "
                              f"not {kind}", "Night Call Order", "error", False)]
    if type(event) is PASSED:
        if role == "charm" and "pass_charm" in call.record:
            return _check_charm(state, CharmPassed(target=None))  # a pass refuses
        return must_act(state, call)
    out: list[Violation] = []
    if not call.dead:
        pass  # the common case: somebody living holds the card
    elif call.seats:
        out.append(Violation("dead-acting", f"every {call.name} is dead: the call is made only "
                             "so nobody learns it", cite(state, "Sequence of Play",
                                                          "Rule Variants — Role Reveal")))
    elif not (role in JOKE_CALLS and rule_on(state, "no-seer-no-werewolves")):
        out.append(Violation("dead-acting", f"nobody holds the {call.name} card: the call is "
                             "made only so nobody learns it", f"{ULTIMATE}, "
                             "Rule Variants — Role/Werewolf Count Variants"))
    if _all_lost(state, call.seats):
        out.append(Violation("lost-abilities", f"the {call.name} lost their abilities "
                             "(Fateful Dice 12)", f"{ULTIMATE}, Rule Variants — Daytime Twists"))
    if type(event) is not MINION_CHOSEN and _done_tonight(state, role, kind):
        out.append(Violation("acts-twice", f"the {call.name} has already acted tonight",
                             _role_source(state, role)))
    actor: int | None = event.actor  # type: ignore[union-attr]  # every night event's
    targets = seats if actor is None else targets_of(event, actor=False)
    if actor is not None and actor not in call.seats:
        out.append(Violation("not-the-role", f"{state.players[actor].name} is not called as "
                             f"the {call.name} tonight", _role_source(state, role), "error",
                             False))
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
        _check_pack(state, event, book.get(role), out)
        if event.elapsed is not None:  # timed by the screen only (check_hunt_time)
            out += check_hunt_time(state, event)
    elif type(event) is MINION_CHOSEN:
        out += check_minion(state, event)
    elif type(event) is POTIONS:
        out += _check_potions(state, event)
    elif type(event) is LOVERS_CHOSEN and len(set(event.targets)) != 2:
        out.append(Violation("lovers", "Cupid chooses two different players",
                             _role_source(state, "cupid"), "error", False))
    elif type(event) is CHARM_PASSED:
        out += _check_charm(state, event)
    elif type(event) is CHOOSE_PLAYERS:
        out += check_choice(state, event, role, _role_source(state, role))
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


def _ability_rules(state: GameState, event: Event, role_id: str, call: Call,
                   targets: list[int], role: Card, out: list[Violation]) -> None:
    """The data's ability rules, added to `out`; `role` is the card whose ability is used (a
    Doppelganger's copy: Role Cards — Doppelganger, alternate variant), counted under
    `role_id`."""
    uses_per_game = role.uses_per_game
    if uses_per_game and state.uses.get(role_id, 0) >= uses_per_game:
        times = "once" if uses_per_game == 1 else f"{uses_per_game} times"
        out.append(Violation("uses-spent", f"the {role.name} may act only {times} per game "
                             f"(used {state.uses[role_id]})", _role_source(state, role_id)))
    if not role.self_allowed and role_id != "charm" and type(event) is not PACK_KILL \
            and type(event) is not MINION_CHOSEN:  # the pack's own: "wolves-choose-wolf" …
        seats = call.seats
        for seat in targets:
            if seat in seats:
                out.append(Violation("self-target", f"the {role.name} may not choose "
                                     "themselves", _role_source(state, role_id)))
                break
    if role.no_repeat and targets and state.last_night.get(role_id) == targets[0]:
        name = state.players[targets[0]].name
        out.append(Violation("repeat-protect", f"the {role.name} chose {name} last night too; "
                             "not the same player two nights running",
                             _role_source(state, role_id)))
    once = role.once_per_target or (
        role_id == "bodyguard" and rule_on(state, "bodyguard-once-per-player"))
    if once and targets:
        done = state.targeted.get(role_id, [])
        if any(s in done for s in targets):
            names = ", ".join(state.players[s].name for s in targets if s in done)
            out.append(Violation("once-per-target", f"the {role.name} already chose {names} "
                                 "in this game", _role_source(state, role_id)))
    if type(event) is BLESS and state.players[event.target].blessed:
        out.append(Violation("uses-spent", f"{state.players[event.target].name} is already "
                             "blessed", _role_source(state, role_id)))


def _check_pack(state: GameState, event: PackKill, role: Card | None,
                out: list[Violation]) -> None:
    """The pack's own rules, added to `out`; `role`: the pack's card (None: not a role)."""
    limit = _victims_allowed(state, event, role)
    if len(event.targets) > limit:
        out.append(Violation("too-many-victims", f"the pack chooses {limit} victim(s) tonight",
                             _role_source(state, event.role)))
    if state.sick_night == state.number and event.targets:
        out.append(Violation("diseased", "the Werewolves ate the Diseased: they don't hunt "
                             "tonight (their target doesn't die)",
                             f"{ULTIMATE}, Role Cards — Diseased", "warning"))
    # "The werewolves may not choose a werewolf as their victim" (Werwölfe, Werewolf); the
    # Ultimate pack may eat its Wolf Cub (Role Cards — Wolf Cub).
    pack = role.pack if role and role.pack else "werewolves"
    players = state.players
    for seat in event.targets:  # the names listed only once one is found (`in_pack`)
        player = players[seat]
        if state.pack_of(player) == pack and player.role != "wolf_cub":
            names = ", ".join(players[s].name for s in event.targets
                              if state.pack_of(players[s]) == pack
                              and players[s].role != "wolf_cub")
            out.append(Violation("wolves-choose-wolf", f"{names} is one of the pack",
                                 cite(state, "All Characters at a Glance — Werewolf",
                                       "Role Cards — Werewolf Team — Werewolf")))
            break


def victims_allowed(state: GameState, event: PackKill) -> int:
    """One victim; two the night after the Wolf Cub died; two more "that same night after
    eating the Wolf Cub" (Ultimate, Role Cards — Wolf Cub)."""
    return _victims_allowed(state, event, cards(state).get(event.role))


def _victims_allowed(state: GameState, event: PackKill, role: Card | None) -> int:
    """`victims_allowed` with the pack's card read (None: not a role)."""
    limit = role.targets if role is not None and role.targets > 1 else 1  # at least one
    if role is not None and role.pack == "werewolves":
        limit += state.extra_victims.get(state.number, 0)
        players = state.players
        for seat in event.targets:
            if players[seat].role == "wolf_cub":
                limit += 2
                break
    return limit


def _check_potions(state: GameState, event: Potions) -> list[Violation]:
    out: list[Violation] = []
    left = state.potions.get(event.role, {})
    source = _role_source(state, event.role)
    for kind, seat in (("heal", event.heal), ("kill", event.kill)):
        if seat is not None and left.get(kind, 0) <= 0:
            out.append(Violation("potion-spent", f"the {event.role}'s {kind} potion is spent",
                                 source))
    victims = attacked_tonight(state)
    if event.heal is not None and event.heal not in victims:
        # Ultimate, Role Cards — Witch: "heal a player killed that night"; Werwölfe, Witch:
        # the healing potion saves "the werewolves' victim" (engine/night/victims.py).
        names = ", ".join(state.players[s].name for s in victims)
        whom = (f"a heal reaches only tonight's victim: {names}" if victims
                else "nobody was, so there is nobody to heal")
        out.append(Violation("heal-not-victim", f"{state.players[event.heal].name} was not "
                             f"attacked tonight; {whom}", source))
    return out


def _check_charm(state: GameState, event: CharmPassed) -> list[Violation]:
    source = f"{ULTIMATE}, Rule Variants — The Charm"
    if event.target is None:
        return [Violation("charm-destroyed", "refusing to pass the Charm destroys it for the "
                          "rest of the game", source, "warning")]
    if event.target in state.charm_holders:
        name = state.players[event.target].name
        return [Violation("charm-destroyed", f"{name} already held the Charm: passing it back "
                          "destroys it for the rest of the game", source, "warning")]
    return []


def _check_hunter(state: GameState, event: HunterShot) -> list[Violation]:
    source = _role_source(state, "hunter")
    hunters = state.holders("hunter", alive_only=False)
    if not hunters:
        return [Violation("not-in-play", "there is no Hunter", source, "error", False)]
    out: list[Violation] = []
    if not state.pending_shots:
        if all(h.alive for h in hunters):
            out.append(Violation("hunter-alive", "the Hunter shoots when they die", source))
        else:
            out.append(Violation("uses-spent", "the Hunter has already shot", source))
    elif event.actor is not None and event.actor not in state.pending_shots:
        out.append(Violation("not-pending", f"{state.players[event.actor].name} has no shot "
                             "to take", source, "error", False))
    if event.target is not None:
        out += dead_targets(state, [event.target])
        if banished(state, [event.target]):
            out.append(Violation("banished", "the banished player can't be killed by the "
                                 "Hunter's shot", f"{ULTIMATE}, Role Cards — Old Hag"))
    return out
