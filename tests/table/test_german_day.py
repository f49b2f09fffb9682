"""Issue 34: a Werwölfe day in German — the dawn's deaths, the accusation, the vote and the
lynching in the log's words — and the report of a German log in German (its headings, the
winner sentence, the table of players); an English game's words as before."""

from __future__ import annotations

from werwoelfe_day import first_dawn, lynched, village_wins

from notepad.language import speaking
from notepad.table.event_words import record_of
from notepad.table.report import report_html, report_markdown, why_won


def _texts(game):
    return [(entry.when, entry.text) for entry in record_of(game).entries]


def test_a_werwoelfe_day_in_german_the_dawn_the_vote_and_the_lynching(tmp_path):
    _, game = lynched(tmp_path)
    game.log.close()
    with speaking("de"):
        texts = [text for _, text in _texts(game)]
    assert "Die Werwölfe wählen Greta" in texts
    assert "Tagesanbruch → gestorben: Greta (von den Werwölfen gefressen)" in texts
    assert "Clara wird angeklagt von Anna, Ben" in texts
    assert texts[-1] == ("Abstimmung über Clara: hinrichten 7 (Anna, Ben, David, Emma, Felix, "
                         "Hans, Ida), verschonen 3 (Clara, Jonas, Karl) → gestorben: Clara "
                         "(am Galgen hingerichtet)")


def test_the_same_day_in_english_is_said_as_before(tmp_path):
    _, game = lynched(tmp_path, "en")
    game.log.close()
    texts = [text for _, text in _texts(game)]
    assert "Dawn → died: Greta (eaten by the werewolves)" in texts
    assert "Clara is accused by Anna, Ben" in texts
    assert texts[-1] == ("Vote on Clara: execute 7 (Anna, Ben, David, Emma, Felix, Hans, Ida), "
                         "spare 3 (Clara, Jonas, Karl) → died: Clara (lynched at the gallows)")


def test_a_spared_player_in_german(tmp_path):
    from notepad.engine import events as ev

    _, game = first_dawn(tmp_path)
    game.record(ev.Nominate(nominee=1, by=[2, 4]))
    game.record(ev.Vote(nominee=1, execute=[2], spare=[1, 4, 5, 6]))
    game.log.close()
    with speaking("de"):
        assert _texts(game)[-1] == ("day 1", "Abstimmung über Anna: hinrichten 1 (Ben), "
                                             "verschonen 4 (Anna, David, Emma, Felix) — "
                                             "verschont")


def test_the_report_of_a_german_log_is_german(tmp_path):
    _, game = village_wins(tmp_path)
    game.log.close()
    assert game.language == "de" and game.state.winners == ["village"]
    text = report_markdown(game)  # in the log's language, whatever the process speaks
    assert "## Gewinner" in text and "## Spieler" in text and "## Nacht für Nacht" in text
    assert "| Platz | Spieler | Rolle | Schicksal |" in text
    assert ("- Dorfbewohner: der letzte Werwolf ist gestorben — „Das Spiel endet, sobald der "
            "letzte Werwolf stirbt.") in text
    assert "am Galgen hingerichtet, Tag 1" in text and "11 Spieler · " in text
    assert "### Nacht 1" in text and "## Abstimmungen Tag für Tag" in text
    page = report_html(game)
    assert '<html lang="de">' in page and "<h2>Gewinner</h2>" in page
    assert "Wie viele jedes Teams lebten" in page
    with speaking("de"):
        assert why_won(game.state, game.events)[0].startswith("Dorfbewohner: ")


def test_the_report_of_an_english_log_is_english_in_a_german_process(tmp_path):
    _, game = village_wins(tmp_path, "en")
    game.log.close()
    with speaking("de"):
        text = report_markdown(game)
        page = report_html(game)
    assert "## Winners" in text and "| Seat | Player | Role | Fate |" in text
    assert "- Villagers: the last werewolf died — “The game ends as soon as" in text
    assert '<html lang="en">' in page


def test_the_report_command_writes_a_german_logs_report_in_german(tmp_path, capsys):
    from notepad.cli import main

    path, game = village_wins(tmp_path)
    game.log.close()
    assert main(["report", str(path)]) == 0
    text = capsys.readouterr().out
    assert "## Gewinner" in text and "## Spieler" in text
    assert main(["report", str(path), "-o", str(tmp_path / "bericht.html")]) == 0
    assert '<html lang="de">' in (tmp_path / "bericht.html").read_text(encoding="utf-8")


