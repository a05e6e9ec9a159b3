"""Per-block ranges closed at both ends (KL109, review r11 B M6): blocks whose ranges share their boundary element.

A kernel that gives each block the range starting at `start = blockIdx.x * W` and walks it with its threads,
`for (o = start + threadIdx.x; o <= last; o += blockDim.x) out[o] = ...;` with `last = start + W` (or
`min(n - 1, start + W)`), includes both ends: block b writes element start_b + W, which is start_{b+1}, the first
element of block b + 1 (its thread 0 at iteration 0; in block b the thread W mod blockDim.x at iteration
W / blockDim.x, so thread 0 at iteration e where W = e * blockDim.x). Two blocks store the same element with
nothing ordering them: where the stored value is a function of the element alone (`2.f * in[o]`) both store the
same bytes and the cost is the duplicate work (one extra element per block: e + 1 instead of e per thread), a
note; where it reads the thread or block otherwise, or updates the element (`+=`), the blocks' values differ or
one update is lost, an error. The step may be another name for the block's size (`o += THREADS`) when W is a
multiple of it (`W = e * THREADS`): thread 0 then reaches start + W.

Read from the source: the loop's counter, its start and bound through single-assignment locals, W compared as a
product of the same factors (`blockIdx.x * e * blockDim.x` and `e * blockDim.x`, casts aside), the store to a
pointer at the counter itself, in the loop body and under no `if`. A half-open range (`o < start + W`, or `<= start
+ W - 1`) is no overlap.
"""

from __future__ import annotations

from typing import Any

from analyzer.cuda import ast
from analyzer.cuda.query import iter_nodes, nodes_of, uncast


def closed_ranges(func: ast.Function) -> list[tuple]:
    """(the store, the loop, the counter, the expression `start + W` the range ends at, whether the value is the same
    in both blocks) for each store of a loop over a per-block range closed at both ends (see the module)."""
    from analyzer.cuda.model.rounding import one_definitions

    if func.body is None or not any(type(f.cond) is ast.Binary and f.cond.op == "<="
                                    for f in nodes_of(func.body, ast.For)):
        return []  # NOTE: no loop bounded by `<=` (the common case, every kernel of every file): nothing to read
    nodes = list(iter_nodes(func.body))
    written = one_definitions(nodes)
    defs = {k: v for k, v in written.items() if v is not None}
    out = []
    for loop in nodes:
        got = _closed(loop, defs) if type(loop) is ast.For else None
        if got is None:
            continue
        counter, end = got
        body = loop.body.stmts if type(loop.body) is ast.Block else [loop.body]
        for stmt in body:
            e = stmt.expr if type(stmt) is ast.ExprStmt else None
            if type(e) is not ast.Assign or type(e.target) is not ast.Index:
                continue
            index = uncast(e.target.index)
            if type(index) is not ast.Name or index.id != counter or type(e.target.base) is not ast.Name:
                continue
            same = e.op == "=" and not _reads_thread(e.value, written, counter)
            out.append((e, loop, counter, end, same))
    return out


def _closed(loop: ast.For, defs: dict) -> tuple[str, Any] | None:
    """(counter, the expression `start + W`) of `for (o = start + threadIdx.x; o <= B; o += C)` where start =
    blockIdx.x * W and B is start + W (or a min of it), C blockDim.x or a factor of W; else None."""
    from analyzer.analysis.trips import counted_parts

    parts = counted_parts(loop)
    if parts is None or type(loop.cond) is not ast.Binary or loop.cond.op != "<=":
        return None
    counter, init, bound = parts
    first = _terms(init)
    if first is None or len(first) != 2:
        return None
    named = [t for t in first if type(t) is ast.Name and t.id in defs]
    threads = [t for t in first if _is(t, "threadIdx", defs)]
    if len(named) != 1 or len(threads) != 1:
        return None
    start = named[0].id
    factors = _factors(defs[start].init, defs)
    if factors is None or sum(1 for f in factors if f == ("m", "blockIdx", "x")) != 1:
        return None
    width = sorted((f for f in factors if f != ("m", "blockIdx", "x")), key=repr)
    end = _ends_at(bound, start, width, defs) if width and not any(_varies(f) for f in width) else None
    if end is None:
        return None
    step = loop.step
    if type(step) is not ast.Assign or step.op != "+=" or type(step.target) is not ast.Name or \
            step.target.id != counter:
        return None
    by = _factors(step.value, defs)
    if by is None or len(by) != 1 or not (by[0] == ("m", "blockDim", "x") or by[0] in width):
        return None
    return counter, end


