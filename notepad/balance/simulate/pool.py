"""The worker processes that play a simulation's games on every core (issue 14).

One pool serves every run of an estimate: the `--margin` estimate's pilot and the rest of its
games (margin.py) start their processes once. Each worker is handed the simulation once, when
it starts (a fork inherits it; a fork server's child unpickles it once), and each task names
only the games to play: the seed, the first game, how many.
"""

from __future__ import annotations

import gc
import multiprocessing
import os
import sys
import threading
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any

# What a worker process plays: (play_games, the simulation), set when the worker starts.
_ADOPTED: list[Any] = []


def _adopt(play: Callable[..., Any], sim: object) -> None:
    _ADOPTED[:] = [play, sim]
    # What the worker starts with (the modules, the catalogue, the simulation) lives as long
    # as the worker: kept out of the collector's full passes, which looked over all of it
    # again and again while the games ran (issue 14). Nothing a game makes is frozen.
    gc.freeze()


def _play(seed: int, start: int, count: int) -> Any:
    """A task's games, with the cycle collector off while they are played: a game leaves
    next to no cyclic garbage (a few hundred objects in a thousand 68-player games), and the
    collector's passes over the young objects cost 2–3.5% of the games' time (issue 14). It
    is on again between tasks, so what little there is goes with the next collection."""
    play, sim = _ADOPTED
    was_on = gc.isenabled()
    gc.disable()
    try:
        return play(sim, seed, start, count)
    finally:
        if was_on:
            gc.enable()


class GamePool:
    """Up to `workers` processes playing `play(sim, seed, start, count)`; started at the first
    task and shut down on `close` (or leaving the `with` block), cancelling what has not
    started."""

    def __init__(self, play: Callable[..., Any], sim: object, workers: int) -> None:
        self.play, self.sim, self.workers = play, sim, workers
        self._pool: ProcessPoolExecutor | None = None

    def submit(self, seed: int, start: int, count: int) -> Future[Any]:
        if self._pool is None:
            context = _context()
            _start_helpers(context)
            self._pool = ProcessPoolExecutor(
                max_workers=self.workers, mp_context=context, initializer=_adopt,
                initargs=(self.play, self.sim))
        return self._pool.submit(_play, seed, start, count)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None

    def __enter__(self) -> GamePool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _context() -> multiprocessing.context.BaseContext:
    """fork is quickest, but forking a process with other threads running (the TUI runs the
    estimate in a worker thread) can deadlock: then use a fork server."""
    methods = multiprocessing.get_all_start_methods()
    if "fork" in methods and threading.active_count() == 1:
        return multiprocessing.get_context("fork")
    if "forkserver" in methods:
        return multiprocessing.get_context("forkserver")
    return multiprocessing.get_context("spawn")


def _start_helpers(context: multiprocessing.context.BaseContext) -> None:
    """Start the resource tracker and the fork server with a stderr they can inherit.

    Both are launched with the parent's `sys.stderr.fileno()` among the descriptors they keep;
    inside the TUI, sys.stderr is Textual's capture, whose fileno is -1, and the launch fails
    ("bad value(s) in fds_to_keep"). Launched here with /dev/null instead, the pool starts
    from inside the running app (issue 14); a fork needs neither."""
    if context.get_start_method() == "fork":
        return
    try:
        usable = sys.stderr is not None and sys.stderr.fileno() >= 0
    except (AttributeError, OSError, ValueError):
        usable = False
    if usable:
        return
    from multiprocessing import forkserver, resource_tracker

    saved = sys.stderr
    with open(os.devnull, "w", encoding="utf-8") as quiet:
        sys.stderr = quiet
        try:
            resource_tracker.ensure_running()
            if context.get_start_method() == "forkserver":
                forkserver.ensure_running()
        finally:
            sys.stderr = saved
