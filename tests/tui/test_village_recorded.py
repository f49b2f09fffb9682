"""A village's end in the TUI goes into the group's record as a single game's end does
(notepad/record/ending.py; issue 33: "Every finished game (each village's too) is recorded"):
the same row `stats import NOTEBOOK` makes, and the journal names the notebook, so a rebuild
finds it again."""

from __future__ import annotations

import sys
from pathlib import Path

from notepad.catalog import load_catalog
from notepad.record.groups import remember_group
from notepad.record.library import Library
from notepad.tui.app import NotepadApp
from notepad.tui.screens.villages.overview import OverviewScreen
from notepad.tui.screens.villages.village import VillageEnd

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "villages"))
from village_play import hand_notebook, quiet_night  # noqa: E402

CATALOG = load_catalog(include_user=False)
FIVE = ["werewolf", "seer", "villager", "villager", "villager"]


async def test_a_village_that_ends_is_recorded_for_the_group(tmp_path) -> None:
    notebook = hand_notebook(tmp_path / "group.jsonl", FIVE, FIVE)
    for village in notebook.villages:
        quiet_night(village)
    remember_group(tmp_path / "record", "Thursday club")
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        pilot.app.push_screen(OverviewScreen(notebook))
        await pilot.pause()
        await pilot.press("2")
        await pilot.pause()
        await pilot.press(*"m 1 1", "enter")  # B1, the Werewolf, to village 1: village 2 ends
        await pilot.pause()
        assert isinstance(app.screen, VillageEnd)
    library = Library(tmp_path / "record")
    try:
        assert library.groups() == {"Thursday club": 1}
        rows = library.db.execute("SELECT notebook, village, ended FROM games").fetchall()
        assert rows == [(str(notebook.path.resolve()), 2, "village")]
        assert library.rebuild().recorded == 1  # from the notebook the journal names
        assert library.groups() == {"Thursday club": 1}
    finally:
        library.close()
