"""An access made once per item, outside the loop that does the item's work (KL402's and KL401's notes, review r10
B C2), with analysis/uncoalesced.py and analysis/epilogue.py:

- in the body of a loop (or of the kernel), beside a loop of that body that does not hold it (nor runs once):
  `rec[o]` read once per ROI, then the ROI's 7x7 pooling loop; the access runs once per run of that loop;
- in a loop over the block's items (`for (j = threadIdx.x; j < n; j += blockDim.x)`), beside a later loop of the
  same body over the same items (the same header) that holds such a loop: a record staged for each ROI, then each
  ROI pooled; the access runs once per item that loop works on.

Its extra cost per warp and item (a conflict's extra wavefronts, a clock each of the SM's shared memory) against the
clocks of the item's work per warp (cost.walker's instructions at ISSUE_PER_CLOCK, or the wavefronts its shared
accesses need, one a request at least: the longer; loops times their counts, a run-time count as RUNTIME_TRIPS
iterations, as KL201's share counts it, and said): a note at most SHARE of it, as uncoalesced.after_loop, with both
figures. An access inside the work's loop makes no claim."""

from __future__ import annotations

from typing import Any

from analyzer.analysis.cost import enclosing_loops
from analyzer.analysis.epilogue import ISSUE_PER_CLOCK, _counter
from analyzer.analysis.share import RUNTIME_TRIPS
from analyzer.analysis.sharednames import shared_names
from analyzer.cuda import ast
from analyzer.cuda.ast import source_text
from analyzer.cuda.query import enclosing_function, iter_nodes

_LOOPS = (ast.For, ast.While, ast.DoWhile)
SHARE = 0.25  # NOTE: as uncoalesced.after_loop: the access adds at most a fifth to that stretch of the kernel


def per_item(f: Any, unit: Any, extra: float, unit_text: str) -> str:
    """Why the access's `extra` clocks per warp (said as `unit_text`) are small against the item's work (see the
    module), or ""."""
    from analyzer.analysis.memory.unrolled import template_env, trip_count

    node = f.access.node
    func = enclosing_function(unit.tu, node) if f.access.via is None else None
    if func is None or func.body is None or not extra:
        return ""
    around = enclosing_loops(func, node)
    env, source = template_env(func, f.template, unit.tu), unit.tu.source or unit.text
    count, shared = None, None

    def work(loop: Any) -> float:
        """The clocks per warp of one run of the loops of `loop` that do not hold the access (nor run once): their
        instructions' issue, or the wavefronts their shared accesses need (one a request at least), the longer."""
        nonlocal count, shared
        inner = [n for n in iter_nodes(loop) if isinstance(n, _LOOPS) and trip_count(n, 4096, env) != 1 and
                 not any(m is node for m in iter_nodes(n)) and _level(n, loop)]
        if not inner:
            return 0
        count = count or _counter(func, unit, RUNTIME_TRIPS)
        shared = shared if shared is not None else shared_names(func, unit.tu)
        issue = sum(count.cost(n).ops for n in inner) / ISSUE_PER_CLOCK
        return max(issue, sum(_wavefronts(func, n, shared, env) for n in inner))

    body = around[-1].body if around else func.body
    best = (work(body), around[-1] if around else None)
    if around and not best[0]:
        outer = around[-2].body if len(around) > 1 else func.body
        head = _header(around[-1], source)
        for sibling in _children_loops(func, outer, around[:-1]):
            if sibling is not around[-1] and head and _header(sibling, source) == head:
                best = max(best, (work(sibling.body), sibling), key=lambda b: b[0])
    clocks, where = best
    if not clocks or extra > SHARE * clocks:
        return ""
    sibling = where is not None and where is not around[-1]
    runtime = any(isinstance(n, _LOOPS) and trip_count(n, 4096, env) is None
                  for n in iter_nodes(where.body if sibling else body))
    assumed = f"; a loop with a run-time count there counted as {RUNTIME_TRIPS} iterations" if runtime else ""
    item = (f"once per item of the loop at line {where.span.line}" if sibling else
            f"once per iteration of the loop at line {where.span.line}" if where is not None else "once per thread")
    plural = "s" if round(extra) != 1 else ""
    return (f"it is made {item}, outside the loops that do that item's work (about {clocks:.0f} clocks per warp: "
            f"their instructions at an SM's {ISSUE_PER_CLOCK} schedulers, or their shared-memory wavefronts, the "
            f"longer{assumed}): its {unit_text} per warp take about {extra:.0f} clock{plural}, about "
            f"{100 * extra / clocks:.0f}% of that")


def _wavefronts(func: Any, loop: Any, shared: set, env: dict) -> int:
    """The least wavefronts per warp of one run of `loop`'s shared accesses: one a request, times the constant
    counts of the loops of `loop` around each (itself included)."""
    from analyzer.analysis.memory.unrolled import trip_count

    total = 0
    for n in iter_nodes(loop):
        if isinstance(n, ast.Index) and type(n.base) is ast.Name and n.base.id in shared:
            times = 1
            for around in enclosing_loops(func, n):
                if around is loop or any(m is around for m in iter_nodes(loop.body)):
                    times *= trip_count(around, 4096, env) or RUNTIME_TRIPS
            total += times
    return total


def _level(n: Any, root: Any) -> bool:
    """`n` is a loop of `root` in no other loop of it (the outermost loops of the item's work)."""
    return not any(m is not n and isinstance(m, _LOOPS) and any(k is n for k in iter_nodes(m.body))
                   for m in iter_nodes(root) if isinstance(m, _LOOPS))


def _children_loops(func: Any, body: Any, around: list) -> list:
    return [n for n in iter_nodes(body) if isinstance(n, _LOOPS) and enclosing_loops(func, n) == around]


def _header(loop: Any, source: str) -> str:
    """The text of a for loop's init, condition and step (the items it walks), "" for another loop."""
    if not isinstance(loop, ast.For) or loop.cond is None or loop.step is None or loop.init is None:
        return ""
    return " ; ".join(source_text(source, p.span) or "" for p in (loop.init, loop.cond, loop.step))
