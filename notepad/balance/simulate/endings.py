"""When a simulated game is over, and who won.

The engine's own win check (engine/winners.py) ends the game for the village once no pack
member is alive, and for the werewolves once only their team is alive: the "last-villager"
rule, which is also Werwölfe's (End of the Game). Ultimate Werewolf ends at parity instead
("End of the Game": the werewolves win once they equal the villagers), which the engine leaves
to the moderator (a `GameEnds` event). An end rule is a function from the state to the winning
teams, or None while the game goes on; the simulator records `GameEnds` for what it returns.

The full win check (Lovers, Tanner, Cult, Lone Wolf, Vampires) is the engine's
(`engine.winners`), which `engine_rule` reads; to use a different rule, add a function to
END_RULES.
"""

from __future__ import annotations

from collections.abc import Callable

from notepad.engine.state import GameState

EndRule = Callable[[GameState], list[str] | None]


def engine_rule(state: GameState) -> list[str] | None:
    """Only the engine's own win check ("last-villager")."""
    return list(state.winners) if state.phase == "ended" else None


def parity_rule(state: GameState) -> list[str] | None:
    """The engine's check, then parity: with no Vampire alive, the Werewolves win once the
    pack is at least as many as the living players outside the werewolf team (Ultimate, End of
    the Game: "if the number of Villagers remaining equals the number of Werewolves"). The
    Minion and the Sorceress count on neither side, as in the engine's own parity rule."""
    if state.phase == "ended":
        return list(state.winners)
    wolves = others = 0
    for player in state.players.values():
        if not player.alive:
            continue
        if state.in_pack(player, "vampires"):
            return None
        if state.in_pack(player):
            wolves += 1
        elif not state.wolf_team(player):
            others += 1
    if wolves and wolves >= others:
        return ["werewolf"]
    return None


def engine_has_parity() -> bool:
    """Whether the engine plays the parity rule itself (the "werewolf-parity" house rule)."""
    from notepad.engine import setup

    return "werewolf-parity" in getattr(setup, "OPTIONAL_RULES", ())


# With the engine's own parity rule switched on (estimate.play_games does), asking again
# would only cost time: a sixth of a 68-player game.
END_RULES: dict[str, EndRule] = {
    "parity": engine_rule if engine_has_parity() else parity_rule,
    "last-villager": engine_rule,
}


def default_end_rule(edition: str) -> str:
    """Ultimate ends at parity; Werwölfe when the last villager is dead."""
    return "parity" if edition == "ultimate" else "last-villager"
