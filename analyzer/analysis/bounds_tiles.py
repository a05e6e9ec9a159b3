"""Tile loops that run past the row count (KL110): a global access whose index holds the row `tile * B + tx`
(`K[off + tile_size * j + tx * d + x]` with `tile_size = B * d`: the terms `j * B * S` and `threadIdx.x * S` of one
stride S) inside a loop `for (j = 0; j < T; j++)` whose bound T a launch passes as the ceiling division of a count
N it also passes by B (`T = ceil((float) N / B)`, rounding.ceil_arguments), with a block of B threads in x. The
last tile's rows reach T * B - 1 >= N whenever N is no multiple of B, so the access is out of bounds unless a
condition on its path bounds the row (`if (j * B + tx < N)`).

A block-strided loop is the same overrun without the launch's help (`find_strided`): `for (s = 0; s < N; s +=
blockDim.x)` bounds the tile's base s, not the row `s + threadIdx.x` its accesses index (`o = s + threadIdx.x; v =
a[o];`), so the last tile's threads past N access out of bounds whenever N is no multiple of the block, unless a
condition on the path bounds the row (`if (o < n) v = a[o]`, or a loop condition `s + threadIdx.x < N`, which is no
such loop).

The index is read as a sum of products of names (`poly`): single-assignment locals are expanded, parameters
whose value a launch fixes (`Bc` passed as 32) become factors, anything else is an opaque name; a clamp (`min`,
`%`) is opaque, so the row is not found in it."""

from __future__ import annotations

from analyzer.analysis.bounds_terms import upper
from analyzer.analysis.bounds_vector import _Kernel, _strip
from analyzer.cuda import ast

_TID = "threadIdx.x"


class _Tiles(_Kernel):
    def __init__(self, func: ast.Function, known: dict[str, int], counts: dict[str, tuple]) -> None:
        super().__init__(func, "t")
        self.known = known  # parameter -> its value at the launch
        self.counts = counts  # parameter -> (the count's parameter, the divisor, the host line)
        self.loops: list = []

    def poly(self, e, depth: int = 0) -> dict | None:
        """{(sorted names): coefficient} of `e`, or None past 8 locals deep or 64 products."""
        e = _strip(e)
        cls = type(e)
        if depth > 8:
            return None
        if cls is ast.IntLit:
            return {(): e.value}
        if cls is ast.Name:
            if e.id in self.values:
                return self.poly(self.values[e.id], depth + 1)
            return {(): self.known[e.id]} if e.id in self.known else {(e.id,): 1}
        if cls is ast.Member and type(e.base) is ast.Name and e.field in "xyz":
            return {(f"{e.base.id}.{e.field}",): 1}
        if cls is ast.Binary and e.op in ("+", "-", "*"):
            left, right = self.poly(e.left, depth), self.poly(e.right, depth)
            if left is None or right is None or len(left) * len(right) > 64:
                return None
            out: dict = {}
            if e.op == "*":
                for a, x in left.items():
                    for b, y in right.items():
                        key = tuple(sorted(a + b))
                        out[key] = out.get(key, 0) + x * y
            else:
                out = dict(left)
                for b, y in right.items():
                    out[b] = out.get(b, 0) + (y if e.op == "+" else -y)
            return {k: v for k, v in out.items() if v}
        return {(f"?{id(e)}",): 1}

    def stmt(self, s, path: list) -> list:
        if type(s) is not ast.For:
            return super().stmt(s, path)
        self.loops.append(s)
        try:
            return super().stmt(s, path)
        finally:
            self.loops.pop()

    def _tile(self, loop) -> tuple | None:
        """(the loop's variable, its bound's parameter) of `for (j = 0; j < T; j++)` with T a rounded tile count."""
        c, step = loop.cond, loop.step
        if type(c) is not ast.Binary or c.op not in ("<", ">"):
            return None
        var, bound = (c.left, c.right) if c.op == "<" else (c.right, c.left)
        if type(var) is not ast.Name or type(bound) is not ast.Name or bound.id not in self.counts:
            return None
        init = loop.init
        decl = init.declarators[0] if type(init) is ast.Decl and len(init.declarators) == 1 else None
        start = _strip(decl.init) if decl is not None and decl.init is not None else None
        if decl is None or decl.name != var.id or type(start) is not ast.IntLit or start.value < 0:
            return None  # NOTE: a first tile of 0 or more and a step of one: the loop reaches its last tile
        ok = (type(step) is ast.Unary and step.op == "++" or
              type(step) is ast.Assign and getattr(step, "op", "") == "+=" and type(step.value) is ast.IntLit
              and step.value.value == 1)
        return (var.id, bound.id) if ok else None

    def access(self, node, pointer: str, index, cast, path: list, store: bool) -> None:
        if pointer not in self.params:
            return
        form = self.poly(index)
        if not form:
            return
        for loop in self.loops:
            tile = self._tile(loop)
            if tile is None:
                continue
            var, bound = tile
            divisor = self.counts[bound][1]
            rows = {tuple(n for n in k if n != var): v for k, v in form.items() if var in k}
            lanes = {tuple(n for n in k if n != _TID): v for k, v in form.items() if _TID in k}
            if len(rows) != 1 or rows.keys() != lanes.keys() or any(rows[k] != lanes[k] * divisor for k in rows):
                continue
            row = {var, _TID}
            if any(c is not loop.cond and self._bounds(upper(c, truth), row) for c, truth in path):
                return
            lane = next((n for n, v in self.values.items() if self.poly(v) == {(_TID,): 1}), _TID)
            self.found.append((node, store, var, bound, lane, self._size(index, var, divisor)))
            return

    def _size(self, index, var: str, divisor: int) -> str:
        """The parameter the index multiplies the tile's variable by that equals the divisor (`Bc` of
        `tile_size * j`, `tile_size = Bc * d`), else the divisor's value."""
        known, self.known = self.known, {}
        try:
            raw = self.poly(index) or {}
        finally:
            self.known = known
        names = {n for k in raw if var in k for n in k}
        return next((n for n in sorted(names) if known.get(n) == divisor), str(divisor))

    def _bounds(self, bounded: set[str], row: set[str]) -> bool:
        """Whether a name of `bounded` holds the row (the tile's variable or the thread's index, expanded)."""
        for name in bounded:
            form = self.poly(self.values[name]) if name in self.values else {(name,): 1}
            if any(set(k) & row for k in form or {}):
                return True
        return False


