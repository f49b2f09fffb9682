"""The game screen's fast paths show what the slow ones would (issue 14, speed at the table).

Each action repaints only what changed: the player table's changed rows (RowTable), the call
list's changed lines (CallList), a text in place when its height is unchanged (TextRegion),
and no second layout for a resized text, the entry line or the reading column. These tests
hold every one of them to what a full refresh shows: a table or list built afresh from the
same words, and the whole screen after every widget was forced to render and lay out again.
"""

from __future__ import annotations

import random

import pytest
from rich.text import Text
from table_helpers import make_app, open_game, press, table_game, terminal_text
from table_play import night_line, say
from textual.app import App, ComposeResult
from textual.containers import Horizontal
from textual.geometry import Region
from textual.pilot import Pilot
from textual.render import measure
from textual.widgets import DataTable, OptionList
from textual.widgets._data_table import default_cell_formatter

from notepad.tui.screens.game import GameScreen
from notepad.tui.widgets.call_list import CallList
from notepad.tui.widgets.row_table import RowTable
from notepad.tui.widgets.steady.scroll import SteadyScroll
from notepad.tui.widgets.text_region import TextRegion

COLUMNS = ("seat", "name", "marks", "notes")


def rows(notes: dict[int, str] | None = None,
         marks: dict[int, Text] | None = None) -> dict[str, tuple[object, ...]]:
    notes, marks = notes or {}, marks or {}
    return {str(i): (str(i), f"Player {i}", marks.get(i, Text("")),
                     notes.get(i, "note" * (i % 3))) for i in range(1, 31)}


class Tables(App[None]):
    """The fast table beside one filled afresh and one updated the slow way."""

    def compose(self) -> ComposeResult:
        with Horizontal():
            yield RowTable(id="fast")
            yield DataTable(id="fresh")
            yield DataTable(id="slow")


def fill(table: DataTable[object], data: dict[str, tuple[object, ...]]) -> None:
    table.clear(columns=True)
    for column in COLUMNS:
        table.add_column(column.title(), key=column)
    for key, cells in data.items():
        table.add_row(*cells, key=key)


def looks(table: DataTable[object]) -> list[list[tuple[str, str]]]:
    """Every visible line of the table: its words and their styles."""
    strips = table.render_lines(Region(0, 0, *table.size))
    return [[(segment.text, str(segment.style)) for segment in strip] for strip in strips]


def widths_from_scratch(table: DataTable[object]) -> list[int]:
    console = table.app.console
    return [max([measure(console, column.label, 1)]
                + [measure(console, default_cell_formatter(cell, wrap=False, height=1), 1)
                   for cell in table.get_column(column.key)])
            for column in table.ordered_columns]


CHANGES = [
    ("a cell keeps the column's width", {"4": {"name": "Player X"}}),
    ("a cell widens its column", {"7": {"notes": "a much longer note than any other"}}),
    ("the widest cell narrows its column", {"7": {"notes": "short"}}),
    ("the widest cell narrows, another as wide keeps the column",
     {"2": {"notes": "note"}, "5": {"notes": "notenote"}}),
    ("a mark turns red", {"3": {"marks": Text("†", style="red")}}),
    ("the mark keeps its word, loses its colour", {"3": {"marks": Text("†")}}),
    ("several rows at once", {"1": {"name": "P1"}, "9": {"name": "P9", "notes": ""},
                              "30": {"seat": "30"}}),
]


async def test_row_table_shows_what_a_table_built_afresh_shows():
    """Each kind of change through `set_cells` leaves the table exactly as a table filled
    from scratch with the same cells, and as Textual's own `update_cell(update_width=True)`:
    the same lines, styles and column widths."""
    app = Tables()
    async with app.run_test(size=(240, 40)) as pilot:
        fast = app.query_one("#fast", RowTable)
        fresh, slow = app.query_one("#fresh", DataTable), app.query_one("#slow", DataTable)
        data = rows()
        fill(fast, data)
        fill(slow, data)
        app.set_focus(None)  # the three look alike
        await pilot.pause()
        for label, change in CHANGES:
            fast.set_cells(change)
            for key, cells in change.items():
                for column, value in cells.items():
                    slow.update_cell(key, column, value, update_width=True)
                    cells_now = list(data[key])
                    cells_now[COLUMNS.index(column)] = value
                    data[key] = tuple(cells_now)
            fill(fresh, data)
            await pilot.pause()
            assert looks(fast) == looks(fresh) == looks(slow), label
            assert [c.content_width for c in fast.ordered_columns] \
                == [c.content_width for c in fresh.ordered_columns] \
                == widths_from_scratch(fast), label


