"""Issue 15, "Never crash": every file input and the listed command-line arguments give a clean
error (exit 2, the file and line named) or a bound that a real box and a real room allow.

Each test failed before the fix: a traceback where the docs promise a clean error, or
nonsense accepted without a word. The bounds come from the rulebooks: a village "doesn't get
any bigger" than 68 (Ultimate, Scenarios — Overpopulated Village), the box holds "80 role
cards (3 blank)" (Ultimate, Contents), One Night is for 3–10 players (Epic Battle, Setup).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_cli import run as run_command

from notepad.catalog import CatalogError
from notepad.catalog import loading as catalog_loading
from notepad.catalog.loading import data_dir, load_role_file, load_scenario_file
from notepad.engine.log.replay import load_game
from notepad.engine.log.session import LogError

DEEP = "x = " + "[" * 600 + "]" * 600 + "\n"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status, out, err = run_command(capsys, *argv)
    assert "Traceback" not in out + err
    return status, out, err


@pytest.fixture
def fresh_catalogue(monkeypatch: pytest.MonkeyPatch) -> None:
    """The catalogue is loaded once per process: load it again for this test's user folder."""
    monkeypatch.setattr(catalog_loading, "_cached", None)


# ------------------------------------------------------------------ deeply nested TOML


def test_deeply_nested_toml_in_a_roles_file(tmp_path: Path) -> None:
    path = tmp_path / "roles.toml"
    path.write_text('edition = "ultimate"\n' + DEEP, encoding="utf-8")
    with pytest.raises(CatalogError, match="line 2: .*nested"):
        load_role_file(path)


