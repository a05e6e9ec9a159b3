"""Launch-wide flags in a kernel's bounds checks (KL110, analyzer/analysis/bounds.py), and what a later comparison
must be to count as the bounds check of an index.

A flag is a condition that reads only the kernel's non-type template parameters and scalar parameters (`template
<bool fullBlocks>`, `bool isFullBlock`): every thread of a launch sees the same value, so it picks a path for the
whole launch. `if (!fullBlocks && i >= n) return;` bounds `i` where `fullBlocks` is false and nothing where it is
true; `if (isFullBlock) {a[i]} else {if (i < n) a[i]}` checks `i` only on the path where the flag is false. The
host states by the flag that the grid is exact (cudpp sets it from `n % per_block == 0`): the access is judged by
the launches that give the flag the value of its unchecked path (`binds`), never by a rewrite of the check into
`!fullBlocks || i >= n`, which would send every thread away where the flag is false.

`classification`: `if (ij < n) wm[ij] = a; else wm[ij] = inf;`, whose two arms both access the index, is no bounds
check of it. `tail_check`: a comparison of an index against a value that is itself a grid-wide index (`mid < myEndRange`, `mid >
myStartRange ? A[--mid] : 0`) is no check of the grid's tail: the bound is the same for every thread of the launch."""

from __future__ import annotations

from typing import Any

from analyzer.analysis.bounds_terms import RELATIONAL, names, upper
from analyzer.cuda import ast

FLAG = "?flag"  # NOTE: a path mark in bounds._Walk's `guarded`: (FLAG, condition, its value on the path)
WHEN = "?when"  # NOTE: (WHEN, name, flag, value, the condition): the name is bounded unless the flag has that value


