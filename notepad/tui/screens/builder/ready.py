"""The builder made ready off screen while the moderator reads the start screen (issue 14).

`n` took ~250 ms to show the builder (0.7 s on the reference machine, goal 0.2 s): Textual
composed, mounted and styled its ~50 widgets, laid the screen out four times and drew it
twice, all after the key. Once the warm-up has loaded the catalogue (app.py), `prepare`
mounts a builder as `push_screen` would, but without showing it, lays it out at the
terminal's size and has each widget draw what the screen shows of it, a few lines at a time
(the moderator's keys wait for no more than those). `n` then pushes that screen
(`NotepadApp.new_builder`) and Textual composes the frame from the lines the widgets keep.

At the push Textual styles every widget again, in case the CSS or the app's focus changed
while the screen was away; that pass changed nothing here, yet made the role table draw each
row again. `BuilderScreen.on_screen_resume` skips it when neither changed since `prepare`
(`style_state`). Anything else is Textual's own resume: a terminal resized meanwhile is laid
out again, a key pressed before the builder is ready shows it as soon as it is mounted.

tests/tui/test_builder_ready.py holds a builder opened this way equal to one opened anew.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from textual.geometry import Region
from textual.screen import Screen
from textual.widget import AwaitMount
from textual.widgets._toast import ToastRack

from notepad.tui.screens.builder import BuilderScreen

if TYPE_CHECKING:
    from notepad.tui.app import NotepadApp

LAYOUTS = 3  # at most: a layout gives the widgets their sizes, which may ask for another
LINES_AT_ONCE = 8  # drawn between two looks at the keys: the role table's take ~5 ms here


def style_state(app: NotepadApp) -> tuple[int, bool]:
    """What the widgets' styles depend on beyond their own screen: the app's CSS (its
    update count grows with each change of theme or stylesheet) and whether the terminal
    has the focus (`:focus` styles)."""
    return app._css_update_count, app.app_focus


async def settled(screen: Screen[Any]) -> None:
    """Every node of the screen has handled the messages it had when this was called."""
    done = [asyncio.Event() for _ in screen.walk_children(with_self=True)]
    for node, event in zip(screen.walk_children(with_self=True), done, strict=True):
        if not node.call_later(event.set):
            event.set()  # closed meanwhile
    for event in done:
        await event.wait()


async def prepare(app: NotepadApp) -> None:
    """Mount a builder off screen, lay it out and draw it once; `app.new_builder` hands it
    to `n`, mounted or not (it is left as it is then)."""
    screen = BuilderScreen()
    app.ready_builder = screen
    await AwaitMount(screen, app._register(app, screen))  # as push_screen mounts a screen
    # The notifications as Textual's resume shows them (App._refresh_notifications): with
    # none, the toasts' rack is hidden, which laid the screen out once more as it was shown.
    for rack in screen.children:
        if isinstance(rack, ToastRack):  # none where notifications are off (run_test)
            rack.show(app._notifications)
    for _ in range(LAYOUTS):
        if app.ready_builder is not screen:
            return
        screen._refresh_layout(app.size)
        screen._layout_required = False
        await settled(screen)  # each widget takes its size (Resize, Show) …
        await settled(screen)  # … and asks for a layout when idle, if it needs one
        if not screen._layout_required:
            break
    for widget, (region, clip) in list(screen._compositor.visible_widgets.items()):
        x, y, width, height = region.intersection(clip)  # what the screen shows of it
        for top in range(y, y + height, LINES_AT_ONCE):
            if app.ready_builder is not screen:
                return
            lines = min(LINES_AT_ONCE, y + height - top)
            widget.render_lines(Region(x - region.x, top - region.y, width, lines))
            await asyncio.sleep(0)  # a key meanwhile waits for these lines only
    if app.ready_builder is screen:
        screen.styled_for = style_state(app)
