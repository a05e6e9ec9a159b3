"""KL202 block-size-not-warp-multiple — docs: rules/KL202.yaml.

Launches and `__launch_bounds__` whose thread count is not a multiple of the warp size (32), or of the
wavefront size (64) for HIP code and AMD wave64 targets (SourceUnit.warp_size). One-thread launches of one
block are deliberate serial work and are not reported (NVIDIA's samples use `<<<1, 1>>>` 35 times, always on purpose);
nor is a single block smaller than a warp (`<<<1, 16>>>`: a demo or a kernel sized to its data, such as a
shuffle demo over a 16-element buffer, where "use 32 threads" would read past the data and the one
partial warp costs nothing measurable), nor a launch of a kernel whose only effect is printf (hello-world
and thread-index demos).

The idle lanes cost time only where other work wants the slots they hold: a launch of a known grid of no more
blocks than the smallest targeted GPU has SMs (products.fewest_units) puts each block on an SM of its own and takes one
block's time whatever the block's last warp holds, so it is a note that says why (`k<<<3, 5>>>`, bookkeeping);
so is a grid whose blocks, spread over those SMs, put no more warps on each than it has warp schedulers (one
wave in which no warp waits for another's issue slot: `<<<63, 16>>>`); a large or unknown grid keeps the warning.

How much the idle lanes waste is their share of the lanes the block's warps issue for (every instruction of the
last warp issues for all its lanes): 24 idle lanes of a 1000-thread block are 2.3 % of 1024. A block of more than
one warp whose idle share is below analysis/share.MATERIAL (the fifth of the issue time below which KL201 too
judges a region not worth restructuring) is a note that gives the figure; a block smaller than a warp idles
the rest of its only warp and keeps the warning.

A block of whole warps so small that the SM's block slots run out before its warps on every NVIDIA target judged
(`residency`: 1-warp blocks on sm_80/sm_90 keep at most 32 of 64 warps) is a note with that ceiling, unless the
grid is small as above."""

from __future__ import annotations

from typing import Iterator

from analyzer.checks._kl202_counts import block_counts
from analyzer.checks._kl202_waste import by_launch, minor, printing_demos, residency
from analyzer.checks.base import Context
from analyzer.diagnostics import Diagnostic

ID = "KL202"
KIND = "source"
USES_INDEX = True  # the launches reaching a kernel with `__launch_bounds__` are its program's (unit.index)


