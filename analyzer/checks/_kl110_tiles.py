"""KL110's finding for a tile loop whose last tile's rows run past the count (analyzer/analysis/bounds_tiles.py),
and, for every KL110 finding, where a launch is written (the line, or the file and line) and whether it rounds its
grid up along the components of blockIdx an index is derived from."""

from __future__ import annotations

from typing import Iterator

from analyzer.analysis.launches import site
from analyzer.checks.base import Context, kernel_name
from analyzer.cuda.ast import source_text
from analyzer.diagnostics import Diagnostic


def more_lines(more: int, tail: str) -> str:
    """` (2 more lines of the kernel access <tail>)` for a finding that stands for `more` other lines; "" for none."""
    return f" ({more} more line{'s' if more > 1 else ''} of the kernel access{'' if more > 1 else 'es'} {tail})" \
        if more else ""


def rounded_along(dims: str, launches):
    """The first launch whose grid is rounded up in x where `dims` has x, or in y where it has y."""
    return next((la for la in launches if "x" in dims and la.grid_rounded or "y" in dims and la.grid_rounded_y),
                None)


def exact_along(dims: str, launch) -> bool:
    """The launch's grid is known to be an exact multiple of its block along every component of `dims`."""
    return all((launch.grid_rounded if k == "x" else launch.grid_rounded_y) is False for k in dims)


def grid_text(unit, launch, dims: str) -> str:
    """The clause naming the launch that rounds its grid up along `dims` (or the general case: none known)."""
    if launch is None:
        return "when the grid is rounded up to whole blocks,"
    y = not ("x" in dims and launch.grid_rounded)
    return (f"the launch at {site(unit, launch)} rounds the grid up to whole blocks of "
            f"{launch.block[1 if y else 0]} threads{' in y' if y else ''}, so")


def tiles(unit, ctx: Context, source: str, func, launches) -> Iterator[Diagnostic]:
    """A tile loop whose last tile's rows run past the count (analyzer/analysis/bounds_tiles.py); returns the lines
    reported."""
    from analyzer.analysis.bounds_tiles import find

    names = [p.name for p in func.params]
    for launch in launches:
        ceils = launch.arg_ceils
        if len(ceils) != len(names) or not launch.block or not launch.arg_values:
            continue
        known = {n: v for n, v in zip(names, launch.arg_values) if n and isinstance(v, int)}
        counts = {n: (names[c[0]], c[1], c[2]) for n, c in zip(names, ceils)
                  if n and c and launch.block[0] == c[1] and names[c[0]]}
        found = find(func, known, counts) if counts else []
        if not found:
            continue
        node, store, var, bound, lane, size = found[0]
        count, rows, line = counts[bound]
        text, what = source_text(source, node.span) or "the access", "writes" if store else "reads"
        row = f"{var} * {size} + {lane}"
        more = len({f[0].span.line for f in found} - {node.span.line})
        also = more_lines(more, "rows past the end the same way")
        equal = f" = {rows}" if size != str(rows) else ""
        yield ctx.report(node.span, symbol=kernel_name(unit, node.span), detail=(
            f"`{text}` {what} global memory in row `{row}` of tile `{var}` < `{bound}`: the launch at "
            f"{site(unit, launch)} passes `{bound} = ceil({count} / {size})` (line {line}) and blocks of "
            f"{size}{equal} threads, so where {count} is no multiple of {rows} the last tile's rows reach "
            f"`{bound} * {size} - 1` >= {count}, past the end; no check bounds the row{also}"), help=(
            f"bound the tile's rows: `if ({row} < {count})` around the tile's loads and stores (in a loop with "
            f"barriers, load a zero for the rows past {count} instead of returning, so every thread still reaches "
            f"`__syncthreads()`), and keep those rows out of every result they feed: a zero is not neutral everywhere "
            f"(a score of a padded row must be masked to -infinity before a softmax, not left at 0)"))
        return {f[0].span.line for f in found}
    return set()


def strided(unit, ctx: Context, source: str, func, found: list, launches) -> Iterator[Diagnostic]:
    """A block-strided loop `for (s = 0; s < n; s += blockDim.x)` whose accesses at row `s + threadIdx.x` run past n
    in the last tile (analyzer/analysis/bounds_tiles.find_strided), unless every launch passes an n that is a
    multiple of its block; returns the lines reported."""
    from analyzer.cuda import ast

    node, store, var, bound, k, step, lane = found[0]
    dim = "xyz".index(k)
    blocks = [la for la in launches if la.block and (type(step) is str or la.block[dim] == step)]
    if type(step) is int and len(blocks) < len(launches):
        return set()  # NOTE: a literal step some launch's block does not equal: tiles that overlap or skip rows
    name = bound.id if type(bound) is ast.Name else None
    count = source_text(source, bound.span) or "the count"
    rest = []
    for la in blocks:
        value = dict(zip((p.name for p in func.params), la.arg_values)).get(name) if name else None
        if not (isinstance(value, int) and value % la.block[dim] == 0):
            rest.append(la)
    if launches and not rest:
        return set()
    text, what = source_text(source, node.span) or "the access", "writes" if store else "reads"
    row = lane or f"{var} + threadIdx.{k}"
    test = f"{row} < {count}" if count.isidentifier() else f"{row} < ({count})"
    block = (f" ({rest[0].block[dim]} threads at the launch at {site(unit, rest[0])})" if rest else
             f" ({step} threads)" if type(step) is int else "")
    more = more_lines(len({f[0].span.line for f in found} - {node.span.line}), "rows past the end the same way")
    same = f" = `{var} + threadIdx.{k}`" if lane else ""
    yield ctx.report(node.span, symbol=kernel_name(unit, node.span), detail=(
        f"`{text}` {what} global memory at row `{row}`{same} of the block-strided loop "
        f"`{var} < {count}` (`{var} += {step}`): the loop bounds the tile's base `{var}`, not its rows, so "
        f"where {count} is no multiple of the block{block} the last tile's threads past {count} {what[:-1]} out of "
        f"bounds; no check bounds the row{more}"), help=(
        f"store only where `{test}` (an `if` around the store, not a `return`, where barriers follow it in the "
        f"loop)" if store else
        f"read a zero past the end instead: `{test} ? {text} : 0` (every thread stays in the loop, so its "
        f"barriers stay reached; a later test of the row does not undo the read), and keep those rows out of what the value "
        f"feeds where a zero is not neutral (a maximum's identity is -INFINITY)"))
    return {f[0].span.line for f in found}


def widest(func, unit, ctx):
    """k -> the widest block of the kernel's launches in component k (x, y, z), None where one is unknown or no
    launch is known: a row `i * 32 + threadIdx.x` is below the bound of i only in blocks of at most 32 in x."""
    from analyzer.analysis.divergence import facts_for

    def along(k: str) -> int | None:
        sizes = [la.block["xyz".index(k)] if la.block else None for la in facts_for(func, unit, ctx).launches]
        return max(sizes) if sizes and None not in sizes else None
    return along
