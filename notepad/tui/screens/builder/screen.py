"""The scenario builder: edition and head count, every role with its count, live balance."""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.widgets import Header, Input, Label, Select

from notepad.balance import SuggestionError
from notepad.balance.draft import Draft
from notepad.balance.suggest import BANDS, PLAYER_RANGE
from notepad.catalog import Edition, Scenario
from notepad.catalog.models import EDITION_TITLES
from notepad.catalog.spoken import spoken_name
from notepad.language import gettext, mark, spoken, translated
from notepad.table.builder_words import band_name, filter_placeholder
from notepad.table.screen_words import (
    builder_title,
    name_taken,
    not_saved,
    saved_to,
    scenario_warnings,
    suggestions_title,
)
from notepad.table.titles import edition_name
from notepad.tui.screens.builder.estimate import EstimateView
from notepad.tui.screens.builder.live import LiveRate, live_on
from notepad.tui.widgets.balance_panel import ESTIMATE_HINT, BalancePanel
from notepad.tui.widgets.footer import SteadyFooter
from notepad.tui.widgets.role_table import RoleTable


class BuilderScreen(EstimateView):
    # The role table has the focus from the first frame: focusing it after that frame drew
    # every row of it twice (issue 14).
    AUTO_FOCUS = "#roles"
    KEY_GROUPS = (
        (mark("The cards"), ("count-up", "count-down", "filter", "suggest", "clear")),
        (mark("The game"), ("players-up", "players-down", "edition", "target", "rules",
                            "group")),
        (mark("Before you play"), ("estimate", "load", "save", "seat", "back")),
    )
    BINDINGS = [
        Binding(
            "s",
            "suggest",
            mark("Suggest"),
            tooltip=mark("Role sets for this head count and target"),
            id="suggest",
        ),
        Binding(
            "w",
            "estimate",
            mark("Win rate"),
            tooltip=mark("Estimate each team's chance by playing games through the rules"),
            id="estimate",
        ),
        Binding(
            "ctrl+o", "load", mark("Load"), tooltip=mark("Start from a built-in or saved scenario"),
            id="load"
        ),
        Binding("ctrl+s", "save", mark("Save"), tooltip=mark("Save as a scenario in your folder"),
                id="save"),
        Binding(
            "ctrl+n", "seat", mark("Seat players"), tooltip=mark("Go on to seating and dealing"),
            id="seat"
        ),
        Binding("slash", "filter", mark("Filter"), tooltip=mark("Type part of a role's name"),
                id="filter"),
        Binding(
            "right_square_bracket",
            "players(1)",
            mark("Players +1"),
            tooltip=mark("One more player"),
            id="players-up",
        ),
        Binding(
            "left_square_bracket",
            "players(-1)",
            mark("Players −1"),
            tooltip=mark("One fewer player"),
            id="players-down",
        ),
        Binding("e", "next_edition", mark("Edition"), tooltip=mark("Switch the game"),
                id="edition"),
        Binding(
            "t", "next_target", mark("Target"), tooltip=mark("Newcomers, balanced or practised"),
            id="target"
        ),
        Binding(
            "g", "group", mark("Group"), tooltip=mark("Group the roles by team or list them A–Z"),
            id="group"
        ),
        Binding("v", "rules", mark("Rules"),
                tooltip=mark("Voting method, variants and house rules"),
                id="rules"),
        Binding("x", "clear", mark("Clear"), tooltip=mark("Start from nothing"), id="clear"),
        Binding("escape", "back", mark("Back"), tooltip=mark("Back to the start screen"),
                id="back"),
        # + and − where the list of roles has not the focus (after Tab): on its highlighted
        # role, as in the list, where they did nothing and said nothing. A text field keeps
        # them: it takes its typed characters first.
        Binding("plus,equals_sign", "count(1)", mark("+1"), show=False,
                tooltip=mark("One more of the highlighted card"), id="count-up-here"),
        Binding("minus", "count(-1)", mark("−1"), show=False,
                tooltip=mark("One fewer of the highlighted card"), id="count-down-here"),
    ]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """One Night has no win-rate estimate: its footer does not offer w."""
        draft = getattr(self, "_draft", None)  # before the draft is made: every key
        one_night = draft is not None and draft.edition is Edition.ONENIGHT
        return not (action == "estimate" and one_night)

    def action_count(self, delta: int) -> None:
        table = self.query_one(RoleTable)
        table.focus()
        table.action_change(delta)

    def __init__(
        self,
        scenario: Scenario | None = None,
        edition: Edition = Edition.ULTIMATE,
        players: int = 12,
    ) -> None:
        super().__init__()
        self.start_scenario = scenario
        self.start_edition, self.start_players = edition, players
        self.grouped = True
        self.german: bool | None = None  # the table shows the German names (fill_table)
        # What the styles were worked out for, when the screen was made ready off screen
        # (builder_ready.py): unchanged at its push, Textual need not style it again.
        self.styled_for: tuple[int, bool] | None = None
        self.live = LiveRate(self)

    @property
    def draft(self) -> Draft:
        return self._draft

    def compose(self) -> ComposeResult:
        # The draft is made before the widgets, so that each starts with the draft's value: an
        # Input or Select says its first value once mounted, and a first value other than the
        # draft's (12 players, Ultimate) arrived after a scenario was loaded and undid its head
        # count and edition (found opening Vampire Village from the start screen).
        self._draft = draft = Draft(self.notepad.catalog, self.start_edition, self.start_players)
        if self.start_scenario is not None:
            draft.load_scenario(self.start_scenario)
        yield Header()
        with Horizontal(id="top"):
            yield Select(
                [(edition_name(e.value), e.value) for e in Edition],
                value=draft.edition.value,
                allow_blank=False,
                id="edition",
            )
            yield Label(gettext("Players"), id="players-label")
            yield Input(str(draft.players), id="players", type="integer")
            yield Select([(band_name(b), b) for b in BANDS], value=draft.target,
                         allow_blank=False, id="target")
            yield Input(placeholder=filter_placeholder(), id="filter")
        with Horizontal(id="body"):
            yield RoleTable(id="roles")
            yield BalancePanel(id="balance")
        yield SteadyFooter()

    # The band selector's width for German bands ("für Einsteiger"): the stylesheet's 17
    # columns fit the English ones.
    GERMAN_TARGET_WIDTH = 23

    def fit_target(self) -> None:
        target = self.query_one("#target", Select)
        target.styles.width = self.GERMAN_TARGET_WIDTH if spoken().code == "de" else None

    def on_mount(self) -> None:
        self.query_one("#live").display = live_on()
        self.fit_target()
        self.refresh_all()
        self.query_one(RoleTable).focus()

    def on_screen_resume(self, event: events.ScreenResume) -> None:
        """Runs before Textual's own resume (the subclass's handler comes first)."""
        from notepad.tui.screens.builder.ready import style_state

        if self.styled_for is not None and self.styled_for == style_state(self.notepad):
            event.refresh_styles = False
        self.styled_for = None  # once: the screen's next showing is Textual's own
        self.call_later(self.live.shown)  # current once Textual's own resume has run

    # Showing the draft ------------------------------------------------------------------

    def refresh_all(self) -> None:
        draft = self.draft
        self.refresh_bindings()  # w comes and goes with One Night
        with self.prevent(Select.Changed, Input.Changed):
            self.query_one("#edition", Select).value = draft.edition.value
            self.query_one("#players", Input).value = str(draft.players)
            self.query_one("#target", Select).value = draft.target
        self.fill_table()
        self.show_balance()

    # From this many columns the German names fit beside the balance panel; narrower, One
    # Night's "Fortune Teller (Wahrsagerin)" pushed the Count column out of view at 80x24.
    GERMAN_WIDTH = 100

    def fill_table(self) -> None:
        text = self.query_one("#filter", Input).value
        roles = [r for r in self.draft.roles.values() if r.id != "lovers" or not r.card]
        self.german = self.app.size.width >= self.GERMAN_WIDTH
        self.query_one(RoleTable).fill(
            roles, self.draft.counts, self.draft.edition, self.grouped, text, self.german
        )

    def on_resize(self) -> None:
        if self.german is not None and (self.app.size.width >= self.GERMAN_WIDTH) != self.german:
            self.fill_table()

    def show_balance(self) -> None:
        panel = self.query_one(BalancePanel)
        panel.show(self.draft)
        self.live.changed()  # stale at once; the new set's games in a moment
        if self.estimate_shown is not None:
            self.show_estimate_of(*self.estimate_shown)
        elif self.hint_for != self.draft.edition:  # One Night offers no w
            before, self.hint_for = self.hint_for, self.draft.edition
            one_night = self.hint_for is Edition.ONENIGHT
            if one_night or before is Edition.ONENIGHT:
                panel.show_estimate("" if one_night else translated(ESTIMATE_HINT))
        name = self.draft.name or gettext("new role set")
        self.sub_title = builder_title(name, EDITION_TITLES[self.draft.edition])

    def speak_again(self) -> None:
        """The language changed at seating: the builder behind it says everything in the new
        one (its labels, the bands, the role table, the balance and its warnings, its keys)."""
        self.query_one("#players-label", Label).update(gettext("Players"))
        target = self.query_one("#target", Select)
        with self.prevent(Select.Changed):
            target.set_options([(band_name(b), b) for b in BANDS])
            target.value = self.draft.target
        self.fit_target()
        self.query_one("#filter", Input).placeholder = filter_placeholder()
        self.query_one(RoleTable).name_columns()
        panel = self.query_one(BalancePanel)
        panel.name_titles()
        if self.estimate_shown is None and self.draft.edition is not Edition.ONENIGHT:
            panel.show_estimate(translated(ESTIMATE_HINT))
        self.draft.said_again()
        self.refresh_all()

    # Changes -----------------------------------------------------------------------------

    def on_role_table_count_changed(self, event: RoleTable.CountChanged) -> None:
        if event.count is not None:
            self.draft.set_count(event.role_id, event.count)
        else:
            self.draft.change_count(event.role_id, event.delta or 0)
        self.query_one(RoleTable).show_count(event.role_id, self.draft.counts)
        self.show_balance()

    def on_select_changed(self, event: Select.Changed) -> None:
        # Each Select says its first value once it is mounted: nothing changed then, and
        # filling the table again for it cost a third of the builder's first open (issue 14).
        if event.value == {"edition": self.draft.edition.value,
                           "target": self.draft.target}.get(event.select.id or ""):
            return
        if event.select.id == "edition" and isinstance(event.value, str):
            self.draft.set_edition(event.value)
            self.refresh_all()
        elif event.select.id == "target" and isinstance(event.value, str):
            self.draft.target = event.value
            self.show_balance()

    def on_input_changed(self, event: Input.Changed) -> None:
        if event.input.id == "filter":
            self.fill_table()
        elif event.input.id == "players" and event.value.strip().isdigit():
            self.draft.set_players(int(event.value))
            self.show_balance()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if event.input.id == "players":
            self.refresh_all()  # shows the head count clamped to the edition's range
        self.query_one(RoleTable).focus()

    def action_players(self, delta: int) -> None:
        self.draft.set_players(self.draft.players + delta)
        self.refresh_all()

    def action_next_edition(self) -> None:
        editions = list(Edition)
        self.draft.set_edition(editions[(editions.index(self.draft.edition) + 1) % 3])
        self.refresh_all()

    def action_next_target(self) -> None:
        self.draft.target = (
            BANDS[(BANDS.index(self.draft.target) + 1) % len(BANDS)]
            if self.draft.target in BANDS
            else "balanced"
        )
        self.refresh_all()

    def action_group(self) -> None:
        self.grouped = not self.grouped
        self.fill_table()

    def action_rules(self) -> None:
        if self.draft.edition is Edition.ONENIGHT:
            self.notify(gettext("One Night has no rule variants to choose"), severity="warning")
            return
        from notepad.tui.screens.rules import RulesScreen

        self.app.push_screen(RulesScreen(self.draft), lambda _: self.show_balance())

    def action_clear(self) -> None:
        self.draft.clear()
        self.refresh_all()

    def action_filter(self) -> None:
        self.query_one("#filter", Input).focus()

    def action_back(self) -> None:
        filter_input = self.query_one("#filter", Input)
        if filter_input.has_focus or filter_input.value:
            filter_input.value = ""
            self.query_one(RoleTable).focus()
            return
        self.app.pop_screen()

    # Suggestions, loading, saving ------------------------------------------------------

    def action_suggest(self) -> None:
        from notepad.tui.screens.dialogs import SuggestionsScreen

        try:
            found = self.draft.suggestions(count=3)
        except SuggestionError as error:
            self.notify(str(error), severity="error")
            return
        edition = self.draft.edition.value
        names = {r.id: spoken_name(r, edition) for r in self.draft.roles.values()}
        low, high = PLAYER_RANGE[self.draft.edition]
        title = suggestions_title(self.draft.players, band_name(self.draft.target))

        def applied(choice: object) -> None:
            if choice is not None:
                self.draft.apply(choice)  # type: ignore[arg-type]
                self.refresh_all()
                self.notify(gettext("Suggestion applied: tweak it with + and −"))

        fitted = self.live.calibration if self.live.skill else None  # the group's own 50%
        screen = SuggestionsScreen(found, names, title, self.draft.edition.value,
                                   self.draft.roles, skill=self.live.skill,
                                   group=fitted["group"] if fitted else None)
        self.app.push_screen(screen, applied)


    def action_load(self) -> None:
        from notepad.tui.screens.dialogs import PickScenario

        def loaded(scenario: Scenario | None) -> None:
            if scenario is None:
                return
            players = self.draft.players
            low, high = scenario.player_range
            self.draft.load_scenario(scenario, players if low <= players <= high else None)
            self.refresh_all()
            problems = len(self.draft.balance.warnings)
            if problems:
                self.notify(scenario_warnings(scenario.name, problems), severity="warning")

        self.app.push_screen(
            PickScenario(self.notepad.catalog, self.draft.edition),
            loaded,
        )

    def action_save(self) -> None:
        from notepad.tui.screens.dialogs import AskText

        def named(name: str | None) -> None:
            if name:
                self.save_as(name)

        self.app.push_screen(
            AskText(gettext("Save as a scenario"), gettext("Name of the scenario"),
                    self.draft.name), named
        )

    def save_as(self, name: str) -> None:
        from pydantic import ValidationError

        from notepad.catalog import CatalogError
        from notepad.catalog.saving import plan_save, save_scenario, scenario_path

        if not self.draft.counts:
            self.notify(gettext("Nothing to save yet: give some roles a count"),
                        severity="warning")
            return
        try:
            scenario = self.draft.scenario(name)
            path = scenario_path(self.draft.edition, scenario.id, self.notepad.home)
            plan = plan_save(scenario, path)
            if plan.replaces is not None and scenario.id != self.draft.source:
                self.notify(name_taken(path.name, plan.replaces), severity="error", timeout=15)
                return
            save_scenario(scenario, path)
        except ValidationError as error:
            problem = error.errors()[-1]
            self.notify(not_saved(problem["msg"].removeprefix("Value error, ")),
                        severity="error", timeout=15)
            return
        except (CatalogError, OSError) as error:
            self.notify(not_saved(error), severity="error", timeout=15)
            return
        for warning in plan.warnings:
            self.notify(warning, severity="warning", timeout=15)
        self.notepad.catalog.add_scenario(scenario, path)
        self.draft.name, self.draft.source = scenario.name, scenario.id
        self.show_balance()
        self.notify(saved_to(path), title=gettext("Scenario saved"))

    def action_seat(self) -> None:
        if self.draft.edition is Edition.ONENIGHT:
            # One Night is dealt at the table; the notepad runs the Game Master's script.
            from notepad.tui.screens.onenight.setup import OneNightScreen

            self.app.push_screen(OneNightScreen(self.draft))
            return
        from notepad.tui.screens.seating import SeatingScreen

        self.app.push_screen(SeatingScreen(self.draft))
