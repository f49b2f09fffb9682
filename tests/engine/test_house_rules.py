"""The house-rule table (notepad.catalog.house_rules.py) lists every check the validator raises
that a moderator may override, and nothing else; a switched-off rule is not raised."""

from __future__ import annotations

import ast
from pathlib import Path

from engine_helpers import dealt_game, night_to_dawn, rules

from notepad.catalog.house_rules import HOUSE_RULES, HOUSE_RULES_BY_ID, house_rules_for
from notepad.engine import events as ev

ENGINE = Path(__file__).resolve().parents[2] / "notepad" / "engine"


def raised_rules() -> tuple[set[str], set[str]]:
    """(overridable, not overridable) rule ids of every `Violation(…)` in the engine."""
    free, fixed = set(), set()
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Violation"):
                continue
            first = node.args[0] if node.args else None
            if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
                continue
            locked = (len(node.args) >= 5 and isinstance(node.args[4], ast.Constant)
                      and node.args[4].value is False) or any(
                k.arg == "overridable" and isinstance(k.value, ast.Constant)
                and k.value.value is False for k in node.keywords)
            (fixed if locked else free).add(first.value)
    return free, fixed


def test_the_table_is_every_rule_a_moderator_may_override() -> None:
    free, fixed = raised_rules()
    listed = {rule.id for rule in HOUSE_RULES}
    assert len(listed) == len(HOUSE_RULES)
    missing = free - listed
    assert not missing, f"add these to notepad.catalog.house_rules.py: {sorted(missing)}"
    assert not listed - free, f"no longer raised (or not overridable): {sorted(listed - free)}"
    for rule in HOUSE_RULES:
        assert rule.text.endswith(".") and len(rule.text) <= 70, rule


def test_werwoelfe_lists_only_its_own_rules() -> None:
    ids = {rule.id for rule in house_rules_for("werwoelfe")}
    assert "nominated-twice" in ids and "first-night-no-kill" not in ids
    assert "nominated-twice" not in {rule.id for rule in house_rules_for("ultimate")}


def test_a_switched_off_rule_is_not_raised() -> None:
    """Ultimate, Setting Up for Advanced Rules: "The Moderator has the final say"."""
    cards = ["werewolf", "werewolf", "witch", "seer", "villager", "villager", "villager"]
    strict = dealt_game("werwoelfe", cards)
    night_to_dawn(strict)
    strict.record(ev.Nominate(nominee=1, by=[4, 5]))
    strict.record(ev.Vote(nominee=1, execute=[4], spare=[1, 2, 3, 5]))
    assert "nominated-twice" in rules(strict.check(ev.Nominate(nominee=1, by=[4, 5])))
    assert HOUSE_RULES_BY_ID["nominated-twice"].editions == ("werwoelfe",)
    relaxed = dealt_game("werwoelfe", cards, house_rules={"nominated-twice": False})
    night_to_dawn(relaxed)
    relaxed.record(ev.Nominate(nominee=1, by=[4, 5]))
    relaxed.record(ev.Vote(nominee=1, execute=[4], spare=[1, 2, 3, 5]))
    assert relaxed.check(ev.Nominate(nominee=1, by=[4, 5])) == []
