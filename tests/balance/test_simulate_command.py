"""`werewolf-notepad simulate`: the --json shape, files, seeds and clean errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from notepad.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        status = main(list(argv))
    except SystemExit as exit_:  # argparse's own usage errors
        status = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return status, out, err


def simulate_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:
    status, out, err = run(capsys, "simulate", *argv, "--workers", "1", "--json")
    assert status == 0, err
    return json.loads(out)


def test_json_shape(capsys: pytest.CaptureFixture[str]) -> None:
    data = simulate_json(capsys, "village-of-judgment", "--games", "60", "--seed", "3")
    assert {"games", "win_rate", "ci95", "nights_mean"} <= set(data)
    assert data["games"] == 60
    assert set(data["win_rate"]) == {"village", "werewolf"}
    assert sum(data["win_rate"].values()) == pytest.approx(1)
    low, high = data["ci95"]["village"]
    assert low <= data["win_rate"]["village"] <= high
    assert (data["players"], data["edition"], data["end_rule"]) == (9, "ultimate", "parity")
    # Which engine played: compiled by a regular install (hatch_build.py), else plain Python.
    import notepad.engine.apply

    compiled = not notepad.engine.apply.__file__.endswith(".py")
    assert data["engine"] == ("compiled" if compiled else "python")


def test_same_seed_same_answer(capsys: pytest.CaptureFixture[str]) -> None:
    first = simulate_json(capsys, "example-11", "--games", "40", "--seed", "9", "--skill", "0.4")
    again = simulate_json(capsys, "example-11", "--games", "40", "--seed", "9", "--skill", "0.4")
    assert first == again
    assert first["end_rule"] == "last-villager"


def test_a_role_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "twelve.toml"
    path.write_text('edition = "ultimate"\nplayers = 12\n[roles]\nvillager = 9\nseer = 1\n'
                    'werewolf = 2\n', encoding="utf-8")
    data = simulate_json(capsys, str(path), "--games", "30", "--end", "last-villager")
    assert (data["players"], data["end_rule"], data["games"]) == (12, "last-villager", 30)


def test_suggest_wolves_for_a_plain_file(capsys: pytest.CaptureFixture[str],
                                         tmp_path: Path) -> None:
    path = tmp_path / "plain.toml"
    path.write_text('edition = "ultimate"\nplayers = 10\n[roles]\nvillager = 8\nwerewolf = 2\n',
                    encoding="utf-8")
    data = simulate_json(capsys, str(path), "--games", "20", "--suggest-wolves")
    assert data["suggested_wolves"]["exact"] is True
    assert data["suggested_wolves"]["wolves"] == 1


def test_text_output(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "simulate", "village-of-judgment", "--games", "20",
                           "--workers", "1")
    assert status == 0, err
    assert "village" in out and "95%" in out and "nights" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["no-such-village"], "no scenario"),
        (["village-of-judgment", "--skill", "1.5"], "between 0"),
        (["village-of-judgment", "--games", "0"], "at least one game"),
        (["missing.toml"], "no file"),
    ],
)
def test_errors_exit_2(capsys: pytest.CaptureFixture[str], argv: list[str], message: str) -> None:
    status, out, err = run(capsys, "simulate", *argv)
    assert status == 2
    assert message in err
    assert "Traceback" not in err


def test_one_night_is_refused(capsys: pytest.CaptureFixture[str], built_in) -> None:
    from notepad.catalog import Edition

    one_night = sorted(built_in.scenarios.get(Edition.ONENIGHT, {}))
    if not one_night:
        pytest.skip("no One Night scenario to try")
    status, _out, err = run(capsys, "simulate", one_night[0], "--edition", "onenight")
    assert status == 2 and "One Night" in err


def test_group_plays_at_the_groups_fitted_skill(capsys, tmp_path, monkeypatch) -> None:
    """Issue 33: sets balanced for this group. `--group` plays at the skill `stats calibrate`
    fits to the group's record (its predictions kept, so both say the same), names it, and
    refuses a group with no game recorded, or `--skill` beside it."""
    from notepad.catalog import load_catalog
    from notepad.record.library import Library
    from notepad.record.simulated import simulated_logs

    monkeypatch.setenv("WEREWOLF_NOTEPAD_HOME", str(tmp_path))
    roles = load_catalog().find_scenario("village-of-judgment").roles_for()
    library = Library(tmp_path / "record")
    library.add_logs(simulated_logs(tmp_path / "played", "ultimate", roles, 0.7, 24, seed=5),
                     "Thursday club")
    library.close()
    status, out, err = run(capsys, "stats", "calibrate", "--group", "Thursday club", "--json")
    assert status == 0, err
    fitted = json.loads(out)
    assert fitted["fitted"] and fitted["skill"] > 0
    data = simulate_json(capsys, "village-of-judgment", "--games", "40", "--group",
                         "Thursday club")
    assert data["skill"] == fitted["skill"] and data["calibration"]["games"] == 24
    status, out, _ = run(capsys, "simulate", "village-of-judgment", "--games", "40",
                         "--workers", "1", "--group", "Thursday club")
    assert status == 0
    assert out.splitlines()[1].startswith("  Thursday club: village skill ")
    status, _, err = run(capsys, "simulate", "village-of-judgment", "--group", "Nobody")
    assert status == 2 and 'no game is recorded for the group "Nobody"' in err
    status, _, err = run(capsys, "simulate", "village-of-judgment", "--group", "Thursday club",
                         "--skill", "0.3")
    assert status == 2 and "not allowed with argument" in err
