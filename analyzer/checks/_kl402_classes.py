"""KL402's reading of a stride that is a kernel argument (the check: kl402_shared_memory_bank_conflict.py): the
classes of the argument the launch can pass (`launch_bits`, `low_bits`, `reachable`) and the note when only some
conflict (`unsure_note`)."""

from __future__ import annotations

from fractions import Fraction

from analyzer.analysis.memory.classes import class_name, class_of
from analyzer.analysis.memory.judge import number_text
from analyzer.cuda import ast
from analyzer.cuda.ast import source_text


def reachable(rows: tuple, top: int, passed: tuple | None) -> list:
    """The classes (rows) a launch can pass: every class without `passed`; with the low bits every launch's
    argument is known to have (value = r mod 2^m), the one class of r's valuation when it is below m, else the
    classes from m up."""
    if not passed:
        return list(rows)
    r, m = passed[0], passed[1]
    v = class_of(r, m)
    return [row for row in rows if (row[0] == v if v < m else row[0] >= min(m, top))]


def unsure_note(f, ways: float, passed: tuple | None = None) -> tuple[str, bool] | None:
    """(the sentence a count per class of a kernel argument (analysis/memory/classes.py) adds, whether it makes the
    finding a note): a note where some class the launches can pass conflicts less than `min-ways` and no launch
    fixes the argument; ("", False) where every such class conflicts (a warning), with the sentence that every
    launch passes such a value where launch bits say so; None when none does (no finding). `passed`: the
    argument's low bits at every launch (launch_bits)."""
    least = Fraction(ways).limit_denominator()
    if f.sizes:  # NOTE: rounds a kernel argument sets (classes.by_size): a note where some size conflicts less
        name, _, _, rows = f.sizes
        clean = [s for s, w, _ in rows if w < least]
        if not clean:
            return "", False
        every = clean == [s for s, _, _ in rows if s <= max(clean)]
        which = f"every {name} that is a power of two up to {max(clean)}" if every else \
            f"{name} = {', '.join(map(str, clean))}"
        return f"A note: no launch of the kernel fixes {name}, and the conflict is under {number_text(least)}-way " \
            f"for {which}", True
    if not f.classes:
        return "", False
    name, top, rows = f.classes
    reach = reachable(rows, top, passed)
    clean = [class_name(name, v, top) for v, p, i in reach if p is None or p / i < least]
    if passed and len(clean) == len(reach) and all(p is not None for _, p, _ in reach):
        return None
    if not clean:
        fewest = min(p / i for _, p, i in reach)
        which = (class_name(name, reach[0][0], top) if len(reach) == 1 or reach[0][0] >= top
                 else f"every {name} that is a multiple of {2 ** reach[0][0]}")
        return ("" if not passed else f"Every launch passes {passed[2]}: {which}, at least {number_text(fewest)}-way"), False
    unknown = " (or not known)" if any(p is None for _, p, _ in reach) else ""
    return (f"A note: no launch of the kernel fixes {name}, and the conflict is under "
            f"{number_text(least)}-way{unknown} for {' and '.join(clean)}"), True


def low_bits(e, defs: dict | None = None, depth: int = 0) -> tuple[int, int]:
    """(r, m): the value of the expression `e` is r modulo 2^m, as far as its form says (`64`: 64 mod 2^64;
    `32 * n + 1`: 1 mod 32; `n << 5`: 0 mod 32; a name: 0 mod 1, or its one definition's where `defs`, the host
    function's locals defined once (rounding.one_definitions), has it: `const unsigned per = 2 * nf + 1;`)."""
    if isinstance(e, ast.IntLit):
        return e.value, 64
    if isinstance(e, ast.Cast):
        return low_bits(e.expr, defs, depth)
    if isinstance(e, ast.Name) and defs and depth < 8 and (d := defs.get(e.id)) is not None and d.init is not None:
        return low_bits(d.init, defs, depth + 1)
    if isinstance(e, ast.Binary) and e.op in ("*", "<<", "+", "-"):
        (ra, ma), (rb, mb) = low_bits(e.left, defs, depth), low_bits(e.right, defs, depth)
        if e.op == "<<":
            return (ra << rb, min(64, ma + rb)) if mb == 64 and 0 <= rb <= 64 else (0, 0)
        if e.op == "*":
            va, vb = class_of(ra, ma), class_of(rb, mb)
            m = min(64, ma + vb, mb + va)
            return (ra * rb) % (1 << m), m
        m = min(ma, mb)
        return (ra + rb if e.op == "+" else ra - rb) % (1 << m), m
    return 0, 0


