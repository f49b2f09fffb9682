"""The Cursed at night (Ultimate, Role Cards — Cursed): whether tonight's attack has reached
them, and the sign the moderator gives at their call. The sign, the Seers' answers
(night/sight.py) and dawn (night/dawn.py) read the one rule, `cursed_attack`."""

from __future__ import annotations

from notepad.engine.players import Player
from notepad.engine.rule_book import rule_on
from notepad.engine.state import GameState


def cursed_attack(state: GameState, player: Player) -> str:
    """The pack ("werewolves" or "vampires") whose attack tonight reaches the Cursed in
    `player`, not yet turned; "" if none. "if the Werewolves attack the Cursed, they don't die
    — instead, they become a Werewolf themselves (and from then on, the Seer identifies them
    as a Werewolf)" (Role Cards — Cursed): the Cursed's call comes right after the packs'
    (Night Call Order), so the attack is theirs from that moment, not from dawn; a heal later
    in the night changes nothing (the Cursed is not killed). Not reached: a player guarded
    by a protector, who "cannot be killed that night" (Role Cards — Bodyguard), nor the
    Werewolves' target on the night they are ill (Role Cards — Diseased), nor the victim
    whose place the night Martyr took (Role Cards — Martyr). Read by the Cursed's
    sign, the Seers' answer and dawn alike (engine/night/dawn.py)."""
    if player.bitten or player.vampire or state.phase != "night":
        return ""
    tonight = state.tonight
    kills = tonight.kills
    if not kills:
        return ""
    seat = player.seat
    for guarded in tonight.protected.values():
        if guarded == seat:
            return ""
    for role_id, victims in kills.items():
        if seat in victims:
            if state.packs.get(role_id) == "vampires":
                return "vampires"
            if state.sick_night == state.number or _martyr_took_place(state):
                continue  # the Vampires' bite, if any, still reaches them
            return "werewolves"
    return ""


def _martyr_took_place(state: GameState) -> bool:
    """The night Martyr took the Werewolves' victim's place: "The Werewolves' chosen target
    survives, and the Martyr dies instead" (Role Cards — Martyr, alternate variant). Their
    call comes right after the pack's, before the Cursed's; dawn reads the same
    (night/dawn.py, `_wolf_victim`)."""
    return state.tonight.martyr and rule_on(state, "martyr-night") \
        and bool(state.holders("martyr"))


def cursed_attacks(state: GameState, night: int) -> tuple[str, ...]:
    """`cursed_attack` for each Cursed (the role index's order) at the call of `night`: what
    the sign reads of tonight, nothing for another night (night/planned_call.py keeps the
    sign while it is the same)."""
    if night != state.number:
        return ()
    players = state.players
    return tuple([cursed_attack(state, players[seat])
                  for seat in state.by_role.get("cursed", ())])


def cursed_sign(state: GameState, night: int) -> str:
    """The sign for the Cursed: "a thumbs-up if they're already a Werewolf, or shakes their
    head if they haven't been eaten yet and are still a Villager"; a Vampire's bite "the
    Moderator communicates by baring their upper teeth and biting their lower lip" (Role Cards
    — Cursed)."""
    signs = []
    for seat in state.by_role.get("cursed", ()):
        player = state.players[seat]
        attack = cursed_attack(state, player) if night == state.number else ""
        if player.vampire or attack == "vampires":
            sign = "bare your upper teeth and bite your lower lip: a Vampire now"
        elif player.bitten or attack:
            sign = "THUMBS UP: a Werewolf now"
        else:
            sign = "shake your head: not eaten, still a Villager"
        signs.append(f"{player.name}: {sign}.")
    return " ".join(signs)
