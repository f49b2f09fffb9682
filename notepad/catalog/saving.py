"""Writing scenarios as TOML with tomli-w, atomically (a temp file, then a rename).

A scenario's file name is its id, made from its name with the letters of every script kept
('自分のシナリオ' → 自分のシナリオ.toml). Saving never replaces another scenario silently, says
when a saved id hides a built-in one, and never writes into the program's own data.
"""

from __future__ import annotations

import os
import re
import tempfile
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

import tomli_w

from notepad.catalog.bounds import MAX_ID
from notepad.catalog.errors import CatalogError
from notepad.catalog.loading import PACKAGE, data_dir, user_dir
from notepad.catalog.models import Edition, Scenario


def slug(name: str, fallback: str = "scenario") -> str:
    """A scenario id from its name: 'Village of Pain' → 'village-of-pain', 'Größeres Dorf' →
    'größeres-dorf'. Letters and digits of any script stay; everything else (dots, slashes,
    spaces) becomes one '-'. `fallback` when nothing is left ('..', '!!!')."""
    text = unicodedata.normalize("NFKC", name).lower()
    text = re.sub(r"[\W_]+", "-", text).strip("-")
    return text[:MAX_ID].rstrip("-") or fallback


def package_data(path: Path) -> bool:
    """Whether `path` lies in the program's own files (the package, its built-in roles and
    scenarios), which an update replaces and a save must never touch."""
    target = path.resolve()
    base = data_dir().resolve()
    owned = [PACKAGE.resolve(), base / "roles", base / "scenarios"]
    return any(target == root or root in target.parents for root in owned)


@dataclass
class SavePlan:
    """What saving `scenario` to `path` would do: the scenario it replaces (by name), and the
    built-in scenario its id hides."""

    path: Path
    replaces: str | None = None
    hides: str | None = None
    warnings: list[str] = field(default_factory=list)


def plan_save(scenario: Scenario, path: Path) -> SavePlan:
    if package_data(path):
        raise CatalogError(path, ["this is the program's own built-in data, which an update "
                                  "replaces; save your scenario in your scenarios folder "
                                  "(leave out --output) or anywhere else"])
    plan = SavePlan(path)
    try:
        if path.exists():
            plan.replaces = _name_in(path)
    except OSError:  # a name too long for the file system: the write says so
        pass
    # Built-in scenario files are named by their id (tests/test_file_inputs.py checks it).
    built_in = data_dir() / "scenarios" / scenario.edition.value / f"{scenario.id}.toml"
    if built_in.is_file():
        plan.hides = _name_in(built_in)
        plan.warnings.append(
            f"the id '{scenario.id}' hides the built-in scenario '{plan.hides}' while your "
            "file is there; rename yours to keep both"
        )
    return plan


def _name_in(path: Path) -> str:
    """The name of the scenario a file holds (its file name if it cannot be read)."""
    from notepad.own_files import Damaged, read_toml

    try:
        name = read_toml(path, kind="a scenario file")[0].get("name")
    except Damaged:
        name = None
    return name if isinstance(name, str) and name else path.stem


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
    from notepad.catalog.file_models import as_model

    data = as_model(scenario).model_dump(mode="json", exclude_defaults=True)
    data.setdefault("edition", scenario.edition.value)
    return tomli_w.dumps(data)


def save_scenario(scenario: Scenario, path: Path | None = None) -> Path:
    """Write `scenario` to `path` (default: the user's scenarios folder) and return the path.
    Refuses the program's own data (CatalogError); callers ask plan_save first what it
    replaces or hides."""
    target = path or scenario_path(scenario.edition, scenario.id)
    if package_data(target):
        raise CatalogError(target, ["this is the program's own built-in data"])
    write_atomically(target, scenario_toml(scenario))
    return target
