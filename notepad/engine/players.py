"""A player at the table (Player) and how they left the game (Died): one of each per seat and
per death, made over and over in a game.

The classes made over and over in a game (a Player per seat, a Died per death, and the Tonight,
Today and DawnReport of each night, engine/night_and_day.py) write their `__init__` out
(`init=False`): mypyc compiles a method written in the class, but leaves the one `dataclass`
generates interpreted, and that cost more than the rest of making them (issue 14). The dataclass
still gives their fields, comparison and repr; each `__init__` takes the fields in order with
the same defaults, a list or dict made fresh where the field has a default factory (None stands
for it), and tests/engine/test_written_inits.py holds every one equal to the generated
`__init__`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True, init=False)
class Died:
    when: str  # "night 2", "day 3"
    cause: str  # eaten, poisoned, lover's grief, executed, Hunter's shot …
    chain: list[int] = field(default_factory=list)  # seats whose fate led to this death
    revealed: str = ""  # what the table was shown, per the role-reveal variant
    # v3: the player left for another village (a `death` of kind `left`): not dead, only
    # gone from this game (Simultaneous Play Session — Banishing a Player).
    left: bool = False

    def __init__(self, when: str, cause: str, chain: list[int] | None = None,
                 revealed: str = "", left: bool = False) -> None:
        self.when = when
        self.cause = cause
        self.chain = [] if chain is None else chain
        self.revealed = revealed
        self.left = left

    def __reduce__(self) -> tuple[type[Died], tuple[str, str, list[int], str, bool]]:
        # A copy or pickle makes it through `__init__`: mypyc's `__new__` runs it.
        return type(self), (self.when, self.cause, self.chain, self.revealed, self.left)


@dataclass(slots=True, init=False)
class Player:
    seat: int
    name: str
    role: str = ""
    dealt: str = ""  # the card dealt; `role` changes (Doppelganger, Drunk)
    alive: bool = True
    died: Died | None = None
    lover: int | None = None
    cultist: bool = False
    minion: bool = False  # chosen as the Minion by a pack (Role Cards — Minion)
    minion_pack: str = ""  # v3: the pack that chose the Minion: werewolves or vampires
    bitten: bool = False  # the Cursed (or a Fateful Dice 2 victim) turned werewolf
    vampire: bool = False  # the Cursed after the Vampires' bite
    blessed: bool = False
    blessed_night: int = 0  # the blessing saves on a later night only (Role Cards — Priest)
    drunk_role: str | None = None  # the Drunk's real role until night 3
    fool: bool = False  # secretly the Fool (Role Cards — Fool, alternate variant)
    lost_abilities: bool = False  # Fateful Dice 12
    banished_by: int | None = None  # a banished player returning chooses next (Old Hag variant)
    silenced_day: int | None = None
    banished_day: int | None = None
    history: list[str] = field(default_factory=list)
    # v3, simultaneous villages: in another village now, alive as far as this one knows; and
    # the Doppelganger's chosen player by name, when the two are in different villages.
    away: bool = False
    copies: str = ""

    def __init__(
        self, seat: int, name: str, role: str = "", dealt: str = "", alive: bool = True,
        died: Died | None = None, lover: int | None = None, cultist: bool = False,
        minion: bool = False, minion_pack: str = "", bitten: bool = False,
        vampire: bool = False, blessed: bool = False, blessed_night: int = 0,
        drunk_role: str | None = None, fool: bool = False, lost_abilities: bool = False,
        banished_by: int | None = None, silenced_day: int | None = None,
        banished_day: int | None = None, history: list[str] | None = None,
        away: bool = False, copies: str = "",
    ) -> None:
        self.seat = seat
        self.name = name
        self.role = role
        self.dealt = dealt
        self.alive = alive
        self.died = died
        self.lover = lover
        self.cultist = cultist
        self.minion = minion
        self.minion_pack = minion_pack
        self.bitten = bitten
        self.vampire = vampire
        self.blessed = blessed
        self.blessed_night = blessed_night
        self.drunk_role = drunk_role
        self.fool = fool
        self.lost_abilities = lost_abilities
        self.banished_by = banished_by
        self.silenced_day = silenced_day
        self.banished_day = banished_day
        self.history = [] if history is None else history
        self.away = away
        self.copies = copies

    def __reduce__(self) -> tuple[type[Player], tuple[Any, ...]]:
        # A copy or pickle makes it through `__init__`: mypyc's `__new__` runs it.
        return type(self), (
            self.seat, self.name, self.role, self.dealt, self.alive, self.died, self.lover,
            self.cultist, self.minion, self.minion_pack, self.bitten, self.vampire, self.blessed,
            self.blessed_night, self.drunk_role, self.fool, self.lost_abilities,
            self.banished_by, self.silenced_day, self.banished_day, self.history, self.away,
            self.copies)
