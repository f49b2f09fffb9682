"""`werewolf-notepad replay` runs the validator as it folds the log (issue 13): every event
that breaks a rule and was not overridden is reported, and `--strict` exits with status 2.
docs/design.md, Engine: "an error blocks until the moderator overrides (the override and its reason
are recorded as part of the event)" — so a log whose error has no override was not written by
the notepad, or was edited since."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from engine_helpers import make_setup

from notepad import cli
from notepad.engine.log.replay import Unoverridden, load_game
from notepad.engine.log.session import header_of

SIX = ["werewolf", "werewolf", "seer", "villager", "villager", "villager"]
DEAL = {"type": "cards_dealt", "cards": SIX}


def write_log(tmp_path: Path, *events: dict, cards: list[str] = SIX) -> Path:
    header = header_of(make_setup("werwoelfe", cards))
    path = tmp_path / "game.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in (header, *events)))
    return path


def audit(path: Path) -> list[Unoverridden]:
    found: list[Unoverridden] = []
    load_game(path, audit=found)
    return found


@pytest.mark.parametrize(("events", "rule", "line"), [
    # The pack chooses one of its own, and nobody overrode the rule (Werwölfe, Werewolf).
    ([DEAL, {"type": "night_falls"}, {"type": "pack_kill", "targets": [2]}],
     "wolves-choose-wolf", 4),
    # Three cards for six players (Game Setup: "deals one to each player").
    ([{"type": "cards_dealt", "cards": SIX[:3]}], "deal-count", 2),
    # Two deals.
    ([DEAL, DEAL], "dealt-twice", 3),
    # Dice of 0 and 99 (Fateful Dice: "two six-sided dice").
    ([DEAL, {"type": "night_falls"}, {"type": "dice", "dice": [0, 99]}], "dice", 4),
])
def test_an_unoverridden_violation_no_longer_replays_cleanly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
    events: list[dict], rule: str, line: int,
) -> None:
    path = write_log(tmp_path, *events)
    found = audit(path)
    assert [(f.violation.rule, f.line) for f in found] == [(rule, line)]
    monkeypatch.setattr(cli, "COMMAND_MODULES", ["notepad.cli.replay_command"])
    assert cli.main(["replay", str(path)]) == 0
    out = capsys.readouterr()
    assert f"line {line}" in out.err and rule in out.err and "NOT OVERRIDDEN" in out.out
    assert cli.main(["replay", str(path), "--strict"]) == 2
    assert "error:" in capsys.readouterr().err
    assert cli.main(["replay", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [(u["rule"], u["line"]) for u in data["unoverridden"]] == [(rule, line)]


def test_an_overridden_or_undone_violation_is_not_reported(tmp_path: Path) -> None:
    override = {"reason": "the pack insisted", "rules": ["wolves-choose-wolf"]}
    path = write_log(
        tmp_path, DEAL, {"type": "night_falls"},
        {"type": "pack_kill", "targets": [2], "override": override},
        {"type": "check", "role": "seer", "target": 1},
        {"type": "dawn"},  # Ben, the Werewolf the pack chose, is dead
        {"type": "nominate", "nominee": 2, "by": [3, 4]},  # a dead player accused …
        {"type": "undo"},  # … and taken back
        {"type": "nominate", "nominee": 1, "by": [3, 4]},
    )
    assert audit(path) == []


def test_an_override_that_names_another_rule_does_not_cover_this_one(tmp_path: Path) -> None:
    override = {"reason": "typo", "rules": ["repeat-protect"]}
    path = write_log(tmp_path, DEAL, {"type": "night_falls"},
                     {"type": "pack_kill", "targets": [2], "override": override})
    assert [f.violation.rule for f in audit(path)] == ["wolves-choose-wolf"]


def test_a_redone_violation_is_reported_again(tmp_path: Path) -> None:
    path = write_log(tmp_path, DEAL, {"type": "night_falls"},
                     {"type": "pack_kill", "targets": [2]}, {"type": "undo"}, {"type": "redo"})
    assert [f.line for f in audit(path)] == [4]
