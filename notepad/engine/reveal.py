"""What the table is shown when a player dies, per the role-reveal variant (Ultimate, Rule
Variants — Role Reveal; Werwölfe: the dead "must turn over and show their character card")."""

from __future__ import annotations

from notepad.engine.night.plan import plan_of
from notepad.engine.players import Player
from notepad.engine.rule_book import cards, rule_on
from notepad.engine.state import GameState

TEAM_NAMES = {
    "village": "Villagers",
    "werewolf": "Werewolves",
    "vampire": "Vampires",
    "cult": "Cultists",
    "tanner": "Tanner",
    "bandit": "Bandit",
    "lone_wolf": "Werewolves",  # the Lone Wolf "counts as a Werewolf" (Role Cards — Lone Wolf)
}


def revealed(state: GameState, player: Player) -> str:
    """The words the moderator says about the dead player's card ("" under no reveal)."""
    variant = plan_of(state).reveal  # GameSetup.reveal, read once per game
    if variant == "reveal-none":
        return ""
    role = cards(state).get(player.role)  # read once (state.Card)
    if player.role == "lycan" and rule_on(state, "lycan-reveals-werewolf"):
        # Role Cards — Lycan, alternate variant: "a dead Lycan's role is revealed as a
        # Werewolf" when playing with role reveals.
        return "Werewolf" if variant == "reveal-full" else _wolf_words(variant)
    if variant == "reveal-wolf-or-not":
        looks_wolf = state.in_pack(player) or (role is not None and role.pack == "werewolves")
        return "a Werewolf" if looks_wolf else "not a Werewolf"
    if variant == "reveal-team":
        return TEAM_NAMES.get(state.team_of(player), "Villagers")
    name = role.name if role is not None else player.role
    if player.bitten and player.role == "cursed":
        name += " (turned Werewolf)"
    if player.vampire:
        name += " (turned Vampire)"
    return name


def _wolf_words(variant: str) -> str:
    return "a Werewolf" if variant == "reveal-wolf-or-not" else "Werewolves"
