"""The dialogs of a correction from the log screen (F8; issue 18): the entry typed again as at
its call, the reason (asked again while empty), and the preview — what the correction changes
and every later event it makes illegal or meaningless, each kept with a reason or dropped —
before the correction is recorded. The words come from notepad/table/correcting.py."""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from notepad.engine import events as ev
from notepad.engine.corrections import Correction, CorrectionError, Later, Preview
from notepad.engine.game import CorrectionRefused, Game
from notepad.language import mark, translated
from notepad.table import correction_words as words
from notepad.table.commands import ActionError
from notepad.table.correcting import (
    EntryForm,
    decision_words,
    drop,
    keep,
    later_words,
    own_override,
)
from notepad.table.event_words import event_words, phase_number

CSS = """
CorrectionEntry #calls { height: auto; max-height: 10; border: round $primary; }
CorrectionEntry #problem, AskReason #problem, CorrectionPreview #problem {
    color: $error; height: auto;
}
CorrectionPreview #preview-box { width: 95%; height: 90%; max-width: 160; }
CorrectionPreview #summary { height: auto; max-height: 45%; }
CorrectionPreview #later { height: 1fr; min-height: 3; border: round $secondary; }
"""


class AskReason(ModalScreen[str | None]):
    """A reason, as for an override; Enter with nothing typed asks again, Escape cancels."""

    DEFAULT_CSS = CSS
    BINDINGS = [Binding("escape", "cancel", mark("Cancel"), tooltip=mark("Close without a reason"))]

    def __init__(self, title: str, value: str = "") -> None:
        super().__init__(classes="dialog")
        self.title_text, self.value = title, value

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(Text(self.title_text), classes="title")
            yield Input(value=self.value, placeholder=translated(words.REASON_PLACEHOLDER),
                        id="answer")
            yield Static("", id="problem")
            yield Static(translated(words.CONFIRM_KEYS), classes="hint")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        if not event.value.strip():
            self.query_one("#problem", Static).update(translated(words.REASON_NEEDED))
            return
        self.dismiss(event.value.strip())

    def action_cancel(self) -> None:
        self.dismiss(None)


class CorrectionEntry(ModalScreen[ev.Event | None]):
    """The entry typed again, read by the game screen's parsers in the state it was recorded
    in; an insertion at night first picks the forgotten call."""

    DEFAULT_CSS = CSS
    BINDINGS = [Binding("escape", "cancel", mark("Cancel"),
                        tooltip=mark("Close; nothing is corrected"))]

    def __init__(self, form: EntryForm) -> None:
        super().__init__(classes="dialog")
        self.form = form

    def compose(self) -> ComposeResult:
        form = self.form
        with Vertical():
            yield Static(Text(form.title), classes="title")
            if form.calls:
                yield OptionList(*[Option(Text(form.call_line(call)), id=call.role)
                                   for call in form.calls], id="calls")
            yield Static(Text(form.hint), id="hint", classes="hint")
            yield Input(value=form.text, placeholder=form.hint, id="entry")
            yield Static("", id="problem")
            yield Static(words.entry_keys(bool(form.calls)), classes="hint")

    def on_mount(self) -> None:
        if self.form.calls:
            calls = self.query_one("#calls", OptionList)
            roles = [c.role for c in self.form.calls]
            if self.form.call is not None:
                calls.highlighted = roles.index(self.form.call.role)
        self.query_one("#entry", Input).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        problem = self.form.choose(event.option.id or "")
        self.query_one("#problem", Static).update(Text(problem))
        self.query_one("#hint", Static).update(Text(self.form.hint))
        if not problem:
            entry = self.query_one("#entry", Input)
            entry.placeholder = self.form.hint
            entry.focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        try:
            action = self.form.parse(event.value)
        except ActionError as error:
            self.query_one("#problem", Static).update(Text(str(error)))
            return
        self.dismiss(action)

    def action_cancel(self) -> None:
        self.dismiss(None)


