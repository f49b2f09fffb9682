"""One damaged line in the middle of a log (issue 30, item 8): the lines before it still
replay, and a new log beside the damaged one goes on from them, the damaged file untouched;
what is left out is said (docs/session-log.md, Reading a log)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from engine_helpers import make_setup

from notepad import cli
from notepad.engine.log.replay import load_game
from notepad.engine.log.salvage import salvage, write_salvage
from notepad.engine.log.session import LogError, header_of
from notepad.table.salvage_words import salvage_question

SIX = ["werewolf", "werewolf", "seer", "villager", "villager", "villager"]
LINES = [
    {"type": "cards_dealt", "cards": SIX}, {"type": "night_falls"},
    {"type": "pack_kill", "targets": [4]}, {"type": "check", "role": "seer", "target": 1},
    {"type": "dawn"},  # line 6
    {"type": "no_such_event"},  # line 7: damaged
    {"type": "nominate", "nominee": 1, "by": [3, 5]},
    {"type": "undo"},
]


def damaged_log(tmp_path: Path) -> Path:
    path = tmp_path / "game.jsonl"
    header = header_of(make_setup("werwoelfe", SIX))
    path.write_text("".join(json.dumps(line) + "\n" for line in (header, *LINES)))
    return path


def test_the_lines_before_a_damaged_line_go_on_in_a_new_log(tmp_path: Path) -> None:
    path = damaged_log(tmp_path)
    before = path.read_bytes()
    with pytest.raises(LogError) as refused:
        load_game(path, resume=True)
    found = salvage(path, refused.value)
    assert found is not None and found.line == 7 and found.kept == 6
    assert found.game.state.when == "day 1" and len(found.game.events) == 5
    assert found.left_out == 3 and dict(found.left_out_events) == {"nominate": 1, "undo": 1}
    question = salvage_question(found)
    assert "line 7: unknown event type 'no_such_event'" in question
    assert "line 7 (damaged) and the 2 line(s) after it: 1 nominate, 1 undo" in question
    assert "game.before-line-7.jsonl" in question and "kept as it is" in question
    target = write_salvage(found)
    assert target == tmp_path / "game.before-line-7.jsonl"
    game, warnings = load_game(target, resume=True)
    assert warnings == [] and game.state.when == "day 1" and len(game.events) == 5
    game.close()
    assert path.read_bytes() == before  # the damaged file is left as it was
    with pytest.raises(LogError, match="already exists"):
        write_salvage(found)  # never over a file


def test_a_damaged_header_offers_nothing(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    path.write_text("{not json\n" + json.dumps(LINES[0]) + "\n")
    with pytest.raises(LogError) as refused:
        load_game(path)
    assert salvage(path, refused.value) is None


def test_replay_says_what_it_could_read(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    path = damaged_log(tmp_path)
    monkeypatch.setattr(cli, "COMMAND_MODULES", ["notepad.cli.replay_command"])
    assert cli.main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert "line 7: unknown event type" in err
    assert "lines 1–6 replay as day 1, 5 event(s)" in err
    assert "left out: line 7 (damaged) and the 2 line(s) after it" in err
