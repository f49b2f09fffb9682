"""Logs that contradict themselves no longer replay as if nothing were wrong (issue 30, items
10–12): each is reported at its line by `replay` and makes `replay --strict` exit 2, and the
validator refuses the same action when it is typed (docs/session-log.md, Reading a log)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from engine_helpers import make_setup

from notepad import cli
from notepad.engine.log.replay import Unoverridden, load_game
from notepad.engine.log.session import header_of

SIX = ["werewolf", "werewolf", "seer", "villager", "villager", "villager"]
WITCH = ["werewolf", "witch", "seer", "villager", "villager", "villager", "villager"]
DEAL = {"type": "cards_dealt", "cards": SIX}
NIGHT, DAWN = {"type": "night_falls"}, {"type": "dawn"}
# Both Werewolves lynched on days 1 and 2: the village has won (Werwölfe, End of the Game).
VILLAGE_WINS = [
    DEAL, NIGHT, {"type": "pack_kill", "targets": [4]}, DAWN,
    {"type": "nominate", "nominee": 1, "by": [3, 5]},
    {"type": "vote", "nominee": 1, "execute": [2, 3, 5, 6], "spare": [1]},
    NIGHT, {"type": "pack_kill", "targets": [5]}, DAWN,
    {"type": "nominate", "nominee": 2, "by": [3, 6]},
    {"type": "vote", "nominee": 2, "execute": [3, 6], "spare": [2]},
]


def write_log(tmp_path: Path, *events: dict, cards: list[str] = SIX,
              house_rules: dict[str, bool] | None = None) -> Path:
    header = header_of(make_setup("werwoelfe", cards))
    if house_rules is not None:
        header["house_rules"] = house_rules
    path = tmp_path / "game.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in (header, *events)))
    return path


def audit(path: Path) -> list[tuple[int, str]]:
    found: list[Unoverridden] = []
    load_game(path, audit=found)
    return [(f.line, f.violation.rule) for f in found]


CASES = {
    # Werwölfe, End of the Game: "The game ends as soon as the last werewolf dies".
    "an end declared after the end": (
        [*VILLAGE_WINS, {"type": "game_ends", "winners": ["werewolf"]}], SIX, None,
        (13, "game-over")),
    "two ends in a row": (
        [DEAL, NIGHT, {"type": "game_ends", "winners": ["village"]},
         {"type": "game_ends", "winners": ["werewolf"]}], SIX, None, (5, "game-over")),
    # Werwölfe, The Gallows: "If another player confirms this nomination … all living players
    # vote openly on whether the nominated player is lynched".
    "a vote with no accusation": (
        [DEAL, NIGHT, DAWN, {"type": "vote", "nominee": 1, "execute": [2, 3, 4, 5],
                             "spare": [1]}], SIX, None, (5, "not-nominated")),
    # "point to that player and say: I nominate Peter" — another player (The Gallows).
    "a self-accusation": (
        [DEAL, NIGHT, DAWN, {"type": "nominate", "nominee": 3, "by": [3, 4]}], SIX, None,
        (5, "self-accusation")),
    # The healing potion saves the werewolves' victim; the poison kills (Werwölfe, Witch).
    "a heal and a poison of one player": (
        [{"type": "cards_dealt", "cards": WITCH}, NIGHT,
         {"type": "pack_kill", "targets": [4]},
         {"type": "potions", "role": "witch", "heal": 4, "kill": 4}], WITCH, None,
        (5, "heal-and-poison")),
    # A pass is "the role was called and did nothing": a check after it contradicts it.
    "a pass then a check": (
        [DEAL, NIGHT, {"type": "pass", "role": "seer"},
         {"type": "check", "role": "seer", "target": 1}], SIX, None, (5, "acts-twice")),
    # "If only werewolves remain alive, the werewolf team wins" (Werwölfe, Goal of the Game);
    # at most at equality (Ultimate, End of the Game).
    "a werewolves' win declared at 1 against 6": (
        [{"type": "cards_dealt", "cards": WITCH}, NIGHT,
         {"type": "game_ends", "winners": ["werewolf"]}], WITCH, None, (4, "declared-win")),
    "an unknown house rule": (
        [DEAL], SIX, {"no-such-rule": False}, (1, "unknown-house-rule")),
}


@pytest.mark.parametrize("case", list(CASES))
def test_a_contradiction_is_reported_at_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
    case: str,
) -> None:
    events, cards, house_rules, expected = CASES[case]
    path = write_log(tmp_path, *events, cards=cards, house_rules=house_rules)
    assert audit(path) == [expected]
    monkeypatch.setattr(cli, "COMMAND_MODULES", ["notepad.cli.replay_command"])
    assert cli.main(["replay", str(path), "--strict"]) == 2
    err = capsys.readouterr().err
    assert f"line {expected[0]}" in err and expected[1] in err


def test_a_known_house_rule_and_a_win_at_equality_are_not_reported(tmp_path: Path) -> None:
    """Ultimate, End of the Game: "the Moderator may declare a Werewolf victory the moment
    that equality is reached" — 2 Werewolves against 2 others."""
    path = write_log(
        tmp_path, DEAL, NIGHT, {"type": "pack_kill", "targets": [4]}, DAWN,
        {"type": "nominate", "nominee": 5, "by": [1, 2]},
        {"type": "vote", "nominee": 5, "execute": [1, 2, 3, 6], "spare": [5]},
        {"type": "game_ends", "winners": ["werewolf"]},
        house_rules={"acts-twice": False, "martyr-night": True},
    )
    assert audit(path) == []


