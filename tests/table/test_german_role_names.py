"""Issue 34: every Ultimate role has its German name, so the builder's filter (`/hexe`) finds
it in either language, as it finds Werwölfe's and One Night's."""

from __future__ import annotations

import pytest

from notepad.catalog import catalog
from notepad.tui.widgets.role_table import matches


@pytest.mark.parametrize("edition", ["ultimate", "werwoelfe", "onenight"])
def test_every_role_has_a_german_name(edition):
    roles = catalog().edition_roles(edition)
    assert [r.id for r in roles.values() if not r.name_de] == []


@pytest.mark.parametrize(("typed", "role_id"), [
    ("hexe", "witch"), ("Seherin", "seer"), ("werwolf", "werewolf"),
    ("dorfbewohner", "villager"), ("jäger", "hunter"), ("amor", "cupid"),
    ("bürgermeister", "mayor"), ("leibwächter", "bodyguard"),
])
def test_the_filter_finds_ultimate_roles_by_their_german_names(typed, role_id):
    roles = catalog().edition_roles("ultimate")
    found = {r.id for r in roles.values() if matches(r, typed)}
    assert role_id in found


def test_the_filter_finds_the_witch_in_every_edition_by_hexe():
    for edition in ("ultimate", "werwoelfe", "onenight"):
        roles = catalog().edition_roles(edition)
        assert any(r.name == "Witch" for r in roles.values() if matches(r, "/hexe"[1:]))
