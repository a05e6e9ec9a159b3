"""Integer identities of an index (KL110, analyzer/analysis/bounds.py): whether an index is, as a value, one its
path bounds. `recombined`: a linear index decomposed by division and remainder and put together again is the index
itself (`x = i / (Y * Z)`, `y = (i / Z) % Y`, `z = i % Z`: `x * Y * Z + y * Z + z` is i, since (a / b) * b + a % b
== a and (a / b) / c == a / (b * c) for the non-negative values an index takes); `offset_of`: a bounded index plus
a value every thread shares (`p = w + first` after `if (w >= nwork) return;`: the range the host sizes for).

`quotients`/`quotient_of`: a quotient of a checked flat index by a factor of its bound is below the other factors
(`if (e < width * height) { h = e / width; ...`: h < height, whatever later compares h with another bound).

An index is read as a polynomial with integer coefficients over atoms (names, members, quotients `a / b` of two
polynomials); `a % b` is `a - b * (a / b)`; the locals assigned only by their declaration are expanded, the names
the path bounds are not (they stay the value the check bounds)."""

from __future__ import annotations

from analyzer.analysis.bounds_terms import children, held, key, row_of, shifted, shifts
from analyzer.cuda import ast
from analyzer.cuda.query import builtin, iter_nodes, uncast

_MAX_TERMS = 48  # NOTE: an index of a kernel is a few terms; past this the identity is not looked for


def _const(v: int) -> dict:
    return {(): v} if v else {}


def _add(a: dict, b: dict, sign: int = 1) -> dict:
    out = dict(a)
    for m, c in b.items():
        c = out.get(m, 0) + sign * c
        if c:
            out[m] = c
        else:
            out.pop(m, None)
    return out


def _mul(a: dict, b: dict) -> dict | None:
    out: dict = {}
    for ma, ca in a.items():
        for mb, cb in b.items():
            m = tuple(sorted(ma + mb, key=repr))
            c = out.get(m, 0) + ca * cb
            if c:
                out[m] = c
            else:
                out.pop(m, None)
    return out if len(out) <= _MAX_TERMS else None


def _frozen(p: dict) -> tuple:
    return tuple(sorted(p.items(), key=repr))


def _div(a: dict, b: dict) -> dict | None:
    """a / b (integer division of non-negative values): a constant folded, (a / b) / c as a / (b * c)."""
    if b == {(): 1}:
        return a
    if not b or not a:
        return None if not b else {}
    if set(a) <= {()} and set(b) <= {()}:
        return _const(int(a.get((), 0) / b[()]))
    if len(a) == 1:
        (m, c), = a.items()
        if c == 1 and len(m) == 1 and m[0][0] == "d":  # NOTE: (a2 / b2) / b is a2 / (b2 * b)
            inner = _mul(dict(m[0][2]), b)
            return None if inner is None else _div(dict(m[0][1]), inner)
    return {(("d", _frozen(a), _frozen(b)),): 1}


def polynomial(e, expand, depth: int = 8) -> dict | None:
    """`e` as {monomial (sorted atoms): coefficient}; `expand(name)` the expression a name stands for (None: an
    atom). None where `e` is not integer arithmetic of names, members and literals."""
    e = uncast(e)
    cls = type(e)
    if cls is ast.IntLit:
        return _const(e.value)
    if cls is ast.Name:
        init = expand(e.id) if depth > 0 else None
        return polynomial(init, expand, depth - 1) if init is not None else {(("n", e.id),): 1}
    if cls is ast.Member and not e.arrow:
        k = key(e)
        return None if k is None else {(("m", k),): 1}
    if cls is ast.Unary and e.op in ("-", "+"):
        inner = polynomial(e.operand, expand, depth)
        return None if inner is None else _add({}, inner, -1 if e.op == "-" else 1)
    if cls is not ast.Binary or e.op not in ("+", "-", "*", "/", "%"):
        return None
    left = polynomial(e.left, expand, depth)
    right = polynomial(e.right, expand, depth) if left is not None else None
    if right is None:
        return None
    if e.op == "+" or e.op == "-":
        out = _add(left, right, 1 if e.op == "+" else -1)
        return out if len(out) <= _MAX_TERMS else None
    if e.op == "*":
        return _mul(left, right)
    quotient = _div(left, right)
    if e.op == "/" or quotient is None:
        return quotient
    product = _mul(right, quotient)  # NOTE: a % b is a - b * (a / b)
    return None if product is None else _add(left, product, -1)


def _expander(inits: dict, assigns: dict, keep):
    """The declaration of a local assigned only by it, unless `keep` holds its name (a value a check bounds)."""
    return lambda name: inits.get(name) if name not in keep and len(assigns.get(name, ())) == 1 else None


def recombined(index, guarded: frozenset, inits: dict, assigns: dict) -> bool:
    """Whether `index` equals, as an integer value, one name `guarded` holds (through the locals it is built of)."""
    nodes = _locals_of(index, inits, assigns)
    if not any(type(n) is ast.Binary and n.op in ("/", "%") for n in nodes) and len(nodes) < 2:
        return False  # NOTE: a name alone, not a local made of others: the plain name test already judged it
    p = polynomial(index, _expander(inits, assigns, guarded))
    if p is None or len(p) != 1:
        return False
    (m, c), = p.items()
    return c == 1 and len(m) == 1 and m[0][0] == "n" and m[0][1] in guarded


