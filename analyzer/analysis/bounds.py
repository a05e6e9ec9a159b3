"""Global accesses made before the bounds check of their index (KL110), over one kernel body.

`scan(func)` reads the body in execution order (both arms of a branch, loop bodies once), numbering the global accesses
(through a pointer parameter), the comparisons and the assignments; then keeps the values that index the whole grid
(locals derived from both threadIdx and blockIdx, directly or through other locals). An access is guarded when a
condition that bounds its index value from above on its path comes first (bounds_terms.upper): an enclosing `if` or loop
condition, the left side of `&&`/`||`, the condition of `?:`, an earlier `if (...) return;` (or continue/break); a lower
bound (`idx > 4`) is none, and a condition one of whose tests bounds it while the whole does not (`if (row >= M && col
>= N) return;`) is reported as such (`weak`). Its use of the value does not count where it is clamped (`min(i, n - 1)`,
`i % n`, `i & mask`, a conditional that does not yield the value again for large values: `i < n ? i : n - 1`, not `i < 0
? 0 : i`). A finding is an unguarded access followed by a comparison of the value, with no assignment of it between."""

from __future__ import annotations

from analyzer.analysis.bounds_algebra import below, marks, quotients, recombined
from analyzer.analysis.bounds_flags import FlagPaths, contradicts, one_per_line, tail_check
from analyzer.analysis.bounds_terms import (RELATIONAL, children, clamped, exits, names as _names, relationals,
                                            upper)
from analyzer.cuda import ast
from analyzer.cuda.query import uncast


def scan(func: ast.Function, widest=None, records=None) -> tuple[list, list, list, list]:
    """(the accesses made before the check of their index: (access node, the value checked later, the line of that
    check, whether a store, the components of blockIdx the value is derived from), one per line (`a[i] + b[i]` is
    one mistake); the accesses indexed by a grid-wide value that the kernel compares nowhere and never assigns again, in a kernel that orders no grid-wide value (`<`, `>=`): (access node, the value, whether a store,
    its flat (row, column, length) or None, the components of blockIdx it is derived from: "x", "y", "xy"), in
    execution order; the accesses under a check that compares a grid-wide value of their index without bounding
    it on their path, `if (row >= M && col >= N) return;`: (access node, the value, the condition, whether a
    store), one per line; those unchecked only where a launch-wide flag has one value: bounds_flags)."""
    if func.body is None:
        return [], [], [], []
    walk = _Walk(func, widest, records)
    walk.stmt(func.body, frozenset())
    variant = walk.thread_variant()
    if not variant:
        return [], [], [], []
    flagged = walk.flagged_accesses(variant)
    weak, seen = [], set()
    for _, node, marks, store in walk.weak:
        marks = [m for m in marks if m[0] in variant]
        if marks and node.span.line not in seen:
            seen.add(node.span.line)
            weak.append((node, *marks[0], store))
    walk.checks = [(at, names & variant, line) for at, names, line in walk.checks if names & variant]
    out, lines, unchecked = [], set(), []
    # NOTE: a kernel that orders some grid-wide value checks its bound (`if (thread < threads)`), maybe
    # through another name for the same index (`offset = 8 * (blockDim.x * blockIdx.x + threadIdx.x)`); an
    # equality is no bound (`tmp != UINT32_MAX`, tmp an atomicExch of the thread's index)
    checked = walk.checked(variant)
    along: dict[str, set[str]] = {}  # NOTE: blockIdx component -> the names derived from it, on first use
    along_of, grid_checked = lambda: {k: walk.along(k) for k in "xy"}, None  # noqa: E731
    for order, node, names, store in walk.accesses:
        found = walk.later_check(order, names & variant, variant)
        if walk.apart(node, found, store, flagged):
            continue
        if found is None:
            along = along or along_of()
            if grid_checked := any(c & (along["x"] | along["y"]) for _, c, _ in walk.checks) if grid_checked is None \
                    else grid_checked:  # NOTE: a check of a name made from the grid's index (a loop's `i < cnt`: none)
                continue
            free = sorted(n for n in names & variant if n not in checked and len(walk.assigns.get(n, ())) <= 1)
            dims = "".join(k for k, names_k in along.items() if set(free) & names_k)
            if free and len(free) == len(names & variant) and dims:
                name = sorted(set(free) & along[dims[0]])[0]
                unchecked.append((node, name, store, walk.flat(node, variant), dims))
            continue
        if node.span.line in lines:
            continue
        lines.add(node.span.line)
        along = along or along_of()
        out.append((node, found[0], found[1], store, "".join(k for k, names_k in along.items() if found[0] in names_k)))
    return out, unchecked, weak, one_per_line(flagged)


