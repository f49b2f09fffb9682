"""The catalogue as the program uses it: roles, balance bands and scenarios, as plain frozen
dataclasses, and the kinds they are made of (editions, teams, wake-ups, night actions).

The files are checked by the pydantic models of notepad/catalog/file_models.py, which have the
same fields; a checked file becomes these objects (file_models.to_runtime), and the catalogue
cache (notepad/catalog/cache.py) holds them, so a command that starts from the cache never
imports pydantic (issue 14). They are frozen: the catalogue is shared by every part of the
program and never changes after loading.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from enum import StrEnum
from typing import Any, ClassVar, Literal, TypeVar, cast, dataclass_transform

from notepad.catalog.house_rules import HOUSE_RULES
from notepad.catalog.variants import VARIANT_TABLE, VOTING_METHODS


class Edition(StrEnum):
    ULTIMATE = "ultimate"
    WERWOELFE = "werwoelfe"
    ONENIGHT = "onenight"



EDITION_TITLES: dict[Edition, str] = {
    Edition.ULTIMATE: "Ultimate Werewolf: Ultimate Edition",
    Edition.WERWOELFE: "Werwölfe",
    Edition.ONENIGHT: "One Night Ultimate Werewolf: Epic Battle",
}


class Team(StrEnum):
    """The party a role plays for when the game starts (floating roles may change it)."""

    VILLAGE = "village"
    WEREWOLF = "werewolf"
    VAMPIRE = "vampire"
    CULT = "cult"  # Ultimate: Cult Leader
    TANNER = "tanner"  # Ultimate and One Night: wins by dying
    BANDIT = "bandit"  # Ultimate
    LONE_WOLF = "lone_wolf"  # Ultimate: counts as a Werewolf, wins alone
    LOVERS = "lovers"  # Ultimate: Lovers of different teams form their own team
    ASSASSIN = "assassin"  # One Night
    CHANGING = "changing"  # One Night Mimic: takes the party of the card it looks at
    NONE = "none"  # Moderator card


class Wakes(StrEnum):
    """When a role is called at night (the moon icons of the Ultimate cards)."""

    EVERY_NIGHT = "every_night"  # full moon
    FIRST_NIGHT = "first_night"  # half moon
    NEVER = "never"  # no moon
    ONCE_ACTIVE = "once_active"  # Apprentice Seer, Cursed: from the night their condition holds
    FIRST_NIGHT_AND_ONCE_ACTIVE = "first_night_and_once_active"  # Doppelganger
    FROM_NIGHT = "from_night"  # Drunk: wakes on night `from_night` (3)
    TWILIGHT = "twilight"  # One Night: negative wake codes
    NIGHT = "night"  # One Night: positive wake codes


class Action(StrEnum):
    """The generic night mechanics a role can be built from (docs/design.md, Data)."""

    NONE = "none"  # wakes only to be seen or to learn something
    KNOW = "know"  # wakes to meet its fellows (Masons, Werewolves on night 1)
    CHECK = "check"  # learns werewolf or not (Seer)
    FIND_ROLE = "find_role"  # learns whether the target has a given role (Sorceress → Seer)
    FIND_SPECIAL = "find_special"  # Medium: special role or not
    CHECK_NEIGHBOURHOOD = "check_neighbourhood"  # Psychic Detective
    KILL = "kill"  # the pack's victim
    PROTECT = "protect"  # Bodyguard, Healer
    POTIONS = "potions"  # Witch, Sorcerer: heal and/or kill, limited potions
    BLESS = "bless"  # Priest
    SILENCE = "silence"  # Enchantress
    BANISH = "banish"  # Old Hag
    RECRUIT = "recruit"  # Cult Leader
    SIGNAL = "signal"  # Trouble Maker: nods for a second execution
    CHOOSE_LOVERS = "choose_lovers"  # Cupid
    CHOOSE_PLAYERS = "choose_players"  # Bandit, Doppelganger: remembered, no immediate effect
    PASS_CHARM = "pass_charm"  # the Charm holder
    WRITE_LETTER = "write_letter"  # Ghost
    LEARN_ROLE = "learn_role"  # Drunk on night 3
    TOKENS = "tokens"  # One Night: swaps symbol tokens
    CARDS = "cards"  # One Night: looks at or moves role cards
    ARTIFACT = "artifact"  # One Night Curator


_WAKE_CODE = re.compile(r"^(-?\d+)([A-Z]?)$")


def wake_code_key(code: str) -> tuple[int, str]:
    """Sort key for One Night wake codes: -8 < -6 < -6B < -6C < -5 … < 2 < 2B < 11.

    The Game Master sheet calls the Twilight from -8 up to -1, then the Night from 1 up to
    11; a letter suffix follows the bare number (One Night rulebook, Game Master Sheet).
    """
    match = _WAKE_CODE.match(code)
    if match is None:
        raise ValueError(f"wake code {code!r} is not a number with an optional letter (e.g. -6B)")
    return int(match.group(1)), match.group(2)


Value = TypeVar("Value")


class _Factory:
    __slots__ = ("make",)

    def __init__(self, make: Callable[[], Any]) -> None:
        self.make = make


def field(*, default_factory: Callable[[], Value]) -> Value:
    """A field whose default is made afresh for each object (a list, a dict)."""
    return cast(Value, _Factory(default_factory))


@dataclass_transform(kw_only_default=True, frozen_default=True, field_specifiers=(field,))
class Plain:
    """A frozen record with keyword arguments, equality, a hash and a repr, like a frozen
    dataclass (which mypy takes it for), built without `dataclasses`: making a dataclass costs
    several milliseconds at import, and every command imports these (issue 14). Objects
    unpickle straight into their `__dict__` (no `__init__`, no `__setattr__`)."""

    _fields: ClassVar[tuple[str, ...]] = ()
    _defaults: ClassVar[dict[str, Any]] = {}

    def __init_subclass__(cls) -> None:
        names = tuple(name for name, kind in cls.__dict__.get("__annotations__", {}).items()
                      if not str(kind).startswith("ClassVar"))
        cls._fields = names
        cls._defaults = {name: cls.__dict__[name] for name in names if name in cls.__dict__}
        for name in cls._defaults:  # the values live on each object, not on the class
            delattr(cls, name)

    def __init__(self, **values: Any) -> None:
        unknown = values.keys() - set(self._fields)
        if unknown:
            raise TypeError(f"{type(self).__name__} has no field {', '.join(sorted(unknown))}")
        state = self.__dict__
        for name in self._fields:
            if name in values:
                state[name] = values[name]
            elif name in self._defaults:
                default = self._defaults[name]
                state[name] = default.make() if isinstance(default, _Factory) else default
            else:
                raise TypeError(f"{type(self).__name__} needs {name}")

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is frozen: {name} cannot be set")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is frozen: {name} cannot be deleted")

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self.__dict__ == other.__dict__

    def __hash__(self) -> int:
        return hash(tuple(self.__dict__.values()))

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={value!r}" for name, value in self.__dict__.items())
        return f"{type(self).__name__}({fields})"


def as_dict(record: Plain) -> dict[str, Any]:
    """A record's fields as a dict, nested records (and lists of them) as dicts too."""
    values: dict[str, Any] = {}
    for name, value in record.__dict__.items():
        if isinstance(value, Plain):
            value = as_dict(value)
        elif isinstance(value, list) and value and isinstance(value[0], Plain):
            value = [as_dict(item) for item in value]
        values[name] = value
    return values


