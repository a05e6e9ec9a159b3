"""Kernels whose threads are alike: the kernel and every function it calls read no thread index (`threadIdx`, HIP's
`hipThreadIdx_x`, the lane), no cooperative-groups rank, no value an atomic returns (a ticket would set the threads
apart), and hold no inline assembly, member call or call of a function whose body is not in the file. Every thread
of a block then computes the same values at the same addresses: more than one thread per block would repeat the
work and race on every store, so such a kernel is written for one thread per block (`set_sign<<<1, 1>>>(...)`).
launch_limits pins its block to 1x1x1 for the shapes assumed where no launch tells; a launch the sources make is
judged as it is (a 256-thread launch of it races, and the race rules say so)."""

from __future__ import annotations

from typing import Any

from analyzer.analysis.cost import _CHEAP_CALLS, _OPAQUE_CALLS, SLOW_MATH
from analyzer.cuda import ast
from analyzer.cuda.query import builtin, callee_name, iter_nodes

WHY = "the kernel reads no thread index, and every thread of a block would do the same work"
_RANKS = frozenset({"thread_rank", "thread_index", "meta_group_rank", "block_rank", "__activemask"})


def alike(func: ast.Function, bodies: dict) -> bool:
    """Whether every thread of a block of kernel `func` computes the same (see the module); `bodies`: the file's
    helpers with a body by name (Program.functions)."""
    seen: set[int] = set()
    todo = [func]
    while todo:
        f = todo.pop()
        if id(f) in seen:
            continue
        seen.add(id(f))
        statements = {id(n.expr) for n in iter_nodes(f.body) if type(n) is ast.ExprStmt}
        for n in iter_nodes(f.body):
            kind = type(n)
            if kind is ast.Opaque or kind in (ast.Name, ast.Member) and (b := builtin(n)) is not None \
                    and b[0] in ("threadIdx", "__lane_id"):
                return False
            if kind is not ast.Call:
                continue
            name = callee_name(n) or ""
            if type(n.func) is not ast.Name or name in _RANKS or builtin(n) is not None:
                return False
            if name.startswith("atomic") or name.startswith("__hip_atomic"):
                if id(n) not in statements:  # NOTE: its value is used: a ticket sets the threads apart
                    return False
            elif name in bodies:
                todo.extend(bodies[name])
            elif not (name.startswith("__") or name in _CHEAP_CALLS or name in SLOW_MATH or name in _OPAQUE_CALLS):
                return False
    return True

