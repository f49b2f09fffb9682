"""docs/session-log.md's worked examples are real logs: each `jsonl` block is replayed by
`werewolf-notepad replay`, and prints the `console` block that follows it. The first is a
version-1 log (older logs still load); the second records a correction (issue 18), which
`replay --json` lists beside the overrides."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from notepad import cli

DOC = Path(__file__).resolve().parent.parent / "docs" / "session-log.md"
BLOCK = re.compile(r"```(jsonl|console)\n(.*?)```", re.S)


def examples() -> list[tuple[str, str]]:
    """(log, replay's printed output) for each worked example, in the doc's order."""
    blocks = BLOCK.findall(DOC.read_text(encoding="utf-8"))
    out = []
    for (kind, text), (next_kind, shown) in zip(blocks, blocks[1:], strict=False):
        if kind == "jsonl" and next_kind == "console":
            command, _, printed = shown.partition("\n")
            assert command == "$ werewolf-notepad replay game.jsonl"
            out.append((text, printed))
    return out


def test_the_doc_has_both_worked_examples() -> None:
    logs = [log for log, _ in examples()]
    assert len(logs) == 2
    assert '"version":1' in logs[0] and '"type":"correction"' in logs[1]


@pytest.mark.parametrize("number", [0, 1])
def test_a_worked_example_replays_as_the_doc_shows(
    number: int, tmp_path: Path, capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    log, printed = examples()[number]
    path = tmp_path / "game.jsonl"
    path.write_text(log, encoding="utf-8")
    monkeypatch.setattr(cli, "COMMAND_MODULES", ["notepad.cli.replay_command"])
    assert cli.main(["replay", str(path), "--strict"]) == 0
    out = capsys.readouterr()
    assert out.err == ""
    assert out.out == printed


def test_the_correction_example_lists_the_correction_beside_the_overrides(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
) -> None:
    log, _ = examples()[1]
    path = tmp_path / "game.jsonl"
    path.write_text(log, encoding="utf-8")
    monkeypatch.setattr(cli, "COMMAND_MODULES", ["notepad.cli.replay_command"])
    assert cli.main(["replay", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    line = json.loads(log.splitlines()[9])
    assert line["type"] == "correction"
    [correction] = data["corrections"]
    assert correction == {"when": "day 1", "on": "night 1", "action": "change", "at": 3,
                          "event": line["event"], "original": line["original"],
                          "reason": line["reason"], "kept": line["kept"]}
    assert [v["event"] for v in data["violations"]] == [8]
    assert data["events"] == 9 and data["unoverridden"] == []
    dead = {d["name"]: d["cause"] for d in data["deaths"]}
    assert dead == {"Felix": "eaten by the werewolves", "Anna": "lynched at the gallows"}