class Lists(App[None]):
    def compose(self) -> ComposeResult:
        with Horizontal():
            yield CallList(id="fast")
            yield OptionList(id="fresh")

    CSS = "OptionList { width: 20; height: 12; }"


def list_looks(options: OptionList) -> list[str]:
    return [strip.text for strip in options.render_lines(Region(0, 0, *options.size))]


async def test_call_list_shows_what_a_list_built_afresh_shows():
    """A call marked done, the next one current, a call whose words wrap to two lines, and
    new lists swapped in place (dawn's empty day list, a day's accused, a night's calls
    longer than the list is high, a shorter one with a wrapped line): each time the same
    lines as a list built from scratch."""
    from textual.widgets.option_list import Option

    app = Lists()
    nights = [
        [(f"r{i}", f"· Role {i}") for i in range(20)],
        [("r0", "✓ Role 0"), ("r1", "▶ Role 1")] + [(f"r{i}", f"· Role {i}")
                                                     for i in range(2, 20)],
        [("r0", "✓ Role 0"), ("r1", "▶ Role 1 (dead: call anyway)")]
        + [(f"r{i}", f"· Role {i}") for i in range(2, 20)],
        [("r0", "✓ Role 0"), ("r1", "✓ Role 1")] + [(f"r{i}", f"· Role {i}")
                                                     for i in range(2, 20)],
        [(f"s{i}", f"· Other {i}") for i in range(5)],
        [],  # dawn: nobody accused yet
        [("accused-0", "accused: 4 Dee")],
        [(f"r{i}", f"· Role {i}") for i in range(3)],
        [("r0", "▶ Role 0 (dead: call anyway)"), ("r5", "· Role 5"), ("r6", "· Role 6")],
        [],
        [(f"r{i}", f"· Role {i}") for i in range(20)],
    ]
    async with app.run_test(size=(60, 14)) as pilot:
        fast, fresh = app.query_one("#fast", CallList), app.query_one("#fresh", OptionList)
        app.set_focus(None)
        for entries in nights:
            fast.show(entries)
            fresh.clear_options()
            fresh.add_options([Option(label, id=key) for key, label in entries])
            await pilot.pause()
            fresh._clear_caches()  # measured again at the width it has now
            await pilot.pause()
            assert list_looks(fast) == list_looks(fresh), entries[:2]
        fast.highlighted = 15  # moved by the moderator: the list scrolls to it
        await pilot.pause()
        for entries in nights[4:]:  # swapped from a scrolled, highlighted list
            fast.show(entries)
            fresh.clear_options()
            fresh.add_options([Option(label, id=key) for key, label in entries])
            await pilot.pause()
            fresh._clear_caches()
            await pilot.pause()
            assert list_looks(fast) == list_looks(fresh), entries[:2]


def picture(app: App[None]) -> tuple[str, list[list[tuple[str, str]]]]:  # per character
    """The terminal as the moderator sees it: its text, and each line's words with their
    colours and styles."""
    strips = app.screen._compositor.render_strips()
    return terminal_text(app), [[(character, str(segment.style)) for segment in strip
                                 for character in segment.text] for strip in strips]


async def fully_refreshed(pilot: Pilot[None]) -> tuple[str, list[list[tuple[str, str]]]]:
    """The terminal once every widget of the screen has rendered and laid out again from its
    contents, no cache kept (the slow path)."""
    for widget in pilot.app.screen.walk_children(with_self=True):
        if isinstance(widget, DataTable):
            widget._clear_caches()
            widget._update_count += 1
        if isinstance(widget, OptionList):
            widget._clear_caches()
        if isinstance(widget, SteadyScroll):
            widget._sizes = None
        widget._styles_cache.clear()
        widget.refresh(layout=True)
    await pilot.pause()
    return picture(pilot.app)


class StoppedClock:
    """The clock the game screen's timers read (the pack's minute, the day timer), stopped:
    on a loaded machine a second could pass between a picture and its full refresh, and the
    minute's countdown would differ by a second."""

    @staticmethod
    def monotonic() -> float:
        return 1000.0

    @staticmethod
    def time() -> float:
        return 1_700_000_000.0


@pytest.fixture
def stopped_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    from notepad.tui.screens.game import keys as game_keys
    from notepad.tui.screens.game import night as game_night
    from notepad.tui.screens.game import screen as game

    for module in (game, game_keys, game_night):
        monkeypatch.setattr(module, "time", StoppedClock)


