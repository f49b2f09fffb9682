"""Simulator figures (issues 8 and 14): the whole `werewolf-notepad simulate overpopulated-village
--margin 2` process — start, catalogue, the pilot run that sizes the run, the games on every
core — against its goal (≤ 2 s compiled, ≤ 5 s plain, 2 cores); then games per second at 10,
30 and 68 players, the exact baseline's time, and where a simulated game spends its time.

    .venv-compiled/bin/python benchmarks/bench_simulate.py [--quick]   # the compiled build
    .venv/bin/python benchmarks/bench_simulate.py [--quick]            # the plain build

It measures the build installed beside the running Python and says which; the process is the
environment's console script. The profile only sees plain Python functions (a compiled
function's time counts in its caller).

Prints figures only; CI asserts no times."""

from __future__ import annotations

import argparse
import cProfile
import json
import math
import pstats
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from paired import PYTHON, console_script, header, median, paired_walls, verdict  # noqa: E402

from notepad.balance import exact  # noqa: E402
from notepad.balance.simulate import Simulation, estimate  # noqa: E402
from notepad.balance.simulate.estimate import default_workers, engine_build, play_games  # noqa: E402
from notepad.catalog import catalog  # noqa: E402

PLAIN = {10: 2, 30: 4, 68: 7}  # players → Werewolves
SCENARIOS = {10: "village-of-uncertainty", 33: "the-village-corporation",
             68: "overpopulated-village"}


def games_per_second(sim: Simulation, games: int, workers: int) -> float:
    started = time.perf_counter()
    estimate(sim, games, seed=1, workers=workers)
    return games / (time.perf_counter() - started)


def exact_times() -> None:
    exact._tables.cache_clear()
    started = time.perf_counter()
    exact.outcome(68, 7)
    one = time.perf_counter() - started
    exact._tables.cache_clear()
    started = time.perf_counter()
    for players in range(2, 69):
        exact.balanced_wolves(players)  # one table per n covers every wolf count
        exact.balanced_wolves(players, "night", "last-villager")
    every = time.perf_counter() - started
    print(f"exact baseline: (68, 7) in {one * 1000:.1f} ms; every (n, m) for n ≤ 68, both "
          f"starts' tables and both end rules, in {every:.2f} s")


def profile(sim: Simulation, games: int) -> None:
    profiler = cProfile.Profile()
    profiler.enable()
    play_games(sim, 1, 0, games)
    profiler.disable()
    stats = pstats.Stats(profiler)
    total = stats.total_tt  # type: ignore[attr-defined]
    rows = []
    for (path, line, name), (_cc, _nc, tottime, cumtime, _callers) in stats.stats.items():  # type: ignore[attr-defined]
        if "notepad" in path:
            short = path.split("notepad/", 1)[-1]
            rows.append((cumtime, tottime, f"{short}:{line} {name}"))
    print(f"profile of {games} games of {sim.setup.scenario or 'a plain set'} "
          f"({sim.players} players), {total:.2f} s; cumulative share by function:")
    for cumtime, tottime, where in sorted(rows, reverse=True)[:18]:
        print(f"  {100 * cumtime / total:5.1f}%  (own {100 * tottime / total:4.1f}%)  {where}")


