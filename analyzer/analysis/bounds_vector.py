"""Accesses of V elements per thread (KL110): a global access whose index is `V * gid + c` (gid the thread's index
in the grid, `blockIdx.x * blockDim.x + threadIdx.x`, V >= 2, through single-assignment locals), reading `w`
elements from there (`a[idx]`: 1; a vector cast, `reinterpret_cast<float4 *>(&a[idx])[0]`: 4 floats).

`find_each(func)` gives each such access with V, the elements past the index it reaches (c + w - 1) and the upper
bounds of a value `V * gid + c'` on its path (`idx < N`: c' = 0; `idx + 3 < N`, `idx + 4 <= N`: 3). A launch that
rounds its grid up on elements (`(N + 255) / 256` blocks of 64 threads of 4: rounding.grid_elements) leaves
the last block's threads past N: the access is out of bounds unless a bound with the same V covers its last
element (c + w - 1 <= c'); a bound of a smaller multiple of gid (`tid < n` over `2 * tid + 1`) covers nothing."""

from __future__ import annotations

from analyzer.analysis.bounds_terms import RELATIONAL, children, exits, names, upper
from analyzer.cuda import ast
from analyzer.cuda.model.ctype_layout import type_layout
from analyzer.cuda.model.rounding import one_definitions
from analyzer.cuda.query import iter_nodes


def _strip(e):
    while type(e) is ast.Cast and not e.type.pointers:
        e = e.expr
    return e


def _is_gid(e, resolve=lambda e: e, widths: frozenset = frozenset()) -> bool:
    """`blockIdx.x * blockDim.x + threadIdx.x` (or `blockIdx.x * 32`, or `blockIdx.x * NT` with NT one of
    `widths`, the kernel's non-type template parameters) in either order of either operation; `resolve`: a
    local's single value (`int tid = threadIdx.x;`)."""
    if type(e) is not ast.Binary or e.op != "+":
        return False
    for prod, tid in ((e.left, e.right), (e.right, e.left)):
        prod, tid = _strip(resolve(_strip(prod))), _strip(resolve(_strip(tid)))
        if _member(tid, "threadIdx") and type(prod) is ast.Binary and prod.op == "*" and widths and any(
                type(_strip(a)) is ast.Name and _strip(a).id in widths and _member(_strip(b), "blockIdx")
                for a, b in ((prod.left, prod.right), (prod.right, prod.left))):
            return True  # NOTE: `blockIdx.x * NUM_THREADS + tid`, the block's x a template parameter
        if _member(tid, "threadIdx") and type(prod) is ast.Binary and prod.op == "*":
            parts = {_member(_strip(prod.left), "blockIdx"), _member(_strip(prod.right), "blockIdx"),
                     _member(_strip(prod.left), "blockDim"), _member(_strip(prod.right), "blockDim")}
            if parts >= {True} and sum(_member(_strip(p), b) for p in (prod.left, prod.right)
                                       for b in ("blockIdx", "blockDim")) == 2:
                return True
            # NOTE: `blockIdx.x * 32 + threadIdx.x`, the block's x written as a literal
            if {type(_strip(prod.left)), type(_strip(prod.right))} == {ast.Member, ast.IntLit} and \
                    any(_member(_strip(p), "blockIdx") for p in (prod.left, prod.right)):
                return True
    return False


def _member(e, base: str) -> bool:
    return type(e) is ast.Member and type(e.base) is ast.Name and e.base.id == base and e.field == "x"


