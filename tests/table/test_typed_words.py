"""Issue 34: the German words a moderator types (notepad/table/typed_words.py) record the same
events as the English ones, in either language spoken; the refusals are said in German when
German is spoken, and the English ones stay as they were."""

from __future__ import annotations

import dataclasses

import pytest

from notepad.engine import events as ev
from notepad.engine.game import Game
from notepad.engine.setup import GameSetup, Seat
from notepad.language import speaking
from notepad.table import typed_words
from notepad.table.commands import (
    ActionError,
    any_time_command,
    day_command,
    night_event,
)
from notepad.table.picking import Candidate, pick
from notepad.table.villages.commands import move_command

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Jürgen", "Hal", "Ivy"]


@pytest.fixture
def game() -> Game:
    roles = {"werewolf": 2, "seer": 1, "witch": 1, "cupid": 1, "villager": 4}
    setup = GameSetup(edition="werwoelfe", roles=roles,
                      players=[Seat(seat=i, name=n) for i, n in enumerate(NAMES, 1)], seed=1)
    game = Game.new(setup)
    game.record(ev.CardsDealt(cards=["werewolf", "werewolf", "seer", "witch", "cupid",
                                     "villager", "villager", "villager", "villager"]))
    game.record(ev.NightFalls())
    return game


def call_of(game: Game, role: str):
    return next(c for c in game.night_script() if c.role == role)


@pytest.mark.parametrize("spoken", ["en", "de"])
@pytest.mark.parametrize(("english", "german"), [
    ("heal 4 kill 7", "heile 4 töte 7"),
    ("heal 4 kill 7", "heile 4 toete 7"),
    ("kill 7", "gift 7"),
    ("h 4 k 7", "h 4 t 7"),
    ("heal 7", "heile jü"),  # the name after the verb keeps its umlaut
    ("kill 2", "g 2"),
])
def test_the_witchs_potions_in_german(game, spoken, english, german):
    with speaking(spoken):
        witch = call_of(game, "witch")
        assert night_event(game.state, witch, "potions", german) == \
            night_event(game.state, witch, "potions", english)


def test_cupid_may_draw_the_lovers_at_random_in_german(game):
    cupid = call_of(game, "cupid")
    lovers = dataclasses.replace(cupid, role="lovers")
    assert night_event(game.state, lovers, "choose_lovers", "zufällig") == \
        night_event(game.state, lovers, "choose_lovers", "random")


@pytest.mark.parametrize("spoken", ["en", "de"])
@pytest.mark.parametrize(("english", "german"), [
    ("n 3 by 1 2", "klage 3 von 1 2"),
    ("n 3 by 1 2", "anklagen 3 von 1 2"),
    ("v 5-3", "a 5-3"),
    ("v 5-3", "abst 5-3"),
    ("v 9-3 mayor x", "a 9-3 bm h"),
    ("v 9-3 mayor s", "a 9-3 bürgermeister verschonen"),
    ("v x 1 2 s 4", "a h 1 2 v 4"),
    ("dd 3 4 5-2", "doppel 3 4 5-2"),
    ("ballot 3 3 4", "zettel 3 3 4"),
    ("vouch 1 2", "bürge 1 2"),
    ("vouch 1 2", "buerge 1 2"),
    ("shoot air", "schuss luft"),
    ("shoot ivy", "schieß ivy"),
    ("martyr yes", "märtyrer ja"),
    ("martyr no", "maertyrer nein"),
    ("mayor 2", "bm 2"),
    ("timer 7.5", "zeit 7,5"),
])
def test_the_days_commands_in_german(game, spoken, english, german):
    with speaking(spoken):
        state = game.state
        state.nominated_today.append(3)
        assert day_command(state, german).event == day_command(state, english).event


@pytest.mark.parametrize(("english", "german"), [
    ("dice 3 4", "würfel 3 4"),
    ("dice 3 4", "wuerfel 3 4"),
    ("masons 5", "freimaurer 5"),
    ("swap 2 7", "tausch 2 7"),
    ("death 7 masons", "tod 7 maurer"),
    ("death 7 left", "tod 7 weg"),
    ("death 7 other struck by lightning", "tod 7 anders struck by lightning"),
    ("end werewolves 1 2", "ende werwölfe 1 2"),
    ("end village", "ende dorfbewohner"),
])
def test_the_commands_of_any_time_in_german(game, english, german):
    assert any_time_command(game.state, german) == any_time_command(game.state, english)
    assert any_time_command(game.state, german) is not None


def test_a_move_between_villages_in_german(game):
    assert move_command(game.state, "verbanne 4 nach dorf 2", 3) == \
        move_command(game.state, "banish 4 to village 2", 3) == (4, 2)
    assert move_command(game.state, "m ann nach 3", 3) == (1, 3)


