"""The journal: which log was recorded into which group, one JSON line each, appended.

The database is never the only copy of anything (docs/record.md): the games are in their
logs, and the one thing a log does not say — the group it was played by — is here. A rebuild
reads every log the journal names again, each into the group its last line gives.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

JOURNAL = "journal.jsonl"


@dataclass(frozen=True, slots=True)
class Entry:
    log: Path
    group: str


def read_journal(folder: Path) -> tuple[list[Entry], list[str]]:
    """Every log the journal names, once, in the order first recorded, each with the group of
    its last line; and a warning for each line that cannot be read (a line cut by a crash)."""
    path = folder / JOURNAL
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except FileNotFoundError:
        return [], []
    groups: dict[Path, str] = {}
    warnings = []
    for number, line in enumerate(text.splitlines(), start=1):
        try:
            data = json.loads(line)
            log, group = Path(data["log"]), data["group"]
            if not isinstance(group, str):
                raise TypeError("the group is not a name")
        except (ValueError, KeyError, TypeError, RecursionError) as error:
            # RecursionError: a line nested thousands deep, as json.loads words it
            warnings.append(f"{path}, line {number}: left out, it cannot be read ({error})")
            continue
        groups[log] = group
    return [Entry(log, group) for log, group in groups.items()], warnings


def add_to_journal(folder: Path, entries: list[Entry]) -> None:
    """Append the entries in one write, then fsync: once this returns, a rebuild finds them."""
    if not entries:
        return
    folder.mkdir(parents=True, exist_ok=True)
    lines = "".join(json.dumps({"log": str(e.log), "group": e.group}, ensure_ascii=False)
                    + "\n" for e in entries)
    with open(folder / JOURNAL, "ab+") as stream:
        stream.seek(0, os.SEEK_END)
        if stream.tell():  # a line cut by a crash stays a line of its own (read_journal skips it)
            stream.seek(-1, os.SEEK_END)
            if stream.read(1) != b"\n":
                lines = "\n" + lines
        stream.write(lines.encode("utf-8"))
        stream.flush()
        os.fsync(stream.fileno())
