"""KL001 parse-error — docs: rules/KL001.yaml. One note per region the front end skipped, and the preprocessor's
notes on project guards (analyzer/cuda/pp/guards.py: what was analysed as if defined, device code left out)."""

from __future__ import annotations

from typing import Iterator

from analyzer.checks.base import Context
from analyzer.diagnostics import Diagnostic, Span

ID = "KL001"
KIND = "source"
USES_INDEX = False  # never reads unit.index: no second pass needed for it


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    whole = len(unit.tu.errors) == 1 and not unit.tu.items
    for error in unit.tu.errors:
        what = (error.message or "this region").strip().rstrip(".")
        tail = "nothing in this file was analysed" if whole and error.span.line == 1 and error.span.column == 1 \
            else "the region was skipped, the rest of the file was analysed"
        yield ctx.report(error.span, what=f"{what}; {tail}")
    for line, message in unit.tu.notes:
        yield ctx.report(Span(line, 1, line, 1), what=message)
