"""Issue 34: a correction's preview in German when German is spoken — what changes, what the
village must hear (Ultimate, Moderator's Guide — Moderator Mistakes: "fix the mistake by
acknowledging it") and why the correction is refused — each line one whole sentence from the
catalogue; English unchanged (tests/engine/test_corrections.py)."""

from __future__ import annotations

import pytest
from correction_games import WW, change, number_of, won_by_the_poison
from engine_helpers import dealt_game, night_to_dawn

from notepad.engine import events as ev
from notepad.engine.game import CorrectionRefused
from notepad.language import speaking


def ended_by_a_poison_given_too_late():
    """Werwölfe: the poison of night 1 moved to the last Werewolf ends the game; the
    nomination recorded on day 1 then meets "the game has ended", which only a drop lifts."""
    game = dealt_game("werwoelfe", WW)
    for event in (ev.NightFalls(), ev.PackKill(targets=[4]), ev.RoleCheck(role="seer", target=1),
                  ev.Potions(kill=5), ev.Dawn(), ev.Nominate(nominee=6, by=[2, 3])):
        game.record(event)
    poison = number_of(game, "potions")
    return game, change(game, poison, ev.Potions(kill=1)), poison + 2


def test_what_changes_and_what_the_village_hears_are_said_in_german():
    with speaking("de"):
        game = won_by_the_poison()
        poison = number_of(game, "potions")
        preview = game.preview_correction(change(game, poison, ev.Potions(heal=4)))
        name = game.state.players[1].name
        assert preview.told == [f"{name} lebt: der angesagte Tod ist nicht geschehen",
                                "das Spiel ist nicht zu Ende"]
        assert preview.changes[0] == "das Spiel läuft wieder: es ist Tag 1 (es war zu Ende)"
        assert preview.changes[1].startswith("Gewinner: noch keine (vorher: Dorfbewohner — ")
        assert f"{name} lebt (war tot: von der Hexe vergiftet, Nacht 1)" in preview.changes
        assert preview.changes[-1] == ("übrige Tränke (Hexe): Heiltrank 0, Gifttrank 1 "
                                       "(vorher: Heiltrank 0, Gifttrank 0)")


def test_the_refusal_is_said_in_german():
    with speaking("de"):
        game, correction, nominate = ended_by_a_poison_given_too_late()
        preview = game.preview_correction(correction)
        assert preview.refusal() == f"Ereignis {nominate} (nominate) würde game-over " \
            "verletzen: verwirf es"
        with pytest.raises(CorrectionRefused, match="^nicht korrigiert: Ereignis"):
            game.correct(correction)


def test_the_same_refusal_in_english_is_unchanged():
    game, correction, nominate = ended_by_a_poison_given_too_late()
    preview = game.preview_correction(correction)
    assert preview.refusal() == f"event {nominate} (nominate) would break game-over: drop it"
    assert preview.changes[:2] == ["the game is now at ended (was day 1)",
                                   "winners: village — Ben, Clara, Dieter, Emma, Felix (was none "
                                   "yet)"]


def test_a_check_moved_to_another_player_is_said_in_german():
    """Werwölfe, Seer: the check moved from a Villager (5) to a Werewolf (1) now gets the
    other answer — said with the Seer's German name and the answers as the log says them."""
    cards = ["werewolf", "werewolf", "seer", "hunter", "villager", "villager", "villager",
             "villager"]
    with speaking("de"):
        game = dealt_game("werwoelfe", cards)
        night_to_dawn(game, ev.RoleCheck(role="seer", target=5))
        check = number_of(game, "check")
        preview = game.preview_correction(change(game, check, ev.RoleCheck(role="seer",
                                                                           target=1)))
    assert preview.changes == ["Nacht 1, Seherin: die Prüfung gilt jetzt Anna und ergibt "
                               "Werwolf (galt Emma, gesagt wurde Dorfbewohner: eine andere "
                               "Antwort)"]
