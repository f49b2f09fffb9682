"""One notebook, several games (004, Rule Variants — Simultaneous Play Session): the
alternation rule, the banishment vote and the move, bonds across villages, undo."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from village_play import hand_notebook, quiet_dawn, quiet_night

from notepad.engine import events as ev
from notepad.engine.game import RuleViolation
from notepad.villages.moves import MoveRefused
from notepad.villages.notebook import Notebook

FIVE = ["werewolf", "seer", "villager", "villager", "villager"]
SIX = ["werewolf", "seer", "villager", "villager", "villager", "villager"]


def rules(violations) -> list[str]:
    return [v.rule for v in violations]


def test_nights_do_not_happen_simultaneously(tmp_path: Path) -> None:
    """"One Moderator can run several games at once, making sure nights don't happen
    simultaneously": starting a night while another village sleeps is an error the moderator
    may override; the override is kept in that village's log."""
    notebook = hand_notebook(tmp_path / "n.jsonl", FIVE, SIX)
    first, second = notebook.villages
    first.game.record(ev.NightFalls())
    refused = second.game.check(ev.NightFalls())
    assert rules(refused) == ["nights-alternate"] and refused[0].overridable
    assert "Village 1 is still at night" in refused[0].message
    with pytest.raises(RuleViolation):
        second.game.record(ev.NightFalls())
    second.game.record(ev.NightFalls(), override="the first village is asleep already")
    assert second.state.overrides[0].rules == ["nights-alternate"]
    log = (tmp_path / "n-villages" / "village-2.jsonl").read_text().splitlines()
    assert json.loads(log[-1])["override"]["rules"] == ["nights-alternate"]


def test_a_banished_player_moves_at_once_by_day(tmp_path: Path) -> None:
    """"The banished player immediately moves to another village": a newcomer takes the next
    seat there, with their role, and the village left shows no card."""
    notebook = hand_notebook(tmp_path / "n.jsonl", FIVE, SIX)
    first, second = notebook.villages
    quiet_night(first)
    quiet_night(second)
    assert notebook.move("A2", 2) == []
    seer = second.state.players[7]
    assert (seer.name, seer.role, seer.alive) == ("A2", "seer", True)
    left = first.state.players[2]
    assert left.died is not None and left.died.left and left.died.revealed == ""
    # Issue 32, item 8: the move's own word ("banished" is the Old Hag's)
    assert left.died.cause == "moved to Village 2"
    transfer = notebook.transfers[0]
    assert (transfer.line.when, transfer.line.arrives) == ("day 1", "at once")
    assert notebook.arrived(transfer) == "day 1"
    assert notebook.locate("A2").village == 2  # type: ignore[union-attr]


def banished_into_the_night(tmp_path: Path) -> Notebook:
    """Village 1 by day banishes A3 into village 2, which is at night."""
    notebook = hand_notebook(tmp_path / "n.jsonl", FIVE, SIX)
    first, second = notebook.villages
    quiet_night(first)
    second.game.record(ev.NightFalls())
    notebook.move("A3", 2)
    return notebook


def test_into_a_village_at_night_the_player_arrives_the_next_day(tmp_path: Path) -> None:
    """"(or arrives there the following 'day,' if it's currently night there)"."""
    notebook = banished_into_the_night(tmp_path)
    second = notebook.villages[1]
    assert notebook.locate("A3").travelling == 2  # type: ignore[union-attr]
    assert notebook.transfers[0].line.arrives == "next day"
    assert all(7 not in c.seats for c in second.game.night_script())
    quiet_dawn(second)
    assert notebook.arrived(notebook.transfers[0]) == "day 1"
    assert second.state.players[7].name == "A3" and second.state.players[7].alive
    assert any("A3 arrives in Village 2" in note for note in notebook.notes)


