"""Role and scenario models, and loading them from TOML (no Textual here)."""

from notepad.catalog.errors import CatalogError
from notepad.catalog.loading import Catalog, catalog, load_catalog, user_dir
from notepad.catalog.models import Edition, Role, Scenario, Team, Wakes

__all__ = [
    "Catalog",
    "CatalogError",
    "Edition",
    "Role",
    "Scenario",
    "Team",
    "Wakes",
    "catalog",
    "load_catalog",
    "user_dir",
]
