"""The game screen, key to last frame, for every kind of action in a 68-player game after 20
nights (docs/design.md, Budget: ≤ 30 ms median, ≤ 50 ms p95): a pass, the Werewolves' kill, the
Witch's potion, dawn, a day vote, and undo after each.

    .venv-compiled/bin/python benchmarks/bench_game_tui.py    # the compiled build
    .venv/bin/python benchmarks/bench_game_tui.py             # the plain build

The game is bench_engine.py's. Its Witch is dead by then, so her potions (a kill, and a heal
of the pack's victim) are timed in a second game played the same way in which no one attacks
or accuses the Witch (bench_engine `play(spared=("witch",))`), at the same point, on a
screen of its own. Before each sample the engine is brought to the right call and the screen
shown; what the moderator types first (a seat, `kill 7`, `v …`) is typed and left to settle;
then the key that records it (Enter, F6) is pressed and the time runs until the app's last
frame for it (the last compositor update, App._display, before the app is idle again). Then
Ctrl+Z takes it back, timed the same way. The process's CPU time per press is shown beside:
up to the last frame (what the press costs the app), and until the app is idle (which adds
the test pilot's own work, a message to every widget to see the screen settled, and what
the app does after the frame: a garbage collection, the start screen's summary). Each press
also waits for the disk: the session log is fsynced before the step is shown (docs/design.md,
Session log); that wait, no CPU of the app's, is printed apart ("fsync"), with the press's
time less it, as the presses the disk held up (40 to 100 ms on a busy disk) are the p95's.
"""

from __future__ import annotations

import asyncio
import os
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from bench_engine import play  # noqa: E402
from paired import header, median, p95, verdict  # noqa: E402

from notepad.catalog import load_catalog  # noqa: E402
from notepad.engine import events as ev  # noqa: E402
from notepad.engine.game import Game  # noqa: E402
from notepad.tui.app import NotepadApp  # noqa: E402
from notepad.tui.screens.game import GameScreen  # noqa: E402

SAMPLES = 12
GOAL_MEDIAN, GOAL_P95 = 0.030, 0.050
Sample = tuple[float, float, float, float]  # (key to last frame, CPU to it, CPU to idle, fsync)


def _timing_fsync(waited: list[float]) -> None:
    """os.fsync, adding the seconds each call waits to `waited[0]` (the log's writer calls
    os.fsync by name: notepad/engine/log/writer.py)."""
    real = os.fsync

    def fsync(fd: int) -> None:
        start = time.perf_counter()
        try:
            real(fd)
        finally:
            waited[0] += time.perf_counter() - start

    os.fsync = fsync


def _pass_until(game: Game, wanted: Callable[[tuple[str, ...]], bool]) -> bool:
    """Record passes for tonight's calls until one that `wanted` accepts is next."""
    for call in game.night_script():
        if call.role in game.state.tonight.acted:
            continue
        if wanted(call.record):
            return True
        game.record(ev.Passed(role=call.role))
    return False


def _villager(game: Game, rng: random.Random) -> int:
    state = game.state
    seats = [p.seat for p in state.living() if not state.wolf_team(p)
             and not state.in_pack(p, "vampires")]
    return rng.choice(seats)


def _kinds(game: Game, rng: random.Random) -> dict[str, Callable[[], tuple[str, str]]]:
    """Each kind: bring the engine to its point; return (what to type first, the key)."""
    def a_pass() -> tuple[str, str]:
        # F5: an empty Enter where a player chooses asks first (table/second_enter.py).
        return "", "f5"

    def kill() -> tuple[str, str]:
        assert _pass_until(game, lambda record: "kill" in record), "no kill call tonight"
        return str(_villager(game, rng)), "enter"

    def potion(verb: str) -> Callable[[], tuple[str, str]]:
        def prepare() -> tuple[str, str]:
            victim = _villager(game, rng)
            for call in game.night_script():
                if call.role in game.state.tonight.acted:
                    continue
                if "potions" in call.record:
                    break
                if "kill" in call.record and call.role == "werewolf":  # someone to heal
                    game.record(ev.PackKill(role=call.role, targets=[victim]))
                else:
                    game.record(ev.Passed(role=call.role))
            else:
                raise LookupError("no potion call tonight (the Witch is dead or out of "
                                  "potions)")
            seat = victim if verb == "heal" else _villager(game, rng)
            return f"{verb} {seat}", "enter"
        return prepare

    def dawn() -> tuple[str, str]:
        _pass_until(game, lambda record: False)
        return "", "f6"

    def vote() -> tuple[str, str]:
        _pass_until(game, lambda record: False)
        game.record(ev.Dawn())
        state = game.state
        voters = [p.seat for p in state.living() if p.banished_day != state.number]
        nominee = _villager(game, rng)
        game.record(ev.Nominate(nominee=nominee, by=voters[:2]), override="benchmark")
        return f"v {len(voters) - 3}-3", "enter"

    return {"a pass (F5)": a_pass, "the Werewolves' kill (a seat, Enter)": kill,
            "the Witch's potion (kill N, Enter)": potion("kill"),
            "the Witch's potion (heal N, Enter)": potion("heal"), "dawn (F6)": dawn,
            "a day vote (v N-M, Enter)": vote}


