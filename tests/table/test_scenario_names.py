"""Issue 32, item 7: a game is called by its scenario's own name, as the scenario's file gives
it, never by one made from its id ("Small Dd", "Ww Rrh", "Example 11"): the session log's
header carries the name, so the recent list, the report and the sheet say it without the
catalogue; an older log without it still loads, named by its id as before."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from notepad.catalog import load_catalog
from notepad.catalog.models import Edition
from notepad.engine.game import Game
from notepad.engine.log.replay import load_game
from notepad.engine.setup import deal, setup_from_scenario
from notepad.sessions import read_round, read_summary
from notepad.table.onenight.entry import FinalTable, from_session, session_data
from notepad.table.report import report_blocks

# A moderator's own scenarios, as a first evening saved them (ids made from short file names).
OWN = {
    ("ultimate", "small-dd"): ("Small Double", {"werewolf": 1, "seer": 1, "villager": 3}),
    ("werwoelfe", "ww-rrh"): ("Rotkäppchen Test", {"werewolf": 1, "seer": 1, "hunter": 1,
                                                   "red_riding_hood": 1, "villager": 2}),
}
CASES = [("ultimate", "small-dd", "Small Double", "Small Dd"),
         ("werwoelfe", "ww-rrh", "Rotkäppchen Test", "Ww Rrh"),
         ("werwoelfe", "example-11", "Example Composition for 11 Players", "Example 11")]


def own_catalog(user: Path):
    for (edition, sid), (name, roles) in OWN.items():
        folder = user / "scenarios" / edition
        folder.mkdir(parents=True, exist_ok=True)
        lines = [f'id = "{sid}"', f'name = "{name}"', f'edition = "{edition}"',
                 f"players = {sum(roles.values())}", "", "[roles]",
                 *(f"{role} = {count}" for role, count in roles.items())]
        (folder / f"{sid}.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return load_catalog(user=user, cached=False)


def logged(tmp_path: Path, edition: str, sid: str) -> tuple[Path, Game]:
    catalog = own_catalog(tmp_path / "user")
    scenario = catalog.find_scenario(sid, Edition(edition))
    names = [f"P{n}" for n in range(1, (scenario.players or 0) + 1)]
    setup = setup_from_scenario(scenario, names, seed=3)
    path = tmp_path / "sessions" / f"{sid}.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    game = Game.new(setup, catalog.edition_roles(edition), log_path=path)
    game.record(deal(setup, catalog.edition_roles(edition)))
    return path, game


@pytest.mark.parametrize(("edition", "sid", "name", "made"), CASES,
                         ids=[sid for _, sid, _, _ in CASES])
def test_a_game_of_a_scenario_carries_its_name_to_the_recent_list_and_the_report(
        tmp_path, edition, sid, name, made):
    path, game = logged(tmp_path, edition, sid)
    game.close()
    header = json.loads(path.read_text(encoding="utf-8").splitlines()[0])
    assert header["scenario"] == sid and header["scenario_name"] == name
    assert read_summary(path).scenario == name
    loaded, warnings = load_game(path)
    assert warnings == [] and loaded.setup.scenario_name == name
    title, _ = report_blocks(loaded)
    assert title.startswith(f"{name} — ") and made not in title


@pytest.mark.parametrize(("edition", "sid", "name", "made"), CASES,
                         ids=[sid for _, sid, _, _ in CASES])
def test_an_older_log_without_the_name_still_loads_named_by_its_id(
        tmp_path, edition, sid, name, made):
    path, game = logged(tmp_path, edition, sid)
    game.close()
    lines = path.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    del header["scenario_name"]
    path.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n", encoding="utf-8")
    loaded, warnings = load_game(path)
    assert warnings == [] and loaded.setup.scenario_name is None
    assert read_summary(path).scenario == made  # as it was read before the name was kept
    assert report_blocks(loaded)[0].startswith(f"{made} — ")


def test_a_custom_set_writes_the_header_it_always_did(tmp_path):
    catalog = load_catalog(include_user=False)
    scenario = catalog.find_scenario("example-11", Edition.WERWOELFE)
    setup = setup_from_scenario(scenario, [f"P{n}" for n in range(1, 12)]).model_copy(
        update={"scenario": None, "scenario_name": None})
    path = tmp_path / "custom.jsonl"
    Game.new(setup, log_path=path).close()
    header = json.loads(path.read_text(encoding="utf-8").splitlines()[0])
    assert "scenario_name" not in header and header["scenario"] is None
    assert read_summary(path).scenario == "custom set"


def test_a_scenario_name_longer_than_a_title_is_refused(tmp_path):
    path, game = logged(tmp_path, "werwoelfe", "example-11")
    game.close()
    lines = path.read_text(encoding="utf-8").splitlines()
    header = {**json.loads(lines[0]), "scenario_name": "x" * 81}
    path.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n", encoding="utf-8")
    from notepad.engine.log.session import LogError

    with pytest.raises(LogError, match="line 1: bad game setup at 'scenario_name'"):
        load_game(path)


def test_a_one_night_round_keeps_its_scenarios_name(tmp_path):
    final = FinalTable.for_set({"werewolf": 2, "seer": 1, "robber": 1, "troublemaker": 1,
                                "villager": 1}, 3, uses_tokens=False,
                               scenario="epic-battle-blood-moon",
                               scenario_name="Epic Battle: Blood Moon")
    path = tmp_path / "round.onenight.json"
    data = session_data(final)
    path.write_text(json.dumps(data), encoding="utf-8")
    assert read_round(path).scenario == "Epic Battle: Blood Moon"
    assert from_session(data).scenario_name == "Epic Battle: Blood Moon"
    del data["scenario_name"]  # a round saved before the name was kept
    path.write_text(json.dumps(data), encoding="utf-8")
    assert read_round(path).scenario == "Epic Battle Blood Moon"
