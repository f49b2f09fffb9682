"""docs/schema/ holds the JSON schema of each file kind, in step with the models."""

from __future__ import annotations

from pathlib import Path

from notepad.catalog.schema import schema_texts

DOCS = Path(__file__).parent.parent / "docs" / "schema"


def test_schemas_are_up_to_date():
    for name, text in schema_texts().items():
        assert (DOCS / name).read_text(encoding="utf-8") == text, (
            f"docs/schema/{name} is stale: run `python -m notepad.catalog.schema`"
        )
