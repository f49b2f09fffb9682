"""Win-probability estimates: many seeded games, each team's share with a 95% interval.

    sim = Simulation.from_scenario(catalog().find_scenario("classic-werewolf-village"))
    for partial in estimates(sim, games=2000, seed=1):   # a TUI worker can show progress
        print(partial.games, partial.win_rate())
    final = estimate(sim, games=2000, seed=1)             # the same numbers, without progress

Game i of a run always uses the generator seeded (seed, i), so a run reproduces whatever the
number of workers or the chunk size; only the order in which partial estimates fill in may
differ.
"""

from __future__ import annotations

import math
import os
from collections.abc import Iterator, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, wait
from dataclasses import dataclass, field, replace

from notepad.balance.exact import Start, balanced_wolves
from notepad.balance.simulate.endings import END_RULES, default_end_rule
from notepad.balance.simulate.play import game_rng, play_game
from notepad.balance.simulate.pool import GamePool
from notepad.catalog.models import Role, Scenario
from notepad.engine.setup import GameSetup, Seat, deck_of, setup_from_scenario

Z95 = 1.959963984540054
PLAIN = frozenset({"villager", "werewolf"})
# Wins that ride along with the end of a game rather than end it (engine/winners.py): the
# Tanner's, the Cult's, the Bandit's (except in the Bandit's four-player variant, which ends
# the game and then counts as a team win).
PERSONAL = frozenset({"tanner", "cult", "bandit"})


@dataclass(frozen=True)
class Simulation:
    """A role set and how to play it; picklable, so worker processes get their own copy."""

    setup: GameSetup
    roles: dict[str, Role]
    skill: float = 0.0
    end: str = "parity"  # a key of endings.END_RULES
    driver: str = "engine"  # table.DRIVERS: "engine" (fast) or "game" (the Game facade)
    max_nights: int | None = None

    def __post_init__(self) -> None:
        if not 0.0 <= self.skill <= 1.0:
            raise ValueError(f"village skill must be between 0 and 1, not {self.skill}")
        if self.end not in END_RULES:
            raise ValueError(f"unknown end rule {self.end!r}; choose one of {sorted(END_RULES)}")

    @classmethod
    def from_roles(
        cls, edition: str, roles: Mapping[str, int], *, variants: Sequence[str] = (),
        skill: float = 0.0, end: str | None = None, known: dict[str, Role] | None = None,
        driver: str = "engine", maybe: Mapping[str, int] | None = None,
        role_swaps: Sequence[tuple[str, str]] = (),
    ) -> Simulation:
        """A role set (role id → cards); the head count is the number of cards dealt. `maybe`:
        the cards of the set mixed in with the Villagers (count variants); `role_swaps`: the
        pairs of roles chosen ahead of time (Role Swap)."""
        if known is None:
            from notepad.catalog import catalog

            known = catalog().edition_roles(edition)
        dealt = {r: n for r, n in roles.items() if n > 0}
        setup = GameSetup(
            edition=edition,
            roles=dealt,
            players=_seats(head_count(edition, dealt, known, variants, maybe)),
            variants=list(variants),
            maybe=dict(maybe or {}),
            role_swaps=list(role_swaps),
        )
        return cls(setup, known, skill, end or default_end_rule(edition), driver)

    @classmethod
    def from_scenario(
        cls, scenario: Scenario, *, skill: float = 0.0, end: str | None = None,
        known: dict[str, Role] | None = None, driver: str = "engine",
    ) -> Simulation:
        edition = scenario.edition.value
        if known is None:
            from notepad.catalog import catalog

            known = catalog().edition_roles(edition)
        roles = scenario.roles_for() or {}
        players = head_count(edition, roles, known, scenario.variants)
        setup = setup_from_scenario(scenario, [seat.name for seat in _seats(players)])
        return cls(setup, known, skill, end or default_end_rule(edition), driver)

    @property
    def players(self) -> int:
        return len(self.setup.players)

    def teams(self) -> list[str]:
        """The teams reported, village first: every team with a card in the set (and the
        Lovers with Cupid). Personal wins (Tanner, Cult, Bandit, Lovers) ride along with the
        main team's, so the rates need not add up to 1."""
        teams = ["village"]
        for role_id, count in sorted(self.setup.roles.items()):
            role = self.roles.get(role_id)
            if role is None or count <= 0:
                continue
            team = "lovers" if role_id == "cupid" else role.team.value
            if team not in teams and team != "none":
                teams.append(team)
        return teams

    def plain(self) -> bool:
        return set(self.setup.roles) <= PLAIN