class Ability(Plain):
    """A role's night ability where a generic shape fits; anything else is engine code."""

    action: Action = Action.NONE
    targets: int = 0
    self_allowed: bool = False
    no_repeat: bool = False
    once_per_target: bool = False
    uses_per_game: int = 0
    potions: dict[Literal["heal", "kill"], int] = field(default_factory=dict)
    optional: bool = True
    tokens: list[str] = field(default_factory=list)


class Role(Plain):
    """One `[[role]]` table of a roles file (the meaning of each field: file_models.Role)."""

    id: str
    name: str
    name_de: str | None = None
    team: Team
    value: int | None = None
    difficulty: int | None = None
    wake_code: str | None = None
    wakes: Wakes = Wakes.NEVER
    from_night: int | None = None
    call_order: float | None = None
    call_order_later: float | None = None
    call_order_source: Literal["rulebook", "notepad"] = "rulebook"
    wakes_with: str | None = None
    pack: Literal["werewolves", "vampires"] | None = None
    seer_sees: Literal["werewolf", "villager"] | None = None
    is_seer: bool = False
    plain: bool = False
    card: bool = True
    max_count: int | None = None
    min_count: int | None = None
    requires: list[str] = field(default_factory=list)
    requires_any: list[str] = field(default_factory=list)
    min_players: int | None = None
    at_random: bool = False
    call_text: str = ""
    call_text_later: str = ""
    end_text: str = ""
    call_text_de: str = ""
    call_text_later_de: str = ""
    end_text_de: str = ""
    ability: Ability = field(default_factory=Ability)
    summary: str = ""
    rulebook: str = ""

    @property
    def sees_as(self) -> Literal["werewolf", "villager"]:
        if self.seer_sees is not None:
            return self.seer_sees
        return "werewolf" if self.pack else "villager"

    @property
    def special(self) -> bool:
        """A special role in the Ultimate guide's sense: anything but a plain Villager."""
        return not (self.plain and self.team is Team.VILLAGE)


