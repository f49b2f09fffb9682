"""A Werwölfe game of 11 (the rulebook's example) seated, dealt and logged, for the sheet's
tests."""

from __future__ import annotations

from pathlib import Path

from notepad.catalog import catalog
from notepad.engine.game import Game
from notepad.engine.setup import setup_from_scenario

NAMES = ["Anna", "Ben", "Clara", "David", "Emma", "Felix", "Greta", "Hans", "Ida", "Jonas",
         "Karl"]


def logged_example(folder: Path, language: str = "en", seed: int = 5) -> tuple[Path, Game]:
    scenario = catalog().find_scenario("example-11")
    setup = setup_from_scenario(scenario, NAMES, seed=seed)
    path = folder / "game.jsonl"
    game = Game.new(setup, log_path=path, language=language)
    game.deal()
    return path, game
