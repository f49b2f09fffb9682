"""First-game trials of simultaneous villages (stop 23): what a moderator saw at 80x24 and
what went wrong, each pinned with the rulebook section it rests on (Ultimate, 004)."""

from __future__ import annotations

import sys
from pathlib import Path

from textual.geometry import Region

from notepad.catalog import load_catalog
from notepad.engine import events as ev
from notepad.tui.app import NotepadApp
from notepad.tui.screens.villages.overview import OverviewScreen
from notepad.tui.screens.villages.seating import GroupSeating, VillageSeating
from notepad.tui.screens.villages.village import VillageScreen

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "villages"))
from village_play import hand_notebook, quiet_night  # noqa: E402

CATALOG = load_catalog(include_user=False)
FIVE = ["werewolf", "seer", "villager", "villager", "villager"]


def text(screen, widget: str) -> str:
    return " ".join(str(screen.query_one(widget).render()).split())


async def test_the_dawn_announcement_stays_beside_the_banishment_vote(tmp_path: Path):
    """Rule Variants — Simultaneous Play Session: "Before anyone can be accused, each village
    votes to banish one player." The village's day put that line where the dawn's
    announcement was, so who died in the night was never read out: the screen said 'Dawn:
    read the announcement above' above nothing of the kind."""
    notebook = hand_notebook(tmp_path / "group.jsonl", FIVE, FIVE)
    first = notebook.villages[0]
    quiet_night(first)  # the Werewolves do not eat on the first night (The First Night)
    quiet_night(notebook.villages[1])
    first.game.record(ev.NightFalls())
    first.game.record(ev.PackKill(role="werewolf", targets=[3]))
    for call in first.game.night_script():
        if not any(role == call.role for role, _ in first.state.tonight.done):
            first.game.record(ev.Passed(role=call.role))
    first.game.record(ev.Dawn())
    assert not first.state.players[3].alive
    victim = first.state.players[3].name
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_village(pilot, app, notebook, "1")
        assert isinstance(screen, VillageScreen) and first.state.when == "day 2"
        shown = text(screen, "#say") + " " + text(screen, "#detail")
        assert victim in shown, shown
        assert "First the banishment vote" in shown


def lines(widget) -> str:
    """A widget's text as drawn on screen, its lines joined; the widget lies within its
    column (a wider one is cut where the column ends)."""
    assert widget.parent.content_region.contains_region(widget.region), widget.region
    drawn = widget.render_lines(Region(0, 0, *widget.outer_size))
    return " ".join(" ".join(strip.text for strip in drawn).split())


async def group_seating(pilot, app: NotepadApp, names: list[str]) -> GroupSeating:
    """The villages' seating (v, Ctrl+N) with these lines pasted."""
    await pilot.press("v")
    await pilot.pause()
    await pilot.press("ctrl+n")
    await pilot.pause()
    seating = app.screen
    assert isinstance(seating, GroupSeating)
    seating.query_one("#group-names").text = "\n".join(names)
    await pilot.pause()
    return seating


async def test_the_seating_words_are_whole_at_80_columns(tmp_path: Path):
    """Splitting Into Subgroups: 68 names pasted at 80x24 read 'Every player, one per line (or
    groupe' and '68 names for 68 places (23, 23, 22);' — the end of each line, the == Village
    N lines and what Ctrl+R does, was cut off; each village's seating read 'not dealt y'."""
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        seating = await group_seating(pilot, app, [f"Name {n}" for n in range(1, 69)])
        title = seating.query_one("#group-names-column Label")
        assert lines(title) == "Every player, one per line (or grouped under == Village N)"
        count = lines(seating.query_one("#group-count"))
        assert count == "68 names for 68 places (23, 23, 22); Ctrl+R deals them"
        await pilot.press("ctrl+r")
        await pilot.pause()
        await pilot.press("ctrl+n")
        await pilot.pause()
        village = app.screen
        assert isinstance(village, VillageSeating)
        assert lines(village.query_one("#count")) == "23 players (ready); not dealt yet"
        assert lines(village.query_one("#names-column Label")) == (
            "Players in seat order, one per line (names or descriptions)")


async def open_village(pilot, app: NotepadApp, notebook, number: str):
    """The overview of `notebook`, then village `number`'s screen."""
    app.push_screen(OverviewScreen(notebook))
    await pilot.pause()
    await pilot.press(number)
    await pilot.pause()
    return app.screen


