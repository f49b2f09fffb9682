"""The builder's live win rate (docs/record.md, The builder's live win rate): as the set
changes, its games are played at once on worker processes kept for the whole session, the
first figure from a few games per core, refined until the village's 95% interval is ±2
points; then the village's chance with one Werewolf card more or fewer, for a small curve.

    pool = LivePool()
    for figure in live_figures(sim, pool):   # in a worker thread; stop early at a new set
        print(figure.games, figure.village, figure.half)

The pool's processes outlive one set: each task carries its simulation (a few kB pickled), so a
new set costs no new processes — starting them (a fork server's child imports the engine) took
longer than the first figure may. Game i of a set is seeded (seed, i), as in estimate.py.

The pool keeps every set's games played so far (`LivePool.known`): a set met again starts from
them, and goes on from the next game; given a store (`Store`: the TUI gives the record's
database, notepad/record/kept_games.py), across sessions too. The curve's points are played to
about ±5 points, so a Werewolf card more or fewer is shown at once at that (issue 33: the first
figure within 0.5 s).
The workers are as many as the cores, at a low CPU priority: the keys' process goes first
whenever it wants a core (docs/record.md has the figures).
"""

from __future__ import annotations

import contextlib
import gc
import json
import os
import threading
from collections.abc import Callable, Generator, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field, replace
from typing import Protocol

from notepad.balance.simulate.estimate import Simulation, Tally, default_workers, play_games
from notepad.balance.simulate.estimate import wilson as _wilson
from notepad.balance.simulate.pool import _context, _start_helpers
from notepad.balance.simulate.refused import IllegalAction

STEP = 0.1  # s between two looks at `stopped` while games play
GOAL = 0.02  # refined until the village's 95% interval is ±2 points
MOST = 4000  # games at most (±1.6 points at worst)
FIRST = 4  # games per core for the first figure: small, so it comes soon
# Games per task once the first figure is shown: small, because a task once queued cannot be
# taken back (ProcessPoolExecutor), and a new set waited for the old set's tasks in flight
# (40 games a task, 400 a curve point: 23–34 s at load 8 before its first figure).
LARGEST = 12
# The workers' niceness: the keys' process (niceness 0) weighs nine times as much on a core, so
# it takes one from them the moment it wants one. Measured at 68 players, compiled, 2 cores
# (benchmarks/bench_tui.py --live, docs/record.md): one worker at 5 made the keys' p95 1.86× of
# live off; two at 10 0.72× and at 19 1.20× (the same, within the noise), and two play the
# first ±5 figure of a new set in half the time. Not 19: on a machine busy with other work the
# games would get next to no share, and the figure would not come.
NICE = 10
CURVE_GAMES = 400  # per point of the Werewolf-card curve: ±5 points, a first figure of its own


class Store(Protocol):
    """Where a set's games are kept between sessions: `load` gives None for a set not kept;
    neither ever raises (a cache: the games are played again)."""

    def load(self, key: str) -> tuple[Played, int] | None: ...

    def save(self, key: str, played: Played, following: int) -> None: ...


@dataclass(frozen=True)
class Played:
    """A set's games so far: their tally, and the games the simulator refused to play on (a
    policy's move the rules refuse: left out, counted and said, never silently)."""

    tally: Tally = field(default_factory=Tally)
    refused: int = 0
    why: str = ""  # the first refusal, as the validator said it

    @property
    def played(self) -> int:
        """Games begun: the next game's index."""
        return self.tally.games + self.refused

    def __add__(self, other: Played) -> Played:
        return Played(self.tally + other.tally, self.refused + other.refused,
                      self.why or other.why)


