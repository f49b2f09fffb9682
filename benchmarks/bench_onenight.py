"""Figures for One Night: the script of every scenario line, and the Who-Has-Won check.

Run: python benchmarks/bench_onenight.py  (prints figures; nothing is asserted)
"""

from __future__ import annotations

import time

from notepad.catalog import Edition, catalog
from notepad.onenight.script import night_script
from notepad.onenight.table import parse_table
from notepad.onenight.winner import who_has_won


def main() -> None:
    cat = catalog()
    known = cat.edition_roles(Edition.ONENIGHT)
    lines = [line for s in cat.scenarios[Edition.ONENIGHT].values() for line in s.line]
    start = time.perf_counter()
    for line in lines:
        night_script(line.roles, known)
    took = time.perf_counter() - start
    print(f"script of all {len(lines)} scenario lines: {took * 1000:.2f} ms")

    names = [f"P{i}" for i in range(10)]
    cards = [
        "werewolf",
        "vampire",
        "hunter",
        "tanner",
        "seer",
        "bodyguard",
        "the_master",
        "villager",
        "assassin",
        "robber",
    ]
    data = {
        "player": [
            {"name": n, "card": c, "votes_for": names[(i * 3) % 10]}
            for i, (n, c) in enumerate(zip(names, cards, strict=True))
        ]
    }
    data["player"][0]["token"] = "love"
    data["player"][4]["token"] = "love"
    data["player"][1]["token"] = "bounty"
    table = parse_table(data, known)
    runs = 2000
    start = time.perf_counter()
    for _ in range(runs):
        who_has_won(table, known)
    took = time.perf_counter() - start
    print(f"who_has_won, 10 players: {took / runs * 1e6:.1f} µs per table")


if __name__ == "__main__":
    main()
