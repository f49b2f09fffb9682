"""Stepping through the One Night script: the current text large, a countdown, speech.

The Game Master plays with eyes closed (Game Master Sheet), so every text is spoken with
espeak-ng where the machine has it, and the next text follows by itself when the wait is
over. Space pauses, the arrows step; after the Day's call comes the discussion timer, then
the call to vote, then the final table.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.timer import Timer
from textual.widgets import Digits, Footer, Header, Label, Static

from notepad.language import gettext, mark, translated
from notepad.onenight.script import Script
from notepad.room import speech as onenight_speech
from notepad.table.around_words import eyes_closed_for, where
from notepad.table.onenight.cues import Event, StepThrough, clock, cues_for
from notepad.tui.markup import escape
from notepad.tui.screens.base import NotepadScreen

LAST_MINUTE_TEXT = mark("One more minute.")
MINUTE = 60


def where_line(phase: str, title: str, step: int, steps: int) -> str:
    """'Night · (5) Seer · step 4 of 8'; the Day's own call once: 'Day · step 7 of 8', where
    it read 'Day · Day · step 7 of 8'."""
    return where(phase, escape(title), step + 1, steps)


class NightScreen(NotepadScreen[str | None]):
    """Dismissed with "final_table" when the Game Master goes on to the final table."""

    # The clock ticks once a second; the tests switch it off and call action_tick.
    RUN_CLOCK: ClassVar[bool] = True

    DEFAULT_CSS = """
    NightScreen #night {
        height: 1fr;
        padding: 0 1;
    }
    NightScreen #where {
        width: 1fr;
        text-style: bold;
        color: $accent;
        padding: 0 1;
    }
    NightScreen #say {
        height: 1fr;
        width: 1fr;
        padding: 1 4;
        text-style: bold;
        content-align: center middle;
        text-align: center;
        border: round $primary;
        color: $text;
    }
    NightScreen #say.waiting {
        border: round $secondary;
        color: $text-muted;
    }
    NightScreen #clock-row {
        height: auto;
        align: center middle;
    }
    NightScreen #countdown {
        width: auto;
        padding: 0 2;
    }
    NightScreen #state {
        width: 1fr;
        padding: 1 1 0 1;
    }
    """

    BINDINGS = [
        Binding("space", "pause", mark("Pause"), tooltip=mark("Pause or resume the countdown"),
                id="pause"),
        Binding("right,n", "next", mark("Next"), tooltip=mark("Go on to the next text now"),
                id="next"),
        Binding(
            "left,b", "previous", mark("Previous"), tooltip=mark("Back to the previous text"),
            id="previous"
        ),
        Binding("v", "speech", mark("Speech"), tooltip=mark("Speak the texts aloud or not"),
                id="speech"),
        Binding(
            "plus,equals_sign",
            "more_time",
            mark("+1 min"),
            tooltip=mark("One more minute of discussion"),
            id="more-time",
        ),
        Binding(
            "minus", "less_time", mark("−1 min"), tooltip=mark("One minute less of discussion"),
            id="less-time"
        ),
        Binding(
            "f",
            "final_table",
            mark("Final table"),
            tooltip=mark("Enter the cards and votes after the vote"),
            id="final-table",
        ),
        Binding("escape", "back", mark("Back"), tooltip=mark("Back to the setup and script"),
                id="back"),
    ]

    def __init__(self, script: Script) -> None:
        super().__init__()
        self.script = script
        self.run = StepThrough(cues_for(script, script.setup.discussion_seconds))
        self.speaker = onenight_speech.Speaker(onenight_speech.speech_program())
        self.clock: Timer | None = None

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical(id="night"):
            yield Label(id="where")
            yield Static(id="say")
            with Horizontal(id="clock-row"):
                yield Digits(id="countdown")
                yield Label(id="state")
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = gettext("Game Master — eyes closed, listen")
        if self.speaker.problem:
            self.notify(self.speaker.problem, title=gettext("Speech"), timeout=8)
        self.start_cue()
        if self.RUN_CLOCK:
            self.clock = self.set_interval(1.0, self.action_tick, name="one-night-clock")

    def on_unmount(self) -> None:
        self.speaker.stop()

    # The clock ---------------------------------------------------------------------------

    def start_cue(self) -> None:
        """Say the current text (if speech is on) and show it."""
        if not self.run.paused:
            self.speaker.say(self.run.cue.say)
        self.show()

    def action_tick(self) -> None:
        """One second has passed (the timer, or a test)."""
        event: Event | None = self.run.tick(self.speaker.speaking)
        if event == "advanced":
            self.start_cue()
            return
        if event == "last_minute":
            self.speaker.say(translated(LAST_MINUTE_TEXT))
            self.notify(translated(LAST_MINUTE_TEXT), title=gettext("Discussion"))
        if event == "finished":
            self.speaker.stop()
        self.show()

    # Showing -------------------------------------------------------------------------------

    def show(self) -> None:
        run, cue = self.run, self.run.cue
        self.query_one("#where", Label).update(where_line(cue.phase, cue.title, cue.step,
                                                          run.steps))
        say = self.query_one("#say", Static)
        say.update(escape(cue.say))
        say.set_class(not run.reading and run.wait_left > 0, "waiting")
        self.query_one("#countdown", Digits).update(clock(run.wait_left))
        self.query_one("#state", Label).update(self.state_text())

    def state_text(self) -> str:
        run, cue = self.run, self.run.cue
        if run.finished:
            return gettext("[b]Everybody points.[/b] Then press F to enter the final table.")
        lines = []
        if run.paused:
            lines.append(gettext("[b reverse] PAUSED [/b reverse] space resumes"))
        if cue.kind == "discussion":
            lines.append(gettext("Discussion: + and − change the time; → calls the vote now"))
        elif run.reading:
            lines.append(gettext("Speaking…") if self.speaker.enabled
                         else gettext("Read this aloud"))
            if cue.wait:
                lines.append(eyes_closed_for(cue.wait))
        elif run.wait_left:
            lines.append(gettext("Eyes closed: wait"))
        if not self.speaker.enabled:
            said = self.speaker.problem or gettext("speech off (V turns it on)")
            lines.append(f"[dim]{escape(said)}[/dim]")
        return "\n".join(lines)

    # Keys ----------------------------------------------------------------------------------

    def action_pause(self) -> None:
        self.run.toggle_pause()
        if self.run.paused:
            self.speaker.stop()
        elif self.run.reading:
            self.speaker.say(self.run.cue.say)
        self.show()

    def action_next(self) -> None:
        if self.run.next():
            self.start_cue()
        else:
            self.speaker.stop()
            self.show()

    def action_previous(self) -> None:
        self.run.previous()
        self.start_cue()

    def action_speech(self) -> None:
        if not self.speaker.available:
            self.notify(self.speaker.problem, title=gettext("Speech"), severity="warning")
            return
        on = self.speaker.toggle()
        if on and self.run.reading and not self.run.paused:
            self.speaker.say(self.run.cue.say)
        self.notify(gettext("Speech on") if on else gettext("Speech off: the texts are only shown"))
        self.show()

    def _change_discussion(self, seconds: int) -> None:
        if self.run.cue.kind != "discussion":
            self.notify(gettext("The time can be changed during the discussion"),
                        severity="warning")
            return
        self.run.adjust_wait(seconds)
        self.show()

    def action_more_time(self) -> None:
        self._change_discussion(MINUTE)

    def action_less_time(self) -> None:
        self._change_discussion(-MINUTE)

    def action_final_table(self) -> None:
        self.speaker.stop()
        self.dismiss("final_table")

    def action_back(self) -> None:
        self.speaker.stop()
        self.dismiss(None)