def test_what_a_move_must_respect(tmp_path: Path) -> None:
    notebook = hand_notebook(tmp_path / "n.jsonl", FIVE, SIX, FIVE)
    first, second, third = notebook.villages
    assert rules(notebook.check_move("A3", 2)) == ["banish-by-day"]  # still the setup
    quiet_night(first)
    quiet_night(second)
    assert rules(notebook.check_move("Nobody", 2)) == ["unknown-player"]
    assert "did you mean" in notebook.check_move("A33", 2)[0].message
    assert rules(notebook.check_move("A3", 1)) == ["same-village"]
    assert rules(notebook.check_move("A3", 4)) == ["unknown-village"]
    notebook.move("A3", 2)
    assert rules(notebook.check_move("A4", 3)) == ["banish-once"]
    with pytest.raises(MoveRefused):
        notebook.move("A4", 3)
    notebook.move("A4", 3, override="two banished: the village insisted")
    assert json.loads((tmp_path / "n.jsonl").read_text().splitlines()[-1])["override"] == {
        "reason": "two banished: the village insisted", "rules": ["banish-once"]}
    # Village 2 has not banished: the accusation is overridden (banish-first).
    second.game.record(ev.Nominate(nominee=2, by=[3, 4]), override="the table accuses first")
    found = rules(notebook.check_move("B3", 1))
    assert found == ["banish-before-accusing"]
    second.game.record(ev.Death(target=5, cause="executed"))
    assert rules(notebook.check_move("B5", 1)) == ["dead-target"]


def test_the_village_banishes_before_it_accuses(tmp_path: Path) -> None:
    """"Before anyone can be accused, each village votes to banish one player" (Ultimate,
    Rule Variants — Simultaneous Play Session: Banishing a Player): an accusation before the
    day's banishment is refused, with the override for a table that decides otherwise."""
    notebook = hand_notebook(tmp_path / "n.jsonl", FIVE, SIX)
    first, second = notebook.villages
    quiet_night(first)
    warned = first.game.check(ev.Nominate(nominee=3, by=[4, 5]))
    assert rules(warned) == ["banish-first"] and warned[0].severity == "error"
    assert warned[0].overridable
    notebook.move("A3", 2, override="the second village has not slept yet")
    assert rules(first.game.check(ev.Nominate(nominee=4, by=[1, 5]))) == []


def test_the_old_hags_banished_player_takes_part_in_nothing(tmp_path: Path) -> None:
    """"That player leaves the village for the entire following day. They don't take part in
    discussions, the execution vote, or anything else that happens" (Role Cards — Old Hag)."""
    notebook = hand_notebook(tmp_path / "n.jsonl", ["werewolf", "old_hag", "seer",
                                                    "villager", "villager"], SIX)
    first, second = notebook.villages
    quiet_night(second)
    first.game.record(ev.NightFalls())
    first.game.record(ev.Passed(role="werewolf"))
    first.game.record(ev.Passed(role="seer"))
    first.game.record(ev.Banish(target=4))
    first.game.record(ev.Dawn())
    assert rules(notebook.check_move("A4", 2)) == ["banished"]


def test_a_move_is_taken_back_whole(tmp_path: Path) -> None:
    """Undo in either village takes the move back on both sides while nothing came after."""
    path = tmp_path / "n.jsonl"
    notebook = hand_notebook(path, FIVE, SIX)
    first, second = notebook.villages
    quiet_night(first)
    quiet_night(second)
    notebook.move("A3", 2)
    assert second.game.undo() == 1
    assert first.state.players[3].alive and 7 not in second.state.players
    assert notebook.locate("A3").village == 1  # type: ignore[union-attr]
    assert json.loads(path.read_text().splitlines()[-1]) == {"type": "cancel", "transfer": 1}
    notebook.move("A3", 2)
    second.game.record(ev.Nominate(nominee=7, by=[1, 2]), override="no banishment today")
    assert first.game.undo() == 0
    assert "Village 2 has recorded more since" in notebook.notes[-1]
    notebook.close()
    again, _ = Notebook.open(path)
    assert [t.cancelled for t in again.transfers] == [True, False]
    assert again.locate("A3").village == 2  # type: ignore[union-attr]


