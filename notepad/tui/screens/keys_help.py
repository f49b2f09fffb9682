"""F1: the keys of the screen underneath, its own first and grouped by what the moderator is
doing there (the screen's KEY_GROUPS), then the keys of the list or line that has the focus,
then those of every screen. Textual's own panel listed 35 lines of text-editing keys first and,
at 80 columns, squeezed the game into a strip seven characters wide (issue 32): this one covers
the screen until F1 or Escape puts it away, and lists no text-editing keys."""

from __future__ import annotations

from collections.abc import Iterable

from rich.table import Table
from textual.app import ComposeResult
from textual.binding import ActiveBinding, Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Input, Label, Static

MORE = "More keys of this screen"
FOCUSED = "In the list or field with the cursor"
EVERYWHERE = "On every screen"


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
    for title, entries in found.items():
        lines = notes.get(title, []) + merged(app.get_key_display, entries)
        if lines:
            out.append((title, lines))
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


class KeysScreen(ModalScreen[None]):
    """The keys of the screen underneath; F1 or Escape closes it."""

    DEFAULT_CSS = """
    KeysScreen { align: center middle; }
    KeysScreen > Vertical { width: 100%; max-width: 100; height: 100%; max-height: 40;
                            background: $panel; border: round $accent; padding: 0 1; }
    KeysScreen #keys-title { text-style: bold; color: $accent; }
    KeysScreen #keys-hint { color: $text-muted; }
    KeysScreen .keys-group { text-style: bold; color: $accent; margin: 1 0 0 0; }
    KeysScreen VerticalScroll { height: 1fr; }
    """
    BINDINGS = [
        Binding("f1,escape", "close", "Close", tooltip="Put the keys away", id="close-keys",
                priority=True),
    ]

    def __init__(self, under: Screen) -> None:
        super().__init__()
        self.groups = key_groups(under)
        self.heading = f"Keys — {under.title or under.app.title}" if getattr(under, "title", "") \
            else "Keys of this screen"

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(self.heading, id="keys-title")
            with VerticalScroll():
                for title, entries in self.groups:
                    yield Label(title, classes="keys-group")
                    # A grid, so that a long line wraps under its words, not under its key.
                    grid = Table.grid(padding=(0, 2))
                    grid.add_column(justify="right", no_wrap=True, min_width=10,
                                    style="bold")
                    grid.add_column()
                    for keys, what in entries:
                        grid.add_row(keys, what)
                    yield Static(grid, classes="keys-list")
            yield Label("F1 or Escape puts the keys away; ↑ ↓ PgUp PgDn scroll", id="keys-hint")

    def action_close(self) -> None:
        self.dismiss(None)
