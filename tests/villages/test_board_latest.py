"""`werewolf-notepad board --latest` when the newest session is a notebook of simultaneous
villages (a villages trial, stop 23)."""

from __future__ import annotations

import argparse
import os
import time
from pathlib import Path

from village_play import hand_notebook, quiet_night

from notepad.cli.board_command import chosen_log
from notepad.engine import events as ev
from notepad.paths import HOME_VARIABLE

FIVE = ["werewolf", "seer", "villager", "villager", "villager"]


def test_latest_follows_the_village_recorded_in_last(tmp_path: Path, monkeypatch, capsys):
    """Rule Variants — Simultaneous Play Session: one moderator, several games. The board
    follows one game's log; --latest took the notebook itself and stopped at once with 'not a
    werewolf-notepad session log (the header needs "format": "werewolf-notepad-session")',
    which said nothing of the villages' logs beside it."""
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path))
    sessions = tmp_path / "sessions"
    sessions.mkdir()
    notebook = hand_notebook(sessions / "group.jsonl", FIVE, FIVE, FIVE)
    quiet_night(notebook.villages[0])
    second = notebook.villages[1]
    second.game.record(ev.NightFalls())
    later = time.time() + 5
    os.utime(second.game.log.path, (later, later))
    os.utime(notebook.path, (later + 5, later + 5))  # the notebook is the newest file
    chosen = chosen_log(argparse.Namespace(log=None, latest=True))
    assert chosen == second.game.log.path
    said = capsys.readouterr().err
    assert "a notebook of 3 villages: following Village 2" in said
    assert str(notebook.villages[0].game.log.path) in said
