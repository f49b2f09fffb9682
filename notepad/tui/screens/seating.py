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
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Checkbox, DataTable, Footer, Header, Input, Label, Select, TextArea

from notepad.balance.draft import Draft
from notepad.catalog import Edition
from notepad.catalog.saving import slug
from notepad.engine.events import CardsDealt
from notepad.engine.setup import REVEALS, GameSetup, Seat, SetupError, deal, deck_of
from notepad.tui.room_key import ROOM_KEY
from notepad.tui.screens.base import NotepadScreen

REVEAL_NAMES = {
    "reveal-full": "Reveal the role",
    "reveal-wolf-or-not": "Reveal werewolf or not",
    "reveal-team": "Reveal the team",
    "reveal-none": "Reveal nothing",
}


def names_from(text: str) -> list[str]:
    """One player per line; blank lines and surrounding spaces don't count."""
    return [line.strip() for line in text.splitlines() if line.strip()]


class SeatingScreen(NotepadScreen[None]):
    BINDINGS = [
        Binding("ctrl+r", "deal", "Deal", tooltip="Shuffle and deal from the seed", id="deal"),
        Binding(
            "f3",
            "deal_by_hand",
            "Record card",
            tooltip="Record the card dealt to the selected seat",
            id="by-hand",
        ),
        Binding(
            "f2",
            "toggle_roles",
            "Show roles",
            tooltip="Show or hide the cards (moderator only)",
            id="show-roles",
        ),
        Binding(
            "alt+up",
            "move(-1)",
            "Seat up",
            tooltip="Move the selected player up a seat",
            id="seat-up",
        ),
        Binding(
            "alt+down",
            "move(1)",
            "Seat down",
            tooltip="Move the selected player down a seat",
            id="seat-down",
        ),
        Binding(
            "ctrl+n",
            "start",
            "Start game",
            tooltip="Start the game and its session log",
            id="start",
        ),
        Binding("escape", "back", "Back", tooltip="Back to the role set", id="back"),
        ROOM_KEY,  # the Room dialog (issue 17)
    ]

    def __init__(self, draft: Draft, names: list[str] | None = None) -> None:
        super().__init__()
        self.draft = draft
        self.start_names = names or []
        self.dealt: CardsDealt | None = None
        self.show_roles = False
        self.seed = secrets.randbits(31)

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="seating"):
            with Vertical(id="names-column"):
                yield Label(
                    "Players in seat order, one per line (names or descriptions)", classes="title"
                )
                yield TextArea("\n".join(self.start_names), id="names")
                yield Label("", id="count", classes="hint")
            with Vertical(id="deal-column"):
                with Horizontal(id="options"):
                    yield Select(
                        [(label, key) for key, label in REVEAL_NAMES.items()],
                        value=self.default_reveal(),
                        allow_blank=False,
                        id="reveal",
                    )
                    yield Label("Seed")
                    yield Input(str(self.seed), id="seed", type="integer")
                with Horizontal(id="charm-options"):
                    yield Checkbox("The Charm", "charm" in self.draft.counts, id="charm")
                    yield Checkbox("First Charm holder is not a werewolf", id="charm-safe")
                yield DataTable(id="seats", cursor_type="row", zebra_stripes=True)
        yield Footer()

    def default_reveal(self) -> str:
        return next((v for v in self.draft.variants if v in REVEALS), "reveal-full")

    def on_mount(self) -> None:
        table = self.query_one("#seats", DataTable)
        table.add_column("Seat", key="seat")
        table.add_column("Player", key="name")
        table.add_column("Card", key="card")
        self.sub_title = f"{self.draft.name or 'custom set'}, {self.draft.players} players"
        self.show_seats()
        self.query_one("#names", TextArea).focus()

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
            table.add_row(str(seat), name, self.card_text(seat), key=str(seat))
        if names:
            table.move_cursor(row=min(cursor, len(names) - 1))
        expected = self.draft.players
        state = "ready" if len(names) == expected else f"the role set is for {expected}"
        dealt = "dealt" if self.dealt else "not dealt yet"
        self.query_one("#count", Label).update(f"{len(names)} players ({state}); {dealt}")

    def card_text(self, seat: int) -> str:
        if self.dealt is None or seat > len(self.dealt.cards):
            return "·"
        if not self.show_roles:
            return "(hidden)"
        role_id = self.dealt.cards[seat - 1]
        role = self.draft.roles.get(role_id)
        name = role.name if role else role_id
        return f"{name} + Charm" if self.dealt.charm_holder == seat else name

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
            raise SetupError("One Night is dealt at the table: use its Game Master script")
        names = self.names
        if len(names) != self.draft.players:
            raise SetupError(f"{len(names)} names for a role set of {self.draft.players} players")
        roles = dict(self.draft.counts)
        variants = [v for v in self.draft.variants if v not in REVEALS and v != "charm"]
        variants.append(str(self.query_one("#reveal", Select).value))
        if self.query_one("#charm", Checkbox).value:
            roles.setdefault("charm", 1)
            variants.append("charm")
            if self.query_one("#charm-safe", Checkbox).value:
                variants.append("charm-first-holder-not-wolf")
        else:
            roles.pop("charm", None)
        seed_text = self.query_one("#seed", Input).value.strip()
        try:
            return GameSetup(
                edition=self.draft.edition.value,
                scenario=self.draft.source or None,
                roles=roles,
                players=[Seat(seat=i, name=n) for i, n in enumerate(names, start=1)],
                variants=variants,
                seed=int(seed_text) if seed_text.isdigit() else self.seed,
            )
        except ValidationError as error:
            raise SetupError(error.errors()[0]["msg"].removeprefix("Value error, ")) from None

    def action_deal(self) -> None:
        try:
            setup = self.setup()
            self.dealt = deal(setup, self.draft.roles)
        except SetupError as error:
            self.notify(str(error), title="Cannot deal", severity="error", timeout=10)
            return
        self.show_seats()
        self.notify(f"Dealt from seed {setup.seed}. F2 shows the cards to you.")

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
            self.notify(str(error), title="Cannot deal", severity="error", timeout=10)
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
            self.show_roles = True
            self.show_seats()
            if seat < len(self.names):
                table.move_cursor(row=seat)

        left = sorted(set(deck), key=lambda r: self.draft.roles[r].name)
        self.app.push_screen(
            PickCard(
                f"Card dealt to seat {seat}, {self.names[seat - 1]}",
                [(r, self.draft.roles[r].name) for r in left],
            ),
            chosen,
        )

    # Starting --------------------------------------------------------------------------

    def ready(self) -> tuple[GameSetup, CardsDealt]:
        """The setup and the deal, once every seat has its card (SetupError says what is
        missing)."""
        setup = self.setup()
        if self.dealt is None:
            raise SetupError("deal first: Ctrl+R deals from the seed, F3 records cards by hand")
        if "" in self.dealt.cards:
            missing = [i + 1 for i, c in enumerate(self.dealt.cards) if not c]
            raise SetupError(f"no card recorded for seat(s) {missing}")
        return setup, self.dealt

    def action_start(self) -> None:
        from notepad.engine.game import Game, RuleViolation

        try:
            setup, dealt = self.ready()
            folder = self.notepad.sessions_dir
            folder.mkdir(parents=True, exist_ok=True)
            stamp = datetime.now().strftime("%Y-%m-%d-%H%M%S")
            path = folder / f"{stamp}-{slug(self.draft.name or 'custom')}.jsonl"
            game = Game.new(setup, self.draft.roles, log_path=path)
            try:
                game.record(dealt)
            except RuleViolation as error:
                game.close()
                path.unlink(missing_ok=True)
                raise SetupError(str(error)) from None
        except (SetupError, OSError) as error:
            self.notify(str(error), title="Cannot start", severity="error", timeout=10)
            return
        from notepad.tui.screens.game import GameScreen

        while len(self.app.screen_stack) > 1:  # the game replaces the builder and seating
            self.app.pop_screen()
        self.app.push_screen(GameScreen(game))
        self.notify(f"Session log: {path}", title="Game started")

    def action_back(self) -> None:
        self.app.pop_screen()