def _play(sim: Simulation, seed: int, start: int, count: int) -> Played:
    """A task's games with the cycle collector off (as pool._play: a game leaves next to no
    cyclic garbage, and the collector's passes cost a few percent). A game the simulator
    cannot play stops the whole task in estimate.py; here the task's games are played again
    one by one and that game alone is left out, so the builder's figure goes on."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        try:
            return Played(play_games(sim, seed, start, count))
        except IllegalAction:
            pass
        played = Played()
        for index in range(start, start + count):
            try:
                played = played + Played(play_games(sim, seed, index, 1))
            except IllegalAction as refused:
                played = played + Played(refused=1, why=str(refused))
        return played
    finally:
        if was_on:
            gc.enable()


def _ready() -> bool:
    return True


def _behind_the_keys() -> None:
    """A worker's start: a low CPU priority, so the builder's own process (its keys and
    frames) goes first whenever both want a core. On a machine busy with other work the games
    get a smaller share, and the figure comes later: the keys never wait."""
    with contextlib.suppress(AttributeError, OSError):  # not a Unix, or not allowed: as is
        os.nice(NICE)


def live_workers() -> int:
    """As many as the cores: at niceness NICE they take no core the keys want (one at 5 on a
    2-core machine made the keys wait more than two at 10 do), and the first figure of a set
    not played before needs every core to come at about ±5 within 0.5 s."""
    return default_workers()


def set_key(sim: Simulation) -> str:
    """One text per distinct simulation (its setup, skill, end rule and driver): the games of
    a set met before are found again by it."""
    setup = json.dumps(sim.setup.model_dump(mode="json"), sort_keys=True)  # roles in any order
    return "|".join((setup, repr(sim.skill), sim.end, sim.driver, repr(sim.max_nights)))


class LivePool:
    """Worker processes that play any simulation's games, started once and kept; and every
    set's games played so far (`known`, by `set_key`), read from and saved to `store` when
    one is given."""

    def __init__(self, workers: int | None = None, store: Store | None = None) -> None:
        self.workers = workers or live_workers()
        self.store = store
        self._pool: ProcessPoolExecutor | None = None
        # Each set's games so far, and the next game's index: past every game handed out, so
        # that no game is counted twice (tasks end in any order; cancelled ones leave gaps).
        self.known: dict[str, tuple[Played, int]] = {}
        self._unsaved: set[str] = set()  # keys of `known` with games the store lacks
        self._saving = threading.Lock()  # a set's thread and the app's exit may save at once

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is not None and getattr(self._pool, "_broken", False):
            self.close(at_exit=True)  # a worker died: the next set gets new processes
        if self._pool is None:
            context = _context()
            _start_helpers(context)
            self._pool = ProcessPoolExecutor(max_workers=self.workers, mp_context=context,
                                             initializer=_behind_the_keys)
        return self._pool

    def warm(self) -> None:
        """Start the processes now (a task each), so the first set's figure waits for none."""
        pool = self._executor()
        for future in [pool.submit(_ready) for _ in range(self.workers)]:
            future.result()

    def submit(self, sim: Simulation, seed: int, start: int, count: int) -> Future[Played]:
        return self._executor().submit(_play, sim, seed, start, count)

    def kept(self, sim: Simulation, seed: int, played: Played, following: int) -> None:
        """Keep the games of `sim` played so far (more than before: a run cut short keeps
        what it had), and the index of the game after all those handed out."""
        key = f"{seed}|{set_key(sim)}"
        before, after = self.known.get(key, (Played(), 0))
        if played.played >= before.played:
            self.known[key] = (played, max(following, after))
            if played.played > before.played or following > after:
                self._unsaved.add(key)

    def resume(self, sim: Simulation, seed: int) -> tuple[Played, int]:
        """The games of `sim` played before (this session, else kept in the store), and the
        index to go on from."""
        key = f"{seed}|{set_key(sim)}"
        if key not in self.known and self.store is not None:
            found = self.store.load(key)
            if found is not None:
                self.known[key] = found
        return self.known.get(key, (Played(), 0))

    def save(self) -> None:
        """Every set's games played since the last save go to the store (a few ms; after a
        set's run and its curve, and when the app quits). Nothing is lost if it fails: the
        games are played again."""
        if self.store is None:
            return
        with self._saving:
            keys, self._unsaved = self._unsaved, set()
            for key in sorted(keys):
                if key in self.known:
                    played, following = self.known[key]
                    self.store.save(key, played, following)

    def close(self, at_exit: bool = False) -> None:
        """Drop the tasks not started; `at_exit`, end the processes too, whose running task
        the interpreter's exit would otherwise wait for (a few games: a second at 68)."""
        self.save()
        if self._pool is not None:
            processes = list(getattr(self._pool, "_processes", {}).values())
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
            for process in processes if at_exit else ():
                process.terminate()


@dataclass(frozen=True)
class LiveFigure:
    """The village's chance so far: games played, the share, its 95% interval; `done` once
    refined; `curve`, (Werewolf cards, the village's chance) as its points come in."""

    games: int
    village: float
    low: float
    high: float
    nights: float
    done: bool = False
    curve: tuple[tuple[int, float], ...] = field(default_factory=tuple)
    refused: int = 0  # games left out: the simulator refused a move in them (Played)
    why: str = ""

    @property
    def half(self) -> float:
        """Half the interval's width: the ± of the figure."""
        return (self.high - self.low) / 2


def _figure(played: Played, done: bool = False) -> LiveFigure:
    tally = played.tally
    won = tally.wins.get("village", 0)
    low, high = _wilson(won, tally.games)
    nights = tally.nights / tally.games if tally.games else 0.0
    return LiveFigure(tally.games, won / tally.games if tally.games else 0.0, low, high,
                      nights, done, refused=played.refused, why=played.why)


def _sizes(workers: int) -> Iterator[int]:
    """Task sizes: FIRST per core, then doubling up to LARGEST."""
    size = FIRST
    for _ in range(workers):
        yield FIRST
    while True:
        size = min(LARGEST, size * 2)
        yield size


