"""Every role of an edition with its value, team and count; counts change with keys."""

from __future__ import annotations

import time
from typing import Any

from rich.text import Text
from textual.binding import Binding
from textual.message import Message
from textual.widgets.data_table import ColumnKey, RowKey

from notepad.catalog import Edition, Role
from notepad.language import gettext, mark
from notepad.table.builder_words import role_row_name, team_column
from notepad.tui.widgets.row_table import forget_rows
from notepad.tui.widgets.steady.table import SteadyTable

TEAM_ORDER = [
    "village",
    "werewolf",
    "vampire",
    "lone_wolf",
    "cult",
    "tanner",
    "bandit",
    "assassin",
    "changing",
    "lovers",
    "none",
]
DIGIT_PAUSE = 0.8  # seconds: digits typed closer than this make one number ("2", "0" → 20)


def matches(role: Role, text: str) -> bool:
    """The filter: part of the English or German name, or of the id."""
    text = text.strip().lower()
    names = (role.name, role.name_de or "", role.id)
    return not text or any(text in name.lower() for name in names)


class RoleTable(SteadyTable[str | Text]):
    """One row per role. The counts come from the screen's draft; the table only shows them."""

    BINDINGS = [
        Binding(
            "plus,equals_sign,right",
            "change(1)",
            mark("+1"),
            tooltip=mark("One more of this card"),
            id="count-up",
        ),
        Binding(
            "minus,left", "change(-1)", mark("−1"), tooltip=mark("One fewer of this card"),
            id="count-down"
        ),
        *[
            Binding(str(d), f"digit({d})", mark("Count"), show=False,
                    tooltip=mark("Type the count"))
            for d in range(10)
        ],
    ]

    class CountChanged(Message):
        def __init__(self, role_id: str, delta: int | None, count: int | None) -> None:
            super().__init__()
            self.role_id, self.delta, self.count = role_id, delta, count

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(cursor_type="row", zebra_stripes=True, **kwargs)
        self._typed = ("", "", 0.0)  # role id, digits so far, when

    def on_mount(self) -> None:
        self.name_columns()

    def name_columns(self) -> None:
        """The columns, named in the language spoken (again after it changed: the table is
        filled again after it)."""
        self.clear(columns=True)
        self.add_column(gettext("Role"), key="name")
        self.add_column(gettext("Team"), key="team")
        self.add_column(gettext("Value"), key="value")
        self.add_column(gettext("Count"), key="count")

    def fill(
        self, roles: list[Role], counts: dict[str, int], edition: Edition, grouped: bool,
        text: str, german: bool = True,
    ) -> None:
        """The roles, with the other language's name beside the one spoken where `german`
        (wide enough: table/builder_words.py role_row_name; the filter finds a role by either
        name). Ultimate's German names are for the filter only: its printed cards are
        English."""
        current = self.current_role()
        self.clear()
        chosen = [r for r in roles if matches(r, text)]
        if grouped:
            chosen.sort(key=lambda r: (TEAM_ORDER.index(r.team.value), r.name))
        else:
            chosen.sort(key=lambda r: r.name)
        for role in chosen:
            if edition is Edition.ONENIGHT:
                value = "*" * (role.difficulty or 1)
            else:
                value = "" if role.value is None else f"{role.value:+d}"
            name = role_row_name(role, edition.value, german)
            self.add_row(name, team_column(role.team.value), value,
                         self._count(counts, role.id), key=role.id)
        if current is not None and current in [r.id for r in chosen]:
            self.move_cursor(row=self.get_row_index(current))

    @staticmethod
    def _count(counts: dict[str, int], role_id: str) -> Text:
        count = counts.get(role_id, 0)
        return Text(str(count), style="bold cyan") if count else Text("·", style="dim")

    def show_count(self, role_id: str, counts: dict[str, int]) -> None:
        """One role's count changed: only its row is drawn again (issue 14).

        `update_cell` would count an update of the whole table, and every visible row would
        be rendered again on the next frame (~100 ms at 68 players); instead the cell's value
        is set and only what the table cached for that row is forgotten. The count column
        keeps its width ("Count" is wider than any count), as with `update_cell`.
        tests/tui/test_builder_table.py holds the result equal to a freshly filled table."""
        row_key, column_key = RowKey(role_id), ColumnKey("count")
        row = self._data.get(row_key)
        if row is None:
            return
        value = self._count(counts, role_id)
        if row.get(column_key) == value:
            return
        row[column_key] = value
        forget_rows(self, {row_key})

    def current_role(self) -> str | None:
        if not self.row_count:
            return None
        row_key, _ = self.coordinate_to_cell_key(self.cursor_coordinate)
        return row_key.value

    def action_change(self, delta: int) -> None:
        role_id = self.current_role()
        if role_id:
            self.post_message(self.CountChanged(role_id, delta, None))

    def action_digit(self, digit: int) -> None:
        role_id = self.current_role()
        if not role_id:
            return
        last_role, digits, when = self._typed
        now = time.monotonic()
        digits = (
            digits + str(digit) if last_role == role_id and now - when < DIGIT_PAUSE else str(digit)
        )
        self._typed = (role_id, digits[-2:], now)
        self.post_message(self.CountChanged(role_id, None, int(digits[-2:])))
