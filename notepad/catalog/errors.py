"""Loader errors that a moderator can act on: which file, which line or key, what to do."""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from pathlib import Path

from pydantic import BaseModel, ValidationError


class CatalogError(ValueError):
    """A role or scenario file that cannot be used. The message is for the moderator."""

    def __init__(self, path: Path | str, problems: list[str]) -> None:
        self.path = Path(path)
        self.problems = problems
        body = "\n".join(f"  - {problem}" for problem in problems)
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
    """Turn pydantic's errors into one sentence each, with line and close match."""
    problems = []
    for item in error.errors():
        loc = tuple(item["loc"])
        where = _where(loc, text, label)
        key = str(loc[-1]) if loc else ""
        if item["type"] == "extra_forbidden":
            hint = close_match(key, _field_names(model, loc[:-1]))
            problems.append(f"{where}unknown key '{key}'{hint}")
        elif item["type"] == "missing":
            problems.append(f"{where}the key '{key}' is missing")
        else:
            problems.append(f"{where}{item['msg']} (got {item.get('input')!r})")
    return problems


def _where(loc: tuple[str | int, ...], text: str, label: str) -> str:
    path = ".".join(str(part) for part in loc)
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
