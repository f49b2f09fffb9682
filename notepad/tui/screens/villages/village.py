"""One village of a notebook: the game screen (its calls, votes, timer, undo and views), with
the notebook's keys — the next village, back to the overview — and the banishment move typed
in the entry line ("m 4 2"). The notebook's rules come through the game itself
(notepad/villages/village.py: VillageGame), so a night begun while another village sleeps is
refused here like any rule, and Ctrl+O overrides it."""

from __future__ import annotations

from pathlib import Path

from textual.binding import Binding
from textual.widgets import Input

from notepad.engine import events as ev
from notepad.engine.game import Game
from notepad.language import gettext, mark
from notepad.table.commands import ActionError
from notepad.table.villages.commands import move_command
from notepad.table.villages.screen_words import (
    banishment_first,
    leaves_for,
    nights_alternate,
    no_redo_of_a_move,
    not_begun,
    not_moved,
    village_of,
    with_your_reason,
)
from notepad.tui.markup import escape
from notepad.tui.screens.base import KEYS
from notepad.tui.screens.end import EndScreen
from notepad.tui.screens.event_log import Guard
from notepad.tui.screens.game import GameScreen
from notepad.tui.screens.game.keys import GAME_KEYS
from notepad.villages.book import Transfer
from notepad.villages.moves import MoveRefused
from notepad.villages.notebook import Notebook
from notepad.villages.village import Village


def _key(key: str, action: str, description: str, tooltip: str, key_id: str) -> Binding:
    return Binding(key, action, description, tooltip=tooltip, id=key_id, priority=True)


VILLAGE_KEYS = [
    _key("f2", "next_village", mark("Next village"), mark("Switch to the next village"),
         "next-village"),
    _key("f10", "overview", mark("Villages"), mark("Every village at a glance"), "overview"),
]


