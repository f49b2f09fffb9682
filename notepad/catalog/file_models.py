"""The shapes of the role and scenario files (roles/*.toml, scenarios/<edition>/*.toml).

Loading is strict: every model forbids unknown keys, so a typo in a file is an error that
names the key (see notepad.catalog.errors for the wording). A checked file becomes the plain
objects of notepad/catalog/models.py (`to_runtime`), which have the same class names and
fields and are what the rest of the program uses: these pydantic models are imported only to
check a file (a stale catalogue cache, a scenario given on the command line), to save a
scenario and to write the JSON schemas (issue 14).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, TypeVar

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, field_validator, model_validator

from notepad.catalog import models as runtime
from notepad.catalog.bounds import (
    BOX_CARDS,
    MAX_CARDS,
    MAX_ID,
    MAX_NAME,
    MAX_PLAYERS,
    MAX_VALUE,
    ONE_NIGHT_PLAYERS,
    PLAYERS_TEXT,
    players_problem,
)
from notepad.catalog.models import (
    HOUSE_RULE_IDS,
    OPTIONAL_RULES,
    VARIANTS,
    VOTING_IDS,
    Action,
    Edition,
    Team,
    Wakes,
    wake_code_key,
)


def _card_count(count: int) -> int:
    """A count of one role's cards in a set: no more than the largest village has players."""
    if not 0 <= count <= MAX_PLAYERS:
        raise ValueError(f"a set holds 0 to {MAX_PLAYERS} cards of one role (the largest "
                         f"village has {MAX_PLAYERS} players), not {count}")
    return count


def _head_count(count: int) -> int:
    if (problem := players_problem(count, "")) is not None:
        raise ValueError(problem.removeprefix(": "))
    return count


def _title(name: str) -> str:
    if not any(char.isalnum() for char in name):  # the id and file name are made of these
        raise ValueError("the name needs at least one letter or digit")
    return name


CardCount = Annotated[int, AfterValidator(_card_count)]
HeadCount = Annotated[int, AfterValidator(_head_count)]
PerGame = Annotated[int, Field(ge=0, le=MAX_PLAYERS)]  # targets, uses, potions: a room's worth
Finite = Annotated[float, Field(allow_inf_nan=False, ge=-1000, le=1000)]


