"""The overview of three villages at 80×24 and 160×50 (issue 16: "The overview fits 80×24
for 3 villages"), and the split screen. Update with --snapshot-update after a deliberate
change, and look at the pictures first."""

from __future__ import annotations

from pathlib import Path

import pytest

from notepad.catalog import load_catalog
from notepad.engine import events as ev
from notepad.engine.setup import GameSetup, Seat, deal
from notepad.tui.app import NotepadApp
from notepad.tui.screens.villages.overview import OverviewScreen
from notepad.villages.notebook import Notebook
from notepad.villages.split import seat_groups, split_group

SIZES = [(80, 24), (160, 50)]
CATALOG = load_catalog(include_user=False)


def three_villages(folder: Path) -> Notebook:
    """68 players in 3 villages from fixed seeds: village 1 by day with a player accused,
    village 2 at night with a banished player on the way to it, village 3 not begun."""
    sets = split_group(CATALOG, "ultimate", 68, 3, seed=5)
    names = [f"Player {n}" for n in range(1, 69)]
    groups = seat_groups(names, [s.players for s in sets], seed=5)
    setups = [GameSetup(edition="ultimate", roles=s.roles, seed=50 + s.village,
                        players=[Seat(seat=i, name=n) for i, n in enumerate(g, start=1)])
              for s, g in zip(sets, groups, strict=True)]
    roles = CATALOG.edition_roles("ultimate")
    folder.mkdir(parents=True, exist_ok=True)
    notebook = Notebook.create(folder / "group.jsonl", setups, [deal(s, roles) for s in setups])
    first, second, _ = notebook.villages
    first.game.record(ev.NightFalls())
    for call in first.game.night_script():
        first.game.record(ev.Passed(role=call.role))
    first.game.record(ev.Dawn())
    second.game.record(ev.NightFalls())
    second.game.record(ev.Passed(role=second.game.night_script()[0].role))
    living = [p.seat for p in first.state.living()]
    notebook.move(first.state.players[living[0]].name, 2)
    first.game.record(ev.Nominate(nominee=living[1], by=living[2:4]),  # village 2 sleeps
                      override="village 2's night waits for its next call")
    notebook.notes.clear()
    return notebook


@pytest.mark.parametrize("size", SIZES)
def test_overview_of_three_villages(snap_compare, tmp_path, size):
    """Three rows: village 1 by day with a vote on its accused player (► waiting for you is
    not shown while village 2 sleeps), village 2 at night (● the moderator is there) at its
    second call, village 3 not begun; the headline says nights alternate; the banished player
    on the way to village 2; F2, F10 and the keys in the footer."""
    notebook = three_villages(tmp_path / "sessions")

    async def run_before(pilot) -> None:
        pilot.app.push_screen(OverviewScreen(notebook))
        await pilot.pause()

    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    assert snap_compare(app, terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_split_screen(snap_compare, tmp_path, size):
    """68 players in 3 villages of 23, 23 and 22, each set near the balanced target, and the
    whole group's sum with the box's Seer needing blank cards."""

    async def run_before(pilot) -> None:
        from textual.widgets import Input

        await pilot.press("v")
        await pilot.pause()
        for line in pilot.app.screen.query(Input):  # a steady cursor, whenever the picture
            line.cursor_blink = False  # is taken
        await pilot.pause()

    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    assert snap_compare(app, terminal_size=size, run_before=run_before)