class FlagPaths:
    """bounds._Walk's record of the flag marks on the path of each access and check, and of the accesses a check
    joined with a flag bounds (`!full && i >= n`)."""

    def __init__(self, func: ast.Function, records: Any = None) -> None:
        self.uniform = uniform_names(func)  # NOTE: one the body assigns is dropped by `flagged_accesses`
        self.arrays = array_members(func, records)  # NOTE: (pointer parameter, member) of an array member (array_member)
        self.worlds: dict[int, frozenset] = {}  # order -> the flag marks (FLAG, condition, value) of its path
        self.pairs: dict[int, list] = {}  # order of a check -> the sides of its comparisons (`sides`)
        self.flagged: list[tuple[int, Any, tuple, bool]] = []  # (order, access, its WHEN mark, store)
        self.loads: dict[str, frozenset] = {}  # local -> the names of the indices its value was loaded at

    def array_member(self, e: Any) -> bool:
        """`p[i].data` of a pointer parameter `p` whose elements' `data` is an array: the array's address (it decays to
        a pointer), no read of memory (review r17 A-Q3); `p[i].data[k]` reads element k."""
        return type(e) is ast.Member and not e.arrow and type(e.base) is ast.Index and type(e.base.base) is ast.Name \
            and (e.base.base.id, e.field) in self.arrays

    def loaded(self, name: str, value: Any) -> None:
        """Record the names of the indices at which the loads of `value` read (`p = nb[row]`: row), through the
        locals it reads and the locals those indices are made of (review r16 B-Q2: `tmp = list[n2 + N * m]`, n2 from
        `list[n1 + i * N]`, makes `tmp < n1` a comparison with data, no check of n1); a value no load makes forgets them."""
        found = set(at_indices(value, self.loads))
        inits = self.inits  # type: ignore[attr-defined] - bounds._Walk's
        for _ in range(4):  # NOTE: and what those indices are made of (`index = n1 + i1 * N`: n1), a short chain
            more = {m for n in found if n in inits for m in names(inits[n])} - found
            if not more:
                break
            found |= more
        if found:
            found = frozenset(found)
            self.loads[name] = found
        else:
            self.loads.pop(name, None)

    def plain(self, c: Any) -> Any:
        """Condition `c` with its local bools unfolded (`unfold`) and each comparison of an index with data loaded at
        that index (`p > row`, p = nb[row]) left out: it classifies the element, it bounds nothing (were the index past
        the end, the load would have been already)."""
        return classifying(unfold(c, self.inits, self.assigns), self.loads)

    def compared(self, e: Any, guards: bool = True) -> set[str]:
        """The names `e` compares against something else (through &&, ||, !), not against data loaded at them;
        `guards`: also by `==`/`!=` (`if (i == 0) a[i]` is in range), which are no bounds check after an access."""
        out: set[str] = set()
        stack = [e]
        while stack:
            n = stack.pop()
            cls = type(n)
            if cls is ast.Binary and n.op in ("&&", "||"):
                stack += [n.left, n.right]
            elif cls is ast.Unary and n.op == "!":
                stack.append(n.operand)
            elif cls is ast.Binary and (n.op in RELATIONAL or guards and n.op in ("==", "!=")):
                # NOTE: `in[i] < 0` compares a loaded value, not i
                left, right = names(n.left, skip_index=True), names(n.right, skip_index=True)
                out |= ((left - right) | (right - left)) - keyed(n, self.loads)
        return out

    def _mark(self, guarded: frozenset, c: Any = None) -> int:
        """A new order, with the flag marks of `guarded` as its path (and `c`'s comparisons, for a check)."""
        order = self._tick()
        world = frozenset(m for m in guarded if type(m) is tuple and m[0] == FLAG)
        if world:
            self.worlds[order] = world
        if c is not None:
            self.pairs[order] = sides(c)
        return order

    def classification(self, s: Any) -> None:
        """`if (ij < n) wm[ij] = a; else wm[ij] = inf;`: a comparison whose two arms both access global memory at
        the index picks between a real element and padding, no bound of it: its names leave the check of `s`'s
        condition, the one just recorded."""
        if s.other is None or not self.checks or self.checks[-1][2] != s.cond.span.line:
            return
        at, compared, line = self.checks[-1]
        both = compared & self.indexed(s.then) & self.indexed(s.other)
        if both:
            self.checks[-1] = (at, compared - both, line)
            self.compares -= both  # NOTE: a kernel with no other check of the index never bounds it

    def indexed(self, s: Any) -> set[str]:
        """The names the indices of the global accesses of `s` read (`p[i]`, p a pointer parameter or made from one)."""
        from analyzer.cuda.query import iter_nodes

        return {n for e in iter_nodes(s) if type(e) is ast.Index and type(e.base) is ast.Name
                and (e.base.id in self.pointers or e.base.id in self.derived) for n in names(e.index, True)}

    def arm(self, c: Any, value: bool) -> frozenset:
        """The mark of the arm where the `if`'s condition `c` is `value`, when `c` is a flag (one arm per launch)."""
        return frozenset({(FLAG, c, value)}) if is_flag(c, self.uniform) else frozenset()

    def when(self, c: Any, truth: bool, guarded: frozenset, weak: set) -> frozenset:
        """The marks (WHEN, name, flag, value, c) of the names of `weak` that `c` bounds where `c` is `truth`
        unless its flag has that value (`split`), taken out of `weak`."""
        flag = split(c, truth, self.uniform)
        if flag is None:
            return frozenset()
        out = frozenset((WHEN, name, flag[0], flag[1], c) for name in flag[2] & weak if name not in guarded)
        weak -= {m[1] for m in out}
        return out

    def apart(self, node: Any, found: Any, store: bool, flagged: list) -> bool:
        """Record in `flagged` an access whose later check (bounds._Walk.later_check) is on a flag's other path, the
        flag reading no name the body assigns; whether it is one."""
        if found is None or found[2] is None or found[2][0] & set(self.assigns):
            return False
        flagged.append((node, found[0], store, found[2][1], found[2][2], found[1]))
        return True

    def flags(self, node: Any, used: set, guarded: frozenset, store: bool) -> bool:
        """Record an access bounded unless a flag has one value (a WHEN mark of a name it reads); whether it is."""
        whens = sorted((m for m in guarded if type(m) is tuple and m[0] == WHEN and m[1] in used), key=lambda m: m[1])
        if whens:
            self.flagged.append((self._tick(), node, whens[0], store))
        return bool(whens)

    def flagged_accesses(self, variant: set) -> list:
        """bounds.scan's flagged accesses of a check joined with a flag: (access, name, store, flag, value, the
        check); one whose flag reads a name the body assigns is weak."""
        out = []
        for order, node, (_, name, flag, value, cond), store in self.flagged:
            if name not in variant:
                continue
            if names(flag) & set(self.assigns):
                self.weak.append((order, node, [(name, cond)], store))
                continue
            out.append((node, name, store, flag, value, cond))
        return out


