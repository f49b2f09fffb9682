"""What the benchmarks share: which build runs, and paired runs against an anchor.

Every child process runs with `python -P` (no working directory on the import path), so the
`notepad` it imports is the one installed in the running Python's environment — the compiled
engine of a regular install, or the source of an editable one — never this checkout by accident
(issue 14). Each figure is printed with its goal and, where the same run measured an anchor,
the ratio to it: on the shared 2-core machine the load moves both alike.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Mapping, Sequence

PYTHON = [sys.executable, "-P"]

BUILD_PROBE = ("import notepad, os\n"
               "from notepad.balance.simulate.estimate import engine_build\n"
               "print(engine_build(), os.path.dirname(notepad.__file__))")


def build() -> str:
    """"compiled (…/site-packages/notepad)" or "python (…)": what the children import."""
    out = subprocess.run([*PYTHON, "-c", BUILD_PROBE], capture_output=True, text=True,
                         check=True).stdout.split(maxsplit=1)
    return f"{out[0]} engine, from {out[1].strip()}\n  bytecode: {bytecode(out[1].strip())}"


def bytecode(package: str) -> str:
    """Compile the package's stale .pyc files first, as an install does. With
    PYTHONDONTWRITEBYTECODE set (this machine's shell had it), an edited module of an editable
    install was compiled again by every child: +20 ms a command, and `replay` read 2.49× its
    anchor where it takes 1.76× with its bytecode."""
    import compileall
    import io
    from contextlib import redirect_stdout

    with redirect_stdout(io.StringIO()) as said:
        compileall.compile_dir(package, quiet=0)
    stale = said.getvalue().count("Compiling ")
    return f"up to date ({stale} stale module(s) compiled first)" if stale else "up to date"


def console_script() -> str:
    """The installed `werewolf-notepad` beside the running Python."""
    return os.path.join(os.path.dirname(sys.executable), "werewolf-notepad")


def load() -> str:
    one, five, _ = os.getloadavg()
    return f"load average {one:.2f} (1 min), {five:.2f} (5 min) on {os.cpu_count()} cores"


def header(title: str) -> None:
    print(f"{title}\n  build: {build()}\n  machine: {load()}")


def paired_walls(commands: Mapping[str, Sequence[str]], runs: int,
                 env: Mapping[str, str] | None = None) -> dict[str, list[float]]:
    """Wall time of each command, run in turns `runs` times, so load falls on all alike."""
    times: dict[str, list[float]] = {label: [] for label in commands}
    environment = {**os.environ, **(env or {})}
    for _ in range(runs):
        for label, argv in commands.items():
            start = time.perf_counter()
            subprocess.run(list(argv), capture_output=True, check=True, env=environment)
            times[label].append(time.perf_counter() - start)
    return times


def timings(runs: int, fn: Callable[[], object]) -> list[float]:
    """`fn` timed `runs` times in this process, in seconds."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return times


def median(values: Sequence[float]) -> float:
    return statistics.median(values)


def p95(values: Sequence[float]) -> float:
    if len(values) < 2:
        return values[0]
    return statistics.quantiles(values, n=20, method="inclusive")[18]


def verdict(ok: bool) -> str:
    return "meets the goal" if ok else "MISSES the goal"