def head_count(
    edition: str, roles: Mapping[str, int], known: dict[str, Role], variants: Sequence[str] = (),
    maybe: Mapping[str, int] | None = None,
) -> int:
    """How many players the role set seats: the engine's own deck (the Charm and the roles
    chosen at night are no dealt cards), less Cupid's extra card (Role Cards — Cupid,
    alternate variant 1) and the cards discarded at random (Role/Werewolf Count Variants)."""
    one = GameSetup(edition=edition, roles=dict(roles), players=_seats(1),
                    variants=[v for v in variants if v != "role-swap"])
    return len(deck_of(one, known)) - one.cupid_extra - sum((maybe or {}).values())


def _seats(players: int) -> list[Seat]:
    return [Seat(seat=i, name=f"Player {i}") for i in range(1, players + 1)]


@dataclass(frozen=True, slots=True)
class Tally:
    """Raw counts from some games; tallies add up, in any order."""

    games: int = 0
    wins: dict[str, int] = field(default_factory=dict)
    nights: int = 0
    nights_squared: int = 0  # for the standard error of the mean length
    events: int = 0
    # Wins that ride along with the team that ended the game (Tanner, Cult, Bandit …): a
    # game counts once in `wins`, by the team that ended it, and here once per personal win.
    personal: dict[str, int] = field(default_factory=dict)

    def __add__(self, other: Tally) -> Tally:
        return Tally(self.games + other.games, _added(self.wins, other.wins),
                     self.nights + other.nights, self.nights_squared + other.nights_squared,
                     self.events + other.events, _added(self.personal, other.personal))


def _added(one: dict[str, int], other: dict[str, int]) -> dict[str, int]:
    out = dict(one)
    for team, n in other.items():
        out[team] = out.get(team, 0) + n
    return out