def _ends_at(bound: Any, start: str, width: list, defs: dict, depth: int = 0) -> Any:
    """The expression `start + W` (W of the same factors) that `bound` is, or is a min of (through a local's one
    definition); None otherwise."""
    bound = uncast(bound)
    if depth > 4:
        return None
    if type(bound) is ast.Name and bound.id in defs and defs[bound.id].init is not None:
        return _ends_at(defs[bound.id].init, start, width, defs, depth + 1)
    if type(bound) is ast.Call and type(bound.func) is ast.Name and \
            bound.func.id.rsplit("::", 1)[-1] in ("min", "fminf", "umin") and len(bound.args) == 2:
        return next((e for a in bound.args if (e := _ends_at(a, start, width, defs, depth + 1)) is not None), None)
    if type(bound) is ast.Binary and bound.op == "+":
        for a, b in ((bound.left, bound.right), (bound.right, bound.left)):
            a = uncast(a)
            if type(a) is ast.Name and a.id == start:
                w = _factors(b, defs)
                return bound if w is not None and sorted(w, key=repr) == width else None
    return None


def _terms(e: Any) -> list | None:
    """The operands of a sum `a + b` (casts aside), or None."""
    e = uncast(e)
    if type(e) is ast.Binary and e.op == "+":
        return [uncast(e.left), uncast(e.right)]
    return None


def _factors(e: Any, defs: dict, depth: int = 0) -> list | None:
    """The factors of a product as comparable keys (`blockIdx.x * e * blockDim.x`: blockIdx.x, e, blockDim.x), a
    single-assignment local read through; None for a sum or anything else."""
    e = uncast(e)
    if depth > 6:
        return None
    if type(e) is ast.Binary and e.op == "*":
        a, b = _factors(e.left, defs, depth + 1), _factors(e.right, defs, depth + 1)
        return None if a is None or b is None else a + b
    if type(e) is ast.Name:
        d = defs.get(e.id)
        if d is not None and d.init is not None and type(uncast(d.init)) in (ast.Binary, ast.Member):
            inner = _factors(d.init, defs, depth + 1)
            if inner is not None:
                return inner
        return [("n", e.id)]
    if type(e) is ast.Member and type(e.base) is ast.Name:
        return [("m", e.base.id, e.field)]
    if type(e) is ast.IntLit:
        return [("i", e.value)]
    return None


def _varies(factor: tuple) -> bool:
    return factor[0] == "m" and factor[1] in ("threadIdx", "blockIdx")


def _is(e: Any, base: str, defs: dict) -> bool:
    """`e` is `base.x` (directly, or a local defined as it)."""
    e = uncast(e)
    if type(e) is ast.Name and e.id in defs and defs[e.id].init is not None:
        e = uncast(defs[e.id].init)
    return type(e) is ast.Member and type(e.base) is ast.Name and e.base.id == base and e.field == "x"


def _reads_thread(e: Any, defs: dict, counter: str, depth: int = 0) -> bool:
    """Whether the value `e` reads threadIdx or blockIdx other than through the counter (the element itself):
    through the locals it names, read back to their definitions (`defs`: one_definitions; a local written more
    than once is taken as reading them)."""
    if depth > 8:
        return True
    for n in iter_nodes(e):
        if type(n) is ast.Member and type(n.base) is ast.Name and n.base.id in ("threadIdx", "blockIdx"):
            return True
        if type(n) is ast.Name and n.id != counter and n.id in defs:
            d = defs[n.id]
            if d is None or d.init is not None and _reads_thread(d.init, defs, counter, depth + 1):
                return True
    return False
