"""KL001 parse-error — docs: rules/KL001.yaml. One note per region the front end skipped."""

from __future__ import annotations

from typing import Iterator

from analyzer.checks.base import Context
from analyzer.diagnostics import Diagnostic

ID = "KL001"
KIND = "source"
USES_INDEX = False  # never reads unit.index: no second pass needed for it


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    for error in unit.tu.errors:
        what = (error.message or "this region").strip().rstrip(".")
        yield ctx.report(error.span, what=what)
