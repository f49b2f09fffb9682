"""The session log's lines as bytes: how a line is written, and how a file splits into whole
lines and a cut tail. The reader (session.py) and the writer (writer.py) both use `split`, so
what reading keeps is exactly what resuming keeps (docs/session-log.md, Reading a log)."""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any


class LogError(ValueError):
    """A session log that cannot be read; the message names the file and line."""


class BadJson(ValueError):
    """A line that is not one JSON value this program writes; the message says why."""


def _no_constant(name: str) -> Any:
    raise BadJson(f"{name} is not a number a session log holds")


def _finite(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):
        raise BadJson(f"the number {text[:20]} is too large")
    return number


_DECODER = json.JSONDecoder(parse_constant=_no_constant, parse_float=_finite)


def parse_json(text: str) -> Any:
    """One line's JSON value. NaN, Infinity and numbers too large for a float are refused
    (the writer never writes them); so is nesting deeper than Python can follow."""
    try:
        if text[:1] == "\ufeff":  # json.loads words the byte-order mark's error
            return json.loads(text, parse_constant=_no_constant, parse_float=_finite)
        return _DECODER.decode(text)  # what json.loads does, without a decoder per line
    except json.JSONDecodeError as error:
        raise BadJson(f"not valid JSON ({error.msg}, column {error.colno})") from None
    except RecursionError:
        raise BadJson("nested too deeply to be a session log line") from None
    except BadJson:
        raise
    except ValueError:  # an integer of thousands of digits (sys.get_int_max_str_digits)
        raise BadJson("a number with too many digits") from None


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
