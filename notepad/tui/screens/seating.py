"""Seating and dealing: names in seat order, the deal (seeded or by hand), then the game.

The names are typed or pasted one per line in circle order; the table beside them shows the
seats and, once dealt, each player's card (hidden until the moderator asks: players may be
looking over a shoulder).
"""

from __future__ import annotations

import secrets
from collections import Counter
from datetime import datetime

from pydantic import ValidationError
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import DataTable, Footer, Header, Input, Label, Select, TextArea

from notepad.balance.draft import Draft
from notepad.catalog import Edition
from notepad.catalog.saving import slug
from notepad.catalog.spoken import spoken_name
from notepad.engine.events import CardsDealt
from notepad.engine.setup import GameSetup, Seat, SetupError, deal, deck_of, names_problem
from notepad.language import LANGUAGE_NAMES, LANGUAGES, gettext, mark, save_language, speak, spoken
from notepad.record.finished import RecordError
from notepad.record.groups import (
    FIRST_GROUP,
    MAX_GROUP,
    SETTINGS,
    group_name,
    last_group,
    remember_group,
)
from notepad.table.rule_choices import game_variants, summary
from notepad.table.screen_words import (
    card_of_seat,
    cards_missing,
    charm_held,
    dealt_from,
    head_count_problem,
    language_not_kept,
    players_title,
    rules_line,
    seating_count,
    session_log,
)
from notepad.table.seating_words import card_name, first_group, group_not_kept, group_refused
from notepad.table.titles import scenario_title
from notepad.tui.room_key import ROOM_KEY
from notepad.tui.screens.base import NotepadScreen


def names_from(text: str) -> list[str]:
    """One player per line; blank lines and surrounding spaces don't count."""
    return [line.strip() for line in text.splitlines() if line.strip()]