class _Kernel:
    def __init__(self, func: ast.Function, base: str, nodes: list | None = None) -> None:
        self.base = base
        self.params = {p.name: p.type for p in func.params if p.name and p.type.pointers}
        self.widths = frozenset(p.name for p in func.template_params or () if p.name and p.kind != "type")
        # NOTE: the locals declared once with a value and never written again
        self.values: dict[str, object] = {k: d.init for k, d in one_definitions(
            iter_nodes(func.body) if nodes is None else nodes).items()
                                          if d is not None and d.init is not None}
        self.found: list[tuple] = []
        self.each: dict[str, list[tuple]] = {base: self.found}  # find_each: the accesses found per base

    def linear(self, e, depth: int = 0) -> tuple[int, int] | None:
        """(a, c) of `e` = a * gid + c (`base` "t": a * threadIdx.x + c), or None."""
        e = _strip(e)
        cls = type(e)
        if depth > 8:
            return None
        if cls is ast.IntLit:
            return 0, e.value
        if cls is ast.Name:
            return self.linear(self.values[e.id], depth + 1) if e.id in self.values else None
        if cls is ast.Member:
            return (1, 0) if self.base == "t" and _member(e, "threadIdx") else None
        if cls is not ast.Binary:
            return None
        if _is_gid(e, lambda x: self.values.get(x.id, x) if type(x) is ast.Name else x, self.widths):
            return (1, 0) if self.base == "g" else None
        left, right = self.linear(e.left, depth + 1), self.linear(e.right, depth + 1)
        if left is None or right is None:
            return None
        if e.op == "+":
            return left[0] + right[0], left[1] + right[1]
        if e.op == "-":
            return left[0] - right[0], left[1] - right[1]
        if e.op == "*" and (left[0] == 0 or right[0] == 0):
            k, v = (left[1], right) if left[0] == 0 else (right[1], left)
            return k * v[0], k * v[1]
        return None

    def bounds(self, c, truth: bool, out: list) -> None:
        """The (a, c', condition) of each `a * gid + c' < bound` that `c` being `truth` establishes."""
        cls = type(c)
        if cls is ast.Unary and c.op == "!":
            self.bounds(c.operand, not truth, out)
        elif cls is ast.Binary and c.op in ("&&", "||"):
            if (c.op == "&&") == truth:
                self.bounds(c.left, truth, out)
                self.bounds(c.right, truth, out)
        elif cls is ast.Binary and c.op in RELATIONAL:
            strict = (c.op in ("<", ">")) == truth
            below, above = (c.left, c.right) if (c.op in ("<", "<=")) == truth else (c.right, c.left)
            form, limit = self.linear(below), self.linear(above)
            if form is not None and form[0] > 0 and (limit is None or limit[0] == 0):
                out.append((form[0], form[1] - (0 if strict else 1), c))

    def access(self, node, pointer: str, index, cast, path: list, store: bool) -> None:
        if pointer not in self.params:
            return
        for self.base, self.found in self.each.items():
            self._access(node, pointer, index, cast, path, store)

    def _access(self, node, pointer: str, index, cast, path: list, store: bool) -> None:
        form = self.linear(index)
        if form is None or form[0] < 2 or pointer not in self.params:
            return
        width = 1
        element = type_layout(self.params[pointer].base)
        if cast is not None and cast.type.pointers == 1 and element:
            vector = type_layout(cast.type.base)
            width = vector[0] // element[0] if vector and vector[0] > element[0] else 1
        bounds: list = []
        for cond, truth in path:
            self.bounds(cond, truth, bounds)
        read = names(index)  # NOTE: a bound of the index that is no multiple of gid plus a constant: not judged
        if not bounds and any(read & upper(cond, truth) for cond, truth in path):
            return
        self.found.append((node, form[0], form[1], width, bounds, store))

    def stmt(self, s, path: list) -> list:
        cls = type(s)
        if cls is ast.Block:
            for child in s.stmts:
                path = self.stmt(child, path)
        elif cls is ast.ExprStmt:
            self.expr(s.expr, path)
        elif cls is ast.Decl:
            for d in s.declarators:
                if d.init is not None:
                    self.expr(d.init, path)
        elif cls is ast.If:
            self.expr(s.cond, path)
            self.stmt(s.then, path + [(s.cond, True)])
            if s.other is not None:
                self.stmt(s.other, path + [(s.cond, False)])
            elif exits(s.then):
                return path + [(s.cond, False)]
        elif cls in (ast.For, ast.While):
            if cls is ast.For and s.init is not None:
                path = self.stmt(s.init, path)
            inner = path + [(s.cond, True)] if s.cond is not None else path
            self.stmt(s.body, inner)
        elif cls is ast.DoWhile:
            self.stmt(s.body, path)
        elif cls in (ast.Labeled, ast.Case):
            if s.stmt is not None:
                self.stmt(s.stmt, path)
        elif cls is ast.Switch:
            self.stmt(s.body, path)
        return path

    def expr(self, e, path: list, store: bool = False) -> None:
        cls = type(e)
        if cls is ast.Conditional:
            self.expr(e.cond, path)
            self.expr(e.then, path + [(e.cond, True)])
            self.expr(e.other, path + [(e.cond, False)])
            return
        if cls is ast.Binary and e.op in ("&&", "||"):
            self.expr(e.left, path)
            self.expr(e.right, path + [(e.left, e.op == "&&")])
            return
        if cls is ast.Assign:
            self.expr(e.value, path)
            self.expr(e.target, path, store=True)
            return
        if cls is ast.Index and type(e.base) is ast.Name:
            self.access(e, e.base.id, e.index, None, path, store)
        elif cls is ast.Index and type(e.index) is ast.IntLit or cls is ast.Unary and e.op == "*":
            inner = e.base if cls is ast.Index else e.operand
            if type(inner) is ast.Cast and inner.type.pointers:
                target = _strip(inner.expr)
                while type(target) is ast.Cast:
                    target = target.expr
                if type(target) is ast.Unary and target.op == "&" and type(target.operand) is ast.Index \
                        and type(target.operand.base) is ast.Name:
                    self.access(e, target.operand.base.id, target.operand.index, inner, path, store)
                    self.expr(target.operand.index, path)
                    return
        if cls is ast.SizeOf or cls is ast.Lambda:
            return
        for child in children(e):
            self.expr(child, path)


def find_each(func: ast.Function, bases: tuple[str, ...] = ("g", "t"), nodes: list | None = None
              ) -> dict[str, list[tuple]]:
    """{base: (access node, V, c, the elements it reads from there, [(a, c', condition)], whether a store) of each
    global access indexed by V * gid + c, V >= 2, in execution order}; base "t": by V * threadIdx.x + c (for a
    launch whose block is rounded up on elements); in one walk of the body (the locals' single values read once);
    `nodes`: the body's nodes (iter_nodes), when the caller has them."""
    if func.body is None:
        return {base: [] for base in bases}
    kernel = _Kernel(func, bases[0], nodes)
    kernel.each = {base: [] for base in bases}
    kernel.stmt(func.body, [])
    return kernel.each


def verdict(v: int, reach: int, bounds: list, blocks: bool = True):
    """None when a bound with the same V covers the last element reached; else the bound that fails (or None
    for no bound at all) as ("weak", condition, c') or ("none",). `blocks`: the launch rounds up whole blocks of
    threads (a grid), not threads (a block of ceil(n / V) threads, whose last thread starts below n: only its
    elements past the first can be past the end)."""
    same = [b for b in bounds if b[0] == v]
    if any(reach <= c for _, c, _ in same) or not blocks and not same and reach == 0:
        return None
    if same:
        return "weak", same[0][2], same[0][1]
    smaller = [b for b in bounds if b[0] < v]
    if smaller:
        return "weak", smaller[0][2], None
    return ("none",)
