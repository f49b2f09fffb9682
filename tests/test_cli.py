"""The command line used by scripts and acceptance checks: --json shapes and clean errors."""

from __future__ import annotations

import json

import pytest

from notepad.cli import main


def run(capsys, *argv) -> tuple[int, str, str]:
    try:
        status = main(list(argv))
    except SystemExit as exit_:  # argparse's own usage errors
        status = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return status, out, err


def run_json(capsys, *argv):
    status, out, err = run(capsys, *argv, "--json")
    assert status == 0, err
    return json.loads(out)


def test_roles_json(capsys):
    roles = run_json(capsys, "roles", "--edition", "ultimate")
    seer = next(r for r in roles if r["id"] == "seer")
    assert {"id", "name", "edition", "team", "value", "wakes"} <= set(seer)
    assert (seer["value"], seer["edition"], seer["team"]) == (7, "ultimate", "village")
    every = run_json(capsys, "roles")
    assert {r["edition"] for r in every} == {"ultimate", "werwoelfe", "onenight"}


def test_scenarios_json(capsys):
    scenarios = run_json(capsys, "scenarios", "--edition", "ultimate")
    classic = next(s for s in scenarios if s["id"] == "classic-werewolf-village")
    assert (classic["players"], classic["cards"], classic["balance"]) == (16, 16, 3)
    assert classic["roles"]["villager"] == 8
    assert len(scenarios) == 17


def test_onenight_scenarios_for_a_head_count(capsys):
    """One Night entries with --players N give that head count's set and omit the rest."""
    scenarios = run_json(capsys, "scenarios", "--edition", "onenight", "--players", "7")
    first = {s["id"]: s for s in scenarios}
    assert "the-first-night" not in first  # 3-5 players
    payback = first["payback"]
    assert payback["players"] == 7 and payback["cards"] == 10
    assert payback["roles"]["the_thing"] == 1


def test_balance_json(capsys):
    data = run_json(capsys, "balance", "village-without-a-seer")
    assert (data["players"], data["cards"], data["balance"]) == (22, 22, -1)
    assert "no-seer" in {w["code"] for w in data["warnings"]}
    assert all({"code", "message"} <= set(w) for w in data["warnings"])


def test_balance_of_a_file(capsys, tmp_path):
    path = tmp_path / "my-village.toml"
    path.write_text(
        'edition = "werwoelfe"\nplayers = 9\n[roles]\nseer = 1\nwerewolf = 2\n'
        "villager = 5\nred_riding_hood = 1\n",
        encoding="utf-8",
    )
    data = run_json(capsys, "balance", str(path))
    assert (data["players"], data["balance"]) == (9, 3)
    assert "needs-role" in {w["code"] for w in data["warnings"]}


def test_balance_onenight_players(capsys):
    data = run_json(capsys, "balance", "the-first-night", "--players", "5")
    assert (data["players"], data["cards"], data["balance"]) == (5, 8, None)


def test_suggest_json(capsys):
    found = run_json(
        capsys,
        "suggest",
        "--edition",
        "ultimate",
        "--players",
        "24",
        "--target",
        "practised",
        "--count",
        "2",
        "--seed",
        "7",
        "--include",
        "cupid",
        "--exclude",
        "witch",
    )
    assert len(found) == 2
    for s in found:
        assert {"roles", "cards", "balance", "warnings"} <= set(s)
        assert s["cards"] == 24 and s["balance"] == -5
        assert "cupid" in s["roles"] and "witch" not in s["roles"]


def test_scenario_save(capsys, tmp_path):
    out = tmp_path / "saved.toml"
    status, _, err = run(
        capsys,
        "scenario",
        "save",
        "--edition",
        "werwoelfe",
        "--name",
        "Kleines Dorf",
        "--players",
        "8",
        "--role",
        "seer=1",
        "--role",
        "werewolf=2",
        "--role",
        "villager=5",
        "--output",
        str(out),
    )
    assert status == 0, err
    data = run_json(capsys, "balance", str(out))
    assert data["balance"] == 0
    status, _, err = run(
        capsys,
        "scenario",
        "save",
        "--edition",
        "werwoelfe",
        "--name",
        "x",
        "--players",
        "8",
        "--role",
        "seer=1",
        "--output",
        str(out),
    )
    assert status == 2 and "--force" in err


