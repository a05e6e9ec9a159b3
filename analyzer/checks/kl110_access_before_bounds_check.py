"""KL110 access-before-bounds-check — docs: rules/KL110.yaml.

A global access (`in[i]`, `out[i] = ...`, through a pointer parameter of the kernel or a local pointer made from
one) indexed by a grid-wide value that the kernel compares against a bound only afterwards (`float v = in[i];
if (i < n) ...`), or nowhere at all while a launch rounds its grid up to whole blocks (`(n + 255) / 256`
blocks of 256): the threads of the last block past the end access memory out of bounds. The reading of the
kernel body, and what guards an access: analyzer/analysis/bounds.py; whether a launch's grid is rounded up:
analyzer/cuda/model/rounding.py, through the launch facts. A tile loop past the count (`Tc = ceil(N / Bc)` tiles,
`s += blockDim.x` bases): analyzer/analysis/bounds_tiles.py."""

from __future__ import annotations

from typing import Iterator

from analyzer.checks._kl110_fix import before_fix, guarded
from analyzer.checks._kl110_guard import off_by_one
from analyzer.checks._kl110_lanes import lane_findings
from analyzer.checks._kl110_flags import bound_every, early_return, flag_findings
from analyzer.checks._kl110_tiles import exact_along, grid_text, more_lines, rounded_along, site, strided, tiles, widest
from analyzer.checks.base import Context, kernel_name
from analyzer.cuda.ast import source_text
from analyzer.diagnostics import Diagnostic

ID = "KL110"
KIND = "source"
USES_INDEX = True  # the launches reaching a kernel (is its grid rounded up?)


def _per_coordinate(flat, name: str, source: str) -> str:
    """The fix of a flat index `row * length + column`: a test of each coordinate (a flat one lets a column past
    the row's end reach the next row's elements)."""
    row, column, length = (source_text(source, n.span) for n in flat)
    wrap = lambda t: t if t.isidentifier() or t.isdigit() else f"({t})"  # noqa: E731
    return (f"test each coordinate of the index against its own bound, `if ({wrap(row)} < rows && {wrap(column)} < "
            f"{wrap(length)})` around the access (rows the row count; in a loop with barriers, read a zero instead of "
            f"returning): one test of the flat index lets a column past the end of its row reach the next row's "
            f"elements")


