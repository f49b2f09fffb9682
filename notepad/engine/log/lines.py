"""The session log's lines as bytes: how a line is written, and how a file splits into whole
lines and a cut tail. The reader (session.py) and the writer (writer.py) both use `split`, so
what reading keeps is exactly what resuming keeps (docs/session-log.md, Reading a log)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from notepad.own_files import Damaged, parse_json

__all__ = ["BadJson", "LogError", "Split", "line_bytes", "parse_json", "split", "whole"]


class LogError(ValueError):
    """A session log that cannot be read; the message names the file and line."""


# A line that is not one JSON value this program writes: the one reader of our own files
# (notepad/own_files.py) decides, with the same bounds as every other file of ours.
BadJson = Damaged


def line_bytes(line: dict[str, Any]) -> bytes:
    return (json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")


@dataclass(frozen=True)
class Split:
    """A log file's bytes as its lines. `kept` is how many bytes of the file the reader
    keeps; `missing_newline` says the last kept line lacks its newline (a crash came after
    the line and before the newline, or the file was edited by hand)."""

    lines: list[bytes]  # every kept line, without its newline
    cut: bytes  # a last line cut off by a crash (not kept), or b""
    kept: int
    missing_newline: bool


def whole(tail: bytes) -> bool:
    """A last line without a newline is whole when it is a JSON value by itself."""
    try:
        parse_json(tail.decode("utf-8"))
    except (UnicodeDecodeError, BadJson):
        return False
    return True


def split(data: bytes) -> Split:
    lines = data.split(b"\n")
    tail = lines.pop()  # b"" when the file ends with a newline, as every whole line does
    if tail and whole(tail):
        return Split(lines + [tail], b"", len(data), True)
    return Split(lines, tail, len(data) - len(tail), False)
