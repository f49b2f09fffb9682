"""The game: night calls, dawn and the day, one screen that follows the engine's phase.

The engine holds the game; this screen only shows it and turns keystrokes into events
(notepad/table/commands.py), with every word from notepad/table/; the night's display
is in night.py, the keys that open other views in keys.py. Every event is written
to the session log (fsynced) by `Game.record` before the screen shows it as done (docs/design.md,
Session log). Nothing typed is dropped: text that cannot be recorded stays in the
entry line with the reason beside it; the entry is emptied only when its text was recorded.

Layout: at 120 columns and more the night's calls stand in a column of their own; narrower,
the phase line says which call of how many it is, and the players' table keeps its Marks as
symbols with a legend and the highlighted player in words.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable

from textual.app import ComposeResult
from textual.binding import ActiveBinding
from textual.containers import Horizontal, Vertical
from textual.events import Resize
from textual.widgets import Footer, Header, Input, OptionList

from notepad.catalog import Edition
from notepad.engine import events as ev
from notepad.engine.day.checks import first_mayor_due
from notepad.engine.day.timer import DayTimer
from notepad.engine.game import Game
from notepad.engine.night.hunt import HuntTimer
from notepad.engine.night.script import Call
from notepad.engine.records import load_file_models
from notepad.language import translated
from notepad.room.night_room import NightRoom
from notepad.table.commands import (
    ActionError,
    any_time_command,
    before_the_first_night,
    call_event,
    day_command,
)
from notepad.table.day_words import day_placeholder, day_texts, mayor_first_texts, quiet_day
from notepad.table.game_words import (
    CUSTOM_SET,
    QUIT_QUESTION,
    accused_entries,
    calls_title,
    day_heading,
    ended_texts,
)
from notepad.table.help import asks_help, help_text
from notepad.table.night_words import calls_left
from notepad.table.recorded import (
    GAME_ENDED,
    NOT_PASSED,
    NOTHING_TO_RECORD,
    PHASE_NEEDS_EMPTY,
    not_begun_words,
)
from notepad.table.screen_words import players_title
from notepad.table.second_enter import second_enter
from notepad.table.titles import scenario_title
from notepad.tui.markup import escape
from notepad.tui.screens.game.keys import GAME_KEY_GROUPS, GAME_KEY_NOTES, GAME_KEYS
from notepad.tui.screens.game.recording import RecordingView
from notepad.tui.widgets.call_list import CallList
from notepad.tui.widgets.player_panel import PlayerPanel
from notepad.tui.widgets.text_region import EntryLine, ReadingScroll, TextRegion

# The keys that record, undo or redo: not offered in a read-only window.
RECORDING_KEYS = frozenset({"pass", "next-phase", "undo", "redo", "override", "timer", "dice"})
WIDE = 120  # columns from which the call list has a column of its own
# Seconds between the collections that keep the heap frozen while a game is shown (below).
FREEZE_EVERY = 30.0


class GameScreen(RecordingView):
    DEFAULT_CSS = """
    GameScreen #columns { height: 1fr; }
    GameScreen #calls-column { width: 24; }
    GameScreen.narrow #calls-column { display: none; }
    GameScreen #calls { height: 1fr; }
    GameScreen #centre { width: 2fr; padding: 0 1; }
    GameScreen #phase { text-style: bold; color: $accent; height: auto; }
    GameScreen #reading { height: 1fr; }
    GameScreen #say { text-style: bold; padding: 1 0 0 0; color: $text; }
    GameScreen #detail { color: $text-muted; padding: 1 0 0 0; }
    GameScreen #answers { padding: 1 0 0 0; }
    GameScreen #verdict { height: auto; max-height: 50%; }  /* 11 lines at 80×24 */
    GameScreen #ask { height: auto; text-style: bold; color: $warning; display: none; }
    GameScreen #timer { text-style: bold; }
    GameScreen PlayerPanel { width: 3fr; }
    GameScreen.narrow PlayerPanel { width: 42; }
    GameScreen.narrow PlayerPanel DataTable { overflow-x: hidden; }
    """
    BINDINGS = GAME_KEYS
    KEY_GROUPS = GAME_KEY_GROUPS
    KEY_NOTES = GAME_KEY_NOTES
    quit_question = QUIT_QUESTION  # said in the language spoken when asked (app.py)

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game
        self.chosen_call: str | None = None  # a call the moderator picked out of order
        self.held: Call | None = None  # a check's call, kept on screen to show its answer
        self.pending: ev.Event | None = None  # refused action waiting for an override
        self.refused_text = ""  # the entry's text as it was refused (keep_typed)
        self.warned_at = -1  # the events' count when F6 last said what was left (said_once)
        self.mayor_first = False  # Werwölfe's elected Mayor is awarded before night 1
        self.asked_at: tuple[int, str] | None = None  # the first empty Enter (second_enter)
        self.timer: DayTimer | None = None
        self.hunt: HuntTimer | None = None  # the pack's minute (Role Cards — Werewolf)
        self.paused_at: float | None = None
        self._texts: dict[str, str] = {}
        self._after_frame: list[Callable[[], None]] = []  # to run once the next frame is out
        self.night_room: NightRoom | None = None  # pacing and spoken calls (room/night_room.py)

    # Layout ----------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="columns"):
            with Vertical(id="calls-column"):
                yield TextRegion("", id="calls-title", classes="title")
                yield CallList(id="calls")
            with Vertical(id="centre"):
                yield TextRegion("", id="phase")
                with ReadingScroll(id="reading"):
                    yield TextRegion("", id="timer")
                    yield TextRegion("", id="say")
                    yield TextRegion("", id="detail")
                    yield TextRegion("", id="answers")
                yield TextRegion("", id="verdict")
                yield TextRegion("", id="ask")  # what the game waits on, in view at 80×24
                yield EntryLine(id="entry")
            yield PlayerPanel(id="panel")
        yield Footer()

    def on_mount(self) -> None:
        self.night_room = NightRoom(self.notepad.room_settings)
        # The start screen's summary is written once the step is shown (engine/game.py).
        self.game.summary_later = self._after_frame.append
        setup = self.game.setup
        known = self.notepad.catalog.scenarios.get(Edition(setup.edition), {})
        self.set_name = scenario_title(setup.scenario, {k: s.name for k, s in known.items()},
                                      custom=translated(CUSTOM_SET),
                                      name=setup.scenario_name)
        self.sub_title = self.head_title(len(self.game.state.players))
        self.set_class(self.app.size.width < WIDE, "narrow")
        if self.game.read_only:
            self.start_following()
        elif self.game.state.phase == "setup":
            # Werwölfe's elected Mayor is awarded first, then F6 begins the night.
            self.mayor_first = first_mayor_due(self.game.state)
            if not self.mayor_first:
                self.record(ev.NightFalls())
        self.show()
        self.set_interval(1.0, self.tick)
        self.query_one("#entry", Input).focus()
        # The pydantic models that check a typed day command, loaded after the first frame
        # and before the heap is frozen, not inside the first day command (issue 14).
        self.call_after_refresh(load_file_models)
        self.call_after_refresh(gc.freeze)
        self.set_interval(FREEZE_EVERY, self.freeze_heap)

    def _compositor_refresh(self) -> None:
        """A frame, then what waited for it (Textual's call_after_refresh can run before the
        frame: the widgets tell the screen they changed after the callback is queued)."""
        super()._compositor_refresh()
        waiting, self._after_frame[:] = self._after_frame[:], []
        for callback in waiting:
            callback()

    def on_unmount(self) -> None:
        self.game.write_due_summary()
        self.game.summary_later = None
        gc.unfreeze()  # what the game held may be collected again

    def freeze_heap(self) -> None:
        """Keep Python's full garbage collections off the moderator's keys (issue 14).

        By the time a game is shown the process holds some 120,000 objects (Textual, pydantic,
        the game and its checkpoints); a full collection walks them all, 50 to 100 ms on a
        2-core machine, and comes every few dozen keys, in the middle of one: the game
        screen's slowest presses. Once the game is on the screen everything alive is frozen
        (gc.freeze: left out of every collection, yet freed as usual once nothing refers to
        it), so a full collection walks only what came since. Every FREEZE_EVERY seconds,
        while the game screen is on top, what came since is collected and the rest frozen
        too, so that stays small. Leaving the game unfreezes the whole heap: what was frozen
        and has become garbage since is collected then."""
        if self.is_active:
            gc.collect()
            gc.freeze()

    def on_resize(self, event: Resize) -> None:
        self.set_class(event.size.width < WIDE, "narrow")

    def on_screen_resume(self) -> None:
        """Back from another screen (the log, where an earlier event may have been
        corrected): show the game as it is now (an ended game shows on the end screen)."""
        if self.state.phase != "ended":
            self.show()

    # What the screen shows ---------------------------------------------------------------

    def head_title(self, players: int) -> str:
        """The sub-title: the set's name and its head count, "Village of Pain, 12 players"."""
        return players_title(self.set_name, players)

    def show(self) -> None:
        state = self.state
        self.query_one(PlayerPanel).show(state)
        if state.phase == "ended":
            self.show_end()
        elif state.phase == "night":
            self.show_night()
        elif state.phase == "setup" and self.mayor_first:
            self.show_mayor_first()
        else:
            self.show_day()

    def show_mayor_first(self) -> None:
        say, detail, placeholder = mayor_first_texts(self.state)
        self.put("#calls-title", calls_title(self.state))
        self.show_list([])
        self.put("#phase", calls_title(self.state))
        self.put("#say", escape(say))
        self.put("#detail", escape(detail))
        self.show_ask("")
        self.put("#answers", "")
        self.entry.placeholder = placeholder

    def show_day(self) -> None:
        state = self.state
        self.hunt = None  # the pack's minute is the night's
        self.put("#calls-title", calls_title(state))
        self.show_list(accused_entries(state))
        self.put("#phase", escape(day_heading(state)))
        say, detail, ask = day_texts(self.game)
        self.put("#say", self.day_say(escape(say)))
        self.put("#detail", escape(detail))
        self.show_ask(escape(ask))
        self.put("#answers", "")
        self.entry.placeholder = day_placeholder(state)
        self.tick()

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        """A read-only window's footer offers no key that records (F5, F6, Ctrl+Z …): they
        only say that nothing is recorded here."""
        found = super().active_bindings
        if not self.game.read_only:
            return found
        return {key: active for key, active in found.items()
                if active.binding.id not in RECORDING_KEYS}

    def day_say(self, say: str) -> str:
        """What to announce by day: the dawn's words and deaths (a village adds a line)."""
        return say

    def show_end(self) -> None:
        phase, winners, undo = ended_texts(self.state)
        self.put("#phase", escape(phase))
        self.put("#say", escape(winners))
        self.put("#detail", escape(undo))
        self.show_ask("")
        from notepad.tui.screens.end import EndScreen

        log = self.game.log.path if self.game.log else None
        self.app.push_screen(EndScreen(self.game, log_path=log))

    def tick(self) -> None:
        if self.state.phase == "night":
            if self.night_room and self.night_room.active:
                self.show_night()  # the pacing countdown, and a call read when its time comes
            else:
                self.night_timer()
            return
        super().tick()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if event.input.id != "entry":
            return
        text = event.value
        if self.held is not None:
            self.held = None  # the answer was shown: on to the next call
            self.put("#verdict", "")  # it must not stand under the next call
            if not text.strip():
                self.show()
                return
        if not text.strip() and self.state.phase == "night" and self.asks_first():
            return
        if asks_help(text):  # this game's commands now, in place of a refusal
            event.input.value = ""
            call = self.current_call() if self.state.phase == "night" else None
            self.put("#verdict", escape(help_text(self.state, call)))
            return
        try:
            action = self.action_from(text)
        except ActionError as error:
            self.not_taken(str(error))
            self.show()
            return
        if action is None:
            if text.strip():
                self.not_taken(translated(NOTHING_TO_RECORD))
            self.show()
            return
        if isinstance(action, ev.PackKill) and self.hunt is not None \
                and self.hunt.role == action.role:
            # The seconds the pack took, for the hunt timer's rule (engine/night/hunt.py).
            elapsed = round(self.hunt.elapsed(time.monotonic()), 1)
            action = action.model_copy(update={"elapsed": elapsed})
        if self.record(action):
            event.input.value = ""
            if isinstance(action, ev.RoleCheck):
                self.held = next((c for c in self.calls() if c.role == action.role), None)
        self.show()

    def asks_first(self) -> bool:
        """The first empty Enter at a call where a living player chooses says what a second
        one records, and records nothing (table/second_enter.py)."""
        call = self.current_call()
        ask = second_enter(self.game, call)
        if not ask or call is None:
            return False
        asked = (len(self.game.events), call.role)
        if self.asked_at == asked:
            return False
        self.asked_at = asked
        self.put("#verdict", f"[yellow]{escape(ask)}[/yellow]")
        return True

    def action_from(self, text: str) -> ev.Event | None:
        state = self.state
        command = any_time_command(state, text)
        if command is not None:
            return command
        if state.phase == "night":
            call = self.current_call()
            return None if call is None else call_event(state, call, text)
        if state.phase == "day":
            return day_command(state, text).event
        if state.phase == "setup":
            before = before_the_first_night(state, text)
            if before is not None:
                return before
        if text.strip():
            raise ActionError(self.not_begun() if state.phase == "setup"
                              else translated(GAME_ENDED))
        return None

    def not_begun(self) -> str:
        """What text typed before the first night is told."""
        return not_begun_words(self.state)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if self.state.phase == "night" and event.option.id:
            self.chosen_call = event.option.id
            self.held = None
            self.show()
            self.entry.focus()

    # Keys --------------------------------------------------------------------------------

    def action_pass_call(self) -> None:
        if self.typed(translated(NOT_PASSED)):
            return
        self.held = None
        call = self.current_call()
        if call is not None and self.record(ev.Passed(role=call.role)):
            self.show()

    def action_next_phase(self) -> None:
        state = self.state
        if self.typed(translated(PHASE_NEEDS_EMPTY)):
            return
        if state.phase == "night":
            if self.said_once(calls_left(state, self.game.night_script())):
                return
            event: ev.Event = ev.Dawn()
        elif state.phase == "day":
            if self.said_once(quiet_day(self.game)):
                return
            elapsed = None
            if self.timer is not None:
                elapsed = round(self.timer.elapsed(self.paused_at or time.monotonic()), 1)
            event = ev.NightFalls(elapsed=elapsed)
        elif state.phase == "setup" and state.dealt:
            event = ev.NightFalls()  # after the Werwölfe Mayor's election (or without it)
        else:
            return
        self.held = None
        if self.record(event):
            self.timer = None
            self.paused_at = None
        self.show()

    def action_dice(self) -> None:
        # Recorded as a typed `dice A B` is, so that its warnings (the variant is off) show.
        if self.record(self.game.seeded_dice()):
            self.show()
