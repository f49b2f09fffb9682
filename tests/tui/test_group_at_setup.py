"""The group is named at seating, defaulting to the last one (docs/record.md, Groups): the
end screen records the game into it. The log's header does not carry it (an older notepad
refuses a header with a key it does not know); the record's settings do."""

from __future__ import annotations

from builder_helpers import make_app, open_builder
from textual.widgets import Input

from notepad.record.groups import last_group, remember_group
from notepad.tui.screens.game import GameScreen
from notepad.tui.screens.seating import SeatingScreen

NAMES = [f"P{n}" for n in range(1, 9)]


async def seated(pilot) -> SeatingScreen:
    screen = await open_builder(pilot)
    screen.draft.set_players(8)
    for role_id, count in {"werewolf": 2, "seer": 1, "villager": 5}.items():
        screen.draft.set_count(role_id, count)
    await pilot.press("ctrl+n")
    await pilot.pause()
    seating = pilot.app.screen
    assert isinstance(seating, SeatingScreen)
    seating.query_one("#names").text = "\n".join(NAMES)
    await pilot.pause()
    return seating


async def test_the_group_defaults_to_the_last_and_a_new_name_is_kept(tmp_path):
    remember_group(tmp_path / "record", "Thursday club")
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        seating = await seated(pilot)
        field = seating.query_one("#group", Input)
        assert field.value == "Thursday club"
        field.value = "  Friday   regulars "
        await pilot.press("ctrl+r", "ctrl+n")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
    assert last_group(tmp_path / "record") == ("Friday regulars", "")
    (log,) = (tmp_path / "sessions").glob("*.jsonl")
    assert "group" not in log.read_text().splitlines()[0]  # the header stays as it was


async def test_before_any_group_the_first_groups_name_is_offered(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        seating = await seated(pilot)
        assert seating.query_one("#group", Input).value == "my group"


async def test_a_group_without_a_name_is_refused_with_a_message(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        seating = await seated(pilot)
        seating.query_one("#group", Input).value = "   "
        await pilot.press("ctrl+r", "ctrl+n")
        await pilot.pause()
        assert isinstance(app.screen, SeatingScreen)
        said = [n.message for n in app._notifications]
        assert any(m == 'the group: a group needs a name, e.g. "Thursday club"' for m in said), said
    assert not list((tmp_path / "sessions").glob("*.jsonl"))
