"""KL107's `__syncthreads()` fix for two threads of different warps: the point it names must be one every thread of
the block reaches as KL102 requires, or following the fix makes a divergent barrier. The point's guards (the `if`s
and loops around it, a `break` or `continue` of such a loop before it) are judged as KL102 judges a barrier's
(divergence.divergent_guard), with the barriers the fix adds counted among the loop's: the point, and in a loop whose
iteration holds both accesses, the one at the end of its body that the next iteration's accesses need (threads that
leave a loop of one barrier per iteration and exit hold up no one; with two, a warp split in a round hangs). Where a
guard differs between threads, the fix first gives that loop one trip count for the block, or ends that `if`
before the point."""

from __future__ import annotations

from typing import Any

from analyzer.analysis.sites import BarrierSite, Guard
from analyzer.cuda import ast

_LOOPS = (ast.For, ast.While, ast.DoWhile)


def block_fix(unit: Any, ctx: Any, a1: Any, a2: Any, fix: str, loop: Any = None) -> str:
    """`fix` for the accesses `a1` before `a2`: a `__syncthreads()` between them (in the innermost block holding
    both) or, with `loop` (the loop node around both), in that loop's body once per iteration (block_sync_fix)."""
    from analyzer.checks._race_fix import _function
    from analyzer.checks._race_warpsync import _chain
    func = _function(unit, a2.node) if ctx is not None else None
    if func is None or _function(unit, a1.node) is not func:
        return fix
    if loop is not None:
        return block_sync_fix(unit, ctx, func, [*_chain(func.body, loop), loop.body], loop.body.span.end_line, fix,
                              True)
    chain1, chain2 = _chain(func.body, a1.node), _chain(func.body, a2.node)
    depth = 0
    while depth < min(len(chain1), len(chain2)) and chain1[depth] is chain2[depth]:
        depth += 1
    line = chain2[depth].span.line if depth < len(chain2) else a2.node.span.line
    return block_sync_fix(unit, ctx, func, chain2[:depth], line, fix, False)


def block_sync_fix(unit: Any, ctx: Any, func: Any, outer: list, line: int, fix: str, body_end: bool) -> str:
    """`fix` (a `__syncthreads()` at a point in the innermost statement of `outer`, the chain from the function's
    body down to it, at `line`), preceded by what makes that point one every thread of the block reaches where a
    guard around it differs between threads. `body_end`: the fix's point is the end of the innermost loop's body
    (else, inside a loop, that barrier is counted too: the next iteration's accesses need it)."""
    from analyzer.analysis.divergence import analysed_functions, divergent_guard
    from analyzer.checks._race_fix import _text
    from analyzer.checks._race_warpsync import _leaves_before
    result = next((r for f, r in analysed_functions(unit, ctx) if f is func), None) if func is not None else None
    if result is None or len(outer) < 2:
        return fix
    sites = {(id(b.node), b.kind): b for b in result.branches}
    guards, added = [], []
    for parent, kid in zip(outer, outer[1:]):
        if isinstance(parent, _LOOPS):
            site = sites.get((id(parent), "loop"))
            if site is not None:
                guards.append(Guard(parent, parent.cond, site.val, "loop"))
            jump = _leaves_before(parent, line)
            test = _if_around(parent.body, jump) if jump is not None else None
            site = sites.get((id(test), "if")) if test is not None else None
            if site is not None:
                guards.append(Guard(jump, test.cond, site.val, jump.kind))
        elif isinstance(parent, ast.If) and (site := sites.get((id(parent), "if"))) is not None:
            guards.append(Guard(parent, parent.cond, site.val, "if" if kid is parent.then else "else"))
    loops = [n for n in outer if isinstance(n, _LOOPS)]
    added.append(BarrierSite(outer[-1], ()))  # NOTE: the barrier the fix puts there, counted as KL102 counts one
    if loops and not body_end:
        added.append(BarrierSite(loops[-1].body, ()))
    found = divergent_guard(tuple(guards), func, unit, ctx, (*result.barriers, *added))
    if found is None:
        return fix
    g = found[0]
    source = unit.tu.source or unit.text or ""
    cond = _text(source, g.cond) if g.cond is not None else "its condition"
    miss = "so a `__syncthreads()` there is a barrier not every thread reaches (KL102)"
    if g.kind == "loop":
        return (f"the loop at line {g.node.span.line} runs a different number of iterations in different threads of "
                f"the block (`{cond}`), {miss}: give the loop one trip count for the block (run every thread to the "
                f"block's last iteration and skip the work, not the barrier, where `{cond}` fails), then {fix}")
    if g.kind in ("break", "continue"):
        return (f"threads leave the loop by the `{g.kind}` at line {g.node.span.line} (where `{cond}`) before the "
                f"point, {miss}: guard the work instead of leaving (no `{g.kind}` before it) and give the loop one "
                f"trip count for the block, then {fix}")
    arm = "" if g.kind == "if" else "the `else` of "
    return (f"the point is inside {arm}`if ({cond})` (line {g.node.span.line}), which not every thread of the block "
            f"runs, {miss}: end the `if` before the second access, put `__syncthreads()` after it where every thread "
            f"reaches it, and test `{cond}` again around the rest (threads with no work skip the work, not the "
            f"barrier)")


def _if_around(body: Any, node: Any) -> Any:
    """The innermost `if` in `body` holding `node` (a loop's `break`/`continue`), or None."""
    from analyzer.checks._race_warpsync import _chain
    return next((n for n in reversed(_chain(body, node)) if isinstance(n, ast.If)), None)