class Ability(BaseModel):
    """A role's night ability where a generic shape fits; anything else is engine code."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    action: Action = Action.NONE
    targets: PerGame = Field(default=0, description="players chosen per call")
    self_allowed: bool = Field(default=False, description="may choose themselves")
    no_repeat: bool = Field(
        default=False, description="may not choose the same player two nights running"
    )
    once_per_target: bool = Field(
        default=False, description="may choose each player only once per game"
    )
    uses_per_game: PerGame = Field(default=0, description="0 means every call")
    potions: dict[Literal["heal", "kill"], PerGame] = Field(
        default_factory=dict, description="potions per game (Witch, Sorcerer)"
    )
    optional: bool = Field(default=True, description="may pass")
    tokens: list[str] = Field(default_factory=list, description="One Night symbol tokens used")


class Role(BaseModel):
    """One `[[role]]` table of a roles file."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$", max_length=MAX_ID)
    name: str = Field(min_length=1, max_length=MAX_NAME)
    name_de: str | None = Field(default=None, max_length=MAX_NAME,
                                description="German name, where the rulebook has one")
    team: Team
    value: int | None = Field(default=None, ge=-MAX_VALUE, le=MAX_VALUE,
                              description="card value (Ultimate, Werwölfe)")
    difficulty: int | None = Field(default=None, ge=1, le=3, description="One Night: * to ***")
    wake_code: str | None = Field(default=None, description="One Night wake-up order, e.g. -6B")
    wakes: Wakes = Wakes.NEVER
    from_night: int | None = Field(default=None, ge=1, le=MAX_PLAYERS,
                                   description="for wakes = from_night")
    call_order: Finite | None = Field(
        default=None, description="place in the first night's call order (lower is earlier)"
    )
    call_order_later: Finite | None = Field(
        default=None, description="place in later nights' call order, if different"
    )
    call_order_source: Literal["rulebook", "notepad"] = Field(
        default="rulebook",
        description="'notepad' where the rulebook's list omits the role and we chose the place",
    )
    wakes_with: str | None = Field(
        default=None, description="id of the role it is called together with (wolf pack)"
    )
    pack: Literal["werewolves", "vampires"] | None = Field(
        default=None, description="member of a killing pack: counts as a werewolf or vampire"
    )
    seer_sees: Literal["werewolf", "villager"] | None = Field(
        default=None, description="what the Seer is shown (default: werewolf for a pack member)"
    )
    is_seer: bool = Field(default=False, description="counts as the Seer for setup warnings")
    plain: bool = Field(default=False, description="a plain Villager or plain Werewolf card")
    card: bool = Field(default=True, description="a card is dealt for this role")
    max_count: int | None = Field(default=None, ge=0, le=BOX_CARDS,
                                  description="cards of it in the box")
    min_count: int | None = Field(
        default=None, ge=1, le=MAX_PLAYERS,
        description="if in play, at least this many (Masons come in pairs)",
    )
    requires: list[str] = Field(
        default_factory=list, description="roles that must all be in play with it"
    )
    requires_any: list[str] = Field(
        default_factory=list, description="at least one of these must be in play with it"
    )
    min_players: int | None = Field(
        default=None, ge=1, le=MAX_PLAYERS, description="rulebook's advice: at least N players"
    )
    at_random: bool = Field(
        default=False, description="the rulebook says to add it to the deck at random"
    )
    call_text: str = Field(default="", description="what the moderator reads when calling it")
    call_text_later: str = Field(
        default="", description="what the moderator reads on later nights, if different"
    )
    end_text: str = Field(default="", description="what the moderator reads to send it to sleep")
    # The read-aloud words in German (issue 34), said when German is spoken; a role without
    # them is read in English (Ultimate's roles: its rulebook is English only).
    call_text_de: str = Field(default="", description="call_text in German")
    call_text_later_de: str = Field(default="", description="call_text_later in German")
    end_text_de: str = Field(default="", description="end_text in German")
    ability: Ability = Field(default_factory=Ability)
    summary: str = Field(default="", description="the card's rule in a sentence or two")
    rulebook: str = Field(default="", description="where the rulebook describes it")

    @field_validator("wake_code")
    @classmethod
    def _valid_wake_code(cls, code: str | None) -> str | None:
        if code is not None:
            wake_code_key(code)
        return code

    @model_validator(mode="after")
    def _consistent(self) -> Role:
        if self.wakes is Wakes.FROM_NIGHT and self.from_night is None:
            raise ValueError("wakes = 'from_night' needs from_night = N")
        if self.min_count and self.max_count is not None and self.min_count > self.max_count:
            raise ValueError("min_count is larger than max_count")
        # A German text stands for an English one: without it the German would be read
        # where the English says nothing (or another night's words).
        for english in ("call_text", "call_text_later", "end_text"):
            if getattr(self, f"{english}_de") and not getattr(self, english):
                raise ValueError(f"{english}_de needs {english}: the German translates it")
        return self


class Band(BaseModel):
    """A balance band of an edition: where the rulebook says the sum should lie for a group."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    low: int = Field(ge=-MAX_VALUE * MAX_PLAYERS, le=MAX_VALUE * MAX_PLAYERS)
    high: int = Field(ge=-MAX_VALUE * MAX_PLAYERS, le=MAX_VALUE * MAX_PLAYERS)
    target: int = Field(ge=-MAX_VALUE * MAX_PLAYERS, le=MAX_VALUE * MAX_PLAYERS)
    advice: str = ""

    @model_validator(mode="after")
    def _ordered(self) -> Band:
        if self.low > self.high:
            raise ValueError(f"low {self.low} is above high {self.high}")
        if not self.low <= self.target <= self.high:
            raise ValueError(f"target {self.target} is outside low {self.low} … high {self.high}")
        return self


class Bands(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    newcomers: Band
    balanced: Band
    practised: Band
    source: str = ""


class RoleFile(BaseModel):
    """A whole roles/<edition>.toml file."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    edition: Edition
    title: str = ""
    rulebook: str = ""
    bands: Bands | None = None
    role: list[Role] = Field(default_factory=list)


def _known(what: str, name: str, known: tuple[str, ...]) -> str:
    import difflib

    if name not in known:
        close = difflib.get_close_matches(name, known, n=1)
        hint = f" — did you mean '{close[0]}'?" if close else f"; known: {', '.join(known)}"
        raise ValueError(f"unknown {what} '{name}'{hint}")
    return name


