"""F1: the keys of the screen underneath, its own first and grouped by what the moderator is
doing there (the screen's KEY_GROUPS), then the keys of the list or line that has the focus,
then those of every screen. Textual's own panel listed 35 lines of text-editing keys first and,
at 80 columns, squeezed the game into a strip seven characters wide (issue 32): this one lies
over the screen until F1 puts it away, and lists no text-editing keys."""

from __future__ import annotations

from collections.abc import Iterable

from rich.table import Table
from textual.app import ComposeResult
from textual.binding import ActiveBinding, Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Input, Label, Static

from notepad.language import gettext, mark, translated

MORE = mark("More keys of this screen")
FOCUSED = mark("In the list or field with the cursor")
EVERYWHERE = mark("On every screen")


def key_groups(screen: Screen) -> list[tuple[str, list[tuple[str, str]]]]:
    """(group title, [(keys, what they do)]) for `screen`, its own keys first."""
    app = screen.app
    groups: list[tuple[str, tuple[str, ...]]] = list(getattr(screen, "KEY_GROUPS", ()))
    notes: dict[str, list[tuple[str, str]]] = {
        title: list(lines) for title, lines in getattr(screen, "KEY_NOTES", ())}
    found: dict[str, list[tuple[str, Binding]]] = {title: [] for title, _ in groups}
    found.update({MORE: [], FOCUSED: [], EVERYWHERE: []})
    for title in notes:
        found.setdefault(title, [])
    group_of = {key_id: title for title, ids in groups for key_id in ids}
    for key, active in screen.active_bindings.items():
        binding = active.binding
        if not binding.description or isinstance(active.node, Input):
            continue  # the entry line's text editing: as in any text field
        title = group_of.get(binding.id or "") or where(screen, active)
        found[title].append((key, binding))
    out = []
    if not groups:  # a screen whose keys are not grouped: they are all its own
        found = {(mark("This screen") if title == MORE else title): entries
                 for title, entries in found.items()}
    for title, entries in found.items():
        # A note's key may be a word too ("type ⏎"): said in the language spoken.
        lines = [(translated(keys), translated(what)) for keys, what in notes.get(title, [])] \
            + merged(app.get_key_display, entries)
        if lines:
            out.append((translated(title), lines))
    return out


# Textual's keys of every screen (Tab, Shift+Tab, copying) and F1 itself.
SHARED = frozenset(binding.action for binding in Screen.BINDINGS if isinstance(binding, Binding))


def where(screen: Screen, active: ActiveBinding) -> str:
    if active.binding.action in SHARED or active.binding.id == "keys":
        return EVERYWHERE
    if active.node is screen:
        return MORE
    if active.node is screen.app:
        return EVERYWHERE
    return FOCUSED


def merged(display, entries: Iterable[tuple[str, Binding]]) -> list[tuple[str, str]]:
    """One line per action: the keys of one description together ("0…9 Count")."""
    lines: dict[tuple[str, str], list[str]] = {}
    for _, binding in entries:
        what = binding.description
        if binding.tooltip and binding.tooltip != what:
            what = f"{what} — {binding.tooltip}"
        lines.setdefault((binding.action.split("(")[0], what), []).append(display(binding))
    out = []
    for (_, what), keys in lines.items():
        keys = list(dict.fromkeys(keys))
        shown = f"{keys[0]}…{keys[-1]}" if len(keys) > 3 else " ".join(keys)
        out.append((shown, what))
    return out


class HelpPanel(VerticalScroll):
    """The keys of the screen it is laid over (F1 puts it there and takes it away): above the
    screen, not beside it, so nothing underneath is squeezed; the screen's keys still work."""

    DEFAULT_CSS = """
    HelpPanel { overlay: screen; position: absolute; offset: 0 0; width: 100%; height: 100%;
                background: $panel; border: round $accent; padding: 0 1; }
    HelpPanel #keys-title { text-style: bold; color: $accent; }
    HelpPanel #keys-hint { color: $text-muted; }
    HelpPanel .keys-group { text-style: bold; color: $accent; margin: 1 0 0 0; }
    """

    def __init__(self, under: Screen) -> None:
        super().__init__()
        self.groups = key_groups(under)

    def compose(self) -> ComposeResult:
        yield Label(gettext("Keys of this screen — F1 puts them away; PgUp PgDn scroll"),
                    id="keys-title")
        for title, entries in self.groups:
            yield Label(title, classes="keys-group")
            # A grid, so that a long line wraps under its words, not under its key.
            grid = Table.grid(padding=(0, 2))
            grid.add_column(justify="right", no_wrap=True, min_width=10, style="bold")
            grid.add_column()
            for keys, what in entries:
                grid.add_row(keys, what)
            yield Static(grid, classes="keys-list")
