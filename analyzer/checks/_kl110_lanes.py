"""KL110's finding for a test of one term of a column (analysis/bounds_lanes.py): `if (l < n)` around an access at
`o + l` in a loop over the row's tiles, `for (o = 0; o < n; o += 32)`."""

from __future__ import annotations

from typing import Iterator

from analyzer.checks.base import Context, kernel_name
from analyzer.cuda import ast
from analyzer.cuda.ast import source_text
from analyzer.diagnostics import Diagnostic


def lane_findings(unit, ctx: Context, source: str, func) -> Iterator[Diagnostic]:
    """The findings of `func`'s lane-only tests; returns the lines reported."""
    from analyzer.analysis.bounds_lanes import lane_guards

    lines: set[int] = set()
    for g in lane_guards(func):
        n, step = (source_text(source, e.span) or "?" for e in (g.bound, g.step))
        if type(g.bound) is ast.IntLit and type(g.step) is ast.IntLit and \
                (g.bound.value <= g.step.value or g.bound.value % g.step.value == 0):
            continue  # NOTE: a constant count the tiles cover exactly: o + l < n whenever l < step
        lines.add(g.node.span.line)
        what = "writes" if g.store else "reads"
        text = source_text(source, g.node.span) or "the access"
        test = source_text(source, g.test.span) or f"{g.tested} < {n}"
        col = f"{g.counter} + {g.tested}"
        value = f" ({g.bound.value})" if type(g.bound) is ast.IntLit and n != str(g.bound.value) else ""
        when = (f"as {n}{value} is not a multiple of {step}" if type(g.bound) is ast.IntLit else
                f"wherever {n} is above {step} and not a multiple of it")
        yield ctx.report(g.node.span, symbol=kernel_name(unit, g.node.span), detail=(
            f"`{text}` {what} global memory at column `{col}` of the loop at line {g.loop.span.line} "
            f"(`{g.counter}` steps by {step} while below {n}), but the test `{test}` (line {g.test.span.line}) bounds "
            f"`{g.tested}` only, not the column: in the rounds after the first, the lanes with {col} >= {n} pass it "
            f"and {what[:-1]} past the row's {n} elements (the next row's, or past the end) {when}"),
            help=f"test the column itself: `if ({col} < {n})` around the access")
    return lines
