"""A banished player's move: they leave their village and arrive in another, at once or at its
next day (Ultimate, Rule Variants — Simultaneous Play Session: "The banished player
immediately moves to another village (or arrives there the following 'day,' if it's currently
night there)").

The notebook's transfer line (book.py) is written first, then the leaving in the village left;
the arrival is recorded when it is due (`deliver_due`, after every action)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from notepad.engine import events as ev
from notepad.engine.game import RuleViolation
from notepad.engine.records import to_plain
from notepad.engine.validator import Violation, errors
from notepad.villages.book import Transfer, TransferLine, transfer_json
from notepad.villages.marks import carried
from notepad.villages.village import Village, record_alone

if TYPE_CHECKING:
    from notepad.villages.notebook import Notebook


def moved_to(village: str) -> str:
    """The cause the village left records, "moved to Village 2": the rulebook's word for the
    move ("The banished player immediately moves to another village"), where "banished to
    Village 2" read as the Old Hag's banishment beside it on one screen (issue 32; "banished" is
    the Old Hag's: Role Cards — Old Hag). A log written before keeps its "banished to …"."""
    return f"moved to {village}"


class MoveRefused(Exception):
    """The move breaks a rule and no override reason was given (or it cannot be made)."""

    def __init__(self, violations: list[Violation]) -> None:
        self.violations = violations
        super().__init__("not moved: " + "; ".join(str(v) for v in violations))


def move(notebook: Notebook, name: str, target: int,
         override: str | None = None) -> list[Violation]:
    """The banished player leaves their village and joins `target` at once, or at its
    next day if it is night there. The notebook's line is written first."""
    found = notebook.check_move(name, target)
    blocking = errors(found)
    hard = [v for v in blocking if not v.overridable]
    if hard or (blocking and not override):
        raise MoveRefused(hard or blocking)
    where = notebook.locate(name)
    assert where is not None and where.village is not None
    source, goal = notebook.villages[where.village - 1], notebook.villages[target - 1]
    next_day = goal.phase == "night"
    role, dealt, marks = carried(source.state, where.seat, next_day)
    line = TransferLine(
        player=name, source=source.number, target=goal.number, when=source.state.when,
        arrives="next day" if next_day else "at once", role=role,
        dealt=dealt if dealt != role else None, marks=marks,
        override=ev.Override(reason=override, rules=[v.rule for v in blocking])
        if blocking and override else None)
    notebook.write_line(transfer_json(line))
    transfer = Transfer(len(notebook.transfers) + 1, line)
    notebook.transfers.append(transfer)
    if next_day:
        notebook.notes.append(f"{name} is on the way: it is night in {goal.name}, so they "
                              "arrive at its next day")
    try:
        record_alone(source, ev.Death(target=where.seat, cause=moved_to(goal.name), kind="left"))
    except BaseException:
        notebook.transfers.pop()
        assert notebook.log is not None
        notebook.log.take_back()
        raise
    notebook.after(source)
    return found


def deliver_due(notebook: Notebook) -> None:
    """Every arrival that is due: at once, or the target village's day has come."""
    for transfer in notebook.pending():
        goal = notebook.villages[transfer.target - 1]
        if transfer.line.arrives == "next day" and goal.phase != "day":
            continue
        if goal.phase == "ended":
            continue  # overview.py says the player could not arrive
        _deliver(notebook, transfer, goal)


def _deliver(notebook: Notebook, transfer: Transfer, goal: Village) -> None:
    source = notebook.villages[transfer.source - 1]
    line = transfer.line
    old = next(p for p in source.state.players.values() if p.name == line.player)
    if line.role is None:  # a transfer typed by hand: what the village left shows
        role, dealt, marks = carried(source.state, old.seat, line.arrives == "next day")
    else:
        role, dealt, marks = line.role, line.dealt or line.role, to_plain(line.marks)
    lover = notebook.locate(marks.lover_name) if marks.lover_name else None
    if lover is not None and lover.village == goal.number and not lover.dead:
        marks = marks.model_copy(update={"lover": lover.seat})
    players = goal.state.players
    seat = next((p.seat for p in players.values() if p.name == line.player),
                max(players) + 1)
    arrival = ev.Arrival(seat=seat, name=line.player, role=role,
                         dealt=dealt if dealt != role else None, came_from=source.name,
                         transfer=transfer.number, marks=marks)
    reason = line.override.reason if line.override else None
    try:
        record_alone(goal, arrival, reason or "the move was recorded by the notebook")
    except RuleViolation as refused:
        notebook.notes.append(f"{line.player} cannot arrive in {goal.name}: {refused}")
        return
    when = "" if line.arrives == "at once" else " (it is day there now)"
    notebook.notes.append(f"{line.player} arrives in {goal.name}{when}: seat {seat}")
