"""Monte Carlo win-probability estimates for any role set, played through the engine.

The policies are in the policies package, one game in play.py, the estimate (with a progress
iterator for the TUI) in estimate.py; docs/win-probability.md explains the model and the exact
baseline (notepad.balance.exact) it is checked against.
"""

from notepad.balance.simulate.endings import END_RULES, default_end_rule
from notepad.balance.simulate.estimate import (
    Estimate,
    Simulation,
    WolfSuggestion,
    estimate,
    estimates,
    suggest_wolves,
)
from notepad.balance.simulate.play import GameResult, game_rng, play_game
from notepad.balance.simulate.table import IllegalAction

__all__ = [
    "END_RULES",
    "Estimate",
    "GameResult",
    "IllegalAction",
    "Simulation",
    "WolfSuggestion",
    "default_end_rule",
    "estimate",
    "estimates",
    "game_rng",
    "play_game",
    "suggest_wolves",
]