def play_games(sim: Simulation, seed: int, start: int, count: int) -> Tally:
    """Games start … start + count - 1 of the run seeded `seed` (a worker's task)."""
    end_rule = END_RULES[sim.end]
    setup = sim.setup
    if sim.end == "parity":
        # The engine's own parity rule once issue 4 lands; a no-op house rule before that.
        setup = setup.model_copy(
            update={"house_rules": {**setup.house_rules, "werewolf-parity": True}})
    wins: dict[str, int] = {}
    personal: dict[str, int] = {}
    nights = squared = events = 0
    plans: dict[str, object] = {}
    for index in range(start, start + count):
        result = play_game(setup, sim.roles, game_rng(seed, index), sim.skill, end_rule,
                           sim.driver, sim.max_nights, plans)
        # The engine names first what ended the game (engine/winners.py: a main team, the
        # Lovers, the Lone Wolf, the Bandit's four), then the wins that ride along.
        ended, *riding = result.winners
        wins[ended] = wins.get(ended, 0) + 1
        for team in riding:
            personal[team] = personal.get(team, 0) + 1
        nights += result.nights
        squared += result.nights * result.nights
        events += result.events
    return Tally(count, wins, nights, squared, events, personal)


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval: sound near 0 and 1, where p ± z·SE is not."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True, slots=True)
class Estimate:
    """Each team's win probability so far; `done` once every game asked for is in."""

    tally: Tally
    teams: tuple[str, ...]
    target: int

    @property
    def games(self) -> int:
        return self.tally.games

    @property
    def done(self) -> bool:
        return self.tally.games >= self.target

    def _teams(self) -> list[str]:
        """The teams that can end a game, in the set's order, then any other that did."""
        wins = self.tally.wins
        mine = [t for t in self.teams if t not in PERSONAL or t in wins]
        return [*mine, *sorted(t for t in wins if t not in mine)]

    def _personal(self) -> list[str]:
        riding = self.tally.personal
        mine = [t for t in self.teams if t in PERSONAL]
        return [*mine, *sorted(t for t in riding if t not in mine)]

    def win_rate(self) -> dict[str, float]:
        """Each team's share of the games it ended (with "draw" when a game reached the night
        limit): these add up to 1. Personal wins are apart (`personal_rate`)."""
        games = max(self.tally.games, 1)
        return {t: self.tally.wins.get(t, 0) / games for t in self._teams()}

    def ci95(self) -> dict[str, tuple[float, float]]:
        return {t: wilson(self.tally.wins.get(t, 0), self.tally.games) for t in self._teams()}

    def personal_rate(self) -> dict[str, float]:
        """How often each personal win (Tanner, Cult, Bandit …) came with a game's end."""
        games = max(self.tally.games, 1)
        return {t: self.tally.personal.get(t, 0) / games for t in self._personal()}

    def personal_ci95(self) -> dict[str, tuple[float, float]]:
        return {t: wilson(self.tally.personal.get(t, 0), self.tally.games)
                for t in self._personal()}

    def standard_error(self, team: str) -> float:
        p = self.win_rate().get(team, 0.0)
        return math.sqrt(p * (1 - p) / max(self.tally.games, 1))

    @property
    def nights_mean(self) -> float:
        return self.tally.nights / self.tally.games if self.tally.games else 0.0

    @property
    def nights_error(self) -> float:
        """The standard error of `nights_mean`."""
        n = self.tally.games
        if n < 2:
            return 0.0
        variance = (self.tally.nights_squared - self.tally.nights ** 2 / n) / (n - 1)
        return math.sqrt(max(variance, 0.0) / n)

    def as_dict(self) -> dict:
        return {
            "games": self.games,
            "win_rate": {t: round(p, 4) for t, p in self.win_rate().items()},
            "ci95": {t: [round(lo, 4), round(hi, 4)] for t, (lo, hi) in self.ci95().items()},
            "personal_win_rate": {t: round(p, 4) for t, p in self.personal_rate().items()},
            "personal_ci95": {t: [round(lo, 4), round(hi, 4)]
                              for t, (lo, hi) in self.personal_ci95().items()},
            "nights_mean": round(self.nights_mean, 3),
        }


def engine_build() -> str:
    """"compiled" when a regular install compiled the engine with mypyc (hatch_build.py),
    "python" for the plain Python engine (an editable install, or no C compiler)."""
    from notepad.engine import apply

    return "python" if (apply.__file__ or "").endswith(".py") else "compiled"


def default_workers() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)


def _chunks(first: int, games: int, chunk: int) -> list[tuple[int, int]]:
    end = first + games
    return [(start, min(chunk, end - start)) for start in range(first, end, chunk)]


def _guided(first: int, games: int, workers: int) -> list[tuple[int, int]]:
    """Chunks that shrink as the run goes on (a quarter of what is left per worker, 10 to 250
    games): large at first, so a task's start costs little, and small at the end, so no core
    waits long for the last chunk of another. How games are chunked changes no result: game i
    is always seeded (seed, i)."""
    parts: list[tuple[int, int]] = []
    start, end = first, first + games
    while start < end:
        left = end - start
        size = min(left, max(10, min(250, math.ceil(left / (4 * workers)))))
        parts.append((start, size))
        start += size
    return parts


