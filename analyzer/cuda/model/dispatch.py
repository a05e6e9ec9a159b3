"""Launches inside PyTorch's type-dispatch macros: `scalar_t` bound to each type the macro dispatches.

`AT_DISPATCH_FLOATING_TYPES(x.scalar_type(), "name", [&] { k<scalar_t><<<g, b>>>(...); });` runs the lambda once
per type of its list, with `using scalar_t = T;` before it (ATen/Dispatch.h): double and float here. Without
ATen's headers the macro is a call whose lambda launches `k<scalar_t>`, and `scalar_t` is no type this file
knows: every figure that needs the element size is unknown. Each such launch becomes one copy per dispatched
type (`k<float>`, `k<double>`), as a launch in a host template becomes one per instantiation
(host_instances.py): every rule then judges each instantiation (a copy's static shared size is not evaluated: it
is unknown). The innermost dispatch whose lambda holds the launch binds it (`AT_DISPATCH_INDEX_TYPES(..., [&] {
AT_DISPATCH_FLOATING_TYPES(..., [&] { k<scalar_t, index_t><<<...>>>(...); }); })`). A macro whose name is not in
the table below (or a lambda argument that is not the launch's) leaves the launch as it was.
"""

from __future__ import annotations

import re

from analyzer.cuda import ast
from analyzer.lazyre import lazy

_FLOATING = ("double", "float")
_INTEGRAL = ("uint8_t", "int8_t", "int16_t", "int", "int64_t")
# NOTE: the types of each macro of ATen/Dispatch.h; `_AND`, `_AND2`, `_AND3` add the ScalarTypes given first
_BASES = {"AT_DISPATCH_FLOATING_TYPES": _FLOATING, "AT_DISPATCH_FLOATING_TYPES_AND_HALF": (*_FLOATING, "at::Half"),
          "AT_DISPATCH_INTEGRAL_TYPES": _INTEGRAL, "AT_DISPATCH_ALL_TYPES": (*_INTEGRAL, *_FLOATING),
          "AT_DISPATCH_REDUCED_FLOATING_TYPES": ("at::Half", "at::BFloat16")}
_SCALAR_TYPES = {"Half": "at::Half", "BFloat16": "at::BFloat16", "Float": "float", "Double": "double",
                 "Int": "int", "Long": "int64_t", "Short": "int16_t", "Char": "int8_t", "Byte": "uint8_t",
                 "Bool": "bool"}
_AND = lazy(r"(\w+?)_AND(\d?)$")
_ALIAS = re.compile(r"\bscalar_t\b")


def dispatched(tu: ast.TranslationUnit, launches: tuple) -> tuple:
    """`launches` with each launch of a `k<..., scalar_t, ...>` inside a dispatch macro's lambda replaced by one
    copy per dispatched type (see the module)."""
    todo = [la for la in launches if "<" in la.kernel and _ALIAS.search(la.kernel)]
    if not todo:
        return launches
    from dataclasses import replace

    from analyzer.cuda.model.stores import body_walks

    functions = {"::".join(f.scope + (f.name,)): f for f in tu.functions() if f.body is not None}
    walks = body_walks(tu)  # NOTE: the model's one walk of each body (build_model has just made it)
    copies: dict[int, tuple] = {}
    for launch in todo:
        func = functions.get(launch.function or "")
        types = _types_at(walks.get(id(func)) or (), launch.span) if func is not None else None
        if types:
            copies[id(launch)] = tuple(replace(launch, kernel=_ALIAS.sub(t, launch.kernel), static_shared_bytes=None)
                                       for t in types)
    return tuple(c for la in launches for c in copies.get(id(la), (la,)))


def _types_at(nodes: list, span) -> tuple[str, ...] | None:
    """The types of the innermost dispatch macro of the table whose lambda holds `span` (the launch), or None.
    `nodes`: the function body's walk (pre-order: an inner call comes after the call holding it)."""
    found = None
    for call in nodes:
        if type(call) is not ast.Call or type(call.func) is not ast.Name or not call.func.id.startswith("AT_DISPATCH_"):
            continue
        if any(type(a) is ast.Lambda and _holds(a.span, span) for a in call.args):
            found = _macro_types(call.func.id, call.args) or found
    return found


def _macro_types(name: str, args: tuple) -> tuple[str, ...] | None:
    """The dispatched types of the macro `name` called with `args` (its added ScalarTypes first), or None."""
    m = _AND.match(name)
    base, extra = (m.group(1), int(m.group(2) or 1)) if m and name not in _BASES else (name, 0)
    types = _BASES.get(base)
    if types is None or len(args) < extra:
        return None
    added = []
    for arg in args[:extra]:
        word = arg.field if type(arg) is ast.Member else (arg.id if type(arg) is ast.Name else "")
        word = word.rsplit("::", 1)[-1].removeprefix("k")
        if word not in _SCALAR_TYPES:
            return None
        added.append(_SCALAR_TYPES[word])
    return tuple(dict.fromkeys((*types, *added)))


def _holds(outer, inner) -> bool:
    """`outer` (a span) contains `inner`."""
    return (outer.line, outer.column) <= (inner.line, inner.column) and \
        (inner.end_line, inner.end_column) <= (outer.end_line, outer.end_column)


__all__ = ["dispatched"]
