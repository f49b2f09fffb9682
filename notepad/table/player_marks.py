"""The player table's marks, as symbols for a narrow column (LEGEND) and in words for the
highlighted player: dead or gone, lover, Charm, blessed, silenced or banished, cultist, Minion,
turned, potions left. Said in the language spoken (notepad/language.py): each legend entry a
message of its own, the symbols the same in every language."""

from __future__ import annotations

from notepad.engine.players import Player
from notepad.engine.state import GameState
from notepad.language import gettext, mark, translated
from notepad.table.event_sentences import cause_words, when_words
from notepad.table.titles import role_title

LEGEND = mark("† dead ♥ lover ¤ Charm + blessed s/b silenced/banished c cultist m Minion "
              "w/v turned Werewolf/Vampire h/k potion left")
# The entries that share a place in the legend, by the marks this game can show.
AWAY = {"s": mark("s silenced"), "b": mark("b banished"), "sb": mark("s/b silenced/banished")}
TURNED = {"w": mark("w turned Werewolf"), "v": mark("v turned Vampire"),
          "wv": mark("w/v turned Werewolf/Vampire")}


def legend(state: GameState) -> str:
    """LEGEND with only the marks this game can show: the Werwölfe screen's listed the Charm,
    cultists and the Minion, which that game has none of (issue 32). A role that becomes
    another (the Doppelganger, the Drunk) may bring any mark: the whole legend."""
    roles = set(state.setup.roles) | {p.role for p in state.players.values() if p.role}
    if roles & {"doppelganger", "drunk"}:
        return translated(LEGEND)
    actions = {role.ability.action.value for r in roles if (role := state.roles.get(r))}
    variants = set(state.setup.variants)
    parts = [gettext("† dead")]
    if "choose_lovers" in actions or "lovers" in roles:
        parts.append(gettext("♥ lover"))
    if "charm" in variants or "charm" in roles:
        parts.append(gettext("¤ Charm"))
    if "bless" in actions:
        parts.append(gettext("+ blessed"))
    away = "".join(sign for sign, action in (("s", "silence"), ("b", "banish"))
                   if action in actions)
    if away:
        parts.append(translated(AWAY[away]))
    if "recruit" in actions:
        parts.append(gettext("c cultist"))
    if "minion" in roles:
        parts.append(gettext("m Minion"))
    # The Cursed turns with the team that attacks it; Fateful Dice 2 turns a victim.
    turned = "".join(sign for sign, how in (
        ("w", "cursed" in roles or "fateful-dice" in variants), ("v", "vampire" in roles))
        if how)
    if turned:
        parts.append(translated(TURNED[turned]))
    if "potions" in actions:
        parts.append(gettext("h/k potion left"))
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
        gone = "→" if died.left else "†"
        # The cause and the time are the engine's words (GameState's deaths).
        when, cause = when_words(died.when), cause_words(died.cause)
        found.append(gettext("{gone} {when}: {cause} (after {names})", gone=gone,
                             when=when, cause=cause,
                             names=", ".join(players[s].name for s in died.chain))
                     if died.chain else
                     gettext("{gone} {when}: {cause}", gone=gone, when=when, cause=cause))
    if player.lover is not None:
        found.append(gettext("lover of {seat} {name}", seat=player.lover,
                             name=players[player.lover].name))
    if state.charm_holder == player.seat and not state.charm_destroyed:
        found.append(gettext("holds the Charm"))
    elif player.seat in state.charm_holders:
        found.append(gettext("had the Charm"))
    if player.blessed:
        found.append(gettext("blessed"))
    roles = [role_title(state, r) for r, s in state.last_night.items() if s == player.seat]
    if roles:
        found.append(gettext("chosen last night by the {roles}", roles=", ".join(roles)))
    if player.silenced_day is not None and player.silenced_day >= number:
        found.append(gettext("silenced day {number}", number=player.silenced_day))
    if player.banished_day is not None and player.banished_day >= number:
        found.append(gettext("banished day {number}", number=player.banished_day))
    if player.cultist:
        found.append(gettext("cultist"))
    if player.minion:
        found.append(gettext("Minion"))
    if player.bitten:
        found.append(gettext("turned Werewolf"))
    if player.vampire:
        found.append(gettext("turned Vampire"))
    if player.fool:
        found.append(gettext("secretly the Fool"))
    if player.lost_abilities:
        found.append(gettext("lost their abilities"))
    if player.drunk_role:
        found.append(gettext("really the {role}", role=role_title(state, player.drunk_role)))
    left = state.potions.get(player.role)
    if left:
        found.append(gettext("potions left: {potions}", potions=", ".join(
            translated(POTIONS[k], n=v) for k, v in left.items() if k in POTIONS)))
    return found


# A potion left, as the player's words count it ("heal 1"); the same words as the Witch's
# call (night_words.py, POTIONS_LEFT).
POTIONS = {"heal": mark("heal {n}"), "kill": mark("kill {n}")}


def player_line(state: GameState, player: Player) -> str:
    """The highlighted player in full: seat, name, role, and every mark in words."""
    role = role_title(state, player.role) if player.role else gettext("no card yet")
    marks = mark_words(state, player)
    state_words = "; ".join(marks) if marks else gettext("alive")
    return gettext("{seat} {name} — {role}: {marks}", seat=player.seat, name=player.name,
                   role=role, marks=state_words)
