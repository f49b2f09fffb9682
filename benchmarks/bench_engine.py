"""Engine figures for docs/design.md's budget: apply one event (goal < 20 µs), replay of a
68-player, 20-night log (goal < 100 ms), with and without undo checkpoints, the validator's
check of one event, undo at the end of that log.

    /work/venv/bin/python benchmarks/bench_engine.py

Prints figures only; CI asserts no times."""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from pathlib import Path

from notepad.catalog import catalog
from notepad.engine import events as ev
from notepad.engine.apply import apply
from notepad.engine.game import Game, RuleViolation, replay_events
from notepad.engine.log.replay import load_game
from notepad.engine.setup import setup_from_scenario
from notepad.engine.state import new_state
from notepad.engine.validator import check

NIGHTS = 20


def action_for(game: Game, call_role: str, record: tuple[str, ...], rng: random.Random,
               spared: tuple[str, ...] = ()):
    """The play's choice at a call; no player whose card is in `spared` is attacked."""
    state = game.state
    living = [p.seat for p in state.living()]
    villagers = [p.seat for p in state.living() if not state.wolf_team(p)
                 and not state.in_pack(p, "vampires") and p.role not in spared]
    if "kill" in record and villagers:
        return ev.PackKill(role=call_role, targets=[rng.choice(villagers)])
    if "check" in record or "find_role" in record or "find_special" in record:
        return ev.RoleCheck(role=call_role, target=rng.choice(living))
    if "protect" in record:
        return ev.Protect(role=call_role, target=rng.choice(living))
    if "silence" in record:
        return ev.Silence(role=call_role, target=rng.choice(living))
    if "banish" in record:
        return ev.Banish(role=call_role, target=rng.choice(living))
    if "recruit" in record:
        return ev.Recruit(role=call_role, target=rng.choice(living))
    return ev.Passed(role=call_role)


def new_game(log_path: Path) -> tuple[Game, random.Random]:
    """The Overpopulated Village with the Charm, 68 players, dealt from seed 7; and the
    random choices of the play, seeded."""
    scenario = catalog().find_scenario("overpopulated-village", "ultimate")
    names = [f"Player {i}" for i in range(1, 69)]
    game = Game.new(setup_from_scenario(scenario, names, variants=["charm"], seed=7),
                    log_path=log_path)
    game.deal()
    return game, random.Random(1)


def play_night(game: Game, rng: random.Random, hunts: bool = True,
               spared: tuple[str, ...] = ()) -> None:
    """A night with every call recorded (a pass where the choice breaks a rule), then dawn.
    Without `hunts` the pack's hunt is called off (no victim)."""
    game.record(ev.NightFalls())
    for call in game.night_script():
        action = action_for(game, call.role, call.record, rng, spared)
        if isinstance(action, ev.PackKill) and not hunts:
            action = ev.PackKill(role=call.role, targets=[])
        try:
            game.record(action)
        except RuleViolation:
            game.record(ev.Passed(role=call.role))
    game.record(ev.Dawn())
    answer_prompts(game, rng)


def play_day(game: Game, rng: random.Random, execute: bool = True,
             spared: tuple[str, ...] = ()) -> None:
    """A Villager accused by the first two voters; every voter's hand to execute (or, without
    `execute`, to spare)."""
    state = game.state
    voters = [p.seat for p in state.living() if p.banished_day != state.number]
    villagers = [s for s in voters if not state.wolf_team(state.players[s])
                 and state.players[s].role not in spared]
    nominee = rng.choice(villagers)
    game.record(ev.Nominate(nominee=nominee, by=voters[:2]), override="benchmark")
    hands, others = (voters, []) if execute else ([], voters)
    game.record(ev.Vote(nominee=nominee, execute=hands, spare=others), override="benchmark")
    answer_prompts(game, rng)


def play(log_path: Path, spared: tuple[str, ...] = ()) -> Game:
    """NIGHTS nights and days of the Overpopulated Village; the players holding a card in
    `spared` are never the pack's victim nor the accused (bench_game_tui.py keeps its Witch
    alive so, to time her potions)."""
    game, rng = new_game(log_path)
    for _ in range(NIGHTS):
        if game.state.phase == "ended":
            break
        play_night(game, rng, spared=spared)
        if game.state.phase == "ended":
            break
        play_day(game, rng, spared=spared)
    return game


