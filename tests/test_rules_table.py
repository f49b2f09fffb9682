"""docs/rules.md, the rule-by-rule table of the two large rulebooks (issue 13), stays true:
every test it names exists, every module it names exists, every row names a test or says why
the rule is the moderator's call, and no row says a rule is still to come."""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TABLE = ROOT / "docs" / "rules.md"
SECTIONS = [
    # Ultimate Werewolf: Ultimate Edition, in the rulebook's order
    "Game Setup", "The First Night", "The First Day", "Subsequent Nights", "Subsequent Days",
    "End of the Game", "Setting Up for Advanced Rules", "Splitting Into Subgroups",
    "Role Reveal", "Role/Werewolf Count Variants", "Accusation and Voting",
    "Daytime Twists: Fateful Dice", "Role Swap", "The Charm", "Simultaneous Play Session",
    "Joke Variants", "Moderator's Guide", "Scenarios and Composing Your Own Scenarios",
    "Role Cards: Villager Team", "Role Cards: Werewolf Team", "Role Cards: Floating Roles",
    "Role Cards: Other Teams", "Role Cards: Other Cards", "Night Call Order",
    # Werwölfe
    "Character Values", "Game Setup and Guidelines for Assembling the Characters",
    "Goal of the Game", "Sequence of Play: the First Night", "Cupid", "Werewolves", "Seer",
    "Witch", "Healer", "Hunter", "Red Riding Hood", "Mayor", "The Gallows",
    "The Further Course of the Game", "Tips for the Moderator",
]
STILL_TO_COME = re.compile(r"\b(not yet|todo|tbd|unimplemented|still to come)\b", re.IGNORECASE)
TEST_REF = re.compile(r"`(tests/[\w/]+\.py)::([\w:]+)`")
MODULE_REF = re.compile(r"`(notepad/[\w/]+\.py)(?:::([\w.]+))?`")
MODERATORS_CALL = "moderator's call"


def rows() -> list[tuple[str, int, list[str]]]:
    """(section, line number, cells) for every table row under a ### heading."""
    out: list[tuple[str, int, list[str]]] = []
    section = ""
    for number, line in enumerate(TABLE.read_text(encoding="utf-8").splitlines(), start=1):
        if line.startswith("### "):
            section = line[4:].strip()
        elif line.startswith("|") and section:
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            if cells[0] in ("Rule", "") or set(cells[0]) <= {"-", ":", " "}:
                continue
            out.append((section, number, cells))
    return out


@cache
def defined_names(path: str) -> set[str]:
    """Every function and class in a file, as `name` and `Class::name`."""
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            names.add(node.name)
        elif isinstance(node, ast.ClassDef):
            names.add(node.name)
            for item in node.body:
                if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef):
                    names.add(f"{node.name}::{item.name}")
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names.update(t.id for t in targets if isinstance(t, ast.Name))
    return names


def test_every_section_of_both_rulebooks_has_rows() -> None:
    """Both rulebooks end to end: each section of the list holds at least one row."""
    filled = {section for section, _, _ in rows()}
    assert [s for s in SECTIONS if s not in filled] == []


def test_every_row_names_a_test_or_a_moderators_call_with_its_reason() -> None:
    bad = []
    for section, number, cells in rows():
        if len(cells) != 3:
            bad.append(f"line {number} ({section}): {len(cells)} cells, not 3")
            continue
        pinned = cells[2]
        if TEST_REF.search(pinned):
            continue
        reason = pinned.lower().partition(MODERATORS_CALL)[2].strip(" :—-")
        if MODERATORS_CALL not in pinned.lower() or len(reason) < 12:
            bad.append(f"line {number} ({section}): neither a test nor a moderator's call "
                       f"with its reason: {pinned!r}")
    assert bad == []


def test_no_row_says_a_rule_is_still_to_come() -> None:
    text = TABLE.read_text(encoding="utf-8")
    assert [m.group(0) for m in STILL_TO_COME.finditer(text)] == []


@pytest.mark.parametrize("kind", ["test", "module"])
def test_every_named_test_and_module_exists(kind: str) -> None:
    missing = []
    for section, number, cells in rows():
        text = " ".join(cells)
        refs = TEST_REF.findall(text) if kind == "test" else MODULE_REF.findall(text)
        for path, name in refs:
            if not (ROOT / path).is_file():
                missing.append(f"line {number} ({section}): no file {path}")
            elif name and name.replace(".", "::") not in defined_names(path):
                missing.append(f"line {number} ({section}): {path} defines no {name}")
    assert missing == []