def whole_process(runs: int) -> None:
    """The command a moderator runs, timed from start to exit, against `python -c pass`."""
    script = console_script()
    argv = [script, "simulate", "overpopulated-village", "--margin", "2", "--json"]
    out = subprocess.run(argv, capture_output=True, text=True, check=True).stdout
    data = json.loads(out)
    # A fixed amount of pure Python work, timed in turns with the command: how fast this
    # machine runs Python right now, to compare figures taken under different loads.
    work = "sum(i * i for i in range(4_000_000))"
    times = paired_walls({"python -c pass": [*PYTHON, "-c", "pass"],
                          "work": [*PYTHON, "-c", work], "simulate": argv}, runs)
    seconds = median(times["simulate"])
    goal = 2.0 if data["engine"] == "compiled" else 5.0
    low, high = data["ci95"]["village"]
    print(f"whole process: werewolf-notepad simulate overpopulated-village --margin 2 "
          f"({data['games']} games, village {data['win_rate']['village']:.3f} "
          f"[{low:.3f}, {high:.3f}], {data['engine']} engine): median of {runs} "
          f"{seconds:.2f} s (runs {', '.join(f'{t:.2f}' for t in times['simulate'])}); "
          f"goal ≤ {goal:.0f} s {data['engine']}: {verdict(seconds <= goal)}; in the same "
          f"runs: python -c pass {median(times['python -c pass']) * 1000:.0f} ms, "
          f"python -c '{work}' {median(times['work']):.2f} s")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true", help="fewer games")
    parser.add_argument("--whole-only", action="store_true",
                        help="only the whole simulate process")
    parser.add_argument("--runs", type=int, default=None,
                        help="runs of the whole process (default 5, 3 with --quick)")
    options = parser.parse_args()
    quick = options.quick
    header("bench_simulate")
    whole_process(options.runs or (3 if quick else 5))
    if options.whole_only:
        return
    workers = default_workers()
    engine = ("compiled (mypyc)" if engine_build() == "compiled" else
              "plain Python (an editable install, or compiling failed)")
    print(f"{workers} worker process(es) available; the engine in this process is {engine}")
    print("games per second (1 worker / all workers):")
    for players, wolves in PLAIN.items():
        sim = Simulation.from_roles("ultimate", {"villager": players - wolves,
                                                 "werewolf": wolves})
        games = max(60, (6000 if not quick else 1500) // players)
        one = games_per_second(sim, games, 1)
        every = games_per_second(sim, 4 * games, workers)
        print(f"  plain {players:>2} players, {wolves} wolves: {one:7.1f} / {every:7.1f}")
    for players, scenario_id in SCENARIOS.items():
        sim = Simulation.from_scenario(catalog().find_scenario(scenario_id), skill=0.3)
        games = max(20, (3000 if not quick else 600) // players)
        one = games_per_second(sim, games, 1)
        every = games_per_second(sim, 4 * games, workers)
        print(f"  {scenario_id} ({players}): {one:7.1f} / {every:7.1f}")

    # ±2 points at 95% needs n = 1.96² p(1-p) / 0.02² games: 2401 at p = 1/2.
    for scenario_id in (None, "overpopulated-village"):
        if scenario_id is None:
            sim = Simulation.from_roles("ultimate", {"villager": 61, "werewolf": 7})
        else:
            sim = Simulation.from_scenario(catalog().find_scenario(scenario_id))
        pilot = estimate(sim, 200 if not quick else 60, seed=2, workers=workers)
        p = pilot.win_rate()["village"]
        needed = math.ceil(1.959964 ** 2 * max(p * (1 - p), 0.01) / 0.02 ** 2)
        if quick:
            print(f"68 players ({scenario_id or 'plain'}): {needed} games needed for ±2 "
                  "points; run without --quick to time them")
            continue
        started = time.perf_counter()
        result = estimate(sim, needed, seed=3, workers=workers)
        seconds = time.perf_counter() - started
        low, high = result.ci95()["village"]
        print(f"±2 points (95%) at 68 players ({scenario_id or 'plain 61 + 7'}): {needed} games "
              f"in {seconds:.1f} s on {workers} workers; village {result.win_rate()['village']:.3f}"
              f" [{low:.3f}, {high:.3f}] (goal: under 5 s)")
    exact_times()
    profile(Simulation.from_roles("ultimate", {"villager": 61, "werewolf": 7}),
            40 if not quick else 10)
    profile(Simulation.from_scenario(catalog().find_scenario("overpopulated-village"), skill=0.3),
            10 if not quick else 3)


if __name__ == "__main__":
    main()