def answer_prompts(game: Game, rng: random.Random) -> None:
    """The dead Hunter's shot and the Martyr's answer (engine/day/votes.py, deaths.py)."""
    while game.state.phase != "ended" and (game.state.pending_shots
                                           or game.state.today.sentenced is not None):
        if game.state.pending_shots:
            game.record(ev.HunterShot(actor=game.state.pending_shots[0]))
        else:
            game.record(ev.MartyrChoice(takes_place=rng.random() < 0.5))


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.jsonl"
        game = play(path)
        game.close()
        events = list(game.events)
        print(f"game: {len(game.state.players)} players, {game.state.when}, "
              f"{len(events)} events, log {path.stat().st_size / 1024:.0f} KiB")

        per_event = []
        for _ in range(5):
            state = new_state(game.setup, game.roles)
            for event in events:
                start = time.perf_counter_ns()
                apply(state, event)
                per_event.append(time.perf_counter_ns() - start)
        print(f"apply one event: median {statistics.median(per_event) / 1000:.1f} µs, "
              f"p95 {statistics.quantiles(per_event, n=20)[18] / 1000:.1f} µs "
              "(goal < 20 µs)")

        runs = []
        for _ in range(5):
            start = time.perf_counter()
            replay_events(game.setup, events, game.roles)
            runs.append(time.perf_counter() - start)
        print(f"replay in memory ({len(events)} events): {min(runs) * 1000:.1f} ms")

        runs = []
        for _ in range(5):
            start = time.perf_counter()
            bare = Game(game.setup, game.roles, checkpoints=False)
            for event in events:
                bare._append(event)
            runs.append(time.perf_counter() - start)
        print(f"the same without undo checkpoints (Game(checkpoints=False), as the simulator "
              f"could use): {min(runs) * 1000:.1f} ms")

        per_check = []
        state = new_state(game.setup, game.roles)
        for event in events:
            start = time.perf_counter_ns()
            check(state, event)
            per_check.append(time.perf_counter_ns() - start)
            apply(state, event)
        print(f"check one event (the validator, before recording): median "
              f"{statistics.median(per_check) / 1000:.1f} µs, p95 "
              f"{statistics.quantiles(per_check, n=20)[18] / 1000:.1f} µs")

        runs = []
        for _ in range(5):
            start = time.perf_counter()
            loaded, _ = load_game(path)
            runs.append(time.perf_counter() - start)
        print(f"replay of the log file (read, validate, apply): {min(runs) * 1000:.1f} ms "
              "(goal < 100 ms)")

        runs = []
        for steps in range(1, 41):  # undo 1…40 events back from the end, each then redone
            start = time.perf_counter()
            loaded.undo(steps)
            runs.append(time.perf_counter() - start)
            loaded.redo(steps)
        print(f"undo (1 to 40 steps) at the end of that log, engine side: median "
              f"{statistics.median(runs) * 1000:.2f} ms, p95 {p95(runs) * 1000:.2f} ms "
              "(goal, key to frame: ≤ 30 ms median, ≤ 50 ms p95)")
        marker_logs(path, game)


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20, method="inclusive")[18]


def marker_logs(path: Path, game: Game) -> None:
    """Issue 14: 10,000 undo/redo lines after the game, and a 10,000-line log of events."""
    lines = path.read_text(encoding="utf-8").splitlines()
    folder = path.parent
    markers = folder / "markers.jsonl"
    walk = []
    depth = 0
    rng = random.Random(4)
    while len(walk) < 10_000:
        if depth and (depth >= len(game.events) or rng.random() < 0.5):
            walk.append('{"type":"redo"}')
            depth -= 1
        else:
            walk.append('{"type":"undo"}')
            depth += 1
    markers.write_text("\n".join(lines + walk) + "\n", encoding="utf-8")
    long_log = folder / "long.jsonl"
    filler = ['{"type":"timer_set","seconds":300,"warning":60}'] * (10_000 - len(lines))
    long_log.write_text("\n".join(lines + filler) + "\n", encoding="utf-8")
    for label, log in ((f"{len(lines)} lines then 10,000 undo/redo lines", markers),
                       ("the game's lines then timer events", long_log)):
        runs = []
        for _ in range(3):
            start = time.perf_counter()
            load_game(log)
            runs.append(time.perf_counter() - start)
        total = sum(1 for _ in log.open(encoding="utf-8"))
        print(f"replay of a log of {label} ({total} lines): {min(runs) * 1000:.1f} ms "
              "(goal: < 300 ms for any 10,000-line log, linear)")


if __name__ == "__main__":
    main()