def test_the_days_words_on_the_screen_in_german(tmp_path):
    from notepad.engine.day.timer import DayTimer
    from notepad.table.day_words import day_help, day_placeholder, how_to_finish, timer_text

    _, game = first_dawn(tmp_path)
    game.log.close()
    with speaking("de"):
        # The commands as a German moderator types them (table/typed_words.py).
        assert day_help(game.state).startswith("klage PLATZ von A B (anklagen, unterstützen) · "
                                               "a 9-3 (Hände: hinrichten-verschonen)")
        assert day_placeholder(game.state) == "ein Befehl des Tages, z. B. klage 4 von 7 9"
        assert how_to_finish("voted-already", "v 9-3") == ("war die Abstimmung falsch, macht "
                                                           "Strg+Z sie rückgängig")
        timer = DayTimer(seconds=300, warning=60, started=0.0)
        assert timer_text(timer, 10.0, paused=True) == "Tages-Timer 4:50 (angehalten)"
    assert day_placeholder(game.state) == "a day command, e.g. n 4 by 7 9"


def test_the_days_refusals_and_warnings_in_german(tmp_path):
    """The engine's day checks (engine/day/checks.py, counts.py) say their messages in the
    language spoken; English as before."""
    from notepad.engine import events as ev

    _, game = lynched(tmp_path)
    game.log.close()
    vote = ev.Vote(nominee=1, execute=[2, 3], spare=[4])  # Clara (3) was lynched
    with speaking("de"):
        german = {v.rule: v.message for v in game.check(vote)}
        again = {v.rule: v.message for v in game.check(ev.Nominate(nominee=3, by=[1]))}
        asks = game.waiting_for()
    assert german["not-nominated"] == "stimmt über einen angeklagten Spieler ab"
    assert german["may-not-vote"] == "Clara ist tot und darf nicht abstimmen"
    assert german["day-over"] == "der Tag endet, sobald ein Spieler hingerichtet wurde"
    assert again["dead-target"] == "Clara ist tot"
    assert again["not-seconded"] == ("eine Anklage kommt zur Abstimmung, sobald ein anderer "
                                     "Spieler sie unterstützt")
    assert asks == []
    english = {v.rule: v.message for v in game.check(vote)}
    assert english["may-not-vote"] == "Clara is dead and may not vote"
    assert {v.rule: v.message for v in game.check(ev.Nominate(nominee=3, by=[1]))}[
        "not-seconded"] == "an accusation goes to the vote once another player seconds it"


def test_help_by_day_and_the_groups_record_in_german(tmp_path):
    from notepad.table.help import help_text
    from notepad.table.record_svg import record_section
    from notepad.table.record_words import team_name, title

    _, game = first_dawn(tmp_path)
    game.log.close()
    data = {"group": "Freitag", "games": 3, "nights_mean": 2.5,
            "wins": {"village": 2, "werewolf": 1}, "by_players": [
                {"players": 11, "games": 3, "wins": {"village": 2, "werewolf": 1}}]}
    with speaking("de"):
        lines = help_text(game.state, None).splitlines()
        assert lines[0] == "Die Befehle des Tages:"
        assert lines[-1] == "F1 zeigt die Tasten dieses Bildschirms."
        assert title(data) == ("Freitag: 3 Spiele, im Schnitt 2.5 Nächte; das Dorf hat 2 "
                               "gewonnen (67%)")
        assert team_name("werewolf") == "Werwölfe" and team_name("draw") == "kein Gewinner"
        section = record_section(data)
        assert section[0] == "<h2>Freitag: die Bilanz der Gruppe</h2>"
    assert help_text(game.state, None).splitlines()[0] == "Today's commands:"
    assert title(data) == "Freitag: 3 games, 2.5 nights on average; the village won 2 (67%)"
    assert record_section(data)[0] == "<h2>Freitag: the group's record</h2>"


def test_a_refused_write_is_said_in_german(tmp_path):
    import errno

    from notepad.engine import events as ev
    from notepad.table.event_words import not_written

    _, game = first_dawn(tmp_path)
    game.log.close()
    error = OSError(errno.ENOSPC, "No space left on device")
    event = ev.Nominate(nominee=1, by=[2, 4])
    with speaking("de"):
        said = not_written(game.state, "record", [event], error)
    assert said.startswith("Nicht notiert: Anna wird angeklagt von Ben, David. Das Sitzungslog "
                           "konnte nicht geschrieben werden (No space left on device)")
    assert not_written(game.state, "record", [event], error).startswith(
        "Not recorded: Anna is accused by Ben, David. The session log could not be written")
