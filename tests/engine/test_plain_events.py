"""The plain records (notepad/engine/records.py, issue 14) and their pydantic file models: the
events, the game's setup and the correction. The program uses the records; a log is read into
them without pydantic (test_log_reader.py). They must have the models' fields, in the models'
order, with the same required fields, defaults and bounds, behave as the models did (frozen,
compared by value, pickled), and be written to the log byte for byte as the models were."""

from __future__ import annotations

import copy
import pickle
from typing import Any

import annotated_types
import pytest

from notepad.engine import events as ev
from notepad.engine.corrections import file_model as checked_correction
from notepad.engine.corrections import model as plain_correction
from notepad.engine.events import file_models as checked_events
from notepad.engine.events.file_models import setup as setup_model
from notepad.engine.log.lines import line_bytes
from notepad.engine.records import Record, to_plain
from notepad.engine.setup import GameSetup, Seat

PAIRS: list[tuple[type, type]] = [
    *((ev.EVENT_TYPES[kind], getattr(checked_events, cls.__name__))
      for kind, cls in ev.EVENT_TYPES.items()),
    (ev.Override, checked_events.Override), (ev.Marks, checked_events.Marks),
    (GameSetup, setup_model.GameSetup), (Seat, setup_model.Seat),
    (plain_correction.Kept, checked_correction.Kept),
    (plain_correction.Correction, checked_correction.Correction),
]
BOUNDS = {annotated_types.Ge: "ge", annotated_types.Gt: "gt", annotated_types.Le: "le",
          annotated_types.MinLen: "min_length", annotated_types.MaxLen: "max_length"}


def typed(value: Any) -> Any:
    """A value with the type of every leaf kept (1, 1.0 and True are equal in Python)."""
    if isinstance(value, Record):
        return (type(value).__name__, [(n, typed(getattr(value, n))) for n in value._names])
    if hasattr(type(value), "model_fields"):  # a pydantic model
        return (type(value).__name__, [(n, typed(getattr(value, n)))
                                       for n in type(value).model_fields])
    if isinstance(value, dict):
        return ("dict", [(typed(k), typed(v)) for k, v in value.items()])
    if isinstance(value, list | tuple):
        return (type(value).__name__, [typed(item) for item in value])
    return (type(value).__name__, value)


def test_every_event_type_has_a_record_and_a_model() -> None:
    assert len(ev.EVENT_TYPES) == 34
    models = {m.model_fields["type"].default for m in checked_events.get_args(
        checked_events.get_args(checked_events.Event)[0])}
    assert set(ev.EVENT_TYPES) == models


@pytest.mark.parametrize(("plain", "model"), PAIRS, ids=[p.__name__ for p, _ in PAIRS])
def test_each_record_has_its_models_fields_defaults_and_bounds(plain: type, model: type) -> None:
    """Same names, in the same order, the same required fields, defaults and bounds."""
    assert plain.__name__ == model.__name__
    assert tuple(plain.model_fields) == tuple(model.model_fields)
    for name, spec in model.model_fields.items():
        mine = plain.model_fields[name]
        assert mine.required == spec.is_required(), name
        if not spec.is_required():
            made = mine.factory() if mine.factory is not None else mine.default
            assert typed(made) == typed(spec.get_default(call_default_factory=True)), name
        bounds = {BOUNDS[type(m)]: getattr(m, BOUNDS[type(m)]) for m in spec.metadata
                  if type(m) in BOUNDS}
        assert mine.bounds == bounds, name


def test_a_record_is_frozen_slotted_compared_by_value_and_pickled() -> None:
    assert ev.MayorElected(target=1) != 1 and ev.RandomFool(target=1) != ev.Vouch(by=1, target=1)
    kill = ev.PackKill(targets=[5], override=ev.Override(reason="why", rules=["r"]))
    assert kill == ev.PackKill(targets=[5], override=ev.Override(reason="why", rules=["r"]))
    assert kill != ev.PackKill(targets=[6]) and kill != ev.Passed(role="werewolf")
    with pytest.raises(AttributeError):
        kill.targets = [6]  # type: ignore[misc]
    assert not hasattr(kill, "__dict__")
    assert pickle.loads(pickle.dumps(kill)) == kill
    assert copy.deepcopy(kill) == kill and copy.deepcopy(kill).targets is not kill.targets
    assert hash(ev.Dawn()) == hash(ev.Dawn())
    assert kill.model_copy(update={"elapsed": 3.0}).elapsed == 3.0 and kill.elapsed is None
    assert repr(ev.Potions(kill=5)) == repr(checked_events.Potions(kill=5))
    assert ev.Potions(kill=5).kill == 5 and ev.Nominate(nominee=2).by == []
    assert ev.Nominate(nominee=2).by is not ev.Nominate(nominee=3).by


