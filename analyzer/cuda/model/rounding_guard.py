"""Whether the host launches only where a count is a multiple of the grid's divisor (rounding.py): the launch is
inside the branch of an `if` whose condition holds `n % K == 0` there, K a multiple of the divisor (`bool full = (n %
256 == 0); if (full) k<true><<<(n + 255) / 256, 256>>>(v, n);`): the ceiling division is exact on that branch. The
condition is read through `&&` (true branch), `||` (false branch), `!`, `!=` and a local bool's one definition."""

from __future__ import annotations

from typing import Any

from analyzer.cuda import ast
from analyzer.cuda.model.evaluate import evaluate
from analyzer.cuda.query import iter_nodes


def multiple_on_branch(launch: ast.Launch, count: Any, divisor: int, env: Any, reaching: Any, defs: Any) -> bool:
    """Whether an `if` around `launch` holds `count % K == 0` on the launch's branch, K a multiple of `divisor`;
    `defs(name)`: the one declarator of a local declared once and never assigned, else None."""
    if reaching is None or not divisor:
        return False
    reaching._index()
    for block, i in reaching.trails.get(id(launch), ()):
        stmt = block.stmts[i]
        while type(stmt) is ast.If:
            arm = stmt.then if any(n is launch for n in iter_nodes(stmt.then)) else stmt.other
            if arm is None or arm is stmt.other and not any(n is launch for n in iter_nodes(arm)):
                break
            if _holds(stmt.cond, arm is stmt.then, count, divisor, env, defs, 0):
                return True
            stmt = arm
    return False


def _holds(c: Any, truth: bool, count: Any, divisor: int, env: Any, defs: Any, depth: int) -> bool:
    """Whether `c` being `truth` makes `count` a multiple of `divisor`."""
    while type(c) is ast.Cast:
        c = c.expr
    cls = type(c)
    if depth > 4:
        return False
    if cls is ast.Unary and c.op == "!":
        return _holds(c.operand, not truth, count, divisor, env, defs, depth + 1)
    if cls is ast.Name:
        d = defs(c.id)  # NOTE: a local bool declared once and never assigned: its initialiser
        return d is not None and d.init is not None and _holds(d.init, truth, count, divisor, env, defs, depth + 1)
    if cls is ast.Binary and c.op in ("&&", "||"):
        if (c.op == "&&") != truth:
            return False  # NOTE: `a && b` false (or `a || b` true) holds neither side
        return any(_holds(side, truth, count, divisor, env, defs, depth + 1) for side in (c.left, c.right))
    if cls is ast.Binary and c.op == "%":
        return not truth and _remainder(c, count, divisor, env)
    if cls is ast.Binary and c.op in ("==", "!="):
        for rem, zero in ((c.left, c.right), (c.right, c.left)):
            while type(rem) is ast.Cast:
                rem = rem.expr
            if type(rem) is ast.Binary and rem.op == "%" and evaluate(zero, env) == 0:
                return (c.op == "==") == truth and _remainder(rem, count, divisor, env)
    return False


def _remainder(rem: ast.Binary, count: Any, divisor: int, env: Any) -> bool:
    """`rem` is `count % K` with K a multiple of `divisor`."""
    k = evaluate(rem.right, env)
    return isinstance(k, int) and k > 0 and k % divisor == 0 and _same(rem.left, count)


def _same(a: Any, b: Any) -> bool:
    """The same expression of names, members and literals, casts aside."""
    while type(a) is ast.Cast:
        a = a.expr
    while type(b) is ast.Cast:
        b = b.expr
    if type(a) is not type(b):
        return False
    cls = type(a)
    if cls is ast.Name:
        return a.id == b.id
    if cls is ast.IntLit:
        return a.value == b.value
    if cls is ast.Member:
        return a.field == b.field and a.arrow == b.arrow and _same(a.base, b.base)
    if cls is ast.Binary:
        return a.op == b.op and _same(a.left, b.left) and _same(a.right, b.right)
    return False
