"""KL207 shared-memory-budget — docs: rules/KL207.yaml. Subject: one resource record on one target."""

from __future__ import annotations

from typing import Any, Iterator

from analyzer.checks._records import who
from analyzer.checks.base import Context
from analyzer.diagnostics import Diagnostic

ID = "KL207"
KIND = "record"


def check(item: Any, ctx: Context) -> Iterator[Diagnostic]:
    from analyzer.units import bytes_and_size, parse_size

    budget = ctx.options.get("max-shared")
    record = item.record
    if budget is None:
        return
    limit = parse_size(budget)
    if record.shared_bytes <= limit:
        return
    what = "LDS" if record.vendor == "amd" else "static shared memory"
    yield ctx.report(None, f"{who(item)}: {bytes_and_size(record.shared_bytes)} of "
                           f"{what} per block, over the budget of {bytes_and_size(limit)}",
                     symbol=record.name, arch=record.arch)
