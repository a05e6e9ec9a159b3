"""Whether the host launches only where a count is a multiple of the grid's divisor (rounding.py), so that the
ceiling division is exact. `multiple_on_branch`: the launch is inside the branch of an `if` whose condition holds `n %
K == 0` there, K a multiple of the divisor (`bool full = (n % 256 == 0); if (full) k<true><<<(n + 255) / 256,
256>>>(v, n);`), read through `&&` (true branch), `||` (false branch), `!`, `!=` and a local bool's one definition.
A guard clause before the launch counts as its branch (`if (n % 256 != 0) return 1;`, the launch after it).
`multiple_always`: every value the function writes to the count (a local, or a local array's elements: `sizes[i] =
256 * (i + 1)` in a host loop, `int sizes[] = {256, 512}`) is a multiple of the divisor, whatever its inputs."""

from __future__ import annotations

from typing import Any

from analyzer.cuda import ast
from analyzer.cuda.model.evaluate import evaluate
from analyzer.cuda.query import iter_nodes, uncast


def multiple_on_branch(launch: ast.Launch, count: Any, divisor: int, env: Any, reaching: Any, defs: Any,
                       nodes: list) -> bool:
    """Whether an `if` around `launch` holds `count % K == 0` on the launch's branch, K a multiple of `divisor`;
    `defs(name)`: the one declarator of a local declared once and never assigned, else None."""
    if reaching is None or not divisor or not _index(nodes)[1]:
        return False  # NOTE: a body with no `%` tests no multiple: no walk of its ifs
    reaching._index()
    for block, i in reaching.trails.get(id(launch), ()):
        if any(type(st) is ast.If and st.other is None and _leaves(st.then)
               and _holds(st.cond, False, count, divisor, env, defs, 0) for st in block.stmts[:i]):
            return True  # NOTE: a guard clause before it, `if (n % 128 != 0) return 1;` (review r15 A Q6)
        stmt = block.stmts[i]
        while type(stmt) is ast.If:
            holds = [t for t in (True, False) if _holds(stmt.cond, t, count, divisor, env, defs, 0)]
            if not holds and type(stmt.then) is not ast.If and type(stmt.other) is not ast.If:
                break  # NOTE: the common case: no test of the count, no unbraced `if` inside to follow
            then = any(n is launch for n in iter_nodes(stmt.then))
            if then in holds and (then or stmt.other is not None):
                return True
            stmt = stmt.then if then else stmt.other
    return False


_EXITS = frozenset({"exit", "abort", "std::exit", "std::abort", "_exit"})


def _leaves(st: Any) -> bool:
    """A host branch that always leaves the function: a `return`, a `throw`, `exit(...)`, or a block ending so."""
    while type(st) is ast.Block and st.stmts:
        st = st.stmts[-1]
    if type(st) is ast.Jump:
        return st.kind == "return"
    if type(st) is ast.ExprStmt:
        e = st.expr
        return type(e) is ast.Call and type(e.func) is ast.Name and e.func.id in _EXITS or \
            type(e) is ast.Opaque and e.text.lstrip().startswith("throw")
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


_WRITES: list = [None, ({}, False)]  # NOTE: the last body's nodes and its index: one walk for all its launches


def multiple_always(count: Any, divisor: int, env: Any, nodes: list) -> bool:
    """Whether every value the function gives `count` is a multiple of `divisor`, whatever its run-time inputs: a
    local (or a local array's element, `sizes[i]`) written only with multiples (`sizes[i] = 256 * (i + 1)`, `int
    sizes[] = {256, 512}`), the array never passed or its address taken."""
    if not divisor or divisor <= 1:
        return False
    return _multiple(count, divisor, env, _index(nodes)[0], 0)


def _index(nodes: list) -> tuple[dict, bool]:
    """(`_writes(nodes)`, whether the body has a `%`), for the last body asked about: one walk for its launches."""
    if _WRITES[0] is not nodes:
        _WRITES[:] = [nodes, _writes(nodes)]
    return _WRITES[1]


def _writes(nodes: list) -> tuple[dict, bool]:
    """({name: the values written to the local (or to its elements), or None where one is unknown}, whether a `%`
    is among the nodes)."""
    out: dict[str, Any] = {}
    bases: dict[str, int] = {}
    named: dict[str, int] = {}
    arrays: set[str] = set()
    mod = False
    for n in nodes:
        cls = type(n)
        if cls is ast.Binary:
            mod = mod or n.op == "%"
        elif cls is ast.Declarator:
            if n.dims:
                arrays.add(n.name)
            items = n.init.items if type(n.init) is ast.InitList else (n.init,) if n.init is not None else ()
            if n.ctor_args:
                out[n.name] = None
            elif out.get(n.name, ()) is not None:
                out[n.name] = (*out.get(n.name, ()), *items)
        elif cls is ast.Assign:
            target = n.target.base if type(n.target) is ast.Index else n.target
            if type(target) is ast.Name and out.get(target.id, ()) is not None:
                out[target.id] = (*out.get(target.id, ()), n.value) if n.op in ("=", "+=", "-=") else None
        elif cls is ast.Unary and n.op in ("++", "--", "&"):
            target = n.operand.base if type(n.operand) is ast.Index else n.operand
            if type(target) is ast.Name:
                out[target.id] = None
        elif cls is ast.Index and type(n.base) is ast.Name:
            bases[n.base.id] = bases.get(n.base.id, 0) + 1
        elif cls is ast.Name:
            named[n.id] = named.get(n.id, 0) + 1
    for name, uses in named.items():
        if name in arrays and uses > bases.get(name, 0):
            out[name] = None  # NOTE: an array named other than by its elements: passed on, written elsewhere
    return out, mod


def _multiple(e: Any, k: int, env: Any, writes: dict, depth: int) -> bool:
    e = uncast(e)
    if depth > 6:
        return False
    value = evaluate(e, env)
    if isinstance(value, int):
        return value % k == 0
    cls = type(e)
    if cls is ast.Assign and e.op == "=":  # NOTE: `m = n = sizes[i]`
        return _multiple(e.value, k, env, writes, depth + 1)
    if cls is ast.Binary and e.op == "*":
        return _multiple(e.left, k, env, writes, depth + 1) or _multiple(e.right, k, env, writes, depth + 1)
    if cls is ast.Binary and e.op in ("+", "-"):
        return _multiple(e.left, k, env, writes, depth + 1) and _multiple(e.right, k, env, writes, depth + 1)
    if cls is ast.Binary and e.op == "<<":
        shift = evaluate(e.right, env)
        return isinstance(shift, int) and 0 <= shift < 63 and (1 << shift) % k == 0 or \
            _multiple(e.left, k, env, writes, depth + 1)
    name = e.id if cls is ast.Name else e.base.id if cls is ast.Index and type(e.base) is ast.Name else None
    values = writes.get(name) if name is not None else None
    return bool(values) and all(_multiple(v, k, env, writes, depth + 1) for v in values)
