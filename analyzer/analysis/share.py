"""The share of issue time a divergent region costs on its own path (KL201's severity, with analysis/cost.py).

An arm's size alone says little: 19 instructions run by 8 of a warp's 32 lanes cost a fifth of a loop body of
95 instructions and a twentieth of one of 380. So a region that an optimised build keeps as a branch is
weighed against the work of the same path around it, in the same instruction estimates (cost.walker):

- the scope: the innermost loop around the region with a trip count the compiler does not know (its body
  runs once per iteration, as the region does), else the whole function; the loops the compiler unrolls
  between the two are counted as their copies, and so is the region inside them;
- the idle issue: each arm's instructions times the share of the warp's lanes that idle while it runs (the
  lanes on the other side: `warp - most_true` for the arm taken where the condition holds, `warp -
  most_false` for the other arm or the rest that leaving lanes skip; a switch's cases each with the lanes of
  the other paths idle; a loop whose trip count differs between lanes: its body times the share of the lanes'
  iterations that idle (analysis/trips.warp_trips), or, where the trips cannot be followed, times the share of
  the warp's lanes the split leaves out (`warp - most_true`): 2 lanes of 32 that never enter a loop waste 2/32 of
  its issue, not all of it);
- the warps that split: the idle issue counts for the `warps` of the block's `of` warps that split (a tail
  of a range splits one warp; a condition on the lane's place splits all), unless the path holds a barrier:
  there every warp of the block waits for the split one, so the split holds them all;
- a region in a `__device__` helper in no loop of the helper is weighed on the path of each call found in its
  translation unit (the caller's loop around the call, or the caller), the helper inlined there, and the
  worst call decides; a helper with no call found is weighed against its own body (the check says so);
- a loop inside the scope whose trip count is known only at run time is counted as RUNTIME_TRIPS iterations
  (the message says so: it is an assumption).

`share = warps / of * idle / scope`; at least MATERIAL is a warning, less is a note whose message gives the
figures. The figures are estimates of issue slots, not of latency: a region that waits on memory costs what
its instructions cost to issue, which is what idle lanes waste.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from analyzer.prebuilt import dataclass
from analyzer.cuda import ast

MEMORY_WEIGHT = 8  # NOTE: issue slots a global access on the path weighs (tools/gpu/divergence/share: a loop of 6
# instructions around one L2 load ran about 15.4 cycles per warp and iteration on an H100 at an assumed 1.755 GHz, which
# would weigh the load about 11; 8 is the least weight whose share of that loop's one-sided load stays within the
# table test's 12 points, 4 is not: a lower bound, leaning to a larger share): idle lanes in the access waste its 2
# issue slots only, the sectors and the latency being the same for the lanes that run it
MATERIAL = 0.2  # NOTE: a fifth of the path's issue time; below it a developer would not restructure the code
RUNTIME_TRIPS = 4  # NOTE: iterations assumed for a loop on the path whose trip count is known only at run time


@dataclass(frozen=True)
class Share:
    """The idle issue of a split against the path around it (see the module)."""

    arms: int  # the region's instructions, one after the other (its copies in unrolled loops included)
    idle: float  # those instructions weighted by the share of the lanes idle while each runs
    scope: int  # the path's instructions, the region's included
    where: str  # "the loop at line 12" / "`kernel`"
    warps: int
    of: int
    runtime: bool  # a loop with a run-time trip count in the scope was counted RUNTIME_TRIPS times
    barrier: bool = False  # the path holds a barrier: every warp of the block waits for the split ones
    memory: int = 0  # global accesses on the path, each counted MEMORY_WEIGHT issue slots in `scope`
    blocks: tuple = ()  # an edge of the grid: (blocks that split, blocks evaluated, the whole grid?) (edges.py)

    @property
    def value(self) -> float:
        """The split warps' idle issue over the block's issue: the split warps run the scope, the others the scope
        less what the split adds (with a barrier on the path every warp waits for the split ones)."""
        scope = max(self.scope, self.arms, 1)
        split = self.of if self.barrier else min(self.warps, self.of)
        split *= self.blocks[0] / self.blocks[1] if self.blocks else 1  # NOTE: the grid's average block
        others = max(self.of, 1) - split
        return split * self.idle / max(split * scope + others * max(scope - self.idle, 1), 1)

    @property
    def material(self) -> bool:
        return self.value >= MATERIAL

    def words(self) -> str:
        warps = "every warp" if self.warps >= self.of else f"{self.warps} of the block's {self.of} warps"
        if self.barrier and self.warps < self.of:
            warps += " (a barrier on the path makes the others wait for them)"
        if self.blocks:
            warps += (f" of {self.blocks[0]} of the grid's {self.blocks[1]} blocks" if self.blocks[2] else
                      f" of {self.blocks[0]} of every {self.blocks[1]} blocks (a grid of {self.blocks[1]} assumed)")
        assumed = [f"a global access weighing {MEMORY_WEIGHT}"] if self.memory else []
        if self.runtime:
            assumed.append(f"a loop with a run-time trip count there counted as {RUNTIME_TRIPS} iterations")
        how = f" ({'; '.join(assumed)})" if assumed else ""
        return (f"idle lanes waste about {self.idle:.0f} of the region's {self.arms} issue slots in {warps}, "
                f"against about {self.scope} issue slots of {self.where} on the same path{how}: about "
                f"{100 * self.value:.{0 if self.value >= 0.01 else 1}f}% of its issue time")


def weight(cost: Any) -> int:
    """An ArmCost's issue slots with each global access at MEMORY_WEIGHT (its latency, which nothing overlaps)."""
    return cost.ops + (MEMORY_WEIGHT - 2) * (cost.global_loads + cost.global_stores + cost.atomics)


