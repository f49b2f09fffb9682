"""The game state: plain slotted dataclasses that `apply` mutates in place (no pydantic here,
so replaying a long log stays fast — DESIGN.md, Budget).

The classes made over and over in a game (a Player per seat, a Died per death, a Tonight and a
Today per night, a DawnReport per dawn) write their `__init__` out (`init=False`): mypyc
compiles a method written in the class, but leaves the one `dataclass` generates interpreted,
and that cost more than the rest of making them (issue 14). The dataclass still gives their
fields, comparison and repr; each `__init__` takes the fields in order with the same defaults,
a list or dict made fresh where the field has a default factory (None stands for it), and
tests/engine/test_simulator_fast_paths.py holds every one equal to the generated `__init__`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final

from notepad.catalog.models import Action, Role
from notepad.engine.setup import GameSetup

WOLF_TEAMS: Final = frozenset({"werewolf", "lone_wolf"})  # Final: a C static, compiled


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
        out = []
        for seat, cause, chain in self.deaths:
            via = f" (after {', '.join(state.players[s].name for s in chain)})" if chain else ""
            out.append(f"{state.players[seat].name} died: {cause}{via}")
        for seat, reason in self.survivals:
            out.append(f"{state.players[seat].name} survived: {reason}")
        return out + self.moderator


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

    def __init__(
        self, kills: dict[str, list[int]] | None = None, protected: dict[str, int] | None = None,
        healed: list[int] | None = None, poisoned: list[int] | None = None,
        poisoner: dict[int, str] | None = None, acted: list[str] | None = None,
        done: list[tuple[str, str]] | None = None, martyr: bool = False,
        charm_struck: dict[int, bool] | None = None,
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

    def __init__(
        self, sentenced: int | None = None, queue: list[int] | None = None,
        runoff: list[int] | None = None, vouched: list[int] | None = None, ended: bool = False,
        timer: int | None = None, warning: int = 60, voted: list[int] | None = None,
    ) -> None:
        self.sentenced = sentenced
        self.queue = [] if queue is None else queue
        self.runoff = [] if runoff is None else runoff
        self.vouched = [] if vouched is None else vouched
        self.ended = ended
        self.timer = timer
        self.warning = warning
        self.voted = [] if voted is None else voted


@dataclass(slots=True)
class Override:
    """A recorded override, for the replay's `violations` list."""

    event: int  # the event's number, counting from 1
    type: str
    when: str
    rules: list[str]
    reason: str


