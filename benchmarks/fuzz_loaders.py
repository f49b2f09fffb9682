"""The long fuzz run of issue 15: ≥ 10,000 inputs per file kind (role TOML, scenario TOML,
session log, One Night table) through the functions the commands use, counted instead of
stopping at the first failure:

    .venv/bin/python benchmarks/fuzz_loaders.py [INPUTS_PER_KIND] [SEED]

Prints, per kind: loaded / clean error (with its line, and without) / other (any other
exception: a defect) / over a second, and the slowest input, timed in CPU seconds of this
process (a machine shared with other work stretches the wall clock, not the work) and on the
wall clock. The slowest input of each kind is written to the temp folder to time again. The
inputs are tests/fuzz_inputs.py's (CI runs a hundred of each, tests/test_fuzz_loaders.py).
Goal: other 0, over a second 0.
"""

from __future__ import annotations

import sys
import tempfile
import time
import traceback
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from fuzz_inputs import KINDS, inputs, outcome  # noqa: E402
from hypothesis import HealthCheck, given, seed, settings  # noqa: E402


def run(kind: str, count: int, run_seed: int, folder: Path) -> None:
    counts: Counter[str] = Counter()
    others: list[str] = []
    slowest = wall_slowest = 0.0
    path = folder / ("fuzzed.jsonl" if kind == "log" else "fuzzed.toml")

    @seed(run_seed)
    @settings(max_examples=count, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(inputs(kind))
    def one(data: bytes) -> None:
        nonlocal slowest, wall_slowest
        started, cpu = time.perf_counter(), time.process_time()
        try:
            result = outcome(kind, path, data)
        except Exception:  # noqa: BLE001 - counted and shown: this is what the run looks for
            result = "other"
            if len(others) < 3:
                others.append(f"{data[:200]!r}\n{traceback.format_exc(limit=3)}")
        elapsed = time.process_time() - cpu
        wall_slowest = max(wall_slowest, time.perf_counter() - started)
        if elapsed > slowest:
            slowest = elapsed
            (Path(tempfile.gettempdir()) / f"fuzz-slowest-{kind}.bin").write_bytes(data)
        counts["over a second"] += elapsed > 1.0
        counts[result] += 1

    started = time.perf_counter()
    one()
    total = sum(counts[k] for k in ("loaded", "clean", "clean, with its line", "other"))
    print(f"{kind:<9} {total:>6} inputs: loaded {counts['loaded']}, clean error "
          f"{counts['clean'] + counts['clean, with its line']} ({counts['clean, with its line']}"
          f" naming a line), other {counts['other']}, over a second "
          f"{counts['over a second']}; slowest {slowest * 1000:.0f} ms of CPU "
          f"({wall_slowest * 1000:.0f} ms on the wall clock); "
          f"{time.perf_counter() - started:.0f} s in all (goal: other 0, over a second 0)")
    for sample in others:
        print("  other:", sample)


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    run_seed = int(sys.argv[2]) if len(sys.argv) > 2 else 15
    with tempfile.TemporaryDirectory() as folder:
        for kind in KINDS:
            run(kind, count, run_seed, Path(folder))


if __name__ == "__main__":
    main()
