"""Who died and who has won, large enough for the whole table to read.

The deaths with their causes come from notepad.onenight.vote, the winners and the path
through the Who-Has-Won check (classic or Epic Battle) from notepad.onenight.winner; this
screen only says them in plain sentences.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Footer, Header, Static

from notepad.catalog.models import Role
from notepad.language import gettext, mark
from notepad.onenight.winner import Outcome
from notepad.table.onenight import result_words
from notepad.tui.markup import escape
from notepad.tui.screens.base import NotepadScreen


def headline(outcome: Outcome) -> str:
    """The winners in one or two lines: parties, then players."""
    return result_words.headline(list(outcome.parties), list(outcome.players))


def deaths_text(outcome: Outcome, known: dict[str, Role]) -> str:
    by_name = {p.name: p for p in outcome.people}
    if not outcome.vote.deaths:
        return gettext("[b]Nobody died.[/b]")
    lines = [gettext("[b]Died:[/b]")]
    for death in outcome.vote.deaths:
        died = result_words.person(by_name[death.name], known)
        lines.append(f"  ✝ [b]{escape(died)}[/b]: {escape(death.reason)}")
    return "\n".join(lines)


def details_text(outcome: Outcome) -> str:
    votes = sorted(outcome.vote.votes.items(), key=lambda item: -item[1])
    lines = [gettext("[b u]The vote[/b u]")]
    lines.append(result_words.votes_line(
        ", ".join(f"{escape(name)}: {count}" for name, count in votes if count)))
    lines += [f"  {escape(step)}" for step in outcome.vote.steps]
    lines += ["", gettext("[b u]Who has won[/b u]")]
    lines += [f"  {number}. {escape(s)}" for number, s in enumerate(outcome.path, start=1)]
    notes = [note for person in outcome.people for note in person.notes]
    if notes:
        lines += ["", gettext("[b u]Who was who at the end[/b u]")]
        lines += [f"  {escape(note)}" for note in notes]
    return "\n".join(lines)


class ResultScreen(NotepadScreen[str | None]):
    """Dismissed with "again" for a new round with the same players."""

    DEFAULT_CSS = """
    ResultScreen #winners {
        height: auto;
        padding: 0 4;
        text-style: bold;
        text-align: center;
        border: double $success;
        color: $success;
    }
    ResultScreen #winners.nobody {
        border: double $warning;
        color: $warning;
    }
    ResultScreen #deaths {
        height: auto;
        padding: 1 2 0 2;
    }
    ResultScreen #details {
        height: 1fr;
        padding: 1 2 0 2;
    }
    """

    BINDINGS = [
        Binding(
            "ctrl+n",
            "again",
            mark("New round"),
            tooltip=mark("Another round with the same players and set"),
            id="again",
        ),
        Binding(
            "escape", "back", mark("Back"), tooltip=mark("Back to the final table to correct it"),
            id="back"
        ),
    ]

    def __init__(self, outcome: Outcome, known: dict[str, Role]) -> None:
        super().__init__()
        self.outcome, self.known = outcome, known

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static(escape(headline(self.outcome)), id="winners")
        yield Static(deaths_text(self.outcome, self.known), id="deaths")
        with VerticalScroll(id="details"):
            yield Static(details_text(self.outcome))
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = gettext("who has won")
        self.query_one("#winners").set_class(not self.outcome.parties, "nobody")
        self.query_one("#details").focus()

    def action_again(self) -> None:
        self.dismiss("again")

    def action_back(self) -> None:
        self.dismiss(None)
