"""What the table is shown when a player dies, per the role-reveal variant (Ultimate, Rule
Variants — Role Reveal; Werwölfe: the dead "must turn over and show their character card")."""

from __future__ import annotations

from notepad.engine.night.plan import plan_of
from notepad.engine.players import Player
from notepad.engine.rule_book import cards, rule_on
from notepad.engine.state import GameState
from notepad.language import gettext, mark, translated

# Said with `translated` where shown (team_name).
TEAM_NAMES = {
    "village": mark("Villagers"),
    "werewolf": mark("Werewolves"),
    "vampire": mark("Vampires"),
    "cult": mark("Cultists"),
    "tanner": mark("Tanner"),
    "bandit": mark("Bandit"),
    # The Lone Wolf "counts as a Werewolf" (Role Cards — Lone Wolf).
    "lone_wolf": mark("Werewolves"),
}


def team_name(team: str) -> str:
    """A team's name in the language spoken now; an unknown id made a title."""
    name = TEAM_NAMES.get(team)
    return translated(name) if name is not None else team.replace("_", " ").title()


def revealed(state: GameState, player: Player) -> str:
    """The words the moderator says about the dead player's card ("" under no reveal)."""
    variant = plan_of(state).reveal  # GameSetup.reveal, read once per game
    if variant == "reveal-none":
        return ""
    role = cards(state).get(player.role)  # read once (state.Card)
    if player.role == "lycan" and rule_on(state, "lycan-reveals-werewolf"):
        # Role Cards — Lycan, alternate variant: "a dead Lycan's role is revealed as a
        # Werewolf" when playing with role reveals.
        return gettext("Werewolf") if variant == "reveal-full" else _wolf_words(variant)
    if variant == "reveal-wolf-or-not":
        looks_wolf = state.in_pack(player) or (role is not None and role.pack == "werewolves")
        return gettext("a Werewolf") if looks_wolf else gettext("not a Werewolf")
    if variant == "reveal-team":
        return team_name(state.team_of(player)) if state.team_of(player) in TEAM_NAMES \
            else translated(TEAM_NAMES["village"])
    name = role.name if role is not None else player.role
    if player.bitten and player.role == "cursed":
        name = gettext("{role} (turned Werewolf)", role=name)
    if player.vampire:
        name = gettext("{role} (turned Vampire)", role=name)
    return name


def _wolf_words(variant: str) -> str:
    return gettext("a Werewolf") if variant == "reveal-wolf-or-not" else gettext("Werewolves")