class ScenarioLine(BaseModel):
    """One player count of a One Night scenario, written out in full."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    players: HeadCount = Field(description="the head count of this line")
    roles: dict[str, CardCount]
    printed: str = Field(default="", description="the line as the rulebook prints it")


class Scenario(BaseModel):
    """A scenarios/<edition>/<id>.toml file."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    # Letters of any script are kept (a scenario named 自分のシナリオ has that id and file name);
    # no dots or slashes, so the id is always a plain file name (catalog/saving.py).
    id: str = Field(pattern=r"^[^\W_][\w-]*$", max_length=MAX_ID)
    name: Annotated[str, AfterValidator(_title)] = Field(min_length=1, max_length=MAX_NAME)
    edition: Edition
    players: HeadCount | None = Field(default=None, description="the stated head count")
    min_players: HeadCount | None = None
    max_players: HeadCount | None = None
    difficulty: str = ""
    story: str = ""
    notes: list[str] = Field(default_factory=list, description="the scenario's own rules")
    variants: list[str] = Field(default_factory=list, description=f"any of: {', '.join(VARIANTS)}")
    voting: str = Field(default="open", description=f"one of: {', '.join(VOTING_IDS)}")
    house_rules: dict[str, bool] = Field(
        default_factory=dict,
        description="a check of the notepad switched off (false) for games of this scenario: "
                    f"any of {', '.join(HOUSE_RULE_IDS)}")
    roles: dict[str, CardCount] = Field(default_factory=dict)
    line: list[ScenarioLine] = Field(default_factory=list, description="One Night: per head count")
    random_draw: bool = Field(default=False, description="One Night Anarchy: cards drawn at random")
    rulebook: str = ""

    @field_validator("variants")
    @classmethod
    def _known_variants(cls, variants: list[str]) -> list[str]:
        import difflib

        for variant in variants:
            if variant not in VARIANTS:
                close = difflib.get_close_matches(variant, VARIANTS, n=1)
                hint = f" — did you mean '{close[0]}'?" if close else ""
                raise ValueError(f"unknown variant '{variant}'{hint}")
        return variants

    @field_validator("voting")
    @classmethod
    def _known_voting(cls, voting: str) -> str:
        return _known("voting method", voting, VOTING_IDS)

    @field_validator("house_rules")
    @classmethod
    def _known_house_rules(cls, house_rules: dict[str, bool]) -> dict[str, bool]:
        for rule in house_rules:
            _known("house rule", rule, HOUSE_RULE_IDS + OPTIONAL_RULES)
        return house_rules

    @model_validator(mode="after")
    def _has_roles(self) -> Scenario:
        if self.edition is Edition.ONENIGHT:
            if not self.line and not self.random_draw:
                raise ValueError("a One Night scenario needs [[line]] tables or random_draw = true")
            low, high = ONE_NIGHT_PLAYERS
            outside = [line.players for line in self.line if not low <= line.players <= high]
            if outside:
                raise ValueError(f"One Night is played by {low} to {high} players; a [[line]] "
                                 f"is for {outside[0]}")
        elif not self.roles:
            raise ValueError("a scenario needs a [roles] table (role id = count)")
        elif sum(self.roles.values()) < 1:
            raise ValueError("a scenario needs at least one card (every count in [roles] is 0)")
        for table in [self.roles] + [line.roles for line in self.line]:
            if sum(table.values()) > MAX_CARDS:
                raise ValueError(f"{sum(table.values())} cards: {PLAYERS_TEXT}, so a set holds "
                                 f"at most {MAX_CARDS} cards (with the Charm or the middle)")
        if self.min_players and self.max_players and self.min_players > self.max_players:
            raise ValueError(f"min_players {self.min_players} is above max_players "
                             f"{self.max_players}")
        return self


Runtime = TypeVar("Runtime")


def to_runtime(model: BaseModel, kind: type[Runtime] | None = None) -> Runtime:
    """The plain object (notepad/catalog/models.py) of the same class name and fields as a
    checked model; nested models (a role's ability, the bands, the roles of a file, a One Night
    scenario's lines) become plain objects too. The values are the checked ones, as they are."""
    cls: Any = kind or getattr(runtime, type(model).__name__)
    values: dict[str, Any] = {}
    for name in cls._fields:
        value = getattr(model, name)
        if isinstance(value, BaseModel):
            value = to_runtime(value)
        elif isinstance(value, list) and value and isinstance(value[0], BaseModel):
            value = [to_runtime(item) for item in value]
        values[name] = value
    return cls(**values)


def new_scenario(**values: Any) -> runtime.Scenario:
    """A scenario made in the program (the builder's draft, `scenario new`), checked as a file
    would be: pydantic's ValidationError says what is wrong."""
    return to_runtime(Scenario(**values), runtime.Scenario)


def checked_scenario(data: dict[str, Any]) -> runtime.Scenario:
    """A scenario file's table, checked (pydantic's ValidationError says what is wrong)."""
    return to_runtime(Scenario.model_validate(data), runtime.Scenario)


def as_model(scenario: runtime.Scenario) -> Scenario:
    """The checked model of a plain scenario, for saving (model_dump) it as the file it was."""
    return Scenario.model_validate(runtime.as_dict(scenario))
