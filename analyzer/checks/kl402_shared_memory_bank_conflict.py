"""KL402 shared-memory-bank-conflict — docs: rules/KL402.yaml.

Shared-memory loads and stores whose warp requests take at least `min-ways` times the wavefronts their
lanes need (an n-way bank conflict), for a launch of the kernel found in the sources (or an assumed
block, said so), judged by analyzer.analysis.memory (exact against the hardware:
docs/validation/memory-hardware.md). NVIDIA only: HIP sources get no finding (no AMD model)."""

from __future__ import annotations

from typing import Iterator

from analyzer.analysis.memory.judge import lane_stride, launch_text, shared_findings
from analyzer.checks.base import Context
from analyzer.cuda import ast
from analyzer.cuda.ast import source_text
from analyzer.diagnostics import Diagnostic

ID = "KL402"
KIND = "source"


def _num(v) -> str:
    return str(int(v)) if v.denominator == 1 else f"{float(v):.2f}"


def fix(f) -> str:
    node, size = f.access.node, f.access.size or 4
    stride = lane_stride(f)
    rows = isinstance(node, ast.Index) and isinstance(node.base, ast.Index)
    if rows:
        return ("pad each row by one 4-byte word (e.g. `[32][33]` instead of `[32][32]`), so a column's elements "
                "fall in different banks, or swizzle the column index (`tile[row][col ^ row]`, on both the store "
                "and the load)")
    if stride is not None and stride % 4 == 0 and size <= 4:
        words = stride // 4
        return (f"consecutive lanes are {words} words apart (banks repeat every 32 words): use an odd stride in "
                f"words (e.g. {words + 1}), pad the array, or swizzle the index")
    return ("spread the lanes over the 32 banks: pad rows by one word, use an odd stride in 4-byte words, or "
            "swizzle the index (`col ^ row`)")


def message(f, text: str) -> str:
    a = f.access
    ways = f.per_request / f.ideal
    way = f"{_num(ways)}-way"
    return (f"shared {a.op} `{text}` has a {way} bank conflict: {_num(f.per_request)} wavefronts per request "
            f"where {_num(f.ideal)} would do {launch_text(f)}")


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    ways = float(ctx.options.get("min-ways", 2))
    source = unit.tu.source or unit.text
    for f in shared_findings(unit, ctx.shared, ctx.settings, ways):
        text = source_text(source, f.access.node.span)
        yield ctx.report(f.access.node.span, symbol=f.access.kernel, detail=message(f, text), help=fix(f))
