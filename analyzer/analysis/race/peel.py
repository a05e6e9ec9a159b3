"""The first iteration of a loop whose index the model loses from one iteration to the next (`t += 32; t %= 4096`
has no closed form over the iteration count): run once more from the values the loop starts with, its accesses
are exact at iteration 0, which alone may already give a race (thread 0 of every block at `m[threadIdx.x]`)."""

from __future__ import annotations

from typing import Any

from analyzer.analysis.loops import _recorded_pass
from analyzer.analysis.sites import assigned_names
from analyzer.cuda import ast
from analyzer.cuda.query import iter_nodes
from analyzer.analysis.race.log import Acc, Bar, Loop


def first_iteration(interp: Any, s: Any, cond: Any, step: Any, body: Any, forced: Any, loop: Loop,
                    pre: dict) -> list[Acc]:
    """The accesses of iteration 0 of `loop` (recorded by `interp` in `loop.body`, the values before it in `pre`)
    that the loop's own pass could not place: an address or a guard over a name the body assigns, known before
    the loop. Only for a loop without barriers, warp syncs, `return` or `goto` (its iteration 0 is then a piece
    of the interval around it), once (not inside another first iteration)."""
    if forced is not None or getattr(interp, "peeling", False) or loop.warp_sync or _orders(loop.body):
        return []
    if any(isinstance(n, ast.Jump) and n.kind in ("return", "goto") for n in iter_nodes(body)):
        return []
    carried = {n for n in assigned_names(body, step, cond) if n in pre and pre[n].term is not None
               and not pre[n].data}
    lost = {(id(a.access.node), a.access.op) for a in loop.body if isinstance(a, Acc)
            and (a.access.addr is None or not a.access.path_known)
            and any(isinstance(n, ast.Name) and n.id in carried for n in iter_nodes(a.access.node))}
    if not lost:
        return []
    env, accesses, seq = interp.env, dict(interp.accesses), interp.seq
    marks = (len(interp.result.branches), len(interp.result.barriers))
    interp.env, interp.seq, interp.peeling = dict(pre), [], True
    try:
        _recorded_pass(interp, s, None if isinstance(s, ast.DoWhile) else cond, step, body, None, len(interp.guards))
        got = interp.seq
    finally:
        interp.env, interp.accesses, interp.seq, interp.peeling = env, accesses, seq, False
        del interp.result.branches[marks[0]:]
        del interp.result.barriers[marks[1]:]
    return [a for a in got if isinstance(a, Acc) and (id(a.access.node), a.access.op) in lost
            and a.access.addr is not None]


def _orders(nodes: list) -> bool:
    return any(isinstance(n, Bar) or isinstance(n, Loop) and (n.warp_sync or _orders(n.body)) for n in nodes)