def _arms(site: Any, func: ast.Function, count: Any) -> list[int]:
    """The instructions of each part of the region that runs with idle lanes, counted as the scope is (`count`).
    Where the warp runs the parts one after the other where a uniform warp runs one (an if/else, a ternary, a
    switch, a loop whose lanes differ in trips) their global accesses weigh MEMORY_WEIGHT, the latencies adding
    up. A one-sided arm (an if without else, or the rest that lanes leaving by `return`, `continue` or
    `break` skip) wastes only the idle lanes' issue slots: the lanes that run it wait on its loads as any warp
    that took it would."""
    from analyzer.analysis.leaving import leaves_at, skipped

    node = site.node
    if isinstance(node, ast.If):
        if node.other is not None:
            return [weight(count.cost(node.then)), weight(count.cost(node.other))]
        leaving = leaves_at(node.then)
        other = sum(count.cost(stmt).ops for stmt in skipped(func, node, leaving)) if leaving is not None else 0
        return [count.cost(node.then).ops, other]
    if isinstance(node, ast.Conditional):
        return [weight(count.cost(node.then)), weight(count.cost(node.other))]
    if isinstance(node, ast.Switch):  # NOTE: a compare and a branch per case label, then the cases' own work
        labels = sum(1 for n in _walk(node.body) if isinstance(n, ast.Case))
        return [weight(count.cost(node.body)) + 2 * labels]
    return [weight(count.cost(node))]


def _idle(site: Any, arms: list[int], split: Any, warp: int, trips: Any) -> float:
    """The region's instructions weighted by the lanes idle while each part runs (a loop: the share of its lanes'
    iterations that idle, `trips`, or, when the trips cannot be followed, the share of the lanes the split leaves
    out of the loop, which idle through the rest of it while the others run)."""
    sides = max(split.first, split.second)
    taken = split.most_true if 0 < split.most_true < warp else sides
    if site.kind == "loop":
        return sum(arms) * (trips[1] if trips is not None else (warp - taken) / warp)
    if site.kind == "switch":
        paths = max(split.paths, 2)
        return sum(arms) * (paths - 1) / paths
    other = split.most_false if 0 < split.most_false < warp else sides
    return arms[0] * (warp - taken) / warp + sum(arms[1:]) * (warp - other) / warp


