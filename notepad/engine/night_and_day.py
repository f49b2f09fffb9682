"""What the current night and day have recorded: Tonight (resolved at dawn), the DawnReport
that dawn makes, and Today (the day's vote in progress). Plain slotted dataclasses, each
`__init__` written out so that mypyc compiles it (engine/players.py, the module's docstring)."""

from __future__ import annotations

from dataclasses import dataclass, field

from notepad.language import gettext, spoken


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
    the moderator announces (engine/night/dawn.py).

    The words are composed when first read, not at dawn: the simulator plays thousands of
    games a second and reads none of them (issue 33). What they are made of is taken as it
    was at dawn (`apply_dawn`), so a later read says what the dawn said, in the language
    spoken when it is read: `GameState.last_report` composes `announce` (`compose`), and
    `lines` composes the explanation."""

    deaths: list[tuple[int, str, list[int]]] = field(default_factory=list)  # seat, cause, chain
    survivals: list[tuple[int, str]] = field(default_factory=list)  # seat, reason
    # Read to the table, in order: composed by `compose` (the words of the same dawn in
    # whichever language, so left out of comparisons).
    announce: list[str] = field(default_factory=list, compare=False)
    moderator: list[str] = field(default_factory=list)  # for the moderator only
    # What the words are made of, as it was at dawn. `edition` is "" for a report no dawn
    # told (a preview, Game.preview_dawn): it has no words.
    edition: str = ""
    hunted: bool = False  # a pack chose a victim tonight ("No one was devoured tonight.")
    names: dict[int, str] = field(default_factory=dict)  # seat → name, of every seat named
    # Each death's card: as shown ("" for none), the German name it may be said by ("" when
    # the card is not the role's own name), and whether the poisoned Hunter shoots before
    # the devoured player is named.
    shown: list[tuple[str, str, bool]] = field(default_factory=list)
    silenced: list[str] = field(default_factory=list)  # the names silenced today
    banished: list[str] = field(default_factory=list)  # the names banished today
    said_in: str = field(default="", compare=False)  # the language `announce` is in, or ""

    def __init__(self, deaths: list[tuple[int, str, list[int]]] | None = None,
                 survivals: list[tuple[int, str]] | None = None,
                 announce: list[str] | None = None, moderator: list[str] | None = None,
                 edition: str = "", hunted: bool = False, names: dict[int, str] | None = None,
                 shown: list[tuple[str, str, bool]] | None = None,
                 silenced: list[str] | None = None, banished: list[str] | None = None,
                 said_in: str = "") -> None:
        self.deaths = [] if deaths is None else deaths
        self.survivals = [] if survivals is None else survivals
        self.announce = [] if announce is None else announce
        self.moderator = [] if moderator is None else moderator
        self.edition = edition
        self.hunted = hunted
        self.names = {} if names is None else names
        self.shown = [] if shown is None else shown
        self.silenced = [] if silenced is None else silenced
        self.banished = [] if banished is None else banished
        self.said_in = said_in

    def compose(self) -> None:
        """Compose `announce` in the language spoken, unless it already is (dawn.py
        `announcement`)."""
        code = spoken().code
        if self.edition and self.said_in != code:
            from notepad.engine.night.dawn import announcement  # dawn.py imports this module

            self.announce = announcement(self)
            self.said_in = code

    def lines(self) -> list[str]:
        # Said in the language spoken; a cause or a reason is the engine's word for it.
        out = []
        names = self.names
        for seat, cause, chain in self.deaths:
            out.append(gettext("{name} died: {cause} (after {names})", name=names[seat],
                               cause=cause, names=", ".join(names[s] for s in chain))
                       if chain else
                       gettext("{name} died: {cause}", name=names[seat], cause=cause))
        for seat, reason in self.survivals:
            out.append(gettext("{name} survived: {reason}", name=names[seat], reason=reason))
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
