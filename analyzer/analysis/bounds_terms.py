"""The names an index or a condition of a kernel reads, and which of them a condition bounds from above on the
path it guards (KL110, analyzer/analysis/bounds.py): `names` outside clamps (`min(i, n - 1)`, `i % n`, `i & mask`,
a conditional that keeps the value below a bound), `upper` by the polarity of the path (`if (i >= n) return;`
bounds i after it; `row >= M && col >= N` false bounds neither row nor col; `idx > 4` bounds nothing above), and
`shifts`/`shifted` a bound of the part past a block's base (`tid < min(n - base, 64)`, `idx = base + tid`: idx < n),
`row_of` one of a row (`i < nw`, `ij = i * 32 + lane`: ij < nw * 32)."""

from __future__ import annotations

from analyzer.cuda import ast
from analyzer.cuda.query import builtin, uncast

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


SHIFT = "?shift"  # NOTE: a path mark in bounds._Walk's `guarded`: (SHIFT, name, key of base): name < bound - base
MINS = frozenset({"min", "umin", "llmin", "ullmin", "fminf", "fmin"})


def key(e) -> tuple | None:
    """`e` as a comparable tuple, casts and parentheses left out, the operands of `+` and `*` in one order
    (`64 * blockIdx.x` is `blockIdx.x * 64`); None for what may have a side effect or load (a call, an index)."""
    cls = type(e)
    if cls is ast.Cast:
        return key(e.expr)
    if cls is ast.Name:
        return ("n", e.id)
    if cls is ast.IntLit:
        return ("i", e.value)
    if cls is ast.Member and not e.arrow:
        base = key(e.base)
        return None if base is None else ("m", base, e.field)
    if cls is ast.Unary and e.op in ("-", "+", "~"):
        inner = key(e.operand)
        return None if inner is None else ("u", e.op, inner)
    if cls is ast.Binary and e.op in ("+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^"):
        left, right = key(e.left), key(e.right)
        if left is None or right is None:
            return None
        return ("b", e.op, *sorted((left, right), key=repr)) if e.op in ("+", "*") else ("b", e.op, left, right)
    return None


def minimum_of(e, inits: dict, assigns: dict) -> list:
    """The values whose least `e` is: the arguments of `min(a, b)` (`std::min`, `fminf`, nested) or of
    `a < b ? a : b`, through locals assigned only by their declaration (`cs = min(n - base, 64)`); else [e]."""
    for _ in range(4):
        while type(e) is ast.Cast:
            e = e.expr
        if type(e) is not ast.Name or e.id not in inits or len(assigns.get(e.id, ())) != 1:
            break
        e = inits[e.id]
    cls = type(e)
    if cls is ast.Call and type(e.func) is ast.Name and e.func.id.rsplit("::", 1)[-1] in MINS and len(e.args) == 2:
        return [v for a in e.args for v in minimum_of(a, inits, assigns)]
    if cls is ast.Conditional and type(e.cond) is ast.Binary and e.cond.op in RELATIONAL:
        small, large = (e.cond.left, e.cond.right) if e.cond.op in ("<", "<=") else (e.cond.right, e.cond.left)
        arms = key(e.then), key(e.other)
        if None not in arms and arms == (key(small), key(large)):
            return minimum_of(e.then, inits, assigns) + minimum_of(e.other, inits, assigns)
    return [e]


def shifts(c, truth: bool, inits: dict, assigns: dict) -> set:
    """The marks (SHIFT, x, key of b) of the comparisons `x < a - b` (`x < min(a - b, T)`: below the least is
    below each) that `c` makes true on the path where it is `truth`: x + b < a there, so a local `b + x` is
    bounded by a (`shifted`); with the names of such locals declared before (`shifted_locals`)."""
    marks = _marks(c, truth, inits, assigns)
    return marks | shifted_locals(marks, inits, assigns)


def held(c, truth: bool):
    """The comparisons `c` makes true on the path where it is `truth`, as (below, above, strict): `a < b` true, `a >= b`
    false, each side of a true `&&` or a false `||` (`!` flips the path); strict where the smaller side cannot equal
    the other (`<` true, `>=` false: `below < above`; else `below <= above`)."""
    cls = type(c)
    if cls is ast.Unary and c.op == "!":
        yield from held(c.operand, not truth)
    elif cls is ast.Binary and c.op in ("&&", "||"):
        if (c.op == "&&") == truth:
            yield from held(c.left, truth)
            yield from held(c.right, truth)
    elif cls is ast.Binary and c.op in RELATIONAL:
        below, above = (c.left, c.right) if (c.op in ("<", "<=")) == truth else (c.right, c.left)
        yield below, above, (c.op in ("<", ">")) == truth


