"""Key press to idle for a recorded action in a 68-player game after 20 nights (DESIGN.md,
Budget: median under 30 ms). The game is the 68-player, 20-night game of bench_engine.py,
opened in the game screen; each sample records the current call with Enter and takes it
back with Ctrl+Z. Pilot's own cost is measured in the same run (an unbound key) and shown,
and so is the process's CPU time per press: much of the wall time is Textual waiting for its
next frame, not work.

    python benchmarks/bench_game_tui.py
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from bench_engine import play  # noqa: E402

from notepad.catalog import load_catalog  # noqa: E402
from notepad.engine import events as ev  # noqa: E402
from notepad.tui.app import NotepadApp  # noqa: E402
from notepad.tui.screens.game import GameScreen  # noqa: E402

SAMPLES = 30


async def measure() -> tuple[list[float], list[float], list[float], list[float], int, str]:
    folder = Path(tempfile.mkdtemp())
    game = play(folder / "bench.jsonl")
    while game.state.phase == "ended":
        game.undo()
    if game.state.phase == "day":
        game.record(ev.NightFalls())
    events = len(game.events)
    app = NotepadApp(catalog=load_catalog(include_user=False), home=folder)
    record, undo, idle, cpu = [], [], [], []
    async with app.run_test(size=(160, 50)) as pilot:
        screen = GameScreen(game)
        app.push_screen(screen)
        await pilot.pause()
        for _ in range(SAMPLES):
            start = time.perf_counter()
            await pilot.press("f12")
            idle.append(time.perf_counter() - start)
            before = len(game.events)
            start, start_cpu = time.perf_counter(), time.process_time()
            await pilot.press("enter")
            record.append(time.perf_counter() - start)
            cpu.append(time.process_time() - start_cpu)
            assert len(game.events) == before + 1, "the call was not recorded"
            start = time.perf_counter()
            await pilot.press("ctrl+z")
            undo.append(time.perf_counter() - start)
    return record, undo, idle, cpu, events, game.state.when


def main() -> None:
    record, undo, idle, cpu, events, when = asyncio.run(measure())
    base = statistics.median(idle)
    print(f"68 players, {events} events, at {when}")
    print(f"Pilot alone (an unbound key):          median {base * 1000:6.1f} ms")
    for label, times in (("record a call (Enter)", record), ("undo it (Ctrl+Z)", undo)):
        median = statistics.median(times)
        print(f"{label:<38} median {median * 1000:6.1f} ms; less Pilot's own "
              f"{(median - base) * 1000:6.1f} ms (budget 30 ms)")
    print(f"CPU time of recording a call (the work, without waiting for frames): median "
          f"{statistics.median(cpu) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
