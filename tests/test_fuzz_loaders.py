"""Fuzzing every file kind through the functions the commands and screens read it with
(issues 15, 30; the kinds: tests/fuzz_inputs.py): each input loads, or raises the project's
own error naming the file, or gives a damaged file's documented outcome (a summary ignored, a
round listed as damaged, the room's defaults); never another exception; never longer than a
second (of this process's CPU time: a busy shared machine stretches the wall clock, not the
work).

CI runs a bounded share, EXAMPLES inputs per kind (a few seconds in all), derandomized (the
same inputs on every machine); `NOTEPAD_FUZZ_EXAMPLES=10000` runs more (random ones) and
stops at the first failure. The long run that counts instead of stopping, and prints the
counts per kind (loaded / clean error / tracebacks / over a second / hangs), is
benchmarks/fuzz_loaders.py, over the same inputs."""

from __future__ import annotations

import os
import time
from collections import Counter
from pathlib import Path

import pytest
from fuzz_inputs import KINDS, inputs, outcome, regressions
from hypothesis import HealthCheck, given, settings

EXAMPLES = int(os.environ.get("NOTEPAD_FUZZ_EXAMPLES", "60"))
LONG = EXAMPLES > 1000

fuzz = settings(
    max_examples=EXAMPLES,
    deadline=None,  # timed in CPU seconds below instead
    derandomize=not LONG,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                           HealthCheck.filter_too_much],
)


def _check(kind: str, folder: Path, data: bytes) -> str:
    started = time.process_time()
    found = outcome(kind, folder, data)
    assert time.process_time() - started < 1.0, "an input took more than a second"
    return found


@pytest.mark.parametrize("kind", KINDS)
def test_fuzzed_files_load_or_are_refused_cleanly(tmp_path: Path, kind: str) -> None:
    """Every input of the kind loads or is refused with our own error naming the file, within
    a second; and the inputs include some that load and some that are refused (a fuzzer that
    only ever made garbage would prove little). Counted within the test, so the count does not
    depend on which worker ran what. Prints the counts."""
    counts: Counter[str] = Counter()

    @fuzz
    @given(data=inputs(kind))
    def one_input(data: bytes) -> None:
        counts[_check(kind, tmp_path, data)] += 1

    for data in regressions(kind):  # what broke a reader once, first (tests/fuzz_inputs.py)
        counts[_check(kind, tmp_path, data)] += 1
    one_input()
    print(f"{kind:<9} " + ", ".join(f"{name} {n}" for name, n in sorted(counts.items())))
    assert counts["loaded"] > 0, kind
    assert counts["clean"] + counts["clean, with its line"] > 0, kind
