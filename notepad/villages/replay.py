"""`werewolf-notepad replay NOTEBOOK`: every village as `replay` gives it for one log, and
every transfer with when it was made and when it took effect."""

from __future__ import annotations

from typing import Any

from notepad.engine.log.replay import Unoverridden, summary
from notepad.villages.notebook import Notebook


def notebook_summary(notebook: Notebook,
                     audit: dict[int, list[Unoverridden]] | None = None) -> dict[str, Any]:
    villages = []
    for village in notebook.villages:
        data: dict[str, Any] = {"village": village.number, "name": village.name,
                                **summary(village.game)}
        if audit is not None:
            data["unoverridden"] = [f.as_dict() for f in audit.get(village.number, [])]
        villages.append(data)
    transfers = [
        {"player": t.player, "from": t.source, "to": t.target, "when": t.line.when,
         "arrived": notebook.arrived(t)}
        for t in notebook.transfers if not t.cancelled
    ]
    return {"villages": villages, "transfers": transfers}
