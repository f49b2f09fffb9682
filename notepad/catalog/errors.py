"""Loader errors that a moderator can act on: which file, which line or key, what to do."""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from notepad.catalog.bounds import MAX_PROBLEMS

if TYPE_CHECKING:  # pydantic is imported only when a file is checked (catalog/file_models.py)
    from pydantic import BaseModel, ValidationError


class CatalogError(ValueError):
    """A role or scenario file that cannot be used. The message is for the moderator; a long
    list of problems shows the first MAX_PROBLEMS and how many more there are."""

    def __init__(self, path: Path | str, problems: list[str]) -> None:
        self.path = Path(path)
        self.problems = problems
        shown = problems[:MAX_PROBLEMS]
        if len(problems) > MAX_PROBLEMS:
            shown.append(f"… and {len(problems) - MAX_PROBLEMS} more")
        body = "\n".join(f"  - {problem}" for problem in shown)
        super().__init__(f"{self.path}: cannot be loaded:\n{body}")


def close_match(word: str, choices: Iterable[str]) -> str:
    """' — did you mean 'x'?' for the closest choice, or '' when nothing is close."""
    matches = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return f" — did you mean '{matches[0]}'?" if matches else ""


def line_of(text: str, key: str, start: int = 0) -> int | None:
    """The line number (1-based) where `key = …` or `[key]` first appears after line `start`."""
    pattern = re.compile(rf"^\s*(\[+\s*)?\"?{re.escape(key)}\"?\s*(=|\]|\.)")
    for number, line in enumerate(text.splitlines(), start=1):
        if number > start and pattern.search(line):
            return number
    return None


def _field_names(model: type[BaseModel], loc: tuple[str | int, ...]) -> list[str]:
    """The allowed keys at `loc` inside `model`, for 'did you mean' on unknown keys."""
    from pydantic import BaseModel

    current: type[BaseModel] | None = model
    for part in loc:
        if current is None or isinstance(part, int):
            continue
        field = current.model_fields.get(str(part))
        if field is None:
            return []
        annotation = field.annotation
        args = getattr(annotation, "__args__", ()) or (annotation,)
        current = next(
            (arg for arg in args if isinstance(arg, type) and issubclass(arg, BaseModel)), None
        )
    return list(current.model_fields) if current is not None else []


def describe_validation(
    error: ValidationError, model: type[BaseModel], text: str, label: str = ""
) -> list[str]:
    """Turn pydantic's errors into one sentence each, with line and close match. Past the
    first MAX_PROBLEMS, which the message shows, no line is looked up (they are counted)."""
    problems = []
    for number, item in enumerate(error.errors()):
        loc = tuple(item["loc"])
        if number >= MAX_PROBLEMS:
            problems.append(f"{'.'.join(str(part) for part in loc)}: {item['msg']}")
            continue
        where = _where(loc, text, label)
        key = str(loc[-1]) if loc else ""
        if item["type"] == "extra_forbidden":
            hint = close_match(key, _field_names(model, loc[:-1]))
            problems.append(f"{where}unknown key '{short_repr(key)[1:-1]}'{hint}")
        elif item["type"] == "missing":
            problems.append(f"{where}the key '{key}' is missing")
        else:
            message = item["msg"].removeprefix("Value error, ")
            problems.append(f"{where}{message} (got {short_repr(item.get('input'))})")
    return problems


def short_repr(value: object, limit: int = 60) -> str:
    """A value as the file wrote it, cut short: a problem is one line, whatever the input."""
    try:
        text = repr(value)
    except (RecursionError, ValueError):  # nested deeply, or an integer of thousands of digits
        return f"a {type(value).__name__}"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _where(loc: tuple[str | int, ...], text: str, label: str) -> str:
    path = ".".join(str(part) for part in loc)
    if len(path) > 80:
        path = path[:77] + "..."
    line = None
    # A role's keys are under its [[role]] header: search from that header on.
    start = 0
    if len(loc) >= 2 and isinstance(loc[1], int):
        headers = [
            n for n, row in enumerate(text.splitlines(), 1) if row.strip() == f"[[{loc[0]}]]"
        ]
        if loc[1] < len(headers):
            start = headers[loc[1]]
            line = start
    for part in reversed(loc):
        if isinstance(part, str):
            found = line_of(text, part, start - 1 if start else 0)
            if found is not None:
                line = found
            break
    prefix = f"line {line}, " if line else ""
    return f"{prefix}{label}{path}: " if path else prefix
