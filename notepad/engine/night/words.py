"""The words that open a night and end it, per edition: the moderator reads them before the
first call and at daybreak, before the night's dead are announced (engine/night/dawn.py).

Ultimate, The First Night: "Night begins when the Moderator says: 'The village falls asleep.
Everyone close your eyes.'"; after the last call: "Everyone wakes up and learns that Werewolves
have appeared in what was once a peaceful little village. Now they must be found and
executed." Werwölfe, Night Phase: The First Night: "It has been a long day and you are getting
tired — close your eyes."; Day Phase: The First Day: "It was a long night and werewolves have
prowled through the streets of the town. Everyone wake up and open your eyes."

A call's words where they depend on the night: the Witch's and the Sorcerer's call says only
what is true (whether anybody was attacked, which potions are left); every other call reads its
role's text for the night (Role.call_text, and call_text_later after the first night:
engine/night/plan.py).

Said in the language spoken (notepad/language.py, issue 34): the composed sentences through
gettext, a role's read-aloud text in German where the catalogue has it (Role.call_text_de,
call_text_later_de, end_text_de: the Werwölfe and One Night roles). Ultimate's roles have
none — its rulebook is English only — so their texts stay English in a German game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from notepad.catalog.models import Action, Role
from notepad.catalog.spoken import read_aloud, spoken_name
from notepad.engine.night.victims import attacked_tonight
from notepad.engine.state import GameState
from notepad.language import gettext, mark, ngettext, translated

if TYPE_CHECKING:
    from notepad.engine.night.script import Call

NIGHTFALL = {
    "ultimate": mark("The village falls asleep. Everyone close your eyes."),
    "werwoelfe": mark("It has been a long day and you are getting tired — close your eyes."),
}
FIRST_DAYBREAK = {
    "ultimate": mark("Everyone wakes up and learns that Werewolves have appeared in what was "
                     "once a peaceful little village. Now they must be found and executed."),
    "werwoelfe": mark("It was a long night and werewolves have prowled through the streets of "
                      "the town. Everyone wake up and open your eyes."),
}
# Ultimate, Subsequent Days: "Each morning, the Moderator announces who was eaten"; the
# rulebook gives no words for waking, so the first morning's are shortened.
DAYBREAK = {
    "ultimate": mark("Everyone wakes up."),
    "werwoelfe": FIRST_DAYBREAK["werwoelfe"],
}


def nightfall(state: GameState) -> str:
    """What the moderator says as night falls, before the first call."""
    return translated(NIGHTFALL[state.setup.edition])


def daybreak(state: GameState, night: int) -> str:
    """What the moderator says after the last call of night `night`, before the dead."""
    words = FIRST_DAYBREAK if night == 1 else DAYBREAK
    return translated(words[state.setup.edition])


def called_name(state: GameState, call: Call) -> str:
    """The name of the call's lead role in the language spoken (Call.name is the English)."""
    lead = state.roles.get(call.role)
    return spoken_name(lead, state.setup.edition) if lead is not None else call.name


def call_words(state: GameState, call: Call) -> str:
    """What to read aloud to wake the call's players tonight."""
    lead = state.roles.get(call.role)
    if lead is None or lead.ability.action is not Action.POTIONS:
        return call.say
    return potion_words(state, lead)


def potions_left(state: GameState, role_id: str) -> tuple[bool, bool]:
    left = state.potions.get(role_id, {})
    return left.get("heal", 0) > 0, left.get("kill", 0) > 0


def potion_words(state: GameState, role: Role) -> str:
    """Werwölfe, Witch: "I am showing the Witch the werewolves' victim. The Witch has a healing
    potion. Decide whether you want to save this player or not." … "The Witch also has a
    poison potion. Decide whether you want to poison a player." — each sentence only while it
    holds. Ultimate, Role Cards — Witch: "The Moderator must call the Witch every night and
    ask whether she wants to use her abilities, even if she's already used them"; the victims
    are shown only when there are some. Each sentence is a whole message; they follow one
    another, as the rulebook reads them."""
    heal, kill = potions_left(state, role.id)
    victims = attacked_tonight(state)
    name = spoken_name(role, state.setup.edition)
    wake = read_aloud(role, "call_text") or gettext("{role}, wake up.", role=name)
    if state.setup.edition == "werwoelfe":
        parts = [wake]
        if victims:
            parts.append(gettext("I am showing the {role} the werewolves' victim.", role=name))
            if heal:
                parts.append(gettext("The {role} has a healing potion. Decide whether you want "
                                     "to save this player or not.", role=name))
        if kill:
            parts.append(
                gettext("The {role} also has a poison potion. Decide whether you want to "
                        "poison a player.", role=name) if victims and heal else
                gettext("The {role} has a poison potion. Decide whether you want to poison a "
                        "player.", role=name))
        return " ".join(parts)
    parts = [wake]
    if victims:
        parts.append(ngettext("This player was attacked tonight.",
                              "These players were attacked tonight.", len(victims)))
    parts.append(gettext("Does the {role} want to heal a player, or kill a player?", role=name))
    return " ".join(parts)


# The First Night (Ultimate): "The Werewolves wake up and look around." — they only meet;
# the words that ask for a victim wait for the second night (Subsequent Nights). The Vampires
# choose a victim "like the Werewolves" (Role Cards — Vampire) and meet the same way; a pack
# that chooses a Minion is asked to point at it (Role Cards — Minion: "each team can have its
# own Minion"). One whole sentence for each pack (Role.pack), so that each can be translated.
FIRST_NIGHT_PACK = {
    "werewolves": mark("The Werewolves wake up and look around."),
    "vampires": mark("The Vampires wake up and look around."),
}
FIRST_NIGHT_MINION = {
    "werewolves": mark("Werewolves, point at the player who becomes your Minion."),
    "vampires": mark("Vampires, point at the player who becomes your Minion."),
}
FIRST_NIGHT_PACK_END = {
    "werewolves": mark("The Werewolves fall asleep."),
    "vampires": mark("The Vampires fall asleep."),
}


def _meeting(lead: Role, record: tuple[str, ...]) -> str:
    """The pack (Role.pack) on an Ultimate pack's first night, when they only meet (and may
    choose the Minion); else ""."""
    return lead.pack if record[:1] == ("know",) and lead.pack else ""


def call_say(lead: Role, record: tuple[str, ...], night: int = 1, edition: str = "") -> str:
    """The words that wake the call: the role's text for the first night, or for later nights
    where it has one (Role.call_text_later: the Charm holder passes the Charm, the Werewolves
    choose a victim). `edition` names the role (spoken_name)."""
    if pack := _meeting(lead, record):
        meet = translated(FIRST_NIGHT_PACK[pack])
        return f"{meet} {translated(FIRST_NIGHT_MINION[pack])}" if "minion" in record else meet
    if night > 1 and lead.call_text_later:
        return read_aloud(lead, "call_text_later")
    return read_aloud(lead, "call_text") or gettext("{role}, wake up.",
                                                       role=spoken_name(lead, edition))


def call_end(lead: Role, record: tuple[str, ...], edition: str = "") -> str:
    """The words that send the call back to sleep."""
    if pack := _meeting(lead, record):
        return translated(FIRST_NIGHT_PACK_END[pack])
    return read_aloud(lead, "end_text") or gettext("{role}, close your eyes.",
                                                   role=spoken_name(lead, edition))