def share(site: Any, func: ast.Function, loops: list, cost: Any, split: Any, warp: int, count: Any,
          compile_time: Any, calls: tuple = (), trips: Any = None) -> Share:
    """The share of issue time the split at `site` costs (see the module). `loops`: the loops around the site
    (cost.enclosing_loops, outermost first); `count`: an instruction counter of the function counting a
    run-time loop RUNTIME_TRIPS times (cost.walker); `compile_time`: the instance's (analysis/unroll.py);
    `calls`: for a helper, (caller, its loops around the call, its counter, its compile time) of each call;
    `trips`: for a loop, (the warps of the block whose lanes differ in trips, the share of their lanes'
    iterations that idle) (analysis/trips.warp_trips), None when unknown."""
    parts = _arms(site, func, count)
    arms, idle = sum(parts), _idle(site, parts, split, warp, trips)
    warps = trips[0] if trips is not None and site.kind == "loop" else split.warps
    copies, scope = _scope(loops, compile_time)
    if scope is None and calls:
        found = [_weigh(arms * copies * c, idle * copies * c, s, caller, n, warps, split.of, site, True)
                 for caller, caller_loops, n, caller_time in calls
                 for c, s in [_scope(caller_loops, caller_time)]]
        weighed = max(found, key=lambda x: x.value)
    else:
        weighed = _weigh(arms * copies, idle * copies, scope, func, count, warps, split.of, site)
    return replace(weighed, blocks=split.blocks) if split.blocks else weighed  # NOTE: an edge of the grid


def _scope(loops: list, compile_time: Any) -> tuple[int, Any]:
    """(the copies of the region the unrolled loops inside the scope make, the innermost loop around it that stays
    a loop, or None: the function)."""
    copies = 1
    for loop in reversed(loops):
        n = compile_time.copies(loop)
        if n is None:
            return copies, loop
        copies *= max(n, 1)
    return copies, None


def _weigh(arms: int, idle: float, scope: Any, func: ast.Function, count: Any, warps: int, of: int, site: Any,
           caller: bool = False) -> Share:
    root = scope.body if scope is not None else func.body
    where = f"the loop at line {scope.span.line}" if scope is not None else f"`{func.name}`"
    if caller and scope is not None:
        where += f" of `{func.name}`"
    around = count.cost(root)
    inner = any(count.compile_time.copies(n) is None and n is not site.node for n in _loops(root))
    memory = around.global_loads + around.global_stores + around.atomics
    return Share(arms, idle, weight(around), where, warps, of, inner, around.barriers > 0, memory)


def call_paths(func: ast.Function, unit: Any, calls: dict, functions: dict, declared: frozenset,
               constants: Any = None) -> tuple:
    """(caller, the loops around the call, the caller's instruction counter, its compile time) of each call of the
    helper `func` in the unit (at most 8), for `share(calls=...)`; `calls`: the unit's calls by callee
    (prologue.callers fills it once); `constants`: the program's (divergence.program_for)."""
    from analyzer.analysis.cost import enclosing_loops, walker
    from analyzer.analysis.prologue import calls_of
    from analyzer.analysis.sharednames import shared_names
    from analyzer.analysis.unroll import CompileTime

    out = []
    for caller, call in calls_of(func, unit.tu.functions(), calls):
        if caller.body is None or caller is func:
            continue
        if len(out) == 8:  # NOTE: a counter per caller is costly: none is made for the calls past those kept
            break
        known = CompileTime(caller, constants, (), unit.tu.source or unit.text)
        counter = walker(caller, functions, shared_names(caller, unit.tu), known, declared, RUNTIME_TRIPS)
        out.append((caller, enclosing_loops(caller, call), counter, known))
    return tuple(out)


def _walk(root: Any):
    from analyzer.cuda.query import iter_nodes

    return iter_nodes(root)


def _loops(root: Any) -> list:
    return [n for n in _walk(root) if isinstance(n, (ast.For, ast.While, ast.DoWhile))]


__all__ = ["MATERIAL", "MEMORY_WEIGHT", "RUNTIME_TRIPS", "Share", "share", "weight", "call_paths"]