def live_figures(sim: Simulation, pool: LivePool, seed: int = 0, goal: float = GOAL,
                 most: int = MOST, curve: bool = True,
                 stopped: Callable[[], bool] = lambda: False,
                 ) -> Generator[LiveFigure, None, None]:
    """Figures as tasks finish, the first at once from the set's games played before
    (`pool.known`), else after one task per worker; the last refined to ±`goal` (or `most`
    games), then with the Werewolf-card curve (`curve`). Closing the iterator (a new set)
    cancels the tasks not started; so does `stopped()` coming true, looked at every STEP s
    while games play (an app that quits waits for no game). What was played is kept."""
    played, started = pool.resume(sim, seed)
    sizes = _sizes(pool.workers)
    budget = most - played.played  # games still to hand out, at most
    pending: set[Future[Played]] = set()

    def more() -> None:
        nonlocal started, budget
        size = min(next(sizes), budget)
        if size > 0:
            pending.add(pool.submit(sim, seed, started, size))
            started += size
            budget -= size

    def refined() -> bool:
        half = _figure(played).half
        return played.tally.games >= 100 and half <= goal or played.played >= most

    try:
        if played.tally.games and not refined():
            yield _figure(played)  # the games played before: a figure before any game
        while not refined():
            while len(pending) < 2 * pool.workers and budget > 0:
                more()  # one running and one waiting per worker
            if not pending:
                break
            finished, _ = wait(pending, timeout=STEP, return_when=FIRST_COMPLETED)
            if stopped():
                return
            if not finished:
                continue
            for future in finished:
                pending.discard(future)
                played = played + future.result()
            pool.kept(sim, seed, played, started)
            if not refined():
                yield _figure(played)
        for future in pending:
            future.cancel()
        pending = set()
        final = replace(_figure(played), done=True)
        yield final
        if curve:
            yield from _curve(sim, pool, seed, final, stopped)
    finally:
        for future in pending:
            future.cancel()
        pool.save()  # what was played, kept for the next session (a new set, or the end)


def wolf_sets(sim: Simulation, around: int = 2) -> list[tuple[int, Simulation]]:
    """The set with a Werewolf card more or fewer (a Villager card fewer or more), up to
    `around` each way, the head count kept; none without both cards."""
    roles = sim.setup.roles
    wolves, villagers = roles.get("werewolf", 0), roles.get("villager", 0)
    if not wolves or not villagers:
        return []
    found = []
    for m in range(max(1, wolves - around), wolves + around + 1):
        extra = m - wolves
        if villagers - extra < 0:
            continue
        changed = {**roles, "werewolf": m, "villager": villagers - extra}
        changed = {r: n for r, n in changed.items() if n > 0}
        setup = sim.setup.model_copy(update={"roles": changed})
        found.append((m, replace(sim, setup=setup)))
    return found


def _curve(sim: Simulation, pool: LivePool, seed: int, final: LiveFigure,
           stopped: Callable[[], bool]) -> Iterator[LiveFigure]:
    """The curve's points, the nearest first (a card more or fewer is the likeliest next
    set), each from its games played before and CURVE_GAMES in all, in tasks of LARGEST;
    each kept as it comes, and shown once it has its games."""
    wolves = sim.setup.roles.get("werewolf", 0)
    points: dict[int, float] = {wolves: final.village}
    others = sorted(((m, s) for m, s in wolf_sets(sim) if m != wolves),
                    key=lambda point: (abs(point[0] - wolves), point[0]))
    futures: dict[Future[Played], tuple[int, Simulation]] = {}
    sofar: dict[int, Played] = {}
    for m, other in others:
        before, following = pool.resume(other, seed)
        sofar[m] = before
        for start in range(following, following + CURVE_GAMES - before.played, LARGEST):
            count = min(LARGEST, following + CURVE_GAMES - before.played - start)
            futures[pool.submit(other, seed, start, count)] = (m, other)
        if before.played >= CURVE_GAMES:
            points[m] = _figure(before).village
        else:
            pool.kept(other, seed, before, following + CURVE_GAMES - before.played)
    try:
        if not futures:
            yield replace(final, curve=tuple(sorted(points.items())))
        pending = set(futures)
        while pending:
            finished, pending = wait(pending, timeout=STEP, return_when=FIRST_COMPLETED)
            if stopped():
                return
            complete = False
            for future in finished:
                m, other = futures[future]
                now = sofar[m] = sofar[m] + future.result()
                pool.kept(other, seed, now, 0)
                if now.played >= CURVE_GAMES:
                    points[m] = _figure(now).village
                    complete = True
            if complete:
                yield replace(final, curve=tuple(sorted(points.items())))
    finally:
        for future in futures:
            future.cancel()
