"""A simple win check (the full rules — Lovers, Tanner, Bandit, Cult, Lone Wolf, Vampires —
are the next issue)."""

from __future__ import annotations

from notepad.engine.state import GameState


def winners(state: GameState) -> list[str]:
    """["village"] once every pack member is dead; ["werewolf"] once only the werewolf team is
    alive (Werwölfe, End of the Game; Ultimate, End of the Game). Empty while the game goes on.
    """
    if not state.dealt:
        return []
    living = state.living()
    pack_alive = any(state.in_pack(p) or state.in_pack(p, "vampires") for p in living)
    if not pack_alive:
        return ["village"]
    if all(state.wolf_team(p) for p in living):
        return ["werewolf"]
    return []


def settle(state: GameState) -> None:
    """End the game if a team has won."""
    if state.phase == "ended":
        return
    won = winners(state)
    if won:
        state.winners = won
        state.phase = "ended"