def test_deeply_nested_toml_in_a_scenario(tmp_path: Path, built_in: object,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "deep.toml"
    path.write_text('id = "deep"\n' + DEEP, encoding="utf-8")
    with pytest.raises(CatalogError, match="line 2: .*nested"):
        load_scenario_file(path, built_in)  # type: ignore[arg-type]
    status, _, err = run(capsys, "balance", str(path))
    assert status == 2 and "deep.toml" in err and "line 2" in err


def test_deeply_nested_toml_in_a_one_night_table(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "table.toml"
    path.write_text(DEEP, encoding="utf-8")
    status, _, err = run(capsys, "onenight", "winner", str(path))
    assert status == 2 and "table.toml" in err and "line 1" in err


def test_a_deeply_nested_user_file_is_named_by_every_command(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
    fresh_catalogue: None,
) -> None:
    """The user's own roles file is read by every command: a broken one is named, not a
    traceback (and the TUI falls back to the built-in cards)."""
    monkeypatch.setenv("WEREWOLF_NOTEPAD_HOME", str(tmp_path))
    (tmp_path / "roles").mkdir()
    (tmp_path / "roles" / "mine.toml").write_text('edition = "ultimate"\n\n' + DEEP)
    status, _, err = run(capsys, "roles")
    assert status == 2 and "mine.toml" in err and "line 3" in err


# ------------------------------------------------------------------ the session log


def _log(tmp_path: Path, *lines: str) -> Path:
    from engine_helpers import dealt_game  # type: ignore[import-not-found]

    path = tmp_path / "game.jsonl"
    dealt_game("werwoelfe", ["werewolf", "seer", "villager", "villager"], log_path=path).close()
    with path.open("a", encoding="utf-8") as stream:
        stream.write("".join(line + "\n" for line in lines))
    return path


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ('{"type":"dawn","x":' + "[" * 5000 + "]" * 5000 + "}", "line 3: nested too deeply"),
        ('{"type":["dawn"]}', "line 3: an event's \"type\" is a word"),
        ('{"type":{"dawn":1}}', "line 3: an event's \"type\" is a word"),
        ('{"type":"night_falls","elapsed":1e999}', "line 3: the number 1e999 is too large"),
        ('{"type":"night_falls","elapsed":NaN}', "line 3: NaN is not a number"),
        ('{"type":"dawn","x":' + "9" * 5000 + "}", "line 3: a number with too many digits"),
    ],
    ids=["deep", "type-list", "type-object", "1e999", "nan", "5000-digits"],
)
def test_a_strange_log_line_is_an_error_naming_it(
    tmp_path: Path, line: str, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    import sys

    sys.path.insert(0, str(Path(__file__).parent / "engine"))
    path = _log(tmp_path, line)
    with pytest.raises(LogError, match=message):
        load_game(path)
    status, _, err = run(capsys, "replay", str(path))
    assert status == 2 and "game.jsonl, line 3" in err


# ------------------------------------------------------------------ command-line arguments


@pytest.mark.parametrize("minutes", ["nan", "inf", "-inf", "1e308", "0", "-1", "600"])
def test_onenight_minutes_must_be_a_real_discussion(
    capsys: pytest.CaptureFixture[str], minutes: str
) -> None:
    status, _, err = run(capsys, "onenight", "script", "--roles", "werewolf,seer,villager",
                         "--players", "3", "--minutes", minutes)
    assert status == 2 and "--minutes" in err


def test_onenight_minutes_within_bounds_still_work(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "onenight", "script", "--roles", "werewolf,seer,villager",
                           "--players", "3", "--minutes", "4.5")
    assert status == 0, err
    assert "Discussion: 4:30" in out


SAVE = ["scenario", "save", "--edition", "ultimate", "--players", "10",
        "--role", "werewolf=2", "--role", "seer=1", "--role", "villager=7"]


def test_scenario_save_with_a_name_too_long(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, *SAVE, "--name", "a" * 5000)
    assert status == 2 and "name" in err and "80" in err


def test_scenario_save_to_a_path_too_long(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, *SAVE, "--name", "x", "--output",
                         str(tmp_path / ("a" * 5000 + ".toml")))
    assert status == 2 and "cannot write" in err and "too long" in err


@pytest.mark.parametrize("players", ["0", "-5", "1000000000"])
def test_scenario_save_players_within_a_room(capsys: pytest.CaptureFixture[str],
                                             players: str) -> None:
    argv = [*SAVE, "--name", "x"]
    argv[argv.index("--players") + 1] = players
    status, _, err = run(capsys, *argv)
    assert status == 2 and "3 to 68" in err


def test_suggest_count_is_capped(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, "suggest", "--edition", "ultimate", "--players", "10",
                         "--count", "1000000000")
    assert status == 2 and "--count" in err and "20" in err


def _scenario(tmp_path: Path, roles: str, extra: str = "") -> Path:
    path = tmp_path / "mine.toml"
    path.write_text(f'edition = "ultimate"\nplayers = 10\n{extra}\n[roles]\n{roles}\n',
                    encoding="utf-8")
    return path


def test_simulate_a_set_without_cards(tmp_path: Path,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, "simulate", str(_scenario(tmp_path, "werewolf = 0")),
                         "--games", "10")
    assert status == 2 and "at least one card" in err


def test_simulate_a_count_beyond_any_room(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    path = _scenario(tmp_path, "werewolf = 100000000000000000000000\nvillager = 8")
    status, _, err = run(capsys, "simulate", str(path), "--games", "10")
    assert status == 2 and "line 5" in err and "68" in err


def test_balance_of_a_set_without_cards_says_so(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    """It used to print "n/a (One Night cards have no values)" for an Ultimate set."""
    status, out, err = run(capsys, "balance", str(_scenario(tmp_path, "werewolf = 0")))
    assert status == 2 and "One Night" not in out + err and "at least one card" in err


# ------------------------------------------------------------------ bounds of the models


@pytest.mark.parametrize(
    ("extra", "roles", "message"),
    [
        ("min_players = 0", "werewolf = 2\nvillager = 8", "min_players: .*3 to 68"),
        ("min_players = -1000000000000000000", "werewolf = 2", "min_players: .*3 to 68"),
        ("max_players = 1000000000", "werewolf = 2", "max_players: .*3 to 68"),
        ("", "werewolf = 1001", "line 6, roles.werewolf: .*68"),
        ('name = ""', "werewolf = 2", "name"),
        ('name = "   "', "werewolf = 2", "name"),
        ("min_players = 12\nmax_players = 8", "werewolf = 2", "min_players .* max_players"),
    ],
)
def test_scenario_bounds(tmp_path: Path, built_in: object, extra: str, roles: str,
                         message: str) -> None:
    path = tmp_path / "s.toml"
    text = f'id = "s"\nname = "S"\nedition = "ultimate"\n{extra}\n[roles]\n{roles}\n'
    if extra.startswith("name"):
        text = text.replace('name = "S"\n', "")
    path.write_text(text, encoding="utf-8")
    with pytest.raises(CatalogError, match=message):
        load_scenario_file(path, built_in)  # type: ignore[arg-type]


def test_a_band_whose_low_is_above_its_high(tmp_path: Path) -> None:
    path = tmp_path / "roles.toml"
    path.write_text(
        'edition = "ultimate"\n[bands]\n'
        'newcomers = { low = 7, high = 3, target = 5 }\n'
        'balanced = { low = -2, high = 2, target = 0 }\n'
        'practised = { low = -7, high = -3, target = -5 }\n', encoding="utf-8")
    with pytest.raises(CatalogError, match="line 3, bands.newcomers: .*low 7 is above high 3"):
        load_role_file(path)


def test_every_built_in_file_is_within_the_bounds() -> None:
    """The bounds hold for every built-in role and scenario (the catalogue loads), and each
    built-in scenario's file is named by its id (saving relies on it to warn when a saved id
    hides a built-in one)."""
    from notepad.catalog import load_catalog

    catalog = load_catalog(include_user=False)
    assert len(catalog.scenario_paths) > 40
    for (_, scenario_id), path in catalog.scenario_paths.items():
        assert path.stem == scenario_id


# ------------------------------------------------------------------ saving scenarios


def _save(capsys: pytest.CaptureFixture[str], name: str, *extra: str) -> tuple[int, str, str]:
    return run(capsys, *SAVE, "--name", name, *extra)


def test_a_unicode_name_keeps_its_letters(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("WEREWOLF_NOTEPAD_HOME", str(tmp_path))
    status, _, err = _save(capsys, "自分のシナリオ")
    assert status == 0, err
    assert (tmp_path / "scenarios" / "ultimate" / "自分のシナリオ.toml").is_file()
    status, _, err = _save(capsys, "Größeres Dorf")
    assert status == 0, err
    assert (tmp_path / "scenarios" / "ultimate" / "größeres-dorf.toml").is_file()


@pytest.mark.parametrize("name", ["", "..", "  ", "!!!"])
def test_a_name_without_letters_is_refused(capsys: pytest.CaptureFixture[str],
                                           name: str) -> None:
    status, _, err = _save(capsys, name)
    assert status == 2 and "letter" in err


def test_names_that_share_a_file_never_overwrite_silently(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("WEREWOLF_NOTEPAD_HOME", str(tmp_path))
    assert _save(capsys, "Village of Pie")[0] == 0
    status, _, err = _save(capsys, "village of pie!")
    assert status == 2 and "'Village of Pie'" in err and "--force" in err
    status, _, err = _save(capsys, "village of pie!", "--force")
    assert status == 0 and "replaces 'Village of Pie'" in err


def test_a_saved_id_that_shadows_a_built_in_warns(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("WEREWOLF_NOTEPAD_HOME", str(tmp_path))
    status, _, err = _save(capsys, "Village of Pain")
    assert status == 0
    assert "hides the built-in scenario 'Village of Pain'" in err


def test_never_write_into_the_package_data(capsys: pytest.CaptureFixture[str]) -> None:
    target = data_dir() / "scenarios" / "ultimate" / "village-of-pain.toml"
    before = target.read_bytes()
    status, _, err = _save(capsys, "x", "--output", str(target), "--force")
    assert status == 2 and "built-in" in err
    assert target.read_bytes() == before


def test_a_log_line_event_type_list_via_json(tmp_path: Path) -> None:
    """The replay's JSON shape of a strange-but-clean error (for `replay --json` callers)."""
    path = tmp_path / "x.jsonl"
    path.write_text(json.dumps({"format": "werewolf-notepad-session", "version": 3}) + "\n")
    with pytest.raises(LogError, match="line 1: bad game setup"):
        load_game(path)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["balance", "village-of-pain", "--players", "99999999999"], "3 to 68"),
        (["scenarios", "--players", "0"], "3 to 68"),
        (["suggest", "--edition", "ultimate", "--players", "10", "--target",
          "99999999999999999999999"], "±1360"),
        (["simulate", "village-of-pain", "--games", "99999999999999"], "at most 1,000,000"),
        (["simulate", "village-of-pain", "--workers", "0"], "1 to 64"),
        (["onenight", "script", "--roles", "werewolf,seer,villager", "--players", "1000"],
         "3 to 10"),
    ],
    ids=["balance-players", "scenarios-players", "suggest-target", "simulate-games",
         "simulate-workers", "onenight-players"],
)
def test_numbers_beyond_a_room_are_refused(capsys: pytest.CaptureFixture[str],
                                           argv: list[str], message: str) -> None:
    """Found trying the commands as a user: these ran (or ran until killed) on nonsense."""
    status, _, err = run(capsys, *argv)
    assert status == 2 and message in err


def test_the_builder_saves_within_the_same_bounds(built_in: object) -> None:
    """The builder's draft clamps a count to what a scenario may hold, and a name without a
    letter or digit is refused with the same words as on the command line."""
    from pydantic import ValidationError

    from notepad.balance.draft import Draft

    draft = Draft(built_in)  # type: ignore[arg-type]
    draft.set_count("villager", 500)
    assert draft.counts["villager"] == 68
    draft.set_count("villager", 8)
    assert draft.scenario("自分の村").id == "自分の村"
    with pytest.raises(ValidationError, match="at least one letter or digit"):
        draft.scenario("..")
