"""Launches inside PyTorch's type-dispatch macros: `scalar_t` bound to each type the macro dispatches.

`AT_DISPATCH_FLOATING_TYPES(x.scalar_type(), "name", [&] { k<scalar_t><<<g, b>>>(...); });` runs the lambda once
per type of its list, with `using scalar_t = T;` before it (ATen/Dispatch.h): double and float here. Without
ATen's headers the macro is a call whose lambda launches `k<scalar_t>`, and `scalar_t` is no type this file
knows: every figure that needs the element size is unknown. Each such launch becomes one copy per dispatched
type (`k<float>`, `k<double>`), as a launch in a host template becomes one per instantiation
(host_instances.py): every rule then judges each instantiation. A macro whose name is not in the table below
(or a lambda argument that is not the launch's) leaves the launch as it was.
"""

from __future__ import annotations

import re

from analyzer.cuda import ast
from analyzer.cuda.query import iter_nodes

_FLOATING = ("double", "float")
_INTEGRAL = ("uint8_t", "int8_t", "int16_t", "int", "int64_t")
# NOTE: the types of each macro of ATen/Dispatch.h; `_AND`, `_AND2`, `_AND3` add the ScalarTypes given first
_BASES = {"AT_DISPATCH_FLOATING_TYPES": _FLOATING, "AT_DISPATCH_FLOATING_TYPES_AND_HALF": (*_FLOATING, "at::Half"),
          "AT_DISPATCH_INTEGRAL_TYPES": _INTEGRAL, "AT_DISPATCH_ALL_TYPES": (*_INTEGRAL, *_FLOATING),
          "AT_DISPATCH_REDUCED_FLOATING_TYPES": ("at::Half", "at::BFloat16")}
_SCALAR_TYPES = {"Half": "at::Half", "BFloat16": "at::BFloat16", "Float": "float", "Double": "double",
                 "Int": "int", "Long": "int64_t", "Short": "int16_t", "Char": "int8_t", "Byte": "uint8_t",
                 "Bool": "bool"}
_AND = re.compile(r"(\w+?)_AND(\d?)$")
_ALIAS = re.compile(r"\bscalar_t\b")


def dispatched(tu: ast.TranslationUnit, launches: tuple) -> tuple:
    """`launches` with each launch of a `k<..., scalar_t, ...>` inside a dispatch macro's lambda replaced by one
    copy per dispatched type (see the module)."""
    todo = [la for la in launches if "<" in la.kernel and _ALIAS.search(la.kernel)]
    if not todo:
        return launches
    from dataclasses import replace

    functions = {"::".join(f.scope + (f.name,)): f for f in tu.functions() if f.body is not None}
    out = list(launches)
    for launch in todo:
        func = functions.get(launch.function or "")
        types = _types_at(func, launch.span) if func is not None else None
        if not types:
            continue
        copies = [replace(launch, kernel=_ALIAS.sub(t, launch.kernel), static_shared_bytes=None) for t in types]
        i = out.index(launch)
        out[i:i + 1] = copies
    return tuple(out)


def _types_at(func: ast.Function, span) -> tuple[str, ...] | None:
    """The types of the dispatch macro whose lambda holds `span` (the launch), or None."""
    for call in iter_nodes(func.body):
        if type(call) is not ast.Call or type(call.func) is not ast.Name or not call.func.id.startswith("AT_DISPATCH_"):
            continue
        lam = next((a for a in call.args if type(a) is ast.Lambda and _holds(a.span, span)), None)
        if lam is not None:
            return _macro_types(call.func.id, call.args)
    return None


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
