"""The dawn's words are composed when first read, not at dawn (issue 33: the simulator plays
thousands of games a second and reads none of them). Read later, after more events, they say
what the dawn said; read in German, they are German; a copy or a pickle says the same."""

from __future__ import annotations

import pickle

import pytest
from engine_helpers import dealt_game
from scenario_play import played_scenario

from notepad.engine import events as ev
from notepad.engine.apply import apply
from notepad.engine.night_and_day import DawnReport
from notepad.engine.snapshot import clone
from notepad.engine.state import GameState, new_state
from notepad.language import speaking


def _words(state: GameState) -> tuple[list[str], list[str], list[str]]:
    report = state.last_report
    assert report is not None
    return list(report.announce), list(report.moderator), state.last_dawn


def _said(report: DawnReport | None) -> tuple[list[str], list[str], list[str]]:
    assert report is not None
    report.compose()
    return list(report.announce), list(report.moderator), report.lines()


@pytest.mark.parametrize(("scenario_id", "seed"), [("overpopulated-village", 3),
                                                   ("overpopulated-village", 8),
                                                   ("vampire-village", 2)])
def test_read_at_the_next_night_the_words_are_the_dawns(scenario_id: str, seed: int) -> None:
    """One replay reads each dawn's words at once, another only when the next night falls
    (the Hunter has shot, the dead have been executed, the silenced have spoken again)."""
    game = played_scenario(scenario_id, [], seed)
    at_once, later = new_state(game.setup, game.roles), new_state(game.setup, game.roles)
    heard: list[tuple[list[str], list[str], list[str]]] = []
    read_later: list[tuple[list[str], list[str], list[str]]] = []
    copies: list[DawnReport | None] = []
    for event in game.events:
        if isinstance(event, ev.NightFalls) and later.dawn is not None:
            read_later.append(_words(later))
        apply(at_once, event)
        apply(later, event)
        if isinstance(event, ev.Dawn):
            assert later.dawn is not None and later.dawn.said_in == ""  # nothing composed
            heard.append(_words(at_once))
            copies.append(clone(later).dawn)
            copies.append(pickle.loads(pickle.dumps(later.dawn)))
    if later.dawn is not None and len(read_later) < len(heard):
        read_later.append(_words(later))
    assert heard and read_later == heard
    assert [_said(copy) for copy in copies] == [words for words in heard for _ in (1, 2)]


def test_the_poisoned_hunters_shot_is_still_told_after_it_was_fired() -> None:
    """Werwölfe, Hunter: the shot comes "right after their death is announced": the dawn's
    words keep it where it was told, though the shot has been fired since."""
    cards = ["werewolf", "werewolf", "witch", "hunter", "seer", "villager", "villager",
             "villager"]
    games = [dealt_game("werwoelfe", cards) for _ in range(2)]
    for game in games:
        game.record(ev.NightFalls())
        game.record(ev.PackKill(targets=[6]))
        game.record(ev.Potions(kill=4))
        game.record(ev.Dawn())
    told, untold = games
    heard = list(told.dawn_report.announce)  # type: ignore[union-attr]
    untold.record(ev.HunterShot(target=7))
    assert untold.state.pending_shots == []
    assert untold.dawn_report.announce == heard  # type: ignore[union-attr]
    assert any("Dieter (Hunter) shoots now" in line for line in heard)


def test_the_words_are_said_in_the_language_spoken_when_read() -> None:
    """A dawn recorded while English is spoken, read in German: German (the catalogue's
    words; the card as Role.name_de), and in English again once English is spoken."""
    game = dealt_game("werwoelfe", ["werewolf", "witch", "seer", "villager", "villager"])
    game.record(ev.NightFalls())
    game.record(ev.PackKill(role="werewolf", targets=[4]))
    game.record(ev.Potions(role="witch", kill=5))
    game.record(ev.Dawn())
    names = game.state.players
    with speaking("de"):
        german = list(game.dawn_report.announce)  # type: ignore[union-attr]
        explained = game.state.last_dawn
    english = list(game.dawn_report.announce)  # type: ignore[union-attr]
    assert german[0].startswith(f"{names[5].name} wurde vergiftet")
    assert german[1].startswith(f"{names[4].name} wurde von den Werwölfen gefressen")
    assert english[0].startswith(f"{names[5].name} was poisoned")
    assert explained != game.state.last_dawn  # the lines too are said when read


def test_a_preview_has_no_words() -> None:
    """The dawn screen's preview works the night out and tells nothing (Game.preview_dawn)."""
    game = dealt_game("werwoelfe", ["werewolf", "witch", "seer", "villager", "villager"])
    game.record(ev.NightFalls())
    game.record(ev.PackKill(role="werewolf", targets=[4]))
    preview = game.preview_dawn()
    preview.compose()
    assert preview.deaths and preview.announce == []
