"""The long fuzz run of issues 15 and 30: inputs of every file kind the program reads (roles
and scenario TOML, session log, notebook, summary, One Night round and final table,
room.toml, a user folder) through the functions the commands and screens use, counted instead
of stopping at the first failure:

    .venv/bin/python benchmarks/fuzz_loaders.py [INPUTS_PER_KIND] [SEED]

(1,200 per kind by default, after the inputs that once broke a reader: over 10,800.) Prints,
per kind: loaded / clean error (with its line, and without; a damaged file's documented
outcome counts as clean) / tracebacks (any other exception: a defect) / over a second /
hangs (an input not done in 10 s of the wall clock, interrupted), and the slowest input,
timed in CPU seconds of this process (a machine shared with other work stretches the wall
clock, not the work) and on the wall clock; then the total, inputs × kinds. The slowest input
of each kind is written to the temp folder to time again. The inputs are tests/fuzz_inputs.py's
(CI runs a few dozen of each, tests/test_fuzz_loaders.py). Goal: tracebacks 0, over a second 0,
hangs 0.
"""

from __future__ import annotations

import signal
import sys
import tempfile
import time
import traceback
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from fuzz_inputs import KINDS, inputs, outcome, regressions  # noqa: E402
from hypothesis import HealthCheck, given, seed, settings  # noqa: E402

HANG_SECONDS = 10


class Hang(BaseException):
    """An input still being read after HANG_SECONDS (a BaseException: no reader catches it)."""


def _hang(signum: int, frame: object) -> None:
    raise Hang


def run(kind: str, count: int, run_seed: int, folder: Path) -> Counter[str]:
    counts: Counter[str] = Counter()
    others: list[str] = []
    slowest = wall_slowest = 0.0

    def one(data: bytes) -> None:
        nonlocal slowest, wall_slowest
        started, cpu = time.perf_counter(), time.process_time()
        signal.setitimer(signal.ITIMER_REAL, HANG_SECONDS)
        try:
            result = outcome(kind, folder, data)
        except Hang:
            result = "hang"
            others.append(f"hang: {data[:200]!r}")
        except Exception:  # noqa: BLE001 - counted and shown: this is what the run looks for
            result = "other"
            if len(others) < 3:
                others.append(f"{data[:200]!r}\n{traceback.format_exc(limit=3)}")
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        elapsed = time.process_time() - cpu
        wall_slowest = max(wall_slowest, time.perf_counter() - started)
        if elapsed > slowest:
            slowest = elapsed
            (Path(tempfile.gettempdir()) / f"fuzz-slowest-{kind}.bin").write_bytes(data)
        counts["over a second"] += elapsed > 1.0
        counts[result] += 1

    started = time.perf_counter()
    for data in regressions(kind):  # what broke a reader once, as the suite reads them
        one(data)
    seed(run_seed)(settings(max_examples=count, deadline=None, database=None,
                            suppress_health_check=list(HealthCheck))(given(inputs(kind))(one)))()
    total = sum(counts[k] for k in ("loaded", "clean", "clean, with its line", "other",
                                    "hang"))
    counts["inputs"] = total
    print(f"{kind:<9} {total:>6} inputs: loaded {counts['loaded']}, clean error "
          f"{counts['clean'] + counts['clean, with its line']} ({counts['clean, with its line']}"
          f" naming a line), tracebacks {counts['other']}, over a second "
          f"{counts['over a second']}, hangs {counts['hang']}; slowest "
          f"{slowest * 1000:.0f} ms of CPU ({wall_slowest * 1000:.0f} ms on the wall clock); "
          f"{time.perf_counter() - started:.0f} s in all", flush=True)
    for sample in others:
        print("  other:", sample)
    return counts


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 1_200
    run_seed = int(sys.argv[2]) if len(sys.argv) > 2 else 15
    signal.signal(signal.SIGALRM, _hang)
    every: Counter[str] = Counter()
    with tempfile.TemporaryDirectory() as folder:
        for kind in KINDS:
            every.update(run(kind, count, run_seed, Path(folder)))
    print(f"in all: {every['inputs']:,} inputs × {len(KINDS)} kinds ({', '.join(KINDS)}): "
          f"tracebacks {every['other']}, over a second {every['over a second']}, hangs "
          f"{every['hang']} (goal: 0, 0, 0)")


if __name__ == "__main__":
    main()
