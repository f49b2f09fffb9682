"""The step-through of a One Night script, second by second, without Textual.

One Night rulebook, Game Master Sheet: the Game Master reads a text, closes his eyes and waits
about 5 seconds, then reads the next text; he plays too, so the notepad reads (or shows) each
text and counts the wait for him. Each part of a script step is one cue: words, then a wait.
The Day's call is followed by the discussion (Game Master Sheet — Day: "about 5 minutes"),
then the call to vote. The screen owns the clock and calls `tick` once a second; the tests
call it directly. The notepad's own words (the discussion's call) are said in the language
spoken (notepad/language.py); the script's texts come with the script.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Literal

from notepad.language import gettext, ngettext
from notepad.onenight.script import Script

# Words per second read aloud at a calm pace; the wait starts after the words.
READING_RATE = 2.5
MIN_READING = 2
# "One more minute" is said this many seconds before the end of the discussion.
LAST_MINUTE = 60

Event = Literal["advanced", "wait_started", "last_minute", "finished"]


def reading_seconds(text: str) -> int:
    """About how long the Game Master needs to read a text aloud."""
    return max(MIN_READING, math.ceil(len(text.split()) / READING_RATE))


def discussion_text(seconds: int) -> str:
    minutes, rest = divmod(seconds, 60)
    if minutes and rest:
        return ngettext("Discuss now: you have {n} minute {seconds} seconds. Then we vote.",
                        "Discuss now: you have {n} minutes {seconds} seconds. Then we vote.",
                        minutes, seconds=rest)
    if minutes:
        return ngettext("Discuss now: you have {n} minute. Then we vote.",
                        "Discuss now: you have {n} minutes. Then we vote.", minutes)
    return gettext("Discuss now: you have {seconds} seconds. Then we vote.", seconds=rest)


def clock(seconds: int) -> str:
    minutes, rest = divmod(max(seconds, 0), 60)
    return f"{minutes}:{rest:02}"


@dataclass(frozen=True, slots=True)
class Cue:
    """Words to say, then a wait with eyes closed (or the discussion)."""

    step: int  # index into the script's steps
    title: str
    phase: str
    kind: str  # the step's kind, or "discussion"
    say: str
    wait: int
    reading: int


def cues_for(script: Script, discussion: int) -> list[Cue]:
    cues: list[Cue] = []
    for number, step in enumerate(script.steps):
        for part in step.parts:
            cues.append(
                Cue(
                    number,
                    step.title,
                    step.phase,
                    step.kind,
                    part.say,
                    part.wait,
                    reading_seconds(part.say),
                )
            )
        if step.kind == "day":
            text = discussion_text(discussion)
            cues.append(
                Cue(
                    number,
                    gettext("Discussion"),
                    "day",
                    "discussion",
                    text,
                    discussion,
                    reading_seconds(text),
                )
            )
    return cues


@dataclass(slots=True)
class StepThrough:
    """Where the Game Master is in the script: the cue, and the seconds left in it.

    A cue first has its reading time (the speech program talking, or an estimate when the
    words are only shown), then its wait; when the wait is over the next cue starts by itself.
    """

    cues: list[Cue]
    index: int = 0
    paused: bool = False
    read_left: int = 0
    wait_left: int = 0
    finished: bool = False
    said_last_minute: bool = field(default=False, repr=False)

    def __post_init__(self) -> None:
        if not self.cues:
            raise ValueError("a step-through needs at least one cue")
        self.go(self.index)

    @property
    def cue(self) -> Cue:
        return self.cues[self.index]

    @property
    def reading(self) -> bool:
        return self.read_left > 0

    @property
    def steps(self) -> int:
        return self.cues[-1].step + 1

    def go(self, index: int) -> None:
        """Start a cue from its beginning."""
        self.index = min(max(index, 0), len(self.cues) - 1)
        self.read_left = self.cue.reading
        self.wait_left = self.cue.wait
        self.finished = False
        self.said_last_minute = False

    def next(self) -> bool:
        if self.index + 1 >= len(self.cues):
            self.read_left, self.wait_left, self.finished = 0, 0, True
            return False
        self.go(self.index + 1)
        return True

    def previous(self) -> None:
        self.go(self.index - 1)

    def toggle_pause(self) -> None:
        self.paused = not self.paused

    def adjust_wait(self, seconds: int) -> None:
        """More or less time for the current wait (the discussion above all); never below 0."""
        self.wait_left = max(self.wait_left + seconds, 0)
        if self.wait_left > LAST_MINUTE:
            self.said_last_minute = False

    def tick(self, speaking: bool | None = None) -> Event | None:
        """One second has passed. `speaking`: None when the words are only shown (the reading
        time is an estimate), else whether the speech program is still talking."""
        if self.paused or self.finished:
            return None
        if self.read_left > 0:
            if speaking is None:
                self.read_left -= 1
            elif not speaking:
                self.read_left = 0
            if self.read_left > 0:
                return None
            if self.wait_left > 0:
                return "wait_started"
        if self.wait_left > 0:
            self.wait_left -= 1
            if (
                self.cue.kind == "discussion"
                and self.wait_left == LAST_MINUTE
                and self.cue.wait > LAST_MINUTE
                and not self.said_last_minute
            ):
                self.said_last_minute = True
                return "last_minute"
            if self.wait_left > 0:
                return None
        return "advanced" if self.next() else "finished"
