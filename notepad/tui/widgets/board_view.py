"""The public board on a terminal: what `notepad.board.public.public_state` says, placed on
the glass. The F4 public view and the board in a second terminal (`werewolf-notepad board`)
both show this widget, so they show the same thing as the web board."""

from __future__ import annotations

from typing import Any

from rich.columns import Columns
from rich.console import Group, RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

from notepad.table.public_words import timer_words


def dead_line(dead: dict[str, Any], width: int) -> Text:
    """Seat, name, the phase of the death and what the variant showed of the card."""
    line = Text(f"{dead['seat']:>2}  ")
    line.append(dead["name"].ljust(width), style="bold")
    line.append(f"  {dead['when']:<9}", style="dim")
    line.append(dead["shown"])
    line.rstrip()
    return line


def living_columns(living: list[dict[str, Any]]) -> RenderableType:
    cells = []
    for player in living:
        cell = Text(f"{player['seat']:>2}  ")
        cell.append(player["name"], style="bold")
        cells.append(cell)
    return Columns(cells, padding=(0, 4), equal=True) if cells else Text("nobody")


class BoardView(VerticalScroll):
    """Large, calm, for the table's eyes. `show(public)` puts a public state on it; a text
    is only updated when it changed, so a second's tick of the timer redraws one line."""

    DEFAULT_CSS = """
    BoardView { padding: 1 2; }
    BoardView #board-title { text-style: bold; color: $accent; width: 1fr;
                             content-align: center middle; }
    BoardView #board-timer { text-style: bold; width: 1fr; content-align: center middle;
                             border: round $primary; height: 3; }
    BoardView #board-timer.-hidden { display: none; }
    BoardView .board-rule { color: $warning; text-style: bold; margin-top: 1; }
    BoardView .board-heading { text-style: bold; color: $accent; margin-top: 1; }
    BoardView .-hidden { display: none; }
    """

    def compose(self) -> ComposeResult:
        yield Static("", id="board-title")
        yield Static("", id="board-timer", classes="-hidden")
        yield Static("", id="board-notices", classes="board-rule -hidden")
        yield Static("", id="board-dawn-heading", classes="board-heading -hidden")
        yield Static("", id="board-dawn", classes="-hidden")
        yield Static("", id="board-accused-heading", classes="board-heading -hidden")
        yield Static("", id="board-accused", classes="-hidden")
        yield Static("", id="board-living-heading", classes="board-heading")
        yield Static("", id="board-living")
        yield Static("", id="board-dead-heading", classes="board-heading -hidden")
        yield Static("", id="board-dead", classes="-hidden")

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._shown: dict[str, object] = {}

    def put(self, widget_id: str, content: RenderableType, key: object = None) -> None:
        """Update a Static (hidden when empty) only when what it shows changed."""
        key = content if key is None else key
        if self._shown.get(widget_id) == key:
            return
        self._shown[widget_id] = key
        widget = self.query_one(f"#{widget_id}", Static)
        widget.update(content)
        widget.set_class(key in ("", ()), "-hidden")

    def show(self, public: dict[str, Any]) -> None:
        self.put("board-title", public["title"])
        self.put("board-timer", timer_words(public["timer"]))
        self.put("board-notices", Text("\n".join(public["notices"])),
                 key="\n".join(public["notices"]))
        dawn = public["dawn"]
        self.put("board-dawn-heading", "This morning" if dawn else "")
        self.put("board-dawn", Text("\n".join(dawn)), key=tuple(dawn))
        accused = [entry["line"] for entry in public["accusations"]]
        self.put("board-accused-heading", "Accused today" if accused else "")
        self.put("board-accused", Text("\n".join(accused)), key=tuple(accused))
        living, dead = public["alive"], public["dead"]
        self.put("board-living-heading", f"Alive ({len(living)})")
        self.put("board-living", living_columns(living),
                 key=tuple((p["seat"], p["name"]) for p in living))
        self.put("board-dead-heading", f"Dead ({len(dead)})" if dead else "")
        width = max((len(p["name"]) for p in dead), default=0)
        self.put("board-dead", Group(*(dead_line(p, width) for p in dead)) if dead else "",
                 key=tuple(tuple(p.values()) for p in dead))
