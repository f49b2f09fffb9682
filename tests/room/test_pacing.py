"""The pace of the night's calls and the Room settings (notepad/room/).

Ultimate, Moderator's Guide — Night Phase: "pause between requests, so players can't guess
anything based on how long an action takes"."""

from __future__ import annotations

import pytest

from notepad.room.pacing import CallPacer
from notepad.room.settings import (
    RoomSettings,
    RoomSettingsError,
    load_settings,
    save_settings,
)


def test_a_call_that_did_nothing_takes_as_long_as_one_that_acted():
    pacer = CallPacer(seconds=20)
    pacer.follow("seer", now=100)
    assert pacer.label(100) == "0:20" and pacer.wait(100) == 0
    assert pacer.label(104.5) == "0:16"
    # The Seer's choice is recorded after 5 s: the Witch's call waits the other 15.
    assert pacer.follow("witch", now=105) is True
    assert pacer.wait(105) == 15 and pacer.label(105) == "wait 0:15"
    assert pacer.label(119.5) == "wait 0:01"
    assert pacer.wait(120) == 0 and pacer.label(120) == "0:20"
    # The Witch passes only after 30 s: the next call begins at once.
    pacer.follow("old_hag", now=150)
    assert pacer.wait(150) == 0 and pacer.since == 150
    assert pacer.follow("old_hag", now=151) is False  # the same call goes on
    assert pacer.label(171) == ""  # its minimum is over


def test_without_a_minimum_nothing_waits_and_nothing_is_shown():
    pacer = CallPacer(seconds=0)
    pacer.follow("seer", 1)
    pacer.follow("witch", 2)
    assert pacer.wait(2) == 0 and pacer.label(2) == ""


def test_settings_are_kept_for_the_next_game(tmp_path):
    assert load_settings(tmp_path) == (RoomSettings(), "")
    chosen = RoomSettings(call_seconds=25, speak=True, voice="en-gb", words_per_minute=140)
    save_settings(tmp_path, chosen)
    assert load_settings(tmp_path) == (chosen, "")


@pytest.mark.parametrize("text, says", [
    ("call_seconds = 500\n", "0 to 120 seconds, not 500"),
    ("call_seconds = 'ten'\n", "'call_seconds' must be a whole number"),
    ("speak = 1\n", "'speak' must be true or false"),
    ("voice = 'en gb'\n", "the voice is one word"),
    ("words_per_minute = 20\n", "80 to 400 words a minute"),
    ("pace = 3\n", "unknown setting 'pace'"),
    ("call_seconds = \n", "the defaults are used"),
])
def test_a_bad_settings_file_is_reported_and_the_defaults_used(tmp_path, text, says):
    (tmp_path / "room.toml").write_text(text)
    settings, problem = load_settings(tmp_path)
    assert settings == RoomSettings()
    assert says in problem and "room.toml" in problem and "defaults are used" in problem


def test_settings_that_cannot_be_used_are_not_saved(tmp_path):
    with pytest.raises(RoomSettingsError, match="port"):
        save_settings(tmp_path, RoomSettings(board_port=80))
    assert not (tmp_path / "room.toml").exists()
