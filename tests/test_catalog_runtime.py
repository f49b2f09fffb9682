"""The runtime catalogue (notepad/catalog/models.py, issue 14): plain frozen records built from
the checked pydantic models of notepad/catalog/file_models.py. They must hold exactly what the
checked files hold — every role, scenario and field, from the files and from the cache alike —
and a command that starts from the cache must not import pydantic at all."""

from __future__ import annotations

import json
import os
import pickle
import subprocess
import sys
import tomllib
from enum import Enum
from pathlib import Path
from typing import Any

import pytest

from notepad.catalog import Edition, load_catalog
from notepad.catalog import file_models as checked
from notepad.catalog import models as runtime
from notepad.catalog.loading import data_dir

KINDS = ["Ability", "Role", "Band", "Bands", "RoleFile", "ScenarioLine", "Scenario"]


def typed(value: Any) -> Any:
    """A value with the type of every leaf kept: an Edition and the string 'ultimate' are equal
    in Python, and a plain record must hold the Edition, as the checked model does."""
    if isinstance(value, runtime.Plain):
        return (type(value).__name__, typed(runtime.as_dict(value)))
    if isinstance(value, checked.BaseModel):
        return (type(value).__name__, typed(value.model_dump()))
    if isinstance(value, dict):
        return {typed(key): typed(item) for key, item in value.items()}
    if isinstance(value, list):
        return [typed(item) for item in value]
    return (type(value).__name__, value.value if isinstance(value, Enum) else value)


@pytest.mark.parametrize("kind", KINDS)
def test_each_record_has_the_checked_models_fields_and_defaults(kind: str) -> None:
    """Same names, in the same order, the same required fields and the same defaults."""
    model = getattr(checked, kind)
    record = getattr(runtime, kind)
    assert record._fields == tuple(model.model_fields)
    for name, spec in model.model_fields.items():
        if spec.is_required():
            assert name not in record._defaults, name
            continue
        default = record._defaults[name]
        made = default.make() if isinstance(default, runtime._Factory) else default
        assert typed(made) == typed(spec.get_default(call_default_factory=True)), name


def checked_files(base: Path) -> tuple[dict[Any, Any], dict[Any, Any]]:
    """Every role and scenario of the built-in files, read by the pydantic models alone."""
    roles: dict[tuple[str, str], Any] = {}
    for path in sorted((base / "roles").glob("*.toml")):
        role_file = checked.RoleFile.model_validate(tomllib.loads(path.read_text("utf-8")))
        for role in role_file.role:
            roles[(role_file.edition.value, role.id)] = role
    scenarios = {}
    for path in sorted((base / "scenarios").glob("*/*.toml")):
        scenario = checked.Scenario.model_validate(tomllib.loads(path.read_text("utf-8")))
        scenarios[(scenario.edition.value, scenario.id)] = scenario
    return roles, scenarios


@pytest.mark.parametrize("source", ["files", "cache"])
def test_the_runtime_catalogue_holds_every_field_of_the_files(source: str, tmp_path: Path,
                                                              monkeypatch) -> None:
    """Every role and scenario, field by field and type by type, as pydantic checked it."""
    monkeypatch.setenv("WEREWOLF_NOTEPAD_HOME", str(tmp_path))
    if source == "cache":
        load_catalog(include_user=False)  # writes the cache
    catalog = load_catalog(include_user=False, cached=source == "cache")
    assert bool(catalog._blobs) == (source == "cache")
    roles, scenarios = checked_files(data_dir())
    assert len(roles) > 60 and len(scenarios) > 20
    loaded_roles = {(ed.value, rid): role for ed in Edition
                    for rid, role in catalog.edition_roles(ed).items()}
    assert loaded_roles.keys() == roles.keys()
    for key, model in roles.items():
        assert type(loaded_roles[key]) is runtime.Role
        assert typed(runtime.as_dict(loaded_roles[key])) == typed(model.model_dump()), key
    loaded_scenarios = {(ed.value, sid): scenario for ed in Edition
                        for sid, scenario in catalog.scenarios.get(ed, {}).items()}
    assert loaded_scenarios.keys() == scenarios.keys()
    for key, model in scenarios.items():
        assert type(loaded_scenarios[key]) is runtime.Scenario
        assert typed(runtime.as_dict(loaded_scenarios[key])) == typed(model.model_dump()), key
    for edition in Edition:
        role_file = catalog.role_files.get(edition)
        if role_file is not None and role_file.bands is not None:
            assert type(role_file.bands.balanced) is runtime.Band