def test_undoing_the_dawn_sends_a_newcomer_back_on_the_way(tmp_path: Path) -> None:
    notebook = banished_into_the_night(tmp_path)
    second = notebook.villages[1]
    quiet_dawn(second)
    assert second.game.undo() == 1
    assert second.state.phase == "night"
    assert notebook.locate("A3").travelling == 2  # type: ignore[union-attr]
    assert second.game.redo() == 1
    assert notebook.locate("A3").village == 2  # type: ignore[union-attr]


def lover_moved_away(tmp_path: Path):
    """Two villages; Cupid's Lovers are seats 4 and 5 of the first, and seat 4 has moved to
    the second (Rule Variants — Simultaneous Play Session: Banishing a Player)."""
    notebook = hand_notebook(tmp_path / "n.jsonl", ["werewolf", "cupid", "seer", "villager",
                                                    "villager", "villager"], SIX)
    first, second = notebook.villages
    first.game.record(ev.NightFalls())
    first.game.record(ev.LoversChosen(targets=[4, 5]))
    first.game.record(ev.Passed(role="seer"))
    first.game.record(ev.Dawn())
    quiet_night(second)
    notebook.move("A4", 2)
    return notebook


def test_a_lover_dies_of_grief_in_another_village(tmp_path: Path) -> None:
    """"If one dies, the other dies of grief" (Role Cards — Lovers): the Lover left behind
    dies when the one who moved away dies; undoing that death takes the grief back."""
    notebook = lover_moved_away(tmp_path)
    first, second = notebook.villages
    assert first.state.players[5].alive
    second.game.record(ev.Death(target=7, cause="executed"))
    grieving = first.state.players[5]
    assert not grieving.alive and grieving.died is not None
    assert grieving.died.cause == "lover's grief" and grieving.died.chain == [4]
    assert any("hears that A4 died in Village 2" in n for n in notebook.notes)
    assert second.game.undo() == 1
    assert first.state.players[5].alive and first.state.players[4].away


def test_lovers_who_both_moved_away_still_grieve(tmp_path: Path) -> None:
    """Lovers in two other villages than Cupid's: the notebook records the grief where the
    survivor is now."""
    notebook = hand_notebook(tmp_path / "n.jsonl", ["werewolf", "cupid", "seer", "villager",
                                                    "villager", "villager", "villager"],
                             SIX, SIX)
    first, second, third = notebook.villages
    first.game.record(ev.NightFalls())
    first.game.record(ev.LoversChosen(targets=[4, 5]))
    first.game.record(ev.Passed(role="seer"))
    first.game.record(ev.Dawn())
    quiet_night(second)
    quiet_night(third)
    notebook.move("A4", 2)
    notebook.move("A5", 3, override="a second banishment, for the test")
    second.game.record(ev.Death(target=7, cause="executed"))
    survivor = third.state.players[7]
    assert survivor.name == "A5" and not survivor.alive and survivor.died is not None
    assert survivor.died.cause == "lover's grief (A4 died in Village 2)"
    assert any("A5 dies of lover's grief" in n for n in notebook.notes)
    assert not first.state.players[4].away and not first.state.players[5].away


