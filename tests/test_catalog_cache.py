"""The catalogue cache (notepad/catalog/cache.py, issue 14): the cached catalogue equals the one
read from the files, and a stale or corrupt cache is never trusted."""

from __future__ import annotations

import os
import pickle
import shutil
from pathlib import Path

import pytest

from notepad.catalog import CatalogError, Edition, load_catalog
from notepad.catalog import cache as catalog_cache
from notepad.catalog.loading import data_dir


def _as_plain(catalog) -> dict:
    return {
        "roles": {ed: dict(catalog.roles.get(ed, {})) for ed in Edition},
        "role_files": {ed: catalog.role_files.get(ed) for ed in Edition},
        "scenarios": {ed: dict(catalog.scenarios.get(ed, {})) for ed in Edition},
        "paths": dict(catalog.scenario_paths.items()),
    }


@pytest.fixture
def folders(tmp_path: Path) -> tuple[Path, Path]:
    """A copy of the built-in files and a user folder with one scenario of its own."""
    base = tmp_path / "base"
    shutil.copytree(data_dir() / "roles", base / "roles")
    shutil.copytree(data_dir() / "scenarios", base / "scenarios")
    user = tmp_path / "user"
    (user / "scenarios" / "ultimate").mkdir(parents=True)
    (user / "scenarios" / "ultimate" / "smithy.toml").write_text(
        'id = "smithy"\nname = "Smithy"\nedition = "ultimate"\n'
        '[roles]\nvillager = 8\nwerewolf = 2\n', encoding="utf-8")
    return base, user


def _only_cache(monkeypatch) -> list[int]:
    """Count the strict reads of the files."""
    from notepad.catalog import loading

    reads: list[int] = []
    real = loading.read_files

    def counting(folders):
        reads.append(1)
        return real(folders)

    monkeypatch.setattr(loading, "read_files", counting)
    return reads


def test_the_cached_catalogue_equals_the_files(folders, monkeypatch):
    base, user = folders
    slow = load_catalog(base, user, cached=False)
    reads = _only_cache(monkeypatch)
    first = load_catalog(base, user)  # reads the files, writes the cache
    second = load_catalog(base, user)  # from the cache
    assert reads == [1]
    assert second._blobs, "the second load should come from the cache"
    assert _as_plain(second) == _as_plain(slow) == _as_plain(first)
    assert second.find_scenario("smithy").roles == {"villager": 8, "werewolf": 2}
    assert second.role("ultimate", "seer") == slow.role("ultimate", "seer")


def test_an_edition_is_unpickled_only_when_asked_for(folders):
    base, user = folders
    load_catalog(base, user)
    cached = load_catalog(base, user)
    cached.role("ultimate", "seer")
    assert set(cached._blobs) == {"werwoelfe", "onenight"}
    cached.find_scenario("anarchy", "onenight")
    assert set(cached._blobs) == {"werwoelfe"}
    assert Edition.WERWOELFE in list(cached.roles)
    assert not cached._blobs


def test_an_edited_file_is_read_again(folders, monkeypatch):
    base, user = folders
    load_catalog(base, user)
    smithy = user / "scenarios" / "ultimate" / "smithy.toml"
    smithy.write_text(smithy.read_text(encoding="utf-8").replace("werewolf = 2", "werewolf = 3"),
                      encoding="utf-8")
    stat = smithy.stat()  # the same size, a later time
    os.utime(smithy, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))
    reads = _only_cache(monkeypatch)
    assert load_catalog(base, user).find_scenario("smithy").roles["werewolf"] == 3
    assert reads == [1]


def test_an_added_or_removed_file_is_noticed(folders):
    base, user = folders
    load_catalog(base, user)
    extra = user / "scenarios" / "ultimate" / "forge.toml"
    extra.write_text('id = "forge"\nname = "Forge"\nedition = "ultimate"\n'
                     '[roles]\nvillager = 9\nwerewolf = 2\n', encoding="utf-8")
    assert load_catalog(base, user).find_scenario("forge").roles["villager"] == 9
    extra.unlink()
    with pytest.raises(KeyError):
        load_catalog(base, user).find_scenario("forge")


def test_a_broken_file_is_reported_even_after_a_good_cache(folders):
    base, user = folders
    load_catalog(base, user)
    smithy = user / "scenarios" / "ultimate" / "smithy.toml"
    smithy.write_text(smithy.read_text(encoding="utf-8") + "seerr = 1\n", encoding="utf-8")
    with pytest.raises(CatalogError, match="seerr"):
        load_catalog(base, user)


@pytest.mark.parametrize("damage", [b"", b"not a pickle", b"\x80\x05garbage",
                                    pickle.dumps("a string"), pickle.dumps((1, 2, 3)),
                                    pickle.dumps((("wrong key",), {"ultimate": b"x"}))])
def test_a_corrupt_cache_is_never_trusted(folders, monkeypatch, damage):
    base, user = folders
    load_catalog(base, user)
    where = catalog_cache.cache_path([base, user])
    assert where.exists()
    where.write_bytes(damage)
    reads = _only_cache(monkeypatch)
    catalog = load_catalog(base, user)
    assert reads == [1]
    assert catalog.find_scenario("smithy").roles["werewolf"] == 2
    assert catalog_cache.read_cache(where, catalog_cache.cache_key([base, user])) is not None


def test_a_cache_of_other_folders_is_not_used(folders, monkeypatch):
    base, user = folders
    load_catalog(base, user)
    load_catalog(base, include_user=False)
    reads = _only_cache(monkeypatch)
    assert load_catalog(base, include_user=False).scenarios[Edition.ULTIMATE].get("smithy") is None
    assert load_catalog(base, user).find_scenario("smithy")
    assert reads == []


def test_a_folder_that_cannot_be_written_still_loads(folders, monkeypatch, tmp_path):
    base, user = folders
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the cache folder would be", encoding="utf-8")
    monkeypatch.setattr(catalog_cache, "cache_dir", lambda: blocked / ".cache")
    assert load_catalog(base, user).find_scenario("smithy")
