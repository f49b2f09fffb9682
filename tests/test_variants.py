"""The one table of variants (notepad/catalog/variants.py) that the setup screen, scenarios and
session logs all name."""

from notepad.catalog.models import OPTIONAL_RULES, REVEAL_VARIANTS, VARIANTS
from notepad.catalog.variants import (
    EXCLUSIVE_GROUPS,
    GROUPS,
    VARIANT_TABLE,
    variants_for,
    voting_methods_for,
)
from notepad.engine.setup import VOTING


def test_every_variant_has_a_line_a_source_and_a_known_group() -> None:
    ids = [v.id for v in VARIANT_TABLE]
    assert len(ids) == len(set(ids))
    for variant in VARIANT_TABLE:
        assert variant.group in GROUPS, variant
        assert variant.text.endswith(".") and len(variant.text) <= 90, variant
        assert variant.source.startswith(("Ultimate,", "Werwölfe,")), variant


def test_the_catalogue_and_engine_names_come_from_the_table() -> None:
    assert set(VARIANTS) == {v.id for v in VARIANT_TABLE}
    assert set(REVEAL_VARIANTS) == {v.id for v in VARIANT_TABLE if v.group in EXCLUSIVE_GROUPS}
    assert set(OPTIONAL_RULES) <= set(VARIANTS)
    assert {m.id for m in voting_methods_for("ultimate")} == set(VOTING)


def test_werwoelfe_offers_no_ultimate_variant() -> None:
    """Werwölfe's rulebook has one reveal (the card is shown, The Further Course of the Game),
    one way to vote (The Gallows) and one variant, the elected Mayor (All Characters at a
    Glance — Mayor: "Variant: Many groups award the Mayor card … by majority decision")."""
    assert [v.id for v in variants_for("werwoelfe")] == ["reveal-full", "elected-mayor"]
    assert [m.id for m in voting_methods_for("werwoelfe")] == ["open"]
