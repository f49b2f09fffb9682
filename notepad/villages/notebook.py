"""One notebook, several games: the villages of one group, each a full game with its own
session log, and the players who move between them.

    notebook = Notebook.create(path, setups, deals)      # or Notebook.open(path, resume=True)
    village = notebook.villages[0]
    village.game.record(ev.NightFalls())                  # the engine's Game, with the
    notebook.move("Ann", 2)                               # notebook's rules and bonds added
    notebook.close()

Every village's game is a VillageGame: the engine's Game whose `check` adds the notebook's
rules (nights alternate, banish before accusing: rules.py) and whose `record`, `undo` and
`redo` let the notebook do what follows in the other villages (an arrival due, a Lover's grief:
bonds.py). The notebook file (book.py) is written first, then the villages' logs; opening it
again finishes what a crash cut off (`reconcile`).
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path

from notepad.engine import events as ev
from notepad.engine.corrections import Correction, CorrectionError, Preview
from notepad.engine.game import Game, RuleViolation
from notepad.engine.log.replay import Unoverridden, load_game
from notepad.engine.log.session import LogError, ReadOnlyLog, SessionLogWriter
from notepad.engine.log.writer import SessionLog
from notepad.engine.records import to_plain
from notepad.engine.setup import GameSetup
from notepad.engine.state import GameState
from notepad.engine.validator import Violation, errors
from notepad.villages import bonds
from notepad.villages.book import (
    NotebookFile,
    Transfer,
    TransferLine,
    VillageEntry,
    header_line,
    read_notebook,
    transfer_json,
)
from notepad.villages.marks import carried
from notepad.villages.rules import action_rules, move_rules


class MoveRefused(Exception):
    """The move breaks a rule and no override reason was given (or it cannot be made)."""

    def __init__(self, violations: list[Violation]) -> None:
        self.violations = violations
        super().__init__("not moved: " + "; ".join(str(v) for v in violations))


class VillageGame(Game):
    """The engine's Game for one village of a notebook (see the module's docstring)."""

    notebook: Notebook
    village: Village

    def check(self, action: ev.Event) -> list[Violation]:
        return super().check(action) + action_rules(self.notebook, self.village, action)

    def record(self, action: ev.Event, override: str | None = None) -> list[Violation]:
        found = super().record(action, override)
        self.notebook.after(self.village)
        return found

    def correct(self, correction: Correction) -> Preview:
        """A correction leaves the notebook's moves alone (Notebook.untouchable); a death it
        brings reaches its bonds in the other villages, and a bond event it leaves without
        its death goes (while it is the last event there), as after a record or an undo."""
        touched = ([correction.at] if correction.action != "insert" else []) + \
            list(correction.dropped)
        why = self.notebook.untouchable(self.village, touched)
        if why:
            raise CorrectionError(why)
        preview = super().correct(correction)
        self.notebook.unsettle()
        self.notebook.after(self.village)
        return preview

    def undo(self, steps: int = 1) -> int:
        return self.notebook.undo(self.village, steps)

    def redo(self, steps: int = 1) -> int:
        done = super().redo(steps)
        if done:
            self.notebook.after(self.village)
        return done


@dataclass
class Village:
    number: int  # 1 … V
    name: str
    game: VillageGame

    @property
    def state(self) -> GameState:
        return self.game.state

    @property
    def phase(self) -> str:
        return self.game.state.phase

    def names(self) -> list[str]:
        return [p.name for p in self.state.players.values()]


@dataclass(frozen=True)
class Location:
    """Where a player of the group is: a village and seat (alive or dead), or on the way."""

    village: int | None
    seat: int = 0
    dead: bool = False
    travelling: int = 0  # the village they will arrive in


def _adopt(game: Game, notebook: Notebook, number: int, name: str) -> Village:
    game.__class__ = VillageGame  # the same object, with the notebook's hooks
    assert isinstance(game, VillageGame)
    village = Village(number, name, game)
    game.notebook, game.village = notebook, village
    return village


class Notebook:
    def __init__(self, book: NotebookFile, log: SessionLog | None) -> None:
        self.path = book.path
        self.book = book
        self.log = log
        self.villages: list[Village] = []
        self.transfers: list[Transfer] = book.transfers
        self.notes: list[str] = []  # what the notebook did on its own, for the moderator
        self.last = 0  # the village the moderator worked in last (0: none yet)

    @property
    def edition(self) -> str:
        return self.book.header.edition

    @property
    def read_only(self) -> bool:
        return self.log is None or self.log.read_only

    # ------------------------------------------------------------ making and opening
    @classmethod
    def create(cls, path: Path, setups: list[GameSetup], deals: list[ev.CardsDealt],
               names: list[str] | None = None) -> Notebook:
        """The villages' logs (dealt) in `<stem>-villages/`, then the notebook's header; if
        anything fails, nothing is left behind."""
        names = names or [f"Village {n}" for n in range(1, len(setups) + 1)]
        everyone = [p.name for s in setups for p in s.players]
        twice = sorted({n for n in everyone if everyone.count(n) > 1})
        if twice:
            raise LogError(f"{twice[0]} is in two villages: every player of the group needs a "
                           "name of their own")
        if len({s.edition for s in setups}) != 1:
            raise LogError("every village plays the same edition")
        folder = path.parent / f"{path.stem}-villages"
        if path.exists() or folder.exists():
            raise LogError(f"{path}: a notebook already exists there")
        folder.mkdir(parents=True)
        games: list[Game] = []
        try:
            entries = []
            for number, (setup, deal) in enumerate(zip(setups, deals, strict=True), start=1):
                log = folder / f"village-{number}.jsonl"
                game = Game.new(setup, log_path=log)
                games.append(game)
                game.record(deal)
                entries.append(VillageEntry(name=names[number - 1],
                                            log=str(log.relative_to(path.parent))))
            writer = SessionLogWriter.create(path, header_line(setups[0].edition, entries))
        except BaseException:
            for game in games:
                game.close()
            shutil.rmtree(folder, ignore_errors=True)
            raise
        notebook = cls(read_notebook(path), writer)
        for number, (game, entry) in enumerate(zip(games, entries, strict=True), start=1):
            notebook.villages.append(_adopt(game, notebook, number, entry.name))
        return notebook

    @classmethod
    def open(cls, path: str | Path, resume: bool = False, read_only: bool = False,
             audit: dict[int, list[Unoverridden]] | None = None) -> tuple[Notebook, list[str]]:
        """The notebook and every village as their logs hold them. `resume=True` locks the
        notebook and each log (LogLocked if another window holds one) and finishes what a
        crash cut off; `read_only=True` gives villages that refuse every action; `audit`
        gathers each village's unoverridden rule breaks (`load_game`'s audit), by number."""
        path = Path(path)
        book = read_notebook(path)
        writer = SessionLogWriter.open(path) if resume else None
        notebook = cls(book, writer if resume else ReadOnlyLog(path) if read_only else None)
        warnings = list(book.warnings)
        try:
            for number, entry in enumerate(book.header.villages, start=1):
                log = book.log_path(number)
                broken = audit.setdefault(number, []) if audit is not None else None
                game, found = load_game(log, resume=resume, read_only=read_only, audit=broken)
                if game.setup.edition != book.header.edition:
                    game.close()
                    raise LogError(f"{log}: a {game.setup.edition} game in a "
                                   f"{book.header.edition} notebook")
                notebook.villages.append(_adopt(game, notebook, number, entry.name))
                warnings += [f"{entry.name}: {w}" for w in found]
            if writer is not None:
                writer.repair()
                notebook.reconcile()
        except BaseException:
            notebook.close()
            raise
        logs = [v.game.log.path for v in notebook.villages if v.game.log is not None]
        if logs:  # the village worked in last: the log written last
            latest = max(logs, key=lambda p: p.stat().st_mtime)
            notebook.last = logs.index(latest) + 1
        return notebook, warnings

    def close(self) -> None:
        for village in self.villages:
            village.game.close()
        if self.log is not None:
            self.log.close()

    # ------------------------------------------------------------ where everyone is
    def locate(self, name: str) -> Location | None:
        for village in self.villages:
            for player in village.state.players.values():
                if player.name == name and not (player.died is not None and player.died.left):
                    return Location(village.number, player.seat, not player.alive)
        pending = [t for t in self.transfers if t.player == name and not t.cancelled
                   and not self.arrived(t)]
        return Location(None, travelling=pending[-1].target) if pending else None

    def arrived(self, transfer: Transfer) -> str | None:
        """When the transfer's player arrived (the target village's phase then), or None."""
        state = self.villages[transfer.target - 1].state
        return next((when for number, _, when in state.arrivals
                     if number == transfer.number), None)

    def banished_today(self, village: Village) -> str | None:
        when = village.state.when
        return next((t.player for t in reversed(self.transfers) if t.source == village.number
                     and not t.cancelled and t.line.when == when), None)

    def pending(self) -> list[Transfer]:
        return [t for t in self.transfers if not t.cancelled and not self.arrived(t)]

    # ------------------------------------------------------------ moving
    def check_move(self, name: str, target: int) -> list[Violation]:
        return move_rules(self, name, target)

    def move(self, name: str, target: int, override: str | None = None) -> list[Violation]:
        """The banished player leaves their village and joins `target` at once, or at its
        next day if it is night there. The notebook's line is written first."""
        found = self.check_move(name, target)
        blocking = errors(found)
        hard = [v for v in blocking if not v.overridable]
        if hard or (blocking and not override):
            raise MoveRefused(hard or blocking)
        where = self.locate(name)
        assert where is not None and where.village is not None
        source, goal = self.villages[where.village - 1], self.villages[target - 1]
        next_day = goal.phase == "night"
        role, dealt, marks = carried(source.state, where.seat, next_day)
        line = TransferLine(
            player=name, source=source.number, target=goal.number, when=source.state.when,
            arrives="next day" if next_day else "at once", role=role,
            dealt=dealt if dealt != role else None, marks=marks,
            override=ev.Override(reason=override, rules=[v.rule for v in blocking])
            if blocking and override else None)
        self._append(transfer_json(line))
        transfer = Transfer(len(self.transfers) + 1, line)
        self.transfers.append(transfer)
        if next_day:
            self.notes.append(f"{name} is on the way: it is night in {goal.name}, so they "
                              "arrive at its next day")
        try:
            self._record(source, ev.Death(target=where.seat, cause=f"banished to {goal.name}",
                                          kind="left"))
        except BaseException:
            self.transfers.pop()
            assert self.log is not None
            self.log.take_back()
            raise
        self.after(source)
        return found

    def deliver_due(self) -> None:
        """Every arrival that is due: at once, or the target village's day has come."""
        for transfer in self.pending():
            goal = self.villages[transfer.target - 1]
            if transfer.line.arrives == "next day" and goal.phase != "day":
                continue
            if goal.phase == "ended":
                continue  # overview.py says the player could not arrive
            self._deliver(transfer, goal)

    def _deliver(self, transfer: Transfer, goal: Village) -> None:
        source = self.villages[transfer.source - 1]
        line = transfer.line
        old = next(p for p in source.state.players.values() if p.name == line.player)
        if line.role is None:  # a transfer typed by hand: what the village left shows
            role, dealt, marks = carried(source.state, old.seat, line.arrives == "next day")
        else:
            role, dealt, marks = line.role, line.dealt or line.role, to_plain(line.marks)
        lover = self.locate(marks.lover_name) if marks.lover_name else None
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
            self._record(goal, arrival, reason or "the move was recorded by the notebook")
        except RuleViolation as refused:
            self.notes.append(f"{line.player} cannot arrive in {goal.name}: {refused}")
            return
        when = "" if line.arrives == "at once" else " (it is day there now)"
        self.notes.append(f"{line.player} arrives in {goal.name}{when}: seat {seat}")

    def _record(self, village: Village, event: ev.Event, override: str | None = None) -> None:
        """Record in a village without the notebook's follow-up (the caller does it)."""
        Game.record(village.game, event, override)

    def _append(self, line: dict) -> None:
        if self.log is None:
            raise LogError(f"{self.path}: the notebook is open read-only")
        self.log.append(line)

    # ------------------------------------------------------------ after every action
    def after(self, village: Village) -> None:
        self.last = village.number
        self.deliver_due()
        self.settle()

    def settle(self) -> None:
        """Record in the other villages what a death calls for (bonds.py), one at a time."""
        for _ in range(len(self.villages) * 70):
            step = next(bonds.consequences(self), None)
            if step is None:
                return
            village, event = step
            try:
                self._record(village, event, "a bond across villages (docs/villages.md)")
            except (RuleViolation, OSError) as error:
                self.notes.append(f"{village.name} could not record {event.type}: {error}")
                return
            self.notes.append(_news(village, event))

    # ------------------------------------------------------------ taking back
    def undo(self, village: Village, steps: int = 1) -> int:
        done = 0
        while done < steps and village.game.events:
            last = village.game.events[-1]
            transfer = self._transfer_of(village, last)
            if transfer is not None and isinstance(last, ev.Arrival) and \
                    transfer.line.arrives == "next day":
                Game.undo(village.game)  # the arrival waits for the next day again
                village.game.redo_stack.pop()
                self.notes.append(f"{transfer.player} arrives at {village.name}'s next day "
                                  "again")
                continue
            if transfer is not None:
                if not self.cancel(transfer):
                    break
            elif _bond_event(last):
                self.notes.append(f"{village.name}: this was recorded for a death in another "
                                  "village; take that back there instead")
                break
            else:
                Game.undo(village.game)
            done += 1
        self.unsettle()
        return done

    def cancel(self, transfer: Transfer) -> bool:
        """Take a transfer back: its leaving and its arrival must be the last events of their
        villages. The cancel line goes first; opening again finishes a cut-off cancel."""
        source = self.villages[transfer.source - 1]
        goal = self.villages[transfer.target - 1]
        arrived = self.arrived(transfer) is not None
        leave_last = self._transfer_of(source, source.game.events[-1]) is transfer \
            if source.game.events else False
        arrival_last = not arrived or (
            bool(goal.game.events) and self._transfer_of(goal, goal.game.events[-1]) is transfer)
        if not (leave_last and arrival_last):
            later = goal.name if not arrival_last else source.name
            self.notes.append(f"{transfer.player}'s move can no longer be taken back: "
                              f"{later} has recorded more since")
            return False
        self._append({"type": "cancel", "transfer": transfer.number})
        transfer.cancelled = True
        for village in ([goal] if arrived else []) + [source]:
            Game.undo(village.game)
            village.game.redo_stack.clear()
        self.notes.append(f"{transfer.player}'s move to {goal.name} is taken back")
        return True

    def untouchable(self, village: Village, numbers: list[int]) -> str | None:
        """Why a correction in `village` may not change, remove or drop these events (their
        numbers among its events), or None. A move's leaving and arrival stand in the notebook
        and in the other village too: a correction that took one away left the player in two
        villages at once (a trial). A bond event follows a death in another village."""
        events = village.game.events
        for number in numbers:
            if not 1 <= number <= len(events):
                continue
            event = events[number - 1]
            transfer = self._transfer_of(village, event)
            if transfer is not None:
                return (f"event {number} is {transfer.player}'s move to "
                        f"{self.villages[transfer.target - 1].name}, kept in the notebook too: "
                        "a correction cannot take it away. Ctrl+Z on the village's screen "
                        "takes a move back while it is the last event of both villages")
            if _bond_event(event):
                return (f"event {number} was recorded for a death in another village: correct "
                        "that death there")
        return None

    def _transfer_of(self, village: Village, event: ev.Event) -> Transfer | None:
        """The transfer whose leaving or arrival this event is."""
        if isinstance(event, ev.Arrival) and event.transfer is not None:
            found = self.transfers[event.transfer - 1] if event.transfer <= len(
                self.transfers) else None
            return found if found is not None and not found.cancelled else None
        if isinstance(event, ev.Death) and event.kind == "left":
            name = village.state.players[event.target].name
            return next((t for t in reversed(self.transfers) if t.player == name
                         and t.source == village.number and not t.cancelled), None)
        return None

    def unsettle(self) -> None:
        for village in self.villages:
            while (stale := bonds.unfounded(self, village)) is not None:
                Game.undo(village.game)
                village.game.redo_stack.clear()
                self.notes.append(f"{village.name}: taken back too — {_news(village, stale)}")

    # ------------------------------------------------------------ after a crash
    def reconcile(self) -> None:
        """Finish what a crash cut off: a transfer line whose player has not left yet, a
        cancel whose events are still there, an arrival or a grief that is due."""
        for transfer in self.transfers:
            source = self.villages[transfer.source - 1]
            seat = next((p.seat for p in source.state.players.values()
                         if p.name == transfer.player), None)
            if seat is None:
                raise LogError(f"{self.path}: transfer {transfer.number} moves "
                               f"{transfer.player}, who never sat in {source.name}")
            moves = sum(1 for t in self.transfers if t.player == transfer.player
                        and t.source == source.number and not t.cancelled)
            leaves = sum(1 for e in source.game.events if isinstance(e, ev.Death)
                         and e.kind == "left" and e.target == seat)
            if transfer.cancelled:
                goal = self.villages[transfer.target - 1]
                events = goal.game.events
                if events and isinstance(events[-1], ev.Arrival) and \
                        events[-1].transfer == transfer.number:
                    Game.undo(goal.game)
                if leaves > moves and isinstance(source.game.events[-1], ev.Death):
                    Game.undo(source.game)
            elif leaves < moves and source.state.players[seat].alive:
                self._record(source, ev.Death(target=seat, cause=f"banished to "
                                              f"{self.villages[transfer.target - 1].name}",
                                              kind="left"))
        self.deliver_due()
        self.settle()


def _bond_event(event: ev.Event) -> bool:
    return isinstance(event, ev.DiedElsewhere) or (
        isinstance(event, ev.Death) and event.cause.startswith(f"{bonds.GRIEF} ("))


def _news(village: Village, event: ev.Event) -> str:
    if isinstance(event, ev.DiedElsewhere):
        return f"{village.name} hears that {event.name} died in {event.village}"
    if isinstance(event, ev.Death):
        name = village.state.players[event.target].name
        return f"{village.name}: {name} dies of {event.cause} — announce it"
    return f"{village.name}: {event.type}"