def _locals_of(e, inits: dict, assigns: dict, depth: int = 6) -> list:
    """The nodes of `e` and of the declarations of the locals it reads (assigned once), a few levels deep."""
    out, stack, seen = [], [(e, 0)], set()
    while stack:
        n, d = stack.pop()
        out.append(n)
        if type(n) is ast.Name and d < depth and n.id not in seen and len(assigns.get(n.id, ())) == 1 \
                and n.id in inits:
            seen.add(n.id)
            stack.append((inits[n.id], d + 1))
            continue
        if type(n) in _ARITHMETIC:  # NOTE: into arithmetic only, not a call's arguments, a subscript or a branch
            stack += [(c, d) for c in children(n)]
    return out


_ARITHMETIC = (ast.Binary, ast.Unary, ast.Cast)


def offset_of(value, guarded: frozenset, walk) -> bool:
    """Whether `value` is `g + u` (or `u + g`), g a name `guarded` holds and u read from names every thread has
    alike, each assigned once (kernel arguments, locals of them; no thread or block index, directly or through a
    local, no loop counter, not a literal alone: `j = i + 1` before a test of j is an off-by-one's shape)."""
    from analyzer.analysis.bounds_terms import names

    value = uncast(value)
    if type(value) is not ast.Binary or value.op != "+":
        return False
    for g, u in ((value.left, value.right), (value.right, value.left)):
        g = uncast(g)
        if type(g) is ast.Name and g.id in guarded and _shared(u, names(u), walk):
            return True
    return False


def _shared(u, read: set[str], walk) -> bool:
    if not read or any(len(walk.assigns.get(n, ())) > 1 for n in read):
        return False
    if any((b := builtin(n)) is not None and b[0] in ("threadIdx", "blockIdx") for n in iter_nodes(u)):
        return False  # NOTE: CUDA's and HIP's spellings alike (`hipThreadIdx_y`), cuda/query.builtin
    return not read & walk.closure({d[0] for d in walk.defs if d[2] or d[3]})


QUOTIENT = "?quotient"  # NOTE: a path mark in bounds._Walk's `guarded`: (QUOTIENT, x, P's monomial): x < P there


def quotients(c, truth: bool, inits: dict, assigns: dict) -> set:
    """The marks (QUOTIENT, x, (atoms, coefficient)) of the comparisons `x < P` (`x <= P - 1` is not read) that `c`
    makes true on the path where it is `truth`, P a product of names, members and literals (through locals assigned
    only by their declaration: `int n = width * height; if (e < n)`)."""
    out = set()
    for below, above, strict in held(c, truth):
        below = uncast(below)
        if not strict or type(below) is not ast.Name:
            continue  # NOTE: `x <= P` true (or `x > P` false) lets x == P through: e / width can be height
        p = polynomial(above, _expander(inits, assigns, frozenset()))
        if p is not None and len(p) == 1:
            (m, k), = p.items()
            if m and k > 0:
                out.add((QUOTIENT, below.id, (m, k)))
    return out


def quotient_of(value, guarded: frozenset) -> bool:
    """Whether `value` is `x / D` with a mark (QUOTIENT, x, P) in `guarded` and D a factor of P (its atoms among P's,
    its constant dividing P's): x < P gives x / D < P / D, the bound of the dimension the other factors name."""
    value = uncast(value)
    if type(value) is not ast.Binary or value.op != "/" or type(uncast(value.left)) is not ast.Name:
        return False
    x = uncast(value.left).id
    d = polynomial(value.right, lambda name: None)
    if d is None or len(d) != 1:
        return False
    (dm, dk), = d.items()
    if dk <= 0:
        return False
    for mark in guarded:
        if type(mark) is tuple and len(mark) == 3 and mark[0] == QUOTIENT and mark[1] == x:
            pm, pk = mark[2]
            rest = list(pm)
            if pk % dk == 0 and all(a in rest and not rest.remove(a) for a in dm):
                return True
    return False


def marks(c, truth: bool, inits: dict, assigns: dict) -> set:
    """The path marks condition `c` leaves where it is `truth`: bounds_terms.shifts (`tid < n - base`: base + tid < n)
    and `quotients` (`e < w * h`: e / w < h)."""
    return shifts(c, truth, inits, assigns) | quotients(c, truth, inits, assigns)


def below(value, guarded: frozenset, walk) -> bool:
    """Whether `value` is below a bound `guarded` holds (a local declared or assigned it is): `tid < n - base`'s
    `base + tid` (shifted), a row of a checked flat index (row_of), `p = w + first` (offset_of), `h = e / w` under
    `e < w * h` (quotient_of)."""
    return bool(shifted(value, guarded) or row_of(value, guarded, *walk.rows) or offset_of(value, guarded, walk)
                or quotient_of(value, guarded))
