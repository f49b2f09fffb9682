"""Undo/redo, the session log (round trip, crash-cut, damage) and `werewolf-notepad replay`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from engine_helpers import NAMES, dealt_game, next_night

from notepad import cli
from notepad.engine import events as ev
from notepad.engine.game import Game
from notepad.engine.log.replay import load_game, summary
from notepad.engine.log.session import LogError, read_log
from notepad.engine.setup import GameSetup, Seat

WW = ["werewolf", "werewolf", "seer", "witch", "healer", "hunter", "villager", "villager"]


def short_game(path: Path | None = None) -> Game:
    game = dealt_game("werwoelfe", WW, log_path=path)
    game.record(ev.NightFalls())
    game.record(ev.PackKill(targets=[7]))
    game.record(ev.RoleCheck(role="seer", target=1))
    game.record(ev.Potions(kill=8))
    game.record(ev.Protect(role="healer", target=3))
    game.record(ev.Dawn())
    return game


def test_undo_removes_a_night_action_from_every_view() -> None:
    game = dealt_game("werwoelfe", WW)
    game.record(ev.NightFalls())
    game.record(ev.PackKill(targets=[7]))
    game.record(ev.Potions(kill=8))
    assert game.state.potions["witch"]["kill"] == 0
    assert game.undo() == 1
    assert game.state.potions["witch"]["kill"] == 1
    assert game.state.tonight.poisoned == []
    assert game.redo() == 1
    assert game.state.tonight.poisoned == [8]
    game.record(ev.Dawn())
    assert not game.state.players[8].alive
    assert game.undo(3) == 3
    assert game.state.players[8].alive and game.state.tonight.kills == {}
    assert game.redo(10) == 3
    assert not game.state.players[7].alive


def test_a_new_action_clears_redo() -> None:
    game = short_game()
    game.undo(2)
    game.record(ev.Protect(role="healer", target=7))
    assert game.redo() == 0


def test_undo_across_checkpoints_matches_a_fresh_replay() -> None:
    game = short_game()
    for _ in range(40):
        next_night(game)
        game.record(ev.Passed(role="werewolf"))
    before = game.state
    events = list(game.events)
    game.undo(len(events) - 3)
    game.redo(len(events))
    assert game.state == before


def test_a_game_without_checkpoints_plays_and_undoes_the_same() -> None:
    """Game(checkpoints=False), for callers that never undo (the simulator): no state copies
    along the way, the same states, and undo still works by replaying from the start."""
    with_copies = short_game()
    without = Game(with_copies.setup, with_copies.roles, checkpoints=False)
    for event in with_copies.events:
        without.record(event)
    for _ in range(40):
        for game in (with_copies, without):
            next_night(game)
            game.record(ev.Passed(role="werewolf"))
    assert without.state == with_copies.state
    assert list(without._checkpoints) == [0] and len(with_copies._checkpoints) > 1
    before = without.state
    without.undo(len(without.events) - 3)
    with_copies.undo(len(with_copies.events) - 3)
    assert without.state == with_copies.state
    without.redo(len(with_copies.redo_stack))
    assert without.state == before


def test_log_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    game = short_game(path)
    game.record(ev.Nominate(nominee=1, by=[3, 4]))
    game.undo()
    game.redo()
    game.undo()
    game.close()
    lines = path.read_text(encoding="utf-8").splitlines()
    assert json.loads(lines[0])["format"] == "werewolf-notepad-session"
    assert [json.loads(line)["type"] for line in lines[-3:]] == ["undo", "redo", "undo"]
    loaded, warnings = load_game(path)
    assert warnings == []
    assert loaded.events == game.events
    assert loaded.state == game.state


def test_seeded_deal_is_in_the_log(tmp_path: Path) -> None:
    """docs/design.md, Engine: randomness from a seeded generator whose draws are in the log."""
    setup = GameSetup(
        edition="werwoelfe", roles={"werewolf": 2, "seer": 1, "villager": 3},
        players=[Seat(seat=i + 1, name=n) for i, n in enumerate(NAMES[:6])], seed=99,
    )
    one = Game.new(setup, log_path=tmp_path / "a.jsonl")
    two = Game.new(setup)
    dealt = one.deal()
    assert dealt == two.deal()
    one.close()
    loaded, _ = load_game(tmp_path / "a.jsonl")
    assert [p.role for p in loaded.state.players.values()] == dealt.cards


def test_crash_cut_last_line_keeps_every_whole_line(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    short_game(path).close()
    whole = path.read_text(encoding="utf-8")
    path.write_text(whole + '{"type":"nominate","nomi', encoding="utf-8")
    game, warnings = load_game(path)
    assert len(game.events) == 7
    assert len(warnings) == 1 and "cut off" in warnings[0]
    resumed, _ = load_game(path, resume=True)  # appending first drops the broken tail
    resumed.record(ev.Nominate(nominee=1, by=[3, 4]))
    resumed.close()
    again, warnings = load_game(path)
    assert warnings == [] and len(again.events) == 8


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("{not json", "line 4: not valid JSON"),
        ('{"type":"teleport"}', "line 4: unknown event type 'teleport'"),
        ('{"type":"protect","role":"healer"}', "line 4: bad protect event at 'target'"),
        ('{"type":"pack_kill","targets":[99]}', "line 4: the event cannot be replayed"),
        ("", "line 4: empty line"),
    ],
)
def test_a_damaged_line_is_an_error_naming_it(tmp_path: Path, line: str, message: str) -> None:
    path = tmp_path / "game.jsonl"
    short_game(path).close()
    lines = path.read_text(encoding="utf-8").splitlines()
    lines[3] = line
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(LogError, match=message):
        load_game(path)


def test_newer_versions_and_foreign_files_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    short_game(path).close()
    header, *rest = path.read_text(encoding="utf-8").splitlines()
    data = json.loads(header)
    data["version"] = 99
    path.write_text("\n".join([json.dumps(data), *rest]) + "\n", encoding="utf-8")
    with pytest.raises(LogError, match="newer werewolf-notepad"):
        read_log(path)
    path.write_text('{"hello": 1}\n', encoding="utf-8")
    with pytest.raises(LogError, match="line 1: not a werewolf-notepad session log"):
        read_log(path)
    path.write_text("", encoding="utf-8")
    with pytest.raises(LogError, match="empty"):
        read_log(path)


def _main(argv: list[str], monkeypatch: pytest.MonkeyPatch) -> int:
    # Only the replay command: the other command modules belong to other work in progress.
    monkeypatch.setattr(cli, "COMMAND_MODULES", ["notepad.cli.replay_command"])
    return cli.main(argv)


def test_replay_command_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.jsonl"
    game = short_game(path)
    game.record(ev.Nominate(nominee=1, by=[3, 4]))
    game.record(ev.Vote(nominee=1, execute=[3, 4, 5, 6], spare=[1, 2]))
    game.record(ev.NightFalls())
    game.record(ev.PackKill(targets=[2]), override="testing an override")
    game.close()
    assert _main(["replay", str(path), "--json"], monkeypatch) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["edition"] == "werwoelfe"
    assert data["phase"] == "night 2"
    by_seat = {p["seat"]: p for p in data["players"]}
    assert by_seat[7]["died"] == {"when": "night 1", "cause": "eaten by the werewolves",
                                  "chain": [], "revealed": "Villager"}
    assert by_seat[8]["died"] == {"when": "night 1", "cause": "poisoned by the Witch",
                                  "chain": [], "revealed": "Villager"}
    assert by_seat[1]["died"] == {"when": "day 1", "cause": "lynched at the gallows",
                                  "chain": [], "revealed": "Werewolf"}
    assert by_seat[3] == {"name": "Clara", "seat": 3, "role": "seer", "alive": True}
    assert data["violations"] == [{"event": 11, "type": "pack_kill", "when": "night 2",
                                   "rules": ["wolves-choose-wolf"],
                                   "reason": "testing an override"}]
    assert data["winners"] == []


def test_replay_command_reports_the_winner(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Werwölfe, End of the Game: the village wins as soon as the last werewolf dies."""
    path = tmp_path / "game.jsonl"
    game = short_game(path)
    game.record(ev.Nominate(nominee=1, by=[3, 4]))
    game.record(ev.Vote(nominee=1, execute=[3, 4, 5, 6], spare=[1, 2]))
    game.record(ev.NightFalls())
    game.record(ev.Dawn())
    game.record(ev.Nominate(nominee=2, by=[3, 4]))
    game.record(ev.Vote(nominee=2, execute=[3, 4, 5, 6], spare=[2]))
    game.close()
    assert _main(["replay", str(path), "--json"], monkeypatch) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["phase"] == "ended"
    assert data["winners"] == ["village"]
    assert _main(["replay", str(path)], monkeypatch) == 0
    assert "winners: village" in capsys.readouterr().out


def test_replay_command_bad_log(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.jsonl"
    short_game(path).close()
    with path.open("a", encoding="utf-8") as handle:
        handle.write("garbage\n")
    assert _main(["replay", str(path), "--json"], monkeypatch) == 2
    err = capsys.readouterr().err
    assert "line 9: not valid JSON" in err and "Traceback" not in err
    assert _main(["replay", str(tmp_path / "missing.jsonl")], monkeypatch) == 2
    assert "cannot read the session log" in capsys.readouterr().err


def test_summary_of_a_fresh_game() -> None:
    data = summary(dealt_game("werwoelfe", WW))
    assert data["phase"] == "setup" and data["winners"] == []
