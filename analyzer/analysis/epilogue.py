"""An uncoalesced global access weighed against the kernel's main loop, instructions included (KL401's notes,
with analysis/uncoalesced.py; review r9 A C4, B C2).

- `after_compute`: an access made once per thread (in no loop) after a loop that does the kernel's work from
  registers, `__constant__` or uniform data (no per-lane global traffic: uncoalesced._data_loop does not see
  it). Its sectors per warp, at an SM's share of DRAM bandwidth, against the loop's issue time per warp (its
  trips times its instructions, cost.walker's estimate, at one warp instruction a clock for each of an SM's 4
  schedulers): a note at most SMALL_SHARE of it, or, for a loop with a run-time count, at most one iteration's
  worth. Both figures are said.
- `after_main_loop`: an access in a loop with a run-time count `k` (a thread writing its k results, `out[t * k +
  e]`, each lane walking its own row) after a loop with another run-time count `n` (the loop over the data)
  in the same body: the epilogue's sectors serve the lane's next iterations (its row is its own: L2 merges the
  partial sectors before DRAM, and each byte reaches DRAM once), and it runs k times per thread against the
  main loop's n iterations, whose per-iteration work is said: a note that names both counts. Only where the
  epilogue's loop reads no global memory and calls nothing (it moves the thread's results) and an iteration of
  the main loop does at least the work of one of the epilogue's.
"""

from __future__ import annotations

from typing import Any

from analyzer.analysis.cost import enclosing_loops
from analyzer.cuda import ast
from analyzer.cuda.ast import source_text
from analyzer.cuda.query import iter_nodes

ISSUE_PER_CLOCK = 4  # NOTE: an SM's 4 schedulers issue one warp instruction a clock each (sm_70 and later)
SMALL_SHARE = 0.1
_LOOPS = (ast.For, ast.While, ast.DoWhile)


def _counter(func: Any, unit: Any, runtime_trips: int = 1):
    from analyzer.analysis.cost import walker
    from analyzer.analysis.sharednames import shared_names
    from analyzer.analysis.unroll import CompileTime

    functions: dict = {}
    for fn in unit.tu.functions():
        if fn.body is not None:
            functions.setdefault(fn.name, []).append(fn)
    declared = frozenset(fn.name for fn in unit.tu.functions() if fn.body is None)
    return walker(func, functions, shared_names(func, unit.tu), CompileTime(func), declared, runtime_trips)


def _before(func: Any, node: Any, around: list) -> list:
    """The loops of the body that holds `node` (inside the loops `around` it) that end before it."""
    body = around[-1].body if around else func.body
    line = node.span.line
    return [n for n in iter_nodes(body) if isinstance(n, _LOOPS) and n.span.end_line < line
            and enclosing_loops(func, n) == around]


def _clocks(sectors) -> float:
    from analyzer.analysis.conflicts import DRAM_BYTES_PER_CLOCK

    return float(sectors) * 32 / DRAM_BYTES_PER_CLOCK


def after_compute(f: Any, func: Any, unit: Any) -> str:
    from analyzer.analysis.memory.unrolled import template_env, trip_count

    if not f.known or not f.per_request:
        return ""
    loops = _before(func, f.access.node, [])
    if not loops:
        return ""
    env, count = template_env(func, f.template, unit.tu), _counter(func, unit)
    mine = _clocks(f.per_request)
    best = None
    for loop in loops:
        trips, ops = trip_count(loop, 1 << 20, env), count.cost(loop.body).ops
        issue = (trips or 1) * ops / ISSUE_PER_CLOCK
        if ops and (best is None or issue > best[2]):
            best = (loop, trips, issue, ops)
    if best is None:
        return ""
    loop, trips, issue, ops = best
    if mine > (SMALL_SHARE * issue if trips else issue):
        return ""
    sectors = f"its {float(f.per_request):.0f} sectors per warp take about {mine:.0f} clocks at the SM's share of DRAM bandwidth"
    if trips is None:
        return (f"it is made once per thread, after the loop at line {loop.span.line}, whose every iteration (a run-time "
                f"count) issues about {ops} instructions per warp (about {issue:.0f} clocks of an SM's {ISSUE_PER_CLOCK} "
                f"schedulers): {sectors}, at most one iteration's worth of the kernel's work")
    return (f"it is made once per thread, after the loop at line {loop.span.line}, whose {trips} iterations issue about "
            f"{trips * ops} instructions per warp (about {issue:.0f} clocks of an SM's {ISSUE_PER_CLOCK} schedulers): "
            f"{sectors}, about {100 * mine / issue:.0f}% of that")


def _bound(loop: Any, source: str) -> str:
    cond = getattr(loop, "cond", None)
    if isinstance(cond, ast.Binary) and cond.op in ("<", "<=", "!=", ">", ">="):
        return source_text(source, cond.right.span)
    return ""


def after_main_loop(f: Any, func: Any, unit: Any, walks: bool) -> str:
    """See the module's docstring; `walks`: each lane walks its own row along the access's loop (patterns.row_walk)."""
    from analyzer.analysis.memory.unrolled import template_env, trip_count

    around = enclosing_loops(func, f.access.node)
    if not walks or not around:
        return ""
    env, source = template_env(func, f.template, unit.tu), unit.tu.source or unit.text
    own = around[-1]
    if trip_count(own, 4096, env) is not None or not (k := _bound(own, source)):
        return ""
    count = _counter(func, unit)
    tail = count.cost(own.body)
    if tail.global_loads or tail.calls or tail.atomics:
        return ""  # NOTE: the loop reads data or calls (texture fetches): a loop over the data, not the results
    for depth in range(len(around) - 1, -1, -1):  # NOTE: the loop the epilogue's loop follows, innermost body first
        for loop in reversed(_before(func, around[depth], around[:depth])):
            n = _bound(loop, source)
            if trip_count(loop, 4096, env) is not None or not n or n == k:
                continue
            work = count.cost(loop.body)
            memory = work.global_loads + work.global_stores + work.atomics
            if work.ops + memory < tail.ops + tail.global_stores:
                continue  # NOTE: an iteration of it does less than one of the epilogue's: no claim that it dominates
            store = f.access.op == "store"
            merged = ("writes its own row, whose sectors L2 merges before DRAM (each byte reaches DRAM once)" if store
                      else "reads its own row, whose sectors serve its next iterations while L1 keeps them")
            return (f"it is made {k} times per thread by the loop at line {own.span.line}, after the loop at line "
                    f"{loop.span.line} over {n} (every iteration about {work.ops} instructions and {memory} global "
                    f"memory access{'' if memory == 1 else 'es'} per warp), and each lane {merged}: an epilogue, where {k}, the thread's own "
                    f"{'results' if store else 'inputs'}, is small against {n}")
    return ""


__all__ = ["after_compute", "after_main_loop"]
