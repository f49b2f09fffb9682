"""The game state: plain slotted dataclasses that `apply` mutates in place (no pydantic here,
so replaying a long log stays fast — DESIGN.md, Budget)."""

from __future__ import annotations

from dataclasses import dataclass, field

from notepad.catalog.models import Role
from notepad.engine.setup import GameSetup

WOLF_TEAMS = frozenset({"werewolf", "lone_wolf"})


@dataclass(slots=True)
class Died:
    when: str  # "night 2", "day 3"
    cause: str  # eaten, poisoned, lover's grief, executed, Hunter's shot …
    chain: list[int] = field(default_factory=list)  # seats whose fate led to this death


@dataclass(slots=True)
class Player:
    seat: int
    name: str
    role: str = ""
    alive: bool = True
    died: Died | None = None
    lover: int | None = None
    cultist: bool = False
    minion: bool = False
    bitten: bool = False  # the Cursed after the Werewolves' attack
    blessed: bool = False
    silenced_day: int | None = None
    banished_day: int | None = None
    history: list[str] = field(default_factory=list)


@dataclass(slots=True)
class Tonight:
    """What was recorded during the current night, resolved at dawn."""

    kills: dict[str, list[int]] = field(default_factory=dict)  # pack role → victims
    protected: dict[str, int] = field(default_factory=dict)  # role → seat
    healed: list[int] = field(default_factory=list)
    poisoned: list[int] = field(default_factory=list)
    acted: list[str] = field(default_factory=list)  # role ids called and recorded


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
    nominated_today: list[int] = field(default_factory=list)
    executions_today: int = 0
    trouble_day: int | None = None  # the day with two executions
    checks: list[tuple[int, str, int, str]] = field(default_factory=list)
    dice: list[tuple[int, int, str]] = field(default_factory=list)  # night, roll, rule
    minion_chosen: bool = False
    overrides: list[Override] = field(default_factory=list)
    winners: list[str] = field(default_factory=list)
    last_dawn: list[str] = field(default_factory=list)  # lines explaining the last dawn
    events: int = 0

    @property
    def when(self) -> str:
        if self.phase in ("ended", "setup"):
            return self.phase
        return f"{self.phase} {self.number}"

    def player(self, seat: int) -> Player:
        return self.players[seat]

    def holders(self, role_id: str, alive_only: bool = True) -> list[Player]:
        return [
            p for p in self.players.values() if p.role == role_id and (p.alive or not alive_only)
        ]

    def in_pack(self, player: Player, pack: str = "werewolves") -> bool:
        if pack == "werewolves" and player.bitten:
            return True
        role = self.roles.get(player.role)
        return role is not None and role.pack == pack

    def wolf_team(self, player: Player) -> bool:
        role = self.roles.get(player.role)
        team = role.team.value if role is not None else "village"
        return player.minion or player.bitten or team in WOLF_TEAMS

    def living(self) -> list[Player]:
        return [p for p in self.players.values() if p.alive]


def new_state(setup: GameSetup, roles: dict[str, Role]) -> GameState:
    players = {s.seat: Player(seat=s.seat, name=s.name) for s in setup.players}
    return GameState(setup=setup, roles=roles, players=players)
