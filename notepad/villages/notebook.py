"""One notebook, several games: the villages of one group, each a full game with its own
session log, and the players who move between them.

    notebook = Notebook.create(path, setups, deals)      # or Notebook.open(path, resume=True)
    village = notebook.villages[0]
    village.game.record(ev.NightFalls())                  # the engine's Game, with the
    notebook.move("Ann", 2)                               # notebook's rules and bonds added
    notebook.close()

Every village's game is a VillageGame (village.py): the engine's Game with the notebook's rules
(rules.py) and its follow-up in the other villages, an arrival due (moves.py) or a Lover's grief
(bonds.py); an undo goes through the notebook (taking_back.py). The notebook file (book.py) is
written first, then the villages' logs; opening it again finishes what a crash cut off
(`reconcile`).
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path

from notepad.engine import events as ev
from notepad.engine.game import Game, RuleViolation
from notepad.engine.log.replay import Unoverridden, load_game
from notepad.engine.log.session import LogError, ReadOnlyLog, SessionLogWriter
from notepad.engine.log.writer import SessionLog
from notepad.engine.setup import GameSetup
from notepad.engine.validator import Violation
from notepad.villages import bonds, moves, taking_back
from notepad.villages.book import (
    NotebookFile,
    Transfer,
    VillageEntry,
    header_line,
    read_notebook,
)
from notepad.villages.rules import move_rules
from notepad.villages.village import Village, adopt, record_alone


def new_notebook_path(folder: Path, stamp: str, villages: int) -> Path:
    """A new notebook's file in the sessions folder, `<stamp>-notebook-of-3.jsonl`: its
    villages' logs go in `…-notebook-of-3-villages/` beside it (`Notebook.create`), where a
    file named `…-3-villages` made the folder `…-3-villages-villages` (issue 32)."""
    return folder / f"{stamp}-notebook-of-{villages}.jsonl"


@dataclass(frozen=True)
class Location:
    """Where a player of the group is: a village and seat (alive or dead), or on the way."""

    village: int | None
    seat: int = 0
    dead: bool = False
    travelling: int = 0  # the village they will arrive in


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
               names: list[str] | None = None, language: str = "en") -> Notebook:
        """The villages' logs (dealt) in `<stem>-villages/`, then the notebook's header; if
        anything fails, nothing is left behind. Every village is run in `language` (each
        log's header keeps it)."""
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
                game = Game.new(setup, log_path=log, language=language)
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
            notebook.villages.append(adopt(game, notebook, number, entry.name))
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
                notebook.villages.append(adopt(game, notebook, number, entry.name))
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

    # ------------------------------------------------------------ moving (moves.py)
    def check_move(self, name: str, target: int) -> list[Violation]:
        return move_rules(self, name, target)

    def move(self, name: str, target: int, override: str | None = None) -> list[Violation]:
        return moves.move(self, name, target, override)

    def deliver_due(self) -> None:
        moves.deliver_due(self)

    def write_line(self, line: dict) -> None:
        """A line of the notebook's own file (a transfer or a cancel)."""
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
                record_alone(village, event, "a bond across villages (docs/villages.md)")
            except (RuleViolation, OSError) as error:
                self.notes.append(f"{village.name} could not record {event.type}: {error}")
                return
            self.notes.append(bonds.news(village, event))

    # ------------------------------------------------------------ taking back (taking_back.py)
    def undo(self, village: Village, steps: int = 1) -> int:
        return taking_back.undo(self, village, steps)

    def cancel(self, transfer: Transfer) -> bool:
        return taking_back.cancel(self, transfer)

    def untouchable(self, village: Village, numbers: list[int]) -> str | None:
        return taking_back.untouchable(self, village, numbers)

    def unsettle(self) -> None:
        taking_back.unsettle(self)

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
            made = sum(1 for t in self.transfers if t.player == transfer.player
                        and t.source == source.number and not t.cancelled)
            leaves = sum(1 for e in source.game.events if isinstance(e, ev.Death)
                         and e.kind == "left" and e.target == seat)
            if transfer.cancelled:
                goal = self.villages[transfer.target - 1]
                events = goal.game.events
                if events and isinstance(events[-1], ev.Arrival) and \
                        events[-1].transfer == transfer.number:
                    Game.undo(goal.game)
                if leaves > made and isinstance(source.game.events[-1], ev.Death):
                    Game.undo(source.game)
            elif leaves < made and source.state.players[seat].alive:
                record_alone(source, ev.Death(
                    target=seat, cause=moves.moved_to(self.villages[transfer.target - 1].name),
                    kind="left"))
        self.deliver_due()
        self.settle()