def uniform_names(func: ast.Function) -> frozenset:
    """The names every thread of a launch reads the same value of: non-type template parameters and parameters that
    are no pointer, array or reference (one the body assigns is dropped by the caller)."""
    out = {p.name for p in func.template_params or () if p.name and p.kind != "type"}
    out |= {p.name for p in func.params if p.name and not p.type.pointers and not p.dims and not p.type.reference}
    return frozenset(out)


def is_flag(c: Any, uniform: frozenset) -> bool:
    """Whether condition `c` reads only launch-wide names (and literals): no member, index, call or assignment."""
    stack, seen = [c], False
    while stack:
        n = stack.pop()
        cls = type(n)
        if cls is ast.Name:
            if n.id not in uniform:
                return False
            seen = True
        elif cls is ast.Unary and n.op in ("!", "-", "~") and not n.postfix:
            stack.append(n.operand)
        elif cls is ast.Binary:
            stack += [n.left, n.right]
        elif cls is ast.Cast:
            stack.append(n.expr)
        elif cls not in (ast.IntLit, ast.BoolLit):
            return False
    return seen


def split(c: Any, truth: bool, uniform: frozenset) -> tuple[Any, bool, set] | None:
    """(the flag, the value it has where the check bounds nothing, the names the rest bounds) of a condition that
    joins a flag and a check on the path where `c` is `truth`: `!full && i >= n` false (an early return) bounds `i`
    unless `!full` is false; `full || i < n` true bounds `i` unless `full` is true. None: no such join."""
    while type(c) is ast.Unary and c.op == "!":
        c, truth = c.operand, not truth
    if type(c) is not ast.Binary or c.op not in ("&&", "||") or (c.op == "&&") == truth:
        return None  # NOTE: `a && b` true (or `a || b` false) holds both: no flag turns the check off
    for flag, rest in ((c.left, c.right), (c.right, c.left)):
        if is_flag(flag, uniform) and not is_flag(rest, uniform):
            bounded = upper(rest, truth)
            # NOTE: `&&` false takes `rest` false only where the flag is true; `||` true takes `rest` only where false
            return (flag, c.op == "||", bounded) if bounded else None
    return None


def binds(flag: Any, value: bool, func: ast.Function, launch: Any) -> bool | None:
    """Whether `launch` gives `flag` the truth `value` (its template arguments, the integer arguments the host fixes);
    None where the launch does not tell."""
    from analyzer.analysis.instances import binding
    from analyzer.cuda.model.evaluate import evaluate

    env = dict(binding(func, launch, {}))
    values = getattr(launch, "arg_values", ()) or ()
    env.update((p.name, v) for p, v in zip(func.params, values) if p.name and v is not None)
    try:
        got = evaluate(flag, env)
    except (ArithmeticError, TypeError, ValueError, RecursionError):
        got = None
    return None if got is None else bool(got) == value


def contradicts(a: frozenset, b: frozenset) -> tuple | None:
    """The first (flag, value) of path `a` whose flag path `b` takes with the other value (the two paths never run in
    one launch), else None."""
    other = {(id(m[1]), m[2]) for m in b}
    return next(((m[1], m[2]) for m in a if (id(m[1]), not m[2]) in other), None)


def sides(e: Any) -> list[tuple[set, set]]:
    """(names of the left side, names of the right side) of each comparison of condition `e` (through &&, ||, !)."""
    out, stack = [], [e]
    while stack:
        n = stack.pop()
        cls = type(n)
        if cls is ast.Unary and n.op == "!":
            stack.append(n.operand)
        elif cls is ast.Binary and n.op in ("&&", "||"):
            stack += [n.left, n.right]
        elif cls is ast.Binary and (n.op in RELATIONAL or n.op in ("==", "!=")):
            out.append((names(n.left, True, True), names(n.right, True, True)))
    return out