def _marks(c, truth: bool, inits: dict, assigns: dict) -> set:
    out = set()
    for below, above, _ in held(c, truth):
        while type(below) is ast.Cast:
            below = below.expr
        if type(below) is not ast.Name:
            continue
        for bound in minimum_of(above, inits, assigns):
            while type(bound) is ast.Cast:
                bound = bound.expr
            base = key(bound.right) if type(bound) is ast.Binary and bound.op == "-" else None
            if base is not None:
                out.add((SHIFT, below.id, base))
    return out


def shifted(value, guarded: frozenset) -> bool:
    """Whether `value` is `b + x` (or `x + b`) with a mark (SHIFT, x, key of b) in `guarded`: below the bound."""
    while type(value) is ast.Cast:
        value = value.expr
    if type(value) is not ast.Binary or value.op != "+":
        return False
    for x, b in ((value.left, value.right), (value.right, value.left)):
        while type(x) is ast.Cast:
            x = x.expr
        if type(x) is ast.Name and (SHIFT, x.id, key(b)) in guarded:
            return True
    return False


def shifted_locals(marks: set, inits: dict, assigns: dict) -> set[str]:
    """The locals declared `b + x` before a check that leaves `marks` (SHIFT marks), assigned only by their
    declaration, x too: `idx = base + tid; if (tid < n - base)` bounds idx."""
    if not marks:
        return set()
    return {name for name, init in inits.items() if len(assigns.get(name, ())) == 1 and shifted(init, marks)
            and all(len(assigns.get(m[1], ())) <= 1 for m in marks)}


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


def row_of(value, guarded: frozenset, widest, inits: dict, assigns: dict) -> bool:
    """Whether `value` is `x * C + lane` with x bounded in `guarded` and 0 <= lane < C, so below the bound's rows
    of C (`ij = i * 32 + threadIdx.x` after `if (i >= nw) break;` is below nw * 32). The lane is threadIdx.k with
    C its blockDim.k, or with C at least `widest(k)` (the widest block of every launch in k, None if one is
    unknown), or a thread index reduced below C (`threadIdx.x & 31`, `% 32`), directly or through a local assigned
    once."""
    value = uncast(value)
    if type(value) is not ast.Binary or value.op != "+":
        return False
    for product, lane in ((value.left, value.right), (value.right, value.left)):
        product = uncast(product)
        if type(product) is not ast.Binary or product.op != "*":
            continue
        for x, width in ((product.left, product.right), (product.right, product.left)):
            x = uncast(x)
            if type(x) is ast.Name and x.id in guarded and _below(lane, uncast(width), widest, inits, assigns):
                return True
    return False


def _thread(e) -> str | None:
    """k of `threadIdx.k` (HIP's `hipThreadIdx_k` too)."""
    found = builtin(uncast(e))
    return found[1] if found is not None and found[0] == "threadIdx" else None


def _below(lane, width, widest, inits: dict, assigns: dict) -> bool:
    """Whether `lane` is below `width` in every thread (see row_of)."""
    for _ in range(3):  # NOTE: `lane = threadIdx.x & 31` then `lane`: a short chain of locals
        lane = uncast(lane)
        if type(lane) is ast.Name and lane.id in inits and len(assigns.get(lane.id, ())) == 1:
            lane = inits[lane.id]
    lane = uncast(lane)
    k = _thread(lane)
    if k is not None:
        dim = builtin(width)
        if dim is not None and dim[0] == "blockDim":
            return dim[1] == k
        size = widest(k) if type(width) is ast.IntLit and widest is not None else None
        return size is not None and size <= width.value
    if type(lane) is ast.Binary and lane.op in ("&", "%") and _thread(lane.left) and type(width) is ast.IntLit:
        mask = uncast(lane.right)
        if type(mask) is ast.IntLit:
            return mask.value < width.value if lane.op == "&" else mask.value <= width.value
    return False
