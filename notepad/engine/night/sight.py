"""What the checking roles are told. The engine gives the answer so the moderator never has
to remember who looks like what."""

from __future__ import annotations

from notepad.catalog.models import Action
from notepad.engine.state import GameState, Player


def seer_sees(state: GameState, player: Player) -> str:
    """'werewolf' or 'villager' as the Seer/Seeress is shown it.

    Lycan → werewolf, Sorceress and Minion → villager (data: seer_sees); the Cursed after the
    bite → werewolf (Ultimate, Role Cards — Floating Roles — Cursed); a chosen Minion → villager
    whatever else it is (Role Cards — Werewolf Team — Minion).
    """
    if player.minion:
        return "villager"
    if player.bitten or player.vampire:
        # Vampires are detected "but can't [be told] apart from Werewolves" (Role Cards —
        # Vampire).
        return "werewolf"
    # The Drunk is seen "according to that role", the real one (Role Cards — Drunk).
    role = state.roles.get(player.drunk_role or player.role)
    return role.sees_as if role is not None else "villager"


def neighbourhood(state: GameState, seat: int) -> list[Player]:
    """The player and their living neighbours left and right: the circle closes up when a
    player leaves (Ultimate, The First Day; Role Cards — Psychic Detective)."""
    living = [p for p in state.players.values() if p.alive or p.seat == seat]
    living.sort(key=lambda p: p.seat)
    at = next(i for i, p in enumerate(living) if p.seat == seat)
    chosen = {living[at].seat, living[at - 1].seat, living[(at + 1) % len(living)].seat}
    return [state.players[s] for s in sorted(chosen)]


def answer(state: GameState, role_id: str, seat: int) -> str:
    """The answer for a check by `role_id` on the player in `seat`."""
    target = state.players[seat]
    role = state.roles.get(role_id)
    action = role.ability.action if role is not None else Action.CHECK
    if action is Action.FIND_ROLE:
        # The Sorceress searches for the Seer/Seeress (Role Cards — Sorceress).
        found = target.role in {r.id for r in state.roles.values() if r.is_seer}
        return "the seer" if found else "not the seer"
    if action is Action.FIND_SPECIAL:
        # The Medium: neither a plain Villager nor a Werewolf (Role Cards — Medium).
        target_role = state.roles.get(target.role)
        plain = target_role is None or target_role.plain
        return "not special" if plain and not target.minion else "special"
    if action is Action.CHECK_NEIGHBOURHOOD:
        wolves = any(seer_sees(state, p) == "werewolf" for p in neighbourhood(state, seat))
        return "a werewolf nearby" if wolves else "no werewolf nearby"
    return seer_sees(state, target)
