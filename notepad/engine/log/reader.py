"""The fast reader of a session log's lines: a line's JSON object (and the header's setup) made
into the plain records without pydantic, when it is sure to be valid (issue 14).

It takes only what it is sure the pydantic model (events/file_models/, events/file_models/setup.py,
corrections/file_model.py) takes unchanged: exactly JSON's types (a bool is no int, an int no
float), the known keys, every required field, and the bounds of each field (ge, gt, le,
min_length, max_length), read from the plain record's own field specs; the setup's and a
correction's own checks run too (setup.inconsistency, corrections.model.mismatch). On anything
else it answers NOT_SURE, and the caller asks the pydantic model, which either takes the line
(a string for a number, say) or raises the error message a bad line has always had.
tests/engine/test_log_reader.py holds the two readers equal, on every event kind and on lines
that are nearly right.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from typing import Any

from notepad.engine.corrections.model import Correction, mismatch
from notepad.engine.events import EVENT_TYPES
from notepad.engine.records import FieldSpec, Record
from notepad.engine.setup import GameSetup, inconsistency

NOT_SURE: Any = object()
Check = Callable[[Any], Any]
# What pydantic's int surely holds: well within 64 bits.
BIG = 2**62
# A dict key that is surely an int to pydantic: plain decimal digits, no sign on a zero.
_INT_KEY = re.compile(r"0|-?[1-9][0-9]{0,17}")


def _int(value: Any) -> Any:
    return value if type(value) is int and -BIG < value < BIG else NOT_SURE


def _str(value: Any) -> Any:
    return value if type(value) is str else NOT_SURE


def _bool(value: Any) -> Any:
    return value if type(value) is bool else NOT_SURE


def _float(value: Any) -> Any:
    return value if type(value) is float and math.isfinite(value) else NOT_SURE


def _int_key(value: Any) -> Any:
    return int(value) if type(value) is str and _INT_KEY.fullmatch(value) else NOT_SURE


SIMPLE: dict[str, Check] = {"int": _int, "str": _str, "bool": _bool, "float": _float}


def _optional(check: Check) -> Check:
    def optional(value: Any) -> Any:
        return None if value is None else check(value)
    return optional


def _literal(words: frozenset[str]) -> Check:
    def literal(value: Any) -> Any:
        return value if type(value) is str and value in words else NOT_SURE
    return literal


def _list(item: Check) -> Check:
    def items(value: Any) -> Any:
        if type(value) is not list:
            return NOT_SURE
        out = [item(v) for v in value]
        return NOT_SURE if NOT_SURE in out else out
    return items


def _pair(first: Check, second: Check) -> Check:
    def pair(value: Any) -> Any:
        if type(value) is not list or len(value) != 2:
            return NOT_SURE
        out = (first(value[0]), second(value[1]))
        return NOT_SURE if NOT_SURE in out else out
    return pair


def _dict(key: Check, item: Check) -> Check:
    def mapping(value: Any) -> Any:
        if type(value) is not dict:
            return NOT_SURE
        out = {key(k): item(v) for k, v in value.items()}
        if len(out) != len(value) or NOT_SURE in out or NOT_SURE in out.values():
            return NOT_SURE
        return out
    return mapping


def _nested(name: str) -> Check:
    def nested(value: Any) -> Any:
        if name == "Event":
            return read_event(value)
        from notepad.engine.records import _PLAIN

        return read_record(_PLAIN[name], value)
    return nested


def _split(text: str) -> list[str]:
    """`a, b[c, d], e` → ['a', 'b[c, d]', 'e']: the arguments of a generic, at top level."""
    parts, depth, start = [], 0, 0
    for i, char in enumerate(text):
        depth += (char == "[") - (char == "]")
        if char == "," and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    parts.append(text[start:].strip())
    return parts


def check_of(annotation: str) -> Check:
    """The check of a field's annotation, as the record's class writes it."""
    text = annotation.strip()
    if text.endswith("| None"):
        return _optional(check_of(text.removesuffix("| None")))
    if text in SIMPLE:
        return SIMPLE[text]
    head, _, rest = text.partition("[")
    args = _split(rest.removesuffix("]")) if rest else []
    if head == "Literal":
        return _literal(frozenset(arg.strip("\"'") for arg in args))
    if head == "list":
        return _list(check_of(args[0]))
    if head == "tuple" and len(args) == 2:
        return _pair(check_of(args[0]), check_of(args[1]))
    if head == "dict":
        return _dict(_int_key if args[0] == "int" else check_of(args[0]), check_of(args[1]))
    if text[:1].isupper() and not rest:
        return _nested(text)
    raise TypeError(f"the fast reader has no check for {annotation!r}")


def _bounded(check: Check, spec: FieldSpec) -> Check:
    bounds = spec.bounds
    if not bounds:
        return check
    low, above, high = bounds.get("ge"), bounds.get("gt"), bounds.get("le")
    shortest, longest = bounds.get("min_length"), bounds.get("max_length")

    def bounded(value: Any) -> Any:
        value = check(value)
        if value is NOT_SURE or value is None:
            return value
        if isinstance(value, int | float):
            if (low is not None and value < low) or (above is not None and value <= above) \
                    or (high is not None and value > high):
                return NOT_SURE
        elif (shortest is not None and len(value) < shortest) \
                or (longest is not None and len(value) > longest):
            return NOT_SURE
        return value
    return bounded


Fields = tuple[tuple[str, Check, FieldSpec], ...]
_FIELDS: dict[type, Fields] = {}


def _fields(cls: type[Record]) -> Fields:
    found = _FIELDS.get(cls)
    if found is None:
        found = _FIELDS[cls] = tuple((name, _bounded(check_of(spec.annotation), spec), spec)
                                     for name, spec in cls.model_fields.items())
    return found


# The checks of a whole record, beyond its fields: what its pydantic model's validator checks.
AFTER: dict[type, Callable[[Any], str | None]] = {GameSetup: inconsistency,
                                                   Correction: mismatch}


def read_record(cls: type[Record], data: Any) -> Any:
    """The record of `data` (a JSON object), or NOT_SURE."""
    if type(data) is not dict:
        return NOT_SURE
    reader = _READERS.get(cls)
    if reader is not None:
        return reader(data)
    _SEEN[cls] = seen = _SEEN.get(cls, 0) + 1
    if seen > WRITE_AFTER:  # a class read often (a long log): its own reader pays
        _READERS[cls] = _write_reader(cls)
    return read_slowly(cls, data)


# A class's own reader is written (compiled) after this many records of it: a game's log reads
# most of its kinds a few times only, and compiling costs what reading ~40 lines does.
WRITE_AFTER = 40
_SEEN: dict[type, int] = {}
_READERS: dict[type, Callable[[dict[str, Any]], Any]] = {}


def read_slowly(cls: type[Record], data: dict[str, Any]) -> Any:
    """What a class's own reader (`_write_reader`) does, field by field in a loop."""
    values = []
    found = 0
    for name, check, spec in _fields(cls):
        if name in data:
            value = check(data[name])
            if value is NOT_SURE:
                return NOT_SURE
            found += 1
        elif spec.factory is not None:
            value = spec.factory()
        elif spec.default is ...:
            return NOT_SURE
        else:
            value = spec.default
        values.append(value)
    if found != len(data):  # a key the record does not have
        return NOT_SURE
    record = cls._make(tuple(values))
    after = AFTER.get(cls)
    if after is not None and after(record) is not None:
        return NOT_SURE
    return record
