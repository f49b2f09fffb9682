"""The invariant harness's figure (issue 29, Invariants): random full-cast games — the
Overpopulated Village in each voting method and with each variant, the large scenarios, every
Werwölfe scenario, generated sets — played through the simulator's policies and the words
layer, every invariant asked at every call and after every event (tests/invariants/).

    .venv/bin/python benchmarks/bench_invariants.py [--games 10000] [--seed 29] [--workers 2]

Prints games × invariants, the checks made, the violations found (games in which each
invariant broke; goal: 0 in 10,000 games), for each broken invariant the shortest game that
shows it (its seed and index: `play_one(INVARIANTS, seed, index)` plays it again), and how long
the run took on how many cores. Game `k` plays case `k % cases` with `game_rng(seed, k)`,
so the figures do not depend on the number of workers. Prints figures only."""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "invariants"))

from invariant_harness import INVARIANTS, NAMES, Run, cases, play_many  # noqa: E402

CHUNK = 25  # games per task: small enough that both cores finish together


def _chunk(task: tuple[int, list[int]]) -> Run:
    seed, indexes = task
    return play_many(INVARIANTS, seed, indexes)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=29)
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else 2
    parser.add_argument("--workers", type=int, default=min(2, cores or 1))
    args = parser.parse_args()
    tasks = [(args.seed, list(range(start, min(start + CHUNK, args.games))))
             for start in range(0, args.games, CHUNK)]
    run = Run()
    started = time.perf_counter()
    if args.workers > 1:
        with multiprocessing.get_context("fork").Pool(args.workers) as pool:
            for part in pool.imap_unordered(_chunk, tasks):
                run.add(part)
    else:
        for task in tasks:
            run.add(_chunk(task))
    wall = time.perf_counter() - started
    print(f"invariant harness: {run.games:,} games × {len(NAMES)} invariants "
          f"({len(cases())} cases, seed {args.seed})")
    print(f"  {run.events:,} events, {run.checked:,} checks (invariant × event or call)")
    print(f"  {wall:.1f} s on {args.workers} worker(s): {1000 * wall / max(run.games, 1):.1f} ms "
          "a game")
    broken = run.by_invariant()
    total = sum(len(found) for found in broken.values())
    print(f"violations: {total} (games × invariants broken; goal: 0 in 10,000 games)")
    for name in NAMES:
        found = broken.get(name, [])
        if not found:
            print(f"  {name:<24} 0")
            continue
        short = run.shortest(name)
        assert short is not None
        events = run.lengths.get((short.case, short.game), 0)
        print(f"  {name:<24} {len(found):>5} games; shortest: seed {short.seed} game "
              f"{short.game} ({short.case}, {events} events), at event {short.at}: "
              f"{short.said}")


if __name__ == "__main__":
    main()
