"""The words that open a night and end it, per edition: the moderator reads them before the
first call and at daybreak, before the night's dead are announced (engine/night/dawn.py).

Ultimate, The First Night: "Night begins when the Moderator says: 'The village falls asleep.
Everyone close your eyes.'"; after the last call: "Everyone wakes up and learns that Werewolves
have appeared in what was once a peaceful little village. Now they must be found and
executed." Werwölfe, Night Phase: The First Night: "It has been a long day and you are getting
tired — close your eyes."; Day Phase: The First Day: "It was a long night and werewolves have
prowled through the streets of the town. Everyone wake up and open your eyes."
"""

from __future__ import annotations

from notepad.catalog.models import Role
from notepad.engine.state import GameState

NIGHTFALL = {
    "ultimate": "The village falls asleep. Everyone close your eyes.",
    "werwoelfe": "It has been a long day and you are getting tired — close your eyes.",
}
FIRST_DAYBREAK = {
    "ultimate": "Everyone wakes up and learns that Werewolves have appeared in what was once a "
                "peaceful little village. Now they must be found and executed.",
    "werwoelfe": "It was a long night and werewolves have prowled through the streets of the "
                 "town. Everyone wake up and open your eyes.",
}
# Ultimate, Subsequent Days: "Each morning, the Moderator announces who was eaten"; the
# rulebook gives no words for waking, so the first morning's are shortened.
DAYBREAK = {
    "ultimate": "Everyone wakes up.",
    "werwoelfe": FIRST_DAYBREAK["werwoelfe"],
}


def nightfall(state: GameState) -> str:
    """What the moderator says as night falls, before the first call."""
    return NIGHTFALL[state.setup.edition]


def daybreak(state: GameState, night: int) -> str:
    """What the moderator says after the last call of night `night`, before the dead."""
    words = FIRST_DAYBREAK if night == 1 else DAYBREAK
    return words[state.setup.edition]


# The First Night (Ultimate): "The Werewolves wake up and look around." — they only meet;
# the words that ask for a victim wait for the second night (Subsequent Nights). The Vampires
# choose a victim "like the Werewolves" (Role Cards — Vampire) and meet the same way; a pack
# that chooses a Minion is asked to point at it (Role Cards — Minion: "each team can have its
# own Minion").
FIRST_NIGHT_PACK = "The {pack} wake up and look around."
FIRST_NIGHT_MINION = "{pack}, point at the player who becomes your Minion."
FIRST_NIGHT_PACK_END = "The {pack} fall asleep."


def _meeting(lead: Role, record: tuple[str, ...]) -> str:
    """The pack's name on an Ultimate pack's first night, when they only meet (and may choose
    the Minion); else ""."""
    return lead.pack.capitalize() if record[:1] == ("know",) and lead.pack else ""


def call_say(lead: Role, record: tuple[str, ...]) -> str:
    """The words that wake the call."""
    if pack := _meeting(lead, record):
        minion = f" {FIRST_NIGHT_MINION}" if "minion" in record else ""
        return (FIRST_NIGHT_PACK + minion).format(pack=pack)
    return lead.call_text or f"{lead.name}, wake up."


def call_end(lead: Role, record: tuple[str, ...]) -> str:
    """The words that send the call back to sleep."""
    if pack := _meeting(lead, record):
        return FIRST_NIGHT_PACK_END.format(pack=pack)
    return lead.end_text or f"{lead.name}, close your eyes."