def sample(annotation: str, spec: Any) -> Any:
    """A JSON value of the field's type that its bounds allow."""
    text = annotation.removesuffix(" | None")
    if text.startswith("Literal["):
        return text.split('"')[1] if '"' in text else text.split("'")[1]
    size = spec.bounds.get("min_length", 2) if spec else 2
    values: dict[str, Any] = {
        "int": spec.bounds.get("ge", spec.bounds.get("gt", 0) + 1) + 2 if spec else 3,
        "str": "A" * size if spec and spec.bounds.get("max_length") == 1 else "seer",
        "bool": True, "float": 12.5, "list[int]": [1, 2][:size] if size <= 2 else [1] * size,
        "list[str]": ["village", "seer"], "dict[int, int]": {"1": 2, "3": 4},
        "dict[str, int]": {"heal": 1}, "Override": {"reason": "why", "rules": ["r"]},
        "Marks": {"lover": 2, "lover_name": "Ann", "cultist": True, "potions": {"heal": 1},
                  "uses": 1, "doomed": "bite", "elder_night": 2, "copies": "Bo"},
    }
    return values[text]


def full_lines() -> list[dict[str, Any]]:
    """One line per event type with every field set, and one with only the required ones."""
    lines = []
    for kind, cls in ev.EVENT_TYPES.items():
        full = {name: sample(spec.annotation, spec) for name, spec in cls.model_fields.items()}
        full["type"] = kind
        lines.append(full)
        lines.append({"type": kind, **{name: full[name] for name, spec in
                                       cls.model_fields.items() if spec.required}})
    return lines


@pytest.mark.parametrize("line", full_lines(), ids=lambda line: f"{line['type']}-{len(line)}")
def test_an_event_is_written_byte_for_byte_as_its_model_wrote_it(line: dict[str, Any]) -> None:
    """The log's writer (event_to_json, line_bytes) gives the pydantic model's line."""
    model = checked_events.EVENT_ADAPTER.validate_python(line)
    plain = to_plain(model)
    assert typed(plain) == typed(model)
    dumped = model.model_dump(mode="json", exclude_none=True)
    expected = {"type": dumped.pop("type"), **dumped}
    assert ev.event_to_json(plain) == expected
    assert line_bytes(ev.event_to_json(plain)) == line_bytes(expected)
    assert plain.model_dump() == model.model_dump()
    assert plain.model_dump_json() == model.model_dump_json()
    assert ev.EVENT_ADAPTER.validate_python(line) == plain


def test_the_setup_is_written_as_its_model_wrote_it() -> None:
    fields = dict(edition="ultimate", scenario="x", roles={"werewolf": 1, "seer": 1,
                                                            "villager": 1},
                  players=[{"seat": 1, "name": "Ann"}, {"seat": 2, "name": "Bo"},
                           {"seat": 3, "name": "Cy"}],
                  variants=["role-swap"], house_rules={"no-repeat": False}, seed=-5,
                  role_swaps=[("werewolf", "seer")])
    model = setup_model.GameSetup.model_validate(fields)
    plain = GameSetup(**fields)
    assert typed(plain) == typed(model) == typed(to_plain(model))
    assert plain.model_dump(mode="json") == model.model_dump(mode="json")
    assert plain.model_dump() == model.model_dump()


def test_a_setup_made_by_hand_is_checked_with_the_models_words() -> None:
    """GameSetup(…) and Seat(…) are checked as the pydantic models checked them."""
    from pydantic import ValidationError

    with pytest.raises(ValidationError, match="the same name"):
        GameSetup(edition="ultimate", roles={"seer": 2},
                  players=[Seat(seat=1, name="Ann"), Seat(seat=2, name="Ann")])
    with pytest.raises(ValidationError, match="greater than or equal to 1"):
        Seat(seat=0, name="Ann")
    with pytest.raises(ValidationError, match="needs the new 'event'"):
        plain_correction.Correction(action="change", at=2, reason="why",
                                    original=ev.Dawn())


def test_a_vote_typed_at_the_table_is_checked_by_the_model() -> None:
    """`ev.Vote.model_validate` (the day's `v 9-3`) checks as pydantic did."""
    from pydantic import ValidationError

    vote = ev.Vote.model_validate({"nominee": 3, "execute_total": 9, "spare_total": 3})
    assert type(vote) is ev.Vote and vote.execute_total == 9
    with pytest.raises(ValidationError, match="greater than or equal to 0"):
        ev.Vote.model_validate({"nominee": 3, "execute_total": -1})
