"""KL101 block-size-exceeds-limit — docs: rules/KL101.yaml.

A launch whose block has more than 1024 threads, a dimension over (1024, 1024, 64), or more threads
than the launched kernel's `__launch_bounds__` max_threads (the kernel the launch binds to may be defined in
another file of its program: the RunIndex has it, and the message names where the bound is; for a template
kernel of the same file, the bound of the
instantiation launched, `k<256><<<..>>>` with `__launch_bounds__(BLOCK)`). Only known components are
judged, and a block as large as a run-time count the launch also passes, with nothing bounding it (a note:
LaunchInfo.block_free), and a block built as a count of the data over the grid's constant (grid and block
swapped: LaunchInfo.block_swapped); other unknown blocks stay silent."""

from __future__ import annotations

from typing import Iterator

from analyzer.checks.base import Context
from analyzer.diagnostics import Diagnostic

ID = "KL101"
KIND = "source"
MAX_THREADS = 1024
MAX_DIMS = (1024, 1024, 64)


def _shape(block) -> str:
    return " x ".join("?" if c is None else str(c) for c in block)


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    for launch in unit.model.launches:
        block = launch.block
        least = launch.block_least
        if least is not None and least[0] >= MAX_THREADS and (block is None or block[0] is None):
            # NOTE: `max(1024, h)`: 1024 for every h up to 1024 (the max changes nothing), a failing launch above
            c, v = least
            name = f"`{v}`" if v else "the other operand"
            yield ctx.report(launch.block_span or launch.span, symbol=launch.kernel, detail=(
                f"block of `max({c}, {v or '...'})` threads for `{launch.written}`: at least {c}, so the launch "
                + (f"fails with an invalid-configuration error whatever {name} is ({c} is more than the "
                   f"{MAX_THREADS} threads a block may have)" if c > MAX_THREADS else
                   f"fails with an invalid-configuration error for every {name} over {MAX_THREADS} (more than the "
                   f"{MAX_THREADS} threads a block may have) and gives {c} threads otherwise")
                + "; the `max` only ever breaks the launch, so `min` was likely meant"))
            continue
        if launch.block_free and (block is None or block[0] is None):
            yield _free(launch, ctx)
            continue
        if launch.block_swapped and (block is None or block[0] is None):
            yield _swapped(launch, ctx)
            continue
        if block is None:
            continue
        span = launch.block_span or launch.span
        threads = launch.threads
        if threads is not None and threads > MAX_THREADS:
            # NOTE: one finding per launch: a dimension over its limit is then implied by the total
            yield ctx.report(span, symbol=launch.kernel, detail=(
                (f"{launch.copy_of}: " if launch.host_args else "")  # NOTE: a copy per host instantiation or choice
                + f"block of {threads} threads ({_shape(block)}) for `{launch.written}` exceeds the "
                f"{MAX_THREADS}-thread limit by {threads - MAX_THREADS}; the launch fails"))
            continue
        over = [(axis, c, limit) for axis, c, limit in zip("xyz", block, MAX_DIMS) if c is not None and c > limit]
        for axis, c, limit in over:
            yield ctx.report(span, symbol=launch.kernel, detail=(
                (f"{launch.copy_of}: " if launch.host_args else "")
                + f"block dimension {axis} = {c} of `{launch.written}` exceeds the hardware limit {limit} "
                f"by {c - limit}; the launch fails with an invalid-configuration error"))
        if over or threads is None:
            continue
        where = ""
        if launch.launch_bounds and launch.launch_bounds[0] is not None:
            bounds = {launch.launch_bounds[0]}  # NOTE: the template instantiation launched (see LaunchInfo)
        else:
            reached = unit.index.kernels_launched(launch)
            bounds = {k.launch_bounds[0] for k in reached if k.launch_bounds and k.launch_bounds[0] is not None}
            if len(bounds) == 1 and len(reached) >= 1:
                k = next(k for k in reached if k.launch_bounds and k.launch_bounds[0] is not None)
                line = (k.launch_bounds_span or k.span).line
                where = f" (line {line})" if k.file == unit.path else f" ({_near(k.file, unit.path)}:{line})"
        if len(bounds) != 1:
            continue  # NOTE: no bound, or overloads with different bounds: cannot tell which one runs
        bound = bounds.pop()
        if threads > bound:
            yield ctx.report(span, symbol=launch.kernel, detail=(
                f"block of {threads} threads ({_shape(block)}) exceeds `__launch_bounds__({bound})`{where} of "
                f"`{launch.written}` by {threads - bound}; the launch fails with too many resources requested"))


def _free(launch, ctx: Context) -> Diagnostic:
    """The note for a block as large as a run-time count the launch also passes (LaunchInfo.block_free)."""
    v = launch.block_free
    return ctx.report(launch.block_span or launch.span, symbol=launch.kernel, note=True, detail=(
        f"block of `{v}` threads for `{launch.written}`, a run-time value the launch also passes to the kernel (the "
        f"block is as large as the data) and nothing here bounds: the launch fails with an invalid-configuration "
        f"error wherever {v} > {MAX_THREADS} (a block has at most {MAX_THREADS} threads), and where {v} is small "
        f"each block is that many threads (at {v} = 1, one busy lane in its warp)"),
        help=(f"give the block a fixed size and let each thread loop over `{v}` (`min({v}, 256)` threads, the "
              f"kernel striding by blockDim.x), or check `{v} <= {MAX_THREADS}` before the launch"))


def _swapped(launch, ctx: Context) -> Diagnostic:
    """The finding for a block built as a count of the data over the grid's constant (LaunchInfo.block_swapped)."""
    parts = launch.block_swapped
    grid = " x ".join(str(c) for c in launch.grid[:len(parts)])
    block = " x ".join(f"`{p}`" for p in parts)
    return ctx.report(launch.block_span or launch.span, symbol=launch.kernel, detail=(
        f"grid and block of `{launch.written}` look swapped: the block is {block} threads, a count of the data "
        f"divided by the grid's constant {grid}, so it grows with the data and the launch fails with an "
        f"invalid-configuration error wherever it passes {MAX_THREADS} threads (nothing here checks it)"),
        help="swap the launch's first two arguments: the grid is the count divided by the block, the block the "
             "constant")


def _near(path: str, origin: str) -> str:
    """`path` as seen from the folder of `origin`."""
    import os

    try:
        return os.path.relpath(path, os.path.dirname(origin) or ".")
    except ValueError:  # pragma: no cover - another drive on Windows
        return path
