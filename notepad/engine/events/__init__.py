"""Every moderator action as a typed event: plain frozen records, one class per `type`.

Events are the only thing a game stores (docs/design.md, Engine: event-sourced). They are plain
records (notepad/engine/records.py), read from a session log without pydantic (reader.py,
issue 14). The pydantic models of the same names and fields (file_models/) check, at the edge,
what the fast reader is not sure of and what the user typed where the screen asks them
(`EVENT_ADAPTER`, `model_validate`); `apply` reads the attributes of checked records and never
checks again. Players are named by their seat number (1 … n, circle order).
"""

from __future__ import annotations

from typing import Any, Literal

from notepad.engine.events.base import EventBase as _Event
from notepad.engine.events.base import Override, RoleEvent
from notepad.engine.events.day import (
    Ballot,
    DoubleVote,
    MartyrChoice,
    RandomFool,
    TimerSet,
    Vouch,
)

# The seats an event names, for the validator: in their own module, compiled with the engine
# (hatch_build.py), and re-exported here.
from notepad.engine.events.fields import field_of as field_of
from notepad.engine.events.fields import targets_of as targets_of

# A player moving between simultaneous villages (v3): events/villages.py.
from notepad.engine.events.villages import Arrival, DiedElsewhere
from notepad.engine.events.villages import Marks as Marks
from notepad.engine.records import field, to_plain

# ------------------------------------------------------------------ setup and phases


class CardsDealt(_Event):
    """Who got which card: from the recorded seed, or as the moderator dealt by hand."""

    type: Literal["cards_dealt"] = "cards_dealt"
    cards: list[str]
    charm_holder: int | None = None
    from_seed: bool = False
    drunk_role: str | None = None
    cupid_leftover: str | None = None
    discarded: list[str] = field(default_factory=list)


class NightFalls(_Event):
    """Ends the day (or the setup) and starts the next night."""

    type: Literal["night_falls"] = "night_falls"
    elapsed: float | None = field(default=None, ge=0)


class Dawn(_Event):
    """Resolves the night: who dies and who survives, and why (engine/night/dawn.py)."""

    type: Literal["dawn"] = "dawn"


class GameEnds(_Event):
    """The moderator declares the end (e.g. the Ultimate parity rule, "End of the Game")."""

    type: Literal["game_ends"] = "game_ends"
    winners: list[str] = field(min_length=1)
    players: list[int] = field(default_factory=list)


# ------------------------------------------------------------------ night calls


class Passed(RoleEvent):
    """A call whose role did nothing (or only woke up to be seen, like the Werwölfe Hunter)."""

    type: Literal["pass"] = "pass"
    role: str


class PackKill(RoleEvent):
    """The Werewolves' (or Vampires') victims; an empty list: the hunt was called off."""

    type: Literal["pack_kill"] = "pack_kill"
    role: str = "werewolf"
    targets: list[int] = field(default_factory=list)
    elapsed: float | None = field(default=None, ge=0)


class MinionChosen(RoleEvent):
    """The pack (`role`: werewolf or, v3, vampire) makes a player its Minion on night 1."""

    type: Literal["minion_chosen"] = "minion_chosen"
    role: str = "werewolf"
    target: int


class LoversChosen(RoleEvent):
    """Cupid's two Lovers; `role` "lovers" (v3): the moderator chose them (Role Cards — Cupid,
    alternate variant 2), `from_seed` (v3) drawn at random from the game's seed."""

    type: Literal["lovers_chosen"] = "lovers_chosen"
    role: str = "cupid"
    targets: list[int] = field(min_length=2, max_length=2)
    from_seed: bool = False


class RoleCheck(RoleEvent):
    """Seer, Seeress, Apprentice Seer, Sorceress, Medium, Psychic Detective: the engine
    works out the answer (engine/night/sight.py), so it is not stored in the event."""

    type: Literal["check"] = "check"
    role: str
    target: int


class Protect(RoleEvent):
    type: Literal["protect"] = "protect"
    role: str
    target: int


class Potions(RoleEvent):
    """Witch or Sorcerer: heal one of tonight's victims and/or kill a player."""

    type: Literal["potions"] = "potions"
    role: str = "witch"
    heal: int | None = None
    kill: int | None = None


class Bless(RoleEvent):
    type: Literal["bless"] = "bless"
    role: str = "priest"
    target: int


class Silence(RoleEvent):
    type: Literal["silence"] = "silence"
    role: str = "enchantress"
    target: int


class Banish(RoleEvent):
    type: Literal["banish"] = "banish"
    role: str = "old_hag"
    target: int


class Recruit(RoleEvent):
    type: Literal["recruit"] = "recruit"
    role: str = "cult_leader"
    target: int


class TroubleSignal(RoleEvent):
    type: Literal["trouble"] = "trouble"
    role: str = "trouble_maker"


class CharmPassed(RoleEvent):
    """The Charm holder points at the next holder; None means they refused."""

    type: Literal["charm_passed"] = "charm_passed"
    role: str = "charm"
    target: int | None = None


