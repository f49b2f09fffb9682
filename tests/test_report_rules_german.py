"""Issue 34: the report's rules line and its notepad's variant lines in German when the game
is German — the reveal (Ultimate, Rule Variants — Role Reveal), the voting method (Rule
Variants — Accusation and Voting) and every variant said in words, not by the ids of the
session log's header; an English report names them by id as before."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "engine"))

from engine_helpers import dealt_game  # noqa: E402

from notepad.table.report import report_html, report_markdown  # noqa: E402

CARDS = ["werewolf", "seer", "villager", "villager", "villager"]


def game(language: str):
    played = dealt_game("ultimate", CARDS, ["fateful-dice", "reveal-team"], voting="secret-ballot")
    played.language = language
    return played


def test_every_reveal_voting_method_and_variant_has_its_words():
    from notepad.catalog.variants import ID_WORDS, VARIANT_TABLE, VARIANT_WORDS, VOTING_METHODS

    assert {v.id for v in VARIANT_TABLE} == set(VARIANT_WORDS)
    assert {v.id for v in VARIANT_TABLE if v.group == "Role reveal"} | {
        m.id for m in VOTING_METHODS} == set(ID_WORDS)


def test_the_rules_line_and_the_variants_are_said_in_german():
    german = game("de")
    page, text = report_html(german), report_markdown(german)
    for said in (page, text):
        assert "Aufdecken: Team, Abstimmung: geheime Abstimmung" in said
        assert ("Regelvarianten: Fateful Dice: Zwei nachts geworfene Würfel bestimmen eine "
                "Wendung für den nächsten Tag.; Nur das Team aufdecken: Es wird nur das Team des "
                "toten Spielers verkündet.") in said
        assert "secret-ballot" not in said and "reveal-team" not in said


def test_the_same_report_in_english_names_the_ids_as_before():
    text = report_markdown(game("en"))
    assert "reveal: team, voting: secret-ballot" in text
    assert ("Rule variants: fateful-dice: Two dice rolled at night set a twist for the next "
            "day.; reveal-team: Only the dead player's team is announced.") in text