def _at_night_21(game: Game) -> Game:
    """The game at its last night's fall (before the end, if it ended)."""
    while game.state.phase == "ended":
        game.undo()
    if game.state.phase == "day":
        game.record(ev.NightFalls())
    return game


POTIONS = ("the Witch's potion (kill N, Enter)", "the Witch's potion (heal N, Enter)")


async def measure() -> tuple[dict[str, list[Sample]], int, str]:
    folder = Path(tempfile.mkdtemp())
    game = _at_night_21(play(folder / "bench.jsonl"))
    events, when = len(game.events), game.state.when
    witch = _at_night_21(play(folder / "witch.jsonl", spared=("witch",)))
    rng = random.Random(3)
    # The first game for every kind its state allows; the Witch's game for her potions.
    acts = [(game, {label: prepare for label, prepare in _kinds(game, rng).items()
                    if label not in POTIONS}),
            (witch, {label: prepare for label, prepare in _kinds(witch, rng).items()
                     if label in POTIONS})]
    app = NotepadApp(catalog=load_catalog(include_user=False), home=folder)
    frames: list[tuple[float, float]] = []  # (wall, CPU) at each frame
    results: dict[str, list[Sample]] = {}
    undos: list[Sample] = []
    synced = [0.0]
    _timing_fsync(synced)
    async with app.run_test(size=(160, 50)) as pilot:
        real_display = app._display

        def display(screen, renderable):  # type: ignore[no-untyped-def]
            if renderable is not None:
                frames.append((time.perf_counter(), time.process_time()))
            return real_display(screen, renderable)

        app._display = display  # type: ignore[method-assign]

        async def timed(key: str) -> Sample:
            """(key to last frame, CPU to the last frame, CPU until idle, fsync's wait)"""
            frames.clear()
            synced[0] = 0.0
            start, cpu = time.perf_counter(), time.process_time()
            await pilot.press(key)
            await app.animator.wait_until_complete()
            await pilot.pause()
            await pilot.wait_for_scheduled_animations()
            used = time.process_time() - cpu
            last, last_cpu = max(frames, default=(start, cpu))
            return last - start, last_cpu - cpu, used, synced[0]

        for played, kinds in acts:
            screen = GameScreen(played)
            if app.screen is not app.default_screen:
                app.pop_screen()
            app.push_screen(screen)
            await pilot.pause()
            for label, prepare in kinds.items():
                samples = []
                for _ in range(SAMPLES):
                    mark = len(played.events)
                    try:
                        text, key = prepare()
                    except LookupError as why:
                        played.undo(len(played.events) - mark)
                        print(f"  {label}: not measured, {why}")
                        break
                    screen.show()
                    entry = screen.query_one("#entry")
                    entry.value = text  # type: ignore[attr-defined]
                    entry.focus()
                    await pilot.pause()
                    before = len(played.events)
                    samples.append(await timed(key))
                    assert len(played.events) == before + 1, f"{label}: nothing was recorded"
                    undos.append(await timed("ctrl+z"))
                    assert len(played.events) == before, f"{label}: undo did not take it back"
                    played.undo(len(played.events) - mark)
                    screen.show()
                    await pilot.pause()
                if samples:
                    results[label] = samples
        results["undo (Ctrl+Z), after each of them"] = undos
    return results, events, when


def main() -> None:
    header("bench_game_tui")
    results, events, when = asyncio.run(measure())
    print(f"68 players, {events} events, at {when}; key to last frame (goal ≤ 30 ms median, "
          f"≤ 50 ms p95), and the process's CPU time for the same press: to the last frame, "
          f"and until idle")
    every, unsynced_every = [], []
    for label, samples in results.items():
        walls = [wall for wall, _, _, _ in samples]
        every.extend(walls)
        to_frame = [used for _, used, _, _ in samples]
        cpu = [used for _, _, used, _ in samples]
        synced = [waited for _, _, _, waited in samples]
        unsynced = [wall - waited for wall, _, _, waited in samples]
        unsynced_every.extend(unsynced)
        ok = median(walls) <= GOAL_MEDIAN and p95(walls) <= GOAL_P95
        print(f"  {label:<40} median {median(walls) * 1000:6.1f} ms, p95 "
              f"{p95(walls) * 1000:6.1f} ms; CPU median {median(to_frame) * 1000:5.1f} / "
              f"{median(cpu) * 1000:5.1f} ms  {verdict(ok)}\n  {'':<40} fsync max "
              f"{max(synced) * 1000:6.1f} ms; less the fsync: median "
              f"{median(unsynced) * 1000:5.1f} ms, p95 {p95(unsynced) * 1000:5.1f} ms")
    print(f"  every kind together: median {median(every) * 1000:.1f} ms, p95 "
          f"{p95(every) * 1000:.1f} ms; less the log's fsync: median "
          f"{median(unsynced_every) * 1000:.1f} ms, p95 {p95(unsynced_every) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
