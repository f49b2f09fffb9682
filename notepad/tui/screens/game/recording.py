"""The game screen's recording: an action recorded through the engine (`record`: the rules
checked, the log written before anything shows as done), the verdict under the entry line (what
was recorded, the deaths it brought, the rules it broke and how to record it anyway), an
override with its reason, and the entry line kept when a line was refused. Every sentence comes
from notepad/table/recorded.py; GameScreen (screen.py) is built on this view."""

from __future__ import annotations

from textual.widgets import Input

from notepad.engine import events as ev
from notepad.engine.corrections import Corrected
from notepad.engine.game import RuleViolation
from notepad.engine.validator import Violation
from notepad.language import translated
from notepad.table.day_words import how_to_finish
from notepad.table.recorded import (
    NOTHING_REFUSED,
    OVERRIDE_OFFER,
    OVERRIDE_PLACEHOLDER,
    OVERRIDE_QUESTION,
    OVERRIDE_REQUIRED,
    deaths_since,
    read_only_words,
    recorded_words,
    said_of,
    still_typed,
    survivals_since,
    with_reason,
)
from notepad.table.screen_words import violation_line
from notepad.tui.markup import escape
from notepad.tui.screens.game.night import NightView


class RecordingView(NightView):
    """What recording an action does on the game screen (GameScreen's part for it)."""

    pending: ev.Event | None
    refused_text: str
    warned_at: int

    def verdict(self, violations: list[Violation], done: str = "",
                overridden: bool = False) -> None:
        lines = [done] if done else []
        typed = self.entry.value
        for v in violations:
            lines.append(violation_line(v.severity, escape(v.message), escape(v.source),
                                        overridden=overridden and v.severity == "error"))
            if overridden and v.severity == "error":
                continue
            if v.severity == "error" and not done and (how := how_to_finish(v.rule, typed)):
                lines.append(escape(how))
        if any(v.severity == "error" and v.overridable for v in violations) and not done:
            lines.append(translated(OVERRIDE_OFFER))
        if any(v.severity == "error" for v in violations) and not done:
            self.keep_typed()
        self.put("#verdict", "\n".join(lines))

    def not_taken(self, message: str) -> None:
        self.keep_typed()
        self.put("#verdict", f"[red]{escape(message)}[/red]")

    def keep_typed(self) -> None:
        """A refused line stays, selected: End or an arrow edits it, a new line typed
        replaces it. Typed after it, 'Anna' then '3 13' read as 'Anna3 13' and recorded two
        players nobody had named (a 68-player trial)."""
        self.refused_text = self.entry.value
        if self.entry.value:
            self.entry.select_all()

    def record(self, event: ev.Event, override: str | None = None) -> bool:
        if self.game.read_only:
            # Before the rules: a refusal offered Ctrl+O and asked for a reason, and only then
            # said that nothing can be recorded here.
            self.pending = None
            self.not_taken(read_only_words(self.state, event))
            return False
        living = set(self.state.alive)
        survived = len(self.state.today.survived)
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
        if not isinstance(event, ev.Dawn):  # dawn's deaths are in its announcement
            done += [f"[b]{escape(death.who)}[/b]{escape(death.why)}"
                     for death in deaths_since(self.state, living)]
            done += [f"[b]{escape(line)}[/b]" for line in survivals_since(self.state, survived)]
        if override:
            done.append(escape(with_reason(override)))
        self.verdict(warnings, "\n".join(done), overridden=override is not None)
        return True

    def done_words(self, event: ev.Event) -> str:
        return escape(recorded_words(self.game, event))

    def game_words(self, event: ev.Event | Corrected) -> str:
        """The event (or a correction, undone or redone as one step) in words, as the log
        screen says it (notepad/table/recorded.py)."""
        return said_of(self.state, event)

    def typed(self, what: str) -> bool:
        """Whether the entry holds text; if so, refuse `what` rather than lose the text."""
        text = self.entry.value.strip()
        if not text:
            return False
        words = still_typed(what, text, refused=self.entry.value == self.refused_text,
                            overridable=self.pending is not None)
        self.put("#verdict", f"[red]{escape(words)}[/red]")
        self.entry.select_all()  # typing replaces it, as after a refusal (keep_typed)
        return True

    def said_once(self, warning: str) -> bool:
        """Before F6 moves the phase on: a warning (calls left, a day with nothing recorded)
        is said once, and F6 waits; pressed again with nothing recorded in between, it goes
        on. In a Village in Chaos trial, F6 after the Sorceress's answer went straight to
        dawn, and the Old Hag and the Trouble Maker were never called."""
        events = len(self.game.events)
        if not warning or self.warned_at == events:
            return False
        self.warned_at = events
        self.put("#verdict", f"[yellow]{escape(warning)}[/yellow]")
        return True

    def action_clear_entry(self) -> None:
        focused = self.focused
        target = focused if isinstance(focused, Input) else self.entry
        target.value = ""
        if target is self.entry:
            self.pending = None
            self.put("#verdict", "")

    def action_override(self) -> None:
        if self.pending is None:
            self.notify(translated(NOTHING_REFUSED), severity="warning")
            return
        from notepad.tui.screens.dialogs import AskText

        pending = self.pending

        def reason(text: str | None) -> None:
            if text and self.record(pending, override=text):
                self.entry.value = ""
            self.show()

        self.app.push_screen(AskText(translated(OVERRIDE_QUESTION),
                                     translated(OVERRIDE_PLACEHOLDER),
                                     required=translated(OVERRIDE_REQUIRED)), reason)
