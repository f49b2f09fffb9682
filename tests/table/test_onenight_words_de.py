"""Issue 34: the One Night step-through's and final table's words in German when German is
spoken (notepad/table/onenight/cues.py, entry.py), English unchanged."""

from __future__ import annotations

from notepad.language import speaking
from notepad.table.onenight.cues import discussion_text
from notepad.table.onenight.entry import FinalTable, default_names, names_refusal


def test_the_discussion_is_called_in_german_with_plural_forms():
    with speaking("de"):
        assert discussion_text(180) == "Diskutiert jetzt: ihr habt 3 Minuten. Dann stimmen wir ab."
        # "eine Minute", not "1 Minute": espeak-ng's German voice reads the digit "eins".
        assert discussion_text(60) == "Diskutiert jetzt: ihr habt eine Minute. Dann stimmen wir ab."
        assert discussion_text(150) == ("Diskutiert jetzt: ihr habt 2 Minuten 30 Sekunden. "
                                        "Dann stimmen wir ab.")
        assert discussion_text(45) == "Diskutiert jetzt: ihr habt 45 Sekunden. Dann stimmen wir ab."
    assert discussion_text(60) == "Discuss now: you have 1 minute. Then we vote."
    assert discussion_text(45) == "Discuss now: you have 45 seconds. Then we vote."


def test_the_final_tables_questions_in_german():
    with speaking("de"):
        assert default_names(2) == ["Spieler 1", "Spieler 2"]
        final = FinalTable.for_set({"werewolf": 2, "seer": 1, "villager": 3}, 3,
                                   uses_tokens=False)
        assert final.missing()[:2] == ["1 Spieler 1: welche Karte liegt vor ihm?",
                                       "1 Spieler 1: auf wen hat er gezeigt?"]
        assert names_refusal(["Ann", "Bo", "Ann"], 3) == (
            "'Ann' steht in den Zeilen 1 und 3: gib jedem Spieler einen anderen Namen.")
    assert names_refusal(["Ann", "Bo", "Ann"], 3) == (
        "'Ann' is on lines 1 and 3: give each player a different name.")
    assert default_names(1) == ["Player 1"]
