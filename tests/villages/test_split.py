"""Splitting a group into villages (004, Advanced Rules — Splitting Into Subgroups; Rule
Variants — Simultaneous Play Session) and `villages split` on the command line."""

from __future__ import annotations

import contextlib
import json

import pytest

from notepad.catalog import Catalog
from notepad.cli import main
from notepad.villages.split import (
    SplitError,
    seat_groups,
    split_group,
    village_sizes,
    whole_group,
)


def test_village_sizes_are_as_even_as_possible() -> None:
    assert village_sizes(68, 3) == [23, 23, 22]
    assert village_sizes(30, 2) == [15, 15]
    assert village_sizes(31, 4) == [8, 8, 8, 7]


def test_each_village_gets_a_set_near_the_target(built_in: Catalog) -> None:
    sets = split_group(built_in, "ultimate", 68, 3, target="practised", seed=4)
    assert [s.players for s in sets] == [23, 23, 22]
    for village in sets:
        assert sum(village.roles.values()) == village.cards == village.players
        assert village.balance is not None and abs(village.balance - (-5)) <= 3
    again = split_group(built_in, "ultimate", 68, 3, target="practised", seed=4)
    assert [s.roles for s in again] == [s.roles for s in sets]
    assert len({tuple(sorted(s.roles.items())) for s in sets}) == 3, "the villages differ"


def test_the_whole_group_counts_the_box_once(built_in: Catalog) -> None:
    """"Blank Role Cards … duplicate existing cards if you're running two or more games at
    once" (Role Cards — Other Cards): more Seers than the box holds says so."""
    sets = split_group(built_in, "ultimate", 68, 3, seed=1)
    whole = whole_group(sets, built_in.edition_roles("ultimate"))
    assert whole.players == 68 and whole.cards == 68
    assert whole.balance == sum(s.balance or 0 for s in sets)
    assert any(w.code == "blank-cards" and "Seer" in w.message for w in whole.warnings)
    small = whole_group(split_group(built_in, "ultimate", 20, 2), built_in.edition_roles(
        "ultimate"))
    assert [w.code for w in small.warnings][:1] == ["small-group"]


@pytest.mark.parametrize(("edition", "players", "villages", "words"), [
    ("onenight", 10, 2, "One Night is one night at one table"),
    ("ultimate", 12, 3, "12 players make at most 2 villages of 5 or more"),
    ("ultimate", 9, 2, "10 to 68 players can be split"),
    ("ultimate", 68, 14, "split into 2 to 13 villages"),
])
def test_a_split_that_cannot_be_made_says_why(built_in: Catalog, edition: str, players: int,
                                              villages: int, words: str) -> None:
    with pytest.raises(SplitError, match=words):
        split_group(built_in, edition, players, villages)


def test_seating_deals_the_names_into_the_villages_from_the_seed() -> None:
    names = [f"P{i}" for i in range(1, 31)]
    groups = seat_groups(names, [15, 15], seed=9)
    assert sorted(n for g in groups for n in g) == sorted(names)
    assert [len(g) for g in groups] == [15, 15]
    assert all(g == sorted(g, key=names.index) for g in groups), "each keeps the given order"
    assert seat_groups(names, [15, 15], seed=9) == groups
    assert seat_groups(names, [15, 15], seed=10) != groups
    with pytest.raises(SplitError, match="P1 is named twice"):
        seat_groups(names[:-1] + ["P1"], [15, 15], seed=9)
    with pytest.raises(SplitError, match="29 names for 30 places"):
        seat_groups(names[:-1], [15, 15], seed=9)


def test_villages_split_json_has_exactly_the_agreed_keys(capsys) -> None:
    """The command line contract: one object per village with `village` (1…V), `players`,
    `roles` (id → count), `cards`, `balance`, `warnings`; the players add up to N."""
    assert main(["villages", "split", "--edition", "ultimate", "--players", "68",
                 "--villages", "3", "--target", "balanced", "--seed", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [v["village"] for v in data] == [1, 2, 3]
    assert all(set(v) == {"village", "players", "roles", "cards", "balance", "warnings"}
               for v in data)
    assert sum(v["players"] for v in data) == 68
    assert all(sum(v["roles"].values()) == v["cards"] == v["players"] for v in data)
    assert main(["villages", "split", "--edition", "werwoelfe", "--players", "30",
                 "--villages", "2"]) == 0
    printed = capsys.readouterr().out
    assert "Village 2: 15 players" in printed and "The whole group: 30 players" in printed


@pytest.mark.parametrize(("argv", "words"), [
    (["--players", "68", "--villages", "1"], "1 is outside 2 to 13"),
    (["--players", "12", "--villages", "3"], "at most 2 villages"),
    (["--players", "68", "--villages", "3", "--target", "easy"], "unknown target 'easy'"),
    (["--players", "70", "--villages", "3"], "70 is outside"),
])
def test_villages_split_refuses_with_a_message(capsys, argv: list[str], words: str) -> None:
    with pytest.raises(SystemExit) if "outside" in words else contextlib.nullcontext():
        status = main(["villages", "split", "--edition", "ultimate", *argv])
        assert status == 2
    assert words in capsys.readouterr().err

