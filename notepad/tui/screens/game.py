"""The game: night calls, dawn and the day, one screen that follows the engine's phase.

The engine holds the game; this screen only shows it and turns keystrokes into events
(notepad/tui/actions.py). Every event is written to the session log (fsynced) by
`Game.record` before the screen shows it as done (DESIGN.md, Session log).
"""

from __future__ import annotations

import time

from rich.markup import escape
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Footer, Header, Input, OptionList, Static
from textual.widgets.option_list import Option

from notepad.engine import events as ev
from notepad.engine.day.timer import DayClock, DayTimer
from notepad.engine.game import Game, RuleViolation
from notepad.engine.night.hunt import HuntTimer
from notepad.engine.night.script import Call
from notepad.engine.state import GameState
from notepad.engine.validator import Violation
from notepad.tui.actions import (
    ActionError,
    call_done,
    day_command,
    dice_command,
    masons_command,
    night_event,
    pending_kinds,
    swap_command,
)
from notepad.tui.game_text import (
    ANSWERS,
    call_entries,
    day_texts,
    dice_line,
    hunt_text,
    night_texts,
    timer_text,
)
from notepad.tui.room import NightRoom
from notepad.tui.screens.game_keys import GAME_KEYS
from notepad.tui.screens.game_log import LogWatch
from notepad.tui.widgets.player_panel import PlayerPanel


