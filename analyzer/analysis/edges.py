"""A split only at an edge of the grid (KL201): a condition on a global index (`x - d >= 1` with x = blockIdx.x *
32 + threadIdx.x) parts the lanes of the blocks whose threads straddle its threshold, while every other block takes
one side (analysis/warps.py finds the split in one block: the existential blockIdx is sampled at 0, 1, 5).

`edge` evaluates the condition over the first blocks of the grid along the blockIdx components it reads: every
block of the launch's grid where it is known (up to MAX_BLOCKS), else SAMPLED blocks per component, and counts the
blocks with a split warp, among those some thread of which reaches the branch, in the world where the most of them
split. Where most blocks that reach it split no warp, the split is an edge: (blocks that split, blocks that reach
the branch, those are the launch's whole grid) weighs KL201's cost (analysis/share.py) and words its
message; a grid wider than the SAMPLED blocks assumed splits a smaller share of its warps."""

from __future__ import annotations

import itertools
from dataclasses import replace
from typing import Any

from analyzer.analysis.terms import Term, compile_block, symbols
from analyzer.analysis.warps import Split, block_threads, worlds

SAMPLED = 16  # NOTE: blocks along a component whose grid is not known (a grid of 16 blocks or more is assumed)
MAX_BLOCKS = 64  # NOTE: the most blocks evaluated along one component, and in all (the work is bounded)
MAX_EVALUATIONS = 4096  # NOTE: blocks evaluated in all worlds; past it no edge is claimed


def with_edge(split: Split, term: Term, warp: int, site: Any, exist_kinds: frozenset, active: Term | None,
              func: Any, unit: Any, ctx: Any) -> Split:
    """`split` with its `blocks` where it is an edge of the grid (`edge`), the grid of the kernel's launches where
    every one gives it in a component. Not for a loop condition (its iterations, sampled, would miss blocks)."""
    from analyzer.analysis.launches import launch_facts

    if site.kind == "loop" or not any(s[2] == "bid" for s in symbols(term)):
        return split  # NOTE: a loop condition's lanes part at the iterations that straddle it, each block at its own
    launched = launch_facts(unit, func, ctx.shared, getattr(ctx, "settings", None)).launches if func.is_kernel else ()
    grid = {}
    for i, k in enumerate("xyz"):  # NOTE: the narrowest grid of the launches: the largest share of its blocks split
        sizes = [la.grid[i] if la.grid else None for la in launched]
        if sizes and None not in sizes:
            grid[k] = min(sizes)
    found = edge(term, split, warp, site.kind != "switch", exist_kinds, active, grid)
    return replace(split, blocks=found) if found else split


def edge(term: Term, split: Split, warp: int, as_bool: bool, exist_kinds: frozenset, active: Term | None,
         grid: dict | None = None) -> tuple[int, int, bool] | None:
    """(blocks that split a warp, blocks that reach the branch, whether those are the launch's whole grid) of a split
    found in at most half of the blocks that reach it (see the module), else None. `grid`: component ("x", "y",
    "z") -> the grid's extent there, where every launch judged gives it."""
    axes = sorted({s[1] for s in symbols(term) if s[2] == "bid"})
    if not axes:
        return None
    grid = grid or {}
    known = all(grid.get(a[-1]) for a in axes)
    per = per_axis(len(axes))
    blocks = list(itertools.product(*[range(min(grid.get(a[-1]) or SAMPLED, per)) for a in axes]))
    known = known and all(grid[a[-1]] <= per for a in axes)
    shape = split.shape
    threads = block_threads(shape.x, shape.y, shape.z, warp)
    values = compile_block(term, as_bool)
    mask = compile_block(active, True) if active is not None else None
    both = ("&&", active, term) if active is not None else term
    worst, budget = (), MAX_EVALUATIONS
    for base, exist_worlds in worlds(both, shape, exist_kinds):
        split, reached = set(), set()  # NOTE: a block splits where an existential world (a loop's iteration) does
        for key in dict.fromkeys(tuple((k, v) for k, v in sorted({**base, **ex}.items()) if k not in axes)
                                 for ex in exist_worlds):
            env = dict(key)
            for b in blocks:
                budget -= 1
                if budget < 0:
                    return None  # NOTE: too many worlds to judge: no claim of an edge
                got = _splits(values, mask, threads, {**env, **dict(zip(axes, b))}, warp)
                if got is not None:
                    reached.add(b)
                if got:
                    split.add(b)
        if 2 * len(split) > len(reached):
            return None  # NOTE: most blocks that reach the branch split a warp there: no edge
        if split and (not worst or len(split) * worst[1] > worst[0] * len(reached)):
            worst = (len(split), len(reached))
    return (*worst, known and worst[1] == len(blocks)) if worst else None


def _splits(values, mask, threads, env: dict, warp: int) -> bool | None:
    """Whether a warp of the block `env` puts its lanes (those `mask` lets reach the branch) on both sides; None
    where no thread of the block reaches the branch (or it cannot be evaluated)."""
    try:
        reach = mask(threads, env) if mask is not None else None
        run = [t for t, m in zip(threads, reach) if m] if reach is not None else threads
        got = values(run, env)
    except (ArithmeticError, TypeError, ValueError):
        return None
    if not run:
        return None
    if reach is None:  # NOTE: every thread, in linear order: a warp is a run of `warp` values
        return any(len(set(got[at:at + warp])) > 1 for at in range(0, len(got), warp))
    sides: dict[int, set] = {}
    for t, v in zip(run, got):
        sides.setdefault(t[0], set()).add(v)
    return any(len(s) > 1 for s in sides.values())


def per_axis(axes: int) -> int:
    """The blocks evaluated along each of `axes` grid components: the largest k with k ** axes <= MAX_BLOCKS, exact
    (`int(64 ** (1 / 3))` is 3: a 4 x 4 x 4 grid was never taken as the whole grid)."""
    return max(k for k in range(1, MAX_BLOCKS + 1) if k ** axes <= MAX_BLOCKS)
