"""The builder's fast paths (issue 14) draw what the slow ones drew.

A count change redraws only its row of the role table (RoleTable.show_count), the balance
panel lays the screen out only when a block's height changes (balance_panel.put), the table
keeps the rows it drew when its first resize is to the width it drew them at, and the footer
is rebuilt only when its keys change (widgets/footer.py). Each test below drives the screen by
keys, then builds a fresh builder with the same role set and compares the two screens.
"""

from __future__ import annotations

from builder_helpers import go_to_role as go_to
from builder_helpers import make_app, open_builder
from textual.coordinate import Coordinate
from textual.screen import Screen
from textual.widgets import DataTable, Footer
from textual.widgets._footer import FooterKey

from notepad.tui.screens.builder import BuilderScreen
from notepad.tui.widgets.balance_panel import WarningsBlock
from notepad.tui.widgets.footer import SteadyFooter
from notepad.tui.widgets.role_table import RoleTable
from notepad.tui.widgets.steady.table import SteadyTable


async def fresh_picture(pilot, shown: BuilderScreen) -> str:
    """The same role set, cursor and scroll in a builder opened anew: the slow path."""
    draft = shown.draft
    counts, players, name = dict(draft.counts), draft.players, draft.name
    role_id = shown.query_one(RoleTable).current_role()
    scroll = shown.query_one(RoleTable).scroll_offset
    pilot.app.pop_screen()
    await pilot.pause()
    screen = await open_builder(pilot)
    screen.draft.set_players(players)
    for role, count in counts.items():
        screen.draft.set_count(role, count)
    screen.draft.name = name
    screen.refresh_all()
    assert role_id is not None
    await go_to(pilot, screen, role_id)
    table = screen.query_one(RoleTable)
    table.scroll_to(scroll.x, scroll.y, animate=False)
    await pilot.pause()
    return pilot.app.export_screenshot()

async def test_counts_changed_by_keys_draw_as_a_fresh_table(tmp_path):
    """+, −, digits, a count back to nothing, rows above and below the visible ones, a
    warning line coming and going: the screen equals a fresh builder with the same set."""
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await open_builder(pilot)
        screen.draft.load_scenario(app.catalog.find_scenario("overpopulated-village"))
        screen.refresh_all()
        await pilot.pause()
        await go_to(pilot, screen, "villager")
        await pilot.press("plus", "plus", "minus", "plus", "minus", "minus", "minus")
        await go_to(pilot, screen, "seer")
        await pilot.press("minus", "minus", "plus")  # to nothing and back
        await go_to(pilot, screen, "werewolf")
        await pilot.press("1", "2")
        table = screen.query_one(RoleTable)
        last = table.coordinate_to_cell_key(Coordinate(table.row_count - 1, 0)).row_key
        await go_to(pilot, screen, str(last.value))  # scrolls the table to its end
        await pilot.press("plus", "plus", "minus")
        await go_to(pilot, screen, "villager")
        await pilot.press("plus")
        await pilot.pause()
        assert screen.draft.counts["werewolf"] == 12
        picture = app.export_screenshot()
        assert picture == await fresh_picture(pilot, screen)

async def test_a_resize_after_count_changes_draws_as_a_fresh_table(tmp_path):
    """The rows drawn at one width are not kept at another (RoleTable._on_resize)."""
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_builder(pilot)
        await go_to(pilot, screen, "villager")
        await pilot.press("plus", "plus", "plus")
        await go_to(pilot, screen, "seer")
        await pilot.press("plus")
        await pilot.resize_terminal(90, 30)
        await pilot.pause()
        await pilot.press("plus")
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        await pilot.press("minus")
        await pilot.pause()
        picture = app.export_screenshot()
        assert picture == await fresh_picture(pilot, screen)

async def test_warnings_that_come_and_go_draw_as_a_fresh_panel(tmp_path, monkeypatch):
    """A count change that crosses the head count brings a warning, and takes it away: at
    160×50 the warnings take the room the blocks above them leave, and the warning comes and
    goes without a layout of the screen (WarningsBlock); at 80×24, where the panel scrolls,
    the screen is laid out for it. A team that appears (Other cards) takes a line of that
    room. Each time the screen equals a freshly opened builder with the same set."""
    layouts = []
    real = Screen._refresh_layout

    def counted(self, *args, **kwargs):
        layouts.append(self)
        return real(self, *args, **kwargs)

    monkeypatch.setattr(Screen, "_refresh_layout", counted)
    for size, room in (((160, 50), True), ((80, 24), False)):
        app = make_app(tmp_path)
        async with app.run_test(size=size) as pilot:
            screen = await open_builder(pilot)
            screen.draft.load_scenario(app.catalog.find_scenario("overpopulated-village"))
            screen.refresh_all()
            await go_to(pilot, screen, "villager")
            await pilot.press("plus", "minus")  # the name says "(changed)" from here on
            await pilot.pause()
            for key, more in (("plus", True), ("minus", False)):
                layouts.clear()
                await pilot.press(key)
                await pilot.pause()
                warnings = str(screen.query_one(WarningsBlock).render())
                assert ("69 cards for 68 players" in warnings) is more
                assert bool(layouts) is not room, (size, key)
                picture = app.export_screenshot()
                assert picture == await fresh_picture(pilot, screen)
                screen = pilot.app.screen  # the fresh builder, at the same role
            await go_to(pilot, screen, "charm")
            assert isinstance(screen, BuilderScreen)
            await pilot.press("plus")
            await pilot.pause()
            assert "Other cards: 1" in str(screen.query_one("#teams").render())
            picture = app.export_screenshot()
            assert picture == await fresh_picture(pilot, screen)


