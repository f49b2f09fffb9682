"""Issue 34: the game screen's night in German when German is spoken — the Werwölfe example
game of 11 (Werwölfe, Guidelines for Assembling the Characters) called night by night with
German words and the roles' German names (table/titles.py role_title), and the same night in
English unchanged."""

from __future__ import annotations

from sheet_helpers import logged_example

from notepad.engine import events as ev
from notepad.language import speaking
from notepad.table.night_words import call_entries, calls_left, night_texts, progress
from notepad.table.player_marks import legend, player_line
from notepad.table.recorded import recorded_words
from notepad.table.titles import role_title


def first_night(folder):
    _, game = logged_example(folder)
    game.record(ev.NightFalls())
    return game, game.night_script()


def test_the_first_nights_calls_read_german(tmp_path):
    with speaking("de"):
        game, calls = first_night(tmp_path)
        state = game.state
        names = [entry for _, entry in call_entries(state, calls, calls[0])]
        assert names[0] == "▶ Amor" and "· Werwolf" in names and "· Seherin" in names
        assert names[3:] == ["· Hexe", "· Jäger", "· Bürgermeister"]
        words, detail, _ = night_texts(game, calls[0])
        assert words.startswith("„Amor, erwache und öffne die Augen.")
        assert detail.startswith("Vor diesem ersten Aufruf sage: „Es war ein langer Tag")
        assert "\nErwacht: " in detail and "\nDann sage: „Amor hat gewählt" in detail
        assert progress(state, calls, calls[0]) == f"Nacht 1 · Aufruf 1 von {len(calls)}: Amor"
        wolves = next(call for call in calls if call.role == "werewolf")
        words, detail, hint = night_texts(game, wolves)
        assert words.startswith("„Werwölfe, erwacht.")
        seer = next(call for call in calls if call.role == "seer")
        assert night_texts(game, seer)[0].startswith("„Seherin, erwache und öffne die Augen.")
        assert calls_left(state, calls).startswith(f"Noch nicht Morgen: {len(calls)} Aufrufe "
                                                   "nicht gemacht — Amor, Werwolf")


def test_the_witchs_call_and_a_recorded_kill_read_german(tmp_path):
    with speaking("de"):
        game, calls = first_night(tmp_path)
        state = game.state
        victim = next(p for p in state.players.values() if p.role == "villager")
        game.record(ev.PackKill(role="werewolf", targets=[victim.seat]))
        assert recorded_words(game, game.events[-1]).startswith("Notiert: ")
        witch = next(call for call in calls if call.role == "witch")
        words, detail, _ = night_texts(game, witch)
        assert "Ich zeige der Hexe das Opfer der Werwölfe." in words
        assert f"Heute Nacht angegriffen: {victim.seat} {victim.name}" in detail
        assert "Tränke übrig: Heiltrank 1, Gifttrank 1" in detail


def test_roles_are_named_in_german_but_ultimates_keep_their_card_names(tmp_path):
    game, _ = first_night(tmp_path)
    with speaking("de"):
        assert role_title(game.state, "witch") == "Hexe"
        assert role_title(game.state, "red_riding_hood") == "Rotkäppchen"
        seer = next(p for p in game.state.players.values() if p.role == "seer")
        assert player_line(game.state, seer) == f"{seer.seat} {seer.name} — Seherin: lebt"
        assert legend(game.state).startswith("† tot ♥ verliebt")
    assert role_title(game.state, "witch") == "Witch"
    from notepad.engine.game import Game
    from notepad.engine.setup import GameSetup, Seat

    players = [Seat(seat=i, name=f"P{i}") for i in range(1, 6)]
    ultimate = Game.new(GameSetup(edition="ultimate", players=players,
                                  roles={"werewolf": 1, "witch": 1, "villager": 3}))
    with speaking("de"):
        assert role_title(ultimate.state, "witch") == "Witch"


def test_the_same_night_in_english_is_unchanged(tmp_path):
    game, calls = first_night(tmp_path)
    state = game.state
    words, detail, hint = night_texts(game, calls[0])
    assert words.startswith("“Cupid, awaken and open your eyes.")
    assert detail.startswith("Before this first call, say: “It has been a long day")
    assert progress(state, calls, calls[0]) == f"Night 1 · call 1 of {len(calls)}: Cupid"
    assert calls_left(state, calls).startswith(f"Not yet dawn: {len(calls)} calls not made — "
                                               "Cupid, Werewolf")
    assert legend(state).startswith("† dead ♥ lover")


def test_the_german_sheet_reads_the_calls_in_german_whatever_the_language_spoken():
    """`werewolf-notepad sheet --lang de`: the night's words to read are the German ones,
    though the process speaks English (the sheet names its language itself)."""
    from notepad.catalog import catalog
    from notepad.language import language
    from notepad.table.sheet import scenario_sheet

    scenario = catalog().find_scenario("example-11")
    german = scenario_sheet(scenario, language("de"), nights=2)
    assert german.nights[0].calls[0].say.startswith("Amor, erwache und öffne die Augen.")
    assert german.nights[1].calls[0].end.startswith("Die Werwölfe haben ein Opfer gewählt.")
    english = scenario_sheet(scenario, language("en"), nights=1)
    assert english.nights[0].calls[0].say.startswith("Cupid, awaken and open your eyes.")
