"""KL110 access-before-bounds-check — docs: rules/KL110.yaml.

A global access (`in[i]`, `out[i] = ...`, through a pointer parameter of the kernel) indexed by a value that
the kernel compares against a bound only afterwards (`float v = in[i]; if (i < n) ...`): the grid is rounded
up to whole blocks, so the threads of the last block past the end access memory out of bounds before the
check that was meant to stop them. The reading of the kernel body, and what guards an access:
analyzer/analysis/bounds.py."""

from __future__ import annotations

from typing import Iterator

from analyzer.checks.base import Context, kernel_name
from analyzer.cuda.ast import source_text
from analyzer.diagnostics import Diagnostic

ID = "KL110"
KIND = "source"
USES_INDEX = False  # never reads unit.index: no second pass needed for it


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    from analyzer.analysis.bounds import find

    source = unit.tu.source or unit.text
    for func in unit.tu.kernels():
        for node, name, line, store in find(func):
            what = "writes" if store else "reads"
            text = source_text(source, node.span) or "the access"
            yield ctx.report(node.span, symbol=kernel_name(unit, node.span), detail=(
                f"`{text}` {what} global memory at an index built from `{name}` before `{name}` is "
                f"bounds-checked (line {line}): the grid is rounded up to whole blocks, so the threads of the last "
                f"block whose `{name}` is past the end {what[:-1]} out of bounds"),
                help=(f"move the access after the check: inside the `if` that tests `{name}`, or after an early "
                      f"`if (...) return;` for the threads past the end"))
