"""What the moderator types for the villages, headless: the move ("m 4 2") and names grouped
by hand under "== Village N" lines."""

from __future__ import annotations

import pytest

from notepad.engine.setup import GameSetup, Seat
from notepad.engine.state import new_state
from notepad.table.commands import ActionError
from notepad.table.villages.commands import move_command
from notepad.tui.screens.villages.seating import grouped
from notepad.villages.split import SplitError

NAMES = ["Ann Lee", "Ben", "Cai", "Anna Roe"]


def state():
    from notepad.catalog import catalog

    setup = GameSetup(edition="ultimate", roles={"werewolf": 1, "villager": 3},
                      players=[Seat(seat=i, name=n) for i, n in enumerate(NAMES, start=1)])
    return new_state(setup, catalog().edition_roles("ultimate"))


@pytest.mark.parametrize(("text", "move"), [
    ("m 2 3", (2, 3)), ("move ben to 2", (2, 2)), ("banish cai to village 3", (3, 3)),
    ("m Ann Lee 2", (1, 2)), ("M 4 1", (4, 1)), ("n 4 by 1 2", None), ("", None),
])
def test_a_move_is_typed_by_seat_or_name(text: str, move: tuple[int, int] | None) -> None:
    assert move_command(state(), text, 3) == move


@pytest.mark.parametrize(("text", "words"), [
    ("m 2", "write m SEAT VILLAGE"), ("m ben", "write m SEAT VILLAGE"),
    ("m 2 9", "there is no village 9"), ("m zed 2", "no player with name starting with 'zed'"),
    ("m ann 2", "'ann' could be 1 Ann Lee, 4 Anna Roe"),
])
def test_a_move_that_cannot_be_read_says_how_to_write_it(text: str, words: str) -> None:
    with pytest.raises(ActionError, match=words):
        move_command(state(), text, 3)


def test_names_grouped_by_hand() -> None:
    assert grouped("Ann\nBen", 2) is None, "no heading: the seed deals them"
    assert grouped("== Village 2\nAnn\n\n== 1\nBen\nCai", 2) == [["Ben", "Cai"], ["Ann"]]
    with pytest.raises(SplitError, match="before the first"):
        grouped("Ann\n== Village 1\nBen", 2)
    with pytest.raises(SplitError, match="write == 1 to == 2"):
        grouped("== Village 3\nAnn", 2)
