from __future__ import annotations

import pytest

from notepad.catalog import Catalog, load_catalog


@pytest.fixture(autouse=True)
def _isolated_user_folder(tmp_path_factory, monkeypatch):
    """Tests never read or write the real user data folder."""
    monkeypatch.setenv("WEREWOLF_NOTEPAD_HOME", str(tmp_path_factory.mktemp("user")))


@pytest.fixture(scope="session")
def built_in() -> Catalog:
    return load_catalog(include_user=False)
