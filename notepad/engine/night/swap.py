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
player (Lover, cultist, bitten, blessing, and a Minion chosen by a pack when the pair swapped is
other roles).

The Minion has no card in the main rule ("the Werewolves choose a player who becomes the
Minion", Role Cards — Minion), yet the rulebook names it among the roles a Werewolf may be
swapped into: a pair that names the Minion is held by the player the pack chose, whatever the
card, and the two players exchange everything of it, the card and the Minion's side.
"""

from __future__ import annotations

from notepad.engine import events as ev
from notepad.engine.census import WOLF_TEAMS
from notepad.engine.day.checks import ULTIMATE, Violation, dead_targets
from notepad.engine.players import Player
from notepad.engine.rule_book import rule_on
from notepad.engine.state import GameState
from notepad.language import gettext

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


def roles_held(player: Player) -> tuple[str, ...]:
    """The roles a player holds for a swap: the card's, and the Minion a pack chose (no card,
    and "If the Minion has another special role, its abilities are retained")."""
    return (player.role, "minion") if player.minion else (player.role,)


def swap_holders(state: GameState, role_id: str) -> list[Player]:
    """The living players who hold `role_id` for a swap."""
    return [p for p in state.living() if role_id in roles_held(p)]


def _planned(state: GameState, first: Player, second: Player) -> tuple[str, str] | None:
    """The pair chosen ahead (and not swapped yet) that the two players hold, in their order."""
    left = swaps_left(state)
    for mine in roles_held(first):
        for theirs in roles_held(second):
            if (mine, theirs) in left or (theirs, mine) in left:
                return mine, theirs
    return None


def _wolf_side(state: GameState, role_id: str) -> bool:
    return state.teams.get(role_id) in WOLF_TEAMS or state.packs.get(role_id) == "werewolves"


def check_swap(state: GameState, event: ev.RoleSwap) -> list[Violation]:
    a, b = event.targets
    if a == b:
        return [Violation("swap-two-players", gettext("a swap takes two different players"),
                          SOURCE, "error", False)]
    out: list[Violation] = []
    if not rule_on(state, "role-swap"):
        out.append(Violation("role-swap-off", gettext(
            "the Role Swap variant is not on for this game"), SOURCE))
    if state.phase != "night":
        out.append(Violation("swap-at-night", gettext(
            "the role swap is done secretly during a game night"), SOURCE))
    out += dead_targets(state, [a, b])
    first, second = state.players[a], state.players[b]
    pair = _planned(state, first, second)
    if rule_on(state, "role-swap") and pair is None:
        planned = "; ".join(f"{x} ↔ {y}" for x, y in swaps_left(state)) or gettext("none left")
        out.append(Violation("swap-not-planned", gettext(
            "{first} ({first_role}) and {second} ({second_role}) are not a swap chosen ahead "
            "of time ({planned})", first=first.name, first_role=first.role,
            second=second.name, second_role=second.role, planned=planned), SOURCE))
    mine, theirs = pair or (first.role, second.role)
    for player, new_role in ((first, theirs), (second, mine)):
        if state.in_pack(player) and not _wolf_side(state, new_role):
            out.append(Violation("swap-leaves-the-pack", gettext(
                "{name} knows the Werewolves: the new role should be from the Werewolf team "
                "(Sorceress, Minion …)", name=player.name), SOURCE, "warning"))
    return out


def apply_swap(state: GameState, event: ev.RoleSwap) -> None:
    a, b = event.targets
    first, second = state.players[a], state.players[b]
    role_a, role_b = _planned(state, first, second) or (first.role, second.role)
    first.role, second.role = second.role, first.role
    if "minion" in (role_a, role_b) and (first.minion or second.minion):
        # The Minion the pack chose changes hands with the card (Role Cards — Minion).
        first.minion, second.minion = second.minion, first.minion
        first.minion_pack, second.minion_pack = second.minion_pack, first.minion_pack
    state.swaps.append((state.number, a, b, role_a, role_b))
    for player, old, new in ((first, role_a, role_b), (second, role_b, role_a)):
        player.history.append(f"{state.when}: swapped roles: the {old} becomes the {new}")
    names = {r: (state.roles[r].name if r in state.roles else r) for r in (role_a, role_b)}
    # Shown after "Tap:" on the game screen (table/night_words.py).
    state.night_notes.append(f"{first.name} and {second.name}: they swap roles "
                             f"({names[role_a]} ↔ {names[role_b]})")
    state.reindex()  # also drops the census: a side may have changed
