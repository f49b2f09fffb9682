"""The group's record (issue 33): 1,000 finished games recorded from their logs, `stats` on
them and `calibrate` on them, against the goal (each under 2 s on the compiled build).

    .venv-compiled/bin/python benchmarks/bench_record.py   # the compiled build
    .venv/bin/python benchmarks/bench_record.py            # the plain build

The games are played by the simulator at skill 0.5 (notepad/record/simulated.py) over five
setups of 7 to 12 players, written as session logs in a temporary folder, then:
- import: `Library.add_logs` of the 1,000 logs into a new database (each log replayed, each
  game one transaction), and the same again (every game already recorded);
- stats: `statistics` in this process, and the whole `werewolf-notepad stats --json` process;
- calibrate: first with the five setups' predictions to play (21 skills × 400 games each:
  once per setup, then kept), then as every later fit runs, from the kept predictions, in this
  process and as the whole `werewolf-notepad stats calibrate --json` process;
- rebuild: the database forgotten and every log read again.

Prints figures only; CI asserts no times."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from paired import console_script, header, median  # noqa: E402

from notepad.record.calibration import calibrate  # noqa: E402
from notepad.record.library import Library  # noqa: E402
from notepad.record.simulated import simulated_logs  # noqa: E402
from notepad.record.statistics import statistics  # noqa: E402

SETS = [{"werewolf": 2, "villager": 5}, {"werewolf": 3, "seer": 1, "villager": 4},
        {"werewolf": 3, "villager": 6}, {"werewolf": 3, "seer": 1, "bodyguard": 1,
                                         "villager": 5}, {"werewolf": 4, "seer": 1, "villager": 7}]
GAMES = 1000
GOAL = 2.0


CPU: list[float] = []  # the last `timed` call's CPU seconds: on a loaded machine, the fair one


def timed(fn):  # type: ignore[no-untyped-def]
    started, cpu = time.perf_counter(), time.process_time()
    result = fn()
    CPU[:] = [time.process_time() - cpu]
    return result, time.perf_counter() - started


def process(argv: list[str], home: Path, runs: int = 3) -> float:
    walls = []
    for _ in range(runs):
        started = time.perf_counter()
        subprocess.run(argv, check=True, capture_output=True,
                       env={**os.environ, "WEREWOLF_NOTEPAD_HOME": str(home)})
        walls.append(time.perf_counter() - started)
    return median(walls)


def verdict(seconds: float, cpu: bool = True) -> str:
    spent = f" (CPU {CPU[0]:.3f} s)" if cpu and CPU else ""
    return (f"{seconds:6.3f} s{spent}  {'within' if seconds <= GOAL else 'OVER'} the goal "
            f"({GOAL:g} s)")


def main() -> None:
    header("The group's record: 1,000 finished games")
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        logs: list[Path] = []
        _, made = timed(lambda: [logs.extend(simulated_logs(
            root / "logs", "ultimate", roles, 0.5, GAMES // len(SETS), seed=n))
            for n, roles in enumerate(SETS)])
        print(f"  {len(logs)} logs written by the simulator in {made:.1f} s (not measured)")
        home = root / "home"
        library = Library(home / "record")
        report, first = timed(lambda: library.add_logs(logs, group="bench"))
        print(f"import of {report.recorded} finished games:        {verdict(first)}")
        report, again = timed(lambda: library.add_logs(logs, group="bench"))
        print(f"  the same again ({report.already} already recorded): {verdict(again)}")
        _, stats = timed(lambda: statistics(library.db, "bench"))
        print(f"stats on them, in process:            {verdict(stats)}")
        script = console_script()
        whole = process([script, "stats", "--json"], home)
        print(f"  werewolf-notepad stats --json:      {verdict(whole, cpu=False)}")
        fitted, cold = timed(lambda: calibrate(library.db, "bench"))
        print(f"calibrate, the {fitted.setups} setups played first:  {cold:6.1f} s  (once per "
              f"setup: 21 skills × 400 games; kept)")
        fitted, warm = timed(lambda: calibrate(library.db, "bench"))
        print(f"calibrate on them, kept predictions:  {verdict(warm)}")
        whole = process([script, "stats", "calibrate", "--json"], home)
        print(f"  werewolf-notepad stats calibrate:   {verdict(whole, cpu=False)}")
        print(f"  fitted skill {fitted.skill:.3f} (95% {fitted.low:.3f} – {fitted.high:.3f}) "
              f"from {fitted.games} games; played at 0.5")
        report, rebuilt = timed(library.rebuild)
        print(f"rebuild from the {report.recorded} logs:           {verdict(rebuilt)}")
        library.close()


if __name__ == "__main__":
    main()
