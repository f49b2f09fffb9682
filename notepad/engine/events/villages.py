"""The events of a player moving between simultaneous villages (v3): a player arrives with
their role and every mark that belongs to them, and a village hears that a player who left it
has died elsewhere (Ultimate, Rule Variants — Simultaneous Play Session: "The banished player
immediately moves to another village … A player with any role can move from village to
village").

Leaving is the `death` of kind `left` (events/__init__.py); docs/villages.md says which mark
goes with the player and why."""

from __future__ import annotations

from typing import Literal

from notepad.catalog.bounds import MAX_PLAYER_NAME, MAX_PLAYERS
from notepad.engine.events.base import EventBase
from notepad.engine.records import Record, field


class Marks(Record):
    """What a moving player takes along besides the role. Seats are this village's."""

    lover: int | None = None
    lover_name: str | None = None
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
    potions: dict[str, int] = field(default_factory=dict)
    uses: int = field(default=0, ge=0)
    silenced: bool = False  # silenced for the day they arrive on (Role Cards — Enchantress)
    doomed: Literal["stalwart", "bite"] | None = None
    elder_night: int | None = field(default=None, ge=1)
    copies: str | None = None


class Arrival(EventBase):
    """v3: a player joins this village from another, keeping their role and marks. A player
    who returns to a village takes their old seat again; a newcomer takes the next seat."""

    type: Literal["arrival"] = "arrival"
    seat: int = field(ge=1, le=MAX_PLAYERS)
    name: str = field(min_length=1, max_length=MAX_PLAYER_NAME)
    role: str
    dealt: str | None = None
    came_from: str = ""
    transfer: int | None = field(default=None, ge=1)
    marks: Marks = field(default_factory=Marks)


class DiedElsewhere(EventBase):
    """v3: a player tied to this village died in another one: a player who left it (their
    old seat, `target`), or the player a Doppelganger here copies. What ties them here takes
    effect: the Lover left behind dies of grief, the Doppelganger takes the role (Role Cards
    — Lovers, Doppelganger), the Bandit's chosen counts as dead."""

    type: Literal["died_elsewhere"] = "died_elsewhere"
    name: str = field(min_length=1, max_length=MAX_PLAYER_NAME)
    target: int | None = None
    role: str
    cause: str = field(min_length=1)
    village: str = ""
