"""KL107/KL109: a plain read of a location other threads update atomically in the same barrier interval, where the
value read decides an `if` or a loop that holds a block barrier (`while (count < blockDim.x) { if (...)
atomicAdd(&count, 1); __syncthreads(); }`). Threads that read before and after the round's last updates see
different values and take different paths: some wait at the barrier while the others have left the loop, a
barrier that not every thread of the block reaches (undefined behaviour: a hang, or a barrier matched with
another). An error, not the note a read used only as a value is.

A read used only as an optimistic pre-check of the atomic on the same location (`if (count[img] >= cap) return;
slot = atomicAdd(&count[img], 1); if (slot >= cap) ...`: `precheck_read`) is no finding: its value only decides
whether the thread goes on to the atomic, whose returned value then decides again, so a stale value costs one
atomic and changes no result."""

from __future__ import annotations

from typing import Any

from analyzer.analysis.leaving import always_leaves
from analyzer.cuda import ast
from analyzer.cuda.query import enclosing_function, iter_nodes, nodes_of

_DECIDES = (ast.If, ast.While, ast.For, ast.DoWhile)


def deciding_read(unit: Any, race: Any) -> tuple[Any, Any, int] | None:
    """(the plain read's Access, the if or loop whose condition reads it, the line of a block barrier in its body)
    of an atomic-read race whose read decides a branch or loop holding a barrier; None otherwise."""
    if race.kind != "atomic-read":
        return None
    w = race.witness
    read = w.second.acc if w.first.acc.atomic else w.first.acc
    if read.atomic or read.access.op != "load":
        return None
    node = read.access.node
    func = enclosing_function(unit.tu, node)
    for kind in _DECIDES if func is not None else ():
        for st in nodes_of(func.body, kind):
            if st.cond is None or not any(n is node for n in iter_nodes(st.cond)):
                continue
            for arm in (st.then, st.other) if kind is ast.If else (st.body,):
                line = _barrier(arm)
                if line is not None:
                    return read.access, st, line
    return None


def _barrier(stmt: Any) -> int | None:
    """The line of the first block barrier in `stmt` (a call or an aligned PTX `bar.sync`: divergence's test), or
    None."""
    from analyzer.analysis.divergence import is_barrier_node

    return None if stmt is None else next((n.span.line for n in iter_nodes(stmt) if is_barrier_node(n)), None)


def deciding_text(found: tuple) -> tuple[str, str]:
    """(how, fix) of the message of a read that decides a barrier (see deciding_read)."""
    access, st, line = found
    what = "loop" if not isinstance(st, ast.If) else "`if`"
    how = (f" with no barrier between them, and the value read decides the {what} at line {st.span.line}, which holds "
           f"a `__syncthreads()` (line {line}): threads that read before and after the other threads' updates take "
           f"different paths, so some wait at that barrier while others do not reach it (a barrier not every thread "
           f"of the block reaches: undefined behaviour, a hang)")
    fix = (f"decide on a value every thread reads alike: read it between two barriers into a local "
           f"(`__syncthreads(); bool go = ...; __syncthreads();` and branch on `go`), or let the barrier count "
           f"(`__syncthreads_count(pred)` / `__syncthreads_or(pred)` returns the same value to every thread)")
    return how, fix


def precheck_read(unit: Any, race: Any) -> bool:
    """Whether the plain read of an atomic-read race is an optimistic pre-check: it appears only in the condition
    of an `if` whose one arm leaves (`return`, `break`, `continue`), and later in the same block the thread updates
    the same location (the same expression) atomically, keeps the atomic's returned value in a local and tests it
    again in a later `if` of that block. Not when the value read is used otherwise, nor when the atomic's result
    is dropped or not tested (the pre-check is then the only test: threads that read a stale value go past it)."""
    from analyzer.cuda.written import written
    if race.kind != "atomic-read":
        return False
    w = race.witness
    read, update = (w.second.acc, w.first.acc) if w.first.acc.atomic else (w.first.acc, w.second.acc)
    if read.atomic or read.access.op != "load" or not update.atomic:
        return False
    node, target = read.access.node, update.access.node
    func = enclosing_function(unit.tu, node)
    source = unit.tu.source or unit.text or ""
    for block in nodes_of(func.body, ast.Block) if func is not None else ():
        for k, st in enumerate(block.stmts):
            if not (isinstance(st, ast.If) and st.other is None and st.init is None and always_leaves(st.then)
                    and any(n is node for n in iter_nodes(st.cond))):
                continue
            for j, later in enumerate(block.stmts[k + 1:], k + 1):
                call = next((n for n in iter_nodes(later) if isinstance(n, ast.Call) and n.args
                             and any(m is target for m in iter_nodes(n.args[0]))), None)
                if call is not None:
                    name = _result_name(later, call)
                    checked = name is not None and any(
                        isinstance(st, ast.If) and any(isinstance(n, ast.Name) and n.id == name
                                                       for n in iter_nodes(st.cond)) for st in block.stmts[j + 1:])
                    return checked and written(source, node) == written(source, target)
    return False


_GROWS = {"atomicMax": ("<", "<="), "atomicMin": (">", ">=")}  # NOTE: `read OP x` that lets the update through


def monotone_filter(unit: Any, race: Any) -> bool:
    """Whether the plain read of an atomic-read race only filters a monotone update of its location: `if (m < x)
    atomicMax(&m, x);` (`x > m` alike; atomicMin with `>`), the read used nowhere else, and every atomic of the
    kernel on that location the same one. The location only moves one way, so a stale read is on the far side of
    the fresh value: where the test fails on it, the atomic would have left the location as it is, and skipping it
    keeps the result (no order of the threads changes what the block computes)."""
    from analyzer.cuda.query import callee_name
    from analyzer.cuda.written import written

    if race.kind != "atomic-read":
        return False
    w = race.witness
    read, update = (w.second.acc, w.first.acc) if w.first.acc.atomic else (w.first.acc, w.second.acc)
    node, target = read.access.node, update.access.node
    func = enclosing_function(unit.tu, node)
    source = unit.tu.source or unit.text or ""
    for st in nodes_of(func.body, ast.If) if func is not None else ():
        cond = st.cond
        if st.other is not None or not isinstance(cond, ast.Binary) or not (cond.left is node or cond.right is node):
            continue
        op, other = (cond.op, cond.right) if cond.left is node else (ast.SWAPPED.get(cond.op, ""), cond.left)
        calls = [n for n in iter_nodes(st.then) if isinstance(n, ast.Call) and len(n.args) == 2
                 and any(m is target for m in iter_nodes(n.args[0]))]
        name = callee_name(calls[0]) if len(calls) == 1 else None
        if name not in _GROWS or op not in _GROWS[name] or written(source, calls[0].args[1]) != written(source, other):
            return False
        where = written(source, calls[0].args[0])
        return all(callee_name(n) == name for n in iter_nodes(func.body) if isinstance(n, ast.Call) and n.args
                   and (callee_name(n) or "").startswith("atomic") and written(source, n.args[0]) == where)
    return False


def _result_name(stmt: Any, call: Any) -> str | None:
    """The local `stmt` keeps the atomic `call`'s result in (`int slot = atomicAdd(..);`, `slot = atomicAdd(..);`)."""
    if isinstance(stmt, ast.Decl):
        return next((d.name for d in stmt.declarators if d.init is call), None)
    if isinstance(stmt, ast.ExprStmt) and isinstance(stmt.expr, ast.Assign) and stmt.expr.op == "=" \
            and stmt.expr.value is call and isinstance(stmt.expr.target, ast.Name):
        return stmt.expr.target.id
    return None