class VillageScreen(GameScreen, inherit_bindings=False):
    # The village's own keys first, so the footer shows them at 80 columns too.
    BINDINGS = [KEYS, *VILLAGE_KEYS, *[b for b in GAME_KEYS
                                      if not (isinstance(b, Binding) and b.action == "leave")]]

    def __init__(self, notebook: Notebook, village: Village) -> None:
        super().__init__(village.game)
        self.notebook = notebook
        self.village = village
        self.pending_move: tuple[str, int] | None = None
        self.begin_asked = False  # F6 asked for the first night (not only opening the screen)
        self.moved_back: Transfer | None = None  # the move the last undo took back

    def on_mount(self) -> None:
        self.title = village_of(self.village.name, len(self.notebook.villages))
        self.show_notes()

    def on_screen_resume(self) -> None:
        if self.app.screen is not self:
            return  # passed through on the way back to the overview (an ended village)
        self.show()
        self.show_notes()

    def show(self) -> None:
        super().show()
        if not self.game.read_only:  # a read-only window's title says so (game/log.py)
            # A newcomer takes a new seat, a player who moved away leaves theirs: the head
            # count is who is in this village now, as the overview's Alive column counts them
            # (issue 32: "23 players" stayed after an arrival made 24).
            here = sum(1 for p in self.state.players.values()
                       if not (p.died is not None and p.died.left))
            self.sub_title = self.head_title(here)

    def show_notes(self) -> None:
        """What the notebook did in the other villages on its own (an arrival, a grief)."""
        if self.notebook.notes:
            self.notify("\n".join(self.notebook.notes[-4:]), title=gettext("The villages"),
                        timeout=12)
            self.notebook.notes.clear()

    def show_end(self) -> None:
        if not any(isinstance(s, VillageEnd) for s in self.app.screen_stack):
            # Recorded in the group's record as a single game's end is (record/ending.py).
            log = self.notebook.book.log_path(self.village.number)
            self.app.push_screen(VillageEnd(self.game, guard=self.moves_stay, log_path=log,
                                            village=(self.notebook.path, self.village.number)))

    # The move -----------------------------------------------------------------------------

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if event.input.id != "entry":
            return
        try:
            move = move_command(self.state, event.value, len(self.notebook.villages))
        except ActionError as error:
            event.prevent_default()
            self.put("#verdict", f"[red]{escape(str(error))}[/red]")
            return
        if move is None:
            return  # the game screen's own commands
        event.prevent_default()
        seat, target = move
        if self.banish(self.state.players[seat].name, target):
            event.input.value = ""
        self.show()

    def banish(self, name: str, target: int, override: str | None = None) -> bool:
        goal = self.notebook.villages[target - 1]
        if self.notebook.read_only:
            self.put("#verdict", gettext("[red]Not moved: this window follows the villages "
                                         "read-only; nothing typed here is recorded.[/red]"))
            return False
        self.moved_back = None
        try:
            warnings = self.notebook.move(name, target, override=override)
        except MoveRefused as refused:
            self.pending_move = (name, target)
            self.pending = None
            self.verdict(refused.violations)
            return False
        except OSError as error:
            self.notify(not_moved(error), severity="error", timeout=30)
            return False
        self.pending_move = None
        done = [leaves_for(escape(name), escape(goal.name))]
        done += [escape(note) for note in self.notebook.notes]
        self.notebook.notes.clear()
        if override:
            done.append(with_your_reason(escape(override)))
        self.verdict(warnings, "\n".join(done))
        return True

    def action_override(self) -> None:
        if self.pending_move is None or self.pending is not None:
            super().action_override()
            return
        from notepad.tui.screens.dialogs import AskText

        name, target = self.pending_move

        def reason(text: str | None) -> None:
            if text and self.banish(name, target, override=text):
                self.query_one("#entry", Input).value = ""
            self.show()

        self.app.push_screen(AskText(gettext("Override: why is it right here?"),
                                     gettext("your reason")), reason)

    def record(self, event: ev.Event, override: str | None = None) -> bool:
        self.pending_move = None
        self.moved_back = None
        if isinstance(event, ev.NightFalls) and self.state.phase == "setup" and \
                not self.begin_asked and override is None:
            # Opened while another village sleeps: the first night waits for F6.
            sleeping = [v.name for v in self.notebook.villages if v.phase == "night"]
            if sleeping:
                self.pending = event
                self.put("#verdict", nights_alternate(escape(sleeping[0])))
                return False
        done = super().record(event, override)
        self.show_notes()
        return done

    # Phases and undo ------------------------------------------------------------------------

    def day_say(self, say: str) -> str:
        # After the dawn's announcement, not in its place: it says who died in the night.
        state, notebook = self.state, self.notebook
        others = [v for v in notebook.villages if v is not self.village and v.phase != "ended"]
        if state.phase == "day" and others and notebook.banished_today(self.village) is None \
                and not state.nominated_today:
            return banishment_first(say)
        return say

    def show_day(self) -> None:
        super().show_day()
        if self.state.phase == "setup":
            self.put("#phase", gettext("Not begun"))
            self.put("#calls-title", gettext("Not begun"))
            self.put("#say", gettext("F6 begins this village's first night."))
            self.put("#detail", "")  # no day command before the first night
            self.query_one("#entry", Input).placeholder = gettext("F6 begins the first night")

    def not_begun(self) -> str:
        return not_begun(self.village.name)

    def action_next_phase(self) -> None:
        if self.state.phase == "setup":  # the first night, refused while another sleeps
            self.begin_asked = True
            self.record(ev.NightFalls())
            self.show()
            return
        super().action_next_phase()

    def moves_stay(self, numbers: list[int]) -> str | None:
        """The log's corrections leave the moves and bonds of the notebook alone."""
        return self.notebook.untouchable(self.village, numbers)

    def action_log(self) -> None:
        from notepad.tui.screens.event_log import EventLogScreen

        self.app.push_screen(EventLogScreen(self.game, guard=self.moves_stay))

    def action_undo(self) -> None:
        before = {t.number for t in self.notebook.transfers if t.cancelled}
        super().action_undo()
        taken = [t for t in self.notebook.transfers if t.cancelled and t.number not in before]
        if taken:
            self.moved_back = taken[-1]
        self.show_notes()

    def action_redo(self) -> None:
        # A move is taken back whole, from both villages, and is not redone (docs/villages.md,
        # Undo): "Nothing to redo." alone left the moderator waiting for it to come back.
        moved, self.moved_back = self.moved_back, None
        if not self.game.redo_stack and moved is not None:
            goal = self.notebook.villages[moved.target - 1].name
            self.verdict([], escape(no_redo_of_a_move(moved.player, goal)))
            self.show()
            return
        super().action_redo()

    # Between villages -------------------------------------------------------------------------

    def action_next_village(self) -> None:
        villages = self.notebook.villages
        following = villages[self.village.number % len(villages)]
        self.app.switch_screen(f"village-{following.number}")

    def action_overview(self) -> None:
        self.app.pop_screen()


class VillageEnd(EndScreen):
    """A village's end: Escape goes back to the overview (the other villages go on)."""

    BINDINGS = [b for b in EndScreen.BINDINGS
                if not (isinstance(b, Binding) and b.action == "to_start")] + [
        Binding("escape", "to_start", mark("Villages"),
                tooltip=mark("Back to the overview (the other "
                "villages go on)"), id="end-back"),
    ]

    def __init__(self, game: Game, guard: Guard | None = None, log_path: Path | None = None,
                 village: tuple[Path, int] | None = None) -> None:
        super().__init__(game, log_path=log_path, village=village)
        self.guard = guard

    def action_log(self) -> None:
        from notepad.tui.screens.event_log import EventLogScreen

        self.app.push_screen(EventLogScreen(self.game, guard=self.guard))

    def action_to_start(self) -> None:
        self.app.pop_screen()  # the end
        if isinstance(self.app.screen, VillageScreen):
            self.app.pop_screen()  # the ended village, which would show its end again
