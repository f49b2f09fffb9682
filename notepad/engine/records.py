"""Plain frozen slotted records: the events, the game's setup and the corrections as the engine,
the screen and the simulator use them (issue 14).

A session log is read into these without pydantic (notepad/engine/events/reader.py); the
pydantic models of the same names and fields (notepad/engine/events/file_models/, the
setup's among them, and notepad/engine/corrections/file_model.py) check whatever the fast reader
is not sure of, and give a bad line its error message. tests/engine/test_plain_events.py
holds both equal.

A record takes keyword arguments, is frozen, compares by type and value, hashes, pickles and
has a repr like the pydantic model's. It keeps the few pydantic methods the program and its
tests use: `model_copy(update=…)` (no check, as pydantic's), `model_dump`, `model_dump_json`,
`model_fields` and `model_validate` (the pydantic model's check, then the record).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, ClassVar, TypeVar, cast, dataclass_transform

Value = TypeVar("Value")
Self = TypeVar("Self", bound="Record")


class FieldSpec:
    """A field's default (or default factory) and the bounds the pydantic model checks (ge,
    gt, le, min_length, max_length), which the fast reader checks too."""

    __slots__ = ("name", "annotation", "default", "factory", "bounds")

    def __init__(self, default: Any = ..., factory: Callable[[], Any] | None = None,
                 **bounds: int) -> None:
        self.name = ""
        self.annotation = ""
        self.default = default
        self.factory = factory
        self.bounds = bounds

    @property
    def required(self) -> bool:
        return self.default is ... and self.factory is None

    def __repr__(self) -> str:
        return f"FieldSpec({self.name}: {self.annotation})"


def field(*, default: Any = ..., default_factory: Callable[[], Value] | None = None,
          ge: int | None = None, gt: int | None = None, le: int | None = None,
          min_length: int | None = None, max_length: int | None = None) -> Any:
    """A field with a default factory (a list, a dict) or bounds, as pydantic's `Field`."""
    bounds = {name: value for name, value in (("ge", ge), ("gt", gt), ("le", le),
                                              ("min_length", min_length),
                                              ("max_length", max_length)) if value is not None}
    return FieldSpec(default, default_factory, **bounds)


_MISSING = object()


@dataclass_transform(kw_only_default=True, frozen_default=True, field_specifiers=(field,))
class RecordMeta(type):
    """Makes each record class slotted, with an `__init__` and `__eq__` of its own fields,
    written for each class when it is first used (so making an event costs about what a
    dataclass's does, and a class the program never makes by hand costs nothing to write:
    reading a log makes its records with `_make`)."""

    def __new__(mcs, name: str, bases: tuple[type, ...], namespace: dict[str, Any]) -> Any:
        inherited: dict[str, FieldSpec] = {}
        for base in reversed(bases):
            inherited.update(getattr(base, "model_fields", {}))
        own: dict[str, FieldSpec] = {}
        for field_name, annotation in namespace.get("__annotations__", {}).items():
            if str(annotation).startswith("ClassVar"):
                continue
            spec = namespace.pop(field_name, ...)
            if not isinstance(spec, FieldSpec):
                spec = FieldSpec(spec)
            spec.name, spec.annotation = field_name, str(annotation)
            own[field_name] = spec
        namespace["__slots__"] = tuple(n for n in own if n not in inherited)
        cls = super().__new__(mcs, name, bases, namespace)
        fields = {**inherited, **own}
        cls.model_fields = fields  # type: ignore[attr-defined]
        cls._names = tuple(fields)  # type: ignore[attr-defined]
        if fields:
            cls._setters = tuple(getattr(cls, n).__set__ for n in fields)  # type: ignore[attr-defined]
            for method, stub in _STUBS.items():
                if method not in namespace:
                    setattr(cls, method, stub)
            _PLAIN[name] = cls  # type: ignore[assignment]
        return cls


def _init_stub(self: Any, **values: Any) -> None:
    _write_methods(type(self))
    type(self).__init__(self, **values)


def _eq_stub(self: Any, other: object) -> Any:
    _write_methods(type(self))
    return self.__eq__(other)  # NotImplemented for another type, as the method written


