"""TUI figures (DESIGN.md, Budget): start to first idle frame against an empty Textual app in
the same run, and key press to idle for a count change in a 68-player role set.

    python benchmarks/bench_tui.py
"""

from __future__ import annotations

import asyncio
import statistics
import subprocess
import sys
import tempfile
import time

RUNS = 11

CHILD = """
import sys
from textual.app import App
from textual.widgets import Footer, Header

async def quit_when_idle(pilot):
    await pilot.pause()
    pilot.app.exit()

if sys.argv[1] == "empty":
    class Empty(App):
        def compose(self):
            yield Header()
            yield Footer()
    app = Empty()
else:
    from notepad.tui.app import NotepadApp
    app = NotepadApp()
app.run(headless=True, auto_pilot=quit_when_idle)
"""


def start_to_idle(home: str) -> tuple[float, float]:
    """Median start-to-idle of the empty app and of the notepad, run in turns so that the
    machine's load falls on both alike."""
    times: dict[str, list[float]] = {"empty": [], "notepad": []}
    for _ in range(RUNS):
        for which in ("empty", "notepad"):
            start = time.perf_counter()
            subprocess.run([sys.executable, "-c", CHILD, which], check=True,
                           capture_output=True,
                           env={"WEREWOLF_NOTEPAD_HOME": home, "PATH": ""})
            times[which].append(time.perf_counter() - start)
    return statistics.median(times["empty"]), statistics.median(times["notepad"])


async def count_change_68() -> tuple[list[float], list[float]]:
    from notepad.catalog import load_catalog
    from notepad.tui.app import NotepadApp
    from notepad.tui.widgets.role_table import RoleTable

    catalog = load_catalog(include_user=False)
    app = NotepadApp(catalog=catalog, home=__import__("pathlib").Path(tempfile.mkdtemp()))
    times = []
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        screen = app.screen
        screen.draft.load_scenario(catalog.find_scenario("overpopulated-village"))
        screen.refresh_all()
        table = screen.query_one(RoleTable)
        table.move_cursor(row=table.get_row_index("villager"))
        await pilot.pause()
        idle = []
        for i in range(40):
            start = time.perf_counter()
            await pilot.press("f12")  # bound to nothing: what Pilot itself costs
            idle.append(time.perf_counter() - start)
            key = "plus" if i % 2 == 0 else "minus"
            start = time.perf_counter()
            await pilot.press(key)
            times.append(time.perf_counter() - start)
    return times, idle


def main() -> None:
    home = tempfile.mkdtemp()
    empty, notepad = start_to_idle(home)
    print(f"empty Textual app, start to first idle:   {empty * 1000:7.1f} ms")
    print(f"werewolf-notepad, start to first idle:    {notepad * 1000:7.1f} ms "
          f"({notepad / empty:.2f}x the empty app; budget 1.3x)")
    times, idle = asyncio.run(count_change_68())
    change, baseline = statistics.median(times), statistics.median(idle)
    print(f"key press to idle, one count change, 68 players: median {change * 1000:.1f} ms "
          f"(max {max(times) * 1000:.1f}); an unbound key in the same run: "
          f"{baseline * 1000:.1f} ms; the change itself: {(change - baseline) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