class SeatingScreen(NotepadScreen[None]):
    BINDINGS = [
        Binding("ctrl+r", "deal", mark("Deal"), tooltip=mark("Shuffle and deal from the seed"),
                id="deal"),
        Binding("ctrl+n", "start", mark("Start game"),
                tooltip=mark("Start the game and its session log"),
                id="start"),
        Binding("f4", "rules", mark("Rules"),
                tooltip=mark("Voting method, variants and house rules"),
                id="seating-rules"),
        Binding("f3", "deal_by_hand", mark("Record card"),
                tooltip=mark("Record the card dealt to the selected seat"), id="by-hand"),
        Binding("f6", "charm_holder", mark("Charm holder"),
                tooltip=mark("The selected seat drew the "
                "Charm (a deal by hand)"), id="charm-holder"),
        Binding("f2", "toggle_roles", mark("Show roles"),
                tooltip=mark("Show or hide the cards (moderator only)"), id="show-roles"),
        Binding("alt+up", "move(-1)", mark("Seat up"),
                tooltip=mark("Move the selected player up a seat"),
                id="seat-up"),
        Binding("alt+down", "move(1)", mark("Seat down"),
                tooltip=mark("Move the selected player down a seat"), id="seat-down"),
        Binding("escape", "back", mark("Back"), tooltip=mark("Back to the role set"), id="back"),
        ROOM_KEY,  # the Room dialog (issue 17)
    ]

    def __init__(self, draft: Draft, names: list[str] | None = None) -> None:
        super().__init__()
        self.draft = draft
        self.start_names = names or []
        self.dealt: CardsDealt | None = None
        self.show_roles = False
        self.dealt_charm = False
        self.seed = secrets.randbits(31)
        self.start_group = FIRST_GROUP  # the group used last, read in compose
        self.group_unnamed = False  # no group was ever kept: its name follows the language
        self.offered_language = spoken().code  # the language the choice showed first

    def compose(self) -> ComposeResult:
        # The group the game is played by: the record's journal and settings keep it, not the
        # log's header (an older notepad refuses a header with a key it does not know).
        record = self.notepad.home / "record"
        self.start_group, _ = last_group(record)
        if self.start_group == FIRST_GROUP and not (record / SETTINGS).exists():
            # No group was ever kept: the first one's name in the game's language (a group
            # kept as "my group" stays that group, whatever the language).
            self.start_group = first_group()
            self.group_unnamed = True
        yield Header()
        with Horizontal(id="seating"):
            with Vertical(id="names-column"):
                yield Label(gettext("Players in seat order, one per line (names or descriptions)"),
                            classes="title", id="names-title")
                yield TextArea("\n".join(self.start_names), id="names")
                yield Label("", id="count", classes="hint")
            with Vertical(id="deal-column"):
                with Horizontal(id="options"):
                    yield Label(gettext("Seed"), id="seed-label")
                    yield Input(str(self.seed), id="seed", type="integer")
                    yield Label(gettext("Group"), id="group-label")
                    yield Input(self.start_group, id="group", max_length=MAX_GROUP,
                                tooltip=gettext("The group whose record the game goes into at "
                                                "its end: the last one used, or a new name"))
                with Horizontal(id="language-row"):
                    # The game's language: the screens' (the user's default or --lang);
                    # changed here, the screens speak it at once and it is kept as the default.
                    yield Label(gettext("Language"), id="language-label")
                    yield Select([(LANGUAGE_NAMES[code], code) for code in LANGUAGES],
                                 value=self.offered_language, allow_blank=False, id="language",
                                 tooltip=gettext("The language of the game: its screens, its "
                                                 "words to read aloud, its board and its "
                                                 "report"))
                yield Label("", id="rules-line", classes="hint")
                yield DataTable(id="seats", cursor_type="row", zebra_stripes=True)
        yield Footer()

    @property
    def set_name(self) -> str:
        """The set's name as the game's header says it ("Suggested set", "custom set")."""
        return self.draft.name or scenario_title(self.draft.source, custom="custom set")

    def on_mount(self) -> None:
        self.add_columns()
        self.show_seats()
        self.show_rules()
        self.query_one("#names", TextArea).focus()

    @property
    def language(self) -> str:
        """The language chosen for the game ("en", "de")."""
        return str(self.query_one("#language", Select).value)

    def add_columns(self) -> None:
        table = self.query_one("#seats", DataTable)
        table.add_column(gettext("Seat"), key="seat")
        table.add_column(gettext("Player"), key="name")
        table.add_column(gettext("Card"), key="card")
        self.sub_title = players_title(self.set_name, self.draft.players)

    def on_select_changed(self, event: Select.Changed) -> None:
        """Another language chosen: the screen says everything in it at once (its labels,
        its seats' columns, its keys), as the game will."""
        if event.select.id != "language" or event.value == spoken().code:
            return
        offered = first_group()
        speak(self.language)
        group = self.query_one("#group", Input)
        if self.group_unnamed and group.value == offered:  # the first group's name, untouched
            group.value = self.start_group = first_group()
        for widget_id, text in (
                ("#names-title", gettext("Players in seat order, one per line (names or "
                                         "descriptions)")),
                ("#seed-label", gettext("Seed")), ("#group-label", gettext("Group")),
                ("#language-label", gettext("Language"))):
            self.query_one(widget_id, Label).update(text)
        self.query_one("#seats", DataTable).clear(columns=True)
        self.add_columns()
        self.show_rules()
        self.show_seats()
        self.refresh_bindings()  # the footer's keys, said in the language chosen
        from notepad.tui.screens.builder import BuilderScreen

        for screen in self.app.screen_stack:  # the builder below, back to it with Escape
            if isinstance(screen, BuilderScreen):
                screen.speak_again()

    def show_rules(self) -> None:
        self.query_one("#rules-line", Label).update(rules_line(summary(self.draft)))

    def action_rules(self) -> None:
        from notepad.tui.screens.rules import RulesScreen

        def back(_: None) -> None:
            if self.dealt is not None and self.dealt_charm != self.charm:
                self.dealt = None  # the Charm came or went: one card more or fewer to deal
                self.notify(gettext("The Charm changed: deal again"), severity="warning")
            self.show_rules()
            self.show_seats()

        self.app.push_screen(RulesScreen(self.draft), back)

    @property
    def charm(self) -> bool:
        return "charm" in self.draft.variants or self.draft.counts.get("charm", 0) > 0

    # The seats ---------------------------------------------------------------------------

    @property
    def names(self) -> list[str]:
        return names_from(self.query_one("#names", TextArea).text)

    def on_text_area_changed(self, event: TextArea.Changed) -> None:
        if self.dealt is not None and len(self.dealt.cards) != len(self.names):
            self.dealt = None  # the deal was for another head count
        self.show_seats()

    def show_seats(self) -> None:
        names = self.names
        table = self.query_one("#seats", DataTable)
        cursor = table.cursor_row
        table.clear()
        for seat, name in enumerate(names, start=1):
            table.add_row(str(seat), Text(name), self.card_text(seat), key=str(seat))
        if names:
            table.move_cursor(row=min(cursor, len(names) - 1))
        expected = self.draft.players
        to_fix = len(names) == expected and bool(names_problem(names))
        self.query_one("#count", Label).update(
            seating_count(len(names), expected, to_fix, self.dealt is not None))

    def card_text(self, seat: int) -> str:
        if self.dealt is None or seat > len(self.dealt.cards):
            return "·"
        if not self.show_roles:
            return gettext("(hidden)")
        role_id = self.dealt.cards[seat - 1]
        return card_name(self.draft.roles.get(role_id), role_id, self.draft.edition.value,
                         self.dealt.charm_holder == seat)

    def action_toggle_roles(self) -> None:
        self.show_roles = not self.show_roles
        self.show_seats()

    def action_move(self, step: int) -> None:
        table = self.query_one("#seats", DataTable)
        names = self.names
        row = table.cursor_row
        other = row + step
        if not names or not 0 <= other < len(names):
            return
        names[row], names[other] = names[other], names[row]
        if self.dealt is not None:  # the card stays with the player who holds it
            cards = list(self.dealt.cards)
            cards[row], cards[other] = cards[other], cards[row]
            holder = self.dealt.charm_holder
            if holder in (row + 1, other + 1):
                holder = other + 1 if holder == row + 1 else row + 1
            self.dealt = CardsDealt(cards=cards, charm_holder=holder, from_seed=False)
        with self.prevent(TextArea.Changed):
            self.query_one("#names", TextArea).text = "\n".join(names)
        self.show_seats()
        table.move_cursor(row=other)

    # The deal ------------------------------------------------------------------------------

    def setup(self) -> GameSetup:
        """The engine's setup from what is on the screen; raises SetupError with the reason."""
        if self.draft.edition is Edition.ONENIGHT:
            raise SetupError(gettext("One Night is dealt at the table: use its Game Master "
                                     "script"))
        names = self.names
        if len(names) != self.draft.players:
            raise SetupError(head_count_problem(len(names), self.draft.players))
        problem = names_problem(names)
        if problem:
            raise SetupError(problem)
        roles = dict(self.draft.counts)
        variants = game_variants(self.draft)
        if self.charm:
            roles.setdefault("charm", 1)
            variants += ["charm"] if "charm" not in variants else []
        seed_text = self.query_one("#seed", Input).value.strip()
        # The scenario's own name travels with the game (issue 32); a suggestion's set has
        # none (titles.py names it), nor a set changed since it was loaded (its source is "").
        own_name = self.draft.name if self.draft.source not in ("", "suggestion") else ""
        try:
            return GameSetup(
                edition=self.draft.edition.value,
                scenario=self.draft.source or None,
                scenario_name=own_name or None,
                roles=roles,
                players=[Seat(seat=i, name=n) for i, n in enumerate(names, start=1)],
                variants=variants,
                voting=self.draft.voting,
                house_rules=dict(self.draft.house_rules),
                seed=int(seed_text) if seed_text.isdigit() else self.seed,
            )
        except ValidationError as error:
            raise SetupError(error.errors()[0]["msg"].removeprefix("Value error, ")) from None

    def action_deal(self) -> None:
        try:
            setup = self.setup()
            self.dealt = deal(setup, self.draft.roles)
            self.dealt_charm = self.charm
        except SetupError as error:
            self.notify(str(error), title=gettext("Cannot deal"), severity="error", timeout=10)
            return
        self.show_seats()
        self.notify(dealt_from(setup.seed))

    def action_deal_by_hand(self) -> None:
        from notepad.tui.screens.pick_card import PickCard

        table = self.query_one("#seats", DataTable)
        if not self.names:
            return
        seat = table.cursor_row + 1
        cards = list(self.dealt.cards) if self.dealt else [""] * len(self.names)
        if len(cards) != len(self.names):
            cards = [""] * len(self.names)
        try:  # the engine's deck: a card-less role's place is a Villager card (Role Cards)
            setup = self.setup()
            deck = deck_of(setup, self.draft.roles)
        except SetupError as error:
            self.notify(str(error), title=gettext("Cannot deal"), severity="error", timeout=10)
            return
        full = list(deck)
        for card in cards:
            if card in deck:
                deck.remove(card)
        if cards[seat - 1]:
            deck.append(cards[seat - 1])  # the seat's own card can be chosen again

        def chosen(role_id: str | None) -> None:
            if role_id is None:
                return
            cards[seat - 1] = role_id
            holder = self.dealt.charm_holder if self.dealt else None
            rest = list((Counter(full) - Counter(cards)).elements())
            # Cupid, alternate variant 1: the card no seat was dealt is Cupid's leftover.
            leftover = rest[0] if setup.cupid_extra and len(rest) == 1 else None
            self.dealt = CardsDealt(cards=cards, charm_holder=holder, from_seed=False,
                                    cupid_leftover=leftover)
            self.dealt_charm = self.charm
            self.show_roles = True
            self.show_seats()
            if seat < len(self.names):
                table.move_cursor(row=seat)

        edition = self.draft.edition.value
        said = {r: spoken_name(self.draft.roles[r], edition) for r in set(deck)}
        left = sorted(said, key=lambda r: said[r])
        self.app.push_screen(
            PickCard(card_of_seat(seat, self.names[seat - 1]), [(r, said[r]) for r in left]),
            chosen,
        )

    def action_charm_holder(self) -> None:
        """Rule Variants — The Charm: the player who drew the Charm gets the card left in the
        moderator's hand as their real role (record that card with F3)."""
        if not self.charm:
            self.notify(gettext("The Charm is not in play: switch it on with F4"),
                        severity="warning")
            return
        if not self.names:
            return
        seat = self.query_one("#seats", DataTable).cursor_row + 1
        cards = list(self.dealt.cards) if self.dealt else [""] * len(self.names)
        if len(cards) != len(self.names):
            cards = [""] * len(self.names)
        self.dealt = CardsDealt(cards=cards, charm_holder=seat, from_seed=False)
        self.dealt_charm = True
        self.show_seats()
        self.notify(charm_held(seat))

    # Starting --------------------------------------------------------------------------

    def ready(self) -> tuple[GameSetup, CardsDealt]:
        """The setup and the deal, once every seat has its card (SetupError says what is
        missing)."""
        setup = self.setup()
        if self.dealt is None:
            raise SetupError(gettext("deal first: Ctrl+R deals from the seed, F3 records cards "
                                     "by hand"))
        if self.charm and self.dealt.charm_holder is None:
            raise SetupError(gettext("record who drew the Charm: F6 on their seat"))
        if not self.charm and self.dealt.charm_holder is not None:
            self.dealt = self.dealt.model_copy(update={"charm_holder": None})
        if "" in self.dealt.cards:
            missing = [i + 1 for i, c in enumerate(self.dealt.cards) if not c]
            raise SetupError(cards_missing(missing))
        return setup, self.dealt

    def action_start(self) -> None:
        from notepad.engine.game import Game, RuleViolation

        try:
            setup, dealt = self.ready()
            group = self.group()
            folder = self.notepad.sessions_dir
            folder.mkdir(parents=True, exist_ok=True)
            stamp = datetime.now().strftime("%Y-%m-%d-%H%M%S")
            path = folder / f"{stamp}-{slug(self.set_name)}.jsonl"
            game = Game.new(setup, self.draft.roles, log_path=path, language=self.language)
            try:
                game.record(dealt)
            except RuleViolation as error:
                game.close()
                path.unlink(missing_ok=True)
                raise SetupError(str(error)) from None
        except (SetupError, OSError) as error:
            self.notify(str(error), title=gettext("Cannot start"), severity="error", timeout=10)
            return
        try:  # the end screen records the game into the group used last: this one
            remember_group(self.notepad.home / "record", group)
        except OSError as error:
            self.notify(group_not_kept(error), title=gettext("Group"), severity="warning",
                        timeout=10)
        self.keep_language()
        from notepad.tui.screens.game import GameScreen

        while len(self.app.screen_stack) > 1:  # the game replaces the builder and seating
            self.app.pop_screen()
        self.app.push_screen(GameScreen(game))
        self.notify(session_log(path), title=gettext("Game started"))

    def keep_language(self) -> None:
        """A language the moderator changed to becomes their default (the next game's, and
        the screens' at the next start); one offered by `--lang` alone does not."""
        speak(self.language)
        if self.language in (self.offered_language, self.notepad.saved_language):
            return
        try:
            save_language(self.notepad.home, self.language)
            self.notepad.saved_language = self.notepad.language = self.language
        except OSError as error:
            self.notify(language_not_kept(error), title=gettext("Language"),
                        severity="warning", timeout=10)

    def group(self) -> str:
        """The group typed, as it is kept (SetupError says why a name cannot be one)."""
        try:
            return group_name(self.query_one("#group", Input).value)
        except RecordError as error:
            raise SetupError(group_refused(error).replace("--group ", "")) from None

    def action_back(self) -> None:
        self.app.pop_screen()

