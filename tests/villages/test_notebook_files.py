"""A notebook file that cannot be read says what is wrong and where, never a traceback; a
last line cut by a crash is dropped with a warning, like a session log's (docs/design.md, Session
log)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from village_play import hand_notebook, quiet_night

from notepad.cli import main
from notepad.engine.log.session import LogError
from notepad.villages.notebook import Notebook

FIVE = ["werewolf", "seer", "villager", "villager", "villager"]


@pytest.fixture
def notebook_path(tmp_path: Path) -> Path:
    path = tmp_path / "n.jsonl"
    notebook = hand_notebook(path, FIVE, FIVE)
    quiet_night(notebook.villages[0])
    notebook.move("A3", 2)
    notebook.close()
    return path


def rewrite(path: Path, lines: list[str]) -> None:
    path.write_text("".join(line + "\n" for line in lines))


@pytest.mark.parametrize(("change", "words"), [
    (lambda ls: ['{"format": "werewolf-notepad-session", "version": 3}'],
     "line 1: not a werewolf-notepad notebook"),
    (lambda ls: [ls[0].replace('"edition":"ultimate"', '"edition":"onenight"')] + ls[1:],
     "line 1: bad notebook header at 'edition'"),
    (lambda ls: ls + ['{"type": "arrive", "player": "A3"}'],
     "line 3: a notebook line is a \"transfer\" or a \"cancel\""),
    (lambda ls: ls + ['{"type": "transfer", "player": "A4", "from": 1, "to": 5}'],
     "line 3: a transfer goes from one of the 2 villages to another"),
    (lambda ls: ls + ['{"type": "cancel", "transfer": 4}'], "line 3: no transfer 4"),
    (lambda ls: ls + ['{"type": "transfer", "player": "A4", "from": "one", "to": 2}'],
     "line 3: bad transfer at 'from'"),
    (lambda ls: ls + ['{"type": "transfer", "player": "Zed", "from": 1, "to": 2}'],
     "moves Zed, who never sat in Village 1"),
    (lambda ls: ls + ["not json"], "line 3: not valid JSON"),
])
def test_a_damaged_notebook_names_the_line(notebook_path: Path, capsys, change,
                                           words: str) -> None:
    rewrite(notebook_path, change(notebook_path.read_text().splitlines()))
    with pytest.raises(LogError, match=words.replace("(", r"\(")):
        Notebook.open(notebook_path, resume=True)
    assert main(["replay", str(notebook_path)]) in (0, 2)
    err = capsys.readouterr().err
    assert "Traceback" not in err


def test_a_missing_village_log_is_named(notebook_path: Path) -> None:
    log = notebook_path.parent / "n-villages" / "village-2.jsonl"
    log.unlink()
    with pytest.raises(LogError, match="village-2.jsonl: cannot read the session log"):
        Notebook.open(notebook_path)


def test_a_last_line_cut_by_a_crash_is_dropped_with_a_warning(notebook_path: Path) -> None:
    with notebook_path.open("a") as stream:
        stream.write('{"type":"transfer","player":"A4","fr')
    notebook, warnings = Notebook.open(notebook_path, resume=True)
    assert warnings == ["line 3 was cut off (the program stopped while writing it); kept the "
                        "lines before it"]
    assert [t.player for t in notebook.transfers] == ["A3"]
    notebook.close()
    assert notebook_path.read_text().endswith("}\n"), "resuming cut the broken tail off"


def test_replay_of_a_notebook_prints_every_village_and_transfer(notebook_path: Path,
                                                                 capsys) -> None:
    assert main(["replay", str(notebook_path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"villages", "transfers", "warnings"}
    assert [v["name"] for v in data["villages"]] == ["Village 1", "Village 2"]
    assert data["transfers"] == [{"player": "A3", "from": 1, "to": 2, "when": "day 1",
                                  "arrived": "setup"}]
    assert main(["replay", str(notebook_path)]) == 0
    text = capsys.readouterr().out
    assert "A3: village 1 → village 2 (day 1; arrived before its first night)" in text
