"""The events of a player moving between simultaneous villages (v3): a player arrives with
their role and every mark that belongs to them, and a village hears that a player who left it
has died elsewhere (Ultimate, Rule Variants — Simultaneous Play Session: "The banished player
immediately moves to another village … A player with any role can move from village to
village").

Leaving is the `death` of kind `left` (events/__init__.py); docs/villages.md says which mark
goes with the player and why."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from notepad.catalog.bounds import MAX_PLAYER_NAME, MAX_PLAYERS
from notepad.engine.events.file_models.base import EventBase


class Marks(BaseModel):
    """What a moving player takes along besides the role. Seats are this village's."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    lover: int | None = Field(default=None, description="the Lover's seat, if they sit here")
    lover_name: str | None = Field(default=None,
                                   description="the Lover's name, wherever they are")
    cultist: bool = False
    minion: bool = False
    bitten: bool = False  # the Cursed turned werewolf (or a Fateful Dice 2 victim)
    vampire: bool = False  # the Cursed turned vampire
    turning: bool = False  # Fateful Dice 2: becomes a werewolf the coming night
    blessed: bool = False
    fool: bool = False  # secretly the Fool (Role Cards — Fool, alternate variant)
    lost_abilities: bool = False  # Fateful Dice 12
    drunk_role: str | None = None
    charm: bool = False  # holds the Charm
    potions: dict[str, int] = Field(default_factory=dict, description="the potions left")
    uses: int = Field(default=0, ge=0, description="times the role's ability was used")
    silenced: bool = False  # silenced for the day they arrive on (Role Cards — Enchantress)
    doomed: Literal["stalwart", "bite"] | None = Field(
        default=None, description="dies at the next dawn (Stalwart) or after the next vote "
                                  "(the Vampires' bite)")
    elder_night: int | None = Field(default=None, ge=1, description="the Elder's last night")
    copies: str | None = Field(default=None, description="the Doppelganger's chosen player, "
                                                         "by name, still alive")


class Arrival(EventBase):
    """v3: a player joins this village from another, keeping their role and marks. A player
    who returns to a village takes their old seat again; a newcomer takes the next seat."""

    type: Literal["arrival"] = "arrival"
    seat: int = Field(ge=1, le=MAX_PLAYERS)
    name: str = Field(min_length=1, max_length=MAX_PLAYER_NAME)
    role: str
    dealt: str | None = Field(default=None, description="the card dealt, if not the role")
    came_from: str = Field(default="", description="the village they left")
    transfer: int | None = Field(default=None, ge=1, description="the notebook's transfer")
    marks: Marks = Field(default_factory=Marks)


class DiedElsewhere(EventBase):
    """v3: a player tied to this village died in another one: a player who left it (their
    old seat, `target`), or the player a Doppelganger here copies. What ties them here takes
    effect: the Lover left behind dies of grief, the Doppelganger takes the role (Role Cards
    — Lovers, Doppelganger), the Bandit's chosen counts as dead."""

    type: Literal["died_elsewhere"] = "died_elsewhere"
    name: str = Field(min_length=1, max_length=MAX_PLAYER_NAME)
    target: int | None = Field(default=None, description="their old seat here, if any")
    role: str = Field(description="their role when they died")
    cause: str = Field(min_length=1)
    village: str = Field(default="", description="where they died")