SEATS = [("Ann", "werewolf"), ("Bob", "werewolf"), ("Cy", "seer"), ("Dee", "witch"),
         ("Eve", "cupid"), ("Fay", "hunter"), ("Gus", "villager"), ("Hal", "villager"),
         ("Ivy", "villager"), ("Jo", "villager"), ("Kim", "bodyguard")]


@pytest.mark.parametrize("size", [(80, 24), (160, 50)])
async def test_every_action_shows_what_a_full_refresh_shows(tmp_path, size, stopped_clock):
    """Two nights and a day of Ultimate Werewolf, key by key (kills, a check and its
    answer, potions, passes, dawn, a nomination and vote, undo and redo, the entry typed
    into): after every key the screen's words are those a full refresh shows, at 80×24 (the
    call list folded into the phase line) and 160×50."""
    game = table_game("ultimate", SEATS, tmp_path)
    rng = random.Random(14)
    async with make_app(tmp_path).run_test(size=size) as pilot:
        screen = await open_game(pilot, game)

        async def check(what: str) -> None:
            await pilot.pause()
            shown = picture(pilot.app)
            refreshed = await fully_refreshed(pilot)
            differ = [(y, x, one, other) for y, (line, again) in
                      enumerate(zip(shown[1], refreshed[1], strict=True))
                      for x, (one, other) in enumerate(zip(line, again, strict=False))
                      if one != other]
            assert shown == refreshed, (what, differ[:3])

        for night in range(2):
            for _ in range(40):
                if screen.current_call() is None and screen.held is None:
                    break
                text = "" if screen.held is not None else night_line(game.state, screen, rng)
                await say(pilot, screen, text, reason="test moderator")
                await check(f"night {night + 1}: {text!r}")
                if night == 0 and len(game.events) % 3 == 0:
                    await press(pilot, "ctrl+z")
                    await check("undo")
                    await press(pilot, "ctrl+y")
                    await check("redo")
            await press(pilot, "f6")
            await check("dawn")
            if game.state.phase != "day":
                break
            await press(pilot, *"Kim")
            await check("typed into the entry")
            await press(pilot, *" and a note longer than the entry line: wider still, to xyz")
            await check("typed past the entry's width")
            assert "to xyz" in terminal_text(pilot.app)  # the line scrolled along its text
            await press(pilot, "home")
            await check("back to the start of the line")
            assert "Kim and" in terminal_text(pilot.app)
            await press(pilot, "escape")
            await check("entry cleared")
            living = [p.seat for p in game.state.living()]
            await say(pilot, screen, f"n {living[0]} by {living[1]} {living[2]}",
                      reason="test moderator")
            await check("nominated")
            await say(pilot, screen, f"v {len(living) - 2}-2", reason="test moderator")
            await check("voted")
            await press(pilot, "ctrl+z")
            await check("vote undone")
            await press(pilot, "f6")
            await check("night falls")
        assert isinstance(screen, GameScreen)
        assert all(isinstance(screen.query_one(f"#{name}"), TextRegion)
                   for name in ("phase", "say", "detail", "verdict"))


async def test_the_lists_stay_true_when_the_screen_narrows_and_widens(tmp_path, stopped_clock):
    """At 120 columns and more the calls have a column of their own; narrower it is hidden
    and its lists are not measured. Calls recorded, a dawn and its undo while narrow, then
    wide again: the screen is what a full refresh shows, and no hidden list is measured at
    no width (which raised before)."""
    game = table_game("ultimate", SEATS, tmp_path)
    rng = random.Random(3)
    async with make_app(tmp_path).run_test(size=(160, 50)) as pilot:
        screen = await open_game(pilot, game)
        for size in [(80, 24), (160, 50), (80, 24), (160, 50)]:
            await pilot.resize_terminal(*size)
            for _ in range(2):
                if screen.current_call() is not None and screen.held is None:
                    await say(pilot, screen, night_line(game.state, screen, rng),
                              reason="test moderator")
                elif screen.held is not None:
                    await say(pilot, screen, "")
            await press(pilot, "f6")
            await press(pilot, "ctrl+z")
            await pilot.pause()
            assert picture(pilot.app) == await fully_refreshed(pilot), size


class Cycle:
    """Garbage that only a collection frees: it refers to itself."""

    def __init__(self) -> None:
        self.me = self


