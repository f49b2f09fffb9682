"""The player table's marks, as symbols for a narrow column (LEGEND) and in words for the
highlighted player: dead or gone, lover, Charm, blessed, silenced or banished, cultist, Minion,
turned, potions left."""

from __future__ import annotations

from notepad.engine.players import Player
from notepad.engine.state import GameState
from notepad.table.titles import role_title

LEGEND = ("† dead ♥ lover ¤ Charm + blessed s/b silenced/banished c cultist m Minion "
          "w/v turned Werewolf/Vampire h/k potion left")


def legend(state: GameState) -> str:
    """LEGEND with only the marks this game can show: the Werwölfe screen's listed the Charm,
    cultists and the Minion, which that game has none of (issue 32). A role that becomes
    another (the Doppelganger, the Drunk) may bring any mark: the whole legend."""
    roles = set(state.setup.roles) | {p.role for p in state.players.values() if p.role}
    if roles & {"doppelganger", "drunk"}:
        return LEGEND
    actions = {role.ability.action.value for r in roles if (role := state.roles.get(r))}
    variants = set(state.setup.variants)
    parts = ["† dead"]
    if "choose_lovers" in actions or "lovers" in roles:
        parts.append("♥ lover")
    if "charm" in variants or "charm" in roles:
        parts.append("¤ Charm")
    if "bless" in actions:
        parts.append("+ blessed")
    away = [(mark, word) for mark, word, action in (("s", "silenced", "silence"),
                                                    ("b", "banished", "banish"))
            if action in actions]
    if away:
        parts.append("/".join(m for m, _ in away) + " " + "/".join(w for _, w in away))
    if "recruit" in actions:
        parts.append("c cultist")
    if "minion" in roles:
        parts.append("m Minion")
    # The Cursed turns with the team that attacks it; Fateful Dice 2 turns a victim.
    turned = [(mark, team) for mark, team, how in (
        ("w", "Werewolf", "cursed" in roles or "fateful-dice" in variants),
        ("v", "Vampire", "vampire" in roles)) if how]
    if turned:
        parts.append("/".join(m for m, _ in turned) + " turned " + "/".join(t for _, t in turned))
    if "potions" in actions:
        parts.append("h/k potion left")
    return " ".join(parts)


def mark_symbols(state: GameState, player: Player) -> str:
    """The notepad's marks for a player as short symbols (LEGEND), for a narrow column."""
    number = state.number
    # A player who moved to another village left without dying (docs/villages.md).
    marks = "" if player.alive else "→" if player.died is not None and player.died.left else "†"
    if player.lover is not None:
        marks += "♥"
    if state.charm_holder == player.seat and not state.charm_destroyed:
        marks += "¤"
    if player.blessed:
        marks += "+"
    if player.silenced_day is not None and player.silenced_day >= number:
        marks += "s"
    if player.banished_day is not None and player.banished_day >= number:
        marks += "b"
    if player.cultist:
        marks += "c"
    if player.minion:
        marks += "m"
    if player.bitten:
        marks += "w"
    if player.vampire:
        marks += "v"
    left = state.potions.get(player.role, {})
    if left.get("heal", 0) > 0:
        marks += "h"
    if left.get("kill", 0) > 0:
        marks += "k"
    return marks


def mark_words(state: GameState, player: Player) -> list[str]:
    """The same marks in words, with what the symbols leave out (the cause of death, former
    Charm holders, last night's protection, the Drunk's real role)."""
    number, players = state.number, state.players
    found = []
    died = player.died
    if died is not None:
        after = f" (after {', '.join(players[s].name for s in died.chain)})" if died.chain \
            else ""
        gone = "→" if died.left else "†"
        found.append(f"{gone} {died.when}: {died.cause}{after}")
    if player.lover is not None:
        found.append(f"lover of {player.lover} {players[player.lover].name}")
    if state.charm_holder == player.seat and not state.charm_destroyed:
        found.append("holds the Charm")
    elif player.seat in state.charm_holders:
        found.append("had the Charm")
    if player.blessed:
        found.append("blessed")
    roles = [role_title(state, r) for r, s in state.last_night.items() if s == player.seat]
    if roles:
        found.append("chosen last night by the " + ", ".join(roles))
    if player.silenced_day is not None and player.silenced_day >= number:
        found.append(f"silenced day {player.silenced_day}")
    if player.banished_day is not None and player.banished_day >= number:
        found.append(f"banished day {player.banished_day}")
    if player.cultist:
        found.append("cultist")
    if player.minion:
        found.append("Minion")
    if player.bitten:
        found.append("turned Werewolf")
    if player.vampire:
        found.append("turned Vampire")
    if player.fool:
        found.append("secretly the Fool")
    if player.lost_abilities:
        found.append("lost their abilities")
    if player.drunk_role:
        found.append(f"really the {role_title(state, player.drunk_role)}")
    left = state.potions.get(player.role)
    if left:
        found.append("potions left: " + ", ".join(f"{k} {v}" for k, v in left.items()
                                                  if k in ("heal", "kill")))
    return found


def player_line(state: GameState, player: Player) -> str:
    """The highlighted player in full: seat, name, role, and every mark in words."""
    role = role_title(state, player.role) if player.role else "no card yet"
    marks = mark_words(state, player)
    state_words = "; ".join(marks) if marks else "alive"
    return f"{player.seat} {player.name} — {role}: {state_words}"
