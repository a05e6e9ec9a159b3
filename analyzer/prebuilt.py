"""`dataclass`: the standard library's decorator, with the methods it generates written ahead of time.

`dataclasses.dataclass` writes the source of every method it makes (`__init__`, `__repr__`, `__eq__`,
`__hash__`, the frozen `__setattr__`/`__delattr__`, the orderings) and compiles it with `exec` on every start:
about 500 compilations for kernlint's hundred-odd record and IR classes, a tenth of a one-file check. Here the
standard decorator still reads the class (its fields, `__dataclass_fields__`, `__match_args__`, `__slots__`),
told to make none of those methods; the methods come from a builder function chosen by the class's *shape*
(its options and, per field, the name, the kind of default and the field() flags). The builders of every
shape kernlint's modules declare are in the package analyzer/_prebuilt/, written by tools/gen_prebuilt.py and
checked in (tests/test_prebuilt.py fails when it is not current), so the interpreter's own bytecode cache
carries them. A shape not in it (a class added or edited since) gets its builder's text made and compiled
here: the same methods, only slower to make.

The methods behave as the standard ones (tests/test_prebuilt.py compares the two, class by class), with two
differences nobody can observe through fields(), replace(), asdict(), signatures, reprs or equality: a frozen
class with slots stores its fields in `__init__` through the slots' descriptors (half the cost of
`object.__setattr__`), and `__dataclass_params__` records init/repr/eq/order/frozen as false (those methods are
ours; the standard decorator only checks `frozen` there, between a class and its dataclass bases, all of which
kernlint declares here).
"""

from __future__ import annotations

import dataclasses
import types
from typing import Any, Callable

from analyzer._prebuilt import BUILDERS
from analyzer._prebuilt.methods import FACTORY, frozen_methods, repr_method

_OPTIONS = {"init": True, "repr": True, "eq": True, "order": False, "unsafe_hash": False, "frozen": False}


def dataclass(cls: type | None = None, /, **options: Any) -> Any:
    """`dataclasses.dataclass(cls, **options)`, its generated methods from analyzer/_prebuilt/ (see the
    module). InitVar and ClassVar fields are not supported (none is declared): a TypeError says so."""
    def wrap(cls: type) -> type:
        return _make(cls, options)
    return wrap if cls is None else wrap(cls)


def _make(cls: type, options: dict) -> type:
    ours = {**_OPTIONS, **{k: v for k, v in options.items() if k in _OPTIONS}}
    rest = {k: v for k, v in options.items() if k not in _OPTIONS}
    docless = not cls.__dict__.get("__doc__")
    if docless:
        cls.__doc__ = "?"  # NOTE: dataclasses would make the docstring from the signature before ours exists
    made = dataclasses.dataclass(cls, init=False, repr=False, eq=False, order=False, unsafe_hash=False,
                                 frozen=False, **rest)
    fields = dataclasses.fields(made)
    if len(fields) != len(made.__dataclass_fields__):
        raise TypeError(f"{made.__qualname__}: InitVar and ClassVar fields are not supported by analyzer.prebuilt")
    shape = shape_of(made, fields, ours, bool(rest.get("slots")))
    build = _builder(shape)
    defaults = tuple(f.default if f.default is not dataclasses.MISSING else f.default_factory
                     for f in fields if f.default is not dataclasses.MISSING
                     or f.default_factory is not dataclasses.MISSING)
    setters = tuple(_setter(made, f.name) for f in fields) if ours["frozen"] and rest.get("slots") else ()
    _install(made, build(made, defaults, setters), fields, ours, bool(rest.get("slots")))
    if docless:
        made.__doc__ = _Doc(made)
    return made