def test_a_record_is_frozen_compares_by_value_and_pickles() -> None:
    catalog = load_catalog(include_user=False, cached=False)
    seer = catalog.role("ultimate", "seer")
    with pytest.raises(AttributeError, match="frozen"):
        seer.value = 9  # type: ignore[misc]
    with pytest.raises(AttributeError, match="frozen"):
        del seer.name  # type: ignore[misc]
    assert pickle.loads(pickle.dumps(seer)) == seer
    assert seer != catalog.role("ultimate", "werewolf")
    assert seer.sees_as == "villager" and seer.special
    assert repr(seer).startswith("Role(id='seer', name='Seer'")
    band = runtime.Band(low=-2, high=2, target=0)
    assert hash(band) == hash(runtime.Band(low=-2, high=2, target=0, advice=""))
    with pytest.raises(TypeError, match="needs low"):
        runtime.Band(high=2, target=0)  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="no field colour"):
        runtime.Band(low=0, high=0, target=0, colour="red")  # type: ignore[call-arg]
    assert runtime.Ability().tokens is not runtime.Ability().tokens  # a fresh list each


def test_a_scenario_made_in_the_program_is_checked_as_a_file_is() -> None:
    from pydantic import ValidationError

    made = checked.new_scenario(id="smithy", name="Smithy", edition="ultimate", players=10,
                                roles={"villager": 8, "werewolf": 2})
    assert type(made) is runtime.Scenario and made.edition is Edition.ULTIMATE
    assert checked.as_model(made) == checked.Scenario(
        id="smithy", name="Smithy", edition="ultimate", players=10,
        roles={"villager": 8, "werewolf": 2})
    with pytest.raises(ValidationError, match="needs a \\[roles\\] table"):
        checked.new_scenario(id="empty", name="Empty", edition="ultimate")


PROBE = """
import io, json, sys, contextlib
from notepad.cli import main
out = io.StringIO()
with contextlib.redirect_stdout(out):
    status = main(sys.argv[1:])
print(json.dumps([status, "pydantic" in sys.modules, out.getvalue()]))
"""

COMMANDS = [
    ["roles", "--json"],
    ["scenarios", "--json"],
    ["balance", "overpopulated-village", "--json"],
    ["suggest", "--edition", "ultimate", "--players", "68", "--json"],
]


def probe(argv: list[str], home: Path) -> tuple[int, bool, str]:
    done = subprocess.run([sys.executable, "-c", PROBE, *argv], capture_output=True, text=True,
                          check=True, env={**os.environ, "WEREWOLF_NOTEPAD_HOME": str(home)})
    status, imported, out = json.loads(done.stdout)
    return status, imported, out


@pytest.mark.parametrize("argv", COMMANDS, ids=lambda argv: argv[0])
def test_a_command_from_the_cache_does_not_import_pydantic(argv: list[str],
                                                          tmp_path: Path) -> None:
    """The first run checks the files (pydantic) and writes the cache; the next one prints the
    same from the cache without importing pydantic; an edited user file is checked again."""
    first = probe(argv, tmp_path)
    assert first[:2] == (0, True)
    assert probe(argv, tmp_path) == (0, False, first[2])
    mine = tmp_path / "scenarios" / "ultimate" / "smithy.toml"
    mine.parent.mkdir(parents=True)
    mine.write_text('id = "smithy"\nname = "Smithy"\nedition = "ultimate"\n'
                    '[roles]\nvillager = 8\nwerewolf = 2\n', encoding="utf-8")
    assert probe(argv, tmp_path)[:2] == (0, True)
    assert probe(argv, tmp_path)[:2] == (0, False)