async def test_the_heap_is_frozen_while_a_game_is_shown(tmp_path):
    """Full garbage collections walk only what came since the game was shown (a full walk of
    the heap took 50 to 100 ms in the middle of a key): the heap is frozen once the game is on
    the screen, again every FREEZE_EVERY seconds after a collection that frees the garbage
    made meanwhile (nothing is kept that a collection would free), only while the game
    screen is on top, and unfrozen when the game is left, so that what was frozen and has
    become garbage is freed then."""
    import gc
    import weakref

    gc.unfreeze()  # whatever an earlier test left
    game = table_game("ultimate", SEATS, tmp_path)
    async with make_app(tmp_path).run_test(size=(160, 50)) as pilot:
        before = Cycle()
        frozen_then_dropped = weakref.ref(before)
        screen = await open_game(pilot, game)
        assert gc.get_freeze_count() > 0
        del before  # garbage now, but frozen: freed when the game is left
        made = Cycle()
        made_since = weakref.ref(made)
        del made
        screen.freeze_heap()
        assert made_since() is None  # collected, not frozen
        assert frozen_then_dropped() is not None
        await press(pilot, "f8")  # the log on top: nothing frozen now
        count = gc.get_freeze_count()
        Cycle()
        screen.freeze_heap()
        assert gc.get_freeze_count() == count
        await press(pilot, "escape")
        await press(pilot, "f10")
        await press(pilot, "enter")  # leave the game: yes
        assert not isinstance(pilot.app.screen, GameScreen)
        assert gc.get_freeze_count() == 0
        gc.collect()
        assert frozen_then_dropped() is None


async def test_the_summary_is_written_after_the_frame_and_is_the_same(tmp_path):
    """The game screen has the start screen's summary written once the step is shown, not
    before (a file written and renamed, up to a few ms of the key's time): after each step
    and its frame the summary is the one a replay of the log gives, as when it was written
    at once; one still due when the game is left is written then."""
    from notepad.engine.log.replay import load_game
    from notepad.engine.log.summary import read_summary, summary_of

    def replayed() -> dict[str, object]:
        again, _ = load_game(game.log.path)
        return summary_of(again.state, len(again.events))

    def kept() -> dict[str, object] | None:
        data = read_summary(game.log.path)
        return None if data is None else {key: data[key] for key in replayed()}

    game = table_game("ultimate", SEATS, tmp_path)
    async with make_app(tmp_path).run_test(size=(160, 50)) as pilot:
        screen = await open_game(pilot, game)
        assert kept() == replayed()
        written: list[int] = []
        real_write = screen.game.write_due_summary

        def write() -> None:  # when it runs: the frames shown by then
            written.append(frames[0])
            real_write()

        frames = [0]
        real_display = pilot.app._display

        def display(shown_screen, renderable):  # type: ignore[no-untyped-def]
            if renderable is not None:
                frames[0] += 1
            return real_display(shown_screen, renderable)

        pilot.app._display = display  # type: ignore[method-assign]
        game.write_due_summary = write  # type: ignore[method-assign]
        for keys in (["f5"], ["f5"], ["ctrl+z"], ["ctrl+y"], ["f6", "f6"]):  # dawn, calls left
            shown_before = frames[0]
            await press(pilot, *keys)
            assert written and written[-1] > shown_before, keys  # after the step's frame
            assert kept() == replayed(), keys
        game.write_due_summary = real_write  # type: ignore[method-assign]
        held: list[object] = []
        game.summary_later = held.append  # as if the step's frame had not come yet
        await press(pilot, "ctrl+z")
        assert held and kept() is None  # the log has changed since the summary
        pilot.app.pop_screen()  # the game is left
        await pilot.pause()
        assert kept() == replayed()


async def test_the_first_day_command_finds_its_models_loaded(tmp_path, monkeypatch):
    """Issue 14: a day command is checked by the events' pydantic models, imported on first
    use; since the setup no longer goes through them, the first day command imported them
    inside its key press (150 ms plain). The game screen loads them after its first frame;
    the command then reads the same event either way."""
    from notepad.engine import records
    from notepad.engine.events import Nominate

    monkeypatch.setattr(records, "_FILE_MODELS", {})
    seats = [("Anna", "werewolf"), ("Ben", "seer"), ("Clara", "villager"),
             ("Dieter", "villager"), ("Emma", "villager"), ("Felix", "villager")]
    game = table_game("ultimate", seats, tmp_path)
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        await open_game(pilot, game)
        assert records._FILE_MODELS, "loaded once the game is shown"
        await press(pilot, "enter", "f6", "f6")  # the Werewolves, dawn
        assert game.state.when == "day 1"
        await press(pilot, *"n 3 by 4 5", "enter")
        assert game.events[-1] == Nominate(nominee=3, by=[4, 5])
        assert records._FILE_MODELS
