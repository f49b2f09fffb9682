"""Issue 34: the language in the session log's header (docs/session-log.md, v4): a German
game says so, and a resumed game keeps it; an English log of a custom set is a version 3 log
exactly as before, which every older reader reads; a scenario's own name (issue 32, item 7)
makes it version 4, which an older reader refuses rather than misread."""

from __future__ import annotations

import json

import pytest
from sheet_helpers import logged_example

from notepad.engine.log.replay import load_game
from notepad.engine.log.session import LogError, read_log


def _header(path):
    return json.loads(path.read_text(encoding="utf-8").splitlines()[0])


def test_a_german_game_writes_its_language_and_a_resumed_game_keeps_it(tmp_path):
    path, game = logged_example(tmp_path, "de")
    game.log.close()
    header = _header(path)
    assert header["version"] == 4 and header["language"] == "de"
    resumed, warnings = load_game(path, resume=True)
    try:
        assert resumed.language == "de" and warnings == []
        assert resumed.setup == game.setup
    finally:
        resumed.log.close()


def test_an_english_game_of_a_scenario_writes_version_4_for_the_scenarios_name(tmp_path):
    """The scenario's name is a key a version 3 reader does not know: the header says 4."""
    path, game = logged_example(tmp_path, "en")
    game.log.close()
    header = _header(path)
    assert header["version"] == 4 and "language" not in header
    assert header["scenario_name"] == "Example Composition for 11 Players"
    assert set(header) == {"format", "version", "created", *game.setup.model_dump()}
    assert load_game(path)[0].language == "en"


def test_an_english_custom_set_writes_the_version_3_header_it_always_did(tmp_path):
    from notepad.engine.game import Game

    (tmp_path / "scenario").mkdir()
    _, game = logged_example(tmp_path / "scenario", "en")
    game.log.close()
    custom = game.setup.model_copy(update={"scenario": None, "scenario_name": None})
    path = tmp_path / "custom.jsonl"
    Game.new(custom, log_path=path).log.close()
    header = _header(path)
    assert header["version"] == 3 and "language" not in header
    assert set(header) == {"format", "version", "created",
                           *custom.model_dump()} - {"scenario_name"}
    assert load_game(path)[0].language == "en"


def _rewritten(path, **changes):
    lines = path.read_text(encoding="utf-8").splitlines()
    header = {**json.loads(lines[0]), **changes}
    path.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n", encoding="utf-8")


def test_a_language_in_an_older_version_or_an_unknown_one_is_refused(tmp_path):
    path, game = logged_example(tmp_path, "de")
    game.log.close()
    _rewritten(path, version=3)
    with pytest.raises(LogError, match="line 1: bad game setup at 'language'"):
        read_log(path)
    _rewritten(path, version=4, language="fr")
    with pytest.raises(LogError, match="line 1: unknown language 'fr' \\(this werewolf-notepad "
                                       "speaks en, de\\)"):
        read_log(path)


def test_a_version_4_log_without_a_language_is_english(tmp_path):
    path, game = logged_example(tmp_path, "en")
    game.log.close()
    _rewritten(path, version=4)
    assert load_game(path)[0].language == "en"
