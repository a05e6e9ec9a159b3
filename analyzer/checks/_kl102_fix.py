"""KL102's help where the condition splits the block by whole warps (divergence.by_warps): `__syncwarp()` where every
shared access is to the warp's own slice, a block-uniform trip count in a per-warp work loop otherwise; and where a
loop's exit (its condition, a `break`) differs between threads while its barrier orders the shared accesses of each
iteration (`exit_fix`): a block-uniform exit, not a barrier moved out of the loop."""

from __future__ import annotations

from analyzer.analysis.divergence import by_warps
from analyzer.analysis.leaving import children
from analyzer.analysis.callsites import unit_calls
from analyzer.analysis.sharednames import shared_names, shared_parameters
from analyzer.analysis.launches import launch_facts
from analyzer.analysis.warpslices import once, per_warp_slice
from analyzer.cuda import ast
from analyzer.cuda.query import iter_nodes

_LOOPS = (ast.For, ast.While, ast.DoWhile)


def per_warp_fix(guard, func, unit, ctx) -> str | None:
    """`__syncwarp()` where the split is by whole warps and every shared access of the kernel is to the accessing
    warp's own slice (analysis/warpslices.py): no warp reads what another writes, so the barrier orders only the
    lanes of one warp, and moving it out of a loop would drop the order each iteration needs."""
    if not func.is_kernel or guard.kind not in ("loop", "if", "continue", "break") or not once(
            ctx, by_warps, guard, func, unit, ctx):
        return None
    cache = ctx.shared.setdefault("kl102.slices", {})  # NOTE: once per function, not per barrier site
    if (got := cache.get(id(func))) is None or got[0] is not func:
        shapes = launch_facts(unit, func, ctx.shared, ctx.settings).shapes
        got = cache[id(func)] = (func, per_warp_slice(func, func.body, unit.tu, shapes))
    owned = got[1]
    if owned is None and guard.kind != "if":  # NOTE: a per-warp work loop whose warps exchange through shared memory
        return ("give every warp the block's trip count (run the loop to the largest count and skip the work, not "
                "the barrier), or order only the warps that need it with a named barrier (`bar.sync id, count`)")
    return None if owned is None else (
        f"every shared access of the kernel is to the accessing warp's own {'slices' if '`, `' in owned else 'slice'} "
        f"of `{owned}`, so what the barrier orders is the lanes of one warp: replace it with `__syncwarp()`, which "
        "orders them and is defined under a condition the warp shares" + (
            " (moving the block barrier out of the loop would drop the order each iteration needs)"
            if guard.kind != "if" else ""))


def exit_fix(guard, func, unit, cond: str, shared: dict) -> str | None:
    """A block-uniform exit where the guard is a loop's condition or a `break` of it, and the loop's body accesses
    shared memory: its barrier orders those accesses in every iteration, so it cannot leave the loop (moving it out
    drops that order); what differs between threads is the exit. None elsewhere (an if, a `continue`: skip the
    work, not the barrier)."""
    loop = guard.node if guard.kind == "loop" else _left_by(func.body, guard.node) if guard.kind == "break" else None
    if not isinstance(loop, _LOOPS) or loop.body is None:
        return None
    names = shared_names(func, unit.tu) | shared_parameters(func, unit.tu, unit_calls(unit, shared))  # NOTE: a row
    if not any(type(n) is ast.Name and n.id in names for n in iter_nodes(loop.body)):
        return None
    keep = "the barrier orders the shared accesses of every iteration, so moving it out of the loop drops that order"
    if guard.kind == "break":
        return (f"make the exit the same for every thread of the block ({keep}): let the thread that decides it "
                f"publish the decision (thread 0 stores `{cond}` in a `__shared__` flag, a `__syncthreads()`, every "
                f"thread tests the shared copy and breaks), or combine every thread's with `if (__syncthreads_or("
                f"{cond})) break;`")
    return (f"give every thread the block's trip count ({keep}): run the loop to the largest count and skip the work, "
            f"not the barrier, where `{cond}` fails in a thread, or let one thread decide the condition and publish "
            "it (stored in a `__shared__` flag, a `__syncthreads()`, every thread tests the shared copy)")


def _left_by(body, node):
    """The innermost loop around `node` that a `break` in it leaves (None under a switch, whose case it leaves)."""
    stack, chain = [(body, ())], None
    while stack and chain is None:
        stmt, above = stack.pop()
        if stmt is node:
            chain = above
        stack += [(child, above + (stmt,)) for child in children(stmt)]
    for stmt in reversed(chain or ()):
        if isinstance(stmt, (*_LOOPS, ast.Switch)):
            return stmt if isinstance(stmt, _LOOPS) else None
    return None
