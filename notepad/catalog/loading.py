"""Reading the role and scenario files, built-in and the user's own, strictly.

The built-in files live beside the package in a source checkout (roles/, scenarios/) and
inside it in a wheel (notepad/_data/, hatch force-include). A user's own files live in the
user data folder and override built-in ones by id (docs/design.md, Data).
"""

from __future__ import annotations

import pickle
from collections.abc import Iterator, MutableMapping
from pathlib import Path
from typing import Any, cast

from notepad.catalog.bounds import MAX_FILE_BYTES, MAX_PROBLEMS
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
    """A TOML file's table and text. Every way it can fail is a CatalogError naming the file
    (and the line, where TOML gives one); the bounds are the reader's of every file of ours
    (notepad/own_files.py) and catalog/bounds.py's size."""
    from notepad.own_files import Damaged
    from notepad.own_files import read_toml as read_own

    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise CatalogError(path, [f"the file is {size:,} bytes; a roles or scenario file "
                                      f"is at most {MAX_FILE_BYTES:,} (the whole Ultimate "
                                      "edition is about 60,000)"])
        return read_own(path, MAX_FILE_BYTES, "a roles or scenario file")
    except OSError as error:
        raise CatalogError(path, [f"cannot read the file: {error.strerror or error}"]) from None
    except Damaged as error:
        raise CatalogError(path, [str(error)]) from None


def load_role_file(path: Path) -> RoleFile:
    from pydantic import ValidationError  # only when a file is checked: see file_models.py

    from notepad.catalog import file_models

    data, text = read_toml(path)
    try:
        checked = file_models.RoleFile.model_validate(data)
    except ValidationError as error:
        raise CatalogError(path, describe_validation(error, file_models.RoleFile, text)) from None
    role_file = file_models.to_runtime(checked, RoleFile)
    seen: set[str] = set()
    duplicates = []
    for role in role_file.role:
        if role.id in seen:
            duplicates.append(role.id)
        seen.add(role.id)
    if duplicates:
        raise CatalogError(path, [f"role id '{rid}' appears twice" for rid in duplicates])
    return role_file


class _PerEdition(MutableMapping[Any, Any]):
    """A dict keyed by edition (or by (edition, id)) whose entries for an edition appear the
    first time anything of that edition is asked for (Catalog.lazy)."""

    def __init__(self, owner: Catalog, by_pair: bool = False) -> None:
        self._owner = owner
        self._by_pair = by_pair
        self._data: dict[Any, Any] = {}

    def __getitem__(self, key: Any) -> Any:
        self._owner._ensure(key[0] if self._by_pair and isinstance(key, tuple) else key)
        return self._data[key]

    def __setitem__(self, key: Any, value: Any) -> None:
        self._data[key] = value

    def __delitem__(self, key: Any) -> None:
        del self._data[key]

    def __iter__(self) -> Iterator[Any]:
        self._owner._ensure_all()
        return iter(self._data)

    def __len__(self) -> int:
        self._owner._ensure_all()
        return len(self._data)

    def __repr__(self) -> str:
        return repr(dict(self.items()))