async def test_redo_after_a_move_taken_back_says_to_type_it_again(tmp_path: Path):
    """A move undone is taken back whole, from both villages (docs/villages.md, Undo), and
    Ctrl+Y does not bring it back: it said only 'Nothing to redo.', and the moderator who
    had undone 'm 3 2' by mistake waited for it."""
    notebook = hand_notebook(tmp_path / "group.jsonl", FIVE, FIVE)
    for village in notebook.villages:
        quiet_night(village)
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_village(pilot, app, notebook, "1")
        moving = notebook.villages[0].state.players[3].name
        await pilot.press(*"m 3 2", "enter")
        await pilot.pause()
        assert not notebook.villages[0].state.players[3].alive
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert notebook.villages[0].state.players[3].alive
        await pilot.press("ctrl+y")
        await pilot.pause()
        said = text(screen, "#verdict")
        assert said == (f"Nothing to redo: a move taken back is not redone. Type it again to "
                        f"send {moving} to Village 2 (m SEAT VILLAGE).")
        assert notebook.villages[0].state.players[3].alive


async def test_a_banishment_at_night_is_refused_in_full_at_80_columns(tmp_path: Path):
    """Banishing a Player: "each village votes to banish one player", by day. Typed at night at
    80x24, the refusal lost its end ('Ctrl+O records it anyway, with your'): the game screen
    gives a refusal six lines."""
    notebook = hand_notebook(tmp_path / "group.jsonl", FIVE, FIVE)
    notebook.villages[0].game.record(ev.NightFalls())
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_village(pilot, app, notebook, "1")
        await pilot.press(*"m 3 2", "enter")
        await pilot.pause()
        said = lines(screen.query_one("#verdict"))
        assert said.startswith("error Village 1 is at night: banish by day (Ultimate, Rule")
        assert said.endswith("Ctrl+O records it anyway, with your reason; Escape clears the "
                             "line."), said
        assert notebook.villages[0].state.players[3].alive


async def test_a_second_night_at_once_is_refused_in_full_at_80_columns(tmp_path: Path):
    """Alternating Votes/Nights: "making sure nights don't happen simultaneously". F6 in a
    second village while the first sleeps showed the rule and its source, and not a word of
    the override (Ctrl+O) below them: cut at the refusal's six lines."""
    notebook = hand_notebook(tmp_path / "group.jsonl", FIVE, FIVE)
    notebook.villages[0].game.record(ev.NightFalls())
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_village(pilot, app, notebook, "2")
        await pilot.press("f6")
        await pilot.pause()
        said = lines(app.screen.query_one("#verdict"))
        assert said.startswith("error Village 1 is still at night: nights alternate")
        assert said.endswith("Ctrl+O records it anyway, with your reason; Escape clears the "
                             "line."), said
        assert notebook.villages[1].phase == "setup"


async def test_names_pasted_but_not_dealt_are_answered_by_ctrl_n(tmp_path: Path):
    """Splitting Into Subgroups. 67 names pasted for 68 places: Ctrl+N said 'Paste the names,
    then Ctrl+R deals them' (they were pasted), and Ctrl+R '67 names for 68 places in the
    villages' without what to do. Both say it now; names that fit are dealt by Ctrl+N."""
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        seating = await group_seating(pilot, app, [f"N{n}" for n in range(1, 68)])
        await pilot.press("ctrl+n")
        await pilot.pause()
        said = [str(n.message) for n in app._notifications]
        assert said[-1] == ("67 names for 68 places in the villages: add 1 (one name per "
                            "line), or go back (Escape) and split 67 players")
        assert app.screen is seating and not seating.groups
        seating.query_one("#group-names").text = "\n".join(f"N{n}" for n in range(1, 69))
        await pilot.pause()
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert app.screen is seating and [len(g) for g in seating.groups] == [23, 23, 22]