def _summary(e) -> tuple[set[str], bool, frozenset]:
    """(the names `e` reads, whether it reads threadIdx, the components of blockIdx it reads), outside clamps
    (`min(i * c, n)` is in range whatever i is)."""
    names: set[str] = set()
    thread, block = False, frozenset()
    stack = [e]
    while stack:
        n = stack.pop()
        cls = type(n)
        if cls is ast.Name:
            names.add(n.id)
        elif cls is ast.Member and type(n.base) is ast.Name and n.base.id in ("threadIdx", "blockIdx"):
            thread = thread or n.base.id == "threadIdx"
            block = block | {n.field} if n.base.id == "blockIdx" else block
        elif cls is ast.Unary and n.op == "&" and type(n.operand) is ast.Index:
            stack += [n.operand.base, n.operand.index]  # NOTE: `&in[i]` is an address built from i, no load
        elif cls is ast.Index:
            continue  # NOTE: a value loaded from memory (`e = start[id]`) has no tail of the grid past the end
        elif not clamped(n) and cls is not ast.SizeOf and cls is not ast.Lambda:
            stack.extend(children(n))
    return names, thread, block


def _builtin(e) -> bool:
    """`blockIdx.x`, `blockDim.x`, ...: `blockIdx.x * blockDim.x + threadIdx.x` is the grid's index, no flat one."""
    e = uncast(e)
    return type(e) is ast.Member and type(e.base) is ast.Name and e.base.id in ("blockIdx", "blockDim", "gridDim",
                                                                               "threadIdx")