class _Doc:
    """The docstring of a class declared without one, `Name(signature)` as dataclasses writes it, made when first
    read (and then kept as the class's `__doc__`): inspect.signature for the ~50 such classes a run imports was
    ~1 % of a one-file check, and a run never reads them. `type.__doc__` and an instance's `__doc__` both call
    `__get__` of a descriptor kept there."""

    def __init__(self, cls: type) -> None:
        self.cls = cls

    def __get__(self, obj: Any, owner: Any = None) -> str:
        import inspect

        try:
            text = str(inspect.signature(self.cls)).replace(" -> None", "")
        except (TypeError, ValueError):
            text = ""
        doc = self.cls.__name__ + text
        type.__setattr__(self.cls, "__doc__", doc)
        return doc


def _setter(cls: type, name: str) -> Callable[[Any, Any], None]:
    slot = getattr(cls, name, None)
    if isinstance(slot, types.MemberDescriptorType):
        return slot.__set__
    return lambda self, value: object.__setattr__(self, name, value)


def shape_of(cls: type, fields: tuple, options: dict, slots: bool) -> str:
    """What the methods' text depends on, as one string (the key of analyzer/_prebuilt/'s builders)."""
    def kind(f: Any) -> str:
        if f.default_factory is not dataclasses.MISSING:
            return "factory"
        return "required" if f.default is dataclasses.MISSING else "default"
    post_init = hasattr(cls, "__post_init__")
    head = (options["init"], options["repr"], options["eq"], options["order"], options["unsafe_hash"],
            options["frozen"], slots, post_init)
    return repr((head, tuple((f.name, kind(f), f.init, f.repr, f.compare, f.hash, f.kw_only) for f in fields)))


_COMPILED: dict[str, Callable] = {}
SEEN: dict[str, None] = {}  # every shape made in this process, in order (tools/gen_prebuilt.py reads it)


def _builder(shape: str) -> Callable:
    SEEN[shape] = None
    build = BUILDERS.get(shape) or _COMPILED.get(shape)
    if build is None:
        namespace: dict = {"FACTORY": FACTORY, "repr_method": repr_method, "frozen_methods": frozen_methods}
        exec(compile(builder_source(shape, "build"), "<analyzer.prebuilt>", "exec", dont_inherit=True), namespace)
        build = _COMPILED[shape] = namespace["build"]
    return build


def builder_source(shape: str, name: str) -> str:
    """The text of the function `name(cls, defaults, setters)` that makes the methods of classes of `shape`:
    it returns them as a tuple of (method name, function)."""
    import ast

    (init, repr_, eq, order, unsafe_hash, frozen, slots, post_init), fields = ast.literal_eval(shape)
    lines = [f"def {name}(cls, defaults, setters):"]
    made = []
    with_default = [f[0] for f in fields if f[1] != "required"]
    if with_default:
        lines.append(f" ({''.join(f'_d_{n}, ' for n in with_default)}) = defaults")
    if frozen and not slots:
        lines.append(" _setattr_ = object.__setattr__")
    if frozen and slots and fields:
        lines.append(f" ({''.join(f'_s_{f[0]}, ' for f in fields)}) = setters")
    if init:
        names = {f[0] for f in fields}
        me = "__dataclass_self__" if "self" in names else "self"
        params, kw_params, body = [me], [], []
        for fname, kind, finit, _, _, _, kw_only in fields:
            if finit:
                default = {"required": "", "default": f"=_d_{fname}", "factory": "=FACTORY"}[kind]
                (kw_params if kw_only else params).append(f"{fname}{default}")
            if kind == "factory":
                value = f"_d_{fname}() if {fname} is FACTORY else {fname}" if finit else f"_d_{fname}()"
            elif finit:
                value = fname
            elif slots and kind == "default":
                value = f"_d_{fname}"
            else:
                continue
            if frozen and slots:
                body.append(f"_s_{fname}({me}, {value})")
            elif frozen:
                body.append(f"_setattr_({me}, {fname!r}, {value})")
            else:
                body.append(f"{me}.{fname} = {value}")
        if post_init:
            body.append(f"{me}.__post_init__()")
        if kw_params:
            params += ["*", *kw_params]
        lines.append(f" def __init__({', '.join(params)}):")
        lines += [f"  {line}" for line in body or ["pass"]]
        made.append("__init__")
    if repr_:
        lines.append(f" __repr__ = repr_method(({''.join(repr(f[0]) + ',' for f in fields if f[3])}))")
        made.append("__repr__")
    compared = [f[0] for f in fields if f[4]]

    def tuple_of(who: str, names: list[str]) -> str:
        return f"({','.join(f'{who}.{n}' for n in names)},)" if names else "()"
    ops = [("__eq__", "==")] if eq else []
    ops += [("__lt__", "<"), ("__le__", "<="), ("__gt__", ">"), ("__ge__", ">=")] if order else []
    for method, op in ops:
        lines += [f" def {method}(self, other):",
                  "  if other.__class__ is self.__class__:",
                  f"   return {tuple_of('self', compared)}{op}{tuple_of('other', compared)}",
                  "  return NotImplemented"]
        made.append(method)
    if unsafe_hash or (eq and frozen):
        hashed = [f[0] for f in fields if (f[4] if f[5] is None else f[5])]
        lines += [" def __hash__(self):", f"  return hash({tuple_of('self', hashed)})"]
        made.append("__hash__")
    frozen_part = f" + frozen_methods(cls, ({''.join(repr(f[0]) + ',' for f in fields)}))" if frozen else ""
    lines.append(f" return ({''.join(f'({m!r}, {m}), ' for m in made)}){frozen_part}")
    return "\n".join(lines) + "\n"