async def test_a_correction_leaves_a_move_between_villages_alone(tmp_path: Path):
    """Banishing a Player: "The banished player immediately moves to another village". In the
    village's log (F8) a trial removed the leaving of a banished player: the player was alive
    in the village left and in the village reached, 23/23 and 23/23 of 45. A correction may not
    change, remove or drop a move's events; Ctrl+Z takes a move back."""
    from notepad.tui.screens.correction import CorrectionPreview
    from notepad.tui.screens.event_log import EventLogScreen

    notebook = hand_notebook(tmp_path / "group.jsonl", FIVE, FIVE)
    for village in notebook.villages:
        quiet_night(village)
    first, second = notebook.villages
    notebook.move("A3", 2)
    first.game.record(ev.Nominate(nominee=4, by=[5, 2]))
    left = len(first.game.events) - 1  # the leaving, then the accusation
    assert first.game.events[left - 1].kind == "left"
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_village(pilot, app, notebook, "1")
        await pilot.press("f8")
        await pilot.pause()
        log = app.screen
        assert isinstance(log, EventLogScreen)
        log.query_one("#events").highlighted = left - 1
        for key in ("x", "c"):
            app.clear_notifications()
            await pilot.press(key)
            await pilot.pause()
            assert app.screen is log, key
            said = [str(n.message) for n in app._notifications]
            assert said == [f"event {left} is A3's move to Village 2, kept in the notebook too: "
                            "a correction cannot take it away. Ctrl+Z on the village's screen "
                            "takes a move back while it is the last event of both villages"]
        # A forgotten death inserted before the move makes the move illegal: it may be kept,
        # not dropped.
        dawn = max(n for n, e in enumerate(first.game.events, 1) if isinstance(e, ev.Dawn))
        log.query_one("#events").highlighted = dawn - 1
        await pilot.press("i")
        await pilot.pause()
        await pilot.press(*"death 3 other fell ill", "enter")
        await pilot.pause()
        await pilot.press(*"forgotten", "enter")
        await pilot.pause()
        preview = app.screen
        assert isinstance(preview, CorrectionPreview)
        rows = preview.rows
        moved = next(i for i, row in enumerate(rows) if row is not None and row.number == left)
        preview.query_one("#later").highlighted = moved
        await pilot.press("d")
        await pilot.pause()
        assert "A3's move to Village 2" in str(preview.query_one("#problem").render())
        assert not preview.correction.dropped
        await pilot.press("D")
        await pilot.pause()
        assert not preview.correction.dropped
    assert [p.name for p in first.state.living()] == ["A1", "A2", "A4", "A5"]
    assert "A3" in [p.name for p in second.state.living()]


async def test_the_room_says_which_village_its_board_follows(tmp_path: Path):
    """Rule Variants — Simultaneous Play Session: one moderator, several villages. The board
    served from Village 1 (F12) follows Village 1's log; opened in Village 2, the Room dialog
    showed 'Stop the board' and the address as if it were Village 2's."""
    from notepad.room.night_room import BoardServer
    from notepad.room.settings import RoomSettings
    from notepad.tui.screens.room import RoomDialog

    board = BoardServer()
    board.url, board.log = "http://127.0.0.1:8765/", tmp_path / "village-1.jsonl"
    board.process = type("Running", (), {"poll": staticmethod(lambda: None)})()
    assert board.running
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(100, 50)) as pilot:
        dialog = RoomDialog(RoomSettings(), board, tmp_path / "village-2.jsonl",
                            tmp_path / "errors.log")
        app.push_screen(dialog)
        await pilot.pause()
        said = " ".join(str(dialog.query_one("#board-address").content).split())
        assert said == ("Board: http://127.0.0.1:8765/, following village-1.jsonl, not this "
                        "game (village-2.jsonl): stop it, then serve it again to follow this "
                        "one")
    board.process = None


async def test_names_grouped_by_hand_say_what_to_move(tmp_path: Path):
    """Splitting Into Subgroups, names grouped by hand under '== Village N' lines: a village
    with too few names was refused with 'Village 1 has 22 names; its role set is for 23
    players' and no word of what to do."""
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        names = [f"N{n}" for n in range(1, 69)]
        seating = await group_seating(pilot, app, ["== Village 1", *names[:22], "== Village 2",
                                                   *names[22:46], "== Village 3", *names[46:]])
        await pilot.press("ctrl+n")
        await pilot.pause()
        said = [str(n.message) for n in app._notifications]
        assert said[-1] == ("Village 1 has 22 names; its role set is for 23 players: move 1 "
                            "to it from another village's lines")
        seating.query_one("#group-names").text = "\n".join(
            ["== Village 1", *names[:22], "== Village 2", *names[22:45], "== Village 3",
             *names[45:67]])
        await pilot.pause()
        await pilot.press("ctrl+n")
        await pilot.pause()
        said = [str(n.message) for n in app._notifications]
        assert said[-1] == ("Village 1 has 22 names; its role set is for 23 players: add 1 "
                            "under its == line")
