"""Issue 34, the screens before the game in German: the builder's role names (the German one
first), its team column, bands, warnings' title, filter and win-rate words, and the seating
screen's group, rules line and cards; a language chosen at seating reaches the builder behind
it. English is pinned where it was (the snapshots hold the rest)."""

from __future__ import annotations

import pytest
from builder_helpers import make_app, open_builder
from table_helpers import press, terminal_text
from textual.widgets import Input, Select

from notepad.balance.draft import Draft
from notepad.catalog import Edition, load_catalog
from notepad.language import speaking
from notepad.table import builder_words, live_reasons, seating_words
from notepad.table.rule_choices import summary
from notepad.tui.app import NotepadApp
from notepad.tui.widgets.role_table import RoleTable

CATALOG = load_catalog(include_user=False)


@pytest.fixture(autouse=True)
def english_after():
    with speaking("en"):
        yield


def row(table: RoleTable, role_id: str) -> list[str]:
    return [str(cell) for cell in table.get_row(role_id)]


def test_a_werwoelfe_role_is_named_in_german_first_and_english_beside_it():
    cupid = CATALOG.edition_roles(Edition.WERWOELFE)["cupid"]
    assert builder_words.role_row_name(cupid, "werwoelfe", True) == "Cupid (Amor)"
    with speaking("de"):
        assert builder_words.role_row_name(cupid, "werwoelfe", True) == "Amor (Cupid)"
        assert builder_words.role_row_name(cupid, "werwoelfe", False) == "Amor"
        seer = CATALOG.edition_roles(Edition.ULTIMATE)["seer"]
        assert builder_words.role_row_name(seer, "ultimate", True) == "Seer"  # its card


def test_teams_and_bands_are_said_in_german_and_kept_as_ids_in_english():
    assert builder_words.team_column("village") == "village"
    assert builder_words.band_name("balanced") == "balanced"
    with speaking("de"):
        assert builder_words.team_column("village") == "Dorfbewohner"
        assert builder_words.team_column("werewolf") == "Werwölfe"
        assert builder_words.band_name("balanced") == "ausgeglichen"
        assert builder_words.band_name("newcomers") == "für Einsteiger"
        assert builder_words.band_name("+3") == "+3"  # a sum typed stays as typed


def test_the_win_rate_words_in_german():
    assert live_reasons.no_cards() == "no cards yet"
    assert builder_words.estimate_line(0.47, 0.4, 0.54, 200, 3.14) == \
        "Village wins 47% (40%–54%) after 200 games; 3.1 nights"
    with speaking("de"):
        assert live_reasons.no_cards() == "noch keine Karten"
        assert live_reasons.one_night() == "keine bei One Night (es ist nur eine Nacht)"
        assert live_reasons.unplayable("x") == "keine (x)"
        assert builder_words.estimate_line(0.47, 0.4, 0.54, 200, 3.14) == \
            "Das Dorf gewinnt 47% (40%–54%) nach 200 Spielen; 3.1 Nächte"
        assert builder_words.playing(400) == "400 Spiele werden gespielt…"
        assert builder_words.no_estimate_no_cards().startswith("Keine Schätzung: noch keine")


def test_the_rules_line_names_the_reveal_and_the_voting_method_in_german():
    draft = Draft(CATALOG, Edition.ULTIMATE, 12)
    assert summary(draft).startswith("reveal: full · Open vote")
    with speaking("de"):
        assert summary(draft).startswith("Aufdecken: vollständig · Offene Abstimmung")


def test_a_seats_card_and_the_first_group_in_german():
    cupid = CATALOG.edition_roles(Edition.WERWOELFE)["cupid"]
    assert seating_words.first_group() == "my group"
    assert seating_words.card_name(cupid, "cupid", "werwoelfe", True) == "Cupid + Charm"
    with speaking("de"):
        assert seating_words.first_group() == "meine Gruppe"
        assert seating_words.card_name(cupid, "cupid", "werwoelfe", False) == "Amor"
        seer = CATALOG.edition_roles(Edition.ULTIMATE)["seer"]
        assert seating_words.card_name(seer, "seer", "ultimate", True) == "Seer + Charm"


