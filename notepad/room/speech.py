"""Reading the texts aloud with espeak-ng, when the machine has it: the One Night Game
Master's script, and the night calls of Ultimate Werewolf and Werwölfe (notepad/room/night_room.py),
in the voice and at the speed chosen in the Room settings (notepad/room/settings.py).

The Game Master plays too, with eyes closed (Game Master Sheet: "It is therefore important
that you do not see when your fellow players open their eyes"), so the notepad can speak each
text. The speech program runs as a child process: the screen never waits for it, and it asks
`speaking` once a second to start the wait when the words are over.
"""

from __future__ import annotations

import shutil
import subprocess

from notepad.language import ENGLISH, spoken

PROGRAM = "espeak-ng"
# A calm pace, a little slower than espeak-ng's 175 words a minute.
WORDS_PER_MINUTE = "150"


def speech_program() -> str | None:
    """The speech program's path, or None (the tests replace this function)."""
    return shutil.which(PROGRAM)


def launch(args: list[str]) -> subprocess.Popen[bytes]:
    """Start the speech program without waiting for it (the tests replace this function)."""
    return subprocess.Popen(
        args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )


class Speaker:
    """One voice: a new text stops the one still being read."""

    def __init__(self, program: str | None, voice: str = "",
                 words_per_minute: int | None = None) -> None:
        self.program = program
        self.voice = voice  # an espeak-ng voice ("en-gb", "de"); "" for espeak-ng's own
        self.words_per_minute = str(words_per_minute or WORDS_PER_MINUTE)
        self.enabled = program is not None
        self.problem = "" if program else f"{PROGRAM} not found: the texts are only shown"
        self._process: subprocess.Popen[bytes] | None = None

    @property
    def available(self) -> bool:
        return self.program is not None and not self.problem

    def toggle(self) -> bool:
        """Speech on or off; stays off without a speech program."""
        self.enabled = self.available and not self.enabled
        if not self.enabled:
            self.stop()
        return self.enabled

    @property
    def speaking(self) -> bool | None:
        """None when nothing is spoken aloud (speech off or missing), else whether the
        program is still talking."""
        if not self.enabled:
            return None
        return self._process is not None and self._process.poll() is None

    def say(self, text: str) -> None:
        self.stop()
        if not self.enabled or self.program is None:
            return
        try:
            self._process = launch(self.command(text))
        except OSError as error:
            self.enabled = False
            self.problem = f"{PROGRAM} could not start ({error.strerror or error}): texts only"

    def command(self, text: str) -> list[str]:
        """The speech program's command line for `text`, in the chosen voice and speed, in
        the language the text is said in (`voice_for`)."""
        chosen = voice_for(self.voice, spoken().code)
        voice = ["-v", chosen] if chosen else []
        return [self.program or PROGRAM, "-s", self.words_per_minute, *voice, text]

    def stop(self) -> None:
        process, self._process = self._process, None
        end_child(process, 0.5)


def voice_for(voice: str, language: str) -> str:
    """The espeak-ng voice that reads a text in `language`: the chosen one if it speaks that
    language ("de", "de+f3", an MBROLA "mb-de1"), else the language's own voice with the
    chosen variant ("en+f3" reads German as "de+f3"): an English voice reading German words
    mangles every one of them. English keeps the chosen voice, whatever it is (the Room
    settings' choice, as before there was a German)."""
    if language == ENGLISH:
        return voice
    base, plus, variant = voice.partition("+")
    if base == language or base.startswith((f"{language}-", f"mb-{language}")):
        return voice
    return f"{language}{plus}{variant}"


def end_child(process: subprocess.Popen[bytes] | None, patience: float) -> None:
    """End a child process that may still run: asked first, killed after `patience` s."""
    if process is None or process.poll() is not None:
        return
    process.terminate()
    try:
        process.wait(timeout=patience)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
