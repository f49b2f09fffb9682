"""Role Swap (Ultimate, Rule Variants — Daytime Twists):

    "Swapping roles during the game adds a bit of madness. The key is to choose the roles for
    the swap ahead of time and treat the choice carefully, so as not to spoil the game. The
    role swap is done secretly during a game night. As a rule, players shouldn't know the
    previous holders of the roles they receive. […] It's much easier to turn a player into a
    Werewolf than the other way around, since a player who used to be a Werewolf knows the
    others, so their new role should be from the Werewolf team (Sorceress, Minion, etc.)."

The pairs of roles are chosen at setup (`GameSetup.role_swaps`); the swap itself is the
`role_swap` event: two players exchange roles, each pair once. What stays with the role moves
with it (potions left, uses, last night's target); what happened to the player stays with the
player (Lover, cultist, bitten, Minion, blessing).
"""

from __future__ import annotations

from notepad.engine import events as ev
from notepad.engine.day.checks import ULTIMATE, Violation, dead_targets
from notepad.engine.state import WOLF_TEAMS, GameState, rule_on

SOURCE = f"{ULTIMATE}, Rule Variants — Daytime Twists: Role Swap"


def swaps_left(state: GameState) -> list[tuple[str, str]]:
    """The pairs chosen ahead of time that have not changed hands yet."""
    left = [tuple(pair) for pair in state.setup.role_swaps]
    for _night, _a, _b, role_a, role_b in state.swaps:
        for pair in ((role_a, role_b), (role_b, role_a)):
            if pair in left:
                left.remove(pair)
                break
    return left  # type: ignore[return-value]


def _wolf_side(state: GameState, role_id: str) -> bool:
    return state.teams.get(role_id) in WOLF_TEAMS or state.packs.get(role_id) == "werewolves"


def check_swap(state: GameState, event: ev.RoleSwap) -> list[Violation]:
    a, b = event.targets
    if a == b:
        return [Violation("swap-two-players", "a swap takes two different players", SOURCE,
                          "error", False)]
    out: list[Violation] = []
    if not rule_on(state, "role-swap"):
        out.append(Violation("role-swap-off", "the Role Swap variant is not on for this game",
                             SOURCE))
    if state.phase != "night":
        out.append(Violation("swap-at-night", "the role swap is done secretly during a game "
                             "night", SOURCE))
    out += dead_targets(state, [a, b])
    first, second = state.players[a], state.players[b]
    pair = (first.role, second.role)
    left = swaps_left(state)
    if rule_on(state, "role-swap") and pair not in left and pair[::-1] not in left:
        planned = "; ".join(f"{x} ↔ {y}" for x, y in left) or "none left"
        out.append(Violation("swap-not-planned", f"{first.name} ({first.role}) and "
                             f"{second.name} ({second.role}) are not a swap chosen ahead of "
                             f"time ({planned})", SOURCE))
    for player, new_role in ((first, second.role), (second, first.role)):
        if state.in_pack(player) and not _wolf_side(state, new_role):
            out.append(Violation("swap-leaves-the-pack", f"{player.name} knows the Werewolves: "
                                 "the new role should be from the Werewolf team (Sorceress, "
                                 "Minion …)", SOURCE, "warning"))
    return out


def apply_swap(state: GameState, event: ev.RoleSwap) -> None:
    a, b = event.targets
    first, second = state.players[a], state.players[b]
    role_a, role_b = first.role, second.role
    first.role, second.role = role_b, role_a
    state.swaps.append((state.number, a, b, role_a, role_b))
    for player, old, new in ((first, role_a, role_b), (second, role_b, role_a)):
        player.history.append(f"{state.when}: swapped roles: the {old} becomes the {new}")
    names = {r: (state.roles[r].name if r in state.roles else r) for r in (role_a, role_b)}
    # Shown after "Tap:" on the game screen (tui/game_text.py).
    state.night_notes.append(f"{first.name} and {second.name}: they swap roles "
                             f"({names[role_a]} ↔ {names[role_b]})")
    state.reindex()  # also drops the census: a side may have changed
