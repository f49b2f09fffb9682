"""The builder made ready off screen (screens/builder/ready.py, issue 14) shows what a builder
opened anew shows.

The app loads the catalogue itself here (no catalogue given), so its warm-up makes a builder
ready as it does for the moderator; `n` shows that one, and `n` again after Escape builds a
new one the slow way (the start screen, shown again, would make one ready after a moment;
the tests put that moment off): the two screens must be the same, character by character
and colour by colour (an SVG screenshot each), and must stay the same after count changes.
"""

from __future__ import annotations

import asyncio
import time

from builder_helpers import go_to_role as go_to
from builder_helpers import make_app, open_builder
from textual import events
from textual.pilot import Pilot

from notepad.tui.app import NotepadApp
from notepad.tui.screens.builder import BuilderScreen
from notepad.tui.screens.builder.ready import prepare


async def made_ready(pilot: Pilot[None]) -> BuilderScreen:
    """Waits for a builder made ready off screen (by the warm-up, or by the start screen
    shown again); from then on the start screen, shown again, makes none for an hour, so
    the next `n` builds one anew."""
    app = pilot.app
    assert isinstance(app, NotepadApp)
    deadline = time.monotonic() + 30
    while app.ready_builder is None or app.ready_builder.styled_for is None:
        assert time.monotonic() < deadline, "no builder made ready"
        await pilot.pause(0.05)
    app.WARM_UP_AFTER = 3600
    return app.ready_builder


async def shows_as_opened_anew(pilot: Pilot[None]) -> None:
    """The builder on screen looks as one opened again, the old way, at the same point."""
    picture = pilot.app.export_screenshot()
    await pilot.press("escape")
    await pilot.pause()
    await open_builder(pilot)
    assert picture == pilot.app.export_screenshot()


async def test_the_builder_made_ready_shows_what_a_new_builder_shows(tmp_path):
    """At 80×24 and 160×50: the screen `n` shows is the one made ready, and it looks as the
    builder opened afterwards, which is made anew (notifications on, as in the terminal:
    the builder's rack of toasts is hidden before it is shown)."""
    for size in ((80, 24), (160, 50)):
        app = NotepadApp(home=tmp_path)
        async with app.run_test(size=size, notifications=True) as pilot:
            ready = await made_ready(pilot)
            screen = await open_builder(pilot)
            assert screen is ready
            picture = app.export_screenshot()
            await pilot.press("escape")
            await pilot.pause()
            assert app.ready_builder is None
            anew = await open_builder(pilot)
            assert anew is not ready
            assert picture == app.export_screenshot(), size


async def test_count_changes_in_the_builder_made_ready_show_as_in_a_new_one(tmp_path):
    """The same keys in the builder made ready and in one made anew draw the same screen
    (the role table's rows were drawn off screen, then changed in place)."""

    async def keys(pilot: Pilot[None], screen: BuilderScreen) -> str:
        await go_to(pilot, screen, "villager")
        await pilot.press("plus", "plus", "minus", "plus")
        await go_to(pilot, screen, "werewolf")
        await pilot.press("plus", "plus")
        await pilot.press("right_square_bracket")  # players +1: the whole table again
        await pilot.press("plus")
        await pilot.pause()
        return pilot.app.export_screenshot()

    app = NotepadApp(home=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        ready = await made_ready(pilot)
        screen = await open_builder(pilot)
        assert screen is ready
        picture = await keys(pilot, screen)
        await pilot.press("escape")
        await pilot.pause()
        assert picture == await keys(pilot, await open_builder(pilot))


async def test_a_terminal_resized_before_n_lays_the_builder_out_anew(tmp_path):
    """The builder was laid out at the terminal's size when made ready; resized since, it
    is laid out at the new size as it is shown."""
    app = NotepadApp(home=tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        ready = await made_ready(pilot)
        await pilot.resize_terminal(140, 45)
        await pilot.pause()
        screen = await open_builder(pilot)
        assert screen is ready
        await shows_as_opened_anew(pilot)


async def test_a_theme_changed_before_n_styles_the_builder_again(tmp_path):
    """The builder's styles were worked out for the theme of the moment; a theme chosen on
    the start screen since then styles it again as it is shown (the style pass it skips
    otherwise: BuilderScreen.on_screen_resume)."""
    app = NotepadApp(home=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        ready = await made_ready(pilot)
        app.theme = "nord"
        await pilot.pause()
        screen = await open_builder(pilot)
        assert screen is ready
        await shows_as_opened_anew(pilot)


async def test_n_before_the_builder_is_ready_shows_it_all_the_same(tmp_path):
    """`n` pressed while the builder is being made ready (here: registered, not yet mounted)
    takes it as it is; Textual mounts, lays out and styles it as any pushed screen."""
    app = make_app(tmp_path)  # a catalogue given: no warm-up, the builder is readied here
    async with app.run_test(size=(120, 40)) as pilot:
        readying = asyncio.create_task(prepare(app))
        await asyncio.sleep(0)  # up to its first wait: the mount
        ready = app.ready_builder
        assert ready is not None and not ready.is_mounted
        screen = await open_builder(pilot)
        assert screen is ready
        await readying  # it leaves the builder as it is, taken
        await pilot.pause()
        assert screen.styled_for is None
        await shows_as_opened_anew(pilot)


async def test_a_terminal_that_had_lost_the_focus_styles_the_builder_again(tmp_path):
    """Made ready while the terminal had lost the focus (the moderator looked at another
    window), the builder's focused table was styled as blurred; with the focus back before
    `n` it is styled again as it is shown (BuilderScreen.on_screen_resume)."""
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        app.post_message(events.AppBlur())
        await pilot.pause()
        await prepare(app)
        app.post_message(events.AppFocus())
        await pilot.pause()
        screen = await open_builder(pilot)
        assert screen.styled_for is None
        await shows_as_opened_anew(pilot)



async def test_the_start_screen_shown_again_makes_the_next_builder_ready(tmp_path):
    """Back on the start screen from the builder, a builder is made ready again for the
    next `n`; it shows what a builder made anew shows."""
    app = NotepadApp(home=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        first = await made_ready(pilot)
        await open_builder(pilot)
        app.WARM_UP_AFTER = 0.1
        await pilot.press("escape")
        again = await made_ready(pilot)
        assert again is not first
        assert await open_builder(pilot) is again
        picture = app.export_screenshot()
        await pilot.press("escape")
        await pilot.pause()
        assert app.ready_builder is None
        await open_builder(pilot)
        assert picture == app.export_screenshot()
