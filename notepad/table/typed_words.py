"""The words a moderator types, in English and in German (issue 34): each German form beside
the English one it stands for.

Both are accepted always, whatever language is spoken: a German moderator who learned
`heal 4` from a friend keeps typing it, an English one never trips over a German word, and a
game resumed in the other language reads its typed forms alike. So no German word may mean
another English command (tests/table/test_typed_words.py holds that). Umlauts may be typed as
such or as `ae`/`oe`/`ue` (`töte`, `toete`), and `ß` as `ss`: a keyboard without them is
common at a table.

The German words are short and the ones a German moderator would say: `heile 4 töte 7` (or
`gift 7`) for the Witch's potions, `a 9-3` (Abstimmung) for a vote, `klage 4 von 7 9` to
accuse, `würfel 3 4` for the Fateful Dice. docs/commands.md lists them all.
"""

from __future__ import annotations

import re

UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"})


def plain(word: str) -> str:
    """`word` as the tables below hold it: lower case, umlauts written out."""
    return word.strip().lower().translate(UMLAUTS)


def _table(forms: dict[str, tuple[str, ...]]) -> dict[str, str]:
    """Every typed form (in its `plain` spelling) → the English word it stands for. A form
    that would stand for two words is a mistake of this table, found when it is imported."""
    table: dict[str, str] = {}
    for english, more in forms.items():
        for form in (english, *more):
            if table.setdefault(plain(form), english) != english:
                raise ValueError(f"'{form}' would stand for both {table[plain(form)]} and "
                                 f"{english}")
    return table


# The day's commands, and the ones typed at any time or before the first night.
VERBS = _table({
    "n": ("nominate", "accuse", "klage", "anklage", "anklagen"),
    "v": ("vote", "a", "abst", "abstimmung"),
    "dd": ("double", "doppel"),
    "ballot": ("zettel", "wahlzettel"),
    "snap": (),
    "vouch": ("buerge", "buergen"),
    "shoot": ("shot", "schiess", "schiesse", "schuss"),
    "martyr": ("maertyrer",),
    "mayor": ("bm", "buergermeister"),
    "timer": ("zeit",),
    "dice": ("wuerfel",),
    "masons": ("mason", "freimaurer"),
    "death": ("tod",),
    "end": ("ende",),
    "swap": ("tausch", "tausche"),
})


def verb(word: str) -> str:
    """The English command `word` stands for, or `word` itself (in lower case)."""
    return VERBS.get(plain(word), word.strip().lower())


# What a vote's per-voter form and the Mayor's way are typed with: `x 1 2 s 3` or, in German,
# `h 1 2 v 3` (hinrichten, verschonen).
EXECUTE = frozenset({"x", "h"})
SPARE = frozenset({"s", "v"})
MAYOR = frozenset({"mayor", "m", "bm", "buergermeister"})
MAYOR_WAYS = _table({"execute": ("x", "up", "h", "hinrichten", "ja"),
                     "spare": ("s", "down", "v", "verschonen", "nein")})


def accused_by(rest: str) -> tuple[str, str]:
    """'4 by 7 9' (or '4 von 7 9', of "klage 4 von 7 9"): the accused, and who accused and
    seconded ("" when nobody is named)."""
    for by in (" by ", " von "):
        nominee, found, accusers = rest.partition(by)
        if found:
            return nominee, accusers
    return rest, ""


# The Martyr's answer; the Trouble Maker's nod (or not).
YES = frozenset({"y", "yes", "j", "ja"})
NO = frozenset({"n", "no", "nein"})
NOD = YES | {"nod", "nicken", "nickt"}
NO_NOD = NO | {"-"}
# The Charm refused; the Hunter's shot into the air.
REFUSED = frozenset({"refuse", "refused", "none", "-", "ablehnen", "abgelehnt", "niemand"})
AIR = frozenset({"air", "none", "-", "", "luft", "niemand"})
RANDOM = frozenset({"random", "zufall", "zufaellig"})

# The Witch's potions: heal, and kill (poison). The German `g` (Gift) and `t` (töte) beside
# the English `h`, `k`, `p`; `h` is `heile` too.
HEAL = frozenset({"heal", "h", "heile", "heil", "heilen"})
KILL = frozenset({"kill", "k", "poison", "p", "gift", "g", "toete", "toeten", "t"})
# Found in the text as typed (a name after the verb keeps its umlauts: "heile jü" is
# Jürgen), longest first and each a whole word: "heile 4" is not "h" and "eile 4".
_POTION_VERBS = "|".join(sorted(HEAL | KILL | {"töte", "töten"}, key=len, reverse=True))
POTION_WORDS = re.compile(rf"\b({_POTION_VERBS})\s+([^\s,;]+)")

DEATH_KINDS = _table({"masons": ("mason", "freimaurer", "maurer"),
                      "left": ("leaves", "weg", "gegangen"),
                      "other": ("anders", "sonst")})
TEAMS = _table({
    "village": ("villagers", "villager", "dorf", "dorfbewohner"),
    "werewolf": ("werewolves", "wolves", "werwolf", "werwoelfe", "woelfe"),
    "vampire": ("vampires", "vampir"),
    "lovers": ("verliebte", "verliebten"),
    "cult": ("kult",),
    "tanner": ("gerber",),
    "bandit": (),
    "lone_wolf": ("lone-wolf",),
})

# A move between villages: "m 4 2", "m ann to 3", "banish 4 to village 2"; in German
# "m 4 nach 2", "verbanne 4 nach dorf 2".
MOVE_VERBS = frozenset({"m", "move", "banish", "verbanne", "zieh"})
MOVE_FILLERS = frozenset({"to", "village", "nach", "dorf"})

# An event's typed form (table/correcting.py typed_form) as a German moderator types it, word
# for word: the change dialog of a German game starts from "heile 4 töte 7", "a 9-3".
IN_GERMAN = {"heal": "heile", "kill": "töte", "refuse": "ablehnen", "yes": "ja", "no": "nein",
             "dice": "würfel", "swap": "tausch", "n": "klage", "by": "von", "v": "a", "x": "h",
             "s": "v", "dd": "doppel", "ballot": "zettel", "vouch": "bürge", "shoot": "schuss",
             "air": "luft", "martyr": "märtyrer", "mayor": "bm", "timer": "zeit"}


def in_german(form: str) -> str:
    """A typed form's words in German (seats, totals and a Ghost's capital letter as they
    are)."""
    return " ".join(IN_GERMAN.get(word, word) for word in form.split(" "))
