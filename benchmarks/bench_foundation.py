"""Foundation figures (docs/design.md, Budget): headless command time against `python -c "import
pydantic"` in the same run (goal ≤ 2×), live balance after one change, suggestions for every
head count 10–68. Prints figures; asserts nothing.

    .venv-compiled/bin/python benchmarks/bench_foundation.py     # the installed, compiled build
    .venv/bin/python benchmarks/bench_foundation.py              # the editable, plain build

The commands run through the environment's `werewolf-notepad` console script, with a user
folder of their own whose catalogue cache is warmed once first (as after the first start).
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Mapping, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from paired import PYTHON, console_script, header, median, paired_walls, verdict  # noqa: E402

RUNS = 9
GOAL = 2.0


def sample_log(folder: Path) -> Path:
    """A 68-player, 20-night session log to replay (bench_engine.play)."""
    from bench_engine import play

    path = folder / "bench.jsonl"
    play(path).close()
    return path


def paired_runs(commands: Mapping[str, Sequence[str]], runs: int,
                env: Mapping[str, str]) -> dict[str, list[tuple[float, float]]]:
    """(wall, CPU) seconds of each command, run in turns `runs` times: the CPU time (user and
    system, from the children's resource usage) moves less with the load of the shared
    machine than the wall time does."""
    times: dict[str, list[tuple[float, float]]] = {label: [] for label in commands}
    environment = {**os.environ, **env}
    for _ in range(runs):
        for label, argv in commands.items():
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            subprocess.run(list(argv), capture_output=True, check=True, env=environment)
            wall = time.perf_counter() - start
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
            times[label].append((wall, cpu))
    return times


def headless() -> None:
    folder = Path(tempfile.mkdtemp(prefix="h14-bench-"))
    home = {"WEREWOLF_NOTEPAD_HOME": str(folder / "home")}
    log = sample_log(folder)
    script = console_script()
    commands = {
        "anchor: python -c 'import pydantic'": [*PYTHON, "-c", "import pydantic"],
        "werewolf-notepad --help": [script, "--help"],
        "werewolf-notepad roles --json": [script, "roles", "--json"],
        "werewolf-notepad scenarios --json": [script, "scenarios", "--json"],
        "werewolf-notepad balance overpopulated-village --json":
            [script, "balance", "overpopulated-village", "--json"],
        "werewolf-notepad suggest --edition ultimate --players 68 --json":
            [script, "suggest", "--edition", "ultimate", "--players", "68", "--json"],
        "werewolf-notepad replay <68 players, 20 nights> --json": [script, "replay", str(log),
                                                                   "--json"],
    }
    paired_walls({"warm the cache": [script, "roles"]}, 1, home)
    times = paired_runs(commands, RUNS, home)
    anchor_runs = next(iter(times.values()))
    anchor = median([wall for wall, _ in anchor_runs])
    anchor_cpu = median([cpu for _, cpu in anchor_runs])
    print(f"headless commands, median of {RUNS} paired runs (goal: ≤ {GOAL:.0f}× the anchor); "
          "wall, then CPU")
    for label, values in times.items():
        seconds = median([wall for wall, _ in values])
        cpu = median([cpu for _, cpu in values])
        ratio = seconds / anchor
        mark = "" if label.startswith("anchor") else f"  {verdict(ratio <= GOAL)}"
        print(f"  {label:<62} {seconds * 1000:7.1f} ms  {ratio:4.2f}×  "
              f"CPU {cpu * 1000:6.1f} ms  {cpu / anchor_cpu:4.2f}×{mark}")
    probe = (
        "import sys, io, contextlib\nfrom notepad.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    main(['balance', 'overpopulated-village', '--json'])\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich')))\n"
        "print('pydantic' in sys.modules)"
    )
    loaded = subprocess.run([*PYTHON, "-c", probe], capture_output=True, text=True, check=True,
                            env={**os.environ, **home}).stdout.split("\n")
    print(f"  textual/rich modules loaded by a headless command: {loaded[0]} (goal: [])")
    print(f"  pydantic imported by a command that starts from the catalogue cache: {loaded[1]} "
          "(goal: False; catalog/models.py)")


def live_balance() -> None:
    from notepad.balance import RoleSet, assess
    from notepad.catalog import Edition, load_catalog

    catalog = load_catalog(include_user=False)
    scenario = catalog.find_scenario("overpopulated-village")
    roles = dict(scenario.roles)
    times = []
    for i in range(300):
        roles["villager"] = 20 + (i % 2)  # one count change, as in the scenario builder
        start = time.perf_counter()
        assess(RoleSet(Edition.ULTIMATE, 68, roles), catalog)
        times.append(time.perf_counter() - start)
    print(f"balance + warnings after one change, 68 players: median "
          f"{statistics.median(times) * 1e3:.3f} ms, max {max(times) * 1e3:.3f} ms "
          "(part of the builder's 30 ms per key)")


def suggestions() -> None:
    from notepad.balance import suggest
    from notepad.catalog import Edition, load_catalog

    catalog = load_catalog(include_user=False)
    for edition in (Edition.ULTIMATE, Edition.WERWOELFE):
        start = time.perf_counter()
        for players in range(10, 69):
            suggest(catalog, edition, players, count=3, seed=0)
        elapsed = time.perf_counter() - start
        print(f"suggestions (3 each) for every head count 10–68, {edition}: {elapsed:.3f} s")
    start = time.perf_counter()
    for players in range(3, 11):
        suggest(catalog, Edition.ONENIGHT, players, count=3, seed=0)
    print(f"suggestions (3 each) for every head count 3–10, onenight: "
          f"{time.perf_counter() - start:.3f} s")


if __name__ == "__main__":
    header("bench_foundation")
    headless()
    live_balance()
    suggestions()