async def test_the_footer_follows_the_focus(tmp_path):
    """The table's +1/−1 keys leave the footer while the filter has the focus, and come
    back with it; the footer is rebuilt only when its keys change."""
    app = make_app(tmp_path)
    async with app.run_test(size=(200, 50)) as pilot:
        screen = await open_builder(pilot)
        footer = screen.query_one(SteadyFooter)

        def keys() -> list[str]:
            return [key.description for key in footer.query(FooterKey)]

        assert "+1" in keys() and "−1" in keys()
        shown = list(footer.query(FooterKey))
        await footer.recompose()  # nothing changed: the same keys stay
        assert list(footer.query(FooterKey)) == shown
        await pilot.press("slash")
        await pilot.pause()
        assert "+1" not in keys() and "Load" in keys()
        await pilot.press("escape")
        await pilot.pause()
        assert "+1" in keys()


async def test_footer_keys_mount_as_textuals_without_restyling(tmp_path, monkeypatch):
    """The footer's keys are mounted with the footer's `compact` already
    (SteadyFooter.compose): the builder looks as with Textual's own compose, and no key's
    styles are updated as it mounts (they were twice each, 38 times as the builder opened;
    the command palette's key, which Textual restyles apart, is left out)."""
    restyled = []
    real = FooterKey.update_node_styles

    def counted(self, *args, **kwargs):
        if not self.has_class("-command-palette"):
            restyled.append(self)
        return real(self, *args, **kwargs)

    async def picture() -> str:
        app = make_app(tmp_path)
        async with app.run_test(size=(200, 50)) as pilot:
            await open_builder(pilot)
            await pilot.press("slash")  # the filter's keys
            await pilot.press("escape")
            await pilot.pause()
            return app.export_screenshot()

    monkeypatch.setattr(FooterKey, "update_node_styles", counted)
    steady = await picture()
    assert not restyled
    monkeypatch.setattr(SteadyFooter, "compose", Footer.compose)
    assert await picture() == steady
    assert restyled


async def test_the_start_screens_sessions_after_resizes_draw_as_datatables_do(tmp_path,
                                                                         monkeypatch):
    """The recent sessions' table (a SteadyTable too) after resizes to other widths and back
    draws as a plain DataTable does (its own `_on_resize` forgets every row)."""
    sessions = tmp_path / "sessions"
    sessions.mkdir()
    for number in range(12):
        (sessions / f"game-{number:02}.jsonl").write_text(
            '{"format": "werewolf-notepad-log", "edition": "ultimate", "scenario": '
            f'"Village {number}", "players": ["A", "B", "C"], "created": "2026-01-01"}}\n',
            encoding="utf-8")

    async def picture() -> str:
        app = make_app(tmp_path)
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            for size in ((70, 20), (100, 30), (100, 24), (84, 24)):
                await pilot.resize_terminal(*size)
                await pilot.pause()
            return app.export_screenshot()

    steady = await picture()
    monkeypatch.setattr(SteadyTable, "_on_resize", lambda self, event: None)
    assert steady == await picture()


async def test_the_start_screens_list_is_read_again_on_return(tmp_path):
    """The recent sessions are read on mount with the columns (StartScreen.on_mount), not
    again when the screen is first shown; back from the builder, the list is read again: a
    session saved meanwhile is there."""
    sessions = tmp_path / "sessions"
    sessions.mkdir()

    def save(number: int) -> None:
        (sessions / f"game-{number:02}.jsonl").write_text(
            '{"format": "werewolf-notepad-log", "edition": "ultimate", "scenario": '
            f'"Village {number}", "players": ["A", "B", "C"], "created": "2026-01-01"}}\n',
            encoding="utf-8")

    save(0)
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert "Village&#160;0" in app.export_screenshot()
        await open_builder(pilot)
        save(1)
        await pilot.press("escape")
        await pilot.pause()
        assert "Village&#160;1" in app.export_screenshot()


async def test_a_column_widened_on_idle_is_drawn_wide(tmp_path, monkeypatch):
    """DataTable widens a column for new rows when idle, after the first frame; the row drawn
    narrow before is drawn again ("No sessions yet…" whole, as a plain DataTable shows it)."""

    async def picture() -> str:
        app = make_app(tmp_path)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            return app.export_screenshot()

    steady = await picture()
    monkeypatch.setattr(SteadyTable, "_on_resize", lambda self, event: None)
    monkeypatch.setattr(SteadyTable, "render_lines", DataTable.render_lines)
    plain = await picture()
    assert "No&#160;sessions&#160;yet" in plain
    assert steady == plain
