"""Every moderator action as a pydantic model: one discriminated union on `type`, the session
log's file models (issue 14).

The program uses the plain records of the same names and fields (notepad/engine/events/), read
from a log without pydantic (events/reader.py). These models check what that reader is not sure
of and give a bad line its message, and check the user's input where the screen asks them
(`EVENT_ADAPTER`, `model_validate`). tests/engine/test_plain_events.py holds both equal.
"""

from __future__ import annotations

from typing import Annotated, Literal, get_args

from pydantic import Field, TypeAdapter

from notepad.engine.events.file_models.base import EventBase as _Event
from notepad.engine.events.file_models.base import Override as Override
from notepad.engine.events.file_models.base import RoleEvent
from notepad.engine.events.file_models.day import (
    Ballot,
    DoubleVote,
    MartyrChoice,
    RandomFool,
    TimerSet,
    Vouch,
)

# A player moving between simultaneous villages (v3): events/villages.py.
from notepad.engine.events.file_models.villages import Arrival, DiedElsewhere
from notepad.engine.events.file_models.villages import Marks as Marks

# ------------------------------------------------------------------ setup and phases


class CardsDealt(_Event):
    """Who got which card: from the recorded seed, or as the moderator dealt by hand."""

    type: Literal["cards_dealt"] = "cards_dealt"
    cards: list[str] = Field(description="the real role of seat 1, 2, … in order")
    charm_holder: int | None = Field(default=None, description="seat dealt the Charm card")
    from_seed: bool = False
    drunk_role: str | None = Field(
        default=None, description="the Drunk's real role, drawn at setup (Role Cards — Drunk)"
    )
    cupid_leftover: str | None = Field(
        default=None, description="v3: the card left over, which Cupid takes after choosing "
                                  "the Lovers (Role Cards — Cupid, alternate variant 1)")
    discarded: list[str] = Field(
        default_factory=list,
        description="v3: the cards discarded at random from the Villagers and the cards mixed in "
                    "with them (Rule Variants — Role/Werewolf Count Variants)")


class NightFalls(_Event):
    """Ends the day (or the setup) and starts the next night."""

    type: Literal["night_falls"] = "night_falls"
    elapsed: float | None = Field(default=None, ge=0, description="seconds the day lasted")


class Dawn(_Event):
    """Resolves the night: who dies and who survives, and why (engine/night/dawn.py)."""

    type: Literal["dawn"] = "dawn"


class GameEnds(_Event):
    """The moderator declares the end (e.g. the Ultimate parity rule, "End of the Game")."""

    type: Literal["game_ends"] = "game_ends"
    winners: list[str] = Field(min_length=1, description="winning teams")
    players: list[int] = Field(
        default_factory=list,
        description="v3: the winning players by seat, as the moderator declared them")


# ------------------------------------------------------------------ night calls


class Passed(RoleEvent):
    """A call whose role did nothing (or only woke up to be seen, like the Werwölfe Hunter)."""

    type: Literal["pass"] = "pass"
    role: str


class PackKill(RoleEvent):
    """The Werewolves' (or Vampires') victims; an empty list: the hunt was called off."""

    type: Literal["pack_kill"] = "pack_kill"
    role: str = "werewolf"
    targets: list[int] = Field(default_factory=list)
    elapsed: float | None = Field(
        default=None, ge=0, description="v3: seconds the pack took to choose (the hunt timer: "
                                        "more than a minute calls the hunt off)")


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
    targets: list[int] = Field(min_length=2, max_length=2)
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
    targets: list[int] = Field(min_length=1)


class LetterWritten(RoleEvent):
    type: Literal["letter"] = "letter"
    role: str = "ghost"
    letter: str = Field(min_length=1, max_length=1)


class RoleSwap(_Event):
    """v3: two players exchange their roles, secretly, during a night; the pair of roles was
    chosen ahead of time (Ultimate, Rule Variants — Daytime Twists: Role Swap)."""

    type: Literal["role_swap"] = "role_swap"
    targets: list[int] = Field(min_length=2, max_length=2, description="the two seats")


class DiceRolled(_Event):
    """Fateful Dice (Ultimate, Rule Variants — Daytime Twists); the draw is in the log."""

    type: Literal["dice"] = "dice"
    dice: list[int] = Field(min_length=2, max_length=2)
    from_seed: bool = False


# ------------------------------------------------------------------ day


class MayorElected(_Event):
    """Werwölfe Mayor variant, or the Ultimate elected Mayor; also passing the card on."""

    type: Literal["mayor_elected"] = "mayor_elected"
    target: int


class Nominate(_Event):
    type: Literal["nominate"] = "nominate"
    nominee: int
    by: list[int] = Field(default_factory=list, description="accuser and seconder")


class Vote(_Event):
    """An open vote on a nominee: thumbs for the gallows (`execute`) and against (`spare`)."""

    type: Literal["vote"] = "vote"
    nominee: int
    execute: list[int] = Field(default_factory=list)
    spare: list[int] = Field(default_factory=list)
    execute_total: int | None = Field(default=None, ge=0, description="hands counted, not named")
    spare_total: int | None = Field(default=None, ge=0)
    mayor: Literal["execute", "spare"] | None = Field(
        default=None, description="with totals: how the Mayor voted (their vote's weight)"
    )


class HunterShot(RoleEvent):
    """The dead Hunter's shot; None fires into the air (Ultimate, Role Cards — Hunter)."""

    type: Literal["hunter_shot"] = "hunter_shot"
    role: str = "hunter"
    target: int | None = None


class Death(_Event):
    """A death the moderator records by hand (the Masons' kill, a correction …)."""

    type: Literal["death"] = "death"
    target: int
    cause: str = Field(min_length=1)
    kind: Literal["masons", "left", "other"] = Field(
        default="other",
        description="v3: 'masons' (killed by the Masons, who then lose: Role Cards — Mason), "
                    "'left' (the player had to leave the game), or 'other'")


Event = Annotated[
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
    | DiedElsewhere,
    Field(discriminator="type"),
]

EVENT_ADAPTER: TypeAdapter[Event] = TypeAdapter(Event)

# The models whose plain records (same names) a checked model becomes (records.to_plain).
PLAIN_NAMES = ("Override", "Marks", *(model.__name__ for model in get_args(get_args(Event)[0])))
