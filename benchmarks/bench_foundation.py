"""Foundation figures (DESIGN.md, Budget): headless command time, live balance after one
change, suggestions for every head count 10–68. Prints figures; asserts nothing.

    python benchmarks/bench_foundation.py
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time

from notepad.balance import RoleSet, assess, suggest
from notepad.catalog import Edition, load_catalog

RUNS = 7


def wall(argv: list[str]) -> float:
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        subprocess.run(argv, capture_output=True, check=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def headless() -> None:
    python = sys.executable
    baseline = wall([python, "-c", "pass"])
    print(f"python -c pass (baseline):              {baseline * 1000:7.1f} ms")
    for args in (["--help"], ["roles", "--json"], ["balance", "overpopulated-village", "--json"],
                 ["suggest", "--edition", "ultimate", "--players", "68", "--json"]):
        seconds = wall([python, "-m", "notepad", *args])
        label = "werewolf-notepad " + " ".join(args)
        print(f"{label:<40} {seconds * 1000:7.1f} ms  ({seconds / baseline:.1f}x baseline)")
    probe = (
        "import sys, io, contextlib\nfrom notepad.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    main(['balance', 'overpopulated-village', '--json'])\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich')))"
    )
    loaded = subprocess.run([python, "-c", probe], capture_output=True, text=True, check=True)
    print(f"textual/rich modules loaded by a headless command: {loaded.stdout.strip()}")


def live_balance() -> None:
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
          f"{statistics.median(times) * 1e3:.3f} ms, max {max(times) * 1e3:.3f} ms")


def suggestions() -> None:
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
    headless()
    live_balance()
    suggestions()
