"""The night's calls in the room: their pace and their voice, for the game screen.

The game screen hands each list of calls to `NightRoom.calls` (a small hook in
screens/game/screen.py, on every redraw and once a second): it puts the pacing countdown beside the
current call (notepad/room/pacing.py) and, with spoken calls on, reads the last call's "close
your eyes" and the next call's words through espeak-ng in a child process when the call's
time comes — the screen never waits for it (the Speaker of the One Night screens)."""

from __future__ import annotations

import atexit
import subprocess
import sys
import time
from pathlib import Path

from notepad.engine.night.script import Call
from notepad.room import speech
from notepad.room.pacing import CallPacer
from notepad.room.settings import RoomSettings

END_OF_NIGHT = ""  # the pacer's "call" after the last one: the last call's end is read then
END_OF_NIGHT_KEY = "(dawn)"  # the call list's line for it while the last call's time runs


def now() -> float:
    """The clock the calls are paced by (tests replace this function)."""
    return time.monotonic()


class NightRoom:
    def __init__(self, settings: RoomSettings) -> None:
        self.settings = settings
        self.pacer = CallPacer(settings.call_seconds)
        self.speaker = self._speaker(settings)
        self._said: str | None = None  # the call whose words were read
        self._end = ""  # its "close your eyes", read before the next call
        self._night = 0

    @staticmethod
    def _speaker(settings: RoomSettings) -> speech.Speaker:
        program = speech.speech_program() if settings.speak else None
        return speech.Speaker(program, settings.voice, settings.words_per_minute)

    def apply(self, settings: RoomSettings) -> None:
        """New settings from the Room dialog: the next call is paced and spoken by them."""
        if settings.speak != self.settings.speak or settings.voice != self.settings.voice \
                or settings.words_per_minute != self.settings.words_per_minute:
            self.speaker.stop()
            self.speaker = self._speaker(settings)
        self.pacer.seconds = settings.call_seconds
        self.settings = settings

    @property
    def active(self) -> bool:
        """Whether the calls are paced or spoken (else the list needs no tick)."""
        return bool(self.settings.call_seconds) or self.settings.speak

    @property
    def problem(self) -> str:
        """Why calls are not spoken although speech is on ("" when all is well)."""
        return self.speaker.problem if self.settings.speak else ""

    def calls(self, night: int, entries: list[tuple[str, str]],
              current: Call | None) -> list[tuple[str, str]]:
        """Night `night`'s call list with the countdown beside the current call (None once
        every call is done); reads the call aloud once its turn has come."""
        at = now()
        if night != self._night:  # a new night starts afresh
            self.pacer = CallPacer(self.settings.call_seconds)
            self._said, self._end, self._night = None, "", night
        night_over = bool(entries) and current is None
        role = current.role if current is not None else (END_OF_NIGHT if night_over else None)
        self.pacer.follow(role, at)
        if role is not None and self.pacer.wait(at) == 0 and self._said != role:
            words = [self._end] if self._said is not None else []
            words += [current.say] if current is not None else []
            text = " ".join(w for w in words if w)
            if text:
                self.speaker.say(text)
            self._said, self._end = role, current.end if current is not None else ""
        label = self.pacer.label(at)
        if current is None and night_over and self.pacer.wait(at) > 0:
            # The last call's time is not over: dawn waits too (nobody may learn that the
            # last role to wake did nothing).
            return [*entries, (END_OF_NIGHT_KEY, f"· Dawn  {label}")]
        if current is None or not label:
            return entries
        return [(key, f"{text}  {label}" if key == current.role else text)
                for key, text in entries]

    def stop(self) -> None:
        self.speaker.stop()


class BoardServer:
    """The web board served from the moderator's screen: `werewolf-notepad board LOG --serve`
    in a child process, which follows the log read-only like a board in any other terminal.
    Stopped with the notepad (atexit) or from the Room dialog."""

    def __init__(self) -> None:
        self.process: subprocess.Popen[bytes] | None = None
        self.url = ""
        self.log: Path | None = None

    @property
    def running(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def start(self, log: Path, settings: RoomSettings, errors: Path) -> str:
        """Serve the board of `log`; returns its address. Raises OSError: PortRefused (the
        port is in use …), or a process that cannot start."""
        from notepad.board.address import LOCALHOST, board_url, check_port

        self.stop()
        host = "0.0.0.0" if settings.board_network else LOCALHOST
        check_port(host, settings.board_port)
        errors.parent.mkdir(parents=True, exist_ok=True)
        with errors.open("wb") as stderr:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "notepad", "board", str(log), "--serve",
                 "--host", host, "--port", str(settings.board_port)],
                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=stderr)
        atexit.register(self.stop)
        self.url, self.log = board_url(host, settings.board_port), log
        return self.url

    def stop(self) -> None:
        process, self.process = self.process, None
        speech.end_child(process, 3)
