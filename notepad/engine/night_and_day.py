"""What the current night and day have recorded: Tonight (resolved at dawn), the DawnReport
that dawn makes, and Today (the day's vote in progress). Plain slotted dataclasses, each
`__init__` written out so that mypyc compiles it (engine/players.py, the module's docstring)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from notepad.language import gettext

if TYPE_CHECKING:
    from notepad.engine.state import GameState


@dataclass(slots=True, init=False)
class Tonight:
    """What was recorded during the current night, resolved at dawn."""

    kills: dict[str, list[int]] = field(default_factory=dict)  # pack role → victims
    protected: dict[str, int] = field(default_factory=dict)  # role → seat
    healed: list[int] = field(default_factory=list)
    poisoned: list[int] = field(default_factory=list)
    poisoner: dict[int, str] = field(default_factory=dict)  # seat → witch/sorcerer
    acted: list[str] = field(default_factory=list)  # role ids called and recorded
    done: list[tuple[str, str]] = field(default_factory=list)  # (role, event type) recorded
    martyr: bool = False  # the Martyr takes the Werewolves' victim's place (night variant)
    # Seat → whether it held the Charm when tonight's attack on it was made (False if any
    # attack found it without): "If the Charm holder is chosen to be killed at night, they
    # survive", though the holder is called last to pass it on (Rule Variants — The Charm).
    charm_struck: dict[int, bool] = field(default_factory=dict)
    healer: dict[int, str] = field(default_factory=dict)  # seat → witch/sorcerer who healed

    def __init__(
        self, kills: dict[str, list[int]] | None = None, protected: dict[str, int] | None = None,
        healed: list[int] | None = None, poisoned: list[int] | None = None,
        poisoner: dict[int, str] | None = None, acted: list[str] | None = None,
        done: list[tuple[str, str]] | None = None, martyr: bool = False,
        charm_struck: dict[int, bool] | None = None, healer: dict[int, str] | None = None,
    ) -> None:
        self.kills = {} if kills is None else kills
        self.protected = {} if protected is None else protected
        self.healed = [] if healed is None else healed
        self.poisoned = [] if poisoned is None else poisoned
        self.poisoner = {} if poisoner is None else poisoner
        self.acted = [] if acted is None else acted
        self.done = [] if done is None else done
        self.martyr = martyr
        self.charm_struck = {} if charm_struck is None else charm_struck
        self.healer = {} if healer is None else healer


@dataclass(slots=True, init=False)
class DawnReport:
    """A night's outcome: deaths with cause and chain, survivals with their reason, and what
    the moderator announces (engine/night/dawn.py)."""

    deaths: list[tuple[int, str, list[int]]] = field(default_factory=list)  # seat, cause, chain
    survivals: list[tuple[int, str]] = field(default_factory=list)  # seat, reason
    announce: list[str] = field(default_factory=list)  # read to the table, in order
    moderator: list[str] = field(default_factory=list)  # for the moderator only

    def __init__(self, deaths: list[tuple[int, str, list[int]]] | None = None,
                 survivals: list[tuple[int, str]] | None = None,
                 announce: list[str] | None = None, moderator: list[str] | None = None) -> None:
        self.deaths = [] if deaths is None else deaths
        self.survivals = [] if survivals is None else survivals
        self.announce = [] if announce is None else announce
        self.moderator = [] if moderator is None else moderator

    def lines(self, state: GameState) -> list[str]:
        # Said in the language spoken; a cause or a reason is the engine's word for it.
        out = []
        players = state.players
        for seat, cause, chain in self.deaths:
            out.append(gettext("{name} died: {cause} (after {names})", name=players[seat].name,
                               cause=cause, names=", ".join(players[s].name for s in chain))
                       if chain else
                       gettext("{name} died: {cause}", name=players[seat].name, cause=cause))
        for seat, reason in self.survivals:
            out.append(gettext("{name} survived: {reason}", name=players[seat].name,
                               reason=reason))
        return out + self.moderator


@dataclass(slots=True, init=False)
class Today:
    """The day's vote in progress (engine/day/votes.py)."""

    sentenced: int | None = None  # waiting for the Martyr's answer
    queue: list[int] = field(default_factory=list)  # condemned still to be executed
    runoff: list[int] = field(default_factory=list)  # tied candidates of a ballot
    vouched: list[int] = field(default_factory=list)  # Elimination Method: hands lowered
    ended: bool = False  # the day ended at once (Prince, Charm holder)
    timer: int | None = None  # seconds
    warning: int = 60
    voted: list[int] = field(default_factory=list)  # nominees whose nomination was voted on
    # Seat, reason: the condemned who survived today's execution (the Prince, the Charm
    # holder, a player nobody may kill today), so the moderator is told what to do.
    survived: list[tuple[int, str]] = field(default_factory=list)
    # Werwölfe: nominees whose nomination nobody confirmed (one nominator recorded), whom no
    # vote may follow (The Gallows).
    unconfirmed: list[int] = field(default_factory=list)

    def __init__(
        self, sentenced: int | None = None, queue: list[int] | None = None,
        runoff: list[int] | None = None, vouched: list[int] | None = None, ended: bool = False,
        timer: int | None = None, warning: int = 60, voted: list[int] | None = None,
        survived: list[tuple[int, str]] | None = None, unconfirmed: list[int] | None = None,
    ) -> None:
        self.sentenced = sentenced
        self.queue = [] if queue is None else queue
        self.runoff = [] if runoff is None else runoff
        self.vouched = [] if vouched is None else vouched
        self.ended = ended
        self.timer = timer
        self.warning = warning
        self.voted = [] if voted is None else voted
        self.survived = [] if survived is None else survived
        self.unconfirmed = [] if unconfirmed is None else unconfirmed
