"""Which lanes' results of a shuffle are used (KL106, analyzer/analysis/warpsync.py): a shuffle that reads a lane
which has exited (or skipped the call with nothing warp-synchronous left) gives the reading lane an undefined value,
which is harmless where that value reaches no use. The sub-warp reduction `s += __shfl_down_sync(full, s, off)` over
`off = 2, 1` in groups of 4 lanes, then `if (me == 0) y[row] = s;`: lanes 2 and 3 of the last group read the next
group's lanes, gone, but only lane 0's sum is stored, and it reads lanes 1 and 2 at offset 1 and 2, with lane 1's
value of offset 2 from lane 3: all of its own group.

`consumers` finds the variable the shuffle's statement assigns (`s += shfl(...)`, `s = shfl(...)`, `float t =
shfl(...)`), declared inside every loop around the shuffle's own loop (so no value is carried into another round),
or assigned at the start of each of their rounds before any read (`s = 0.0f;` first in the body: `_reset`), and its
uses after that loop: each under the thread-dependent `if`s around it (their terms from the flow's
branches), unknown ones taken as true. It gives (the condition of a lane whose value is used, the shuffle's loop's
iteration symbol): warpsync then follows the shuffle's steps in order, backwards from the lanes that use the result,
and reports only a gone lane some such step reads. None where this cannot be told: a helper's shuffle, another
statement, a use inside the shuffle's loop, the variable declared outside a loop around it and not reset there."""

from __future__ import annotations

from typing import Any

from analyzer.analysis import terms as T
from analyzer.analysis.leaving import children
from analyzer.cuda import ast
from analyzer.cuda.query import holds, iter_nodes

_LOOPS = (ast.For, ast.While, ast.DoWhile)


def _chains(body: Any):
    """(statement, its enclosing statements outermost first) for every statement under `body`, a for's init too."""
    stack = [(body, ())]
    while stack:
        stmt, above = stack.pop()
        yield stmt, above
        kids = children(stmt) + ([stmt.init] if isinstance(stmt, (ast.For, ast.If)) and stmt.init is not None else [])
        stack += [(child, above + (stmt,)) for child in kids]


def _assigned(stmt: Any, call: Any) -> str | None:
    """The variable `stmt` assigns the shuffle `call`'s result to, or None."""
    if isinstance(stmt, ast.ExprStmt) and type(stmt.expr) is ast.Assign and type(stmt.expr.target) is ast.Name:
        return stmt.expr.target.id if any(n is call for n in iter_nodes(stmt.expr.value)) else None
    if isinstance(stmt, ast.Decl) and len(stmt.declarators) == 1 and stmt.declarators[0].init is not None:
        d = stmt.declarators[0]
        return d.name if any(n is call for n in iter_nodes(d.init)) else None
    return None


def inside(a: Any, b: Any) -> bool:
    return holds(b, a)  # NOTE: span a within span b


def _after(a: Any, b: Any) -> bool:
    return (a.line, a.column) > (b.end_line, b.end_column)


def consumers(site: Any, func: ast.Function, result: Any) -> tuple[T.Term, str | None] | None:
    """(the condition under which a lane uses the shuffle's result, the iteration symbol of the loop whose steps the
    shuffle's offsets follow, or None for one step), or None: every lane at the call may use it."""
    if site.via is not None or func.body is None or not site.reads or len(site.reads) < 3 \
            or site.reads[2].term is None:
        return None
    chains = list(_chains(func.body))
    found = next(((s, above) for s, above in chains if isinstance(s, (ast.ExprStmt, ast.Decl))
                  and inside(site.node.span, s.span) and _assigned(s, site.node) is not None), None)
    if found is None:
        return None
    stmt, above = found
    var = _assigned(stmt, site.node)
    loops = [s for s in above if isinstance(s, _LOOPS)]
    iters = {s[1] for s in T.symbols(site.reads[2].term) if s[2] == "iter"}
    own = loops[-1] if loops and _symbol(loops[-1]) in iters else None
    if iters - ({_symbol(own)} if own is not None else set()):
        return None  # NOTE: an offset that moves with an outer loop: its steps are not one loop's
    outer = loops[:-1] if own is not None else loops
    decls = [(s, up) for s, up in chains if isinstance(s, ast.Decl) and any(d.name == var for d in s.declarators)
             and up and inside(stmt.span, up[-1].span) and not _after(s.span, stmt.span)]
    decl = max(decls, key=lambda d: len(d[1]), default=None)  # NOTE: the innermost declaration in scope
    if decl is None or any(not inside(decl[0].span, lp.body.span) and not _reset(lp, var) for lp in outer) \
            or own is not None and inside(decl[0].span, own.body.span):  # NOTE: a for's init carries too
        return None  # NOTE: carried from one round of an outer loop to the next, or a new variable every step
    scope, last = decl[1][-1], own if own is not None else stmt
    conds = {id(b.node): b.val.term for b in result.branches if b.kind == "if"}
    used: T.Term | None = None
    for s, up in chains:
        if s is stmt or s is decl[0] or not inside(s.span, scope.span) or not any(
                type(n) is ast.Name and n.id == var for n in _own_nodes(s)):
            continue
        if own is not None and inside(s.span, own.span):
            return None  # NOTE: a use between the steps sees an intermediate value
        if not _after(s.span, last.span):
            continue  # NOTE: before the shuffle: the value it starts from
        when: T.Term = T.const(1)
        for parent, nxt in zip(up, (*up[1:], s)):
            term = conds.get(id(parent)) if isinstance(parent, ast.If) and inside(parent.span, scope.span) else None
            if term is not None:
                when = T.binary("&&", when, term if nxt is parent.then else T.unary("not", term)) or when
        used = when if used is None else (T.binary("||", used, when) or T.const(1))
    return (used if used is not None else T.const(0)), (_symbol(own) if own is not None else None)


