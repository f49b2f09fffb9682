"""What the checking roles are told. The engine gives the answer so the moderator never has
to remember who looks like what."""

from __future__ import annotations

from typing import Final

from notepad.catalog.models import Action
from notepad.engine.night.cards.calls import acting_role, apprentice_took_over
from notepad.engine.night.cards.cursed import cursed_attack
from notepad.engine.night.plan import plan_of
from notepad.engine.players import Player
from notepad.engine.rule_book import cards, rule_on
from notepad.engine.state import GameState

# Read once: an enum member is slow to read from its class (night/script.py, wakes_on).
CHECK: Final = Action.CHECK
FIND_ROLE: Final = Action.FIND_ROLE
FIND_SPECIAL: Final = Action.FIND_SPECIAL
CHECK_NEIGHBOURHOOD: Final = Action.CHECK_NEIGHBOURHOOD


def seer_sees(state: GameState, player: Player) -> str:
    """'werewolf' or 'villager' as the Seer/Seeress is shown it.

    Lycan → werewolf, Sorceress and Minion → villager (data: seer_sees); the Cursed after the
    bite → werewolf (Ultimate, Role Cards — Floating Roles — Cursed); a chosen Minion → villager
    whatever else it is (Role Cards — Werewolf Team — Minion).
    """
    if player.minion:
        return "villager"
    if player.bitten or player.vampire or (
            player.role == "cursed" and cursed_attack(state, player)):
        # Vampires are detected "but can't [be told] apart from Werewolves" (Role Cards —
        # Vampire).
        return "werewolf"
    # The Drunk is seen "according to that role", the real one (Role Cards — Drunk).
    role = cards(state).get(player.drunk_role or player.role)
    return role.sees_as if role is not None else "villager"


def neighbourhood(state: GameState, seat: int) -> list[Player]:
    """The player and their living neighbours left and right: the circle closes up when a
    player leaves (Ultimate, The First Day; Role Cards — Psychic Detective)."""
    living = [p for p in state.players.values() if p.alive or p.seat == seat]
    living.sort(key=lambda p: p.seat)
    at = next(i for i, p in enumerate(living) if p.seat == seat)
    chosen = {living[at].seat, living[at - 1].seat, living[(at + 1) % len(living)].seat}
    return [state.players[s] for s in sorted(chosen)]


def is_werewolf(state: GameState, player: Player) -> bool:
    """Whether the player really is a Werewolf (or a Vampire, which those who look for
    Werewolves "can't tell … apart from Werewolves": Role Cards — Vampire): the pack they
    hunt with, or the Drunk's real role. Not the Lycan, whose "wolfishness never actually
    manifests", nor the Sorceress or the Minion, who are no Werewolves (Role Cards)."""
    if state.pack_of(player) is not None:
        return True
    return player.drunk_role is not None and state.packs.get(player.drunk_role) is not None


def answer(state: GameState, role_id: str, seat: int, actor: int | None = None) -> str:
    """The answer for a check by `role_id` (its player in `actor`) on the player in `seat`."""
    target = state.players[seat]
    role = cards(state).get(acting_role(state, role_id, actor))
    action = role.action if role is not None else CHECK
    if role_id == "priest" and rule_on(state, "priest-sees-dead"):
        # "the Priest may look at the role of a player who has died" (Role Cards — Priest,
        # alternate variant).
        seen = state.roles.get(target.role)
        return seen.name if seen is not None else target.role
    if action is FIND_ROLE:
        # The Sorceress searches for the Seer/Seeress (Role Cards — Sorceress); an Apprentice
        # who has taken the Seer's place is the Seer now (Role Cards — Apprentice Seer).
        found = target.role in plan_of(state).seers or (
            target.role == "apprentice_seer" and apprentice_took_over(state))
        return "the seer" if found else "not the seer"
    if action is FIND_SPECIAL:
        if rule_on(state, "medium-villager-team"):
            # Alternate variant: "the Medium finds out whether a player belongs to the
            # Villager team … The Cursed, Doppelganger, and Drunk are checked according to
            # whichever team they belong to at the moment of the check" (Role Cards — Medium).
            village = state.team_of(target) == "village"
            return "villager team" if village else "not villager team"
        # The Medium: neither a plain Villager nor a Werewolf (Role Cards — Medium).
        target_role = state.roles.get(target.role)
        plain = target_role is None or target_role.plain
        return "not special" if plain and not target.minion else "special"
    if action is CHECK_NEIGHBOURHOOD:
        # "whether there are any Werewolves among that player's neighborhood" (Role Cards —
        # Psychic Detective): the real ones; only the Seer and Seeress are fooled by the Lycan.
        wolves = any(is_werewolf(state, p) for p in neighbourhood(state, seat))
        return "a werewolf nearby" if wolves else "no werewolf nearby"
    if role_id == "apprentice_seer" and rule_on(state, "apprentice-checks-twice") \
            and not apprentice_took_over(state):
        # Alternate variant: while the Seer lives the Apprentice "checks a player, but must
        # check them twice to learn whether they're a Werewolf" (Role Cards — Apprentice Seer).
        earlier = [c for c in state.checks if c[1] == role_id and c[2] == seat]
        if not earlier:
            return "check again"
    return seer_sees(state, target)