def _passed_bits(unit, arg, fn) -> tuple[int, int]:
    """low_bits of a launch argument in its host function `fn`, through the locals it defines once; an argument that
    is a parameter of `fn` (a wrapper's: `feat_wrapper(out, n, per)` launching with `per`) has the bits every call of
    `fn` in the file passes for it (`feat_wrapper(out, n, 2 * nf + 1)`), none where no call is seen, where another
    function has its name (an overload may be the one called) or where its name is used other than as a callee (a
    pointer to it: calls the file does not show), as host_callers' chains."""
    from analyzer.cuda.model.rounding import one_definitions
    from analyzer.cuda.query import callee_name, iter_nodes

    defs = one_definitions(iter_nodes(fn.body))
    got = low_bits(arg, defs)
    k = next((i for i, p in enumerate(fn.params) if type(arg) is ast.Name and p.name == arg.id), None)
    if got[1] or k is None or arg.id in defs:
        return got
    if any(g.name == fn.name and g is not fn for g in unit.tu.functions()):
        return got
    nodes = [(n, g) for g in unit.tu.functions() if g.body is not None for n in iter_nodes(g.body)]
    callees = {id(n.func) for n, _ in nodes if type(n) is ast.Call}
    if any(type(n) is ast.Name and n.id == fn.name and id(n) not in callees for n, _ in nodes):
        return got
    calls = [(c, g) for c, g in nodes
             if type(c) is ast.Call and callee_name(c) == fn.name and len(c.args) == len(fn.params)]
    passed = [low_bits(c.args[k], one_definitions(iter_nodes(g.body))) for c, g in calls]
    m = min((b for _, b in passed), default=0)
    residues = {r % (1 << m) for r, _ in passed}
    return (residues.pop(), m) if m and len(residues) == 1 else got


def launch_bits(unit, f, shared: dict, settings) -> tuple | None:
    """(r, m, the texts): the argument of f's classes is r modulo 2^m at every launch of the kernel in this file
    with f's block, read off each argument as written (`k<<<g, b>>>(s, 2 * n)`: 0 mod 2); None when a launch is
    elsewhere or the launches say nothing common."""
    from analyzer.analysis.launches import launch_facts
    from analyzer.cuda.query import iter_nodes

    func = next((k for k in unit.tu.kernels() if k.name == f.access.kernel and k.body is not None), None)
    index = next((i for i, p in enumerate(func.params) if p.name == f.classes[0]), None) if func else None
    if index is None:
        return None
    launches = [la for la in launch_facts(unit, func, shared, settings).launches if tuple(la.block or ()) == f.block]
    if not launches or any(la.file != unit.path for la in launches):
        return None
    spans = {la.span for la in launches}
    nodes = [(n, fn) for fn in unit.tu.functions() for n in iter_nodes(fn.body)
             if isinstance(n, ast.Launch) and n.span in spans and len(n.args) > index]
    if len(nodes) != len(spans):
        return None
    bits = [_passed_bits(unit, n.args[index], fn) for n, fn in nodes]
    nodes = [n for n, _ in nodes]
    m = min(b for _, b in bits)
    residues = {r % (1 << m) for r, _ in bits}
    if not m or len(residues) != 1:
        return None
    source = unit.tu.source or unit.text
    return residues.pop(), m, ", ".join(f"`{source_text(source, n.args[index].span)}`" for n in nodes)