class _Strided(_Tiles):
    """The accesses at row `s + threadIdx.k` of a block-strided loop `for (s = 0; s < N; s += blockDim.k)`."""

    def __init__(self, func: ast.Function, known: dict[str, int], counts: dict[str, tuple]) -> None:
        super().__init__(func, known, counts)
        self._strides: dict[int, tuple | None] = {}  # NOTE: by id: the loops live as long as the walk
        self._forms: dict | None = None

    def stride(self, loop) -> tuple | None:
        """(the loop's variable, its bound, k, its step: "blockDim.k" or a number) of a block-strided loop."""
        c, step, init = loop.cond, loop.step, loop.init
        if type(c) is not ast.Binary or c.op not in ("<", ">") or type(step) is not ast.Assign or step.op != "+=":
            return None
        var, bound = (c.left, c.right) if c.op == "<" else (c.right, c.left)
        if type(var) is not ast.Name or type(step.target) is not ast.Name or step.target.id != var.id:
            return None
        first = (init.declarators[0].init if type(init) is ast.Decl and len(init.declarators) == 1
                 and init.declarators[0].name == var.id else
                 init.expr.value if type(init) is ast.ExprStmt and type(init.expr) is ast.Assign
                 and init.expr.op == "=" and type(init.expr.target) is ast.Name and init.expr.target.id == var.id
                 else None)
        if first is None or self.poly(first) not in ({}, {(): 0}):
            return None  # NOTE: a first tile at 0: its rows end where a multiple of the step does
        limit, by = self.poly(bound), _strip(step.value)
        if not limit or any(n == var.id or n.startswith(("threadIdx.", "?")) for k in limit for n in k):
            return None
        if type(by) is ast.Member and type(by.base) is ast.Name and by.base.id == "blockDim" and by.field in "xyz":
            return var.id, bound, by.field, f"blockDim.{by.field}"
        value = self.poly(by)
        return (var.id, bound, "x", value[()]) if value and list(value) == [()] and value[()] > 0 else None

    def strided(self, loop) -> tuple | None:
        """stride(loop), found once per loop (every access in it asks)."""
        if id(loop) not in self._strides:
            self._strides[id(loop)] = self.stride(loop)
        return self._strides[id(loop)]

    def local_forms(self) -> dict:
        """{local: poly of its value}, found once (each access asks which local holds its row)."""
        if self._forms is None:
            self._forms = {n: self.poly(v) for n, v in self.values.items()}
        return self._forms

    def access(self, node, pointer: str, index, cast, path: list, store: bool) -> None:
        if pointer not in self.params:
            return
        form = self.poly(index)
        for loop in self.loops if form else ():
            strided = self.strided(loop)
            if strided is None:
                continue
            var, bound, k, step = strided
            tid = f"threadIdx.{k}"
            rows = {tuple(n for n in key if n != var): v for key, v in form.items() if var in key}
            lanes = {tuple(n for n in key if n != tid): v for key, v in form.items() if tid in key}
            if len(rows) != 1 or rows != lanes:
                continue  # NOTE: the row is the base plus the lane, in one stride of elements
            if any(c is not loop.cond and (self._bounds(upper(c, truth), {var, tid})
                                           or self._below_rest(c, truth, var, tid, bound)) for c, truth in path):
                return
            lane = next((n for n, f in self.local_forms().items() if f == {(var,): 1, (tid,): 1}), None)
            self.found.append((node, store, var, bound, k, step, lane))
            return


    def _below_rest(self, c, truth: bool, var: str, tid: str, bound) -> bool:
        """`c` holding `truth` bounds the row `var + tid` below `bound` through the rest of the count: `tid < N - s`,
        or `tid < num` with `num = min(blockDim.x, N - s)` (below a min is below each of its operands)."""
        from analyzer.analysis.bounds_terms import MINS

        if type(c) is ast.Unary and c.op == "!":
            return self._below_rest(c.operand, not truth, var, tid, bound)
        if type(c) is not ast.Binary:
            return False
        if c.op in ("&&", "||") and (c.op == "&&") == truth:
            return any(self._below_rest(x, truth, var, tid, bound) for x in (c.left, c.right))
        if not (c.op == "<" and truth or c.op == ">=" and not truth or c.op == ">" and truth):
            return False
        below, above = (c.right, c.left) if c.op == ">" else (c.left, c.right)
        want, lane = self.poly(bound), self.poly(below)
        if not want or not lane:
            return False
        want = dict(want)
        want[(var,)] = want.get((var,), 0) - 1  # NOTE: below N - var is row = var + below < N
        want = {k: v for k, v in want.items() if v}
        if lane != {(tid,): 1}:
            return False
        tops, seen = [above], 0
        while tops and seen < 8:
            top, seen = _strip(tops.pop()), seen + 1
            if type(top) is ast.Name and top.id in self.values:
                tops.append(self.values[top.id])
            elif type(top) is ast.Call and type(top.func) is ast.Name and \
                    top.func.id.rsplit("::", 1)[-1] in MINS and len(top.args) == 2:
                tops.extend(top.args)
            elif self.poly(top) == want:
                return True
        return False

