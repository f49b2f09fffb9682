"""Writing scenarios as TOML with tomli-w, atomically (a temp file, then a rename)."""

from __future__ import annotations

import os
import re
import tempfile
import unicodedata
from pathlib import Path

import tomli_w

from notepad.catalog.loading import user_dir
from notepad.catalog.models import Edition, Scenario


def slug(name: str) -> str:
    """A scenario id from its name: 'Village of Pain' → 'village-of-pain'."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    text = re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-")
    return text or "scenario"


def scenario_path(edition: Edition, scenario_id: str, folder: Path | None = None) -> Path:
    return (folder or user_dir()) / "scenarios" / Edition(edition).value / f"{scenario_id}.toml"


def write_atomically(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def scenario_toml(scenario: Scenario) -> str:
    data = scenario.model_dump(mode="json", exclude_defaults=True)
    data.setdefault("edition", scenario.edition.value)
    return tomli_w.dumps(data)


def save_scenario(scenario: Scenario, path: Path | None = None) -> Path:
    """Write `scenario` to `path` (default: the user's scenarios folder) and return the path."""
    target = path or scenario_path(scenario.edition, scenario.id)
    write_atomically(target, scenario_toml(scenario))
    return target
