"""JSON schemas of the role and scenario files, written to docs/schema/.

Run `python -m notepad.catalog.schema` after changing the models; a test checks that the
files in docs/ match the models.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from pydantic import BaseModel

from notepad.catalog.file_models import RoleFile, Scenario

SCHEMAS: dict[str, tuple[type[BaseModel], str]] = {
    "roles.schema.json": (RoleFile, "A roles/<edition>.toml file of werewolf-notepad"),
    "scenario.schema.json": (Scenario, "A scenarios/<edition>/<id>.toml file of werewolf-notepad"),
}


def schema_texts() -> dict[str, str]:
    texts = {}
    for name, (model, title) in SCHEMAS.items():
        schema = model.model_json_schema()
        schema["title"] = title
        texts[name] = json.dumps(schema, indent=2, ensure_ascii=False) + "\n"
    return texts


def write(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in schema_texts().items():
        (folder / name).write_text(text, encoding="utf-8")


if __name__ == "__main__":
    write(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/schema"))
