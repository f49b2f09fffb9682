"""The final table of a One Night game: what lies in front of each player, and the votes.

One Night rulebook, Vote: "Now you all reveal your role cards"; Swapped Role Cards and Tokens:
"the card and token lying in front of the player count". One row per player and per middle
card; a letter changes a column of the highlighted row, a digit records whom the player
pointed at. The headless checks (notepad.onenight.table) run on every change and their
sentences are shown below the table; Ctrl+R resolves the vote (notepad.onenight.winner).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import DataTable, Footer, Header, Label, Static

from notepad.catalog.models import Role
from notepad.catalog.saving import write_atomically
from notepad.catalog.spoken import spoken_name
from notepad.language import gettext, mark
from notepad.onenight.script import ALPHA_EXTRA_CARDS
from notepad.onenight.table import TOKEN_LIMITS
from notepad.onenight.winner import who_has_won
from notepad.table.onenight.entry import (
    MIDDLE,
    FinalTable,
    Seat,
    final_table_path,
    final_table_toml,
    session_data,
)
from notepad.table.onenight.final_words import (
    acts_as_question,
    artifact_question,
    card_question,
    columns,
    counts_as_it_is,
    hint,
    middle_card,
    middle_has_no,
    middle_row,
    no_seat,
    not_saved,
    pointed_at,
    still_to_enter,
    to_fix_first,
    token_question,
)
from notepad.tui.markup import escape
from notepad.tui.screens.base import NotepadScreen
from notepad.tui.widgets.steady.table import SteadyTable

NONE = "none"
# Roles — Ghost Hunter: he turns into "either the Tanner, a werewolf or a vampire".
GHOST_FORMS = ("werewolf", "vampire", "tanner")
MANY = 4  # more missing entries than this are summed up in one line
# Roles — Mimic, Assassin: a card of theirs from the middle "counts as a regular villager".
FROM_MIDDLE_COUNTS = ("mimic", "assassin")


def _dot() -> Text:
    return Text("·", style="dim")


class FinalTableScreen(NotepadScreen[str | None]):
    """Dismissed with "again" when the Game Master starts a new round from the result."""

    DEFAULT_CSS = """
    FinalTableScreen #final {
        height: 1fr;
    }
    FinalTableScreen #final-hint {
        width: 1fr;
    }
    FinalTableScreen #problems-box {
        height: auto;
        max-height: 7;
        border: round $warning;
        padding: 0 1;
    }
    FinalTableScreen #problems-box.ready {
        border: round $success;
    }
    """

    BINDINGS = [
        Binding("c", "card", mark("Card"), tooltip=mark("The card in front of this player"),
                id="card"),
        Binding("v", "vote", mark("Points at"), tooltip=mark("Whom this player pointed at"),
                id="vote"),
        Binding(
            "t", "token", mark("Token"), tooltip=mark("The symbol token in front of this player"),
            id="token"
        ),
        Binding("a", "artifact", mark("Artifact"), tooltip=mark("The artifact on this card"),
                id="artifact"),
        Binding(
            "f",
            "from_middle",
            mark("From middle"),
            tooltip=mark("This Mimic or Assassin card lay in the middle at the start"),
            id="from-middle",
        ),
        Binding(
            "s",
            "acts_as",
            mark("Acts as"),
            tooltip=mark("The role the Mimic took on, or the Ghost Hunter turned into"),
            id="acts-as",
        ),
        Binding("n", "names", mark("Names"), tooltip=mark("Type the players' names, one per line"),
                id="names"),
        Binding(
            "ctrl+r",
            "resolve",
            mark("Resolve"),
            tooltip=mark("Resolve the vote and say who has won"),
            id="resolve",
        ),
        Binding("home", "first_row", mark("First row"), tooltip=mark("Go to the first player"),
                id="first-row", priority=True),
        Binding("escape", "back", mark("Back"), tooltip=mark("Back to the setup and script"),
                id="back"),
        *[
            Binding(
                str(d),
                f"vote_seat({d or 10})",
                "",  # one line in the hint above the table, not ten in the palette
                show=False,
                tooltip=mark("This player pointed at the player in that seat (0 = 10)"),
            )
            for d in range(10)
        ],
    ]

    quit_question = mark("Quit the notepad? The final table so far is saved with the "
                         "round; reopen it from the start screen.")

    def __init__(self, final: FinalTable, known: dict[str, Role], artifacts: tuple[str, ...],
                 path: Path | None = None):
        super().__init__()
        self.final, self.known, self.artifacts = final, known, artifacts
        self.path = path  # the round's session file (entry.SESSION_SUFFIX), saved on change

    def compose(self) -> ComposeResult:
        yield Header()
        yield Label(hint(len(self.final.seats)), id="final-hint", classes="hint")
        yield SteadyTable(id="final", cursor_type="row", zebra_stripes=True)
        with VerticalScroll(id="problems-box"):
            yield Static(id="problems")
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = gettext("the final table: cards, tokens and votes")
        self.fill()
        self.save()
        self.query_one("#final", DataTable).focus()

    # Showing -------------------------------------------------------------------------------

    def _role_name(self, role_id: str | None) -> str | Text:
        if role_id is None:
            return _dot()
        return spoken_name(self.known[role_id], "onenight") if role_id in self.known else role_id

    def _row(self, number: int, seat: Seat) -> list[str | Text]:
        names = self.final.names
        vote: str | Text = _dot()
        if seat.votes_for is not None:
            vote = Text(f"{seat.votes_for + 1} {names[seat.votes_for]}")
        return [
            str(number),
            Text(seat.name),
            self._role_name(seat.card) if seat.card else Text("?", style="bold red"),
            seat.token.capitalize() if seat.token else _dot(),
            seat.artifact.capitalize() if seat.artifact else _dot(),
            gettext("yes") if seat.from_middle else _dot(),
            self._role_name(seat.acts_as) if seat.acts_as else _dot(),
            vote if seat.votes_for is not None else Text("?", style="bold red"),
        ]

    def fill(self) -> None:
        grid = self.query_one("#final", DataTable)
        row = grid.cursor_row
        # The columns anew, so each is as wide as what it holds now: DataTable only ever
        # widens a column, and a long name typed once and corrected kept the Points at column
        # out of sight at 80 columns.
        grid.clear(columns=True)
        for label, key in columns():
            grid.add_column(label, key=key)
        for number, seat in enumerate(self.final.seats, start=1):
            grid.add_row(*self._row(number, seat), key=f"p{number - 1}")
        for number, card in enumerate(self.final.middle, start=1):
            grid.add_row(
                "",
                Text(middle_row(number, number > MIDDLE), style="italic"),
                self._role_name(card),
                "",
                "",
                "",
                "",
                "",
                key=f"m{number - 1}",
            )
        grid.move_cursor(row=min(row, grid.row_count - 1))
        self.show_problems()

    def show_problems(self) -> None:
        problems = self.final.problems(self.known)
        missing = self.final.missing()
        box = self.query_one("#problems-box")
        box.set_class(not problems, "ready")
        if missing and len(missing) > MANY:
            cards = sum(1 for s in self.final.seats if s.card is None)
            votes = sum(1 for s in self.final.seats if s.votes_for is None)
            lines = [still_to_enter(cards, votes)]
            lines += [escape(m) for m in missing if m.startswith("middle")]
        elif problems:
            lines = [f"[red]✗[/red] {escape(p)}" for p in problems]
        else:
            lines = [gettext("[b green]Complete.[/b green] Ctrl+R resolves the vote and says "
                             "who has won.")]
            lines += [f"[yellow]! {escape(n)}[/yellow]" for n in self.final.card_notes(self.known)]
        self.query_one("#problems", Static).update("\n".join(lines))

    # Which row -----------------------------------------------------------------------------

    def _current(self) -> tuple[str, int]:
        grid = self.query_one("#final", DataTable)
        key = grid.coordinate_to_cell_key(grid.cursor_coordinate).row_key.value or "p0"
        return ("middle" if key[0] == "m" else "player"), int(key[1:])

    def _seat(self, what: str) -> Seat | None:
        kind, index = self._current()
        if kind != "player":
            self.notify(middle_has_no(what), severity="warning")
            return None
        return self.final.seats[index]

    def _changed(self, step: bool = False) -> None:
        """Show and save the change; with `step`, go on to the next row once this player's
        card and vote are both in (so "card, then vote" stays on the same player)."""
        grid = self.query_one("#final", DataTable)
        row = grid.cursor_row
        self.fill()
        self.save()
        kind, index = self._current()
        whole = kind == "middle" or (self.final.seats[index].card is not None
                                     and self.final.seats[index].votes_for is not None)
        if step and whole and row + 1 < grid.row_count:
            grid.move_cursor(row=row + 1)

    def save(self) -> None:
        """The round's session, and the final table beside it while it is complete."""
        if self.path is None:
            return
        try:
            write_atomically(self.path, json.dumps(session_data(self.final), ensure_ascii=False,
                                                   indent=1) + "\n")
            if not self.final.problems(self.known):
                write_atomically(final_table_path(self.path), final_table_toml(self.final))
            else:  # a table made incomplete again no longer stands beside the round
                final_table_path(self.path).unlink(missing_ok=True)
        except OSError as error:
            self.notify(not_saved(error), severity="error", timeout=20)

    def action_first_row(self) -> None:
        self.query_one("#final", DataTable).move_cursor(row=0)

    def _pick(self, title: str, choices: list[tuple[str, str]], done: Callable[[str], None]):
        from notepad.tui.screens.pick_card import PickCard

        def picked(choice: str | None) -> None:
            if choice is not None:
                done(choice)

        self.app.push_screen(PickCard(title, choices), picked)

    # Keys ----------------------------------------------------------------------------------

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        self.action_card()

    def action_card(self) -> None:
        kind, index = self._current()
        label = middle_card(index + 1) if kind == "middle" else self.final.seats[index].name

        def chosen(card: str) -> None:
            if kind == "middle":
                self.final.middle[index] = card
            else:
                seat = self.final.seats[index]
                seat.card = card
                if card not in ("mimic", "ghost_hunter"):
                    seat.acts_as = None
                if card not in FROM_MIDDLE_COUNTS:
                    seat.from_middle = False
            self._changed(step=True)

        self._pick(card_question(label), self.final.card_choices(self.known), chosen)

    def action_token(self) -> None:
        seat = self._seat("token")
        if seat is None:
            return
        choices = [(t, t.capitalize()) for t in TOKEN_LIMITS] + [(NONE, gettext("No token"))]

        def chosen(token: str) -> None:
            seat.token = None if token == NONE else token
            self._changed()

        self._pick(token_question(seat.name), choices, chosen)

    def action_artifact(self) -> None:
        from notepad.onenight.script import ARTIFACT_NAMES

        seat = self._seat("artifact")
        if seat is None:
            return
        if not self.artifacts:
            self.notify(gettext("No Curator in the set: there are no artifacts"),
                        severity="warning")
            return
        choices = [(a, ARTIFACT_NAMES[a]) for a in self.artifacts] + [(NONE,
                                                                        gettext("No artifact"))]

        def chosen(artifact: str) -> None:
            seat.artifact = None if artifact == NONE else artifact
            self._changed()

        self._pick(artifact_question(seat.name), choices, chosen)

    def action_from_middle(self) -> None:
        seat = self._seat("start in the middle")
        if seat is None:
            return
        if seat.card not in FROM_MIDDLE_COUNTS and not seat.from_middle:
            # 'f' typed on a Seer's row set 'Mid: yes', which counts for nothing, in silence.
            card = str(self._role_name(seat.card)) if seat.card else None
            self.notify(counts_as_it_is(card), severity="warning")
            return
        seat.from_middle = not seat.from_middle
        if seat.from_middle and seat.card == "mimic":
            seat.acts_as = None  # Roles — Mimic: from the middle it is a plain villager
        self._changed()

    def action_acts_as(self) -> None:
        seat = self._seat("role to act as")
        if seat is None:
            return
        if seat.card == "mimic" and seat.from_middle:
            self.notify(
                gettext("A Mimic card from the middle counts as a plain villager (Roles — "
                        "Mimic)"),
                severity="warning",
            )
            return
        if seat.card == "mimic":
            # Setup, Alpha Wolf: his extra werewolf card lies "in the middle" too, where the
            # Mimic "looks at a card" (Roles — Mimic): it may be a wolf the set has not.
            extra = list(ALPHA_EXTRA_CARDS) if self.final.alpha else []
            ids = sorted({r for r in [*self.final.roles, *extra] if r != "mimic"})

        elif seat.card == "ghost_hunter":
            ids = sorted(
                r
                for r in set(GHOST_FORMS) | set(self.final.roles)
                if r in self.known
                and (self.known[r].pack is not None or self.known[r].team == "tanner")
            )

        else:
            self.notify(
                gettext("Only the Mimic and the Ghost Hunter act as another role"),
                severity="warning"
            )
            return
        choices = sorted(
            ((r, str(self._role_name(r))) for r in ids if r in self.known), key=lambda c: c[1]
        )

        def chosen(role_id: str) -> None:
            seat.acts_as = None if role_id == NONE else role_id
            self._changed()

        self._pick(acts_as_question(seat.name, seat.card or ""),
                   [*choices, (NONE, gettext("Nothing"))], chosen)

    def action_vote(self) -> None:
        from notepad.tui.screens.onenight.dialogs import PickPlayer

        seat = self._seat("vote")
        if seat is None:
            return

        def chosen(index: int | None) -> None:
            if index is not None:
                seat.votes_for = index
                self._changed(step=True)

        self.app.push_screen(PickPlayer(pointed_at(seat.name), self.final.names), chosen)

    def action_vote_seat(self, number: int) -> None:
        seat = self._seat("vote")
        if seat is None:
            return
        if number > len(self.final.seats):
            self.notify(no_seat(number), severity="warning")
            return
        seat.votes_for = number - 1
        self._changed(step=True)

    def action_names(self) -> None:
        from notepad.tui.screens.onenight.dialogs import AskNames

        def named(names: list[str] | None) -> None:
            if names is not None:
                self.final.set_names(names)
                self._changed()

        self.app.push_screen(AskNames(self.final.names), named)

    def action_resolve(self) -> None:
        from notepad.tui.screens.onenight.result import ResultScreen

        self.show_problems()
        problems = self.final.problems(self.known)
        if problems:
            self.notify(to_fix_first(len(problems)), severity="error")
            return
        outcome = who_has_won(self.final.table(), self.known)

        def after(result: str | None) -> None:
            if result == "again":
                self.dismiss("again")

        self.app.push_screen(ResultScreen(outcome, self.known), after)

    def action_back(self) -> None:
        self.dismiss(None)
