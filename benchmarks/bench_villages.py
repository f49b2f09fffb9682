"""Simultaneous villages (issue 16): what the notebook adds to each recorded action (its
arrivals due and its bonds across villages, `Notebook.after`), late in a 68-player game of 3
villages when the most players are dead, against the engine's own check of one action in the
same run; and replaying the notebook against loading its three logs one by one (docs/design.md,
Budget: any recorded action ≤ 30 ms key to last frame; replay linear in lines).

    .venv/bin/python -P benchmarks/bench_villages.py

Prints figures only; CI asserts no times."""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "villages"))

from paired import median, timings  # noqa: E402
from test_sixty_eight import play  # noqa: E402

from notepad.engine import events as ev  # noqa: E402
from notepad.engine.log.replay import load_game  # noqa: E402
from notepad.engine.validator import check  # noqa: E402
from notepad.villages.notebook import Notebook  # noqa: E402


def median_ms(runs: int, fn) -> float:  # noqa: ANN001
    return median(timings(runs, fn)) * 1000


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "group.jsonl"
        start = time.perf_counter()
        notebook = play(path, seed=16)
        played = time.perf_counter() - start
        villages = notebook.villages
        events = sum(len(v.game.events) for v in villages)
        dead = sum(1 for v in villages for p in v.state.players.values()
                   if p.died is not None and not p.died.left)
        print(f"68 players in 3 villages played to a winner in each: {events} events, "
              f"{len(notebook.transfers)} transfers, {dead} dead, {played:.2f} s in all")
        biggest = max(villages, key=lambda v: len(v.state.players))
        anchor = median_ms(200, lambda: check(biggest.state, ev.NightFalls()))
        after = median_ms(200, lambda: notebook.after(biggest))
        print(f"the engine's check of one action: {anchor:.3f} ms (the anchor)")
        print(f"the notebook after one action (arrivals due, bonds): {after:.3f} ms, "
              f"{after / anchor:.1f}× the anchor (goal: a small part of 30 ms)")
        notebook.close()
        logs = [path.parent / "group-villages" / f"village-{n}.jsonl" for n in (1, 2, 3)]
        lines = sum(len(log.read_text().splitlines()) for log in logs)
        apart = median_ms(5, lambda: [load_game(log) for log in logs])
        together = median_ms(5, lambda: Notebook.open(path))
        print(f"loading the three logs one by one ({lines} lines): {apart:.1f} ms (the anchor)")
        print(f"replaying the notebook (`replay NOTEBOOK`): {together:.1f} ms, "
              f"{together / apart:.2f}× the three logs (goal: about 1×)")


if __name__ == "__main__":
    main()