def _values_stub(self: Any) -> tuple[Any, ...]:
    _write_methods(type(self))
    return tuple(self._values())


_STUBS = {"__init__": _init_stub, "__eq__": _eq_stub, "_values": _values_stub}


def _write_methods(cls: Any) -> None:
    fields: dict[str, FieldSpec] = cls.model_fields
    scope: dict[str, Any] = {"_MISSING": _MISSING}
    args, body = [], []
    for i, (name, spec) in enumerate(fields.items()):
        scope[f"_set{i}"] = getattr(cls, name).__set__
        if spec.factory is not None:
            scope[f"_make{i}"] = spec.factory
            args.append(f"{name}=_MISSING")
            body.append(f" _set{i}(self, _make{i}() if {name} is _MISSING else {name})")
        elif spec.required:
            args.append(name)
            body.append(f" _set{i}(self, {name})")
        else:
            scope[f"_default{i}"] = spec.default
            args.append(f"{name}=_default{i}")
            body.append(f" _set{i}(self, {name})")
    conditions = [_within(name, spec.bounds) for name, spec in fields.items() if spec.bounds]
    if conditions:  # a value out of bounds: pydantic's model decides, and words its error
        scope["_checked"] = init_checked
        body += [" try:", f"  ok = {' and '.join(conditions)}", " except TypeError:",
                 "  ok = False", " if not ok:",
                 f"  _checked(self, {{{', '.join(f'{n!r}: self.{n}' for n in fields)}}})"]
    values = ", ".join(f"self.{name}" for name in fields)
    others = ", ".join(f"other.{name}" for name in fields)
    source = (f"def __init__(self, *, {', '.join(args)}):\n" + "\n".join(body) + "\n"
              "def __eq__(self, other):\n"
              " if type(other) is not type(self): return NotImplemented\n"
              f" return ({values},) == ({others},)\n"
              f"def _values(self): return ({values},)\n")
    exec(source, scope)  # noqa: S102 - the source is made of the class's own field names
    for method, stub in _STUBS.items():
        function = scope[method]
        function.__qualname__ = f"{cls.__name__}.{method}"
        if cls.__dict__.get(method) is stub:
            setattr(cls, method, function)


def _within(name: str, bounds: dict[str, int]) -> str:
    """The test that a field's value is within its bounds, as Python source."""
    tests = {"ge": f"{name} >= {{}}", "gt": f"{name} > {{}}", "le": f"{name} <= {{}}",
             "min_length": f"len({name}) >= {{}}", "max_length": f"len({name}) <= {{}}"}
    checks = " and ".join(tests[kind].format(value) for kind, value in bounds.items())
    return f"({name} is None or ({checks}))"


class Record(metaclass=RecordMeta):
    __slots__ = ()

    model_fields: ClassVar[dict[str, FieldSpec]] = {}
    _names: ClassVar[tuple[str, ...]] = ()
    _setters: ClassVar[tuple[Callable[[Any, Any], None], ...]] = ()

    def _values(self) -> tuple[Any, ...]:
        return ()

    @classmethod
    def _make(cls: type[Self], values: tuple[Any, ...]) -> Self:
        """A record of these values, in field order, taken as they are (checked already)."""
        record = object.__new__(cls)
        for setter, value in zip(cls._setters, values, strict=True):
            setter(record, value)
        return record

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is frozen: {name} cannot be set")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is frozen: {name} cannot be deleted")

    def __hash__(self) -> int:
        return hash((type(self), self._values()))

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={value!r}" for name, value in zip(self._names,
                                                                     self._values(), strict=True))
        return f"{type(self).__name__}({fields})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (_unpickle, (type(self), self._values()))

    def model_copy(self: Self, update: dict[str, Any] | None = None, deep: bool = False) -> Self:
        """A copy with `update`'s fields changed, unchecked (as pydantic's model_copy)."""
        values = self._values()
        if update:
            unknown = update.keys() - set(self._names)
            if unknown:
                raise TypeError(f"{type(self).__name__} has no field {sorted(unknown)[0]}")
            values = tuple(update.get(name, value)
                           for name, value in zip(self._names, values, strict=True))
        return self._make(values)

    def model_dump(self, mode: str = "python", exclude_none: bool = False) -> dict[str, Any]:
        """The fields as a dict, nested records as dicts; `mode="json"`: as JSON holds them
        (tuples as lists), as pydantic's model_dump."""
        return cast(dict[str, Any], _dump(self, mode == "json", exclude_none))

    def model_dump_json(self) -> str:
        return json.dumps(self.model_dump(mode="json"), ensure_ascii=False,
                          separators=(",", ":"), allow_nan=False)

    @classmethod
    def model_validate(cls: type[Self], data: Any) -> Self:
        """`data` checked by the pydantic model of this name (ValidationError as before)."""
        checked = _file_model(cls).model_validate(_dump(data, False, False))
        return cast(Self, to_plain(checked))