@dataclass(slots=True)
class GameState:
    setup: GameSetup
    roles: dict[str, Role]
    players: dict[int, Player]
    phase: str = "setup"  # setup, night, day, ended
    number: int = 0  # night or day number
    dealt: bool = False
    tonight: Tonight = field(default_factory=Tonight)
    last_night: dict[str, int] = field(default_factory=dict)  # role → last night's target
    targeted: dict[str, list[int]] = field(default_factory=dict)  # role → every target so far
    uses: dict[str, int] = field(default_factory=dict)  # role → uses so far
    potions: dict[str, dict[str, int]] = field(default_factory=dict)  # role → potions left
    charm_holder: int | None = None
    charm_holders: list[int] = field(default_factory=list)  # past and present
    charm_destroyed: bool = False
    mayor: int | None = None  # an elected Mayor (variant)
    mayor_pending: bool = False  # the dead Mayor must pass the card (Werwölfe variant)
    nominated_today: list[int] = field(default_factory=list)
    executions_today: int = 0
    today: Today = field(default_factory=Today)
    trouble_day: int | None = None  # the day with two executions
    checks: list[tuple[int, str, int, str]] = field(default_factory=list)
    dice: list[tuple[int, int, str]] = field(default_factory=list)  # night, roll, rule
    minion_chosen: bool = False
    overrides: list[Override] = field(default_factory=list)
    winners: list[str] = field(default_factory=list)
    winning_seats: list[int] = field(default_factory=list)
    personal_wins: list[tuple[int, str, str]] = field(default_factory=list)  # seat, why, when
    last_dawn: list[str] = field(default_factory=list)  # lines explaining the last dawn
    last_report: DawnReport | None = None
    night_notes: list[str] = field(default_factory=list)  # taps for the moderator tonight
    pending_shots: list[int] = field(default_factory=list)  # dead Hunters yet to shoot
    stalwart: list[tuple[int, list[int]]] = field(default_factory=list)  # dies next night
    bites: list[tuple[int, list[int]]] = field(default_factory=list)  # die after the vote
    elder_night: int | None = None  # the night the Elder dies of age
    sick_night: int | None = None  # the Werewolves don't hunt (they ate the Diseased)
    extra_victims: dict[int, int] = field(default_factory=dict)  # night → more (Wolf Cub)
    turning: list[tuple[int, int]] = field(default_factory=list)  # seat, night (Dice 2)
    turned: list[int] = field(default_factory=list)  # seats bitten or turned Vampire, in order
    cult_successor: int | None = None  # the new Cult Leader (alternate variant)
    inherit: list[tuple[int, str]] = field(default_factory=list)  # Doppelganger: seat, role
    day_elapsed: dict[int, float] = field(default_factory=dict)  # day → seconds
    events: int = 0
    teams: dict[str, str] = field(default_factory=dict)  # role id → team, for speed
    packs: dict[str, str | None] = field(default_factory=dict)  # role id → pack
    by_role: dict[str, list[int]] = field(default_factory=dict)  # role id → seats
    dealt_roles: frozenset[str] = frozenset()  # every card dealt (reindex), for night_script
    # The living players counted by side and pack (`census`), kept up to date by `kill` and
    # dropped (None) wherever a player changes team; derived, so left out of comparisons.
    counts: Census | None = field(default=None, compare=False, repr=False)
    # Tonight's night script as last built: (events applied, night, calls, the Witch's note
    # to redo). `apply` keeps it across the events that cannot change a call
    # (SCRIPT_NEUTRAL); any other event leaves it stale, since `events` moves on
    # (engine/night/kept_script.py).
    script: tuple[int, int, list[Any], bool] | None = field(default=None, compare=False,
                                                            repr=False)
    # What the night script takes from the catalogue and the setup alone (night_plan._Plan),
    # worked out once per game.
    plan: Any = field(default=None, compare=False, repr=False)
    # The living players by seat, in seat order: `kill` takes the dead out. Votes, the win
    # check and the simulator's players look over the living many times a day, and late in a
    # 68-player game most seats are empty (DESIGN.md, Budget).
    alive: dict[int, Player] = field(default_factory=dict, compare=False, repr=False)
    banish_day: int | None = None  # the last day anybody was banished for (Old Hag)
    silence_day: int | None = None  # the last day anybody was silenced for (Enchantress)
    # v3, Role Cards: Cupid's leftover card (alternate variant 1), the first player to die
    # who is the Ghost (Ghost, alternate variant), the players the Masons kill at the next
    # dawn (Mason: "the Masons will kill them the following night").
    cupid_leftover: str | None = None
    ghost: int | None = None
    masons_due: list[int] = field(default_factory=list)
    # Role Swap: (night, seat, seat, the first seat's old role, the second's), in order.
    swaps: list[tuple[int, int, int, str, str]] = field(default_factory=list)
    discarded: list[str] = field(default_factory=list)  # count variants: the cards left out
    # v3, simultaneous villages: (the notebook's transfer, seat, when) of each arrival.
    arrivals: list[tuple[int, int, str]] = field(default_factory=list)
    # The setup's rules that are on (`rule_on`) and the role cards as the rules read them
    # (`cards`), worked out once per setup (RuleBook). Derived: left out of comparisons,
    # dropped by a checkpoint's copy (snapshot.DERIVED).
    rules: RuleBook | None = field(default=None, compare=False, repr=False)
    # `when` as last said: (phase, number, the words). Derived, left out of comparisons.
    said: tuple[str, int, str] | None = field(default=None, compare=False, repr=False)

    @property
    def when(self) -> str:
        """"night 2", "day 3", "setup", "ended": the words are kept (`said`) until the phase
        or the number changes, not written again for each note and death (issue 14)."""
        phase, number = self.phase, self.number
        said = self.said
        if said is not None and said[1] == number and said[0] == phase:
            return said[2]
        text = phase if phase in ("ended", "setup") else f"{phase} {number}"
        self.said = (phase, number, text)
        return text

    def player(self, seat: int) -> Player:
        return self.players[seat]

    def holders(self, role_id: str, alive_only: bool = True) -> list[Player]:
        seats = self.by_role.get(role_id)
        if seats is None:
            return []
        players = self.players
        held: list[Player] = []  # a loop, not a comprehension: no function call, plain (3.11)
        for seat in seats:
            player = players[seat]
            if player.alive or not alive_only:
                held.append(player)
        return held

    def reindex(self) -> None:
        """Rebuild the role → seats index after a role changed (the deal, the Doppelganger,
        the Drunk): `holders` runs on every vote and dawn (DESIGN.md, Budget)."""
        index: dict[str, list[int]] = {}
        dealt: set[str] = set()  # in the same look (a generator is slow, compiled)
        for p in self.players.values():
            seats = index.get(p.role)  # not `setdefault`: a new list for each player, compiled
            if seats is None:
                index[p.role] = [p.seat]
            else:
                seats.append(p.seat)
            if p.dealt:
                dealt.add(p.dealt)
        self.by_role = index
        self.dealt_roles = frozenset(dealt)
        self.counts = None

    def move_role(self, player: Player, role: str) -> None:
        """The player's role becomes `role`: the role index (`reindex`) moved for this seat
        alone, rather than rebuilt from every player (issue 14), in a new dict, as the night
        plan keeps what it worked out from the index until the index is another object
        (engine/night/plan.py). The cards dealt, and so `dealt_roles`, are as they were.
        tests/engine/test_rules_fast_paths.py holds the index equal to a fresh one."""
        old = player.role
        player.role = role
        index = dict(self.by_role)
        seat = player.seat
        held = index.get(old)
        if held is not None:
            left = [s for s in held if s != seat]
            if left:
                index[old] = left
            else:
                del index[old]
        joined = index.get(role)
        if joined is None:
            index[role] = [seat]
        else:  # in the players' order, as `reindex` lists them
            members = set(joined)
            members.add(seat)
            index[role] = [s for s in self.players if s in members]
        self.by_role = index

    def classify(self, player: Player) -> tuple[int, int, int, int, int]:
        """What the player adds to the census: (werewolf pack, vampire pack, Lone Wolf in the
        pack, werewolf side, vampire side), from `pack_of` and `team_of`."""
        pack, team = self.pack_of(player), self.team_of(player)
        wolf = pack == "werewolves"
        return (int(wolf), int(pack == "vampires"), int(wolf and player.role == "lone_wolf"),
                int(team in WOLF_TEAMS), int(team == "vampire"))

    def census(self) -> list[int]:
        """[living, werewolf pack, vampire pack, Lone Wolves in the pack, werewolf side,
        vampire side] among the living: the win check's counts (`sides`, as a list)."""
        sides = self.sides()
        return [sides.living, sides.wolves, sides.vampires, sides.lone, sides.wolf_side,
                sides.vampire_side]

    def sides(self) -> Census:
        """The living counted by side and pack (Census): the win check's counts
        (engine/winners.py), run after every vote, dawn and dusk, so they are kept rather than
        recounted (DESIGN.md, Budget). tests/engine/test_derived.py holds them equal to a
        fresh count after every event."""
        counts = self.counts
        if counts is None:
            counts = self.counts = Census()
            for player in self.alive.values():
                if player.alive:
                    counts.add(player, self)
        return counts

    def uncount(self, player: Player) -> None:
        """The player has just died: take them out of the census."""
        counts = self.counts
        if counts is not None:
            counts.remove(player, self)

    def leave_census(self, player: Player) -> bool:
        """Before a player changes sides: out of the kept census, if counted in it (alive);
        `join_census` counts them back as they are then. One player reclassified rather than
        68 recounted at the next win check (issue 14). tests/engine/test_derived.py holds the
        census equal to a fresh count after every event."""
        if self.counts is not None and player.alive and self.alive.get(player.seat) is player:
            self.uncount(player)
            return True
        return False

    def join_census(self, player: Player) -> None:
        """A living player taken out by `leave_census` counted back, as they are now."""
        counts = self.counts
        if counts is not None:
            counts.add(player, self)

    def pack_of(self, player: Player) -> str | None:
        """"werewolves", "vampires" or None: the killing pack the player belongs to."""
        if player.bitten:
            return "werewolves"
        if player.vampire:
            return "vampires"
        return self.packs.get(player.role)

    def in_pack(self, player: Player, pack: str = "werewolves") -> bool:
        return self.pack_of(player) == pack

    def team_of(self, player: Player) -> str:
        """The player's team now: village, werewolf, vampire, cult, tanner, bandit, lone_wolf.

        The Minion joins the pack that chose it — the Vampires' in "minion-with-vampires"
        (Role Cards — Minion; Scenarios — Vampire Village); the Cursed joins whoever attacked
        it (Role Cards — Cursed)."""
        if player.vampire:
            return "vampire"
        if player.bitten:
            return "werewolf"
        if player.minion or player.role == "minion":
            if player.minion_pack:
                return "vampire" if player.minion_pack == "vampires" else "werewolf"
            return "vampire" if "minion-with-vampires" in self.setup.variants else "werewolf"
        return self.teams.get(player.role, "village")

    def wolf_team(self, player: Player) -> bool:
        return self.team_of(player) in WOLF_TEAMS

    def living(self) -> list[Player]:
        return list(self.alive.values())