def _reset(loop: Any, var: str) -> bool:
    """Whether `loop` gives `var` a new value at the start of every round, before any read of it in the round, so
    that no value is carried from one round into the next (as for a variable declared in the body): the first of the
    body's statements naming `var` is `var = e;` itself (in no if or loop, `e` not naming `var`), and the loop's
    condition, step and init do not name it."""
    def names(root: Any) -> bool:
        return any(type(n) is ast.Name and n.id == var for n in iter_nodes(root))
    if any(names(p) for p in (getattr(loop, "cond", None), getattr(loop, "step", None), getattr(loop, "init", None))):
        return False
    first = next((s for s in (loop.body.stmts if isinstance(loop.body, ast.Block) else (loop.body,)) if names(s)),
                 None)
    return isinstance(first, ast.ExprStmt) and type(first.expr) is ast.Assign and first.expr.op == "=" \
        and type(first.expr.target) is ast.Name and first.expr.target.id == var and not names(first.expr.value)


def _symbol(loop: Any) -> str:
    """The iteration symbol of `loop` (analysis/loops.py)."""
    return f"k@{loop.span.line}:{loop.span.column}"


def _own_nodes(stmt: Any):
    """The expression nodes of `stmt` itself, not of the statements it holds."""
    if isinstance(stmt, ast.ExprStmt):
        return iter_nodes(stmt.expr)
    if isinstance(stmt, ast.Decl):
        return [n for d in stmt.declarators if d.init is not None for n in iter_nodes(d.init)]
    parts = [getattr(stmt, f, None) for f in ("cond", "value", "step", "range")]
    return [n for p in parts if p is not None and not isinstance(p, (ast.Block,)) for n in iter_nodes(p)]


def source(kind: str, lane: int, src: int, width: int) -> int:
    """The lane `lane` reads (itself when its source falls outside its group of `width`: CUDA's rule)."""
    within, start = lane % width, lane - lane % width
    if kind == "idx":
        return start + src % width
    at = {"xor": within ^ src, "down": within + src, "up": within - src}[kind]
    return start + at if 0 <= at < width else lane


def used_reads(reads, lanes, at_call, w: int, gone: set[int]) -> list[int] | None:
    """The lanes of `gone` that a step feeding a used result reads: the shuffle's steps (its loop's iterations in
    order, while its uniform guards hold) followed backwards from the lanes at the call that use the result, each step
    adding the lanes read by the lanes needed after it. None where the steps cannot be told (no bound on them in 64
    iterations, a width that is not a power of two): warpsync's reading of every lane at the call then."""
    kind, src, width, held, envs, (used, sym) = reads
    out: set[int] = set()
    x0, y0, z0 = lanes[at_call[0]][1]
    here, seen = set(at_call), set()
    for env in envs:
        key = tuple(sorted((k, repr(v)) for k, v in env.items() if k != sym))
        if key in seen:
            continue
        seen.add(key)
        try:
            steps = []
            for k in range(65) if sym is not None else range(1):
                step = {**env, sym: k} if sym is not None else env
                if not all(fn(x0, y0, z0, at_call[0], w, step) for fn in held):
                    break
                steps.append(step)
            if sym is not None and (len(steps) > 64 or not held):
                return None
            needed = {lane for lane in at_call if used(*lanes[lane][1], lane, w, env)}
        except (ArithmeticError, TypeError, ValueError, KeyError):
            return None
        for step in reversed(steps):
            for lane in list(needed):
                x, y, z = lanes[lane][1]
                try:
                    wd = width(x, y, z, lane, w, step)
                    if not isinstance(wd, int) or not 0 < wd <= 64 or wd & (wd - 1):
                        return None
                    read = source(kind, lane, src(x, y, z, lane, w, step), wd)
                except (ArithmeticError, TypeError, ValueError, KeyError):
                    return None
                if read in gone:
                    out.add(read)
                elif read in here:
                    needed.add(read)
    return sorted(out)
