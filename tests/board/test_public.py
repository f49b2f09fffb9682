"""The public state's words (notepad/board/public.py): the day's accusations and hands, the
timer, the dawn, the winners — each as the table sees it."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tui"))

from view_games import ended_game, mid_game  # noqa: E402

from notepad.board.public import public_state  # noqa: E402
from notepad.engine import events as ev  # noqa: E402
from notepad.engine.day.timer import DayClock  # noqa: E402
from notepad.table.public_words import timer_words  # noqa: E402


def test_accusations_show_accusers_and_the_hands_as_counted():
    """Werwölfe/Ultimate open vote: the accuser and seconder, then the thumbs the table saw
    (Ultimate, The First Day). The Fool's or Pacifist's forced vote is not applied here: the
    engine's count would show who holds those cards (Role Cards — Fool, Pacifist)."""
    game = mid_game()
    game.record(ev.Nominate(nominee=5, by=[6, 7]))
    game.record(ev.Vote(nominee=5, execute=[6, 7], spare=[1, 3, 5, 10]))
    game.record(ev.Nominate(nominee=10, by=[1]))
    public = public_state(game, now=0)
    assert public["accusations"] == [
        {"seat": 5, "name": "Emma", "by": ["Felix", "Greta"],
         "votes": "2 to execute, 4 to spare", "vouched_by": [],
         "line": " 5  Emma — accused by Felix, Greta: 2 to execute, 4 to spare"},
        {"seat": 10, "name": "Jonas", "by": ["Anna"], "votes": "", "vouched_by": [],
         "line": "10  Jonas — accused by Anna"},
    ]
    game.record(ev.NightFalls())
    assert public_state(game, now=0)["accusations"] == []  # a new day starts with none


def test_a_secret_ballot_shows_totals_never_who_named_whom():
    """Rule Variants — Accusation and Voting, Secret Ballot: only how many named each."""
    game = mid_game()
    game.record(ev.Ballot(votes={1: 5, 6: 5, 3: 10, 5: 1}))
    entries = public_state(game, now=0)["accusations"]
    assert [(e["name"], e["votes"]) for e in entries] == [
        ("Anna", "1 vote"), ("Emma", "2 votes"), ("Jonas", "1 vote")]


def test_the_timer_counts_down_from_the_clock_in_the_log():
    game = mid_game()
    assert public_state(game, now=100)["timer"] is None  # not started today
    game.set_clock(DayClock(day=2, running=True, left=300, at=100))
    timer = public_state(game, now=130)["timer"]
    assert timer == {"running": True, "left": 270.0, "warning": 60}
    assert timer_words(timer) == "4:30"
    assert timer_words(public_state(game, now=345.5)["timer"]) == "0:55 — dusk is falling"
    assert timer_words(public_state(game, now=401)["timer"]) == "Dusk has fallen"
    game.set_clock(DayClock(day=2, running=False, left=200, at=150))
    assert timer_words(public_state(game, now=900)["timer"]) == "3:20 (paused)"
    game.record(ev.NightFalls())
    assert public_state(game, now=900)["timer"] is None  # yesterday's clock is not tonight's


def test_dawn_names_the_night_dead_with_what_the_variant_shows():
    """Rule Variants — Role Reveal: the team only, under reveal-team; never the cause."""
    assert public_state(mid_game("reveal-team"), now=0)["dawn"] == [
        "Ida died — Villagers", "Karla died — Villagers", "Lukas died — Villagers"]
    assert public_state(mid_game("reveal-none"), now=0)["dawn"] == [
        "Ida died", "Karla died", "Lukas died"]


def test_the_end_names_the_winners():
    public = public_state(ended_game(), now=0)
    assert public["title"] == "The game is over"
    assert public["winners"]["teams"] == ["Villagers"]
    assert {"seat": 2, "name": "Ben"} in public["winners"]["players"]
    assert public["notices"][0].startswith("Winners: Villagers — Ben, Clara, Emma")
