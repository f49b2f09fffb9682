"""Strict loading: one bad fixture per kind of error, each message naming file, line or key
and suggesting a close match (docs/design.md, Data)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from notepad.catalog import CatalogError, Edition, load_catalog
from notepad.catalog.loading import data_dir, load_role_file, load_scenario_file
from notepad.catalog.models import Scenario
from notepad.catalog.saving import save_scenario

BAD = Path(__file__).parent / "fixtures" / "bad"


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("unknown_key.toml", ["line 7", "unknown key 'valeu'", "did you mean 'value'?"]),
        ("unknown_team.toml", ["line 6", "role.0.team", "'vilage'"]),
        ("missing_key.toml", ["role.0.name", "missing"]),
        ("not_toml.toml", ["not valid TOML"]),
        ("duplicate_id.toml", ["role id 'seer' appears twice"]),
        ("bad_wake_code.toml", ["wake code", "minus six B"]),
    ],
)
def test_bad_role_files(name, expected):
    with pytest.raises(CatalogError) as caught:
        load_role_file(BAD / name)
    message = str(caught.value)
    assert name in message
    for part in expected:
        assert part in message


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("unknown_role.toml", ["line 7", "unknown ultimate role 'ser'", "did you mean 'seer'?"]),
        (
            "unknown_scenario_key.toml",
            ["line 4", "unknown key 'player'", "did you mean 'players'?"],
        ),
        ("no_roles.toml", ["needs a [roles] table"]),
        ("unknown_variant.toml", ["line 5", "unknown variant 'reveal-nothing'", "'reveal-none'"]),
        ("unknown_voting.toml", ["line 5", "unknown voting method 'secret-balot'",
                                 "'secret-ballot'"]),
        ("unknown_house_rule.toml", ["unknown house rule 'not-secondd'", "'not-seconded'"]),
    ],
)
def test_bad_scenario_files(built_in, name, expected):
    with pytest.raises(CatalogError) as caught:
        load_scenario_file(BAD / "scenario" / name, built_in)
    for part in expected:
        assert part in str(caught.value)


def test_missing_file_is_a_clear_error():
    with pytest.raises(CatalogError, match="cannot read the file"):
        load_role_file(BAD / "nowhere.toml")


def test_user_roles_and_scenarios_load_beside_built_in(tmp_path):
    """A user's own files live in the user data folder and override built-in ones by id."""
    (tmp_path / "roles").mkdir()
    (tmp_path / "roles" / "mine.toml").write_text(
        'edition = "ultimate"\n\n[[role]]\nid = "blacksmith"\nname = "Blacksmith"\n'
        'team = "village"\nvalue = 2\nwakes = "every_night"\ncall_order = 65\n'
        'ability = { action = "protect", targets = 1, no_repeat = true }\n\n'
        '[[role]]\nid = "seer"\nname = "Seer (house rule)"\nteam = "village"\nvalue = 6\n'
        "is_seer = true\n",
        encoding="utf-8",
    )
    scenario = Scenario(
        id="smithy",
        name="Smithy",
        edition=Edition.ULTIMATE,
        players=10,
        roles={"blacksmith": 1, "seer": 1, "werewolf": 2, "villager": 6},
    )
    save_scenario(scenario, tmp_path / "scenarios" / "ultimate" / "smithy.toml")
    catalog = load_catalog(user=tmp_path)
    assert catalog.role("ultimate", "blacksmith").value == 2
    assert catalog.role("ultimate", "seer").value == 6  # overrides the built-in card
    assert catalog.role("ultimate", "witch").value == 4  # the rest stays
    assert catalog.find_scenario("smithy").roles["blacksmith"] == 1
    # The user's Seer is used by balance like any other card: 2 + 6 - 12 + 6 = 2.
    from notepad.balance import RoleSet, assess

    result = assess(RoleSet(Edition.ULTIMATE, 10, catalog.find_scenario("smithy").roles), catalog)
    assert result.balance == 2


def test_a_bad_user_file_names_the_user_file(tmp_path):
    (tmp_path / "roles").mkdir()
    shutil.copy(BAD / "unknown_key.toml", tmp_path / "roles" / "mine.toml")
    with pytest.raises(CatalogError, match="mine.toml"):
        load_catalog(user=tmp_path)


def test_saved_scenario_round_trips(tmp_path, built_in):
    scenario = built_in.find_scenario("village-of-pain")
    path = save_scenario(scenario, tmp_path / "pain.toml")
    assert load_scenario_file(path, built_in) == scenario
    assert not list(tmp_path.glob(".*.tmp"))  # written atomically, nothing left behind


def test_built_in_data_found_from_package():
    assert (data_dir() / "roles" / "ultimate.toml").is_file()


KEYS = st.sampled_from(
    [
        "id",
        "name",
        "team",
        "value",
        "wakes",
        "call_order",
        "ability",
        "valeu",
        "teem",
        "max_count",
        "requires",
        "plain",
    ]
)
VALUES = st.one_of(
    st.integers(-10, 10),
    st.text(max_size=5),
    st.booleans(),
    st.lists(st.text(max_size=3), max_size=2),
    st.none(),
)


@settings(max_examples=150, deadline=None)
@given(st.dictionaries(KEYS, VALUES, max_size=8))
def test_any_role_table_loads_or_fails_cleanly(tmp_path_factory, table):
    """Whatever a user writes, loading gives a Role or a CatalogError, never anything else."""
    import tomli_w

    path = tmp_path_factory.mktemp("roles") / "fuzz.toml"
    clean = {k: v for k, v in table.items() if v is not None}
    path.write_text(tomli_w.dumps({"edition": "ultimate", "role": [clean]}), encoding="utf-8")
    try:
        load_role_file(path)
    except CatalogError as error:
        assert "fuzz.toml" in str(error)
