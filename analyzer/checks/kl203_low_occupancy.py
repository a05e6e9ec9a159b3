"""KL203 low-occupancy — docs: rules/KL203.yaml. Subject: one resource record on one target."""

from __future__ import annotations

from typing import Any, Iterator

from analyzer.checks._records import register_fix, state, steps, who
from analyzer.checks.base import Context
from analyzer.diagnostics import Diagnostic, Severity

ID = "KL203"
KIND = "record"


def check(item: Any, ctx: Context) -> Iterator[Diagnostic]:
    occ = item.occupancy
    minimum = float(ctx.options.get("min-occupancy") or 0.0)
    if occ is None or (occ.blocks_per_sm > 0 and occ.occupancy >= minimum):
        return
    message, fix = f"{who(item)}: {state(item)}", None
    if occ.blocks_per_sm > 0:
        reg_step, _ = steps(item)
        message += f", below the minimum {minimum * 100:g} %; limited by {occ.limiter.replace('_', ' ')}"
        if reg_step is not None and occ.limiter == "registers":
            fix = register_fix(item, reg_step)
    diag = ctx.report(None, message, symbol=item.record.name, arch=item.record.arch, help=fix)
    if occ.blocks_per_sm == 0 and diag.severity < Severity.ERROR:
        from dataclasses import replace

        # NOTE: a launch that cannot run is an error like KL101's, whatever the low-occupancy severity:
        # `--fail-on error` must stop a build whose kernel fails at every launch.
        diag = replace(diag, severity=Severity.ERROR)
    yield diag
