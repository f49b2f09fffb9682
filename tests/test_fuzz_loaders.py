"""Fuzzing every file kind through the functions the commands read it with (issue 15): each
input loads or raises the project's own error naming the file; never another exception;
never longer than a second (of this process's CPU time: a busy shared machine stretches the
wall clock, not the work).

CI runs a hundred inputs per kind, derandomized (the same inputs on every machine);
`NOTEPAD_FUZZ_EXAMPLES=10000` runs more (random ones) and stops at the first failure. The long
run that counts instead of stopping, and prints the counts per kind (loaded / clean error /
other / over a second), is benchmarks/fuzz_loaders.py, over the same inputs.
"""

from __future__ import annotations

import os
import time
from collections import Counter
from pathlib import Path

import pytest
from fuzz_inputs import KINDS, inputs, outcome
from hypothesis import HealthCheck, given, settings

EXAMPLES = int(os.environ.get("NOTEPAD_FUZZ_EXAMPLES", "100"))
LONG = EXAMPLES > 1000

fuzz = settings(
    max_examples=EXAMPLES,
    deadline=None,  # timed in CPU seconds below instead
    derandomize=not LONG,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                           HealthCheck.filter_too_much],
)


def _check(kind: str, folder: Path, data: bytes) -> None:
    suffix = ".jsonl" if kind == "log" else ".toml"
    started = time.process_time()
    outcome(kind, folder / f"fuzzed{suffix}", data)
    assert time.process_time() - started < 1.0, "an input took more than a second"


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("fuzz")


@fuzz
@given(data=inputs("roles"))
def test_fuzzed_role_files(folder: Path, data: bytes) -> None:
    _check("roles", folder, data)


@fuzz
@given(data=inputs("scenario"))
def test_fuzzed_scenario_files(folder: Path, data: bytes) -> None:
    _check("scenario", folder, data)


@fuzz
@given(data=inputs("log"))
def test_fuzzed_session_logs(folder: Path, data: bytes) -> None:
    _check("log", folder, data)


@fuzz
@given(data=inputs("table"))
def test_fuzzed_one_night_tables(folder: Path, data: bytes) -> None:
    _check("table", folder, data)


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_was_fuzzed_both_ways(folder: Path, kind: str) -> None:
    """Each kind's inputs include some that load and some that are refused (a fuzzer that only
    ever made garbage would prove little). The inputs are drawn again here, in this test, so
    the count does not depend on which worker ran the tests above. Prints the counts."""
    counts: Counter[str] = Counter()
    suffix = ".jsonl" if kind == "log" else ".toml"

    @settings(fuzz, max_examples=min(EXAMPLES, 100))
    @given(data=inputs(kind))
    def count(data: bytes) -> None:
        counts[outcome(kind, folder / f"counted{suffix}", data)] += 1

    count()
    print(f"{kind:<9} " + ", ".join(f"{name} {n}" for name, n in sorted(counts.items())))
    assert counts["loaded"] > 0, kind
    assert counts["clean"] + counts["clean, with its line"] > 0, kind
