"""A test that bounds one term of a column (KL110): in a loop over the tiles of a row, `for (o = 0; o < n; o += 32)`,
a global access at column `o + l` under `if (l < n)` tests the lane's offset in the tile, not the column it touches.
The test bounds only the index it tests: in a later round (o = 32, 64, ...) the lanes with o + l >= n pass it, and
the access reaches past the row's n elements (the next row's, or past the end) wherever n is above the step and not
a multiple of it. `if (o + l < n)` (or a local `c = o + l` tested) anywhere on the access's path (around it, or
`if (o + l >= n) break;` before it) is the check of the column: no finding.

The index is read as an integer polynomial (bounds_algebra.polynomial) with the tested name kept whole: the access
is claimed where the loop's counter and the tested name are both terms of it, each once."""

from __future__ import annotations

from analyzer.analysis.bounds_algebra import polynomial
from analyzer.analysis.bounds_terms import key, upper
from analyzer.analysis.bounds_vector import _Kernel
from analyzer.cuda import ast
from analyzer.cuda.query import iter_nodes, nodes_of, uncast


class LaneGuard:
    """An access `node` at column `counter + tested` under `test` (`tested < bound`) in the loop `loop` that steps
    `counter` by `step` while `counter < bound`."""

    __slots__ = ("node", "store", "counter", "tested", "test", "bound", "step", "loop")

    def __init__(self, node, store, counter, tested, test, bound, step, loop):
        self.node, self.store, self.counter, self.tested = node, store, counter, tested
        self.test, self.bound, self.step, self.loop = test, bound, step, loop


def lane_guards(func: ast.Function) -> list[LaneGuard]:
    """The accesses of `func` (through its pointer parameters) at a tile loop's counter plus a name only that name's
    test bounds (no other condition on the access's path bounds the column), one per line."""
    if func.body is None:
        return []
    pointers = {p.name for p in func.params if p.name and (p.type.pointers or p.dims)}
    if not pointers or not any(_tile_loop(n) is not None for n in nodes_of(func.body, ast.For)):
        return []
    walk = _Lanes(func, pointers)
    walk.stmt(func.body, [])
    first: dict[int, LaneGuard] = {}  # NOTE: per line, the access written first (a store's target before its value)
    for g in walk.found:
        if g.node.span.line not in first or g.node.span.column < first[g.node.span.line].node.span.column:
            first[g.node.span.line] = g
    return list(first.values())


class _Lanes(_Kernel):
    """The path walk of bounds_vector._Kernel (the conditions each access runs under, a jump's negated test on the
    statements after it) over the tile loops around each access."""

    def __init__(self, func: ast.Function, pointers: set) -> None:
        super().__init__(func, "t")  # NOTE: values: the single-definition locals (rounding.one_definitions)
        self.pointers, self.loops = pointers, []

    def stmt(self, s, path: list) -> list:
        tile = _tile_loop(s) if type(s) is ast.For else None
        if tile is None:
            return super().stmt(s, path)
        self.loops.append((s, tile))
        try:
            return super().stmt(s, path)
        finally:
            self.loops.pop()

    def access(self, node, pointer: str, index, cast, path: list, store: bool) -> None:
        if pointer not in self.pointers:
            return
        for loop, (counter, bound, step) in self.loops:
            at = next((i for i, (c, _) in enumerate(path) if c is loop.cond), None)
            inside = path[at + 1:] if at is not None else ()
            for test, truth in inside:
                tested = _tests_below(test, bound, counter) if truth else None
                if tested is None or any(type(n) is ast.Name and n.id == counter for n in iter_nodes(test)):
                    continue
                expand = lambda name: self.values.get(name) if name not in (tested, counter) else None  # noqa: E731
                p = polynomial(index, expand)
                if p is None or p.get(((("n", counter),)), 0) != 1 or p.get(((("n", tested),)), 0) != 1:
                    continue
                if any(c is not test and self._column(c, t, counter, tested, expand) for c, t in inside):
                    return  # NOTE: another condition on the path tests the column (`o + l < n`, or breaks past it)
                self.found.append(LaneGuard(node, store, counter, tested, test, bound, step, loop))
                return

    def _column(self, c, truth: bool, counter: str, tested: str, expand) -> bool:
        """Whether `c` holding `truth` bounds the names (locals expanded) both the counter and the tested name are
        among (`o + l < n`, `c < n` with `c = o + l`)."""
        terms: set = set()
        for name in upper(c, truth):
            value = self.values.get(name) if name not in (tested, counter) else None
            p = polynomial(value, expand) if value is not None else None
            terms.update({a[1] for k in p for a in k if a[0] == "n"} if p else {name})
        return counter in terms and tested in terms


def _tile_loop(loop: ast.For) -> tuple | None:
    """(counter, bound, step) of `for (o = ...; o < bound; o += step)`, the step a positive constant above 1 or a
    name or member (a tile width); None for any other loop."""
    cond, step = loop.cond, loop.step
    if type(cond) is not ast.Binary or cond.op != "<" or type(uncast(cond.left)) is not ast.Name:
        return None
    counter = uncast(cond.left).id
    if type(step) is not ast.Assign or type(step.target) is not ast.Name or step.target.id != counter:
        return None
    if step.op == "+=":
        by = uncast(step.value)
    elif step.op == "=" and type(step.value) is ast.Binary and step.value.op == "+" and \
            type(uncast(step.value.left)) is ast.Name and uncast(step.value.left).id == counter:
        by = uncast(step.value.right)
    else:
        return None
    if type(by) is ast.IntLit and by.value > 1 or type(by) in (ast.Name, ast.Member):
        return counter, cond.right, by
    return None


def _tests_below(cond, bound, counter: str) -> str | None:
    """The name `cond` requires below `bound` (`l < bound`, one conjunct of an `&&`), the counter excepted."""
    cond = uncast(cond)
    if type(cond) is ast.Binary and cond.op == "&&":
        return _tests_below(cond.left, bound, counter) or _tests_below(cond.right, bound, counter)
    if type(cond) is not ast.Binary or cond.op not in ("<", ">"):
        return None
    small, large = (cond.left, cond.right) if cond.op == "<" else (cond.right, cond.left)
    small = uncast(small)
    if type(small) is ast.Name and small.id != counter and key(large) is not None and key(large) == key(bound):
        return small.id
    return None


def _accesses(stmt, pointers: set) -> list:
    """(Index node, whether a store) of the global accesses in `stmt` through a pointer parameter."""
    stores = {id(n.target) for n in iter_nodes(stmt) if type(n) is ast.Assign and type(n.target) is ast.Index}
    return [(n, id(n) in stores) for n in iter_nodes(stmt)
            if type(n) is ast.Index and type(n.base) is ast.Name and n.base.id in pointers]
