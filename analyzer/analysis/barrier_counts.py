"""How many block barriers a stretch of code reaches, for KL102's warp-specialised splits.

`bar.sync 0` (what `__syncthreads()` compiles to) counts arrivals per warp, and on sm_70 and later it
completes when every warp of the block that has not exited has arrived at *a* `bar.sync 0`, not
necessarily the same instruction (PTX ISA, `bar`/`barrier`: the threads of one warp must execute the same
one). So a split that is uniform per warp cannot hang the block: each side's barriers meet the other side's
in order. Whether they meet the ones meant is what the counts say: a producer/consumer split whose two sides
reach the same number of barriers per iteration of the same loops pairs them as written.

A count is a map from a monomial (the headers of the loops around the barriers, outermost first, as
normalised text) to the (fewest, most) barriers per iteration of those loops: `if (k0 != 0) sync; sync;` in
`for k1 { for k2 { ... } }` is `{(k1, k2): (1, 2)}`. None: not countable (a barrier under a thread-dependent
condition, in a `switch`, in a helper, or a loop left by `break`/`continue` or `return`)."""

from __future__ import annotations

from typing import Any

from analyzer.cuda import ast
from analyzer.cuda.query import iter_nodes

Count = dict


def count_barriers(stmts: Any, guards: dict, barriers: dict, source: str) -> Count | None:
    """The count of `stmts` (a statement or a sequence), stopping at a `return`. `guards`: id(If or loop
    node) -> Guard of the function's barrier sites; `barriers`: id(barrier node) -> whether it is a plain
    barrier (False: a helper that holds one)."""
    total: Count = {}
    for stmt in (stmts if isinstance(stmts, (tuple, list)) else (stmts,)):
        if isinstance(stmt, ast.Jump) and stmt.kind == "return":
            break
        part = _count(stmt, guards, barriers, source)
        if part is None:
            return None
        total = _add(total, part)
    return total


def _count(stmt: Any, guards: dict, barriers: dict, source: str) -> Count | None:
    inner = [n for n in iter_nodes(stmt) if id(n) in barriers]
    if not inner:
        return {}
    if not all(barriers[id(n)] for n in inner):
        return None  # NOTE: a helper's barriers: not counted here
    if isinstance(stmt, ast.ExprStmt) and id(stmt.expr) in barriers:
        return {(): (1, 1)}
    if isinstance(stmt, ast.Opaque) and id(stmt) in barriers:
        return {(): (1, 1)}
    if isinstance(stmt, ast.Block):
        if any(isinstance(s, ast.Jump) for s in stmt.stmts):
            return None  # NOTE: a return or loop exit beside barriers: the count depends on the path
        return count_barriers(stmt.stmts, guards, barriers, source)
    guard = guards.get(id(stmt))
    if guard is None or guard.val.thread:
        return None  # NOTE: a condition that differs between threads: not a count of the whole warp
    if isinstance(stmt, ast.If) and stmt.init is None:
        then = _count(stmt.then, guards, barriers, source)
        other = _count(stmt.other, guards, barriers, source) if stmt.other is not None else {}
        if then is None or other is None:
            return None
        return {m: (min(then.get(m, (0, 0))[0], other.get(m, (0, 0))[0]),
                    max(then.get(m, (0, 0))[1], other.get(m, (0, 0))[1])) for m in set(then) | set(other)}
    if isinstance(stmt, (ast.For, ast.While, ast.DoWhile)):
        if any(isinstance(n, ast.Jump) and n.kind in ("break", "continue", "return") for n in iter_nodes(stmt.body)):
            return None
        body = _count(stmt.body, guards, barriers, source)
        if body is None:
            return None
        key = _loop_key(stmt, source)
        return {(key,) + m: v for m, v in body.items()}
    return None


def _loop_key(loop: Any, source: str) -> str:
    from analyzer.cuda.ast import source_text

    parts = (loop.init, loop.cond, loop.step) if isinstance(loop, ast.For) else (loop.cond,)
    text = ";".join(source_text(source, p.span) if p is not None else "" for p in parts)
    return ("do:" if isinstance(loop, ast.DoWhile) else "") + "".join(text.split())


def _add(a: Count, b: Count) -> Count:
    out = dict(a)
    for m, (lo, hi) in b.items():
        lo0, hi0 = out.get(m, (0, 0))
        out[m] = (lo0 + lo, hi0 + hi)
    return out


def at_most(first: Count, second: Count) -> bool:
    """Every path through `first` reaches no more barriers, per iteration of each loop nest, than every path
    through `second` (a side that then exits meets the other side's first barriers, one each)."""
    return bool(first) and all(first.get(m, (0, 0))[1] <= second.get(m, (0, 0))[0] for m in set(first) | set(second))


def same(first: Count, second: Count) -> bool:
    """Both reach the same number of barriers on every path (each count fixed per iteration)."""
    return all(lo == hi for c in (first, second) for lo, hi in c.values()) and first == second
