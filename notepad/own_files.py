"""Reading the program's own JSON and TOML files within bounds: one reader for all of them.

The session log's lines, the summary beside a log, a notebook of villages, a saved One Night
round and its final table, the room's settings, the roles and scenario files: each is read
here, and every way a file can be wrong — not UTF-8, not JSON or TOML, nested past any file of
ours (a RecursionError deep in the parser), a number no file of ours holds (NaN, Infinity,
1e999, an integer of thousands of digits), a lone surrogate (no text at all), a file too large
— is one exception, `Damaged`, whose message says why. Each caller turns it into its own
documented outcome: a log line's error naming the line, a summary ignored, a round listed as
"(damaged)", the room's defaults (docs/session-log.md, Reading a log).

Headless: no engine, no pydantic. Log lines are read on replay's hot path, so `parse_json`
asks only what the C decoder cannot: the bracket count and `\\u` before walking a value.
"""

from __future__ import annotations

import json
import math
import re
from pathlib import Path
from typing import Any

# No file of ours nests deeper than a few levels (a correction's event's override's rules: 4;
# a scenario's [[line]] tables: 2); far below where a parser runs out of stack.
MAX_DEPTH = 20
# No number of ours is larger than a seed (catalog/bounds.py, MAX_SEED: 64 bits).
MAX_INT = 2**64
# The small files beside a log or in the user's folder: a summary, a round of 10 players,
# room.toml are a few kilobytes.
SMALL_FILE = 1 << 20


class Damaged(ValueError):
    """A file (or one line of it) that is not one this program writes; the message says why
    and, where it can, names the line (`line`). `missing`: the file is not there at all;
    `column`: where JSON stops being JSON (a file cut short); `not_text`: not UTF-8."""

    def __init__(self, message: str, line: int | None = None, missing: bool = False,
                 column: int | None = None, not_text: bool = False) -> None:
        super().__init__(message)
        self.line = line
        self.missing = missing
        self.column = column
        self.not_text = not_text


def _no_constant(name: str) -> Any:
    raise Damaged(f"{name} is not a number a werewolf-notepad file holds")


def _finite(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):
        raise Damaged(f"the number {text[:20]} is too large")
    return number


_DECODER = json.JSONDecoder(parse_constant=_no_constant, parse_float=_finite)
_SURROGATE = re.compile(r"\\u[dD][89a-fA-F]")


def parse_json(text: str) -> Any:
    """One JSON value (a log line, a small file's text), within the bounds above."""
    try:
        if text[:1] == "\ufeff":  # json.loads words the byte-order mark's error
            value = json.loads(text, parse_constant=_no_constant, parse_float=_finite)
        else:
            value = _DECODER.decode(text)  # what json.loads does, without a decoder per call
    except json.JSONDecodeError as error:
        raise Damaged(f"not valid JSON ({error.msg}, column {error.colno})", error.lineno,
                      column=error.colno) from None
    except RecursionError:
        raise Damaged("nested too deeply to be a werewolf-notepad file") from None
    except Damaged:
        raise
    except ValueError:  # an integer of thousands of digits (sys.get_int_max_str_digits)
        raise Damaged("a number with too many digits") from None
    # The C decoder takes both of these; a line of ours has neither (a value walked only then).
    if text.count("[") + text.count("{") > MAX_DEPTH or (
            "\\u" in text and _SURROGATE.search(text)):
        check_value(value, floats=False, ints=False)
    return value


