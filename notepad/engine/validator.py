"""`check(state, event) -> list[Violation]`: the rules, asked before an action is recorded.

An error blocks until the moderator overrides it with a reason (recorded in the event); a
warning only informs. Violations that are not `overridable` describe an action the engine
cannot even represent (an unknown seat, the wrong kind of record for a call). House rules
switch a rule off by its id (GameSetup.house_rules).

Here: which rules an event answers to, and those of the events that are neither a night action
(engine/night/checks.py) nor the day's (engine/day/checks.py): the deal, nightfall and dawn, the
Hunter's shot, a death, the Role Swap, a player between villages, the Fateful Dice."""

from __future__ import annotations

from collections import Counter
from typing import Final

from notepad.catalog.spoken import spoken_name
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
    first_mayor_due,
)

# Each event class read from the module once, not the `events` module's attribute on every
# action (a module attribute costs a dictionary look-up and more, compiled: issue 14).
from notepad.engine.events import (
    DAY_EVENTS,
    NIGHT_EVENTS,
    Arrival,
    CardsDealt,
    Dawn,
    Death,
    DiceRolled,
    DiedElsewhere,
    Event,
    GameEnds,
    HunterShot,
    MartyrChoice,
    NightFalls,
    RoleSwap,
)
from notepad.engine.events.fields import targets_of
from notepad.engine.moves import check_arrival, check_died_elsewhere
from notepad.engine.night.cards.checks import (
    check_masons_kill,
    role_source,
)
from notepad.engine.night.checks import check_night
from notepad.engine.night.swap import check_swap
from notepad.engine.players import Player
from notepad.engine.rule_book import rule_on
from notepad.engine.setup import GameSetup, SetupError, deck_of, drunk_pool, set_problems
from notepad.engine.state import GameState
from notepad.language import gettext

__all__ = ["Violation", "check", "errors"]

