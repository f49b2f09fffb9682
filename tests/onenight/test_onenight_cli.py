"""`werewolf-notepad onenight winner|script` and the final-table file (docs/onenight.md):
output, and one bad file per kind of mistake (exit 2, a message naming the problem)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from notepad.cli import main

GOOD = """\
scenario = "payback"
middle = ["villager", "insomniac", "seer"]

[[player]]
name = "Anna"
card = "werewolf"
votes_for = "Ben"

[[player]]
name = "Ben"
card = "tanner"
votes_for = "Anna"

[[player]]
name = "Cleo"
card = "hunter"
votes_for = "Ben"

[[player]]
name = "Dan"
card = "robber"
votes_for = "Ben"
"""


def write(tmp_path: Path, text: str) -> str:
    path = tmp_path / "table.toml"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_winner_json_prints_deaths_winners_and_path(tmp_path, capsys):
    """Issue 7: `onenight winner FILE --json` prints deaths, winners (players, parties), path."""
    assert main(["onenight", "winner", write(tmp_path, GOOD), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [d["name"] for d in data["deaths"]] == ["Ben"]
    assert data["deaths"][0]["card"] == "tanner"
    assert data["winners"] == {"parties": ["tanner"], "players": ["Ben"]}
    assert "The Tanner (Ben) died, no werewolf died → only the Tanner wins" in data["path"]


def test_winner_text_output(tmp_path, capsys):
    assert main(["onenight", "winner", write(tmp_path, GOOD)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Deaths: Ben")
    assert "only the Tanner wins" in out


def test_docs_example_table_is_valid(tmp_path, capsys):
    """The example in docs/onenight.md loads and is judged as the page says."""
    docs = Path(__file__).resolve().parents[2] / "docs" / "onenight.md"
    example = docs.read_text(encoding="utf-8").split("```toml\n", 1)[1].split("```", 1)[0]
    assert main(["onenight", "winner", write(tmp_path, example), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["mode"] == "epic"
    assert [d["name"] for d in data["deaths"]] == ["Anna", "Dora", "Emil"]
    assert data["winners"] == {"parties": ["village"], "players": ["Ben", "Cleo", "Felix"]}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[[player]\nname = 'A'", "not valid TOML"),
        (GOOD.replace('card = "robber"', 'card = "rober"'), "did you mean 'robber'"),
        (GOOD.replace('votes_for = "Anna"', 'votes_for = "Ana"'), "not a player at this table"),
        (GOOD.replace('name = "Dan"', 'name = "Cleo"'), "names must differ"),
        (GOOD.replace("middle", "midle"), "unknown key 'midle'"),
        (GOOD.replace('card = "robber"\n', 'card = "robber"\ntoken = "luv"\n'), "token"),
        (GOOD.replace('votes_for = "Ben"\n', "", 1), "votes_for"),
        (GOOD.replace('card = "robber"', 'card = "mimic"'), "needs acts_as"),
        (
            GOOD.replace('card = "robber"', 'card = "mimic"\nacts_as = "seer"\nfrom_middle = true'),
            "leave out acts_as",
        ),
        (GOOD.replace('card = "robber"', 'card = "robber"\nacts_as = "seer"'), "only for the"),
        (
            GOOD.replace('card = "robber"', 'card = "ghost_hunter"\nacts_as = "seer"'),
            "transforms only into",
        ),
        (GOOD.replace('"villager", "insomniac", "seer"', '"villager"'), "the middle holds 3"),
        (
            GOOD.replace('card = "robber"', 'card = "robber"\ntoken = "plague"').replace(
                'card = "hunter"', 'card = "hunter"\ntoken = "plague"'
            ),
            "hold the plague token",
        ),
        ('[[player]]\nname = "A"\ncard = "seer"\nvotes_for = "A"\n', "3 to 10 players"),
    ],
    ids=[
        "bad-toml",
        "unknown-role",
        "unknown-vote",
        "same-name",
        "unknown-key",
        "bad-token",
        "missing-vote",
        "mimic-without-role",
        "mimic-from-middle-with-role",
        "acts-as-on-other-card",
        "ghost-hunter-bad-form",
        "middle-count",
        "token-twice",
        "too-few-players",
    ],
)
def test_winner_bad_file_exit_2_with_message(tmp_path, capsys, text, message):
    """Each mistake in a table file: exit 2 and a message naming it, never a traceback."""
    assert main(["onenight", "winner", write(tmp_path, text)]) == 2
    err = capsys.readouterr().err
    assert message in err
    assert "Traceback" not in err


def test_winner_missing_file_exit_2(tmp_path, capsys):
    assert main(["onenight", "winner", str(tmp_path / "nope.toml")]) == 2
    assert "no file" in capsys.readouterr().err


def test_script_scenario_json(capsys):
    assert main(["onenight", "script", "halloween-party", "--players", "8", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    kinds = [s["kind"] for s in data["steps"]]
    assert "lovers" in kinds
    assert data["setup"]["board_tokens"]["love"] == 2
    assert data["setup"]["discussion_seconds"] == 180


def test_script_roles_text(capsys):
    args = ["onenight", "script", "--roles", "werewolf,seer,villager:2,robber,curator,tanner"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "Setup for 4 players" in out
    artifacts = next(line for line in out.splitlines() if "Artifacts:" in line)
    assert "Claw of the Werewolf" in artifacts and "Bite of the Vampire" not in artifacts
    assert "(11) Curator" in out
    assert "Remove the Bite" in out or "remove the Bite" in out  # the balance warning


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["halloween-party"], "add --players N"),
        (["halloween-party", "--players", "3"], "no line for 3 players"),
        (["nosuch", "--players", "5"], "no scenario"),
        (["anarchy", "--players", "5"], "at random"),
        (["--roles", "werewolf,sear"], "did you mean 'seer'"),
        (["--roles", "villager:x"], "whole number"),
        ([], "either a SCENARIO"),
        (["--roles", "werewolf", "--minutes", "0"], "--minutes"),
        # The Game: "For 3-10 players". 24 cards without --players made a script "for 21
        # players" in silence (a trial).
        (["--roles", "werewolf:2,seer,robber,villager:20"],
         "24 cards: One Night is for 3 to 10 players with 3 cards more (6 to 13 cards)"),
    ],
)
def test_script_user_errors_exit_2(capsys, args, message):
    assert main(["onenight", "script", *args]) == 2
    assert message in capsys.readouterr().err
