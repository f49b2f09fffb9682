"""Issue 16, done when: 68 players in 3 villages played through the engine to a winner in
every village, with transfers (one into a village at night), and `replay` of the notebook
gives the same (004, Rule Variants — Simultaneous Play Session)."""

from __future__ import annotations

import json
import random
from pathlib import Path

from village_play import banish, finish_night, make_notebook, play_day, start_night

from notepad.cli import main
from notepad.engine import events as ev
from notepad.villages.notebook import Notebook
from notepad.villages.replay import notebook_summary


def play(path: Path, seed: int) -> Notebook:
    """The moderator goes round the villages: a night seen through to its dawn; while the
    next village sleeps, the village that woke discusses, and then it holds its banishment
    vote and its vote. Once, its banished player goes into the village at night."""
    rng = random.Random(seed)
    notebook = make_notebook(path, 68, 3, seed)
    into_night = False
    waiting = None
    for _ in range(80):
        open_villages = [v for v in notebook.villages if v.phase != "ended"]
        if not open_villages:
            return notebook
        for village in open_villages:
            if village.phase == "ended":
                continue
            start_night(village, rng)
            if not into_night and waiting is not None and waiting.phase == "day" and \
                    village.phase == "night":
                # "(or arrives there the following 'day,' if it's currently night there)"
                # One the Old Hag has not banished for the day: "They don't take part in …
                # anything else that happens" (Role Cards — Old Hag), a move neither.
                mover = next(p for p in waiting.state.living()
                             if p.banished_day != waiting.state.number)
                notebook.move(mover.name, village.number)
                into_night = notebook.transfers[-1].line.arrives == "next day"
            if village.phase == "night":
                finish_night(village, rng)
            if waiting is not None and waiting.phase == "day":
                if notebook.banished_today(waiting) is None:
                    banish(notebook, waiting, rng)
                play_day(waiting, rng)
            waiting = village if village.phase == "day" else None
    raise AssertionError("the villages did not all end")


def test_sixty_eight_players_in_three_villages_to_a_winner_each(tmp_path: Path,
                                                                 capsys) -> None:
    path = tmp_path / "group.jsonl"
    notebook = play(path, seed=16)
    live = notebook_summary(notebook)
    transfers = [t for t in notebook.transfers if not t.cancelled]
    assert len(transfers) >= 2
    at_night = [t for t in transfers if t.line.arrives == "next day"]
    assert at_night and all(notebook.arrived(t) for t in at_night)
    assert all(v.state.winners for v in notebook.villages)
    # Every player of the group is in exactly one village now (alive or dead there).
    present = [p.name for v in notebook.villages for p in v.state.players.values()
               if not (p.died is not None and p.died.left)]
    assert len(present) == len(set(present)) == 68
    for village in notebook.villages:
        # Win checks count the players where they are now: nobody who moved on wins here.
        for seat in village.state.winning_seats:
            died = village.state.players[seat].died
            assert died is None or not died.left
        arrived = [e for e in village.game.events if isinstance(e, ev.Arrival)]
        left = [e for e in village.game.events if isinstance(e, ev.Death) and e.kind == "left"]
        assert len(arrived) == sum(1 for t in transfers if t.target == village.number)
        assert len(left) == sum(1 for t in transfers if t.source == village.number)
    notebook.close()
    again, warnings = Notebook.open(path)
    assert warnings == [] and notebook_summary(again) == live
    assert main(["replay", str(path), "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert [v.pop("unoverridden") for v in printed["villages"]] == [[], [], []]
    assert printed["villages"] == live["villages"]
    assert printed["transfers"] == live["transfers"]
    assert {t["player"] for t in printed["transfers"]} == {t.player for t in transfers}
    assert all(t["arrived"] for t in printed["transfers"])
