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
"""

from __future__ import annotations

import contextlib
import gc
import os
from collections.abc import Callable, Generator, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field, replace

from notepad.balance.simulate.estimate import Simulation, Tally, default_workers, play_games
from notepad.balance.simulate.estimate import wilson as _wilson
from notepad.balance.simulate.pool import _context, _start_helpers

STEP = 0.1  # s between two looks at `stopped` while games play
GOAL = 0.02  # refined until the village's 95% interval is ±2 points
MOST = 4000  # games at most (±1.6 points at worst)
FIRST = 4  # games per core for the first figure: small, so it comes soon
LARGEST = 40  # games per task once the first figure is shown
NICE = 5  # the workers' niceness: the keys' process weighs three times as much on a core
CURVE_GAMES = 120  # per point of the Werewolf-card curve (±9 points: its shape, not a figure)


def _play(sim: Simulation, seed: int, start: int, count: int) -> Tally:
    """A task's games with the cycle collector off (as pool._play: a game leaves next to no
    cyclic garbage, and the collector's passes cost a few percent)."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        return play_games(sim, seed, start, count)
    finally:
        if was_on:
            gc.enable()


def _ready() -> bool:
    return True


def _behind_the_keys() -> None:
    """A worker's start: a lower CPU priority, so the builder's own process (its keys and
    frames) goes first whenever both want a core. Not the lowest: on a machine busy with
    other work the games would then wait behind all of it."""
    with contextlib.suppress(AttributeError, OSError):  # not a Unix, or not allowed: as is
        os.nice(NICE)


class LivePool:
    """Worker processes that play any simulation's games, started once and kept."""

    def __init__(self, workers: int | None = None) -> None:
        self.workers = workers or default_workers()
        self._pool: ProcessPoolExecutor | None = None

    def _executor(self) -> ProcessPoolExecutor:
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

    def submit(self, sim: Simulation, seed: int, start: int, count: int) -> Future[Tally]:
        return self._executor().submit(_play, sim, seed, start, count)

    def close(self, at_exit: bool = False) -> None:
        """Drop the tasks not started; `at_exit`, end the processes too, whose running task
        the interpreter's exit would otherwise wait for (a few games: a second at 68)."""
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

    @property
    def half(self) -> float:
        """Half the interval's width: the ± of the figure."""
        return (self.high - self.low) / 2


def _figure(tally: Tally, done: bool = False) -> LiveFigure:
    won = tally.wins.get("village", 0)
    low, high = _wilson(won, tally.games)
    nights = tally.nights / tally.games if tally.games else 0.0
    return LiveFigure(tally.games, won / tally.games if tally.games else 0.0, low, high,
                      nights, done)


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
    """Figures as tasks finish, the first after one task per core; the last refined to
    ±`goal` (or `most` games), then with the Werewolf-card curve (`curve`). Closing the
    iterator (a new set) cancels the tasks not started; so does `stopped()` coming true,
    looked at every STEP s while games play (an app that quits waits for no game)."""
    tally = Tally()
    sizes = _sizes(pool.workers)
    started = 0
    pending: set[Future[Tally]] = set()

    def more() -> None:
        nonlocal started
        size = min(next(sizes), most - started)
        if size > 0:
            pending.add(pool.submit(sim, seed, started, size))
            started += size

    try:
        for _ in range(2 * pool.workers):  # one running and one waiting per core
            more()
        figure = None
        while pending:
            finished, _ = wait(pending, timeout=STEP, return_when=FIRST_COMPLETED)
            if stopped():
                return
            if not finished:
                continue
            for future in finished:
                pending.discard(future)
                tally = tally + future.result()
            figure = _figure(tally)
            if figure.half <= goal and tally.games >= 100 or started >= most and not pending:
                break
            yield figure
            while len(pending) < 2 * pool.workers and started < most:
                more()
        for future in pending:
            future.cancel()
        pending = set()
        final = replace(_figure(tally), done=True)
        yield final
        if curve:
            yield from _curve(sim, pool, seed, final, stopped)
    finally:
        for future in pending:
            future.cancel()


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
    wolves = sim.setup.roles.get("werewolf", 0)
    points: dict[int, float] = {wolves: final.village}
    others = [(m, s) for m, s in wolf_sets(sim) if m != wolves]
    futures = {pool.submit(s, seed, 0, CURVE_GAMES): m for m, s in others}
    try:
        pending = set(futures)
        while pending:
            finished, pending = wait(pending, timeout=STEP, return_when=FIRST_COMPLETED)
            if stopped():
                return
            for future in finished:
                tally = future.result()
                points[futures[future]] = tally.wins.get("village", 0) / tally.games
            yield replace(final, curve=tuple(sorted(points.items())))
    finally:
        for future in futures:
            future.cancel()
