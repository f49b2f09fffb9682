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
from notepad.language import mark
from notepad.onenight.parties import PARTY_NAMES, Identity
from notepad.onenight.winner import Outcome
from notepad.tui.markup import escape
from notepad.tui.screens.base import NotepadScreen


def said(names: list[str]) -> str:
    if not names:
        return "nobody"
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def headline(outcome: Outcome) -> str:
    """The winners in one or two lines: parties, then players."""
    if not outcome.parties:
        return "NOBODY WINS"
    parties = said([PARTY_NAMES[p] for p in outcome.parties])
    verb = "WINS" if len(outcome.parties) == 1 else "WIN"
    players = said(outcome.players) if outcome.players else "no player"
    return f"{parties.upper()} {verb}\n{players}"


def who(person: Identity, known: dict[str, Role]) -> str:
    """'Cleo (Mimic as Witch)' or 'Anna (Werewolf)'."""
    card = known[person.card].name if person.card in known else person.card
    if person.role != person.card:
        role = known[person.role].name if person.role in known else person.role
        return f"{person.name} ({card} as {role})"
    return f"{person.name} ({card})"


def deaths_text(outcome: Outcome, known: dict[str, Role]) -> str:
    by_name = {p.name: p for p in outcome.people}
    if not outcome.vote.deaths:
        return "[b]Nobody died.[/b]"
    lines = ["[b]Died:[/b]"]
    for death in outcome.vote.deaths:
        lines.append(
            f"  ✝ [b]{escape(who(by_name[death.name], known))}[/b]: {escape(death.reason)}"
        )
    return "\n".join(lines)


def details_text(outcome: Outcome) -> str:
    votes = sorted(outcome.vote.votes.items(), key=lambda item: -item[1])
    lines = ["[b u]The vote[/b u]"]
    lines.append(
        "Votes: " + ", ".join(f"{escape(name)}: {count}" for name, count in votes if count)
    )
    lines += [f"  {escape(step)}" for step in outcome.vote.steps]
    lines += ["", "[b u]Who has won[/b u]"]
    lines += [f"  {number}. {escape(s)}" for number, s in enumerate(outcome.path, start=1)]
    notes = [note for person in outcome.people for note in person.notes]
    if notes:
        lines += ["", "[b u]Who was who at the end[/b u]"]
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
        self.sub_title = "who has won"
        self.query_one("#winners").set_class(not self.outcome.parties, "nobody")
        self.query_one("#details").focus()

    def action_again(self) -> None:
        self.dismiss("again")

    def action_back(self) -> None:
        self.dismiss(None)
