"""Games for the view tests: a 12-player Ultimate game played by hand to the middle of day 2
(and on to its end), and a 68-player game played to its end by the scripted moderator of the
engine's play-through tests (tests/engine/scenario_play.py). Fixed names and seeds."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))

from engine_helpers import NAMES, dealt_game  # noqa: E402
from scenario_play import play_to_end  # noqa: E402

from notepad.catalog import catalog  # noqa: E402
from notepad.engine import events as ev  # noqa: E402
from notepad.engine.game import Game  # noqa: E402
from notepad.engine.setup import setup_from_scenario  # noqa: E402

# Seat N gets CARDS[N-1]: 1 Anna and 4 Dieter are the Werewolves.
CARDS = ["werewolf", "seer", "villager", "werewolf", "witch", "bodyguard", "cupid", "hunter",
         "villager", "enchantress", "old_hag", "villager"]
OVERRIDE = "house rule: the Bodyguard may guard the same player twice"


def mid_game(reveal: str = "reveal-full", log_path: Path | None = None) -> Game:
    """Day 2 of the 12-player game: Hans (Hunter) was executed on day 1 and shot Dieter;
    on night 2 the Werewolves ate Ida, her lover Lukas died of grief, the Witch poisoned
    Karla; Clara is silenced and Ben banished for day 2; the Bodyguard's second guard of Ben
    was an override."""
    game = dealt_game("ultimate", CARDS, ["charm", "fateful-dice", reveal], charm_holder=3,
                      log_path=log_path)
    record = game.record
    record(ev.NightFalls())
    record(ev.DiceRolled(dice=[3, 4]))
    record(ev.Passed(role="charm"))
    record(ev.LoversChosen(targets=[9, 12]))
    record(ev.Protect(role="bodyguard", target=2))
    record(ev.Passed(role="werewolf"))
    record(ev.Potions())
    record(ev.RoleCheck(role="seer", target=1))
    record(ev.Silence(target=8))
    record(ev.Banish(target=12))
    record(ev.Dawn())
    record(ev.Nominate(nominee=8, by=[3, 5]))
    record(ev.Vote(nominee=8, execute=[1, 3, 4, 5, 6, 7, 9, 10, 11], spare=[2, 8]))
    record(ev.HunterShot(target=4))
    record(ev.NightFalls(elapsed=300))
    record(ev.DiceRolled(dice=[5, 6]))
    record(ev.Protect(role="bodyguard", target=2), override=OVERRIDE)
    record(ev.PackKill(targets=[9]))
    record(ev.Potions(kill=11))
    record(ev.RoleCheck(role="seer", target=7))
    record(ev.Silence(target=3))
    record(ev.Banish(target=2))
    record(ev.CharmPassed(target=6))
    record(ev.Dawn())
    return game


def ended_game(reveal: str = "reveal-full", log_path: Path | None = None) -> Game:
    """The same game to its end: Anna, the last Werewolf, is executed on day 2."""
    game = mid_game(reveal, log_path)
    game.record(ev.Nominate(nominee=1, by=[5, 6]))
    game.record(ev.Vote(nominee=1, execute=[3, 5, 6, 7, 10], spare=[1]))
    return game


def big_game(log_path: Path | None = None) -> Game:
    """Overpopulated Village (68 players) played to its end from seed 7: 25 nights. (Seed 3
    made 22 while the tapped Doppelganger chose again; 19 once it no longer could.)"""
    scenario = catalog().find_scenario("overpopulated-village", "ultimate")
    players = scenario.players or 68
    names = [NAMES[i] if i < len(NAMES) else f"Player {i + 1}" for i in range(players)]
    setup = setup_from_scenario(scenario, names, variants=["fateful-dice", "charm"], seed=7)
    game = Game.new(setup, log_path=log_path)
    game.deal()
    play_to_end(game, seed=7)
    return game
