"""Small modal dialogs: ask for a line of text, pick a scenario, pick a suggestion."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from notepad.balance import Suggestion
from notepad.catalog import Catalog, Edition, Role, Scenario
from notepad.language import gettext, mark
from notepad.table.builder_words import (
    ranked,
    ranking,
    required_or_cancel,
    suggestion_cards,
    suggestion_heading,
    suggestion_rate,
)
from notepad.tui.markup import escape


class AskText(ModalScreen[str | None]):
    """One line of text; Enter answers, Escape cancels. With `required`, an empty answer is
    not taken: the dialog stays and says so."""

    BINDINGS = [Binding("escape", "cancel", mark("Cancel"),
                        tooltip=mark("Close without an answer"))]

    def __init__(self, title: str, placeholder: str = "", value: str = "",
                 required: str = "") -> None:
        super().__init__(classes="dialog")
        self.title_text, self.placeholder, self.value = title, placeholder, value
        self.required = required

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(self.title_text, classes="title")
            yield Input(value=self.value, placeholder=self.placeholder, id="answer")
            yield Label(gettext("Enter to confirm, Escape to cancel"), classes="hint",
                        id="ask-hint")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        answer = event.value.strip()
        if not answer and self.required:
            self.query_one("#ask-hint", Label).update(required_or_cancel(self.required))
            return
        self.dismiss(answer or None)

    def action_cancel(self) -> None:
        self.dismiss(None)


class Confirm(ModalScreen[bool]):
    """A yes-or-no question; y or Enter says yes, n or Escape says no (j too: "ja", where
    German is spoken and its hint says "j / Enter: ja")."""

    BINDINGS = [
        Binding("y,j,enter", "answer(True)", mark("Yes"), tooltip=mark("Yes")),
        Binding("n,escape", "answer(False)", mark("No"), tooltip=mark("No")),
    ]

    def __init__(self, question: str) -> None:
        super().__init__(classes="dialog")
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(self.question, classes="title")
            yield Label(gettext("y / Enter: yes    n / Escape: no"), classes="hint")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


class PickScenario(ModalScreen[Scenario | None]):
    """The built-in and saved scenarios of an edition, for a head count where they have one."""

    BINDINGS = [Binding("escape", "cancel", mark("Cancel"), tooltip=mark("Close without loading"))]

    def __init__(self, catalog: Catalog, edition: Edition) -> None:
        super().__init__(classes="dialog")
        scenarios = catalog.scenarios.get(edition, {}).values()
        self.scenarios = sorted(
            (s for s in scenarios if not s.random_draw), key=lambda s: s.player_range
        )

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(gettext("Load a scenario"), classes="title")
            options = []
            for scenario in self.scenarios:
                low, high = scenario.player_range
                span = f"{low}" if low == high else f"{low}–{high}"
                options.append(Option(f"{scenario.name}  ({span} players)", id=scenario.id))
            yield OptionList(*options, id="scenarios")
            yield Label(gettext("Enter to load, Escape to cancel"), classes="hint")

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        chosen = next(s for s in self.scenarios if s.id == event.option.id)
        self.dismiss(chosen)

    def action_cancel(self) -> None:
        self.dismiss(None)


def describe(number: int, suggestion: Suggestion, names: dict[str, str],
             rate: str = "") -> str:
    lines = [suggestion_heading(number), suggestion_cards(suggestion.cards, suggestion.balance)]
    if rate:
        lines.append(f"[b]{rate}[/b]")
    for role_id, count in suggestion.roles.items():
        lines.append(f"{count:>3} × {names.get(role_id, role_id)}")
    for warning in suggestion.warnings:  # the words, not the code ("! at-random" told nothing)
        lines.append(f"[yellow]! {escape(warning.message)}[/yellow]")
    return "\n".join(lines)


class SuggestionsScreen(ModalScreen[Suggestion | None]):
    """Suggestions side by side; a digit applies one; w ranks them by played games."""

    BINDINGS = [
        Binding("escape", "cancel", mark("Close"), tooltip=mark("Keep the current set")),
        Binding("1", "pick(0)", mark("Apply 1"), tooltip=mark("Apply the first suggestion")),
        Binding("2", "pick(1)", mark("Apply 2"), tooltip=mark("Apply the second suggestion")),
        Binding("3", "pick(2)", mark("Apply 3"), tooltip=mark("Apply the third suggestion")),
        Binding("w", "rank", mark("Rank by win rate"),
                tooltip=mark("Play games of each set and put the one nearest 50% first")),
    ]
    RANK_GAMES = 200

    def __init__(self, suggestions: list[Suggestion], names: dict[str, str], title: str,
                 edition: str = "", known: dict[str, Role] | None = None,
                 skill: float = 0.0, group: str | None = None) -> None:
        """`skill`: the village skill the sets are played at, the fitted skill of `group`
        when the builder has one (its live rate's calibration), else the default."""
        super().__init__(classes="dialog")
        self.suggestions, self.names, self.heading = suggestions, names, title
        self.edition, self.known = edition, known
        self.skill, self.group = skill, group
        self.rates: dict[int, float] = {}  # id(suggestion) → the village's estimated win rate

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(self.heading, classes="title")
            with VerticalScroll(id="cards"), Horizontal():
                for number, suggestion in enumerate(self.suggestions, start=1):
                    yield Static(describe(number, suggestion, self.names), classes="suggestion")
            yield Label(gettext("1–3 apply a suggestion (then tweak it), w ranks them by played "
                                "games, Escape closes"), classes="hint", id="suggestions-hint")

    def show_cards(self) -> None:
        for number, (card, suggestion) in enumerate(
            zip(self.query(".suggestion").results(Static), self.suggestions, strict=False),
            start=1,
        ):
            rate = self.rates.get(id(suggestion))
            text = suggestion_rate(rate) if rate is not None else ""
            card.update(describe(number, suggestion, self.names, text))

    def action_rank(self) -> None:
        if not self.edition or self.edition == "onenight" or self.known is None:
            self.notify(gettext("One Night sets have no win-rate estimate"), severity="warning")
            return
        self.query_one("#suggestions-hint", Label).update(
            ranking(self.RANK_GAMES))
        self.run_worker(self.rank, thread=True, exclusive=True, group="rank")

    def rank(self) -> None:
        from notepad.balance.simulate.estimate import Simulation, estimate

        assert self.known is not None
        for suggestion in self.suggestions:
            sim = Simulation.from_roles(self.edition, suggestion.roles, known=self.known,
                                        skill=self.skill)
            result = estimate(sim, self.RANK_GAMES, seed=0, workers=1)
            self.rates[id(suggestion)] = result.win_rate().get("village", 0.0)
        # Nearest an even game first (issue 8: suggestions ranked by the estimate).
        self.suggestions.sort(key=lambda s: abs(self.rates[id(s)] - 0.5))
        self.app.call_from_thread(self.ranked)

    def ranked(self) -> None:
        self.show_cards()
        self.query_one("#suggestions-hint", Label).update(ranked(self.group, self.skill))

    def action_pick(self, index: int) -> None:
        if index < len(self.suggestions):
            self.dismiss(self.suggestions[index])

    def action_cancel(self) -> None:
        self.dismiss(None)
