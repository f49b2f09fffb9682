"""The first night's choices that make a role (Ultimate, Role Cards): "On the first night, the
Doppelganger chooses a player"; "On the first night, the Bandit chooses two players" (four in
the alternate variant); "Cupid ... chooses two players". A first-game trial at 68 players
recorded a Doppelganger with two players (a refused name left in the line, then a seat typed
after it) and passes for the Doppelganger and the Bandit with Enter on an empty line, all in
silence. Rulebook: Ultimate = Ultimate Werewolf: Ultimate Edition."""

from __future__ import annotations

import pytest
from engine_helpers import dealt_game, next_night, rules

from notepad.engine import events as ev
from notepad.engine.game import RuleViolation

CARDS = ["werewolf", "werewolf", "doppelganger", "bandit", "cupid", "seer", "villager",
         "villager", "villager", "villager"]


def first_night(variants: tuple[str, ...] = ()):  # noqa: ANN201
    game = dealt_game("ultimate", CARDS, variants=variants)
    next_night(game)
    return game


def test_the_doppelganger_chooses_one_player_and_the_bandit_two() -> None:
    game = first_night()
    for targets in ([7, 8], [7, 8, 9]):
        with pytest.raises(RuleViolation, match="the Doppelganger chooses 1 player"):
            game.record(ev.ChoosePlayers(role="doppelganger", targets=targets))
    game.record(ev.ChoosePlayers(role="doppelganger", targets=[7]))
    for targets in ([7], [7, 8, 9]):
        with pytest.raises(RuleViolation, match="the Bandit chooses 2 players"):
            game.record(ev.ChoosePlayers(role="bandit", targets=targets))
    assert game.check(ev.ChoosePlayers(role="bandit", targets=[7, 8])) == []
    four = first_night(("bandit-four",))
    assert "choose-count" in rules(four.check(ev.ChoosePlayers(role="bandit", targets=[7, 8])))
    assert four.check(ev.ChoosePlayers(role="bandit", targets=[7, 8, 9, 10])) == []


def test_a_pass_at_a_first_night_choice_is_said() -> None:
    game = first_night()
    for role in ("cupid", "doppelganger", "bandit"):
        found = game.check(ev.Passed(role=role))
        assert rules(found) == ["first-night-choice"], role
        assert found[0].severity == "warning"
        assert found[0].message.startswith(("on the first night the Doppelganger chooses",
                                             "on the first night the Bandit chooses",
                                             "on the first night Cupid chooses")), role
    assert game.check(ev.Passed(role="seer")) == []