def find_strided(func: ast.Function, nodes: list) -> list[tuple]:
    """(the access, whether a store, the loop's variable, its bound (an expression), the component k, the step
    ("blockDim.k" or a number), the local holding the row or None) of each global access at row `s + threadIdx.k`
    of a block-strided loop `for (s = 0; s < N; s += step)` that no condition on its path bounds; `nodes`: the
    body's nodes (iter_nodes)."""
    if func.body is None or not any(type(n) is ast.For and type(n.step) is ast.Assign and n.step.op == "+="
                                    for n in nodes):
        return []
    kernel = _Strided(func, {}, {})
    kernel.stmt(func.body, [])
    return kernel.found


def bounds(func: ast.Function, nodes: list | None = None) -> set[str]:
    """The names that bound a `for` loop of `func` from above (`j < T`): the only parameters worth a launch's
    tile counts. `nodes`: the body's nodes (iter_nodes), when the caller has them."""
    from analyzer.cuda.query import iter_nodes

    out = set()
    for n in (iter_nodes(func.body) if nodes is None else nodes) if func.body is not None else ():
        if type(n) is ast.For and type(n.cond) is ast.Binary and n.cond.op in ("<", ">"):
            side = n.cond.right if n.cond.op == "<" else n.cond.left
            if type(side) is ast.Name:
                out.add(side.id)
    return out


def find(func: ast.Function, known: dict[str, int], counts: dict[str, tuple]) -> list[tuple]:
    """(the access, whether a store, the tile's variable, its bound's parameter, the name of threadIdx.x, the tile's
    rows: a parameter's name or a number) of each global access
    whose row runs past the count, or None. `known`: parameter values; `counts`: the parameters a launch passes as a
    rounded tile count (name -> (the count's parameter name, the divisor, the host line))."""
    if func.body is None or not counts:
        return []
    kernel = _Tiles(func, known, counts)
    kernel.stmt(func.body, [])
    return kernel.found
