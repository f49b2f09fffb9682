"""The Room dialog (F12, from the seating and the game screens): the minimum time per night
call, spoken calls (voice and speed), and the web board for phones and a projector with its
address as a QR code. Saved for the next game (notepad/room/settings.py)."""

from __future__ import annotations

from contextlib import suppress
from dataclasses import replace
from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import Button, Input, Label, Static, Switch

from notepad.language import gettext, mark, translated
from notepad.room import speech
from notepad.room.night_room import BoardServer
from notepad.room.settings import (
    MAX_CALL_SECONDS,
    RoomSettings,
    RoomSettingsError,
    check_voice,
    voices,
)
from notepad.table.around_words import (
    board_at,
    board_following,
    board_not_started,
    call_seconds_label,
    not_a_number,
)
from notepad.tui.markup import escape

SAMPLE = mark("Seer, wake up. Point to a player whose role you want to know.")

# espeak-ng's voices, asked once per program and session: `espeak-ng --voices` takes 0.6 s
# on an idle machine and up to its 5 s timeout on a busy one, so it is asked off the screen's
# thread when the dialog opens, never inside a key press (issue 14).
_KNOWN_VOICES: dict[str | None, list[str]] = {}


class VoicesPending(Exception):
    """The voice changed and espeak-ng's list is still being asked for."""


def row(label: str, field: Widget) -> Horizontal:
    """A setting: its label, then the field to change it."""
    return Horizontal(Label(label), field, classes="row")