class GameScreen(LogWatch):
    DEFAULT_CSS = """
    GameScreen #columns { height: 1fr; }
    GameScreen #calls-column { width: 24; }
    GameScreen #calls { height: 1fr; }
    GameScreen #centre { width: 3fr; padding: 0 1; }
    GameScreen #phase { text-style: bold; color: $accent; }
    GameScreen #say { text-style: bold; padding: 1 0; color: $text; }
    GameScreen #detail { color: $text-muted; }
    GameScreen #verdict { padding: 1 0 0 0; }
    GameScreen #timer { text-style: bold; }
    GameScreen PlayerPanel { width: 2fr; }
    """
    BINDINGS = GAME_KEYS

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game
        self.chosen_call: str | None = None  # a call the moderator picked out of order
        self.pending: ev.Event | None = None  # refused action waiting for an override
        self.timer: DayTimer | None = None
        self.hunt: HuntTimer | None = None  # the pack's minute (Role Cards — Werewolf)
        self.paused_at: float | None = None
        self._listed: list[tuple[str, str]] = []
        self._texts: dict[str, str] = {}
        self.night_room: NightRoom | None = None  # pacing and spoken calls (tui/room.py)

    # Layout ----------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="columns"):
            with Vertical(id="calls-column"):
                yield Static("", id="calls-title", classes="title")
                yield OptionList(id="calls")
            with VerticalScroll(id="centre"):
                yield Static("", id="phase")
                yield Static("", id="timer")
                yield Static("", id="say")
                yield Static("", id="detail")
                yield Static("", id="verdict")
                yield Input(id="entry")
            yield PlayerPanel(id="panel")
        yield Footer()

    def on_mount(self) -> None:
        self.night_room = NightRoom(self.notepad.room_settings)
        name = self.game.setup.scenario or "custom set"
        self.sub_title = f"{name}, {len(self.game.state.players)} players"
        if self.game.read_only:
            self.start_following()
        elif self.game.state.phase == "setup":
            self.record(ev.NightFalls())
        self.show()
        self.set_interval(1.0, self.tick)
        self.query_one("#entry", Input).focus()

    def on_screen_resume(self) -> None:
        """Back from another screen (the log, where an earlier event may have been
        corrected): show the game as it is now (an ended game shows on the end screen)."""
        if self.state.phase != "ended":
            self.show()

    # What the screen shows ---------------------------------------------------------------

    @property
    def state(self) -> GameState:
        return self.game.state

    def calls(self) -> list[Call]:
        return self.game.night_script() if self.state.phase == "night" else []

    def current_call(self, calls: list[Call] | None = None) -> Call | None:
        """The call to record next: the one the moderator picked, else the first not done."""
        calls = self.calls() if calls is None else calls
        if self.chosen_call:
            chosen = [c for c in calls if c.role == self.chosen_call]
            if chosen and not call_done(self.state, chosen[0]):
                return chosen[0]
            self.chosen_call = None
        return next((c for c in calls if not call_done(self.state, c)), None)

    def show(self) -> None:
        state = self.state
        self.query_one(PlayerPanel).show(state)
        if state.phase == "ended":
            self.show_end()
        elif state.phase == "night":
            self.show_night()
        else:
            self.show_day()

    def show_night(self) -> None:
        state = self.state
        calls = self.calls()
        current = self.current_call(calls)
        self.put("#calls-title", f"Night {state.number}")
        entries = call_entries(state, calls, current)
        if self.night_room is not None:
            entries = self.night_room.calls(state.number, entries, current)
        self.show_list(entries)
        self.put("#phase", f"Night {state.number}")
        if current is not None and "kill" in pending_kinds(state, current) \
                and state.setup.edition == "ultimate":  # the Ultimate card's minute
            if self.hunt is None or (self.hunt.role, self.hunt.night) != (current.role,
                                                                          state.number):
                self.hunt = HuntTimer(started=time.monotonic(), role=current.role,
                                      night=state.number)
        else:
            self.hunt = None
        self.night_timer()
        say, detail, hint = night_texts(self.game, current)
        self.put("#say", escape(say))
        self.put("#detail", escape(detail))
        self.query_one("#entry", Input).placeholder = hint

    def put(self, widget_id: str, text: str) -> None:
        """Update a text only when it changed: each update reflows the screen."""
        if self._texts.get(widget_id) != text:
            self._texts[widget_id] = text
            self.query_one(widget_id, Static).update(text)

    def show_list(self, entries: list[tuple[str, str]]) -> None:
        """The left column's list; redrawn only where a line changed (a night of 30 calls
        at 68 players must not redraw on every key)."""
        options = self.query_one("#calls", OptionList)
        if [key for key, _ in entries] != [key for key, _ in self._listed]:
            options.clear_options()
            options.add_options([Option(label, id=key) for key, label in entries])
        else:
            for (key, label), (_, old) in zip(entries, self._listed, strict=True):
                if label != old:
                    options.replace_option_prompt(key, label)
        self._listed = entries

    def show_day(self) -> None:
        state = self.state
        self.put("#calls-title", f"Day {state.number}")
        self.show_list(
            [
                (f"accused-{n}", f"accused: {seat} {state.players[seat].name}")
                for n, seat in enumerate(state.nominated_today)
            ]
        )
        self.put("#phase", f"Day {state.number}")
        say, detail = day_texts(self.game)
        self.put("#say", escape(say))
        self.put("#detail", escape(detail))
        self.query_one("#entry", Input).placeholder = "a day command, e.g. n 4 by 7 9"
        self.tick()

    def show_end(self) -> None:
        state = self.state
        self.put("#phase", "The game has ended")
        self.put("#say", escape("Winners: " + (", ".join(state.winners) or "nobody")))
        self.put("#detail", "Ctrl+Z takes back the last action.")
        from notepad.tui.screens.end import EndScreen

        log = self.game.log.path if self.game.log else None
        self.app.push_screen(EndScreen(self.game, log_path=log))

    def night_timer(self) -> None:
        """The night's timer line: today's dice rule and the pack's minute (Role Cards —
        Werewolf)."""
        hunt = hunt_text(self.hunt, time.monotonic()) if self.hunt is not None else ""
        self.put("#timer", "\n".join(t for t in (dice_line(self.game), hunt) if t))

    def tick(self) -> None:
        if self.state.phase == "night":
            if self.night_room and self.night_room.active:
                self.show_night()  # the pacing countdown, and a call read when its time comes
            else:
                self.night_timer()
            return
        if self.timer is None or self.state.phase != "day":
            return
        now = self.paused_at or time.monotonic()
        self.put("#timer", timer_text(self.timer, now, self.paused_at is not None))

    # Recording ---------------------------------------------------------------------------

    def verdict(self, violations: list[Violation], done: str = "") -> None:
        lines = [done] if done else []
        for v in violations:
            colour = "red" if v.severity == "error" else "yellow"
            lines.append(
                f"[{colour}]{v.severity}[/{colour}] {escape(v.message)} "
                f"[dim]({escape(v.source)})[/dim]"
            )
        if any(v.severity == "error" and v.overridable for v in violations) and not done:
            lines.append("Ctrl+O records it anyway, with your reason.")
        self.put("#verdict", "\n".join(lines))

    def record(self, event: ev.Event, override: str | None = None) -> bool:
        living = {seat for seat, p in self.state.players.items() if p.alive}
        try:
            warnings = self.game.record(event, override=override)
        except RuleViolation as refused:
            self.pending = event
            self.verdict(refused.violations)
            return False
        except OSError as error:  # the log could not be written: nothing was applied
            self.refused("record", [event], error)
            return False
        self.pending = None
        done = [self.done_words(event)]
        for seat in sorted(living):
            player = self.state.players[seat]
            if not player.alive and player.died is not None:
                shown = f" — show: {player.died.revealed}" if player.died.revealed else ""
                done.append(
                    f"[b]{escape(player.name)} dies[/b]: {escape(player.died.cause)}{escape(shown)}"
                )
        kept = [v for v in warnings if v.severity == "warning" or override]
        self.verdict(kept, "\n".join(done))
        return True

    def done_words(self, event: ev.Event) -> str:
        if isinstance(event, ev.DiceRolled):
            return f"Fateful Dice {event.dice[0]} + {event.dice[1]}: {self.game.dice_rule()}"
        if isinstance(event, ev.RoleCheck) and self.state.checks:
            said = self.state.checks[-1][3]  # the answer given when it was recorded
            return f"[b]{escape(ANSWERS.get(said, said))}[/b]"
        return f"Recorded: {escape(event.type.replace('_', ' '))}."

    def on_input_submitted(self, event: Input.Submitted) -> None:
        text = event.value
        try:
            action = self.action_from(text)
        except ActionError as error:
            self.put("#verdict", f"[red]{escape(str(error))}[/red]")
            return
        if action is None:
            return
        if isinstance(action, ev.PackKill) and self.hunt is not None \
                and self.hunt.role == action.role:
            # The seconds the pack took, for the hunt timer's rule (engine/night/hunt.py).
            elapsed = round(self.hunt.elapsed(time.monotonic()), 1)
            action = action.model_copy(update={"elapsed": elapsed})
        if self.record(action):
            event.input.value = ""
        self.show()

    def action_from(self, text: str) -> ev.Event | None:
        state = self.state
        dice = dice_command(text) or masons_command(state, text)
        if dice is not None:
            return dice
        swap = swap_command(state, text)
        if swap is not None:
            return swap
        if state.phase == "night":
            call = self.current_call()
            if call is None:
                return None
            kinds = pending_kinds(state, call)
            return night_event(state, call, kinds[0] if kinds else "none", text)
        if state.phase == "day":
            return day_command(state, text).event
        return None

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if self.state.phase == "night" and event.option.id:
            self.chosen_call = event.option.id
            self.show()
            self.query_one("#entry", Input).focus()

    # Keys --------------------------------------------------------------------------------

    def action_pass_call(self) -> None:
        call = self.current_call()
        if call is not None and self.record(ev.Passed(role=call.role)):
            self.show()

    def action_next_phase(self) -> None:
        state = self.state
        if state.phase == "night":
            event: ev.Event = ev.Dawn()
        elif state.phase == "day":
            elapsed = None
            if self.timer is not None:
                elapsed = round(self.timer.elapsed(self.paused_at or time.monotonic()), 1)
            event = ev.NightFalls(elapsed=elapsed)
        else:
            return
        if self.record(event):
            self.timer = None
            self.paused_at = None
        self.show()

    def action_override(self) -> None:
        if self.pending is None:
            self.notify("Nothing refused to override", severity="warning")
            return
        from notepad.tui.screens.dialogs import AskText

        pending = self.pending

        def reason(text: str | None) -> None:
            if text and self.record(pending, override=text):
                self.query_one("#entry", Input).value = ""
            self.show()

        self.app.push_screen(AskText("Override: why is it right here?", "your reason"), reason)

    def action_undo(self) -> None:
        try:
            if self.game.undo():
                self.verdict([], "Undone.")
        except OSError as error:  # nothing was undone
            self.refused("undo", self.game.last_step(), error)
        self.show()

    def action_redo(self) -> None:
        try:
            if self.game.redo():
                self.verdict([], "Redone.")
        except OSError as error:  # nothing was redone
            self.refused("redo", self.game.redo_stack[-1:], error)
        self.show()

    def action_timer(self) -> None:
        if self.state.phase != "day":
            return
        now = time.monotonic()
        if self.timer is None:
            seconds = self.state.today.timer or 10 * 60
            self.timer = DayTimer(seconds=seconds, warning=self.state.today.warning, started=now)
        elif self.paused_at is None:
            self.paused_at = now
        else:
            self.timer.started += now - self.paused_at
            self.paused_at = None
        self.tell_the_room()
        self.tick()

    def tell_the_room(self) -> None:
        """The timer was started, paused or resumed: the log gets its clock, so the F4 view
        and the boards that follow the log count down with it (notepad/board/)."""
        if self.timer is None:
            return
        paused = self.paused_at
        left = self.timer.remaining(time.monotonic() if paused is None else paused)
        try:
            self.game.set_clock(DayClock(self.state.number, paused is None, left, time.time()))
        except OSError as error:
            self.notify(f"Could not write the timer to the session log: {error}",
                        severity="warning")

    def action_dice(self) -> None:
        try:
            self.game.roll_dice()
        except RuleViolation as refused:
            self.verdict(refused.violations)
            return
        except OSError as error:
            self.refused("record", [], error)
            return
        self.verdict([], f"Fateful Dice: {self.game.dice_rule()}")
        self.show()

    def action_public(self) -> None:
        from notepad.tui.screens.public_view import PublicView

        self.app.push_screen(PublicView(self.game))

    def action_grid(self) -> None:
        from notepad.tui.screens.notepad_grid import NotepadGrid

        self.app.push_screen(NotepadGrid(self.game))

    def action_log(self) -> None:
        from notepad.tui.screens.event_log import EventLogScreen

        self.app.push_screen(EventLogScreen(self.game))

    def action_leave(self) -> None:
        from notepad.tui.screens.dialogs import Confirm

        def leave(sure: bool | None) -> None:
            if sure:
                self.game.close()
                while len(self.app.screen_stack) > 1:
                    self.app.pop_screen()

        self.app.push_screen(
            Confirm(
                "Leave the game? Everything is saved in the session log; resume it from "
                "the start screen."
            ),
            leave,
        )