def estimates(
    sim: Simulation, games: int, seed: int = 0, workers: int | None = None,
    chunk: int | None = None, first: int = 0, pool: GamePool | None = None,
) -> Iterator[Estimate]:
    """Partial estimates as chunks of games finish, the last one complete (`done`): games
    `first` … `first + games - 1` of the run seeded `seed`.

    Meant for a worker thread: each partial is a fresh immutable object. Closing the iterator
    early (a cancelled worker) cancels the games not yet started. `pool`: worker processes
    to play on, kept open for the caller's next run (otherwise started here and shut down)."""
    if games < 1:
        raise ValueError("play at least one game")
    workers = default_workers() if workers is None else max(1, workers)
    parts = _chunks(first, games, chunk) if chunk else _guided(first, games, workers)
    teams = tuple(sim.teams())
    tally = Tally()
    if workers == 1 or len(parts) == 1:
        for start, count in parts:
            tally = tally + play_games(sim, seed, start, count)
            yield Estimate(tally, teams, games)
        return
    own = pool is None
    games_pool = GamePool(play_games, sim, min(workers, len(parts))) if pool is None else pool
    pending: set[Future[Tally]] = set()
    try:
        pending = {games_pool.submit(seed, start, count) for start, count in parts}
        while pending:
            finished, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in finished:
                tally = tally + future.result()
            yield Estimate(tally, teams, games)
    finally:
        for future in pending:
            future.cancel()
        if own:
            games_pool.close()


def estimate(
    sim: Simulation, games: int, seed: int = 0, workers: int | None = None,
    chunk: int | None = None, first: int = 0, pool: GamePool | None = None,
) -> Estimate:
    final: Estimate | None = None
    for final in estimates(sim, games, seed, workers, chunk, first, pool):  # noqa: B007 - keep the last
        pass
    assert final is not None
    return final


def baseline_start(edition: str) -> Start:
    """Where the exact model starts for an edition: the Ultimate pack only meets on the first
    night (a day start in effect); the Werwölfe pack eats on night 1 (a night start)."""
    return "day" if edition == "ultimate" else "night"


@dataclass(frozen=True, slots=True)
class WolfSuggestion:
    wolves: int  # plain Werewolf cards that bring the village nearest 50%
    village_win: float
    tried: dict[int, float]  # werewolf cards → the village's estimated chance
    exact: bool  # from the exact baseline (plain set, skill 0)

    def as_dict(self) -> dict:
        return {"wolves": self.wolves, "village_win": round(self.village_win, 4),
                "tried": {str(m): round(p, 4) for m, p in sorted(self.tried.items())},
                "exact": self.exact}


def suggest_wolves(
    sim: Simulation, games: int = 400, seed: int = 0, workers: int | None = None
) -> WolfSuggestion:
    """The number of plain Werewolf cards (Villagers making up the head count) for which the
    village's chance is nearest 50%.

    A plain set at skill 0 is the exact baseline; otherwise the count is walked from the set's
    own one step at a time towards 50% until the estimate crosses it (the village's chance
    falls as wolves are added), so only a few estimates are needed."""
    roles = dict(sim.setup.roles)
    pool = roles.get("werewolf", 0) + roles.get("villager", 0)
    if pool < 1:
        raise ValueError("the set has no plain Villager or Werewolf cards to trade")
    edition = sim.setup.edition
    if sim.plain() and sim.skill == 0:
        start = baseline_start(edition)
        from notepad.balance.exact import village_win

        m = balanced_wolves(sim.players, start, sim.end)  # type: ignore[arg-type]
        p = float(village_win(sim.players, m, start, sim.end))  # type: ignore[arg-type]
        return WolfSuggestion(m, p, {m: p}, exact=True)
    others_kill = any(sim.roles[r].pack for r in roles if r != "werewolf" and roles[r] > 0)
    low = 0 if others_kill else 1

    def village(m: int) -> float:
        trial = {**roles, "werewolf": m, "villager": pool - m}
        setup = sim.setup.model_copy(update={"roles": {r: n for r, n in trial.items() if n}})
        return estimate(replace(sim, setup=setup), games, seed, workers).win_rate()["village"]

    tried: dict[int, float] = {}
    m = min(max(roles.get("werewolf", 0), low), pool)
    tried[m] = village(m)
    step = 1 if tried[m] > 0.5 else -1
    while low <= m + step <= pool:
        m += step
        tried[m] = village(m)
        if (tried[m] > 0.5) != (step == 1):
            break
    best = min(tried, key=lambda k: (abs(tried[k] - 0.5), k))
    return WolfSuggestion(best, tried[best], tried, exact=False)
