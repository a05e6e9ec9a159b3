"""KL110's finding for a guard one element short (analyzer/analysis/bounds_loose.py): `if (i > n) return;` lets
`i == n` through, where a launch rounds its grid up to whole blocks from n in the component `i` comes from
(LaunchInfo.grid_counts), so the kernel's indices there are those below n and the last block has a thread at n.
A bound no launch rounds the grid up from (`i <= n` over n + 1 elements, a grid of n + 1) is no claim."""

from __future__ import annotations

from typing import Iterator

from analyzer.checks._kl110_tiles import more_lines, site
from analyzer.checks.base import Context, kernel_name
from analyzer.analysis.sites import assigned_names
from analyzer.cuda.ast import source_text
from analyzer.diagnostics import Diagnostic


def off_by_one(unit, ctx: Context, source: str, func, found: list, launches) -> Iterator[Diagnostic]:
    """One finding per guard (the loose comparisons of one line), at its first access; returns the lines reported."""
    if not found:
        return set()
    changed = assigned_names(func.body)  # NOTE: a parameter the kernel assigns (`n -= 1;`) is no longer the count
    params = [p.name if p.name not in changed else None for p in func.params]
    done: dict[int, list] = {}
    for node, name, bound, cmp, store, dims in found:
        launch, k = next(((la, k) for la in launches for k, i in la.grid_counts
                          if "xy"[k] in dims and i < len(params) and params[i] == bound), (None, None))
        if launch is not None:
            done.setdefault(cmp.span.line, []).append((node, name, bound, cmp, store, launch, k))
    lines = set()
    for hits in done.values():
        node, name, bound, cmp, store, launch, k = hits[0]
        size = launch.block[k] if launch.block else None
        text, what = source_text(source, node.span) or "the access", "writes" if store else "reads"
        check = source_text(source, cmp.span) or "the check"
        others = {(h[1], h[2], source_text(source, h[3].span)) for h in hits if h[1] != name}
        same = "".join(f"; `{c}` lets `{n}` reach `{b}` the same way" for n, b, c in sorted(others))
        more = len({h[0].span.line for h in hits} - {node.span.line})
        also = same + more_lines(more, "memory at that index the same way")
        blocks = f"whole blocks of {size} threads{' in y' if k else ''}" if size else "whole blocks"
        lines |= {h[0].span.line for h in hits}
        yield ctx.report(node.span, symbol=kernel_name(unit, node.span), detail=(
            f"`{text}` {what} global memory at an index built from `{name}`, which the check `{check}` (line "
            f"{cmp.span.line}) lets reach `{bound}`: the launch at {site(unit, launch)} rounds the grid up from "
            f"`{bound}` to {blocks}, so the kernel's `{name}` runs below `{bound}`, and where `{bound}` is no "
            f"multiple of the block the thread with `{name} == {bound}`, one past the last, {what[:-1]}s out of "
            f"bounds (an off-by-one guard){also}"),
            help=f"exclude the bound itself: `{name} >= {bound}` to leave (or `{name} < {bound}` to stay)"
            + "".join(f", `{n} >= {b}`" for n, b, _ in sorted(others)))
    return lines

