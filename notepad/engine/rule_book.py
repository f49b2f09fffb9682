"""The rules in play, as the rules read them: whether an optional rule is on (`rule_on`) and
each role's card (`cards`), worked out once per setup and kept with the game state
(GameState.rules, RuleBook)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from notepad.catalog.models import Action, Role
from notepad.engine.setup import GameSetup

if TYPE_CHECKING:
    from notepad.engine.state import GameState


def rule_book(state: GameState) -> RuleBook:
    """The state's RuleBook, made for its setup (`rule_on` reads it): a check that asks about
    several rules reads `rule_book(state).on` once rather than call `rule_on` for each."""
    book = state.rules
    if book is None or book.setup is not state.setup:
        book = state.rules = RuleBook(state.setup, state.roles)
    return book


def rule_on(state: GameState, rule: str) -> bool:
    """An optional rule or alternate variant is on: named in the setup's variants or switched
    on in its house rules (GameSetup.house_rules, rule id → True).

    The same answer as `state.setup.rule_on(rule)`, read from a set made once per setup: the
    rules ask it about a thousand times in a 68-player game, and each ask of the pydantic
    setup cost more than the rest of a typical check (docs/design.md, Budget).
    tests/engine/test_simulator_fast_paths.py holds the two equal."""
    book = state.rules
    if book is None or book.setup is not state.setup:
        book = state.rules = RuleBook(state.setup, state.roles)
    return rule in book.on


def cards(state: GameState) -> dict[str, Card]:
    """Role id → the role's card as the rules read it (Card), for the state's roles."""
    book = state.rules
    if book is None or book.setup is not state.setup or book.roles is not state.roles:
        book = state.rules = RuleBook(state.setup, state.roles)
    return book.cards


class Card:
    """What the rules read of a role on every action — its name, pack and ability — read once
    from the catalogue's frozen `Role`: compiled, each read of a `Role` or `Ability` field is a
    generic attribute look-up, and the validator made a few on every night action (issue 14).
    tests/engine/test_rules_fast_paths.py holds each equal to its role's."""

    def __init__(self, role: Role) -> None:
        ability = role.ability
        self.role = role
        self.name: str = role.name
        self.pack: str | None = role.pack
        self.rulebook: str = role.rulebook
        self.sees_as: str = role.sees_as
        self.action: Action = ability.action
        self.targets: int = ability.targets
        self.uses_per_game: int = ability.uses_per_game
        self.self_allowed: bool = ability.self_allowed
        self.no_repeat: bool = ability.no_repeat
        self.once_per_target: bool = ability.once_per_target
        self.potions: dict[str, int] = dict(ability.potions.items())  # never changed: copy it

    def __reduce__(self) -> tuple[type[Card], tuple[Role]]:
        # A copy or pickle makes it through `__init__`: mypyc's `__new__` runs it.
        return type(self), (self.role,)


class RuleBook:
    """The rules `rule_on` and `cards` read, made once per setup (GameState.rules)."""

    def __init__(self, setup: GameSetup, roles: dict[str, Role]) -> None:
        self.setup = setup
        self.roles = roles
        self.on = rules_on(setup)
        self.cards = _cards_of(roles)

    def __reduce__(self) -> tuple[type[RuleBook], tuple[GameSetup, dict[str, Role]]]:
        return type(self), (self.setup, self.roles)


# The last role definitions' cards, shared by the games that play with them (as state.py's
# `_SIDES`): never changed once made.
_CARDS: list[tuple[tuple[tuple[str, Role], ...], dict[str, Card]]] = []


def _cards_of(roles: dict[str, Role]) -> dict[str, Card]:
    key = tuple(roles.items())  # the same roles, the same objects
    for known, kept in _CARDS:
        if known == key:
            return kept
    made = {role_id: Card(role) for role_id, role in roles.items()}
    _CARDS[:] = [(key, made)]
    return made


def rules_on(setup: GameSetup) -> frozenset[str]:
    """Every rule `GameSetup.rule_on` answers True for."""
    return frozenset(setup.variants) | frozenset(
        rule for rule, on in setup.house_rules.items() if on is True)
