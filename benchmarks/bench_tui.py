"""TUI figures (docs/design.md, Budget; issue 14), each child a fresh `python -P` of the environment
this script runs in (so the installed build, and which one is printed):

- start to first idle frame with 20 saved 68-player sessions, against an empty Textual app in
  the same run (goal ≤ 1.3×);
- the builder's first open after the start screen, key `n` to idle (goal ≤ 0.2 s), beside a
  key bound to nothing timed the same way (Pilot's own waits, ~60 ms or more);
- one count change in a 68-player role set, key to last frame (goal ≤ 30 ms), with the live
  win rate off and on (docs/record.md: the keys never wait for its games);
- the live win rate's first figure after a change of a 68-player set (goal ≤ 0.5 s, about ±5
  points), and when it reaches ±5 and ±2: a Werewolf card more once the set is refined (its
  curve played), then a set not played before. `--live` times the keys paced (0.3 s apart,
  so the live rate's games play meanwhile), on and off in the same run.

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
import json, os, sys, time
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
    paced = "paced" in sys.argv[2:]
    live = getattr(screen, "live", None)
    if paced and live is not None and os.environ.get("WEREWOLF_NOTEPAD_LIVE") == "1":
        end = time.perf_counter() + 60  # the games play while the keys are pressed
        while live.figure is None and time.perf_counter() < end:
            await pilot.pause(0.05)
        out["live_figure"] = live.figure is not None
    frames = []
    arrivals = []  # when a live figure came (its own frame is no frame of the key's)
    real = app._display
    def display(screen, renderable):
        if renderable is not None:
            frames.append(time.perf_counter())
        return real(screen, renderable)
    app._display = display
    if live is not None:
        came = live.arrived
        def arrived(figure, worker):
            arrivals.append(time.perf_counter())
            return came(figure, worker)
        live.arrived = arrived
    keys = []
    for i in range(40):
        frames.clear()
        arrivals.clear()
        start, cpu = time.perf_counter(), time.process_time()
        await pilot.press("plus" if i % 2 == 0 else "minus")
        await pilot.pause()
        # The key's frames: the first after it (a figure come before the key is drawn with
        # it, and counts) and every one before the set's first figure came; Pilot's pause
        # waits for the process to idle, which with the live rate on is after that figure.
        figure = min(arrivals, default=float("inf"))
        own = [t for t in frames if t < figure] + frames[:1]
        keys.append((max(own, default=start) - start, time.process_time() - cpu))
        if paced:  # longer than the live rate's DELAY: each key finds the set's games playing
            await pilot.pause(0.3)
    out["keys"] = keys
    start = time.perf_counter()  # a key bound to nothing: what Pilot's waits alone take
    await pilot.press("z")
    await pilot.pause()
    out["floor"] = time.perf_counter() - start
    app.exit()

NotepadApp().run(headless=True, size=(160, 50), auto_pilot=drive)
print(json.dumps(out))
"""


# The live win rate at 68 players, inside one child (stdout: JSON), in steps, each with its own
# time limit (a step that does not end says which and why, and the child exits):
# - open: the builder with Overpopulated Village, until its first figure;
# - refine: until that set is refined to ±2 and its curve has a Werewolf card more or fewer
#   (the moderator reads the figure and the curve);
# - neighbour: a Werewolf card more (a Villager fewer), from the change to each figure;
# - new set: then a Mason card more (a Villager fewer), a set no game has been played of.
LIVE = """
import json, sys, time
from notepad.tui.app import NotepadApp

out = {"steps": {}}
LIMITS = json.loads(sys.argv[1])
NEW_SETS = ("mason", "hunter", "priest", "bodyguard", "lycan")  # each a Villager fewer

async def step(pilot, name, done, change=None):
    app, live = pilot.app, pilot.app.screen.live
    figures = out["steps"][name] = []
    start = time.perf_counter()
    if change is not None:
        for role, delta in change.items():
            app.screen.draft.change_count(role, delta)
        app.screen.show_balance()  # what a key does: the figure is stale from here
    seen = None
    while time.perf_counter() - start < LIMITS[name]:
        figure = live.figure
        if live.why and time.perf_counter() - start > 1.0:  # (the set before's, at first)
            out["error"] = f"{name}: the panel says 'Live win rate: {live.why}'"
            return False
        if figure is not None and figure is not seen and not live.stale:
            seen = figure
            figures.append((time.perf_counter() - start, figure.games, figure.half,
                            len(figure.curve)))
            if done(figure):
                return True
        await pilot.pause(0.01)
    last = (f"last figure {figures[-1][1]} games, ±{figures[-1][2] * 100:.1f}" if figures
            else "no figure")
    out["error"] = f"{name}: not done within {LIMITS[name]:.0f} s ({last})"
    return False

async def drive(pilot):
    app = pilot.app
    try:
        await pilot.press("n")
        await pilot.pause()
        screen = app.screen
        screen.draft.load_scenario(app.catalog.find_scenario("overpopulated-village"))
        screen.refresh_all()
        if sys.argv[2] == "again":  # a new session in the same home: the kept games
            await step(pilot, "open again", lambda f: True)
        elif (await step(pilot, "open", lambda f: True)
              and await step(pilot, "refine", lambda f: f.done and len(f.curve) >= 3)
              and await step(pilot, "neighbour", lambda f: f.done,
                             {"werewolf": 1, "villager": -1})):
            for role in NEW_SETS:
                if not await step(pilot, f"new set: {role}", lambda f: f.half <= 0.05,
                                  {role: 1, "villager": -1}):
                    break
    except Exception as error:  # said in the JSON, not lost in Textual's traceback
        out["error"] = f"{type(error).__name__}: {error}"
    app.exit()

NotepadApp().run(headless=True, size=(160, 50), auto_pilot=drive)
print(json.dumps(out))
"""
LIVE_LIMITS = {"open": 60.0, "open again": 60.0, "refine": 240.0, "neighbour": 120.0,
               **{f"new set: {role}": 60.0 for role in
                  ("mason", "hunter", "priest", "bodyguard", "lycan")}}