class ChoosePlayers(RoleEvent):
    """Bandit and Doppelganger: players remembered, no immediate effect."""

    type: Literal["choose_players"] = "choose_players"
    role: str
    targets: list[int] = field(min_length=1)


class LetterWritten(RoleEvent):
    type: Literal["letter"] = "letter"
    role: str = "ghost"
    letter: str = field(min_length=1, max_length=1)


class RoleSwap(_Event):
    """v3: two players exchange their roles, secretly, during a night; the pair of roles was
    chosen ahead of time (Ultimate, Rule Variants — Daytime Twists: Role Swap)."""

    type: Literal["role_swap"] = "role_swap"
    targets: list[int] = field(min_length=2, max_length=2)


class DiceRolled(_Event):
    """Fateful Dice (Ultimate, Rule Variants — Daytime Twists); the draw is in the log."""

    type: Literal["dice"] = "dice"
    dice: list[int] = field(min_length=2, max_length=2)
    from_seed: bool = False


# ------------------------------------------------------------------ day


class MayorElected(_Event):
    """Werwölfe Mayor variant, or the Ultimate elected Mayor; also passing the card on."""

    type: Literal["mayor_elected"] = "mayor_elected"
    target: int


class Nominate(_Event):
    type: Literal["nominate"] = "nominate"
    nominee: int
    by: list[int] = field(default_factory=list)


class Vote(_Event):
    """An open vote on a nominee: thumbs for the gallows (`execute`) and against (`spare`)."""

    type: Literal["vote"] = "vote"
    nominee: int
    execute: list[int] = field(default_factory=list)
    spare: list[int] = field(default_factory=list)
    execute_total: int | None = field(default=None, ge=0)
    spare_total: int | None = field(default=None, ge=0)
    mayor: Literal["execute", "spare"] | None = None


class HunterShot(RoleEvent):
    """The dead Hunter's shot; None fires into the air (Ultimate, Role Cards — Hunter)."""

    type: Literal["hunter_shot"] = "hunter_shot"
    role: str = "hunter"
    target: int | None = None


class Death(_Event):
    """A death the moderator records by hand (the Masons' kill, a correction …)."""

    type: Literal["death"] = "death"
    target: int
    cause: str = field(min_length=1)
    kind: Literal["masons", "left", "other"] = "other"


Event = (
    CardsDealt
    | NightFalls
    | Dawn
    | GameEnds
    | Passed
    | PackKill
    | MinionChosen
    | LoversChosen
    | RoleCheck
    | Protect
    | Potions
    | Bless
    | Silence
    | Banish
    | Recruit
    | TroubleSignal
    | CharmPassed
    | ChoosePlayers
    | LetterWritten
    | DiceRolled
    | RoleSwap
    | MayorElected
    | Nominate
    | Vote
    | HunterShot
    | Death
    | DoubleVote
    | Ballot
    | Vouch
    | MartyrChoice
    | RandomFool
    | TimerSet
    | Arrival
    | DiedElsewhere
)

# Every event class by its `type`, as a log line names it.
EVENT_TYPES: dict[str, type[Event]] = {
    cls.model_fields["type"].default: cls
    for cls in (CardsDealt, NightFalls, Dawn, GameEnds, Passed, PackKill, MinionChosen,
                LoversChosen, RoleCheck, Protect, Potions, Bless, Silence, Banish, Recruit,
                TroubleSignal, CharmPassed, ChoosePlayers, LetterWritten, DiceRolled, RoleSwap,
                MayorElected, Nominate, Vote, HunterShot, Death, DoubleVote, Ballot, Vouch,
                MartyrChoice, RandomFool, TimerSet, Arrival, DiedElsewhere)
}


class _EventAdapter:
    """pydantic's discriminated union of the event models (file_models/), made when first
    used: `validate_python` checks an event as the log's reader does and gives its record."""

    def validate_python(self, data: Any) -> Event:
        from notepad.engine.events.file_models import EVENT_ADAPTER as checked

        return to_plain(checked.validate_python(data))


EVENT_ADAPTER = _EventAdapter()

NIGHT_EVENTS = (
    Passed,
    PackKill,
    MinionChosen,
    LoversChosen,
    RoleCheck,
    Protect,
    Potions,
    Bless,
    Silence,
    Banish,
    Recruit,
    TroubleSignal,
    CharmPassed,
    ChoosePlayers,
    LetterWritten,
)
DAY_EVENTS = (MayorElected, Nominate, Vote, DoubleVote, Ballot, Vouch)


def event_to_json(event: _Event) -> dict:
    """The event as a log line's object, `type` first. Unset optional fields (None) are left
    out; defaults are written, so a later change of a default cannot change an old log (the
    same object as pydantic's `model_dump(mode="json", exclude_none=True)` of the model)."""
    data = event.model_dump(mode="json", exclude_none=True)
    return {"type": data.pop("type"), **data}


def with_override(event: Event, override: Override) -> Event:
    return event.model_copy(update={"override": override})