async def test_the_german_builder_shows_german_names_teams_bands_and_titles(tmp_path):
    app = NotepadApp(catalog=CATALOG, home=tmp_path, language="de")
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_builder(pilot)
        await press(pilot, "e")  # Werwölfe
        table = screen.query_one(RoleTable)
        assert row(table, "cupid")[:2] == ["Amor (Cupid)", "Dorfbewohner"]
        assert row(table, "werewolf")[1] == "Werwölfe"
        text = terminal_text(pilot.app)
        assert "Warnungen" in text and "Warnings" not in text
        assert "(Ziel:" in text and "ausgeglichen)" in text
        assert screen.query_one("#filter", Input).placeholder.startswith("/ Filter:")
        options = [str(label) for label, _ in screen.query_one("#target", Select)._options]
        assert "für Einsteiger" in options and "newcomers" not in options


async def test_deutsch_chosen_at_seating_reaches_the_builder_behind_it(tmp_path):
    async with make_app(tmp_path).run_test(size=(120, 40)) as pilot:
        screen = await open_builder(pilot)
        await press(pilot, "e")  # Werwölfe
        assert row(screen.query_one(RoleTable), "cupid")[:2] == ["Cupid (Amor)", "village"]
        await press(pilot, "ctrl+n")
        seating = pilot.app.screen
        assert seating.query_one("#group", Input).value == "my group"
        seating.query_one("#language", Select).value = "de"
        await pilot.pause()
        assert "Aufdecken: vollständig" in terminal_text(pilot.app)
        await press(pilot, "escape")
        assert pilot.app.screen is screen
        table = screen.query_one(RoleTable)
        assert row(table, "cupid")[:2] == ["Amor (Cupid)", "Dorfbewohner"]
        assert [str(c.label) for c in table.ordered_columns][0] == "Rolle"
        text = terminal_text(pilot.app)
        assert "Warnungen" in text and "Spieler" in text


async def test_the_first_groups_name_follows_the_language_chosen_at_seating(tmp_path):
    async with make_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await open_builder(pilot)
        await press(pilot, "ctrl+n")
        seating = pilot.app.screen
        seating.query_one("#language", Select).value = "de"
        await pilot.pause()
        assert seating.query_one("#group", Input).value == "meine Gruppe"


def test_a_werwoelfe_warning_names_the_role_in_german():
    from notepad.balance.core import RoleSet, assess

    role_set = RoleSet(Edition.WERWOELFE, 12, {"seer": 2, "werewolf": 3, "villager": 7}, [])
    english = [w.message for w in assess(role_set, CATALOG).warnings]
    assert any("Seer" in m for m in english)
    with speaking("de"):
        german = [w.message for w in assess(role_set, CATALOG).warnings]
    assert any("Seherin" in m for m in german) and not any("Seer" in m for m in german)


def test_the_suggestions_dialog_in_german():
    assert builder_words.suggestion_cards(12, 0) == "12 cards, sum +0"
    assert builder_words.suggestion_rate(0.5) == "village wins 50%"
    with speaking("de"):
        assert builder_words.suggestion_heading(2) == "[b]Vorschlag 2[/b]"
        assert builder_words.suggestion_cards(12, None) == "12 Karten"
        assert builder_words.suggestion_rate(0.5) == "Dorf gewinnt 50%"


def test_the_rules_screens_rows_of_a_werwoelfe_game_in_german():
    from notepad.table.rule_choices import rows

    draft = Draft(CATALOG, Edition.WERWOELFE, 12)
    english = {row.key: row for row in rows(draft)}
    assert english["house:acts-twice"].text == "A role acts once a night."
    with speaking("de"):
        german = {row.key: row for row in rows(draft)}
    assert german["house:acts-twice"].text == "Eine Rolle handelt einmal pro Nacht."
    assert german["variant:reveal-full"].group == "Aufdecken der Rolle"
    assert german["voting:open"].text.startswith("Offene Abstimmung: Anklagen")
    with speaking("de"):
        ultimate = {row.key: row for row in rows(Draft(CATALOG, Edition.ULTIMATE, 12))}
    assert ultimate["variant:charm"].group == "Der Charm"
    assert ultimate["house:hunt-called-off"].text == \
        "Nach einer Minute wird die Jagd des Rudels abgebrochen."
