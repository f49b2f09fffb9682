"""Issue 34: the One Night Game Master's script in German when German is spoken — each role's
German words from roles/onenight.toml (Role.call_text_de, end_text_de) and the sheet's own
words through gettext; English unchanged."""

from __future__ import annotations

from notepad.catalog import Edition, load_catalog
from notepad.language import speaking
from notepad.onenight.script import night_script

KNOWN = load_catalog(include_user=False).edition_roles(Edition.ONENIGHT)
ROLES = {"werewolf": 2, "seer": 1, "robber": 1, "renfield": 1, "vampire": 1, "villager": 1,
         "dream_wolf": 1}


def said(steps):
    return {step.title: [part.say for part in step.parts] for step in steps}


def test_every_waking_one_night_role_has_its_german_words():
    waking = [role for role in KNOWN.values() if role.call_text]
    assert [r.id for r in waking if not r.call_text_de] == []
    assert [r.id for r in waking if r.end_text and not r.end_text_de] == []


def test_the_script_reads_german_when_german_is_spoken():
    with speaking("de"):
        steps = said(night_script(ROLES, KNOWN))
    assert steps["Beginn"] == ["Jetzt schließt ihr alle die Augen."]
    seer = next(parts for title, parts in steps.items() if title.endswith(" Seherin"))
    assert seer == ["Seherin, erwache. Du darfst dir entweder die Karte eines Mitspielers oder "
                    "zwei Karten in der Mitte ansehen.", "Seherin, schließe die Augen."]
    robber = next(parts for title, parts in steps.items() if title.endswith(" Räuber"))
    assert robber[0].startswith("Räuber, erwache.")
    # Renfield's three parts, split at the waits as in English.
    renfield = next(parts for title, parts in steps.items() if title.endswith(" Renfield"))
    assert len(renfield) == 3 and renfield[1].startswith("Renfield, erwache")
    wolves = next(parts for title, parts in steps.items() if title.endswith(" Werwölfe"))
    assert wolves[0].startswith("Alle Werwölfe außer dem Traumwolf")
    assert steps["Abstimmung"] == ["Bei 3 zeigen alle auf einen Mitspieler. 1, 2, 3!"]


def test_the_same_script_in_english_is_unchanged():
    steps = said(night_script(ROLES, KNOWN))
    assert steps["Start"] == ["Now all of you close your eyes."]
    seer = next(parts for title, parts in steps.items() if title.endswith(" Seer"))
    assert seer == [KNOWN["seer"].call_text, KNOWN["seer"].end_text]
    assert steps["Vote"] == ["On 3 everybody points at a fellow player. 1, 2, 3!"]