def test_scenario_save_to_user_folder(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("WEREWOLF_NOTEPAD_HOME", str(tmp_path))
    status, _, err = run(
        capsys,
        "scenario",
        "save",
        "--edition",
        "ultimate",
        "--name",
        "Village of Pie",
        "--players",
        "3",
        "--role",
        "seer=1",
        "--role",
        "werewolf=1",
        "--role",
        "villager=1",
    )
    assert status == 0, err
    assert (tmp_path / "scenarios" / "ultimate" / "village-of-pie.toml").is_file()


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["balance", "villag-of-pain"], "did you mean 'village-of-pain'"),
        (["balance", "nowhere.toml"], "no file nowhere.toml"),
        (["balance", "the-first-night", "--players", "2"], "outside 3 to 68"),
        (["balance", "the-first-night", "--players", "7"], "no role list for 7 players"),
        (["balance", "anarchy"], "at random"),
        (["balance", "election-day", "--players", "6"], "headed 3-6 players, but the rulebook"),
        (["suggest", "--edition", "ultimate", "--players", "3"], "5 to 68 players"),
        (["suggest", "--edition", "ultimat", "--players", "10"], "unknown edition"),
        (
            ["suggest", "--edition", "ultimate", "--players", "10", "--include", "wich"],
            "did you mean 'witch'",
        ),
        (
            [
                "scenario",
                "save",
                "--edition",
                "ultimate",
                "--name",
                "x",
                "--players",
                "3",
                "--role",
                "ser=1",
            ],
            "did you mean 'seer'",
        ),
        (
            [
                "scenario",
                "save",
                "--edition",
                "ultimate",
                "--name",
                "x",
                "--players",
                "3",
                "--role",
                "seer=one",
            ],
            "ID=COUNT",
        ),
    ],
)
def test_errors_are_messages_with_status_2(capsys, argv, message):
    status, out, err = run(capsys, *argv)
    assert status == 2
    assert message in err
    assert "Traceback" not in err + out


def test_bad_scenario_file_is_a_message(capsys, tmp_path):
    path = tmp_path / "bad.toml"
    path.write_text('edition = "ultimate"\nplayers = 5\nplayer = 3\n[roles]\nseer = 1\n')
    status, _, err = run(capsys, "balance", str(path))
    assert status == 2 and "unknown key 'player'" in err and "line 3" in err


def test_catalogue_summary(capsys):
    status, out, _ = run(capsys, "catalogue")
    assert status == 0
    assert "Ultimate Werewolf: Ultimate Edition: 42 roles, 17 scenarios" in out


def test_text_output(capsys):
    status, out, _ = run(capsys, "balance", "example-11")
    assert status == 0 and "balance +0 — balanced" in out
    status, out, _ = run(capsys, "suggest", "--edition", "werwoelfe", "--players", "11")
    assert status == 0 and out.startswith("1. 11 cards: sum")


def test_catalogue_json(capsys):
    """The README says every command takes --json."""
    data = run_json(capsys, "catalogue")
    assert [entry["edition"] for entry in data] == ["ultimate", "werwoelfe", "onenight"]
    assert data[0]["roles"] == 42 and data[0]["scenarios"] == 17


def every_parser():
    import argparse

    from notepad.cli import build_parser

    found = [build_parser()]
    for parser in found:
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                found += list(dict.fromkeys(action.choices.values()))
    return found


def test_every_option_has_a_help_line(capsys):
    import argparse

    for parser in every_parser():
        for action in parser._actions:
            if isinstance(action, argparse._HelpAction | argparse._SubParsersAction):
                continue
            assert action.help, f"{parser.prog}: {action.option_strings or action.dest}"
        assert "%%" not in parser.format_help(), parser.prog