class _Walk(FlagPaths):
    """One kernel's accesses, bounds comparisons and assignments, numbered in execution order."""

    def __init__(self, func: ast.Function, widest=None, records=None) -> None:
        self.pointers = {p.name for p in func.params if p.name and (p.type.pointers or p.dims)}
        self.defs: list[tuple[str, set[str], bool, frozenset]] = []  # (name, names read, threadIdx?, blockIdx's)
        self.order = 0
        self.accesses: list[tuple[int, object, set[str], bool]] = []
        self.checks: list[tuple[int, set[str], int]] = []
        self.assigns: dict[str, list[int]] = {}
        self.compares: set[str] = set()  # every name compared anywhere (`==`, `!=` too)
        self.derived: dict[str, frozenset] = {}  # local pointer -> the unguarded names of its offset (`&p[i]`)
        self.in_conditions: set[int] = set()  # comparisons recorded by their condition's polarity
        self.inits: dict[str, object] = {}  # local -> its declaration's initialiser
        self.rows = (widest, self.inits, self.assigns)  # NOTE: `ij = i * 32 + threadIdx.x` below i's bound (row_of)
        self.weak: list[tuple[int, object, list, bool]] = []  # (order, access, [(name, condition)], store)
        FlagPaths.__init__(self, func, records)

    def thread_variant(self) -> set[str]:
        """Locals that index the whole grid: their value comes from both threadIdx and blockIdx, directly or
        through other locals (`tid = threadIdx.x` alone differs only within a block: `if (tid < s)` is a
        reduction step, not a bounds check)."""
        # NOTE: defs gathered by the walk, which reads every assignment anyway; d[2]: threadIdx, d[3]: blockIdx
        return self.closure({d[0] for d in self.defs if d[2]}) & self.closure({d[0] for d in self.defs if d[3]})

    def checked(self, variant: set[str]) -> set[str]:
        """The grid-wide names compared anywhere, and those derived from one (`j = idx / w` under `if (idx < n)`;
        a tile loop's `bk < tiles` checks no value of the grid: `addr = row * K + bk * 32 + tx` is not checked)."""
        return self.closure(self.compares & variant)

    def along(self, k: str) -> set[str]:
        """The names derived from blockIdx.k: a launch's grid rounded up in k puts threads past their end."""
        return self.closure({d[0] for d in self.defs if k in d[3]})

    def flat(self, node, variant: set[str]) -> tuple | None:
        """(row, column, row length) of an access whose index is a flat `row * length + column` (through locals
        assigned once), the length no grid-wide value: each coordinate needs its own bound."""
        e = node.index if type(node) is ast.Index else None
        for _ in range(4):
            if type(e) is ast.Name and e.id in self.inits and len(self.assigns.get(e.id, ())) == 1:
                e = self.inits[e.id]
            e = uncast(e)
        if type(e) is not ast.Binary or e.op != "+":
            return None
        for product, column in ((e.left, e.right), (e.right, e.left)):
            if type(product) is ast.Binary and product.op == "*":
                for row, length in ((product.left, product.right), (product.right, product.left)):
                    if not _names(length) & variant and not (_builtin(row) or _builtin(length) or _builtin(column)):
                        return row, column, length
        return None

    def closure(self, names: set[str]) -> set[str]:
        """`names` and the locals derived from them."""
        for _ in range(4):  # NOTE: a chain of derived indices is short; a few rounds reach its end
            grown = {d[0] for d in self.defs if d[0] not in names and d[1] & names}
            if not grown:
                break
            names |= grown
        return names

    def _tick(self) -> int:
        self.order += 1
        return self.order

    def condition(self, c, guarded: frozenset, exits: bool = False, other: bool = False) -> None:
        """Walk condition `c` and record it as a check of the names it bounds from above on the paths the code
        takes on (true, unless the `if` it heads exits; false where it exits or has an `else`)."""
        self.in_conditions |= (marked := relationals(c, set()))
        self.expr(c, guarded)
        self.in_conditions -= marked
        line, c = c.span.line, self.plain(c)  # NOTE: `live = r < n; live ? ...` checks r here
        self.compares |= (set() if exits else upper(c, True)) | (upper(c, False) if exits or other else set())
        names = (set() if exits else upper(c, True, False)) | (upper(c, False, False) if exits or other else set())
        if names:
            self.checks.append((self._mark(guarded, c), names, line))

    def passing(self, c, truth: bool, guarded: frozenset) -> frozenset:
        """`guarded` on the path where `c` is `truth`: with the names it bounds from above, and a mark (name,
        condition) for each name one of its comparisons bounds while the whole does not (`row >= M && col >= N`
        false)."""
        bounded = upper(c, truth) | marks(c, truth, self.inits, self.assigns)  # NOTE: `tid < n - base`, `e < w * h`
        weak = upper(c, truth, claimed=True) - bounded
        when = self.when(c, truth, guarded, weak) if weak else frozenset()  # NOTE: takes its names out of weak
        return guarded | bounded | {(name, c) for name in weak if name not in guarded} | when

    def trips_zero_unless(self, loop, guarded: frozenset) -> frozenset:
        """Names a loop's trip count guards its body by: `for (s = 0; s < len; ++s)`, `len = tid < n ? m : 0` (once
        assigned), runs no trip where the test fails."""
        cond = self.plain(loop.cond)
        if type(cond) is not ast.Binary or cond.op not in ("<", "!=") or type(cond.right) is not ast.Name:
            return frozenset()
        init = self.inits.get(cond.right.id) if len(self.assigns.get(cond.right.id, ())) == 1 else None
        start = self.inits.get(cond.left.id) if type(cond.left) is ast.Name else None
        for arm, truth in ((init.other, True), (init.then, False)) if type(init) is ast.Conditional else ():
            if type(arm) is ast.IntLit and type(start) is ast.IntLit and arm.value <= start.value:
                return self.passing(self.plain(init.cond), truth, guarded) - guarded  # NOTE: the other arm's path
        return frozenset()

    def access(self, node, names: set, guarded: frozenset, store: bool) -> None:
        """Record an access whose index reads `names`, not bounded by `guarded`: one a condition compares
        without bounding it (a mark in `guarded`) goes to `weak`."""
        if self.flags(node, names, guarded, store):
            return
        marks = [m for m in guarded if type(m) is tuple and m[0] in names]
        if marks:
            self.weak.append((self._tick(), node, sorted(marks, key=lambda m: m[0]), store))
        else:
            self.accesses.append((self._mark(guarded), node, names, store))

    def later_check(self, order: int, names: set[str], variant: set[str] = frozenset()) -> tuple | None:
        """(name, line, None) of the first comparison of one of `names` with no grid-wide value (bounds_flags) after
        `order`, no assignment between; else one on a path a flag keeps apart (`if (full) a[i]; else if (i < n)`),
        with (the flag's names, the flag, the value of the access's path) for its third."""
        apart = None
        for at, compared, line in self.checks:
            if at <= order:
                continue
            for name in sorted(tail_check(names & compared, self.pairs.get(at, ()), variant)):
                if not any(order < a < at for a in self.assigns.get(name, ())):
                    flag = contradicts(self.worlds.get(order, frozenset()), self.worlds.get(at, frozenset()))
                    if flag is None:
                        return name, line, None
                    apart = apart or (name, line, (_names(flag[0]), *flag))
        return apart

    def address(self, e) -> tuple[str, frozenset] | None:
        """(the pointer, the names of the offset) of `&p[i]`, `p + i`, or a local pointer made so, `p` a pointer
        parameter (or such a local); None for anything else."""
        e = uncast(e)
        cls = type(e)
        if cls is ast.Name:
            return (e.id, self.derived[e.id]) if e.id in self.derived else None
        if cls is ast.Unary and e.op == "&" and type(e.operand) is ast.Index and type(e.operand.base) is ast.Name:
            base, offset = e.operand.base.id, e.operand.index
        elif cls is ast.Binary and e.op == "+":
            left, right = e.left, e.right
            while type(left) is ast.Cast:
                left = left.expr
            if type(left) is not ast.Name:
                left, right = right, left
                while type(left) is ast.Cast:
                    left = left.expr
            if type(left) is not ast.Name:
                return None
            base, offset = left.id, right
        else:
            return None
        if base not in self.pointers and base not in self.derived:
            return None
        return base, frozenset(_names(offset, skip_clamped=True)) | self.derived.get(base, frozenset())

    def derive(self, name: str, value, guarded: frozenset) -> None:
        """Record (or forget) local pointer `name` made from a global pointer and an offset; and the indices of the
        loads its value comes from (bounds_flags.FlagPaths.plain)."""
        self.loaded(name, value)
        found = self.address(value) if name not in self.pointers else None
        if found is not None:
            self.derived[name] = found[1] - guarded
        else:
            self.derived.pop(name, None)

    def through(self, node, e, guarded: frozenset, store: bool) -> None:
        """An access at `node` through the pointer `e` (`*q`, `q->x`, a call given `q` or `&p[i]`)."""
        found = self.address(e)
        if found is not None:
            names = found[1] - guarded
            if names:
                self.access(node, set(names), guarded, store)

    def stmt(self, s, guarded: frozenset) -> frozenset:
        """Walk `s`; returns the names guarded after it (an `if (i >= n) return;` guards what follows)."""
        cls = type(s)
        if cls is ast.Block:
            for child in s.stmts:
                guarded = self.stmt(child, guarded)
            return guarded
        if cls is ast.ExprStmt:
            self.expr(e := s.expr, guarded)  # NOTE: `I row; ... row = tid / ncols;` as a declaration (r17 C-Q3)
            if type(e) is ast.Assign and e.op == "=" and type(e.target) is ast.Name and below(e.value, guarded, self):
                guarded = guarded | {e.target.id}
        elif cls is ast.Decl:
            for d in s.declarators:
                if d.init is not None:
                    self.expr(d.init, guarded)
                    self.assigns.setdefault(d.name, []).append(self._tick())
                    self.defs.append((d.name, *_summary(d.init)))
                    self.inits[d.name] = d.init
                    self.derive(d.name, d.init, guarded)
                    guarded = guarded | {d.name} if below(d.init, guarded, self) else guarded
        elif cls is ast.If:
            if s.init is not None:
                guarded = self.stmt(s.init, guarded)
            self.condition(s.cond, guarded, s.other is None and exits(s.then), s.other is not None)
            self.classification(s)  # NOTE: both arms access the index (a real element or padding): no bound
            cond = self.plain(s.cond)  # NOTE: `bool whole = a + 7 * w < n; if (whole)`
            self.stmt(s.then, self.passing(cond, True, guarded) | self.arm(s.cond, True))
            if s.other is not None:
                self.stmt(s.other, self.passing(cond, False, guarded) | self.arm(s.cond, False))
            elif exits(s.then):
                return self.passing(cond, False, guarded) | self.arm(s.cond, False)
        elif cls is ast.For:
            if s.init is not None:
                guarded = self.stmt(s.init, guarded)
            inner = guarded
            if s.cond is not None:
                self.condition(s.cond, guarded)
                inner = guarded | upper(self.plain(s.cond), True) | quotients(s.cond, True, self.inits, self.assigns) \
                    | self.trips_zero_unless(s, guarded)
            if s.range is not None:
                self.expr(s.range, guarded)
            self.stmt(s.body, inner)
            if s.step is not None:
                self.expr(s.step, inner)
        elif cls is ast.While:
            self.condition(s.cond, guarded)
            self.stmt(s.body, guarded | upper(self.plain(s.cond), True) | quotients(s.cond, True, self.inits,
                                                                                    self.assigns))
        elif cls is ast.DoWhile:
            self.stmt(s.body, guarded)
            self.expr(s.cond, guarded)
        elif cls is ast.Switch:
            self.expr(s.cond, guarded)
            self.stmt(s.body, guarded)
        elif cls is ast.Case:
            if s.stmt is not None:
                self.stmt(s.stmt, guarded)
        elif cls is ast.Labeled:
            self.stmt(s.stmt, guarded)
        elif cls is ast.Jump:
            if s.value is not None:
                self.expr(s.value, guarded)
        elif cls is ast.Unparsed:
            for child in s.salvaged:
                guarded = self.stmt(child, guarded)
        return guarded

    def expr(self, e, guarded: frozenset, store: bool = False) -> None:
        cls = type(e)
        if cls is ast.Binary:
            if e.op in ("&&", "||"):
                self.expr(e.left, guarded)
                self.expr(e.right, guarded | upper(self.plain(e.left), e.op == "&&"))
                return
            self.expr(e.left, guarded)
            self.expr(e.right, guarded)
            if id(e) in self.in_conditions:
                return
            if e.op in RELATIONAL:
                names = self.compared(e, guards=False)
                if names:
                    self.checks.append((self._mark(guarded, e), names, e.span.line))
            if e.op in RELATIONAL or e.op in ("==", "!="):
                self.compares |= self.compared(e)
            return
        if cls is ast.Conditional:
            self.condition(e.cond, guarded)
            self.expr(e.then, guarded | upper(cond := self.plain(e.cond), True))
            self.expr(e.other, guarded | upper(cond, False))
            return
        if cls is ast.Assign:
            self.expr(e.value, guarded)
            if e.op != "=":
                self.expr(e.target, guarded)  # NOTE: `out[i] += v` reads before it writes
            self.expr(e.target, guarded, store=True)
            if type(e.target) is ast.Name:
                self.assigns.setdefault(e.target.id, []).append(self._tick())
                self.defs.append((e.target.id, *_summary(e.value)))
                self.derive(e.target.id, e.value, guarded)
            return
        if cls is ast.Unary and e.op in ("++", "--") and type(e.operand) is ast.Name:
            self.assigns.setdefault(e.operand.id, []).append(self._tick())
            return
        if cls is ast.Index:
            self.expr(e.index, guarded)
            base = e.base
            if type(base) is ast.Name and (base.id in self.pointers or base.id in self.derived):
                names = (_names(e.index, skip_clamped=True) | self.derived.get(base.id, frozenset())) - guarded
                if names and not recombined(e.index, guarded, self.inits, self.assigns):  # NOTE: x*Y*Z + y*Z + z
                    self.access(e, names, guarded, store)
            else:
                self.expr(base, guarded, store)
            return
        if cls is ast.Unary and e.op == "&" and self.address(e) is not None or self.array_member(e):
            self.expr(e.operand.index if cls is ast.Unary else e.base.index, guarded)  # NOTE: `&p[i]`, `p[i].data`
            return  # NOTE: takes an address: it reads nothing
        if cls is ast.Unary and e.op == "*" or cls is ast.Member and e.arrow:
            inner = e.operand if cls is ast.Unary else e.base
            self.through(e, inner, guarded, store)
        if cls is ast.Call:
            for arg in e.args:  # NOTE: a callee given `&p[i]`, `p + i` or a pointer made so reads or writes there
                self.through(e, arg, guarded, False)
        if cls is ast.SizeOf or cls is ast.Lambda:
            return
        for child in children(e):
            self.expr(child, guarded)
