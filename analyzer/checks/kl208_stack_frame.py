"""KL208 stack-frame — docs: rules/KL208.yaml. Subject: one resource record on one target."""

from __future__ import annotations

from typing import Any, Iterator

from analyzer.checks._records import who
from analyzer.checks.base import Context
from analyzer.diagnostics import Diagnostic

ID = "KL208"
KIND = "record"


def check(item: Any, ctx: Context) -> Iterator[Diagnostic]:
    budget = ctx.options.get("max-stack")
    record = item.record
    if budget is None:
        return
    frame = max(record.stack_bytes or 0, record.cumulative_stack_bytes or 0)
    if frame <= int(budget):
        return
    where = "scratch per lane" if record.vendor == "amd" else "stack per thread"
    cumulative = " (cumulative, with callees)" if record.cumulative_stack_bytes > record.stack_bytes else ""
    yield ctx.report(None, f"{who(item)}: {frame} bytes of {where}{cumulative}, over the budget of {int(budget)} "
                           f"bytes; local memory traffic replaces register traffic",
                     symbol=record.name, arch=record.arch)