KEYS_LIMIT = 240.0  # s for one child of 40 keys


def _failure(failed: Exception) -> str:
    said = getattr(failed, "stderr", None)
    said = said if isinstance(said, str) else ""
    lines = said.strip().splitlines()
    return f"{type(failed).__name__}; {lines[-1] if lines else 'the child said nothing'}"


def _live_child(env: dict[str, str], mode: str) -> dict | None:
    try:
        out = subprocess.run([*PYTHON, "-c", LIVE, json.dumps(LIVE_LIMITS), mode],
                             capture_output=True, text=True, check=True,
                             timeout=sum(LIVE_LIMITS.values()) + 60,
                             env={**os.environ, **env, "WEREWOLF_NOTEPAD_LIVE": "1"}).stdout
        return json.loads(out.strip().splitlines()[-1])
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired, ValueError,
            IndexError) as failed:
        print(f"live win rate, 68 players: no figures ({_failure(failed)})")
        return None


def _reached(figures: list, goal: float) -> list | None:
    return next((f for f in figures if f[2] <= goal), None)


def live_figures(env: dict[str, str]) -> None:
    # A home of its own: the keys' children played the same set in theirs, and kept its games.
    env = {**env, "WEREWOLF_NOTEPAD_HOME": tempfile.mkdtemp(prefix="h33-bench-live-")}
    data = _live_child(env, "first")
    if data is None:
        return
    again = _live_child(env, "again")  # the same home: the games kept from the run before
    steps = {**data["steps"], **(again["steps"] if again else {})}
    print("live win rate, 68 players (Overpopulated Village), from each change:")
    news = [name for name in steps if name.startswith("new set: ")]
    for name, said in (("open", "the builder's first figure (no game played before)"),
                       ("refine", "refined to ±2 with its curve"),
                       ("neighbour", "a Werewolf card more (a point of the curve)"),
                       *((n, f"then a {n[9:].replace('_', ' ').title()} card more, a "
                             "Villager fewer (a set not played before)") for n in news),
                       ("open again", "a new session, the builder on the same set")):
        figures = steps.get(name)
        if not figures:
            continue
        first = figures[0]
        line = f"  {said}: " + ("" if name == "refine" else
                                f"first figure {first[0]:.2f} s, {first[1]} games, "
                                f"±{first[2] * 100:.1f} points")
        for goal in (0.05, 0.02):
            reached = _reached(figures, goal)
            if reached:
                line += (f"{'; ' if not line.endswith(': ') else ''}±{goal * 100:.0f} at "
                         f"{reached[0]:.2f} s ({reached[1]} games)")
        print(line)
    times = [r[0] for r in (_reached(steps[n], 0.05) for n in news) if r]
    if times:
        print(f"  a set not played before, change to its first ±5 figure ({len(times)} sets): "
              f"median {median(times):.2f} s, slowest {max(times):.2f} s (goal ≤ 0.5 s): "
              f"{verdict(len(times) == len(news) and max(times) <= 0.5)}")
    for said in (data, again or {}):
        if "error" in said:
            print(f"  stopped: {said['error']}")


def key_figures(env: dict[str, str], live: str, paced: bool = False) -> list[float]:
    """Three children of 40 count changes; `paced`, 0.3 s between keys (longer than the
    live rate's DELAY, so that its games play while the keys are pressed)."""
    keys = []
    for _ in range(3):
        try:
            out = subprocess.run(
                [*PYTHON, "-c", BUILDER, "later", *(["paced"] if paced else [])],
                capture_output=True, text=True, check=True, timeout=KEYS_LIMIT,
                env={**os.environ, **env, "WEREWOLF_NOTEPAD_LIVE": live}).stdout
            data = json.loads(out.strip().splitlines()[-1])
        except (subprocess.CalledProcessError, subprocess.TimeoutExpired, ValueError,
                IndexError) as failed:
            print(f"builder keys, live win rate {'on' if live == '1' else 'off'}: no figures "
                  f"({_failure(failed)})")
            return []
        if data.get("live_figure") is False:
            print("  (the live rate gave no figure before the keys: its games did not play)")
        keys.extend(data["keys"])
    walls = [wall for wall, _ in keys]
    cpu = [used for _, used in keys]
    print(f"builder: one count change at 68 players{', paced 0.3 s' if paced else ''}, live "
          f"win rate {'on' if live == '1' else 'off'}: median {median(walls) * 1000:.1f} ms, "
          f"p95 {p95(walls) * 1000:.1f} ms (goal ≤ 30 ms): {verdict(median(walls) <= 0.03)}; "
          f"CPU median {median(cpu) * 1000:.1f} ms")
    return walls


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
        off = key_figures(env, "0", paced=True)  # the anchor, paced alike
        on = key_figures(env, "1", paced=True)
        if off and on:
            print(f"  p95 with the live rate on = {p95(on) / p95(off):.2f}× off (goal ≤ ~2×)")
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