class Catalog:
    """Every role and scenario of every edition, loaded and cross-checked.

    `roles`, `role_files` and `scenarios` are keyed by edition, `scenario_paths` by (edition,
    scenario id). A catalogue read from the cache (notepad/catalog/cache.py) unpickles an
    edition the first time one of them is asked about it."""

    def __init__(self) -> None:
        self.roles: MutableMapping[Edition, dict[str, Role]] = _PerEdition(self)
        self.role_files: MutableMapping[Edition, RoleFile] = _PerEdition(self)
        self.scenarios: MutableMapping[Edition, dict[str, Scenario]] = _PerEdition(self)
        self.scenario_paths: MutableMapping[tuple[Edition, str], Path] = _PerEdition(
            self, by_pair=True)
        self._blobs: dict[str, bytes] = {}

    @classmethod
    def lazy(cls, blobs: dict[str, bytes]) -> Catalog:
        """A catalogue whose editions are the pickled blobs of `to_blobs`, unpickled on use."""
        catalog = cls()
        catalog._blobs = dict(blobs)
        return catalog

    def _ensure(self, edition: Any) -> None:
        blob = self._blobs.pop(str(edition), None) if self._blobs else None
        if blob is None:
            return
        roles, role_file, scenarios, paths = pickle.loads(blob)  # noqa: S301 - see cache.py
        ed = Edition(edition)
        self.roles[ed] = roles
        if role_file is not None:
            self.role_files[ed] = role_file
        if scenarios:
            self.scenarios[ed] = scenarios
        for scenario_id, path in paths.items():
            self.scenario_paths[(ed, scenario_id)] = Path(path)

    def _ensure_all(self) -> None:
        for edition in list(self._blobs):
            self._ensure(edition)

    def in_edition_order(self) -> None:
        """Order every map by edition (Ultimate, Werwölfe, One Night), as a catalogue read
        from the cache has them (it unpickles the editions in that order), not in the order of
        the files' names: `roles` lists the same order on the first run as on the next."""
        rank = {edition: place for place, edition in enumerate(Edition)}
        for mapping in (self.roles, self.role_files, self.scenarios, self.scenario_paths):
            data = cast(_PerEdition, mapping)._data
            keys = sorted(data, key=lambda key: rank[key[0] if isinstance(key, tuple) else key])
            ordered = {key: data[key] for key in keys}  # sorted() keeps each edition's order
            data.clear()
            data.update(ordered)

    def to_blobs(self) -> dict[str, bytes]:
        """Each edition pickled on its own, for the cache."""
        self._ensure_all()
        blobs = {}
        for edition in Edition:
            paths = {sid: str(path) for (ed, sid), path in self.scenario_paths.items()
                     if ed == edition}
            payload = (self.roles.get(edition, {}), self.role_files.get(edition),
                       self.scenarios.get(edition, {}), paths)
            blobs[edition.value] = pickle.dumps(payload, protocol=pickle.HIGHEST_PROTOCOL)
        return blobs

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
        problems: list[str] = []
        for table in tables:
            for role_id, count in table.items():
                if role_id not in known:
                    # A line is looked up for the problems the message shows, not for more.
                    shown = len(problems) < MAX_PROBLEMS
                    line = line_of(text, role_id) if text and shown else None
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
    from pydantic import ValidationError  # only when a file is checked: see file_models.py

    from notepad.catalog import file_models

    data, text = read_toml(path)
    try:
        scenario = file_models.checked_scenario(data)
    except ValidationError as error:
        raise CatalogError(path, describe_validation(error, file_models.Scenario, text)) from None
    catalog.check_scenario(scenario, path, text)
    return scenario


def load_catalog(
    base: Path | None = None, user: Path | None = None, include_user: bool = True,
    cached: bool = True,
) -> Catalog:
    """Load the built-in files from `base`, then the user's own from `user` over them.

    With `cached` (the default), a cache whose key still matches every file's stamp stands in
    for reading the files (notepad/catalog/cache.py); otherwise the files are read, strictly,
    and the cache is written for next time."""
    base = base or data_dir()
    folders = [base]
    if include_user:
        user = user or user_dir()
        if user.resolve() != base.resolve():
            folders.append(user)
    if not cached:
        return read_files(folders)
    from notepad.catalog import cache

    key = cache.cache_key(folders)
    where = cache.cache_path(folders)
    blobs = cache.read_cache(where, key)
    if blobs is not None:
        return Catalog.lazy(blobs)
    catalog = read_files(folders)
    cache.write_cache(where, key, catalog.to_blobs())
    return catalog


def read_files(folders: list[Path]) -> Catalog:
    """Read and check every role and scenario file of the folders, the later over the
    earlier."""
    catalog = Catalog()
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
    catalog.in_edition_order()
    return catalog


_cached: Catalog | None = None


def catalog() -> Catalog:
    """The catalogue of this run, loaded once."""
    global _cached
    if _cached is None:
        _cached = load_catalog()
    return _cached
