"""Issue 34: the night read aloud in German when German is spoken — the Werwölfe roles' own
German texts from the catalogue (Role.call_text_de, end_text_de), the sentences the engine
composes (nightfall, daybreak, the Witch's potions) through gettext — and English unchanged."""

from __future__ import annotations

import pytest
from engine_helpers import dealt_game, next_night

from notepad.catalog import catalog
from notepad.catalog.errors import CatalogError
from notepad.catalog.loading import load_role_file
from notepad.engine import events as ev
from notepad.engine.night.words import call_words, daybreak, nightfall
from notepad.language import speaking

FIRST_NIGHT = ["cupid", "werewolf", "seer", "witch", "healer", "hunter", "red_riding_hood",
               "mayor", "villager"]


def first_night_calls():
    game = dealt_game("werwoelfe", FIRST_NIGHT)
    next_night(game)
    return game, {call.role: call for call in game.night_script()}


def test_every_werwoelfe_role_that_wakes_has_its_german_words():
    roles = catalog().edition_roles("werwoelfe")
    waking = [role for role in roles.values() if role.call_text]
    assert [r.id for r in waking if not (r.call_text_de and r.end_text_de)] == []


def test_the_first_night_is_read_in_german_when_german_is_spoken():
    with speaking("de"):
        game, calls = first_night_calls()
        state = game.state
        assert nightfall(state).startswith("Es war ein langer Tag")
        assert calls["cupid"].say.startswith("Amor, erwache und öffne die Augen.")
        assert "Du darfst auch auf dich selbst zeigen." in calls["cupid"].say
        assert calls["werewolf"].say.startswith("Werwölfe, erwacht.")
        assert "fressen" in calls["werewolf"].say
        assert calls["seer"].say.startswith("Seherin, erwache")
        assert calls["healer"].say.startswith("Heiler, erwache")
        assert calls["mayor"].end == "Bürgermeister, schlafe wieder ein und schließe die Augen."
        witch = call_words(state, calls["witch"])
        assert witch.startswith("Hexe, erwache. Öffne die Augen.")
        assert "Gifttrank" in witch and "poison" not in witch
        assert daybreak(state, 1).startswith("Es war eine lange Nacht")


def test_the_witch_hears_only_what_holds_in_german():
    """Werwölfe, Witch: the victim and the healing potion are said only when there are a
    victim and a potion; "also" only when the healing potion was offered."""
    with speaking("de"):
        game = dealt_game("werwoelfe", ["werewolf", "witch", "seer", "villager", "villager"])
        next_night(game)
        calls = {call.role: call for call in game.night_script()}
        assert call_words(game.state, calls["witch"]) == (
            "Hexe, erwache. Öffne die Augen. Die Hexe hat einen Gifttrank. Entscheide, ob du "
            "einen Spieler vergiften willst.")
        game.record(ev.PackKill(role="werewolf", targets=[4]))
        assert call_words(game.state, calls["witch"]) == (
            "Hexe, erwache. Öffne die Augen. Ich zeige der Hexe das Opfer der Werwölfe. Die "
            "Hexe hat einen Heiltrank. Entscheide, ob du diesen Spieler retten willst oder "
            "nicht. Die Hexe hat auch einen Gifttrank. Entscheide, ob du einen Spieler "
            "vergiften willst.")


def test_the_same_night_stays_english_when_english_is_spoken():
    game, calls = first_night_calls()
    assert calls["cupid"].say == catalog().edition_roles("werwoelfe")["cupid"].call_text
    assert nightfall(game.state) == ("It has been a long day and you are getting tired — "
                                     "close your eyes.")
    assert call_words(game.state, calls["witch"]) == (
        "Witch, wake up. Open your eyes. The Witch has a poison potion. Decide whether you "
        "want to poison a player.")


def test_ultimate_roles_stay_english_in_a_german_game_but_the_engines_sentences_do_not():
    """Ultimate's rulebook is English only: its roles' texts are read as written; the pack's
    first-night meeting is the engine's sentence and is said in German."""
    with speaking("de"):
        game = dealt_game("ultimate", ["werewolf", "seer", "villager", "villager", "villager"])
        next_night(game)
        calls = {call.role: call for call in game.night_script()}
        assert calls["seer"].say == catalog().edition_roles("ultimate")["seer"].call_text
        assert calls["werewolf"].say == "Die Werwölfe erwachen und sehen sich um."
        assert nightfall(game.state) != "The village falls asleep. Everyone close your eyes."
        next_night(game)
        later = {call.role: call for call in game.night_script()}
        assert later["werewolf"].say == catalog().edition_roles("ultimate")[
            "werewolf"].call_text_later


def test_a_german_text_without_its_english_one_is_refused(tmp_path):
    path = tmp_path / "werwoelfe.toml"
    path.write_text('edition = "werwoelfe"\ntitle = "W"\n\n[[role]]\nid = "owl"\n'
                    'name = "Owl"\nteam = "village"\nend_text_de = "Eule, schlafe ein."\n',
                    encoding="utf-8")
    with pytest.raises(CatalogError, match="end_text_de needs end_text"):
        load_role_file(path)


