"""Races between lanes of one warp in code only pre-Volta targets compile (`#if __CUDA_ARCH__ == 500`).

Such a race (pairs.py's warp-synchronous kind) needs independent thread scheduling, which sm_70 and later have:
before sm_70 a warp runs in lockstep, and implicit warp-synchronous code is what those targets were written for.
When every target that compiles both accesses (analyzer/cuda/pp/archs.py: the `#if`s on `__CUDA_ARCH__` around
them) is older than sm_70, the race rules say so in a note, not an error."""

from __future__ import annotations

from analyzer.cuda.pp.archs import VOLTA, nvidia, targets_of


def lockstep_targets(unit, race) -> frozenset | None:
    """The targets (`__CUDA_ARCH__` values, all before sm_70) that compile both sides of a race between two lanes
    of one warp; None for any other race, or when a target with independent thread scheduling compiles them."""
    w = race.witness
    regions = getattr(unit.tu, "archs", ())
    if not regions or race.cross_block or not w.same_warp or w.first is w.second:
        return None
    if w.first.acc.access.node is w.second.acc.access.node:
        return None  # NOTE: a read-modify-write by two lanes loses an update even in lockstep
    a, b = w.first.acc.access.node.span, w.second.acc.access.node.span
    both = nvidia(targets_of(regions, a.line) & targets_of(regions, b.line))
    return both if both and max(both) < VOLTA else None


def arch_names(targets: frozenset) -> str:
    """`sm_50`, `sm_50, sm_52`, or the range `sm_30 ... sm_62` for many."""
    names = [f"sm_{t // 10}" for t in sorted(targets)]
    return ", ".join(names) if len(names) <= 3 else f"{names[0]} ... {names[-1]}"