def _install(cls: type, methods: tuple, fields: tuple, options: dict, slots: bool) -> None:
    """Set the methods as dataclasses sets its own: never over one the class defines (an ordering or frozen
    method defined by the class is an error), `__hash__` by dataclasses' table of actions."""
    own = cls.__dict__
    class_hash = own.get("__hash__", dataclasses.MISSING)
    explicit_hash = not (class_hash is dataclasses.MISSING or (class_hash is None and "__eq__" in own))
    for name, function in methods:
        if name == "__hash__":
            continue
        if name in own:
            if name in ("__lt__", "__le__", "__gt__", "__ge__"):
                raise TypeError(f"Cannot overwrite attribute {name} in class {cls.__name__}. Consider using "
                                "functools.total_ordering")
            if name in ("__setattr__", "__delattr__"):
                raise TypeError(f"Cannot overwrite attribute {name} in class {cls.__name__}")
            continue
        function.__qualname__ = f"{cls.__qualname__}.{name}"
        setattr(cls, name, function)
        if name == "__init__":
            function.__annotations__ = {**{f.name: f.type for f in fields if f.init and not f.kw_only},
                                        **{f.name: f.type for f in fields if f.init and f.kw_only}, "return": None}
    if options["unsafe_hash"]:
        if explicit_hash:
            raise TypeError(f"Cannot overwrite attribute __hash__ in class {cls.__name__}")
        action = "add"
    elif options["eq"] and not explicit_hash:
        action = "add" if options["frozen"] else "none"
    else:
        action = None
    if action == "add":
        function = dict(methods)["__hash__"]
        function.__qualname__ = f"{cls.__qualname__}.__hash__"
        cls.__hash__ = function  # type: ignore[method-assign]
    elif action == "none":
        cls.__hash__ = None  # type: ignore[assignment]
    if options["frozen"] and slots and "__getstate__" not in own:
        # NOTE: what dataclasses gives a frozen class with slots, so that pickle (worker processes) can fill one
        cls.__getstate__ = _dataclass_getstate  # type: ignore[attr-defined]
        cls.__setstate__ = _dataclass_setstate  # type: ignore[attr-defined]


def _dataclass_getstate(self: Any) -> list:
    return [getattr(self, f.name) for f in dataclasses.fields(self)]


def _dataclass_setstate(self: Any, state: list) -> None:
    for field, value in zip(dataclasses.fields(self), state):
        object.__setattr__(self, field.name, value)