def init_checked(record: Record, values: dict[str, Any]) -> None:
    """`__init__` of a record made from the user's input (the setup): checked by its pydantic
    model first, which raises its ValidationError as before.

    Values the log's fast reader is sure of (exactly the types, bounds and whole-record checks
    the model takes unchanged: engine/log/reader.py) are taken without the model: the
    simulator's setups are, and importing pydantic and building the models cost a
    `simulate` process a sixth of a second before its first game (issue 14).
    tests/engine/test_log_reader.py holds both ways equal."""
    from notepad.engine.log.reader import NOT_SURE, read_record

    sure = read_record(type(record), _dump(values, False, False))
    if sure is not NOT_SURE:
        for setter, value in zip(record._setters, sure._values(), strict=True):
            setter(record, value)
        return
    checked = type(record).model_validate(values)
    for setter, value in zip(record._setters, checked._values(), strict=True):
        setter(record, value)


def _unpickle(cls: type[Record], values: tuple[Any, ...]) -> Record:
    return cls._make(values)


def _dump(value: Any, as_json: bool, exclude_none: bool) -> Any:
    if isinstance(value, Record):
        return {name: _dump(item, as_json, exclude_none)
                for name, item in zip(value._names, value._values(), strict=True)
                if not (exclude_none and item is None)}
    if isinstance(value, list | tuple):
        items = [_dump(item, as_json, exclude_none) for item in value]
        return items if as_json or isinstance(value, list) else tuple(items)
    if isinstance(value, dict):  # JSON's keys are strings (pydantic's "json" mode too)
        return {(str(key) if as_json and type(key) is int else key):
                _dump(item, as_json, exclude_none) for key, item in value.items()}
    return value


# The pydantic model of each record, found by name in the modules that hold them; imported only
# when a record is checked (model_validate) or converted.
FILE_MODULES = ("notepad.engine.events.file_models", "notepad.engine.events.file_models.setup",
                "notepad.engine.corrections.file_model")
_FILE_MODELS: dict[str, Any] = {}
_PLAIN: dict[str, type[Record]] = {}


def load_file_models() -> None:
    """Import the pydantic models now, once: the first `model_validate` (a day command typed
    on the game screen) paid 150 ms for them inside a key press (issue 14)."""
    if not _FILE_MODELS:
        import importlib

        for module_name in FILE_MODULES:
            module = importlib.import_module(module_name)
            for name in getattr(module, "PLAIN_NAMES", ()):
                _FILE_MODELS.setdefault(name, getattr(module, name))


def _file_model(cls: type[Record]) -> Any:
    load_file_models()
    return _FILE_MODELS[cls.__name__]


def to_plain(value: Any) -> Any:
    """A checked pydantic model (and what it holds) as the plain records of the same names."""
    fields = getattr(type(value), "model_fields", None)
    if fields is not None and not isinstance(value, Record):
        cls = _PLAIN[type(value).__name__]
        return cls._make(tuple(to_plain(getattr(value, name)) for name in cls._names))
    if isinstance(value, list):
        return [to_plain(item) for item in value]
    if isinstance(value, tuple):
        return tuple(to_plain(item) for item in value)
    if isinstance(value, dict):
        return {key: to_plain(item) for key, item in value.items()}
    return value