def healer_twice(game):
    """The Healer protects seat 3 on the first night and again on the second."""
    next_night(game)
    game.record(ev.Protect(role="healer", target=3))
    next_night(game)
    return game.check(ev.Protect(role="healer", target=3))


def test_the_healers_second_night_on_the_same_player_is_refused_in_german():
    """Werwölfe, Healer: "The Healer may not heal the same player on 2 consecutive nights."
    The refusal names the Healer by the edition's German name."""
    with speaking("de"):
        game = dealt_game("werwoelfe", ["werewolf", "healer", "seer", "villager", "villager"])
        name = game.state.players[3].name
        [refusal] = [v for v in healer_twice(game) if v.rule == "repeat-protect"]
        assert refusal.message == (f"Heiler hat schon letzte Nacht {name} gewählt; nicht zwei "
                                   "Nächte hintereinander denselben Spieler")


def test_the_same_refusal_in_english_is_unchanged():
    game = dealt_game("werwoelfe", ["werewolf", "healer", "seer", "villager", "villager"])
    name = game.state.players[3].name
    [refusal] = [v for v in healer_twice(game) if v.rule == "repeat-protect"]
    assert refusal.message == (f"the Healer chose {name} last night too; not the same player "
                               "two nights running")


def test_cupids_second_choice_and_a_spent_potion_are_refused_in_german():
    """Werwölfe, Cupid: "Fall in love with 2 players on the first night"; Witch: "The Witch
    can only poison 1 player with her poison potion during the entire game"."""
    with speaking("de"):
        game = dealt_game("werwoelfe", ["werewolf", "cupid", "seer", "villager", "villager"])
        next_night(game)
        game.record(ev.LoversChosen(role="cupid", targets=[3, 4]))
        assert {v.message for v in game.check(ev.LoversChosen(role="cupid", targets=[3, 4]))} \
            == {"Amor hat heute Nacht schon gehandelt",
                "Amor darf nur einmal im Spiel handeln (benutzt: 1)"}
        game = dealt_game("werwoelfe", ["werewolf", "witch", "seer", "villager", "villager"])
        next_night(game)
        game.record(ev.Potions(role="witch", kill=3))
        next_night(game)
        assert [v.message for v in game.check(ev.Potions(role="witch", kill=4))] == [
            "der Gifttrank ist schon verbraucht"]


def test_dawn_is_announced_in_german():
    """Werwölfe, Day Phase: The First Day: the poisoned first, then the devoured, each showing
    the card; "No one was devoured tonight." when the victim was saved."""
    with speaking("de"):
        game = dealt_game("werwoelfe", ["werewolf", "witch", "seer", "villager", "villager"])
        next_night(game)
        game.record(ev.PackKill(role="werewolf", targets=[4]))
        game.record(ev.Potions(role="witch", kill=5))
        game.record(ev.Dawn())
        names = game.state.players
        assert game.state.last_report.announce[0].startswith(
            f"{names[5].name} wurde vergiftet")
        assert game.state.last_report.announce[1].startswith(
            f"{names[4].name} wurde von den Werwölfen gefressen")
        next_night(game)
        game.record(ev.PackKill(role="werewolf", targets=[3]))
        game.record(ev.Potions(role="witch", heal=3))
        game.record(ev.Dawn())
        assert game.state.last_report.announce == ["Heute Nacht wurde niemand gefressen."]


def test_a_calls_note_for_the_moderator_reads_german():
    """Ultimate, Role Cards — Mason: the note at the Masons' call, in German; the roles'
    card names stay English."""
    cards = ["werewolf", "mason", "mason", "villager", "villager"]
    with speaking("de"):
        game = dealt_game("ultimate", cards)
        next_night(game)
        masons = next(call for call in game.night_script() if call.role == "mason")
        assert masons.note.startswith("Wer die Masons erwähnt")
    game = dealt_game("ultimate", cards)
    next_night(game)
    masons = next(call for call in game.night_script() if call.role == "mason")
    assert masons.note.startswith("Whoever mentions the Masons is killed by them")


def test_the_minions_call_names_its_pack_in_german():
    """Ultimate, Role Cards — Minion: the Minion sees the pack it serves."""
    from engine_helpers import minion_game

    from notepad.engine.night.minion import minion_say

    cards = ["werewolf", "seer", "villager", "villager", "villager"]
    with speaking("de"):
        game = minion_game(cards)
        assert minion_say(game.state).startswith(
            "Minion, öffne die Augen und sieh, wer die Werwölfe sind. Werwölfe, hebt")
    assert minion_say(minion_game(cards).state).startswith(
        "Minion, open your eyes and see who the Werewolves are. Werewolves, raise")
