"""The names an index or a condition of a kernel reads, and which of them a condition bounds from above on the
path it guards (KL110, analyzer/analysis/bounds.py): `names` outside clamps (`min(i, n - 1)`, `i % n`, `i & mask`,
a conditional that keeps the value below a bound), `upper` by the polarity of the path (`if (i >= n) return;`
bounds i after it; `row >= M && col >= N` false bounds neither row nor col; `idx > 4` bounds nothing above)."""

from __future__ import annotations

from analyzer.cuda import ast

RELATIONAL = frozenset({"<", "<=", ">", ">="})
EXITS = frozenset({"return", "continue", "break"})
# NOTE: functions that bound a value from above (a `max` alone bounds it from below only: `in[max(i, 0)]` still
# reads past the end for i >= n; `max(min(i, n - 1), 0)` is clamped by its `min`)
_CLAMPS = frozenset({"min", "umin", "llmin", "ullmin", "clamp", "fminf", "fmin"})


def names(e, skip_clamped: bool = False, skip_index: bool = False) -> set[str]:
    """The plain names `e` reads; `skip_clamped`: not those under a clamp (min/max, %, &, ?:); `skip_index`:
    not those that only index an array (`a[i]` is a value of `a`)."""
    out: set[str] = set()
    stack = [e]
    while stack:
        n = stack.pop()
        cls = type(n)
        if cls is ast.Name:
            out.add(n.id)
            continue
        if skip_clamped and clamped(n) or skip_index and cls is ast.Index or cls is ast.Member and n.arrow:
            continue  # NOTE: `p->n` is a value loaded through p, not p: no bound of p, no index built from it
        if cls is ast.SizeOf or cls is ast.Lambda:
            continue
        stack.extend(c for c in children(n))
    return out


def clamped(n) -> bool:
    cls = type(n)
    if cls is ast.Call and type(n.func) is ast.Name:
        return n.func.id.rsplit("::", 1)[-1] in _CLAMPS
    return (cls is ast.Conditional and _bounds_above(n)) or (cls is ast.Binary and n.op in ("%", "&"))


def _bounds_above(n) -> bool:
    """Whether `c ? a : b` keeps its value below a bound: unless its condition compares a value that an arm
    yields with a bound and the arm taken for large values yields it again (`i < 0 ? 0 : i`, `i >= 0 ? i : 0`
    bound it from below only: past the end they are still `i`). Other conditions count as a clamp, as before."""
    c = n.cond
    if type(c) is not ast.Binary or c.op not in RELATIONAL:
        return True
    left, right = names(c.left), names(c.right)
    arms = names(n.then) | names(n.other)
    if bool(left & arms) == bool(right & arms):
        return True  # NOTE: both sides in the arms (`i < n ? i : n - 1`) or neither: not a lower bound alone
    value = left if left & arms else right
    large_when_true = (c.op in (">", ">=")) == bool(left & arms)
    return not (names(n.then if large_when_true else n.other) & value)


def children(n) -> list:
    """The sub-expressions whose names `n` reads: query.children less a call's callee (`min` in `min(i, n)` is
    no value read) and a launch's parts; by class, no field reflection (it runs on every expression of a body)."""
    cls = type(n)
    if cls is ast.Binary:
        return [n.left, n.right]
    if cls is ast.Unary:
        return [n.operand]
    if cls is ast.Member:
        return [n.base]
    if cls is ast.Index:
        return [n.base, n.index]
    if cls is ast.Call:
        return list(n.args)
    if cls is ast.Cast:
        return [n.expr]
    if cls is ast.Conditional:
        return [n.cond, n.then, n.other]
    if cls is ast.Assign:
        return [n.target, n.value]
    if cls is ast.Comma:
        return list(n.exprs)
    if cls is ast.InitList:
        return list(n.items)
    return []




def upper(c, truth: bool, equalities: bool = True, claimed: bool = False) -> set[str]:
    """The names `c` bounds from above where it evaluates to `truth` (`i < n` true, `i >= n` false: i; an
    equality true: both sides, `i == 0` is in range). A lower bound is none (`idx > 4` true: the halo guard of
    `in[idx - 4]` says nothing of the threads past the end). `claimed`: those any one comparison of it bounds
    (`row >= M && col >= N` false: row and col, though the whole bounds neither)."""
    cls = type(c)
    if cls is ast.Unary and c.op == "!":
        return upper(c.operand, not truth, equalities, claimed)
    if cls is not ast.Binary:
        return set()
    if c.op in ("&&", "||"):
        left, right = upper(c.left, truth, equalities, claimed), upper(c.right, truth, equalities, claimed)
        # NOTE: `a && b` true bounds what either bounds; false, only what both bound (`row >= M && col >= N` false
        # lets row >= M through where col < N)
        return left | right if claimed or (c.op == "&&") == truth else left & right
    if c.op in ("==", "!="):
        if (c.op == "==") != truth or not equalities:
            return set()  # NOTE: an equality guards (`i == 0`), but is no bounds check after an access
        left, right = names(c.left, True, True), names(c.right, True, True)
        return (left - right) | (right - left)
    if c.op not in RELATIONAL:
        return set()
    below, above = (c.left, c.right) if (c.op in ("<", "<=")) == truth else (c.right, c.left)
    # NOTE: `in[i] < 0` compares a loaded value, not i
    return names(below, True, True) - names(above, True, True)  # NOTE: `idx % 2 < 1` bounds no idx


def relationals(c, out: set) -> set:
    """The ids of the comparisons of condition `c` (through &&, ||, !): recorded by polarity, not one by one."""
    cls = type(c)
    if cls is ast.Unary and c.op == "!":
        relationals(c.operand, out)
    elif cls is ast.Binary and c.op in ("&&", "||"):
        relationals(c.left, out)
        relationals(c.right, out)
    elif cls is ast.Binary and (c.op in RELATIONAL or c.op in ("==", "!=")):
        out.add(id(c))
    return out


def exits(stmt) -> bool:
    """Whether `stmt` always leaves the code after it (a return, continue or break, or a block ending so)."""
    if type(stmt) is ast.Jump:
        return stmt.kind in EXITS
    if type(stmt) is ast.Block and stmt.stmts:
        return exits(stmt.stmts[-1])
    return False
