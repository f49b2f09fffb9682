"""The README's table: each built-in Ultimate scenario's card sum next to the village's
estimated chance of winning, from the simulator (docs/win-probability.md).

    /work/venv/bin/python benchmarks/village_table.py [--games 800] [--skill 0 --skill 0.5]

Prints a Markdown table; every figure is seeded, so a rerun prints the same table."""

from __future__ import annotations

import argparse
import sys
import time

from notepad.balance.core import value_sum
from notepad.balance.simulate import Simulation, estimate
from notepad.catalog import Edition, catalog


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=800, help="games per cell (800)")
    parser.add_argument("--skill", type=float, action="append",
                        help="village skill, repeatable (default: 0 and 0.5)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    skills = args.skill or [0.0, 0.5]
    known = catalog()
    scenarios = sorted(known.scenarios.get(Edition.ULTIMATE, {}).values(),
                       key=lambda s: (s.players or 0, s.name))
    header = ["Scenario", "Players", "Card sum"] + [f"Village wins, skill {s:g}" for s in skills]
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join([" --- "] + [" ---: "] * (len(header) - 1)) + "|")
    started = time.perf_counter()
    for scenario in scenarios:
        cells = []
        for skill in skills:
            sim = Simulation.from_scenario(scenario, skill=skill, known=known.edition_roles(
                scenario.edition))
            result = estimate(sim, args.games, seed=args.seed)
            low, high = result.ci95()["village"]
            cells.append(f"{result.win_rate()['village']:.0%} ({low:.0%}–{high:.0%})")
        total = value_sum(sim.setup.roles, sim.roles)
        print(f"| {scenario.name} | {sim.players} | {total:+d} | " + " | ".join(cells) + " |",
              flush=True)
    print(f"\n{args.games} seeded games per cell (95% Wilson intervals), parity rule, "
          f"{time.perf_counter() - started:.0f} s.", file=sys.stderr)


if __name__ == "__main__":
    main()
