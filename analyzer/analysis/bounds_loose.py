"""Guards one element short (KL110): a condition that keeps a grid-wide index `i` in range by `i <= n` (an early
`if (i > n) return;`, or `if (i <= n) {...}`), n a plain name, where the access after it is indexed by `i` (or a
local built from it). Whether n is the extent the index must stay below is the launch's to say (a grid rounded up
from n: LaunchInfo.grid_counts); this module only finds the guards and the accesses they let through. A later
condition that bounds `i` strictly (`i < n`) takes the loose guard back on its path; an assignment of `i` ends it.
A name bounded strictly on the path (`i < n` of an `if`, or of the loop `for (i = idx; i < n; i += stride)` around
the access) is in range whatever it was built from: the index `i` reaches no loosely guarded `idx` through it."""

from __future__ import annotations

from analyzer.analysis.bounds_terms import RELATIONAL, children, exits, names, upper
from analyzer.cuda import ast
from analyzer.cuda.query import iter_nodes


def loose(c, truth: bool) -> dict[str, tuple[str, object]]:
    """{index: (the bound, the comparison)} of the names `c` bounds only by `index <= bound` where it evaluates to
    `truth` (`i > n` false, `i <= n` true; through `!`, and `&&`/`||` where both sides hold on the path)."""
    cls = type(c)
    if cls is ast.Unary and c.op == "!":
        return loose(c.operand, not truth)
    if cls is not ast.Binary:
        return {}
    if c.op in ("&&", "||"):
        return {**loose(c.left, truth), **loose(c.right, truth)} if (c.op == "&&") == truth else {}
    if c.op not in RELATIONAL or (c.op in ("<=", ">=")) != truth:
        return {}
    below, above = (c.left, c.right) if (c.op in ("<", "<=")) == truth else (c.right, c.left)
    while type(below) is ast.Cast:
        below = below.expr
    while type(above) is ast.Cast:
        above = above.expr
    if type(below) is ast.Name and type(above) is ast.Name:
        return {below.id: (above.id, c)}
    return {}


def loose_guards(func: ast.Function) -> list[tuple]:
    """(access node, index name, bound name, the comparison, whether a store, the components of blockIdx the
    index comes from) of the global accesses (through a pointer parameter) a loose guard lets through, in order;
    the index a local holding the grid's index (bounds_loose._Loose.source), the access's index no difference
    (`a[i - 1]` at i == n is the last element)."""
    if func.body is None:
        return []
    pointers = {p.name for p in func.params if p.name and (p.type.pointers or p.dims)}
    walk = _Loose(pointers)
    walk.stmt(func.body, {})
    out = []
    for node, name, bound, cmp, store in walk.found:
        k = walk.source(name)
        if k:
            out.append((node, name, bound, cmp, store, k))
    return out


def _bare(e):
    while type(e) is ast.Cast:
        e = e.expr
    return e


def _builtin(e, base: str, k: str = "") -> bool:
    """`e` is `base.k` (`blockIdx.x`; any component where k is "")."""
    e = _bare(e)
    return type(e) is ast.Member and type(e.base) is ast.Name and e.base.id == base and (not k or e.field == k)