def test_the_validator_refuses_them_when_typed() -> None:
    from engine_helpers import dealt_game, night_to_dawn

    from notepad.engine import events as ev
    from notepad.engine.validator import check, errors

    game = dealt_game("werwoelfe", SIX)
    night_to_dawn(game)
    assert [v.rule for v in errors(check(game.state, ev.Nominate(nominee=3, by=[3, 4])))] \
        == ["self-accusation"]
    assert [v.rule for v in errors(check(game.state, ev.Vote(nominee=1, execute=[2, 3, 4, 5],
                                                             spare=[1])))] == ["not-nominated"]


ACCUSED = [DEAL, NIGHT, DAWN, {"type": "nominate", "nominee": 1, "by": [3, 5]}]
VOTES = {
    # "all living players vote openly" (Werwölfe, The Gallows): one hand each.
    "one voter six times": (
        {"type": "vote", "nominee": 1, "execute": [3, 3, 3, 3, 3, 3], "spare": [1]},
        "werwoelfe", "open", "counted-twice"),
    "a spare list with a voter twice": (
        {"type": "vote", "nominee": 1, "execute": [3, 4, 5, 6], "spare": [1, 1]},
        "werwoelfe", "open", "counted-twice"),
    "totals that contradict the lists": (
        {"type": "vote", "nominee": 1, "execute": [3], "spare": [1, 2, 4, 5],
         "execute_total": 5, "spare_total": 0}, "werwoelfe", "open", "totals-differ"),
    # Ultimate, Rule Variants — Accusation and Voting (Double Accusation; Secret Ballot).
    "a double vote with one hand twice": (
        {"type": "double_vote", "first": 1, "second": 2, "for_first": [3, 3, 4],
         "for_second": [5]}, "ultimate", "double-accusation", "counted-twice"),
    "a double vote whose totals contradict": (
        {"type": "double_vote", "first": 1, "second": 2, "for_first": [3, 4],
         "for_second": [5], "first_total": 1, "second_total": 3}, "ultimate",
        "double-accusation", "totals-differ"),
    "a ballot whose totals contradict its votes": (
        {"type": "ballot", "votes": {"3": 1, "4": 1, "5": 2}, "totals": {"2": 3}}, "ultimate",
        "secret-ballot", "totals-differ"),
}


@pytest.mark.parametrize("case", list(VOTES))
def test_a_vote_counts_each_hand_once_and_its_totals_are_its_lists(
    tmp_path: Path, case: str,
) -> None:
    vote, edition, voting, rule = VOTES[case]
    header = header_of(make_setup(edition, SIX, voting=voting))
    day = ACCUSED if vote["type"] == "vote" else [DEAL, NIGHT, DAWN]
    path = tmp_path / "game.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in (header, *day, vote)))
    found = audit(path)
    assert (len(day) + 2, rule) in found, found


def test_a_vote_of_lists_and_matching_totals_stands(tmp_path: Path) -> None:
    vote = {"type": "vote", "nominee": 1, "execute": [3, 4, 5, 6], "spare": [1, 2],
            "execute_total": 4, "spare_total": 2}
    assert audit(write_log(tmp_path, *ACCUSED, vote)) == []