class Band(Plain):
    """A balance band of an edition: where the rulebook says the sum should lie for a group."""

    low: int
    high: int
    target: int
    advice: str = ""


class Bands(Plain):
    newcomers: Band
    balanced: Band
    practised: Band
    source: str = ""


class RoleFile(Plain):
    """A whole roles/<edition>.toml file."""

    edition: Edition
    title: str = ""
    rulebook: str = ""
    bands: Bands | None = None
    role: list[Role] = field(default_factory=list)


class ScenarioLine(Plain):
    """One player count of a One Night scenario, written out in full."""

    players: int
    roles: dict[str, int]
    printed: str = ""


class Scenario(Plain):
    """A scenarios/<edition>/<id>.toml file (checked by file_models.Scenario)."""

    id: str
    name: str
    edition: Edition
    players: int | None = None
    min_players: int | None = None
    max_players: int | None = None
    difficulty: str = ""
    story: str = ""
    notes: list[str] = field(default_factory=list)
    variants: list[str] = field(default_factory=list)
    voting: str = "open"
    house_rules: dict[str, bool] = field(default_factory=dict)
    roles: dict[str, int] = field(default_factory=dict)
    line: list[ScenarioLine] = field(default_factory=list)
    random_draw: bool = False
    rulebook: str = ""

    @property
    def player_range(self) -> tuple[int, int]:
        if self.line:
            counts = [line.players for line in self.line]
            return min(counts), max(counts)
        low = self.min_players or self.players or 0
        high = self.max_players or self.players or low
        return low, high

    def roles_for(self, players: int | None = None) -> dict[str, int] | None:
        """The role set for a head count; None if the scenario has none for it."""
        if self.edition is not Edition.ONENIGHT:
            return dict(self.roles)
        if not self.line:
            return None
        if players is None:
            return dict(self.line[0].roles)
        for line in self.line:
            if line.players == players:
                return dict(line.roles)
        return None


# Rule variants a scenario (or a game's setup) can name: one table with a line of text and the
# rulebook's section for each (notepad/catalog/variants.py). The engine reads them
# (notepad/engine/setup.py, state.rule_on).
REVEAL_VARIANTS = tuple(v.id for v in VARIANT_TABLE if v.group == "Role reveal")
OPTIONAL_RULES = tuple(v.id for v in VARIANT_TABLE
                       if v.group == "Role cards" or v.id == "werewolf-parity")
VARIANTS = tuple(v.id for v in VARIANT_TABLE)


VOTING_IDS = tuple(m.id for m in VOTING_METHODS)
HOUSE_RULE_IDS = tuple(r.id for r in HOUSE_RULES)
