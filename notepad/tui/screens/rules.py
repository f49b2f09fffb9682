"""The rules of the game being set up: the voting method, every variant of the edition and the
checks a house rule can switch off, grouped, each with its line and rulebook section. Opened
from the builder and the seating screen; the choices live in the Draft (saved with the
scenario). The rows come from notepad/table/rule_choices.py."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Footer, Header, Label, OptionList
from textual.widgets.option_list import Option

from notepad.balance.draft import Draft
from notepad.catalog.models import EDITION_TITLES
from notepad.language import gettext, mark
from notepad.table.rule_choices import Row, rows, switch
from notepad.table.screen_words import rules_title
from notepad.tui.screens.base import NotepadScreen


def prompt(row: Row) -> Text:
    text = Text(f"{row.mark} ", style="bold")
    text.append(row.text)
    text.append(f"\n    ↳ {row.source}", style="dim")
    return text


class RulesScreen(NotepadScreen[None]):
    DEFAULT_CSS = """
    RulesScreen #rules { height: 1fr; }
    """
    BINDINGS = [
        Binding("space", "switch", mark("Switch"),
                tooltip=mark("Choose this rule, or switch it on or off"),
                id="rule-switch"),
        Binding("escape", "back", mark("Done"), tooltip=mark("Back, keeping the choices"),
                id="rules-done"),
    ]

    def __init__(self, draft: Draft) -> None:
        super().__init__()
        self.draft = draft

    def compose(self) -> ComposeResult:
        yield Header()
        yield Label(gettext("Space/Enter: choose or switch · Escape: back · saved with the "
                            "scenario"), classes="hint")
        yield OptionList(id="rules")
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = rules_title(EDITION_TITLES[self.draft.edition])
        options: list[Option] = []
        group = ""
        for row in rows(self.draft):
            if row.group != group:
                group = row.group
                options.append(Option(Text(group, style="bold underline"), disabled=True,
                                      id=f"group:{group}"))
            options.append(Option(prompt(row), id=row.key))
        rules = self.query_one("#rules", OptionList)
        rules.add_options(options)
        rules.highlighted = 1
        rules.focus()

    def show(self) -> None:
        """Every row's mark again (choosing one method or reveal unmarks another)."""
        rules = self.query_one("#rules", OptionList)
        for row in rows(self.draft):
            rules.replace_option_prompt(row.key, prompt(row))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id:
            switch(self.draft, event.option.id)
            self.show()

    def action_switch(self) -> None:
        rules = self.query_one("#rules", OptionList)
        if rules.highlighted is not None:
            key = rules.get_option_at_index(rules.highlighted).id
            if key and not key.startswith("group:"):
                switch(self.draft, key)
                self.show()

    def action_back(self) -> None:
        self.dismiss(None)
