"""Whether a grid rounded down covers the range its kernel guards (KL111).

A launch whose grid divides a count it also passes by a constant without rounding up (`dim3 grid(M / 4)`,
LaunchInfo.grid_floors) makes floor(M / 4) blocks. When the kernel tests an index against that count (`if (row <
M)`, `if (i >= n) return;`), its author expects any count; the index is `blockIdx * E + (thread part)`, so the
blocks reach floor(M / d) * E values, and with E <= d the last M % d (or more) are never computed. The index is
read through the kernel's single-assignment locals as a linear form of blockIdx, threadIdx and the launch's
blockDim (`row = blockIdx.x * blockDim.y + threadIdx.y`); anything else (a loop, gridDim, a load) is no claim.
"""

from __future__ import annotations

from typing import Any

from analyzer.cuda import ast
from analyzer.cuda.query import iter_nodes, uncast

_COMPARE = frozenset({"<", "<=", ">", ">="})


def linear(e: Any, defs: dict, block: tuple, depth: int = 0) -> dict | None:
    """{("b", "x"): coefficient, ("t", "y"): ..., 1: constant} of `e`, or None when it is not such a form."""
    e = uncast(e)
    cls = type(e)
    if depth > 8:
        return None
    if cls is ast.IntLit:
        return {1: e.value}
    if cls is ast.Name:
        d = defs.get(e.id)
        return linear(d.init, defs, block, depth + 1) if d is not None and d.init is not None else None
    if cls is ast.Member and type(e.base) is ast.Name and e.field in ("x", "y", "z"):
        base = e.base.id
        if base == "blockIdx":
            return {("b", e.field): 1}
        if base == "threadIdx":
            return {("t", e.field): 1}
        if base == "blockDim":
            return {1: block["xyz".index(e.field)]}
        return None
    if cls is ast.Binary and e.op in ("+", "-", "*"):
        a, b = linear(e.left, defs, block, depth + 1), linear(e.right, defs, block, depth + 1)
        if a is None or b is None:
            return None
        if e.op == "*":
            if set(a) == {1}:
                a, b = b, a
            if set(b) != {1}:
                return None
            return {k: v * b[1] for k, v in a.items()}
        sign = 1 if e.op == "+" else -1
        out = dict(a)
        for k, v in b.items():
            out[k] = out.get(k, 0) + sign * v
        return out
    return None


def _walked(func: ast.Function, shared: dict | None) -> tuple[list, dict, bool]:
    """(the kernel body's nodes, its single-assignment locals, whether it reads gridDim), walked once per kernel in
    `shared` (KL111 asks for each launch and each rounded-down grid dimension)."""
    from analyzer.cuda.model.rounding import one_definitions

    memo = shared.setdefault("coverage.walked", {}) if shared is not None else {}
    hit = memo.get(id(func))
    if hit is not None and hit[0] is func:
        return hit[1]
    nodes = list(iter_nodes(func.body))
    grid = any(type(n) is ast.Member and type(n.base) is ast.Name and n.base.id == "gridDim" for n in nodes)
    out = nodes, {k: v for k, v in one_definitions(nodes).items() if v is not None}, grid
    memo[id(func)] = (func, out)  # NOTE: the function kept with its entry, so its id is not reused meanwhile
    return out


def guarded(func: ast.Function, param: str, axis: str, block: tuple, shared: dict | None = None
            ) -> tuple[Any, int] | None:
    """(the comparison, E) of the kernel's first test of an index `blockIdx.<axis> * E + ...` against the scalar
    parameter `param` (in an `if` or a loop condition), or None."""
    nodes, defs, _ = _walked(func, shared)
    for n in nodes:
        conds = [n.cond] if type(n) in (ast.If, ast.While) else [n.cond] if type(n) is ast.For and n.cond else []
        for c in conds:
            for cmp in iter_nodes(c):
                if type(cmp) is not ast.Binary or cmp.op not in _COMPARE:
                    continue
                for side, other in ((cmp.left, cmp.right), (cmp.right, cmp.left)):
                    if type(other) is ast.Name and other.id == param:
                        form = linear(side, defs, block)
                        e = form.get(("b", axis)) if form else None
                        if isinstance(e, int) and e > 0:
                            return cmp, e
    return None


def stepped(func: ast.Function, axis: str, block: tuple, d: int, shared: dict | None = None
            ) -> tuple[Any, str] | None:
    """(the node, its text) of the kernel's first index `blockIdx.<axis> * d + (thread part)`: a single-assignment
    local's initialiser or a subscript, read as `linear` reads them, where the kernel reads no gridDim (a
    grid-stride loop, or work split by the grid's size, covers any count) and no index steps further than d per
    block; None otherwise. With a grid of count / d blocks, such a kernel reaches d * (count / d) values. Kept per
    (kernel, axis, block, d) in `shared`."""
    memo = shared.setdefault("coverage.stepped", {}) if shared is not None else {}
    key = (id(func), axis, tuple(block), d)
    if key not in memo:
        memo[key] = (func, _stepped(func, axis, block, d, shared))
    return memo[key][1]


def _stepped(func: ast.Function, axis: str, block: tuple, d: int, shared: dict | None) -> tuple[Any, str] | None:
    nodes, defs, grid = _walked(func, shared)
    if grid:
        return None
    found = None
    for n in nodes:
        if type(n) is ast.Declarator and defs.get(n.name) is n and n.init is not None:
            form, what = linear(n.init, defs, block), n.name
        elif type(n) is ast.Index:
            form, what = linear(n.index, defs, block), None
        else:
            continue
        e = form.get(("b", axis)) if form else None
        if isinstance(e, int) and e > d:
            return None
        if e == d and found is None:
            found = (n, what)
    return found
