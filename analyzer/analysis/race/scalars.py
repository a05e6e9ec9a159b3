"""`__shared__` scalars in the race log (RaceInterp): one location per block, `&name` its root, and a helper's reference
parameter bound to one (`fill(count)` of `__device__ void fill(int &n)`: `n` is `count` in the helper, its accesses
logged as `count`'s, and the binding itself loads nothing)."""

from __future__ import annotations

from typing import Any

from analyzer.analysis.memory.address import CType
from analyzer.cuda import ast


def declare(interp: Any, d: Any, evaluate: Any) -> None:
    """A `__shared__` declaration: an array's extents, a scalar's one location."""
    if d.dims:
        dims = tuple(evaluate(n, interp.layouts.env) if n is not None else None for n in d.dims)
        interp.arrays[d.name] = CType(d.type.base, d.type.pointers,
                                      tuple(v if isinstance(v, int) else None for v in dims), "shared")
    else:
        interp.scalars[d.name] = CType(d.type.base, d.type.pointers, (), "shared")
    interp.roots[("u", f"&{d.name}", "arg")] = "shared"


def reference(interp: Any, p: Any, a: ast.Expr) -> bool:
    """`fill(count)` of `__device__ void fill(int &n)` with `__shared__ int count`: `n` is `count` in the helper."""
    return bool(p.type.reference) and type(a) is ast.Name and a.id in interp.scalars and a.id not in interp.env


def bind(interp: Any, sub: Any, name: str, a: ast.Expr) -> None:
    """Make the helper's `name` (in its interpreter `sub`) the shared scalar `a` of the caller."""
    sub.scalars[name] = interp.scalars[a.id]
    sub.aliases[name] = interp.aliases.get(a.id, a.id)
    sub.env.pop(name, None)