def tail_check(found: set, pairs: list, variant: set) -> set:
    """Those of `found` (names a comparison checks) compared with a side that reads no grid-wide value."""
    return {n for n in found for left, right in pairs
            if n in left and not right & variant or n in right and not left & variant}


def unfold(c: Any, inits: dict, assigns: dict) -> Any:
    """Condition `c` with each local bool it tests through `!`, `&&` and `||` replaced by the comparison it was
    declared with (`bool whole = a + 7 * w < n; if (whole)` tests `a + 7 * w < n`), where the local is assigned only
    by its declaration and nothing the comparison reads is assigned after it (the walk's order so far)."""
    cls = type(c)
    if cls is ast.Name:
        init, at = inits.get(c.id), assigns.get(c.id, ())
        if init is None or len(at) != 1 or type(init) not in (ast.Binary, ast.Unary):
            return c
        if type(init) is ast.Binary and init.op not in RELATIONAL and init.op not in ("&&", "||", "==", "!="):
            return c
        if any(a > at[0] for n in names(init) for a in assigns.get(n, ())):
            return c  # NOTE: `bool ok = a < n; a += w; if (ok)` says nothing of the new a
        return init
    if cls is ast.Unary and c.op == "!":
        inner = unfold(c.operand, inits, assigns)
        return c if inner is c.operand else ast.Unary(c.span, "!", inner)
    if cls is ast.Binary and c.op in ("&&", "||"):
        left, right = unfold(c.left, inits, assigns), unfold(c.right, inits, assigns)
        return c if left is c.left and right is c.right else ast.Binary(c.span, c.op, left, right)
    return c


def one_per_line(found: list) -> list:
    """The first of `found` (access first) on each line."""
    seen: set = set()
    return [f for f in found if f[0].span.line not in seen and not seen.add(f[0].span.line)]


def at_indices(e: Any, loads: dict) -> set[str]:
    """The names of the indices that the loads `e` reads are made at (`nb[row + 1]`: row), with those of the locals it
    reads that hold loaded values (`loads`)."""
    from analyzer.cuda.query import iter_nodes

    out: set[str] = set()
    for n in iter_nodes(e):
        if type(n) is ast.Index:
            out |= names(n.index)
        elif type(n) is ast.Name and n.id in loads:
            out |= loads[n.id]
    return out


def keyed(c: Any, loads: dict) -> set[str]:
    """The names comparison `c` compares with data loaded at an index that reads them (`p > row`, p = nb[row])."""
    left, right = names(c.left, True, True), names(c.right, True, True)
    return (left & at_indices(c.right, loads)) | (right & at_indices(c.left, loads))


def classifying(c: Any, loads: dict) -> Any:
    """`c` with each comparison `keyed` finds a name in (through !, &&, ||) made a literal that bounds nothing."""
    cls = type(c)
    if cls is ast.Unary and c.op == "!":
        inner = classifying(c.operand, loads)
        return c if inner is c.operand else ast.Unary(c.span, "!", inner)
    if cls is ast.Binary and c.op in ("&&", "||"):
        left, right = classifying(c.left, loads), classifying(c.right, loads)
        return c if left is c.left and right is c.right else ast.Binary(c.span, c.op, left, right)
    if cls is ast.Binary and (c.op in RELATIONAL or c.op in ("==", "!=")) and keyed(c, loads):
        return ast.BoolLit(c.span, True)
    return c


def array_members(func: ast.Function, records: Any) -> frozenset:
    """(parameter, member) of `func`'s pointer parameters to `records` (the file's and its headers' records) and
    those records' array members (`struct Rec { float data[128]; }`, `const Rec *b`: ("b", "data"))."""
    records = {r.name.split("::")[-1]: r for r in records or () if r.members}
    out = set()
    for p in func.params:
        record = records.get(p.type.base.replace("const ", "").replace("struct ", "").strip().split("::")[-1]) \
            if p.name and p.type.pointers == 1 else None
        out.update((p.name, m.name) for m in (record.members if record is not None else ()) if m.dims)
    return frozenset(out)
