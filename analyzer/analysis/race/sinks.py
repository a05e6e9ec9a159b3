"""Where the value of a shared read goes (KL108): the read of `s[t] += s[t - off]` (or `s[b] = s[a] + v`) flows
only into the store of its own statement. Garbage read from a slot no thread wrote that only moves into a slot no
thread wrote either (an up-sweep carrying the unwritten tail upwards) corrupts no slot that was written: a note,
not a warning (a later read of that slot into a written one is not followed)."""

from __future__ import annotations

from typing import Any

from analyzer.cuda import ast
from analyzer.cuda.query import iter_nodes, nodes_of


def assignment_sinks(func: Any) -> dict[int, Any]:
    """{id(an Index node read in an assignment's value, or its compound target): the target Index node} of the
    assignments of `func`'s body to an array element whose value calls nothing and assigns nothing (its value
    goes only to the target)."""
    out: dict[int, Any] = {}
    if func is None or func.body is None:
        return out
    for a in nodes_of(func.body, ast.Assign):
        if type(a.target) is not ast.Index:
            continue
        inner = list(iter_nodes(a.value))
        if any(type(n) in (ast.Call, ast.Assign) or type(n) is ast.Unary and n.op in ("++", "--") for n in inner):
            continue
        addresses = {id(m) for n in inner if type(n) is ast.Index for m in iter_nodes(n.index)}
        for n in inner:
            if type(n) is ast.Index and id(n) not in addresses:  # NOTE: `s[idx[t]]`: idx[t] goes to an address
                out[id(n)] = a.target
        if a.op != "=":
            out[id(a.target)] = a.target
    return out


def garbage_spreads(store: Any, reads: list, compound: bool, others: bool, env: dict, threads, written: set,
                    memo: dict) -> bool:
    """Whether garbage (the bytes `written` leaves out) reaches a written slot through `store` (`s[x] op= s[y]`, the
    only store of its array in its one loop; `reads`: the loads whose value goes only into it), following the
    slots it makes garbage iteration by iteration of that loop (its barrier between iterations). True where the
    model cannot follow it: another store of the array in the innermost loop (`others`), an unknown trip count,
    accesses not at whole elements. In nested loops the innermost one is followed at the outer loops' first
    iteration (the one the read is judged at)."""
    from analyzer.analysis import terms as T
    from analyzer.analysis.race.log import MAX_ITER
    from analyzer.analysis.race.tails import with_loops
    from analyzer.analysis.race.worlds import block_values

    if others or not store.loops or store.loops[-1].cond is None or any(r.loops != store.loops for r in reads):
        return True
    # NOTE: in loops nested in others (a tile loop around a scan's up-sweep), the innermost loop is followed at the
    # outer loops' iteration the read was judged at (0: the world's first tile, which may be its last)
    loop, size = store.loops[-1], store.access.size
    k = ("u", loop.k, "iter")
    outer = {("u", o.k, "iter"): T.const(0) for o in store.loops[:-1]}
    bad: set = set()
    good: set = set()

    def values(acc: Any, j: int) -> tuple[list, list | None]:
        mapping = {acc.access.root: T.const(0), k: T.const(j), **outer}
        off = T.substitute(acc.access.addr, mapping)
        path = with_loops(acc)
        path = T.substitute(path, {k: T.const(j), **outer}) if path is not None else None
        e = {**env, **{o.k: 0 for o in store.loops[:-1]}, loop.k: j}
        return (block_values(off, False, threads, e, memo),
                block_values(path, True, threads, e, memo) if path is not None else None)

    def garbage(o: int) -> bool:
        return o in bad or o not in written and o not in good

    try:
        for j in range(MAX_ITER):
            cond = T.substitute(loop.cond, outer) if outer else loop.cond
            if not any(block_values(cond, True, threads, {**env, **{o.k: 0 for o in store.loops[:-1]}, loop.k: j},
                                    memo)):
                return False
            srcs = [values(r, j) for r in reads]
            offs, mask = values(store, j)
            if any(o % size for o in offs) or any(o % size for s, _ in srcs for o in s):
                return True
            made, cleared = set(), set()
            for i, o in enumerate(offs):
                if mask is not None and not mask[i]:
                    continue
                if any((m is None or m[i]) and garbage(s[i]) for s, m in srcs) or compound and garbage(o):
                    if not garbage(o):
                        return True  # NOTE: garbage added into a slot that was written
                    made.add(o)
                elif not compound:
                    cleared.add(o)
            bad = (bad | made) - cleared
            good |= cleared
    except (ArithmeticError, TypeError, ValueError):
        return True
    return True
