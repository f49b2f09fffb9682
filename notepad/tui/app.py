"""The notepad's Textual app: one screen per phase, the engine and catalogue underneath."""

from __future__ import annotations

import gc
import sys
import threading
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.screen import Screen

from notepad.language import mark, saved_language, speak, translated
from notepad.paths import user_dir

if TYPE_CHECKING:
    from notepad.catalog import Catalog
    from notepad.room.night_room import BoardServer
    from notepad.room.settings import RoomSettings
    from notepad.tui.screens.builder import BuilderScreen


class NotepadApp(App[None]):
    """werewolf-notepad: the moderator's notepad."""

    CSS_PATH = "notepad.tcss"
    TITLE = "werewolf-notepad"
    SUB_TITLE = mark("the moderator's notepad")
    BINDINGS = [
        Binding("ctrl+q", "quit", mark("Quit"), tooltip=mark("Leave the notepad"), id="quit",
                priority=True),
    ]

    def __init__(self, catalog: Catalog | None = None, home: Path | None = None,
                 language: str | None = None) -> None:
        super().__init__()
        self.home = home or user_dir()
        # The language the screens speak until a game says otherwise: `--lang`, else the
        # user's default (settings.toml); the seating screen offers it for a new game, and a
        # resumed game speaks its own (the log's header).
        self.saved_language, self.language_problem = saved_language(self.home)
        self.language = language or self.saved_language
        speak(self.language)
        self.sub_title = translated(self.SUB_TITLE)
        self._catalog = catalog
        self.catalog_error: str | None = None
        self._room: RoomSettings | None = None
        self._board: BoardServer | None = None

    @property
    def catalog(self) -> Catalog:
        """The roles and scenarios, loaded on first use so the start screen shows at once.

        A broken file of the user's is reported, and the built-in cards are used instead."""
        if self._catalog is None:
            from notepad.catalog import CatalogError, load_catalog

            try:
                self._catalog = load_catalog(user=self.home)
            except CatalogError as error:
                self.catalog_error = str(error)
                self._catalog = load_catalog(include_user=False)
                self.notify(self.catalog_error, title="Your roles or scenarios",
                            severity="error", timeout=30)
        return self._catalog

    def on_load(self) -> None:
        """No garbage collection until the start screen's first frame (issue 14).

        Imported, Textual and the notepad hold some 40,000 objects; the start screen makes
        about 10,000 more, enough to set off a full collection (every object walked, 15 to
        50 ms on the 2-core reference machine) before the first idle frame, and a dozen
        young ones. Nothing made by then is garbage worth the walk: the collector waits
        (as Textual's own PAUSE_GC_ON_SCROLL makes it wait during a smooth scroll), and once
        the frame is drawn `_started` freezes everything alive (gc.freeze: left out of
        every collection, yet freed as usual once nothing refers to it; the game screen
        does the same with its heap, screens/game/screen.py), so later collections, and the
        interpreter's last one at exit, walk only what came since. A process that goes on
        after the app (the tests) thaws it (gc.unfreeze); leaving a game does too."""
        gc.disable()

    def _started(self) -> None:
        gc.freeze()
        gc.enable()

    def on_unmount(self) -> None:
        gc.enable()  # an app that quit before its first frame
        live = sys.modules.get("notepad.tui.screens.builder.live")
        if live is not None:  # the live win rate's games: none left to wait for at the exit
            live.close_pool()

    WARM_UP_AFTER = 0.5  # seconds of the start screen before the builder is made ready

    def on_ready(self) -> None:
        """Once the start screen is up and the moderator reads it, load the catalogue and the
        builder's modules beside it, then make a builder ready off screen, so that `n` shows
        it at once (issue 14). The time counts from the first full frame, so the start
        screen's own work is done."""
        self.call_after_refresh(self._started)
        if self.language_problem:  # a settings.toml that cannot be read: said, not hidden
            self.notify(self.language_problem, severity="warning", timeout=15)
        self.call_after_refresh(self.set_timer, self.WARM_UP_AFTER, self._start_warm_up)

    def _start_warm_up(self) -> None:
        """A daemon thread, not a worker: quitting never waits for it. None once the app is
        quitting: its imports would hold up the exit (issue 14)."""
        if self._catalog is None and not self._exit:
            threading.Thread(target=self._warm_up, name="warm-up", daemon=True).start()

    def _warm_up(self) -> None:
        import notepad.tui.screens.builder  # noqa: F401 - imported for its cost, not its names
        from notepad.catalog import CatalogError, load_catalog

        try:
            catalog = load_catalog(user=self.home)
            self.call_from_thread(self._keep_catalog, catalog)
        except (CatalogError, RuntimeError):
            return  # a broken file: the catalog property reports it; or the app has quit

    def _keep_catalog(self, catalog: Catalog) -> None:
        if self._catalog is None:
            self._catalog = catalog
            self._warmed_up = True
            self.make_builder_ready()

    ready_builder: BuilderScreen | None = None  # screens/builder/ready.py
    _warmed_up = False  # the warm-up loaded the catalogue (not so in tests given one)

    def make_builder_ready(self) -> None:
        """Make a builder ready off screen for the start screen's `n`, once the warm-up has
        loaded the catalogue: at the warm-up, and each time the start screen is shown again
        (StartScreen.on_screen_resume), unless it has been left meanwhile."""
        from notepad.tui.screens.start import StartScreen

        if (self._warmed_up and self.ready_builder is None and not self._exit
                and isinstance(self.screen, StartScreen)):
            from notepad.tui.screens.builder.ready import prepare

            self.run_worker(prepare(self), name="builder made ready", group="builder-ready")

    def new_builder(self) -> BuilderScreen:
        """The builder for `n`: the one made ready off screen if there is one (first come),
        else a new one."""
        screen, self.ready_builder = self.ready_builder, None
        if screen is None:
            from notepad.tui.screens.builder import BuilderScreen

            screen = BuilderScreen()
        return screen

    @property
    def board_server(self) -> BoardServer:
        """The web board served from this window (the Room dialog starts it). Made on first
        use: its module imports the engine's night script, which the start screen does
        without (issue 14)."""
        if self._board is None:
            from notepad.room.night_room import BoardServer

            self._board = BoardServer()
        return self._board

    @property
    def room_settings(self) -> RoomSettings:
        """The Room settings (notepad/room/settings.py), read once; a bad file is reported."""
        if self._room is None:
            from notepad.room.settings import load_settings  # TOML: not needed to start

            self._room, problem = load_settings(self.home)
            if problem:
                self.notify(problem, title="Room settings", severity="warning", timeout=15)
        return self._room

    def action_room(self) -> None:
        """The Room dialog (F12 on the seating and game screens: room/night_room.py ROOM_KEY);
        saved settings reach the game screen's next call."""
        from notepad.room.settings import save_settings
        from notepad.tui.screens.room import RoomDialog

        game = getattr(self.screen, "game", None)
        log = game.log.path if game is not None and game.log is not None else None

        def saved(settings: RoomSettings | None) -> None:
            if settings is None:
                return
            self._room = settings
            try:
                save_settings(self.home, settings)
            except OSError as error:
                self.notify(f"Room settings not saved for the next game: {error}",
                            severity="warning")
            for screen in self.screen_stack:
                room = getattr(screen, "night_room", None)
                if room is not None:
                    room.apply(settings)

        self.push_screen(RoomDialog(self.room_settings, self.board_server, log,
                                    self.home / "board-errors.log"), saved)

    @property
    def sessions_dir(self) -> Path:
        return self.home / "sessions"

    async def action_quit(self) -> None:
        """Quitting mid-game or mid-round asks first (each such screen has its question);
        the session log and the One Night table already hold everything entered."""
        questions = [q for s in self.screen_stack if (q := getattr(s, "quit_question", ""))]
        if not questions:
            self.exit()
            return
        from notepad.tui.screens.dialogs import Confirm

        def answered(sure: bool | None) -> None:
            if sure:
                for screen in self.screen_stack:
                    game = getattr(screen, "game", None)
                    if game is not None:
                        game.close()
                self.exit()

        # A screen's question is a marked message: said in the language spoken now.
        self.push_screen(Confirm(translated(questions[-1])), answered)

    def get_default_screen(self) -> Screen:
        from notepad.tui.screens.start import StartScreen

        return StartScreen()

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        """The palette offers the current screen's own keys first, then Textual's, each name
        once: the start screen's palette had two "Quit" (its q and Textual's), and F1's
        "Keys" stood beside Textual's "Keys"."""
        from notepad.tui.screens.base import KEYS, NotepadScreen, said

        named = set()
        first = [KEYS] if isinstance(screen, NotepadScreen) else []
        for binding in [*first, *getattr(screen, "BINDINGS", [])]:
            binding = said(binding) if isinstance(binding, Binding) else binding
            if isinstance(binding, Binding) and binding.description \
                    and binding.description not in named:
                named.add(binding.description)
                action = binding.action

                def run(action: str = action, screen: Screen = screen) -> None:
                    self.call_later(screen.run_action, action)

                yield SystemCommand(
                    binding.description, binding.tooltip or binding.description, run
                )
        for command in super().get_system_commands(screen):
            if command.title not in named:
                yield command


def run(headless: bool = False, language: str | None = None) -> int:
    """Run the notepad's screens (in `language`, "en" or "de", else the user's default); the
    exit status: Textual shows a crash's traceback and leaves it non-zero (1), which a script
    or a shell's `&&` should see."""
    app = NotepadApp(language=language)
    app.run(headless=headless)
    return app.return_code or 0