def describe(threads: int, warp: int) -> str:
    """`80 threads -> 3 warps of 32 lanes, 16 lanes idle`."""
    unit = "warp" if warp == 32 else "wavefront"
    count = -(-threads // warp)
    idle = count * warp - threads
    plural = "s" if count != 1 else ""
    return (f"{threads} thread{'s' if threads != 1 else ''} -> {count} {unit}{plural} of {warp} lanes, {idle} lane{'s' if idle != 1 else ''} "
            f"idle in the last one")


def _shape(block) -> str:
    return " x ".join(str(c) for c in block)


def _one_partial_block(launch, warp: int) -> bool:
    """One block of one partial warp (`<<<1, 16>>>`: a demo, or sized to its data), or one thread of an unknown grid
    (`<<<1, 1>>>`: serial work; one thread per block of a grid of many, one per data row, idles each warp's rest)."""
    threads, grid = launch.threads or 0, launch.grid
    return 0 < threads < warp and (all(c == 1 for c in grid) if grid is not None else threads == 1)


def _small_grid(launch, settings, warp: int) -> str | None:
    """Why the idle lanes of a launch of a known grid cost no time (None: they may): no more blocks than the
    smallest targeted GPU has SMs, so each block runs alone on its SM; or no more warps on each SM, the blocks
    spread over them, than it has warp schedulers, so no warp waits for another's issue slot."""
    grid = launch.grid
    if not grid or any(c is None for c in grid):
        return None
    blocks = int(grid[0]) * int(grid[1]) * int(grid[2])
    from analyzer.products import fewest_units

    units, product = fewest_units(settings, warp)
    if blocks < 1 or units < 1:
        return None
    from analyzer.archs import find_product, get_arch

    found = find_product(product)
    unit_name, params = found.unit_name, get_arch(found.target).params
    if blocks > units:
        # NOTE: the blocks spread over the SMs (breadth first); while an SM holds no more warps than it has
        # schedulers (sub-partitions, SIMDs), each warp issues whenever it is ready: a fuller last warp saves nothing
        schedulers = int(params.get("sub_partitions") or params.get("simds_per_cu") or 4) * int(
            params.get("cus_per_wgp") or 1)
        per_unit = -(-blocks // units)
        warps = per_unit * -(-(launch.threads or 0) // warp)
        if not 0 < warps <= schedulers:
            return None
        return (f"the launch is {blocks} blocks of {launch.threads} threads, at most {per_unit} on each of the "
                f"{units} {unit_name} of the smallest GPU judged ({product}), {warps} {'warp' if warp == 32 else 'wavefront'}"
                f"{'s' if warps != 1 else ''} where it has {schedulers} schedulers: each issues whenever it is ready, "
                f"so the idle lanes cost no time a larger block would save (one wave; fill whole warps where the "
                f"grid grows with the data)")
    return (f"the launch is {blocks} block{'s' if blocks != 1 else ''} of {launch.threads} threads, no more than "
            f"the {units} {unit_name} of the smallest GPU judged ({product}): each block runs on a multiprocessor "
            f"of its own, so the idle lanes cost no time a larger block would save (the launch takes one block's "
            f"time; fill whole warps where the grid grows with the data)")


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    warp = unit.warp_size
    noun = "warp" if warp == 32 else "wavefront"
    yield from block_counts(unit, ctx)  # NOTE: a block taken from the occupancy API's count of blocks
    demos = None  # NOTE: found only when a launch gets this far (most files have none)
    found: list[tuple] = []  # (launch, note, its shape and account, help)
    for launch in unit.model.launches:
        threads = launch.threads
        if threads is not None and 0 < threads <= 1024 and threads % warp == 0 and warp == 32:
            cap = residency(launch, ctx.settings)
            if cap is not None and _small_grid(launch, ctx.settings, warp) is None:
                found.append((launch, True, f"{_shape(launch.block)}: {threads // warp} warp"
                              f"{'s' if threads > warp else ''} per block; {cap}",
                              "give each block more warps (two or more tiles per block, or several warps per tile) so "
                              "that the SM's block slots are not what limits the resident warps"))
            continue
        if threads is None or threads <= 0 or threads % warp == 0 or threads > 1024:
            continue  # NOTE: > 1024 is KL101's error (a second finding would only repeat it)
        if _one_partial_block(launch, warp):
            continue
        if demos is None:
            demos = printing_demos(unit)
        if launch.kernel_name in demos:
            continue  # NOTE: a kernel that only prints (hello world, thread indices): a demo
        up = -(-threads // warp) * warp
        small, waste = _small_grid(launch, ctx.settings, warp), minor(threads, warp)
        if threads == 1 and not small:  # NOTE: one block per SM (timestamps, a serial task per SM) costs nothing
            waste = ("one thread per block idles the rest of each block's warp where the grid is many blocks, and "
                     "costs nothing where it is one block per multiprocessor (the grid is not known here)")
        found.append((launch, bool(small or waste), _shape(launch.block)
                      + (f" unless {launch.block_unless} is given" if launch.block_unless else "")
                      + f": {describe(threads, warp)}" + (f"; {small}" if small else f"; {waste}" if waste else ""),
                      f"use a multiple of the {noun} size {warp} (e.g. {up} threads) and guard the extra threads "
                      f"(`if (i < n)`) where the data is smaller; if the block's shape is the algorithm's tile, "
                      f"keep it and give each {noun} whole tiles instead"))
    # NOTE: the copies of one launch made per instantiation of its host template (`launch<16>`, `launch<8>`;
    # cuda/model/host_instances.py) are one finding per launch and severity that names each with its block
    for launch, note, parts, help in by_launch(found):
        yield ctx.report(launch.block_span or launch.span, symbol=launch.kernel, note=note, help=help,
                         detail=f"block of `{launch.written}` {parts}")
    for kernel in unit.model.kernels:
        bounds = kernel.launch_bounds
        if not bounds or bounds[0] is None or bounds[0] <= 0 or bounds[0] % warp == 0:
            continue
        mine = unit.index.launches_reaching(kernel)  # NOTE: the launches of the kernel's program (C++ lookup)
        if mine and all(_one_partial_block(m, warp) for m in mine):
            continue  # NOTE: the bound describes launches exempt as one block (`<<<1, 1>>>`: serial work)
        threads, waste = bounds[0], minor(bounds[0], warp)
        yield ctx.report(kernel.launch_bounds_span or kernel.span, symbol=kernel.qualified_name, note=bool(waste),
                         detail=f"`__launch_bounds__({threads})` of `{kernel.qualified_name}`: "
                         f"{describe(threads, warp)}" + (f"; {waste}" if waste else ""),
            help=f"use a multiple of the {noun} size {warp} in the bounds and in the launches they describe")