def test_a_german_form_never_stands_for_two_commands():
    """Both languages are accepted always, so a German word that were also another English
    command would do the wrong thing in an English game: the table refuses it when built."""
    with pytest.raises(ValueError, match="'a' would stand for both v and n"):
        typed_words._table({"v": ("a",), "n": ("a",)})
    assert typed_words.verb("Würfel") == typed_words.verb("wuerfel") == "dice"
    assert typed_words.verb("hang") == "hang"


def test_the_refusals_are_german_when_german_is_spoken(game):
    witch = call_of(game, "witch")
    with speaking("de"):
        with pytest.raises(ActionError, match=r"^schreibe heile PLATZ und/oder töte PLATZ "
                                              r"\(z\. B\. heile 4 töte 7\)$"):
            night_event(game.state, witch, "potions", "cure 7")
        with pytest.raises(ActionError, match="^unbekannter Tagesbefehl 'hang'"):
            day_command(game.state, "hang 3")
        with pytest.raises(ActionError, match="^nenne einen Spieler: das Ziel des Jägers$"):
            day_command(game.state, "shoot 1 2")
        with pytest.raises(ActionError, match="^es gibt kein Dorf 4: die Dörfer sind 1 bis 3$"):
            move_command(game.state, "m 4 4", 3)
        assert pick([Candidate(1, "Ann")], "7").problem == "kein Spieler auf Platz '7'"
    with pytest.raises(ActionError, match=r"^write heal SEAT and/or kill SEAT \(e\.g\. heal 4 "
                                          r"kill 7\)$"):
        night_event(game.state, witch, "potions", "cure 7")
    assert pick([Candidate(1, "Ann")], "7").problem == "no player with seat '7'"


def test_the_second_enter_speaks_german_and_reads_the_german_hint(game, monkeypatch):
    """The second Enter's sentence splits the hint at its "Enter alone" part: in German the
    catalogue writes it "; Enter allein: " (commands.HINTS' note to translators)."""
    from notepad.language import translated
    from notepad.table import second_enter as module
    from notepad.table.commands import HINTS

    # The hint as the night's words say it in German (night_words.hint_for, translated).
    monkeypatch.setattr(module, "hint_for", lambda state, call, kind: translated(HINTS[kind]))
    with speaking("de"):
        assert module.second_enter(game, call_of(game, "witch")) == (
            "Noch einmal Enter notiert: kein Trank — oder tippe heile PLATZ und/oder töte "
            "PLATZ.")
        said = module.second_enter(game, call_of(game, "cupid"))
        assert said.startswith("Noch einmal Enter notiert: ")
        assert said.endswith(" tut heute Nacht nichts (F5 sofort) — oder tippe die zwei "
                             "Verliebten.")
    assert module.second_enter(game, call_of(game, "witch")) == (
        "Enter again records: no potion — or type heal SEAT and/or kill SEAT.")


def test_the_corrections_words_in_german(game):
    from notepad.table.correcting import entry_form

    with speaking("de"):
        assert entry_form(game, 1, "change") == (
            "ein Ereignis „cards dealt“ hat keine Eingabe zum Ändern: entferne es (x) oder "
            "füge davor ein (i)")
        assert entry_form(game, 1, "insert") == (
            "vor der ersten Nacht wird nichts notiert: füge vor einem späteren Ereignis ein")
    assert entry_form(game, 1, "insert") == (
        "nothing is recorded before the first night: insert before a later event")


@pytest.mark.parametrize("form", [
    "n 3 by 1 2", "n 3", "v 5-3", "v x 1 2 s 4", "dd 3 4 5-2", "ballot 3 3 4", "snap 4",
    "vouch 1 2", "shoot air", "shoot 9", "martyr yes", "martyr no", "mayor 2", "timer 7.5",
])
def test_a_corrections_typed_form_in_german_records_the_same(game, form):
    """A German game's change dialog starts from the German form (correcting.typed_form),
    and it records what the English one does."""
    state = game.state
    state.nominated_today.append(3)
    german = typed_words.in_german(form)
    assert german != form or form.startswith("snap")
    assert day_command(state, german).event == day_command(state, form).event


def test_the_change_dialog_of_a_german_game_starts_from_german_words(game):
    from notepad.table.correcting import typed_form

    potions = ev.Potions(role="witch", heal=4, kill=7)
    with speaking("de"):
        assert typed_form(potions) == "heile 4 töte 7"
        assert typed_form(ev.DiceRolled(dice=[3, 4])) == "würfel 3 4"
        assert typed_form(ev.LetterWritten(role="ghost", letter="S")) == "S"
        assert night_event(game.state, call_of(game, "witch"), "potions",
                           typed_form(potions) or "") == potions
    assert typed_form(potions) == "heal 4 kill 7"


@pytest.mark.parametrize("typed", ["help", "?", "hilfe", " Hilfe "])
def test_help_is_asked_in_either_language(typed):
    """Issue 34: the German `hilfe` asks for this game's commands, as `help` and `?` do."""
    from notepad.table.help import asks_help

    assert asks_help(typed)
    assert not asks_help("hilfe 3")
