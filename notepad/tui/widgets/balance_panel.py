"""The live balance: sum and band, cards against players, team totals, every warning."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.geometry import Size
from textual.widget import Widget
from textual.widgets import Label, ProgressBar, Static

from notepad.balance import Balance
from notepad.balance.deck import expected_cards
from notepad.balance.draft import Draft
from notepad.catalog import Edition
from notepad.language import gettext, mark, translated
from notepad.table.builder_words import band_name
from notepad.table.screen_words import balance_sum, cards_of, team_total
from notepad.tui.markup import escape

TEAM_NAMES = {
    "village": mark("Village"),
    "werewolf": mark("Werewolves"),
    "vampire": mark("Vampires"),
    "cult": mark("Cult"),
    "tanner": mark("Tanner"),
    "bandit": mark("Bandit"),
    "lone_wolf": mark("Lone Wolf"),
    "lovers": mark("Lovers"),
    "assassin": mark("Assassin"),
    "changing": mark("Mimic"),
    "none": mark("Other cards"),
}


def sum_line(balance: Balance, target: str, edition: Edition) -> str:
    if edition is Edition.ONENIGHT:
        return gettext("One Night cards carry no values")
    return balance_sum(balance.balance, band_name(balance.band or ""), band_name(target))


def put(widget: Static, text: str) -> bool:
    """Show new text in a line or block of the panel; the screen is laid out again only when
    the block's height changes (a count change at 68 players: issue 14). A block as wide as
    its container keeps its width whatever it shows, so its height alone decides; the
    warnings' height is the room they fill (WarningsBlock). The same text again is left as
    it is drawn. Says whether the screen is to be laid out."""
    if widget.is_mounted and widget.content == text:
        return False
    width = widget.styles.width
    if width is not None and width.is_auto or not widget.size.width:
        widget.update(text)
        return True
    widget.update(text, layout=False)
    size = widget.size
    parent = widget.parent
    panel = parent.scrollable_content_region.size if isinstance(parent, Widget) else size
    if widget.get_content_height(panel, widget.app.size, size.width) == size.height:
        return False
    widget.refresh(layout=True)
    return True


class SteadyBlock(Static):
    """A block of the panel that takes the size a layout gives it without asking for a
    second layout: Textual 8.2 sets a widget's virtual size from within the layout, a
    reactive that lays the screen out again, and no layout reads a text's virtual size
    (text_region.TextRegion does the same on the game screen)."""

    def _size_updated(self, size: Size, virtual_size: Size, container_size: Size,
                      layout: bool = True) -> bool:
        return super()._size_updated(size, virtual_size, container_size, layout=False)


class SteadyLabel(SteadyBlock, Label):
    """A one-line `Label` of the panel (it wraps when the panel is narrow): a SteadyBlock."""


class WarningsBlock(SteadyBlock):
    """The warnings, last in the panel: they take the room the blocks above them leave, or
    the lines they need if that is more (the panel scrolls then, as before). A warning that
    comes or goes within that room is a repaint, not a layout of the screen (the count
    change that crosses the head count at 68 players: issue 14). The blank lines below the
    last warning look as the panel's background did (the snapshots differ only in how their
    SVG groups those cells)."""

    def room_changed(self) -> None:
        """A block above changed height: the room is measured again at the next layout
        (Textual keeps each widget's size until the widget itself asks for a layout)."""
        self.refresh(layout=True)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return max(super().get_content_height(container, viewport, width),
                   container.height - self.height_above(container, viewport))

    def height_above(self, container: Size, viewport: Size) -> int:
        """The lines the panel's blocks above this one take at this size."""
        above = 0
        for sibling in self.parent.children if self.parent is not None else ():
            if sibling is self:
                break
            if not sibling.display:
                continue
            styles = sibling.styles
            if styles.height is not None and styles.height.is_auto:
                gutter = styles.gutter
                content = sibling.get_content_height(container, viewport,
                                                     container.width - gutter.width)
                above += content + gutter.height + styles.margin.height
            else:
                above += sibling.outer_size.height
        return above


ESTIMATE_HINT = mark("[dim]w: estimate the win rate by playing games[/dim]")


class BalancePanel(VerticalScroll):
    """Shows what the draft's assessment says; holds no state of its own."""

    def compose(self) -> ComposeResult:
        yield SteadyLabel("", id="sum")
        yield SteadyLabel("", id="cards")
        yield SteadyBlock("", id="teams")
        # The live win rate (screens/builder/live.py), shown where it is on.
        yield SteadyBlock("", id="live")
        yield Label(translated(ESTIMATE_HINT), id="estimate")
        # The estimate's progress bar is mounted below it when `w` first plays games: three
        # widgets fewer when the builder opens (issue 14).
        yield Label(gettext("Warnings"), classes="title", id="warnings-title")
        yield WarningsBlock("", id="warnings")

    def name_titles(self) -> None:
        """The language changed: the panel's titles are said in it."""
        self.query_one("#warnings-title", Label).update(gettext("Warnings"))

    def show_estimate(self, text: str, done: int | None = None, total: int | None = None) -> None:
        """The win-probability estimate (w): its text, and a bar while games are played."""
        label = self.query_one("#estimate", Label)
        label.update(text)
        bars = self.query("#estimate-progress").results(ProgressBar)
        bar = next(bars, None)
        if done is not None and total is not None and done < total:
            if bar is None:
                bar = ProgressBar(id="estimate-progress", show_eta=False)
                self.mount(bar, after=label)
            bar.display = True
            bar.update(total=total, progress=done)
        elif bar is not None:
            bar.display = False
        self.query_one(WarningsBlock).room_changed()

    def show(self, draft: Draft) -> None:
        balance = draft.balance
        moved = put(self.query_one("#sum", Label), sum_line(balance, draft.target, draft.edition))
        expected, why = expected_cards(draft.role_set())
        dealt = balance.cards
        cards = self.query_one("#cards", Label)
        moved |= put(cards, cards_of(dealt, expected, why))
        state = "good" if dealt == expected else "off"
        if not cards.has_class(state):
            cards.set_classes(state)  # one update of its styles where set_class made two
        teams = []
        for team, count in sorted(balance.team_totals.items(), key=lambda kv: -kv[1]):
            value = balance.team_values.get(team, 0)
            name = translated(TEAM_NAMES[team]) if team in TEAM_NAMES else team
            teams.append(team_total(name, count, value if draft.edition is not Edition.ONENIGHT
                                    else None))
        moved |= put(self.query_one("#teams", Static),
                     "\n".join(teams) or gettext("No cards yet"))
        block = self.query_one(WarningsBlock)
        if moved:
            block.room_changed()
        warnings = [f"[yellow]![/yellow] {escape(w.message)}" for w in balance.warnings]
        put(block, "\n".join(warnings) or gettext("[green]None[/green]"))
