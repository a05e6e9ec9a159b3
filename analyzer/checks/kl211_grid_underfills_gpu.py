"""KL211 grid-underfills-gpu — docs: rules/KL211.yaml.

A launch of a constant grid of fewer blocks than the smallest GPU targeted has multiprocessors
(products.fewest_units), of a kernel whose threads loop over a count a kernel argument gives (`for (l = r * per; l <
n; l++)`): the work grows with the data while the grid does not, so the other multiprocessors idle whatever the
data (review r15 B-M5: 30 blocks on a 132-SM GPU). A note: how much it costs is the loop's count, which the launch
does not tell. A one-block launch is left alone (a last pass, serial on purpose), and so is a kernel with no such
loop (its grid is its whole work) or one defined in another file."""

from __future__ import annotations

from typing import Any, Iterator

from analyzer.checks.base import Context
from analyzer.cuda import ast
from analyzer.cuda.query import iter_nodes
from analyzer.diagnostics import Diagnostic

ID = "KL211"
KIND = "source"
USES_INDEX = True  # the kernels a launch reaches are its program's (unit.index)


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    from analyzer.products import fewest_units

    units, product = fewest_units(ctx.settings, getattr(unit, "warp_size", 32))
    if not units:
        return
    defined = {(f.name_span.line, f.name_span.column): f for f in unit.tu.functions() if f.is_kernel and f.body}
    for launch in unit.model.launches:
        grid = launch.grid
        if grid is None or any(not isinstance(c, int) for c in grid) or not 2 <= grid[0] * grid[1] * grid[2] < units:
            continue
        reached = [k for k in unit.index.kernels_launched(launch) if k.file == unit.path]
        loops = {_data_loop(f) for k in reached if (f := defined.get((k.span.line, k.span.column))) is not None}
        if len(loops) != 1 or None in loops:
            continue
        (line, name), blocks = loops.pop(), grid[0] * grid[1] * grid[2]
        shape = "x".join(map(str, grid))
        yield ctx.report(launch.span, symbol=launch.kernel, detail=(
            f"a constant grid of {blocks} blocks ({shape}) for `{launch.written}` gives work to at most {blocks} of "
            f"the {units} multiprocessors of the smallest GPU targeted ({product}), while each thread loops over "
            f"`{name}` (line {line}): the work grows with the data and the grid does not, so the other "
            f"multiprocessors idle (a note: how long the loop runs is the data's)"),
            help=(f"size the grid from the data (blocks to cover `{name}`), or from the GPU: its multiprocessor count "
                  "(`cudaDevAttrMultiProcessorCount`) times the blocks one holds "
                  "(`cudaOccupancyMaxActiveBlocksPerMultiprocessor`), the loop striding by the grid's threads"))


def _data_loop(func: ast.Function) -> tuple[int, str] | None:
    """(line, parameter) of the first loop of the kernel's body whose condition reads one of its scalar parameters."""
    scalars = {p.name for p in func.params if p.name and not p.type.pointers and not p.type.reference}
    for n in iter_nodes(func.body):
        cond: Any = n.cond if type(n) in (ast.For, ast.While, ast.DoWhile) else None
        names = [x.id for x in iter_nodes(cond) if type(x) is ast.Name and x.id in scalars] if cond is not None else []
        if names:
            return n.span.line, names[0]
    return None
