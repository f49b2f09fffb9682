"""Issue 34: the villages' overview in German when German is spoken
(notepad/table/villages/overview.py); the English words are tests/villages/test_overview.py's."""

from __future__ import annotations

from pathlib import Path

from village_play import hand_notebook

from notepad.engine import events as ev
from notepad.language import speaking
from notepad.table.villages import overview

FIVE = ["werewolf", "seer", "villager", "villager", "villager"]


def test_the_overview_speaks_german(tmp_path: Path) -> None:
    notebook = hand_notebook(tmp_path / "n.jsonl", FIVE, FIVE, FIVE)
    first = notebook.villages[0]
    with speaking("de"):
        assert overview.headline(notebook).startswith("► Wartet auf dich: Village 1 — ")
        assert overview.rows(notebook)[0].phase == "nicht begonnen"
        first.game.record(ev.NightFalls())
        assert overview.headline(notebook) == (
            "● Village 1 ist in der Nacht: führe es bis zu seinem Morgen; die anderen Dörfer "
            "warten (die Nächte wechseln sich ab).")
        assert overview.rows(notebook)[0].now.startswith("Aufruf 1 von 2: ")
    assert overview.headline(notebook).startswith("● Village 1 is at night")