class CorrectionPreview(ModalScreen[bool]):
    """What the correction changes, before it is recorded; the later events it makes illegal
    wait for a decision (k keep with a reason, d drop), then Enter records."""

    DEFAULT_CSS = CSS
    BINDINGS = [
        Binding("enter", "record", mark("Record"), tooltip=mark("Record the correction"),
                priority=True),
        Binding("k", "keep", mark("Keep"),
                tooltip=mark("Keep the highlighted event, with an override "
                "reason")),
        Binding("d", "drop", mark("Drop"),
                tooltip=mark("Drop the highlighted event from the game")),
        Binding("K", "keep_all", mark("Keep all"),
                tooltip=mark("Keep every undecided event, with one "
                "reason")),
        Binding("D", "drop_all", mark("Drop all"), tooltip=mark("Drop every undecided event")),
        Binding("escape", "cancel", mark("Cancel"), tooltip=mark("Close; nothing is corrected")),
    ]

    def __init__(self, game: Game, correction: Correction,
                 guard: Callable[[list[int]], str | None] | None = None) -> None:
        super().__init__(classes="dialog")
        self.game = game
        self.correction = correction
        self.guard = guard  # events that may not be dropped (a village's moves)
        self.preview: Preview | None = None
        self.rows: list[Later | None] = []  # None: the new entry itself
        self.told: list[str] = []  # once recorded: what the table must hear (for_the_village)

    def compose(self) -> ComposeResult:
        with Vertical(id="preview-box"):
            yield Static(self.heading(), classes="title")
            with VerticalScroll(id="summary"):
                yield Static(id="changes")
            yield Static(translated(words.LATER_HEADING), classes="hint")
            yield OptionList(id="later")
            yield Static("", id="problem")
            yield Static(translated(words.PREVIEW_KEYS), classes="hint")

    def heading(self) -> str:
        return words.preview_heading(self.correction.action, self.correction.at)

    def on_mount(self) -> None:
        self.refresh_preview()
        self.query_one("#later", OptionList).focus()

    def refresh_preview(self) -> None:
        try:
            self.preview = self.game.preview_correction(self.correction)
        except CorrectionError as error:
            self.notify(str(error), title=translated(words.NOT_CORRECTED), severity="error",
                        timeout=15)
            self.dismiss(False)
            return
        self.show()

    def show(self) -> None:
        preview = self.preview
        assert preview is not None
        c, state = self.correction, self.game.state
        night = phase_number(preview.on)
        text = Text()
        if c.original is not None:
            text.append(words.was_words(c.action, preview.on), style="bold")
            text.append(event_words(state, c.original, number=night) + "\n")
        if c.event is not None:
            text.append(words.now_words(c.action, preview.on), style="bold")
            text.append(event_words(state, c.event, number=night) + "\n")
        text.append(translated(words.REASON), style="bold")
        text.append(c.reason + "\n")
        for v in preview.own:
            style = "red" if v.severity == "error" else "yellow"
            text.append(words.own_severity(v.severity), style=style)
            text.append(f"{v.message} ({v.source})\n")
        text.append(translated(words.WHAT_CHANGES) + "\n", style="bold")
        for line in preview.changes or [translated(words.NOTHING_ELSE)]:
            text.append(f"• {line}\n")
        if preview.told:  # Moderator Mistakes: acknowledged aloud
            text.append(translated(words.TELL_THE_VILLAGE) + "\n", style="bold")
            for line in preview.told:
                text.append(f"• {line}\n")
        self.query_one("#changes", Static).update(text)
        later = self.query_one("#later", OptionList)
        index = later.highlighted
        later.clear_options()
        self.rows = []
        if preview.own_blocking:
            self.rows.append(None)
            rules = "; ".join(v.message for v in preview.own_blocking)
            keepable = all(v.overridable for v in preview.own_blocking)
            later.add_option(Option(Text.assemble(
                (translated(words.NEW_ENTRY_ITSELF), "bold"), words.breaks(rules),
                (translated(words.DECIDE) if keepable else
                 translated(words.NO_OVERRIDE_CANCEL), "bold red"))))
        for item in preview.later:
            self.rows.append(item)
            style = "bold red" if item.blocking else "dim" if item.decision else "yellow"
            later.add_option(Option(Text.assemble(later_words(self.game, item), " — ",
                                                  (decision_words(item), style))))
        if not self.rows:
            later.add_option(Option(Text(translated(words.NO_LATER), style="dim"),
                                    disabled=True))
        if self.rows:
            later.highlighted = min(index or 0, len(self.rows) - 1)
        self.query_one("#problem", Static).update("")

    def chosen(self) -> Later | None | str:
        """The highlighted row: a later event, None for the new entry, "" for no row."""
        index = self.query_one("#later", OptionList).highlighted
        if index is None or index >= len(self.rows):
            return ""
        return self.rows[index]

    def say(self, text: str) -> None:
        self.query_one("#problem", Static).update(Text(text))

    def action_keep(self) -> None:
        row = self.chosen()
        assert self.preview is not None
        if row == "":
            return
        if row is None:
            if not all(v.overridable for v in self.preview.own_blocking):
                self.say(translated(words.NO_OVERRIDE_ENTRY))
                return
            self.app.push_screen(AskReason(translated(words.OVERRIDE_NEW_ENTRY),
                                           self.correction.reason), self._keep_own)
            return
        assert isinstance(row, Later)
        if not row.blocking:
            self.say(translated(words.NOTHING_TO_DECIDE))
        elif not row.can_keep:
            self.say(words.cannot_keep("; ".join(v.message for v in row.blocking)))
        else:
            self.app.push_screen(AskReason(words.keep_question(row.number)),
                                 lambda reason: self._keep(row, reason))

    def _keep_own(self, reason: str | None) -> None:
        if reason and self.preview is not None:
            self.correction = own_override(self.correction, self.preview, reason)
            self.refresh_preview()

    def _keep(self, row: Later, reason: str | None) -> None:
        if reason:
            self.correction = keep(self.correction, row, reason)
            self.refresh_preview()

    def action_drop(self) -> None:
        row = self.chosen()
        if row == "":
            return
        if row is None:
            self.say(translated(words.ENTRY_IS_CORRECTION))
            return
        assert isinstance(row, Later)
        if row.decision == "dropped":
            self.say(words.dropped_already(row.number))
            return
        why = self.guard([row.number]) if self.guard is not None else None
        if why:
            self.say(words.keeps_with_reason(why))
            return
        self.correction = drop(self.correction, row)
        self.refresh_preview()

    def undecided(self) -> list[Later]:
        return [] if self.preview is None else self.preview.undecided

    def action_keep_all(self) -> None:
        items = [item for item in self.undecided() if item.can_keep]
        if not items:
            self.say(translated(words.NOTHING_TO_KEEP))
            return

        def kept(reason: str | None) -> None:
            if reason:
                for item in items:
                    self.correction = keep(self.correction, item, reason)
                self.refresh_preview()

        self.app.push_screen(AskReason(words.keep_all_question(len(items))),
                             kept)

    def action_drop_all(self) -> None:
        items = self.undecided()
        if not items:
            self.say(translated(words.NOTHING_UNDECIDED))
            return
        why = self.guard([item.number for item in items]) if self.guard is not None else None
        if why:
            self.say(words.keeps_with_reason(why))
            return
        for item in items:
            self.correction = drop(self.correction, item)
        self.refresh_preview()

    def action_record(self) -> None:
        preview = self.preview
        if preview is None:
            return
        if preview.refused:
            self.say(words.not_recorded_yet(preview.refusal()))
            return
        try:
            self.game.correct(self.correction)
        except CorrectionRefused as refused:
            self.preview = refused.preview
            self.show()
            self.say(words.not_recorded(refused.preview.refusal()))
            return
        except OSError as error:  # the log could not be written: nothing changed
            self.say(words.log_not_written(error))
            return
        except CorrectionError as error:  # a village's notebook keeps its moves
            self.say(words.not_recorded(error))
            return
        self.told = preview.told
        self.dismiss(True)

    def action_cancel(self) -> None:
        self.dismiss(False)
