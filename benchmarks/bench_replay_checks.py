"""`werewolf-notepad replay` checks every event against the rules as it folds the log
(issue 13): the cost of that check on the 68-player, 20-night log of bench_engine.py, against
the plain fold measured in the same run (docs/design.md, Budget: replay of 68 players × 20 nights
< 100 ms). Measure the installed build (`python -P`) where the compiled engine matters.

    .venv/bin/python -P benchmarks/bench_replay_checks.py

Prints figures only; CI asserts no times."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_engine import play  # noqa: E402
from paired import timings  # noqa: E402

from notepad.engine.log.replay import Unoverridden, load_game  # noqa: E402


def best(runs: int, fn) -> float:  # noqa: ANN001
    return min(timings(runs, fn))


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.jsonl"
        game = play(path)
        game.close()
        lines = len(path.read_text(encoding="utf-8").splitlines())
        plain = best(5, lambda: load_game(path))
        found: list[Unoverridden] = []
        checked = best(5, lambda: load_game(path, audit=found))
        print(f"log: {lines} lines, {len(game.state.players)} players, {game.state.when}")
        print(f"replay, plain fold: {plain * 1000:.1f} ms (the anchor)")
        print(f"replay with every event checked (`replay`): {checked * 1000:.1f} ms, "
              f"{checked / plain:.2f}× the plain fold (goal < 100 ms)")


if __name__ == "__main__":
    main()
