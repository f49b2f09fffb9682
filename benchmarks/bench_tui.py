"""TUI figures (docs/design.md, Budget; issue 14), each child a fresh `python -P` of the environment
this script runs in (so the installed build, and which one is printed):

- start to first idle frame with 20 saved 68-player sessions, against an empty Textual app in
  the same run (goal ≤ 1.3×);
- the builder's first open after the start screen, key `n` to idle (goal ≤ 0.2 s), beside a
  key bound to nothing timed the same way (Pilot's own waits, ~60 ms or more);
- one count change in a 68-player role set, key to last frame (goal ≤ 30 ms), with the live
  win rate off and on (docs/record.md: the keys never wait for its games);
- the live win rate's first figure after a change of a 68-player set (goal ≤ 0.5 s, about ±5
  points), and when it reaches ±5 and ±2.

    python benchmarks/bench_tui.py --live                 # the last two only

    .venv-compiled/bin/python benchmarks/bench_tui.py     # the compiled build
    .venv/bin/python benchmarks/bench_tui.py              # the plain build

The 20 sessions are copies (times kept) of one 68-player, 20-night session log with the
summary the game wrote beside it; a first start, before the catalogue cache exists, is timed
apart.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from paired import PYTHON, header, median, p95, paired_walls, verdict  # noqa: E402

RUNS = 9
SESSIONS = 20

EMPTY = """
from textual.app import App
from textual.widgets import Footer, Header

class Empty(App):
    def compose(self):
        yield Header()
        yield Footer()

async def quit_when_idle(pilot):
    await pilot.pause()
    pilot.app.exit()

Empty().run(headless=True, auto_pilot=quit_when_idle)
"""

NOTEPAD = """
from notepad.tui.app import NotepadApp

async def quit_when_idle(pilot):
    await pilot.pause()
    pilot.app.exit()

NotepadApp().run(headless=True, auto_pilot=quit_when_idle)
"""

# The builder's first open and its per-key time, measured inside one child (stdout: JSON).
BUILDER = """
import json, sys, time
from notepad.tui.app import NotepadApp
from notepad.tui.widgets.role_table import RoleTable

out = {}

async def drive(pilot):
    app = pilot.app
    await pilot.pause()
    if sys.argv[1] == "later":  # the moderator reads the start screen first: the app has
        await pilot.pause(1.0)  # loaded the catalogue and made the builder ready meanwhile
        for _ in range(100):  # (app.py, screens/builder/ready.py)
            ready = getattr(app, "ready_builder", None)  # (None: a build without it)
            if app._catalog is not None and "notepad.tui.screens.builder" in sys.modules and (
                    ready is None or ready.styled_for is not None):
                break
            await pilot.pause(0.1)
    start = time.perf_counter()
    await pilot.press("n")
    await pilot.pause()
    out["open"] = time.perf_counter() - start
    screen = app.screen
    screen.draft.load_scenario(app.catalog.find_scenario("overpopulated-village"))
    screen.refresh_all()
    table = screen.query_one(RoleTable)
    table.move_cursor(row=table.get_row_index("villager"))
    await pilot.pause()
    frames = []
    real = app._display
    def display(screen, renderable):
        if renderable is not None:
            frames.append(time.perf_counter())
        return real(screen, renderable)
    app._display = display
    keys = []
    for i in range(40):
        frames.clear()
        start, cpu = time.perf_counter(), time.process_time()
        await pilot.press("plus" if i % 2 == 0 else "minus")
        await pilot.pause()
        keys.append((max(frames, default=start) - start, time.process_time() - cpu))
    out["keys"] = keys
    start = time.perf_counter()  # a key bound to nothing: what Pilot's waits alone take
    await pilot.press("z")
    await pilot.pause()
    out["floor"] = time.perf_counter() - start
    app.exit()

NotepadApp().run(headless=True, size=(160, 50), auto_pilot=drive)
print(json.dumps(out))
"""


# The live win rate at 68 players, inside one child (stdout: JSON): a Werewolf card more in
# Overpopulated Village, then the time to each figure, until ±2 points or LIVE_LIMIT s.
LIVE = """
import json, sys, time
from notepad.tui.app import NotepadApp

out = {"figures": []}
LIMIT = float(sys.argv[1])

async def drive(pilot):
    app = pilot.app
    await pilot.press("n")
    await pilot.pause()
    screen = app.screen
    screen.draft.load_scenario(app.catalog.find_scenario("overpopulated-village"))
    screen.refresh_all()
    live = screen.live
    while live.fitting or live.figure is None:  # the processes started, the set played once
        await pilot.pause(0.05)
    screen.draft.change_count("werewolf", 1)
    screen.draft.change_count("villager", -1)
    start = time.perf_counter()
    screen.show_balance()  # what a key does: the figure is stale from here
    seen = None
    while time.perf_counter() - start < LIMIT:
        figure = live.figure
        if figure is not seen and not live.stale:
            seen = figure
            out["figures"].append((time.perf_counter() - start, figure.games, figure.half))
            if figure.done:
                break
        await pilot.pause(0.01)
    app.exit()

