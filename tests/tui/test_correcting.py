"""The log screen's corrections, headless (notepad/table/correcting.py; issue 18): an event is
changed by typing it again as at its call, read by the game screen's parsers
(notepad/table/commands.py) in the state it was recorded in."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from notepad.engine import events as ev
from notepad.table.commands import ActionError
from notepad.table.correcting import entry_form, typed_form

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "engine"))

from correction_games import big_village, guarded_village, number_of  # noqa: E402


@pytest.mark.parametrize("make", [big_village, guarded_village])
def test_every_typed_event_reads_back_from_its_entry(make) -> None:  # noqa: ANN001
    """What the change dialog starts from is what was typed at the call: read again in the
    state the event was recorded in, it gives the very event back."""
    game = make()
    read = 0
    for number, event in enumerate(game.events, start=1):
        form = entry_form(game, number, "change")
        if isinstance(form, str):
            assert typed_form(event) is None or "remove it" in form
            continue
        again = form.parse(form.text)
        assert again == event.model_copy(update={"override": None}), (number, form.text)
        read += 1
    assert read >= len(game.events) // 2


def test_an_entry_is_read_in_the_state_it_was_recorded_in() -> None:
    """Night 2's victim is typed again on day 4: the seat named is read against night 2 (a
    name is picked among those then alive), and a typing mistake says how to write it."""
    game = big_village()
    kill = next(n for n, e in enumerate(game.events, 1) if isinstance(e, ev.PackKill))
    form = entry_form(game, kill, "change")
    assert not isinstance(form, str)
    assert form.state.when == "night 2" and form.kind == "kill"
    assert form.parse("30") == ev.PackKill(targets=[30])
    with pytest.raises(ActionError, match="no player with seat '99'"):
        form.parse("99")


def test_an_insertion_at_night_picks_the_forgotten_call() -> None:
    game = guarded_village(forgotten=True)
    dawn = len(game.events)
    form = entry_form(game, dawn, "insert")
    assert not isinstance(form, str)
    assert form.call is not None and form.call.role == "bodyguard"  # the one not recorded
    assert "recorded at this point" in form.call_line(form.calls[1])
    assert form.parse("6") == ev.Protect(role="bodyguard", target=6)
    assert form.choose("seer") == "the Seer call has nothing left to record at this point"


def test_what_cannot_be_typed_says_what_to_do() -> None:
    game = guarded_village()
    assert entry_form(game, 1, "change") == ("a cards dealt event has no entry to change: "
                                             "remove it (x) or insert before it (i)")
    assert entry_form(game, 2, "insert") == ("nothing is recorded before the first night: "
                                             "insert before a later event")


def test_an_insertion_into_a_night_whose_calls_are_all_recorded_says_so() -> None:
    """Ultimate, Moderator's Guide — Moderator Mistakes. A trial inserted before night 1's
    dawn, where every call was recorded: typing '3' was refused with 'pick the call first
    (Up/Down, Enter)', Up/Down in the entry line moved nothing, and each call picked had
    nothing left to record. The refusal says what is left to do."""
    game = guarded_village()
    dawn = number_of(game, "dawn")
    form = entry_form(game, dawn, "insert")
    assert not isinstance(form, str) and form.call is None and form.calls
    with pytest.raises(ActionError) as refused:
        form.parse("3")
    assert str(refused.value) == (
        "every call of this night is recorded before this point: to change one, pick its "
        "event in the log and press c; here only a command of any time (dice, death …) can "
        "be inserted")
    assert isinstance(form.parse("death 3 left"), ev.Death)


def test_a_victim_changed_keeps_the_packs_seconds() -> None:
    """Role Cards — Werewolf: "If the Werewolves take more than a minute to choose a victim …
    the hunt is called off"; the seconds are logged with the kill. A trial changed night 2's
    victim from Dora to Ben and the corrected kill had lost its 2.4 s."""
    game = guarded_village()
    kill = number_of(game, "pack_kill")
    original = game.events[kill - 1]
    game.events[kill - 1] = original.model_copy(update={"elapsed": 42.5})
    form = entry_form(game, kill, "change")
    assert not isinstance(form, str)
    typed = form.parse("3")
    assert typed.elapsed is None  # typed again, the entry has no clock
    correction = form.correction(typed, "the pack pointed at seat 3")
    assert correction.event == ev.PackKill(targets=[3], elapsed=42.5)