# The event classes `_check` tells apart on every action, as `Final` names: compiled, a name
# imported from another module is a look-up in this module's dictionary at each use, a `Final`
# one a C static (issue 14). The same classes.
CARDS_DEALT: Final = CardsDealt
# The events of every night that name no seat (their fields: tests/engine/
# test_check_fast_paths.py): not looked through for one (`targets_of`) at each (issue 14).
UNSEATED: Final = frozenset({NightFalls, Dawn})


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
# the simulator: issue 14). Compared by identity, as `rule_on`'s `RuleBook`.
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
# class: the validator runs on every action, docs/design.md, Budget); the rare ones are tested
# there.
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
                return [Violation("unknown-seat", gettext("no player sits in seat {seats}",
                                                          seats=unknown), "setup",
                                  "error", False)]
    kind = _KINDS.get(type(event))  # `_kind`'s look-up, without its call (issue 14)
    if kind is None:
        kind = _kind(type(event))
    if state.phase == "ended":
        # A declared end after the end, too: the winners are decided once (End of the Game);
        # other winners are a correction of the event that ended it.
        return [Violation("game-over", gettext("the game has ended"), "End of the Game",
                          "error", False)]
    if type(event) is CARDS_DEALT:
        return _check_deal(state, event)
    if not state.dealt:
        return [Violation("not-dealt", gettext("deal the cards first"), "Game Setup",
                          "error", False)]
    if kind == "night":
        return check_night(state, event, seats, living)
    if kind == "day":
        return check_day(state, event, living)
    out: list[Violation] = []
    if kind == "night_falls":
        if state.phase == "night":
            out.append(Violation("night-not-over", gettext("record the dawn first"),
                                 "Sequence of Play",
                                 "error", False))
        if state.today.sentenced is not None:
            out.append(Violation("martyr-first", gettext(
                "ask the Martyr first: does the Martyr take the condemned player's place?"),
                                 f"{ULTIMATE}, Role Cards — Martyr"))
        if state.pending_shots:
            out.append(Violation("hunter-first", gettext("the dead {role} shoots first",
                                                         role=_hunter(state)),
                                 cite(state, "Hunter", "Role Cards — Hunter"), "warning"))
        if first_mayor_due(state):
            out.append(Violation("mayor-first", gettext(
                "elect the Mayor first: the card is awarded after the characters have been "
                "distributed"),
                                 f"{WERWOELFE}, All Characters at a Glance — Mayor (Variant)",
                                 "warning"))
    elif kind == "dawn":
        if state.phase != "night":
            out.append(Violation("not-night", gettext("dawn comes after a night"),
                                 "Sequence of Play",
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
    elif type(event) is GameEnds:
        out += _check_declared(state, event)
    elif type(event) is DiceRolled:
        if any(not 1 <= d <= 6 for d in event.dice):
            out.append(Violation("dice", gettext("each die shows 1 to 6"), "Fateful Dice",
                                 "error", False))
        if "fateful-dice" not in state.setup.variants:
            out.append(Violation("dice-variant", gettext("the Fateful Dice variant is not on"),
                                 f"{ULTIMATE}, Rule Variants — Daytime Twists", "warning"))
    return out


def _check_declared(state: GameState, event: GameEnds) -> list[Violation]:
    """A Werewolf win declared before the pack is at least as many as the others: "the
    Moderator may declare a Werewolf victory the moment that equality is reached" (Ultimate,
    End of the Game); "if only werewolves remain alive, the werewolf team wins" (Werwölfe,
    Goal of the Game). Counted as the simulator's parity rule counts (balance/simulate/
    endings.py): the Minion and the Sorceress on neither side. In the joke variant the
    moderator plays the pack, which has no cards to count."""
    if "werewolf" not in event.winners or rule_on(state, "no-seer-no-werewolves"):
        return []
    wolves = others = 0
    for player in state.alive.values():
        if state.in_pack(player):
            wolves += 1
        elif not state.wolf_team(player):
            others += 1
    if wolves >= others:
        return []
    return [Violation("declared-win", gettext(
        "{wolves} Werewolf(s) against {others}: the Werewolves win at equality at the earliest",
        wolves=wolves, others=others),
                      cite(state, "Goal of the Game", "End of the Game"))]


def _check_deal(state: GameState, event: CardsDealt) -> list[Violation]:
    source = "Game Setup"
    if state.dealt:
        return [Violation("dealt-twice", gettext("the cards were already dealt"), source,
                          "error", False)]
    if len(event.cards) != len(state.players):
        return [Violation("deal-count", gettext("{cards} cards for {players} players",
                                                cards=len(event.cards),
                                                players=len(state.players)),
                          source, "error", False)]
    unknown = sorted({c for c in [*event.cards, *event.discarded, event.cupid_leftover]
                      if c is not None and c not in state.roles})
    if unknown:
        return [Violation("unknown-role", gettext("unknown role(s) {roles}", roles=unknown),
                          source, "error", False)]
    if event.charm_holder is not None and event.charm_holder not in state.players:
        return [Violation("unknown-seat", gettext("the Charm holder's seat is empty"), source,
                          "error", False)]
    drunk = event.drunk_role
    if drunk is not None and drunk not in drunk_pool(state.setup, state.roles):
        # "mix a Werewolf, a Villager, and all the roles not otherwise in play together, and
        # draw one" (Role Cards — Drunk), in the alternate variant too.
        return [Violation("drunk-role", gettext(
            "the Drunk's role is drawn from a Werewolf, a Villager and the roles not otherwise "
            "in play, not {role}",
            role=spoken_name(state.roles[drunk], state.setup.edition) if drunk in state.roles
            else drunk),
                          f"{ULTIMATE}, Role Cards — Drunk"), *_check_deck(state, event)]
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
        out.append(Violation("discards", gettext(
            "cards were discarded, but no card is mixed in with the Villagers (Role/Werewolf "
            "Count Variants)"), source))
    elif setup.maybe:
        wanted = count_variants.discards_of(setup.maybe)
        if len(event.discarded) != wanted:
            out.append(Violation("discards", gettext(
                "{discarded} cards discarded; {wanted} were mixed in with the Villagers",
                discarded=len(event.discarded), wanted=wanted), source))
        pile = Counter(count_variants.pile(setup.roles, setup.maybe, state.roles))
        outside = Counter(event.discarded) - pile
        if outside:
            out.append(Violation("discards", gettext(
                "{cards} discarded, but only the Villagers and the cards mixed in with them are "
                "discarded", cards=", ".join(sorted(outside))), source))
    try:
        cards = deck_of(setup, state.roles)
        # The set's own problems, which refuse a seeded deal (`deal`), refuse one typed by
        # hand too: "don't mix all the Werewolves or the Seer in this way" (Rule Variants —
        # Role/Werewolf Count Variants), the cards for the players and the extra ones.
        problems = [] if event.from_seed else set_problems(setup, state.roles)
    except SetupError:
        return out
    out += [Violation("set-counts", problem, source) for problem in problems]
    # Cupid, alternate variant 1: "add Cupid as an extra card … they receive the leftover
    # role" — the leftover card is one of the set's (Role Cards — Cupid), and there is one
    # only in that variant.
    if event.cupid_leftover and not setup.cupid_extra:
        out.append(Violation("cupid-leftover", gettext(
            "a card is left over for Cupid only in Cupid's first alternate variant "
            "(cupid-extra-card): without it every card is dealt"),
            f"{ULTIMATE}, Role Cards — Cupid"))
    leftover = [event.cupid_leftover] if event.cupid_leftover else []
    everything = [*event.cards, *event.discarded, *leftover]
    if sorted(everything) != sorted(cards):  # the same cards, as many of each
        deck, dealt = Counter(cards), Counter(everything)
        more = ", ".join(f"{n} × {r}" for r, n in sorted((dealt - deck).items()))
        fewer = ", ".join(f"{n} × {r}" for r, n in sorted((deck - dealt).items()))
        differ = "; ".join(x for x in (more and gettext("{cards} more", cards=more),
                                       fewer and gettext("{cards} fewer", cards=fewer)) if x)
        out.append(Violation("deal-not-the-set", gettext(
            "the cards dealt are not the set's ({differences} than the setup names)",
            differences=differ), "Game Setup"))
    return out


def _shot_too_late(state: GameState, hunter: Player) -> bool:
    """Whether the phase in which the Hunter's death was announced is over: "they may
    immediately choose one player to be killed … If the Hunter is killed at night, they
    choose their target in the morning, as soon as the Moderator informs them of their
    death" (Ultimate, Role Cards — Hunter); "right after their death is announced"
    (Werwölfe, Hunter). A death of night N is announced on day N."""
    died = hunter.died
    if died is None:
        return False
    now, then = state.when, died.when
    if now == then or now == "ended":
        return False
    if then.startswith("night ") and now == f"day {then[6:]}":
        return False
    # Dead at dusk, with the Vampires' victim who "dies in broad daylight" (Role Cards —
    # Vampire): announced as night falls, so the shot comes in the night just fallen.
    dusk = state.dusk_deaths
    at_dusk = hunter.seat in dusk or any(seat in dusk for seat in died.chain)
    return not (at_dusk and now == f"night {state.number}"
                and then == f"day {state.number - 1}")


def _hunter(state: GameState) -> str:
    """The Hunter's name in the language spoken (Werwölfe's "Jäger")."""
    role = state.roles.get("hunter")
    return spoken_name(role, state.setup.edition) if role is not None else "Hunter"


def _check_hunter(state: GameState, event: HunterShot) -> list[Violation]:
    source = role_source(state, "hunter")
    hunters = state.holders("hunter", alive_only=False)
    if not hunters:
        return [Violation("not-in-play", gettext("there is no {role}", role=_hunter(state)),
                          source, "error", False)]
    out: list[Violation] = []
    pending, missed = state.pending_shots, state.missed_shots
    if not pending and not missed:
        if all(h.alive for h in hunters):
            out.append(Violation("hunter-alive", gettext("the {role} shoots when they die",
                                                         role=_hunter(state)), source))
        else:
            out.append(Violation("uses-spent", gettext("the {role} has already shot",
                                                       role=_hunter(state)), source))
    elif event.actor is not None and event.actor not in pending and event.actor not in missed:
        out.append(Violation("not-pending", gettext(
            "{name} has no shot to take", name=state.players[event.actor].name), source,
            "error", False))
    else:
        shooter = state.players[event.actor if event.actor is not None
                                else (pending or missed)[0]]
        if shooter.seat not in pending or _shot_too_late(state, shooter):
            out.append(Violation("hunter-late", gettext(
                "{name} ({role}) shoots immediately, right after the death is announced: "
                "{when} has come since", name=shooter.name, role=_hunter(state),
                when=state.when), source))
    if event.target is not None:
        out += dead_targets(state, [event.target])
        if banished(state, [event.target]):
            out.append(Violation("banished", gettext(
                "the banished player can't be killed by the Hunter's shot"),
                f"{ULTIMATE}, Role Cards — Old Hag"))
    return out