def test_a_crash_between_the_notebook_and_the_logs_is_finished_on_opening(
        tmp_path: Path) -> None:
    path = tmp_path / "n.jsonl"
    notebook = hand_notebook(path, FIVE, SIX)
    first, second = notebook.villages
    quiet_night(first)
    quiet_night(second)
    notebook.close()
    with path.open("a") as stream:  # the line was written, then the power went
        stream.write('{"type":"transfer","player":"A3","from":1,"to":2,"when":"day 1"}\n')
    again, _ = Notebook.open(path, resume=True)
    assert again.locate("A3").village == 2  # type: ignore[union-attr]
    assert again.villages[0].state.players[3].died.left  # type: ignore[union-attr]
    again.close()
    with path.open("a") as stream:  # the cancel was written, the undo never happened
        stream.write('{"type":"cancel","transfer":1}\n')
    third, _ = Notebook.open(path, resume=True)
    assert third.locate("A3").village == 1  # type: ignore[union-attr]
    assert 7 not in third.villages[1].state.players
    third.close()


def test_a_notebook_open_in_one_window_is_locked_for_another(tmp_path: Path) -> None:
    from notepad.engine.log.session import LogLocked

    path = tmp_path / "n.jsonl"
    notebook = hand_notebook(path, FIVE, SIX)
    with pytest.raises(LogLocked):
        Notebook.open(path, resume=True)
    follow, _ = Notebook.open(path, read_only=True)
    with pytest.raises(OSError):
        follow.villages[0].game.record(ev.NightFalls())
    notebook.close()
    again, _ = Notebook.open(path, resume=True)
    again.close()


def test_a_correction_reaches_the_bonds_in_the_other_villages(tmp_path: Path) -> None:
    """"If one dies, the other dies of grief" (Role Cards — Lovers), wherever the two are
    (docs/villages.md). A correction in the log (F8) that kills a Lover who moved away makes
    the one left behind grieve; taken back, the grief goes. Corrections did neither: the
    notebook heard only of records and undos (a villages trial)."""
    from notepad.engine.corrections import Correction, CorrectionError

    notebook = lover_moved_away(tmp_path)
    first, second = notebook.villages
    execution = ev.Death(target=6, cause="executed")
    second.game.record(execution)
    assert first.state.players[5].alive
    at = len(second.game.events)
    second.game.correct(Correction(action="change", at=at, original=execution,
                                   event=ev.Death(target=7, cause="executed"),
                                   reason="the hands were for A4"))
    assert not second.state.players[7].alive  # A4 sits in seat 7 of Village 2
    grieving = first.state.players[5]
    assert not grieving.alive and grieving.died is not None
    assert grieving.died.cause == "lover's grief" and grieving.died.chain == [4]
    second.game.correct(Correction(action="remove", at=at, original=second.game.events[at - 1],
                                   reason="nobody was executed"))
    assert second.state.players[7].alive and first.state.players[5].alive
    leaving = next(n for n, e in enumerate(first.game.events, 1)
                   if isinstance(e, ev.Death) and e.kind == "left")
    with pytest.raises(CorrectionError, match="A4's move to Village 2"):
        first.game.correct(Correction(action="remove", at=leaving,
                                      original=first.game.events[leaving - 1], reason="no"))
    assert first.state.players[4].away


def test_no_vote_elsewhere_while_a_night_is_seen_through(tmp_path: Path) -> None:
    """Ultimate, Rule Variants — Simultaneous Play Session, Alternating Votes/Nights: "tell
    the villagers they can't vote until you return … If a village votes to execute someone,
    transition that village into the night phase, see it through to the end, and then move
    on to the next village": while one village's night is under way, a vote or an accusation
    in another is refused (the moderator may override it)."""
    notebook = hand_notebook(tmp_path / "n.jsonl", FIVE, SIX)
    first, second = notebook.villages
    quiet_night(first)
    quiet_night(second)
    notebook.move("A3", 2)
    notebook.move("B4", 1)
    first.game.record(ev.NightFalls())  # no execution: "the village falls asleep"
    assert first.state.phase == "night" and second.state.phase == "day"
    refused = second.game.check(ev.Nominate(nominee=2, by=[3, 5]))
    assert "night-elsewhere" in rules(refused)
    found = next(v for v in refused if v.rule == "night-elsewhere")
    assert found.severity == "error" and found.overridable
    assert "Village 1" in found.message
