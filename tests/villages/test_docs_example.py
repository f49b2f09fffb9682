"""docs/villages.md's worked example, typed exactly as the page gives it: the files replay to
the output the page shows (004, Rule Variants — Simultaneous Play Session)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from notepad.cli import main
from notepad.villages.notebook import Notebook

PAGE = Path(__file__).resolve().parents[2] / "docs" / "villages.md"


def example() -> tuple[dict[str, str], str, str]:
    text = PAGE.read_text(encoding="utf-8")
    section = text[text.index("## A worked example to type by hand"):]
    files = dict(re.findall(r"\*\*([\w./-]+\.jsonl)\*\*\n\n```json\n(.*?)```", section, re.S))
    console = re.search(r"```console\n\$ werewolf-notepad replay camp.jsonl\n(.*?)```",
                        section, re.S)
    transfers = re.search(r"With `--json`, the transfers are:\n\n```json\n(.*?)```", section,
                          re.S)
    assert console is not None and transfers is not None
    return files, console.group(1), transfers.group(1)


def test_the_worked_example_replays_as_the_page_says(tmp_path: Path, capsys,
                                                     monkeypatch) -> None:
    files, printed, transfers = example()
    assert set(files) == {"camp.jsonl", "camp-villages/village-1.jsonl",
                          "camp-villages/village-2.jsonl"}
    for name, body in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(body, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert main(["replay", "camp.jsonl"]) == 0
    assert capsys.readouterr().out == printed
    assert main(["replay", "camp.jsonl", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["transfers"] == json.loads(transfers)
    village_two = data["villages"][1]
    assert village_two["winning_players"] == ["Fay", "Hal", "Ivy", "Jo", "Cai"]
    assert data["warnings"] == [] and all(v["unoverridden"] == [] for v in data["villages"])
    # Opened to go on (as the start screen does), nothing is missing and nothing is added.
    before = {name: (tmp_path / name).read_text() for name in files}
    notebook, warnings = Notebook.open(tmp_path / "camp.jsonl", resume=True)
    assert warnings == [] and notebook.pending() == []
    notebook.close()
    assert {name: (tmp_path / name).read_text() for name in files} == before