def new_state(setup: GameSetup, roles: dict[str, Role]) -> GameState:
    players = {s.seat: Player(seat=s.seat, name=s.name) for s in setup.players}
    teams, packs = _sides(roles)
    return GameState(setup=setup, roles=roles, players=players, teams=teams, packs=packs,
                     alive=dict(players))


class Census:
    """The living counted by side and pack (GameState.sides): native ints, compiled, where a
    list of them boxed and unboxed each count at every death and win check (issue 14)."""

    def __init__(self, living: int = 0, wolves: int = 0, vampires: int = 0, lone: int = 0,
                 wolf_side: int = 0, vampire_side: int = 0) -> None:
        self.living = living
        self.wolves = wolves  # in the werewolf pack
        self.vampires = vampires  # in the vampire pack
        self.lone = lone  # Lone Wolves in the pack
        self.wolf_side = wolf_side
        self.vampire_side = vampire_side

    def add(self, player: Player, state: GameState) -> None:
        """Count the living player in, as `state.classify` has them."""
        self._count(player, state, 1)

    def remove(self, player: Player, state: GameState) -> None:
        """Count the player out (dead, or about to change sides): `add` undone."""
        self._count(player, state, -1)

    def _count(self, player: Player, state: GameState, step: int) -> None:
        """`state.classify`'s five counts, moved by `step` (1 or -1) only where the player
        counts: most players are in no pack and on no killing side, and the four counts
        they do not move are neither read nor written (issue 14). In native ints, compiled.
        tests/engine/test_census_step.py holds it equal to `classify` for every kind of
        player."""
        if player.bitten:  # `state.pack_of`, written out: one call fewer at every death
            pack: str | None = "werewolves"
        elif player.vampire:
            pack = "vampires"
        else:
            pack = state.packs.get(player.role)
        team = state.team_of(player)
        self.living += step
        if pack == "werewolves":
            self.wolves += step
            if player.role == "lone_wolf":
                self.lone += step
        elif pack == "vampires":
            self.vampires += step
        if team in WOLF_TEAMS:
            self.wolf_side += step
        elif team == "vampire":
            self.vampire_side += step

    def __reduce__(self) -> tuple[type[Census], tuple[int, int, int, int, int, int]]:
        # A copy or pickle makes it through `__init__`: mypyc's `__new__` runs it.
        return type(self), (self.living, self.wolves, self.vampires, self.lone, self.wolf_side,
                            self.vampire_side)


# The last role definitions' teams and packs: the simulator starts thousands of games with
# the same roles, and reading each role's team from the catalogue is slow (DESIGN.md, Budget).
_SIDES: list[tuple[tuple[tuple[str, Role], ...], dict[str, str], dict[str, str | None]]] = []


def _sides(roles: dict[str, Role]) -> tuple[dict[str, str], dict[str, str | None]]:
    """Role id → team (the card-less teams count as the village's) and → pack, each a fresh
    dict."""
    key = tuple(roles.items())  # the same roles, the same objects
    for known, kept_teams, kept_packs in _SIDES:
        if known == key:
            return dict(kept_teams), dict(kept_packs)
    teams = {rid: ("village" if r.team.value in ("none", "lovers") else r.team.value)
             for rid, r in roles.items()}
    packs: dict[str, str | None] = {rid: r.pack for rid, r in roles.items()}
    _SIDES[:] = [(key, teams, packs)]
    return dict(teams), dict(packs)


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
    setup cost more than the rest of a typical check (DESIGN.md, Budget).
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


# The last role definitions' cards, shared by the games that play with them (as `_SIDES`):
# never changed once made.
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
