"""Pick one card from those left in the deck; typing filters the list."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Label, OptionList
from textual.widgets.option_list import Option

from notepad.language import mark


class PickCard(ModalScreen[str | None]):
    BINDINGS = [Binding("escape", "cancel", mark("Cancel"), tooltip=mark("Close without choosing"))]

    def __init__(self, title: str, cards: list[tuple[str, str]]) -> None:
        super().__init__(classes="dialog")
        self.heading, self.cards = title, cards

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(self.heading, classes="title")
            yield Input(placeholder="type part of the role's name", id="card-filter")
            yield OptionList(*[Option(name, id=rid) for rid, name in self.cards], id="cards")
            yield Label("Enter picks the highlighted card, Escape cancels", classes="hint")

    def on_input_changed(self, event: Input.Changed) -> None:
        text = event.value.strip().lower()
        options = self.query_one("#cards", OptionList)
        options.clear_options()
        options.add_options(
            [Option(name, id=rid) for rid, name in self.cards if text in name.lower()]
        )
        if options.option_count:
            options.highlighted = 0

    def on_input_submitted(self, event: Input.Submitted) -> None:
        options = self.query_one("#cards", OptionList)
        if options.highlighted is not None:
            self.dismiss(options.get_option_at_index(options.highlighted).id)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id)

    def action_cancel(self) -> None:
        self.dismiss(None)
