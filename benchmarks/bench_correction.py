"""Correcting an earlier event (issue 18; docs/design.md, Budget: preview and record a correction,
68 players × 30 nights, ≤ 200 ms each): a 68-player game played through 30 nights and days
with a session log, then event 10 changed. Prints the preview (every later event folded and
checked again) and the recording (Game.correct: the preview again, the line written and
fsynced, the corrected game in place), the goal beside each, and both as a ratio to an anchor
measured in the same run: the plain fold of the same events in memory.

Measure the installed build, so that the working tree does not shadow the compiled engine:

    .venv-compiled/bin/python -P benchmarks/bench_correction.py

Prints figures only; CI asserts no times."""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_engine import new_game, play_day, play_night  # noqa: E402
from bench_replay_checks import best  # noqa: E402

from notepad.engine import events as ev  # noqa: E402
from notepad.engine.corrections import Correction, Kept  # noqa: E402
from notepad.engine.corrections.refold import fold  # noqa: E402
from notepad.engine.game import Game  # noqa: E402

NIGHTS = 30
AT = 10
GOAL_MS = 200


def play(log_path: Path) -> Game:
    """68 players, 30 nights and days: every call recorded each night; the pack eats on every
    other night and the village spares the accused on every other day, so that the game is
    still running on night 30."""
    game, rng = new_game(log_path)
    for night in range(1, NIGHTS + 1):
        play_night(game, rng, hunts=night % 2 == 0)
        if game.state.phase == "ended":
            raise SystemExit(f"the game ended on night {night}; the benchmark needs 30")
        play_day(game, rng, execute=night % 2 == 1)
    return game


def correction_at(game: Game, number: int) -> Correction:
    """A correction at event `number` whose effect lasts the whole game: the Witch's poison,
    forgotten on night 1, inserted before it — a Villager dies at the first dawn, so every
    later event is checked against another game. Each later event it makes illegal (a vote
    the poisoned player cast) is kept with an override, as the votes were cast; one that no
    override can keep is dropped."""
    state = game.state
    victim = next(p.seat for p in state.players.values()
                  if p.role == "villager" and p.alive)
    correction = Correction(action="insert", at=number, event=ev.Potions(kill=victim),
                            reason="benchmark: the Witch's poison was forgotten")
    preview = game.preview_correction(correction)
    while preview.refused:
        kept = list(correction.kept) + [
            Kept(at=item.number, reason="cast at the table", rules=[v.rule for v in item.blocking])
            for item in preview.undecided if item.can_keep and item.decision != "kept"]
        dropped = [*correction.dropped, *(item.number for item in preview.undecided
                                          if not item.can_keep or item.decision == "kept")]
        correction = correction.with_decisions(kept, dropped)
        preview = game.preview_correction(correction)
    return correction


def main() -> None:
    from notepad.balance.simulate.estimate import engine_build

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.jsonl"
        game = play(path)
        events = list(game.events)
        lines = len(path.read_text(encoding="utf-8").splitlines())
        print(f"game: {len(game.state.players)} players, {game.state.when}, {len(events)} "
              f"events, {lines} log lines; engine: {engine_build()}")
        anchor = best(5, lambda: fold(game.setup, game.roles, events))
        print(f"the anchor: the plain fold of the {len(events)} events: {anchor * 1000:.1f} ms")
        correction = correction_at(game, AT)
        preview = game.preview_correction(correction)
        print(f"the correction: {correction.action} before event {AT} "
              f"({events[AT - 1].type}): {len(preview.later)} later event(s) changed, "
              f"{len(correction.kept)} kept with an override, {len(correction.dropped)} "
              f"dropped; {len(preview.changes)} change(s) shown")
        previewed = best(5, lambda: game.preview_correction(correction))
        print(f"preview (every later event folded and checked again): {previewed * 1000:.1f} "
              f"ms (goal ≤ {GOAL_MS} ms), {previewed / anchor:.1f}× the anchor")
        runs = []
        for _ in range(5):
            start = time.perf_counter()
            game.correct(correction)
            runs.append(time.perf_counter() - start)
            game.undo()
        recorded = min(runs)
        print(f"record (Game.correct: preview, write and fsync, switch): {recorded * 1000:.1f} "
              f"ms (goal ≤ {GOAL_MS} ms), {recorded / anchor:.1f}× the anchor")
        start = time.perf_counter()
        game.undo()
        game.redo()
        print(f"undo and redo of the correction: {(time.perf_counter() - start) * 1000:.1f} ms")
        game.close()


if __name__ == "__main__":
    main()
