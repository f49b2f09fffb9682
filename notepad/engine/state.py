"""The game state (GameState), the one object `apply` mutates in place as each event is
recorded: a plain slotted dataclass (no pydantic here, so replaying a long log stays fast —
docs/design.md, Budget). Its parts have modules of their own: the players at the table
(engine/players.py), what the current night and day have recorded (engine/night_and_day.py),
the living counted by side and pack (engine/census.py) and the rules in play
(engine/rule_book.py)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from notepad.catalog.models import Role
from notepad.engine.census import WOLF_TEAMS, Census
from notepad.engine.night_and_day import DawnReport, Today, Tonight
from notepad.engine.players import Player
from notepad.engine.rule_book import RuleBook
from notepad.engine.setup import GameSetup


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
    # The last dawn's report, its words not yet composed: read it as `last_report`.
    dawn: DawnReport | None = None
    night_notes: list[str] = field(default_factory=list)  # taps for the moderator tonight
    pending_shots: list[int] = field(default_factory=list)  # dead Hunters yet to shoot
    # Hunters whose moment passed unshot when night fell: no longer asked for, and a shot
    # typed later is refused as late (Role Cards — Hunter: "immediately").
    missed_shots: list[int] = field(default_factory=list)
    stalwart: list[tuple[int, list[int]]] = field(default_factory=list)  # dies next night
    bites: list[tuple[int, list[int]]] = field(default_factory=list)  # die after the vote
    dusk_deaths: list[int] = field(default_factory=list)  # bitten, dead as the day ended
    elder_night: int | None = None  # the night the Elder dies of age
    sick_night: int | None = None  # the Werewolves don't hunt (they ate the Diseased)
    extra_victims: dict[int, int] = field(default_factory=dict)  # night → more (Wolf Cub)
    turning: list[tuple[int, int]] = field(default_factory=list)  # seat, night (Dice 2)
    turned: list[int] = field(default_factory=list)  # seats bitten or turned Vampire, in order
    cult_successor: int | None = None  # the new Cult Leader (alternate variant)
    # The Drunks shown their real role tonight, at the Drunk's own call: until then no call
    # of that role wakes them (Ultimate, Role Cards — Drunk; docs/rules.md).
    drunk_shown: list[int] = field(default_factory=list)
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
    # 68-player game most seats are empty (docs/design.md, Budget).
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
    def last_report(self) -> DawnReport | None:
        """The last dawn's report, its announcement composed (DawnReport.compose): the words
        are composed when first read, in the language spoken then, not at dawn (issue 33)."""
        report = self.dawn
        if report is not None:
            report.compose()
        return report

    @property
    def last_dawn(self) -> list[str]:
        """The lines explaining the last dawn: its deaths, survivals and the moderator's notes."""
        return self.dawn.lines() if self.dawn is not None else []

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
        the Drunk): `holders` runs on every vote and dawn (docs/design.md, Budget)."""
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
        recounted (docs/design.md, Budget). tests/engine/test_derived.py holds them equal to a
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


# The last role definitions' teams and packs: the simulator starts thousands of games with
# the same roles, and reading each role's team from the catalogue is slow (docs/design.md, Budget).
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