class RoomDialog(ModalScreen[RoomSettings | None]):
    """Ctrl+S or Save keeps the settings; Escape leaves them as they were."""

    BINDINGS = [
        Binding("escape", "cancel", mark("Cancel"), tooltip=mark("Close, changing nothing")),
        Binding("ctrl+s", "save", mark("Save"), tooltip=mark("Keep these settings")),
    ]
    DEFAULT_CSS = """
    RoomDialog { align: center middle; }
    RoomDialog > VerticalScroll { width: 76; max-height: 95%; height: auto;
                                  border: thick $primary; background: $surface;
                                  padding: 0 1; }
    RoomDialog .title { text-style: bold; color: $accent; margin-top: 1; }
    RoomDialog .row { height: auto; }
    RoomDialog .row Label { width: 34; padding: 1 0 0 0; }
    RoomDialog Input { width: 1fr; }
    RoomDialog #room-problem { color: $error; }
    RoomDialog #board-qr { width: auto; }
    RoomDialog .hint { color: $text-muted; }
    """

    def __init__(self, settings: RoomSettings, board: BoardServer, log: Path | None,
                 errors: Path) -> None:
        super().__init__()
        self.settings = settings
        self.board = board
        self.game_log = log
        self.errors = errors
        self.trial = speech.Speaker(None)
        self.program = speech.speech_program()
        self.known_voices: list[str] | None = _KNOWN_VOICES.get(self.program)
        self.waiting: str | None = None  # "save" or a button's id, done once the list is in

    def compose(self) -> ComposeResult:
        s = self.settings
        with VerticalScroll():
            yield Label(gettext("Pacing of the night's calls"), classes="title")
            yield row(call_seconds_label(MAX_CALL_SECONDS),
                      Input(str(s.call_seconds), id="call-seconds", type="integer"))
            yield Static(gettext("Every call lasts at least this long, so a role that did "
                                 "nothing takes as long as one that acted. 0: no minimum."),
                         classes="hint")
            yield Label(gettext("Spoken calls (espeak-ng)"), classes="title")
            yield row(gettext("Read the calls aloud"), Switch(s.speak, id="speak"))
            yield row(gettext("Voice (en, en-gb, en-us, de …)"), Input(s.voice, id="voice"))
            yield row(gettext("Speed (words a minute)"),
                      Input(str(s.words_per_minute), id="speed", type="integer"))
            yield Button(gettext("Try the voice"), id="try-voice")
            yield Label(gettext("The board for the room"), classes="title")
            yield row(gettext("Open to the room's network"),
                      Switch(s.board_network, id="network"))
            yield row(gettext("Port"), Input(str(s.board_port), id="port", type="integer"))
            yield Button("", id="serve")
            yield Static("", id="board-address")
            yield Static("", id="board-qr")
            yield Static("", id="room-problem")
            yield Static(gettext("Ctrl+S save · Escape cancel"), classes="hint")

    def on_mount(self) -> None:
        if self.known_voices is None:
            self.run_worker(self.ask_voices, thread=True, exit_on_error=False)
        self.show_board()
        if self.board.running:
            self.query_one("#serve", Button).focus()
        else:
            self.query_one("#call-seconds", Input).focus()

    def show_board(self) -> None:
        from notepad.board.address import qr_text, unreachable

        button = self.query_one("#serve", Button)
        if self.game_log is None:
            button.label = gettext("Serve the board (once the game has begun)")
            button.disabled = True
            return
        button.disabled = False
        if self.board.running:
            button.label = gettext("Stop the board")
            followed = self.board.log
            if followed is not None and followed != self.game_log:
                # Simultaneous villages: it was started in another village (or game), and
                # the room sees that one, not the game this dialog was opened from.
                self.query_one("#board-address", Static).update(escape(
                    board_following(self.board.url, followed.name, self.game_log.name)))
            else:
                self.query_one("#board-address", Static).update(board_at(self.board.url))
            # The QR code only for an address the room's phones can reach; else why not.
            why = unreachable(self.board.url)
            self.query_one("#board-qr", Static).update(why or qr_text(self.board.url))
        else:
            button.label = gettext("Serve the board")
            self.query_one("#board-address", Static).update(
                gettext("A second terminal: werewolf-notepad board --latest"))
            self.query_one("#board-qr", Static).update("")

    def read(self) -> RoomSettings:
        """The settings as entered; RoomSettingsError says which field is wrong."""
        def number(widget_id: str, what: str) -> int:
            text = self.query_one(f"#{widget_id}", Input).value.strip()
            try:
                return int(text)
            except ValueError:
                raise RoomSettingsError(not_a_number(what, text)) from None

        settings = replace(
            self.settings,
            call_seconds=number("call-seconds", gettext("minimum seconds per call")),
            speak=self.query_one("#speak", Switch).value,
            voice=self.query_one("#voice", Input).value.strip(),
            words_per_minute=number("speed", gettext("speed")),
            board_network=self.query_one("#network", Switch).value,
            board_port=number("port", gettext("port")),
        ).checked()
        if settings.voice != self.settings.voice:
            if self.known_voices is None:
                raise VoicesPending
            check_voice(settings.voice, self.known_voices)
        return settings

    def ask_voices(self) -> None:
        """In a worker thread: espeak-ng's list of voices, then back to the screen."""
        try:
            known = voices(self.program)
        except Exception:  # any voice is taken, as without espeak-ng's list
            known = []
        with suppress(RuntimeError):  # the app closed meanwhile
            self.app.call_from_thread(self.voices_known, known)

    def voices_known(self, known: list[str]) -> None:
        _KNOWN_VOICES[self.program] = self.known_voices = known
        waiting, self.waiting = self.waiting, None
        if waiting is None or not self.is_attached or self.app.screen is not self:
            return
        if waiting == "save":
            self.action_save()
        else:
            self.use_button(waiting)

    def wait_for_voices(self, then: str) -> None:
        self.waiting = then
        self.problem(gettext("Checking the new voice with espeak-ng …"))

    def problem(self, text: str) -> None:
        self.query_one("#room-problem", Static).update(text)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.use_button(event.button.id or "")

    def use_button(self, button: str) -> None:
        try:
            settings = self.read()
        except VoicesPending:
            self.wait_for_voices(button)
            return
        except RoomSettingsError as error:
            self.problem(str(error))
            return
        self.problem("")
        if button == "try-voice":
            self.trial.stop()
            self.trial = speech.Speaker(speech.speech_program(), settings.voice,
                                        settings.words_per_minute)
            self.trial.say(translated(SAMPLE))
            self.problem(self.trial.problem)
        elif button == "serve" and self.game_log is not None:
            if self.board.running:
                self.board.stop()
            else:
                try:
                    self.board.start(self.game_log, settings, self.errors)
                except OSError as error:  # the port refused (PortRefused), or the process
                    self.problem(board_not_started(error))
            self.show_board()

    def action_save(self) -> None:
        try:
            self.dismiss(self.read())
        except VoicesPending:
            self.wait_for_voices("save")
        except RoomSettingsError as error:
            self.problem(str(error))

    def action_cancel(self) -> None:
        self.trial.stop()
        self.dismiss(None)