# The checks written out in a class's reader rather than called (a log is mostly these).
_INLINE = {"int": "type({v}) is not int or not -BIG < {v} < BIG",
           "str": "type({v}) is not str", "bool": "type({v}) is not bool"}


def _write_reader(cls: type[Record]) -> Callable[[dict[str, Any]], Any]:
    """A reader for one record class, written once (as records.py writes its `__init__`):
    each field looked up, checked and defaulted in turn, without a loop (issue 14: a
    10,000-line log within 0.3 s)."""
    fields = _fields(cls)
    scope: dict[str, Any] = {"NS": NOT_SURE, "BIG": BIG, "new": object.__new__, "cls": cls,
                             "names": frozenset(name for name, _, _ in fields),
                             "after": AFTER.get(cls)}
    body = [" if not names.issuperset(data):", "  return NS"]  # a key it does not have
    for i, (name, check, spec) in enumerate(fields):
        v = f"v{i}"
        scope[f"check{i}"], scope[f"set{i}"] = check, cls._setters[i]
        body.append(f" {v} = data.get({name!r}, NS)")
        if spec.factory is not None:
            scope[f"make{i}"] = spec.factory
            missing = f"  {v} = make{i}()"
        elif spec.default is ...:
            missing = "  return NS"
        else:
            scope[f"default{i}"] = spec.default
            missing = f"  {v} = default{i}"
        inline = _INLINE.get(spec.annotation) if not spec.bounds else None
        body += [f" if {v} is NS:", missing]
        if inline is not None:
            body += [" elif " + inline.format(v=v) + ":", "  return NS"]
        else:
            body += [" else:", f"  {v} = check{i}({v})", f"  if {v} is NS:", "   return NS"]
    body.append(" record = new(cls)")
    body += [f" set{i}(record, v{i})" for i in range(len(fields))]
    body += [" if after is not None and after(record) is not None:", "  return NS",
             " return record"]
    source = "def read(data):\n" + "\n".join(body) + "\n"
    exec(source, scope)  # noqa: S102 - made of the class's own field names
    reader: Callable[[dict[str, Any]], Any] = scope["read"]
    return reader


def read_event(data: Any) -> Any:
    """The event of a log line's object, or NOT_SURE."""
    if type(data) is not dict:
        return NOT_SURE
    kind = data.get("type")
    cls = EVENT_TYPES.get(kind) if type(kind) is str else None
    return NOT_SURE if cls is None else read_record(cls, data)
