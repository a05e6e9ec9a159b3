"""KL206 register-budget — docs: rules/KL206.yaml. Subject: one resource record on one target."""

from __future__ import annotations

from typing import Any, Iterator

from analyzer.checks._records import regs_word, who
from analyzer.checks.base import Context
from analyzer.diagnostics import Diagnostic

ID = "KL206"
KIND = "record"


def check(item: Any, ctx: Context) -> Iterator[Diagnostic]:
    budget = ctx.options.get("max-registers")
    record = item.record
    if budget is None:
        return
    if record.registers is None:  # NOTE: a truncated record must not pass a budget silently
        yield ctx.report(None, f"{who(item)}: the log gives no register count (cut short, or ptxas stopped), so the "
                               f"budget of {int(budget)} cannot be checked", symbol=record.name, arch=record.arch)
        return
    if record.registers <= int(budget):
        return
    word = regs_word(record.vendor)
    fix = (f"`-maxrregcount={int(budget)}` or `__launch_bounds__` would enforce it (check KL205 afterwards: "
           f"a cap under the kernel's need spills)") if record.vendor != "amd" else None
    yield ctx.report(None, f"{who(item)}: {record.registers} {word}/thread, over the budget of {int(budget)}",
                     symbol=record.name, arch=record.arch, help=fix)