NotepadApp().run(headless=True, size=(160, 50), auto_pilot=drive)
print(json.dumps(out))
"""
LIVE_LIMIT = 120.0


def live_figures(env: dict[str, str]) -> None:
    try:
        out = subprocess.run([*PYTHON, "-c", LIVE, str(LIVE_LIMIT)], capture_output=True,
                             text=True, check=True, timeout=LIVE_LIMIT + 60,
                             env={**os.environ, **env, "WEREWOLF_NOTEPAD_LIVE": "1"}).stdout
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired) as failed:
        said = (failed.stderr or "") if isinstance(failed.stderr, str) else ""
        print(f"live win rate, 68 players: no figure ({type(failed).__name__}); "
              f"{said.strip().splitlines()[-1] if said.strip() else 'the child said nothing'}")
        return
    figures = json.loads(out.strip().splitlines()[-1])["figures"]
    first = figures[0]
    print(f"live win rate, 68 players (Overpopulated Village, a Werewolf card more), from the "
          f"change:\n  first figure {first[0]:.2f} s, {first[1]} games, ±{first[2] * 100:.0f} "
          f"points (goal ≤ 0.5 s at about ±5): {verdict(first[0] <= 0.5 and first[2] <= 0.05)}")
    for goal in (0.05, 0.02):
        reached = next((f for f in figures if f[2] <= goal), None)
        said = (f"{reached[0]:.1f} s, {reached[1]} games" if reached else
                f"not within {LIVE_LIMIT:.0f} s ({figures[-1][1]} games, "
                f"±{figures[-1][2] * 100:.1f})")
        print(f"  ±{goal * 100:.0f} points: {said}")


def key_figures(env: dict[str, str], live: str) -> None:
    keys = []
    for _ in range(3):
        out = subprocess.run([*PYTHON, "-c", BUILDER, "later"], capture_output=True,
                             text=True, check=True,
                             env={**os.environ, **env, "WEREWOLF_NOTEPAD_LIVE": live}).stdout
        keys.extend(json.loads(out.strip().splitlines()[-1])["keys"])
    walls = [wall for wall, _ in keys]
    cpu = [used for _, used in keys]
    print(f"builder: one count change at 68 players, live win rate "
          f"{'on' if live == '1' else 'off'}: median {median(walls) * 1000:.1f} ms, p95 "
          f"{p95(walls) * 1000:.1f} ms (goal ≤ 30 ms): {verdict(median(walls) <= 0.03)}; "
          f"CPU median {median(cpu) * 1000:.1f} ms")


def saved_sessions(home: Path) -> None:
    from bench_engine import play

    sessions = home / "sessions"
    sessions.mkdir(parents=True)
    log = sessions / "game-00.jsonl"
    play(log).close()
    summary = log.with_name(log.name + ".summary.json")
    for number in range(1, SESSIONS):
        copy = sessions / f"game-{number:02}.jsonl"
        shutil.copy2(log, copy)  # the same size and time: the summary beside it holds
        shutil.copy2(summary, copy.with_name(copy.name + ".summary.json"))


def main() -> None:
    header("bench_tui")
    home = Path(tempfile.mkdtemp(prefix="h14-bench-tui-"))
    saved_sessions(home)
    env = {"WEREWOLF_NOTEPAD_HOME": str(home)}
    if "--live" in sys.argv:
        key_figures(env, "0")
        key_figures(env, "1")
        live_figures(env)
        return
    cold = paired_walls({"first start": [*PYTHON, "-c", BUILDER, "at-once"]}, 1,
                        env)["first start"][0]
    times = paired_walls({"empty": [*PYTHON, "-c", EMPTY],
                          "notepad": [*PYTHON, "-c", NOTEPAD]}, RUNS, env)
    empty, notepad = median(times["empty"]), median(times["notepad"])
    print(f"start to first idle, median of {RUNS} paired runs, {SESSIONS} saved 68-player "
          f"sessions:\n  empty Textual app {empty * 1000:7.1f} ms\n  werewolf-notepad  "
          f"{notepad * 1000:7.1f} ms = {notepad / empty:.2f}× the empty app (goal ≤ 1.3×): "
          f"{verdict(notepad / empty <= 1.3)}")
    opens: dict[str, list[float]] = {"at-once": [], "later": []}
    keys = []
    floors = []
    for _ in range(3):
        for when in opens:
            out = subprocess.run([*PYTHON, "-c", BUILDER, when], capture_output=True,
                                 text=True, check=True,
                                 env={**os.environ, **env, "WEREWOLF_NOTEPAD_LIVE": "0"}).stdout
            data = json.loads(out.strip().splitlines()[-1])
            opens[when].append(data["open"])
            keys.extend(data["keys"])
            floors.append(data["floor"])
    later, at_once = median(opens["later"]), median(opens["at-once"])
    print(f"builder's first open, n to idle, catalogue cache warm, median of 3 (goal ≤ 200 ms):"
          f"\n  n once the start screen has loaded them (a second or more): "
          f"{later * 1000:.1f} ms: "
          f"{verdict(later <= 0.2)}\n  n the moment the start screen is idle: "
          f"{at_once * 1000:.1f} ms\n  a whole first run before any cache, with it: {cold:.2f} s"
          f"\n  (a key bound to nothing, the same way: {median(floors) * 1000:.1f} ms, "
          f"Pilot's waits alone)")
    walls = [wall for wall, _ in keys]
    cpu = [used for _, used in keys]
    print(f"builder: one count change at 68 players, key to last frame: median "
          f"{median(walls) * 1000:.1f} ms, p95 {p95(walls) * 1000:.1f} ms (goal ≤ 30 ms): "
          f"{verdict(median(walls) <= 0.03)}; CPU median {median(cpu) * 1000:.1f} ms "
          "(the live win rate off)")
    key_figures(env, "1")
    live_figures(env)


if __name__ == "__main__":
    main()
