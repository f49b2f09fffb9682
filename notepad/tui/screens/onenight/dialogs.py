"""Dialogs of the One Night final table: whom a player pointed at, and the players' names."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Label, OptionList, TextArea
from textual.widgets.option_list import Option

from notepad.language import gettext, mark
from notepad.table.onenight.entry import names_from, names_refusal
from notepad.tui.markup import escape


def player_matches(number: int, name: str, typed: str) -> bool:
    """A seat number, or the first letters of a name (or of any word of it)."""
    typed = typed.strip().lower()
    if not typed:
        return True
    if typed.isdigit():
        return str(number) == typed
    return any(word.startswith(typed) for word in [name.lower(), *name.lower().split()])


class PickPlayer(ModalScreen[int | None]):
    """Pick a player by seat number or the first letters of the name; answers the seat index."""

    BINDINGS = [Binding("escape", "cancel", mark("Cancel"), tooltip=mark("Close without choosing"))]

    def __init__(self, title: str, names: list[str]) -> None:
        super().__init__(classes="dialog")
        self.heading, self.names = title, names

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(self.heading, classes="title")
            yield Input(placeholder=gettext("seat number or first letters of the name"),
                        id="who")
            yield OptionList(*self._options(""), id="players")
            yield Label(gettext("Enter picks the highlighted player, Escape cancels"),
                        classes="hint")

    def _options(self, typed: str) -> list[Option]:
        return [
            Option(f"{number:>2}  {escape(name)}", id=str(number - 1))
            for number, name in enumerate(self.names, start=1)
            if player_matches(number, name, typed)
        ]

    def on_mount(self) -> None:
        self.query_one("#players", OptionList).highlighted = 0

    def on_input_changed(self, event: Input.Changed) -> None:
        options = self.query_one("#players", OptionList)
        options.clear_options()
        options.add_options(self._options(event.value))
        if options.option_count:
            options.highlighted = 0

    def on_input_submitted(self, event: Input.Submitted) -> None:
        options = self.query_one("#players", OptionList)
        if options.highlighted is not None:
            chosen = options.get_option_at_index(options.highlighted).id
            self.dismiss(int(chosen or 0))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(int(event.option.id or 0))

    def action_cancel(self) -> None:
        self.dismiss(None)


class AskNames(ModalScreen[list[str] | None]):
    """The players' names, one per line in seat order."""

    DEFAULT_CSS = """
    AskNames #names {
        height: 12;
    }
    """

    BINDINGS = [
        Binding("ctrl+s", "done", mark("Use the names"), tooltip=mark("Use these names"),
                id="names-done"),
        Binding("escape", "cancel", mark("Cancel"), tooltip=mark("Keep the names as they were")),
    ]

    def __init__(self, names: list[str]) -> None:
        super().__init__(classes="dialog")
        self.names = names
        self.players = len(names)  # the set's head count (the final table seats it)

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(gettext("Players in seat order, one per line"), classes="title")
            yield TextArea("\n".join(self.names), id="names")
            yield Label(gettext("Ctrl+S uses the names, Escape cancels"), classes="hint")

    def on_mount(self) -> None:
        area = self.query_one("#names", TextArea)
        area.focus()
        area.select_all()

    def action_done(self) -> None:
        names = names_from(self.query_one("#names", TextArea).text)
        refusal = names_refusal(names, self.players)
        if refusal is not None:
            self.notify(escape(refusal), severity="error", timeout=15)
            return
        self.dismiss(names)

    def action_cancel(self) -> None:
        self.dismiss(None)
