"""KL102's help where the condition splits the block by whole warps (divergence.by_warps): `__syncwarp()` where every
shared access is to the warp's own slice, a block-uniform trip count in a per-warp work loop otherwise."""

from __future__ import annotations

from analyzer.analysis.divergence import by_warps
from analyzer.analysis.launches import launch_facts
from analyzer.analysis.warpslices import once, per_warp_slice


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
