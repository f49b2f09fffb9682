"""Games played by the simulator at a known village skill, written as session logs: a group's
record whose true skill is known, for the calibration's test and the record's benchmark.

Each game is played by the simulator's own `play_game` through the `Game` facade (the driver
below), so its log holds exactly the events the engine recorded, and replays to the same end.
The logs are written plainly (no fsync: they are test data), with a frozen `created` time.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path

from notepad.balance.simulate import Simulation
from notepad.balance.simulate import table as tables
from notepad.balance.simulate.endings import END_RULES
from notepad.balance.simulate.play import game_rng, play_game
from notepad.engine.events import event_to_json
from notepad.engine.log.lines import line_bytes
from notepad.engine.log.session import FORMAT, VERSION
from notepad.engine.setup import Seat

# The group's people: a game seats some of them (seeded), so each name plays many games.
PEOPLE = ("Anna", "Ben", "Clara", "Dieter", "Emma", "Felix", "Greta", "Hanno", "Ida", "Jonas",
          "Karla", "Lars", "Mia", "Nils", "Olga", "Paul", "Queenie", "Rolf", "Sina", "Theo")
EPOCH = datetime(2026, 1, 1, 19, 0, tzinfo=UTC)  # the first game's `created`: a frozen clock
DRIVER = "record-logged"


def simulated_logs(
    folder: Path, edition: str, roles: Mapping[str, int], skill: float, games: int,
    seed: int = 0, first: int = 0, people: Sequence[str] = PEOPLE, variants: Sequence[str] = (),
) -> list[Path]:
    """Play games `first` … `first + games - 1` of the run seeded `seed` at `skill` and write
    each finished one as `<folder>/<stem>-<index>.jsonl` (a game that reaches the night limit
    is not written: it has no end). Game i's `created` is EPOCH plus i hours of run `seed`."""
    sim = Simulation.from_roles(edition, roles, skill=skill, variants=variants)
    setup = sim.setup
    if sim.end == "parity":  # as estimate.play_games plays it: the engine's own parity rule
        setup = setup.model_copy(
            update={"house_rules": {**setup.house_rules, "werewolf-parity": True}})
    made: list[tables.GameTable] = []

    def facade(*args: object, **kwargs: object) -> tables.GameTable:
        # The compiled tables cannot be subclassed (tests/balance/test_simulated_games_pinned.py
        # watches games the same way): a driver that keeps the table it made.
        table = tables.GameTable(*args, **kwargs)  # type: ignore[arg-type]
        made.append(table)
        return table

    folder.mkdir(parents=True, exist_ok=True)
    stem = f"{edition}-{sim.players}-s{round(skill * 100):03d}-seed{seed}"
    written = []
    tables.DRIVERS[DRIVER] = facade  # type: ignore[assignment]
    try:
        for index in range(first, first + games):
            rng = random.Random(f"{stem}/{index}")
            names = rng.sample(list(people), sim.players) if len(people) >= sim.players \
                else [f"Player {n}" for n in range(1, sim.players + 1)]
            seated = setup.model_copy(update={"players": [
                Seat(seat=n, name=name) for n, name in enumerate(names, start=1)]})
            play_game(seated, sim.roles, game_rng(seed, index), skill, END_RULES[sim.end],
                      DRIVER)
            game = made.pop().game
            if game.state.phase != "ended":
                continue
            created = EPOCH + timedelta(days=seed, hours=index)
            header = {"format": FORMAT, "version": VERSION,
                      "created": created.isoformat(timespec="seconds"),
                      **game.setup.model_dump(mode="json")}
            path = folder / f"{stem}-{index:05d}.jsonl"
            path.write_bytes(b"".join([line_bytes(header),
                                       *(line_bytes(event_to_json(e)) for e in game.events)]))
            written.append(path)
    finally:
        del tables.DRIVERS[DRIVER]
    return written