def _per_thread(unit, ctx: Context, source: str, vectors: list, launches) -> Iterator[Diagnostic]:
    """The accesses of V elements per thread under a launch that rounds its grid up on elements; returns the
    lines reported."""
    from analyzer.analysis.bounds_vector import verdict

    failing = []  # NOTE: one finding for the kernel, at its first access out of bounds (its neighbours counted)
    for node, v, first, width, bounds, store, base in vectors:
        launch = next((la for la in launches if (la.grid_elements if base == "g" else la.block_elements) == v), None)
        found = verdict(v, first + width - 1, bounds, base == "g") if launch is not None else None
        if found is not None:
            failing.append((node, v, first, width, store, launch, found, base))
    lines = {f[0].span.line for f in failing}
    for node, v, first, width, store, launch, found, base in failing[:1]:
        reach = first + width - 1
        more = len(lines) - 1
        also = more_lines(more, "memory past the end the same way")
        text, what = source_text(source, node.span) or "the access", "writes" if store else "reads"
        thread = "gid" if base == "g" else "threadIdx.x"
        note = " (gid the thread's index in the grid)" if base == "g" else ""
        who = "of the last block " if base == "g" else ""
        gid = f"{v} * {thread}" + (f" + {first}" if first else "")
        span = f"at `{gid}`" if width == 1 else f"{width} elements from `{gid}`"
        grid = (f"the launch at {site(unit, launch)} rounds the grid up to whole blocks of "
                f"{launch.block[0] * v} elements ({launch.block[0]} threads of {v})" if base == "g" else
                f"the launch at {site(unit, launch)} rounds its block up to whole threads of {v} elements")
        if found[0] == "none":
            why = "no check bounds it"
        else:
            check = source_text(source, found[1].span) or "the check"
            why = f"the check `{check}` (line {found[1].span.line}) does not bound its last element"
        tail = f", and handle a last group of fewer than {width} elements one by one" if width > 1 else ""
        fix = (f"test the last element the access reaches against the count (`{v} * {thread} + {reach} < n`"
               f"{note.replace(' (', ', ').rstrip(')')}){tail}" if reach else
               "return early for the threads past the end: `if (idx >= n) return;` for the index `idx`")
        if found[0] != "none" and width > 1:  # NOTE: the first element checked: the count's remainder decides
            detail = (f"`{text}` {what} global memory {span}{note}: {why}, so where the count is not a multiple of "
                      f"{width} the last thread the check lets through {what[:-1]}s up to {width - 1} elements past "
                      f"the end{also}")
        else:
            detail = (f"`{text}` {what} global memory {span}{note}: {grid}, so the threads {who}past the end "
                      f"{what[:-1]} out of bounds; {why}{also}")
        yield ctx.report(node.span, symbol=kernel_name(unit, node.span), detail=detail, help=fix)
    return lines


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    from analyzer.analysis.bounds import scan
    from analyzer.analysis.bounds_loose import loose_guards
    from analyzer.analysis.bounds_tiles import bounds as loop_bounds, find_strided
    from analyzer.analysis.bounds_vector import find_each as find_vectors
    from analyzer.analysis.divergence import facts_for
    from analyzer.cuda.query import iter_nodes

    source = unit.tu.source or unit.text
    records = (*(unit.tu.types.records if unit.tu.types else ()), *getattr(unit.model, "header_records", ()))
    for func in unit.tu.kernels():
        lanes = yield from lane_findings(unit, ctx, source, func)  # NOTE: `if (l < n)` around column `o + l`
        before, unchecked, weak, flagged = scan(func, widest(func, unit, ctx), records)
        each = find_vectors(func, nodes=(nodes := list(iter_nodes(func.body)) if func.body is not None else []))
        vectors = [(*found, base) for base in "gt" for found in each[base]]
        tiled = loop_bounds(func, nodes) & {p.name for p in func.params if p.name and not p.type.pointers}
        loose = loose_guards(func)  # NOTE: `if (i > n) return;` of a grid rounded up from n: one short
        based = find_strided(func, nodes)  # NOTE: `for (s = 0; s < n; s += blockDim.x) a[s + threadIdx.x]`
        if not (before or unchecked or weak or vectors or tiled or flagged or loose or based):
            continue
        launches = facts_for(func, unit, ctx).launches
        reported = (yield from tiles(unit, ctx, source, func, launches)) if tiled else set()
        reported |= (yield from strided(unit, ctx, source, func, based, launches)) if based else set()
        reported |= yield from _per_thread(unit, ctx, source, vectors, launches)
        reported |= yield from off_by_one(unit, ctx, source, func, loose, launches)
        # NOTE: a grid an exact multiple of its block along the index's components puts no thread past the end
        exact = lambda dims: launches and all(exact_along(dims, la) for la in launches)  # noqa: E731
        grid = grid_text(unit, rounded_along("x", launches), "x")
        found = [(node, name, store, f" before `{name}` is bounds-checked (line {line})", "",
                  before_fix(func, node, name, line, source, unit.tu, store),
                  grid_text(unit, rounded_along(dims or "x", launches), dims or "x"))
                 for node, name, line, store, dims in before if not exact(dims or "x")]
        unchecked = [u for u in unchecked if rounded_along(u[4], launches)]
        if unchecked:
            node, name, store, flat, dims = unchecked[0]
            more = len({n.span.line for n, *_ in unchecked} - {node.span.line})
            also = more_lines(more, "memory the same way")
            found.append((node, name, store, ", which the kernel never bounds-checks", also,
                           _per_coordinate(flat, name, source) if flat else
                           guarded(func, node, name, store, source) or early_return(func, name),
                           grid_text(unit, rounded_along(dims, launches), dims)))
        weak, flagged = ([], []) if exact("x") else (weak, flagged)  # NOTE: every grid an exact multiple of its block
        for node, name, cond, store in weak:
            check = source_text(source, cond.span) or "the check"
            found.append((node, name, store, f", which the check `{check}` (line {cond.span.line}) does not bound "
                          f"(threads past the end pass it)", "", bound_every(cond, source, func, name), grid))
        found += flag_findings(unit, func, source, flagged, launches)
        found = [f for f in found if f[0].span.line not in reported | lanes]
        found.sort(key=lambda f: (f[0].span.line, f[0].span.column))
        for node, name, store, when, also, fix, grid in found:
            what, text = "writes" if store else "reads", source_text(source, node.span) or "the access"
            yield ctx.report(node.span, symbol=kernel_name(unit, node.span), detail=(
                f"`{text}` {what} global memory at an index built from `{name}`{when}: {grid} the threads of the "
                f"last block whose `{name}` is past the end {what[:-1]} out of bounds{also}"), help=fix)