def test_help_says_it_starts_the_screens(capsys):
    status, out, _ = run(capsys, "--help")
    out = " ".join(out.split())
    assert status == 0 and "Without a command it starts the notepad's screens" in out


def test_without_a_terminal_the_screens_refuse(capsys, monkeypatch):
    """Started with its output in a pipe, the TUI would write escape codes into it and wait
    for keys that never come: it says why it does not start instead."""
    import io

    monkeypatch.setattr("sys.stdout", io.StringIO())
    status = main([])
    err = capsys.readouterr().err
    assert status == 2 and "need a terminal" in err and "output" in err


def test_suggest_with_the_charm(capsys):
    data = run_json(capsys, "suggest", "--edition", "ultimate", "--players", "14", "--charm",
                    "--count", "2")
    assert all(s["cards"] == 15 and s["roles"]["charm"] == 1 for s in data)


def test_balance_with_maybe_cards_shows_the_expected_sum_and_its_range(capsys):
    """UW Rule Variants — Role/Werewolf Count Variants: the Fool and the Pacifist of Village
    Without a Seer go in at random with its Villagers (4, and one more for each: the sum of
    all 24 cards is +1); 2 of the 8 cards of that pile are discarded."""
    data = run_json(capsys, "balance", "village-without-a-seer", "--maybe")
    assert data["maybe"] == {"fool": 1, "pacifist": 1} and data["cards"] == 24
    # Lowest: the Fool (+2) and a Villager go; highest: the Pacifist (−2) and a Villager.
    assert data["balance_range"] == [1 - 3, 1 + 1]
    low, high = data["balance_range"]
    assert low <= data["expected_balance"] <= high
    assert "card-count" not in {w["code"] for w in data["warnings"]}
    data = run_json(capsys, "balance", "classic-werewolf-village", "--maybe", "werewolf",
                    "lone_wolf=1")
    assert data["maybe"] == {"werewolf": 1, "lone_wolf": 1} and data["cards"] == 18
    assert main(["balance", "classic-werewolf-village", "--maybe", "wolf"]) == 2
    assert "unknown ultimate role 'wolf'" in capsys.readouterr().err
    assert main(["balance", "classic-werewolf-village", "--maybe"]) == 2
    assert "no card the rulebook adds at random" in capsys.readouterr().err
    assert main(["balance", "village-without-a-seer", "--maybe"]) == 0
    assert "expected (" in capsys.readouterr().out


def subcommands(parser) -> dict:
    """Every parser below `parser`, by its prog ('werewolf-notepad scenario save')."""
    import argparse

    found = {}
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in dict.fromkeys(action.choices.values()):
                found[sub.prog] = sub
                found.update(subcommands(sub))
    return found


def test_a_command_parses_with_its_own_module_alone_as_with_all():
    """Issue 14: `werewolf-notepad roles …` registers only the module of `roles`. The table of
    commands names every command, and each command's parsers (their help, their choices) are
    the same as in the parser of every command."""
    from notepad.cli import COMMAND_MODULES, COMMANDS, build_parser

    every = subcommands(build_parser())
    assert {prog.split()[1] for prog in every} == set(COMMANDS)
    assert set(COMMANDS.values()) == set(COMMAND_MODULES)
    for name, module in COMMANDS.items():
        alone = subcommands(build_parser([name, "--help"]))
        assert {prog.split()[1] for prog in alone} == {
            command for command, owner in COMMANDS.items() if owner == module}
        for prog, parser in alone.items():
            assert parser.format_help() == every[prog].format_help(), prog
    assert subcommands(build_parser(["--version"])).keys() == every.keys()
    assert subcommands(build_parser(["rolse"])).keys() == every.keys()  # "invalid choice"
    assert subcommands(build_parser([])).keys() == every.keys()


def test_a_mistyped_command_still_lists_every_command(capsys):
    status, _, err = run(capsys, "rolse")
    assert status == 2
    assert "invalid choice: 'rolse'" in err and "'roles'" in err and "'board'" in err