def check_value(value: Any, floats: bool = True, ints: bool = True) -> None:
    """Damaged if `value` nests deeper than MAX_DEPTH, holds a lone surrogate (which no UTF-8
    file can hold, so nothing can print it), or, with `floats`, a float that is not finite, or
    with `ints`, an integer of more than 64 bits."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            if depth >= MAX_DEPTH:
                raise Damaged(f"nested more than {MAX_DEPTH} deep")
            stack.extend((key, depth) for key in item)
            stack.extend((inner, depth + 1) for inner in item.values())
        elif isinstance(item, list):
            if depth >= MAX_DEPTH:
                raise Damaged(f"nested more than {MAX_DEPTH} deep")
            stack.extend((inner, depth + 1) for inner in item)
        elif isinstance(item, str):
            if not item.isascii():
                try:
                    item.encode("utf-8")
                except UnicodeEncodeError:
                    raise Damaged(f"the text {item[:20]!r} holds a lone surrogate, which is "
                                  "not a character") from None
        elif floats and isinstance(item, float) and not math.isfinite(item):
            raise Damaged(f"{item} is not a number a werewolf-notepad file holds")
        elif ints and isinstance(item, int) and not isinstance(item, bool) \
                and not -MAX_INT < item < MAX_INT:
            raise Damaged(f"the number {str(item)[:20]}… is too large")


def _read(path: Path, limit: int, kind: str) -> str:
    """A file's text, at most `limit` bytes of UTF-8."""
    try:
        with path.open("rb") as stream:
            raw = stream.read(limit + 1)
    except FileNotFoundError:
        raise Damaged("cannot read the file: No such file or directory", missing=True) from None
    except OSError as error:
        raise Damaged(f"cannot read the file: {error.strerror or error}") from None
    if len(raw) > limit:
        raise Damaged(f"the file is over {limit:,} bytes; {kind} is much smaller")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw.count(b"\n", 0, error.start) + 1
        raise Damaged(f"line {line}: the file is not UTF-8 text (save it as UTF-8)",
                      line, not_text=True) from None


def read_json(path: Path, limit: int = SMALL_FILE, kind: str = "a file of ours") -> Any:
    """A whole JSON file's value (a summary, a saved round), within the bounds."""
    value = parse_json(_read(path, limit, kind))
    check_value(value)
    return value


def read_toml(path: Path, limit: int = SMALL_FILE,
              kind: str = "a file of ours") -> tuple[dict[str, Any], str]:
    """A TOML file's table and text (room.toml, a final table, a roles or scenario file)."""
    text = _read(path, limit, kind)
    return toml_table(text, kind), text


def write_toml(path: Path, data: dict[str, Any]) -> Path:
    """Write a small TOML file of ours whole or not at all: a temp file beside it, then a
    rename (the room's settings, the language, the group used last)."""
    import tomli_w

    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".toml.tmp")
    temporary.write_text(tomli_w.dumps(data), encoding="utf-8")
    temporary.replace(path)
    return path


def toml_table(text: str, kind: str = "a file of ours") -> dict[str, Any]:
    import tomllib  # only when a TOML file is read: a start from the catalogue's cache needs none

    deep = too_deep(text)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        message = str(error).replace("at end of document",
                                     f"at the end of the file, line {text.count(chr(10)) + 1}")
        raise Damaged(f"not valid TOML: {message}") from None
    except RecursionError:
        deep = deep or (1, MAX_DEPTH + 1)
    except ValueError:  # an integer of thousands of digits (sys.get_int_max_str_digits)
        line = _line_of(text, r"[0-9_]{4000,}")
        raise Damaged(f"line {line}: a number with thousands of digits", line) from None
    if deep is not None:
        raise Damaged(f"line {deep[0]}: arrays or tables nested {deep[1]} deep; "
                      f"{kind} needs at most {MAX_DEPTH}", deep[0])
    try:  # a large integer is left to the file's own bounds, which name it ("3 to 68 players")
        check_value(data, ints=False)
    except Damaged as error:
        line = _line_of(text, r"\b(?:nan|inf)\b")
        raise Damaged(f"line {line}: {error}", line) from None
    return data


def _line_of(text: str, pattern: str) -> int:
    found = re.search(pattern, text)
    return text.count("\n", 0, found.start()) + 1 if found else 1


def too_deep(text: str) -> tuple[int, int] | None:
    """(line, depth) where TOML's brackets and braces outside strings and comments first nest
    more than MAX_DEPTH deep, or None. Cheap, and it keeps tomllib from recursing a thousand
    levels down (a RecursionError that used to break every command)."""
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return None
    depth, line, quote, index = 0, 1, "", 0
    while index < len(text):
        char = text[index]
        if char == "\n":
            line += 1
        elif quote:
            if char == "\\" and quote == '"':
                index += 1
            elif text.startswith(quote, index):
                index += len(quote) - 1
                quote = ""
        elif char in "\"'":
            quote = char * 3 if text.startswith(char * 3, index) else char
            index += len(quote) - 1
        elif char == "#":
            end = text.find("\n", index)
            index = len(text) if end < 0 else end - 1
        elif char in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return line, depth
        elif char in "]}":
            depth = max(0, depth - 1)
        index += 1
    return None
