"""The moderator's settings for the room, chosen at setup and kept for the next game: the
minimum time per night call, spoken calls (espeak-ng, its voice and speed), the board's port
and whether the room's network may open it. A small TOML file in the user's folder
(`room.toml`); a bad file is reported and the defaults are used."""

from __future__ import annotations

import subprocess
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

FILE = "room.toml"
MAX_CALL_SECONDS = 120
SPEEDS = (80, 400)  # espeak-ng's words a minute that still make sense


class RoomSettingsError(ValueError):
    """A setting that cannot be used; the message says what to enter instead."""


@dataclass(frozen=True)
class RoomSettings:
    # Ultimate, Moderator's Guide — Night Phase: "pause between requests, so players can't
    # guess anything based on how long an action takes": every call lasts at least this long.
    call_seconds: int = 0
    speak: bool = False  # read the night's calls aloud
    voice: str = "en"  # an espeak-ng voice: a language ("en", "en-gb", "de") or a voice name
    words_per_minute: int = 150
    board_port: int = 8765
    board_network: bool = False  # serve the web board to the room's network, not just here

    def checked(self) -> RoomSettings:
        """The settings if they can be used, else RoomSettingsError saying what to change."""
        if not 0 <= self.call_seconds <= MAX_CALL_SECONDS:
            raise RoomSettingsError(f"the minimum time per call must be 0 to "
                                    f"{MAX_CALL_SECONDS} seconds, not {self.call_seconds}")
        low, high = SPEEDS
        if not low <= self.words_per_minute <= high:
            raise RoomSettingsError(f"the speed must be {low} to {high} words a minute, "
                                    f"not {self.words_per_minute}")
        if not self.voice.strip() or any(c.isspace() for c in self.voice):
            raise RoomSettingsError("the voice is one word, e.g. en, en-gb, en-us or de "
                                    "(espeak-ng --voices lists them)")
        if not 1024 <= self.board_port <= 65535:
            raise RoomSettingsError(f"the board's port must be 1024 to 65535, "
                                    f"not {self.board_port}")
        return self


def load_settings(folder: Path) -> tuple[RoomSettings, str]:
    """The saved settings (or the defaults) and a problem with the file, if any."""
    from notepad.own_files import Damaged, read_toml

    path = folder / FILE
    try:
        data, _ = read_toml(path, kind="room.toml")
    except Damaged as error:
        if error.missing:
            return RoomSettings(), ""
        return RoomSettings(), f"{path}: {error}; the defaults are used"
    try:
        return from_dict(data).checked(), ""
    except RoomSettingsError as error:
        return RoomSettings(), f"{path}: {error}; the defaults are used"


def from_dict(data: dict[str, Any]) -> RoomSettings:
    known = {f.name: f.type for f in fields(RoomSettings)}
    unknown = sorted(set(data) - set(known))
    if unknown:
        raise RoomSettingsError(f"unknown setting '{unknown[0]}' (known: {', '.join(known)})")
    defaults = asdict(RoomSettings())
    kinds = {int: "a whole number", bool: "true or false", str: "a text"}
    for key, value in data.items():
        if type(value) is not type(defaults[key]):
            raise RoomSettingsError(f"'{key}' must be {kinds[type(defaults[key])]}")
    return RoomSettings(**{**defaults, **data})


def save_settings(folder: Path, settings: RoomSettings) -> Path:
    """Write the settings atomically (a temp file, then rename)."""
    from notepad.own_files import write_toml

    return write_toml(folder / FILE, asdict(settings.checked()))


def check_voice(voice: str, known: list[str]) -> str:
    """The voice, if espeak-ng knows it (which speaks an unknown one in its default voice
    without a word): a language it lists ("en-gb"), the start of one ("en"), or either with
    a variant ("en+f3"); any voice when the program's list is not to be had."""
    base = voice.split("+")[0]  # "en+f3": a voice with one of espeak-ng's variants
    if known and not any(k == base or k.startswith(base + "-") for k in known):
        english = [v for v in known if v.startswith("en")][:8]
        raise RoomSettingsError(f"unknown voice '{voice}' (espeak-ng knows e.g. "
                                f"{', '.join(english)}, de; espeak-ng --voices lists all)")
    return voice


def voices(program: str | None) -> list[str]:
    """The languages and voice names espeak-ng knows ([] without it)."""
    if program is None:
        return []
    try:
        listing = subprocess.run([program, "--voices"], capture_output=True, text=True,
                                 timeout=5, check=True).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    found: list[str] = []
    for line in listing.splitlines()[1:]:
        columns = line.split()
        if len(columns) >= 4:
            found += [columns[1], columns[3]]
    return sorted(set(found))