class _Loose:
    def __init__(self, pointers: set[str]) -> None:
        self.pointers = pointers
        self.defs: dict[str, object] = {}  # local -> its last value
        self.found: list[tuple] = []

    def source(self, name: str) -> str:
        """The component k of `name` where its value is the grid's index `blockIdx.k * blockDim.k + threadIdx.k`
        (any order), else "": with an offset (`+ 1`, a 1-based index) nothing says where its range ends."""
        e = _bare(self.defs.get(name))
        if type(e) is not ast.Binary or e.op != "+":
            return ""
        for product, lane in ((_bare(e.left), _bare(e.right)), (_bare(e.right), _bare(e.left))):
            if type(product) is ast.Binary and product.op == "*" and _builtin(lane, "threadIdx"):
                k = lane.field
                if {_builtin(product.left, "blockIdx", k), _builtin(product.right, "blockIdx", k)} == {True, False} \
                        and (_builtin(product.left, "blockDim", k) or _builtin(product.right, "blockDim", k)):
                    return k if k in "xy" else ""
        return ""

    def reads(self, e, depth: int = 0, strict: frozenset = frozenset()) -> set[str]:
        """The names index `e` reads, through the locals it is built from (not through those of `strict`, bounded
        on the path: `i` of `for (i = idx; i < n; ...)` reads no `idx` in the body)."""
        out = names(e, skip_clamped=True)
        for n in list(out):
            if n in self.defs and depth < 4 and n not in strict:
                out |= self.reads(self.defs[n], depth + 1, strict)
        return out

    def minus(self, e, depth: int = 0) -> bool:
        """Whether index `e` subtracts anything, through the locals it is built from."""
        for n in iter_nodes(e):
            if type(n) is ast.Binary and n.op == "-" or type(n) is ast.Name and n.id in self.defs and depth < 4 \
                    and self.defs[n.id] is not None and self.minus(self.defs[n.id], depth + 1):
                return True
        return False

    def arm(self, c, truth: bool, active: dict) -> dict:
        """`active` on the path where `c` is `truth`: its loose guards added, those it bounds strictly marked None
        (in range on the path, whatever they were built from)."""
        found = loose(c, truth)
        strict = upper(c, truth) - set(found)
        return {**{k: v for k, v in active.items() if k not in strict}, **dict.fromkeys(strict), **found}

    def stmt(self, s, active: dict) -> dict:
        cls = type(s)
        if cls is ast.Block:
            for child in s.stmts:
                active = self.stmt(child, active)
        elif cls is ast.If:
            self.expr(s.cond, active)
            self.stmt(s.then, self.arm(s.cond, True, active))
            if s.other is not None:
                self.stmt(s.other, self.arm(s.cond, False, active))
            elif exits(s.then):
                return self.arm(s.cond, False, active)
        elif cls is ast.Decl:
            for d in s.declarators:
                if d.init is not None:
                    self.expr(d.init, active)
                    self.defs[d.name] = d.init
                    active = {k: v for k, v in active.items() if k != d.name}
        elif cls is ast.ExprStmt:
            self.expr(s.expr, active)
            for n in (s.expr.exprs if type(s.expr) is ast.Comma else (s.expr,)):  # NOTE: `i = ...;`, `++i, j = 0;`
                if type(n) is ast.Assign and type(n.target) is ast.Name or type(n) is ast.Unary and \
                        n.op in ("++", "--") and type(n.operand) is ast.Name:
                    name = n.target.id if type(n) is ast.Assign else n.operand.id
                    self.defs[name] = None if type(n) is ast.Unary or n.op != "=" else n.value
                    active = {k: v for k, v in active.items() if k != name}
        elif cls is ast.For and s.cond is not None or cls is ast.While:
            inner = self.stmt(s.init, dict(active)) if cls is ast.For and s.init is not None else dict(active)
            self.stmt(s.body, self.arm(s.cond, True, inner))  # NOTE: the condition holds at every iteration's start
        elif cls in (ast.For, ast.While, ast.DoWhile, ast.Switch, ast.Case, ast.Labeled, ast.Unparsed):
            for child in (getattr(s, f, None) for f in ("init", "body", "stmt")):
                if child is not None:
                    self.stmt(child, dict(active))  # NOTE: a loop's own bound is the analysis' of bounds.py
            for child in getattr(s, "salvaged", ()) or ():
                self.stmt(child, dict(active))
        return active

    def expr(self, e, active: dict, store: bool = False) -> None:
        """The accesses of `e` a loose guard of `active` lets through (`?:`, `&&` and `||` guard their arms)."""
        cls = type(e)
        if not active or e is None:
            return
        if cls is ast.Conditional:
            self.expr(e.cond, active)
            self.expr(e.then, self.arm(e.cond, True, active))
            self.expr(e.other, self.arm(e.cond, False, active))
        elif cls is ast.Binary and e.op in ("&&", "||"):
            self.expr(e.left, active)
            self.expr(e.right, self.arm(e.left, e.op == "&&", active))
        elif cls is ast.Assign:
            self.expr(e.value, active)
            self.expr(e.target, active, True)
        elif cls is ast.Index and type(e.base) is ast.Name and e.base.id in self.pointers:
            self.expr(e.index, active)
            strict = frozenset(k for k, v in active.items() if v is None)
            used = self.reads(e.index, 0, strict) - strict if not self.minus(e.index) else set()
            order = sorted((k for k in active if k in used), key=lambda k: (active[k][1].span.line,
                                                                            active[k][1].span.column))
            self.found += [(e, k, *active[k], store) for k in order if k in used]
        elif cls not in (ast.SizeOf, ast.Lambda):
            for child in children(e):
                self.expr(child, active)
