"""Reading the role and scenario files, built-in and the user's own, strictly.

The built-in files live beside the package in a source checkout (roles/, scenarios/) and
inside it in a wheel (notepad/_data/, hatch force-include). A user's own files live in the
user data folder and override built-in ones by id (DESIGN.md, Data).
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import ValidationError

from notepad.catalog.errors import CatalogError, close_match, describe_validation, line_of
from notepad.catalog.models import Edition, Role, RoleFile, Scenario
from notepad.paths import user_dir

PACKAGE = Path(__file__).resolve().parent.parent


def data_dir() -> Path:
    """Where the built-in roles/ and scenarios/ are, installed or in a checkout."""
    installed = PACKAGE / "_data"
    if (installed / "roles").is_dir():
        return installed
    return PACKAGE.parent


def read_toml(path: Path) -> tuple[dict, str]:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise CatalogError(path, [f"cannot read the file: {error.strerror or error}"]) from None
    except UnicodeDecodeError:
        raise CatalogError(path, ["the file is not UTF-8 text"]) from None
    try:
        return tomllib.loads(text), text
    except tomllib.TOMLDecodeError as error:
        raise CatalogError(path, [f"not valid TOML: {error}"]) from None


def load_role_file(path: Path) -> RoleFile:
    data, text = read_toml(path)
    try:
        role_file = RoleFile.model_validate(data)
    except ValidationError as error:
        raise CatalogError(path, describe_validation(error, RoleFile, text)) from None
    seen: set[str] = set()
    duplicates = []
    for role in role_file.role:
        if role.id in seen:
            duplicates.append(role.id)
        seen.add(role.id)
    if duplicates:
        raise CatalogError(path, [f"role id '{rid}' appears twice" for rid in duplicates])
    return role_file


@dataclass
class Catalog:
    """Every role and scenario of every edition, loaded and cross-checked."""

    roles: dict[Edition, dict[str, Role]] = field(default_factory=dict)
    role_files: dict[Edition, RoleFile] = field(default_factory=dict)
    scenarios: dict[Edition, dict[str, Scenario]] = field(default_factory=dict)
    scenario_paths: dict[tuple[Edition, str], Path] = field(default_factory=dict)

    def edition_roles(self, edition: Edition | str) -> dict[str, Role]:
        return self.roles[Edition(edition)]

    def role(self, edition: Edition | str, role_id: str) -> Role:
        roles = self.edition_roles(edition)
        if role_id not in roles:
            raise KeyError(
                f"unknown {Edition(edition)} role '{role_id}'{close_match(role_id, roles)}"
            )
        return roles[role_id]

    def find_scenario(self, name: str, edition: Edition | str | None = None) -> Scenario:
        """A scenario by id (or by name, case-insensitive), in one edition or any."""
        editions = [Edition(edition)] if edition else list(Edition)
        wanted = name.strip().lower()
        for ed in editions:
            for scenario in self.scenarios.get(ed, {}).values():
                if wanted in (scenario.id, scenario.name.lower()):
                    return scenario
        every = [sid for ed in editions for sid in self.scenarios.get(ed, {})]
        raise KeyError(f"no scenario '{name}'{close_match(wanted, every)}")

    def check_scenario(self, scenario: Scenario, path: Path, text: str = "") -> None:
        """Unknown role ids in a scenario are errors, with a close match suggested."""
        known = self.roles.get(scenario.edition, {})
        tables = [scenario.roles] + [line.roles for line in scenario.line]
        problems = []
        for table in tables:
            for role_id, count in table.items():
                if role_id not in known:
                    line = line_of(text, role_id) if text else None
                    where = f"line {line}, " if line else ""
                    problems.append(
                        f"{where}unknown {scenario.edition} role '{role_id}'"
                        f"{close_match(role_id, known)}"
                    )
                elif count < 0:
                    problems.append(f"role '{role_id}' has a negative count ({count})")
        if problems:
            raise CatalogError(path, sorted(set(problems)))

    def add_scenario(self, scenario: Scenario, path: Path) -> None:
        self.scenarios.setdefault(scenario.edition, {})[scenario.id] = scenario
        self.scenario_paths[(scenario.edition, scenario.id)] = path


def load_scenario_file(path: Path, catalog: Catalog) -> Scenario:
    data, text = read_toml(path)
    try:
        scenario = Scenario.model_validate(data)
    except ValidationError as error:
        raise CatalogError(path, describe_validation(error, Scenario, text)) from None
    catalog.check_scenario(scenario, path, text)
    return scenario


def load_catalog(
    base: Path | None = None, user: Path | None = None, include_user: bool = True
) -> Catalog:
    """Load the built-in files from `base`, then the user's own from `user` over them."""
    base = base or data_dir()
    catalog = Catalog()
    folders = [base]
    if include_user:
        user = user or user_dir()
        if user.resolve() != base.resolve():
            folders.append(user)
    for folder in folders:
        for path in sorted((folder / "roles").glob("*.toml")):
            role_file = load_role_file(path)
            edition = role_file.edition
            catalog.roles.setdefault(edition, {}).update({r.id: r for r in role_file.role})
            if edition not in catalog.role_files or role_file.bands is not None:
                catalog.role_files[edition] = role_file
    for edition in Edition:
        catalog.roles.setdefault(edition, {})
    for folder in folders:
        for path in sorted((folder / "scenarios").glob("*/*.toml")):
            catalog.add_scenario(load_scenario_file(path, catalog), path)
    return catalog


_cached: Catalog | None = None


def catalog() -> Catalog:
    """The catalogue of this run, loaded once."""
    global _cached
    if _cached is None:
        _cached = load_catalog()
    return _cached
