"""The 17 Ultimate scenarios (Ultimate, Scenarios) and the Werwölfe example
(Werwölfe, Example Composition for 11 Players) each play to an end from a
scripted session log, and `werewolf-notepad replay` names the winners and every death's cause
and chain (issue 4, Done when)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from engine_helpers import NAMES
from scenario_play import play_to_end

from notepad import cli
from notepad.catalog import Edition, catalog
from notepad.catalog.models import Scenario
from notepad.engine.game import Game
from notepad.engine.log.replay import load_game
from notepad.engine.setup import setup_from_scenario

METHODS = ["open", "double-accusation", "elimination", "secret-ballot", "snap"]


def scenario_ids() -> list[tuple[str, str]]:
    ultimate = sorted(catalog().scenarios[Edition.ULTIMATE])
    return [("werwoelfe", "example-11")] + [("ultimate", s) for s in ultimate]


def test_all_seventeen_ultimate_scenarios_are_played() -> None:
    """004, Scenarios: "Village of Visions (5)" … "Overpopulated Village (68)"."""
    assert len(scenario_ids()) == 18


def count_variant_ids() -> list[tuple[str, str]]:
    """The Role/Werewolf Count Variants are an Ultimate rule (Rule Variants)."""
    return [(e, s) for e, s in scenario_ids() if e == "ultimate"]


def maybe_cards(scenario: Scenario) -> dict[str, int] | None:
    """The cards mixed in with the Villagers: the set's own cards that go in at random (Fool,
    Pacifist, Tanner, Lone Wolf), or else one more Werewolf ("It's also more fun if the exact
    number of Werewolves is unknown", Rule Variants — Role/Werewolf Count Variants)."""
    known = catalog().edition_roles("ultimate")
    if any(known[r].at_random for r in scenario.roles):
        return None
    return {"werewolf": 1}


@pytest.mark.parametrize(("edition", "scenario_id", "count"),
                         [(e, s, False) for e, s in scenario_ids()]
                         + [(e, s, True) for e, s in count_variant_ids()])
def test_scenario_plays_to_an_end(
    edition: str, scenario_id: str, count: bool, tmp_path: Path,
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Every built-in scenario, with and without the count variants (issue 13): the maybe
    cards' discards are in the deal, and the log replays to the same game."""
    scenario = catalog().find_scenario(scenario_id, edition)
    players = scenario.players or 10
    names = [NAMES[i] if i < len(NAMES) else f"Player {i + 1}" for i in range(players)]
    index = scenario_ids().index((edition, scenario_id))
    extra: dict[str, object] = {}
    variants: list[str] = []
    if edition == "ultimate":
        extra["voting"] = METHODS[index % len(METHODS)]
        variants = [["fateful-dice"], ["charm"], []][index % 3]
    if count:
        variants = [*variants, "count-variants"]
        extra["maybe"] = maybe_cards(scenario)
    setup = setup_from_scenario(scenario, names, variants=variants, seed=index, **extra)
    path = tmp_path / f"{scenario_id}.jsonl"
    game = Game.new(setup, log_path=path)
    dealt = game.deal()
    assert len(dealt.discarded) == sum(setup.maybe.values()) and (count or not setup.maybe)
    # Role Cards — Minion: "No card is normally needed for this role": the printed sets count
    # the Minion among the players, and its place is dealt as a Villager card.
    assert "minion-card" not in setup.variants
    assert sorted(dealt.cards + dealt.discarded) == sorted(
        "villager" if r == "minion" else r
        for r, n in setup.roles.items() if r != "charm" for _ in range(n))
    play_to_end(game, seed=index)
    game.close()
    assert game.state.phase == "ended" and game.state.winners

    replayed, warnings = load_game(path)
    assert warnings == [] and replayed.state == game.state

    monkeypatch.setattr(cli, "COMMAND_MODULES", ["notepad.cli.replay_command"])
    assert cli.main(["replay", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["phase"] == "ended" and data["winners"] == game.state.winners
    assert data["unoverridden"] == []
    dead = [p for p in data["players"] if not p["alive"]]
    assert dead and all(p["died"]["cause"] and isinstance(p["died"]["chain"], list)
                        for p in dead)
    assert len(data["deaths"]) == len(dead)
    assert cli.main(["replay", str(path), "--strict"]) == 0  # every event passes the rules
    assert f"winners: {', '.join(game.state.winners)}" in capsys.readouterr().out
