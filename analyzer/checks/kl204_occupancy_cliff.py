"""KL204 occupancy-cliff — docs: rules/KL204.yaml. Subject: one resource record on one target."""

from __future__ import annotations

from typing import Any, Iterator

from analyzer.checks._records import register_fix, shared_fix, state, steps, who
from analyzer.checks.base import Context
from analyzer.diagnostics import Diagnostic

ID = "KL204"
KIND = "record"


def check(item: Any, ctx: Context) -> Iterator[Diagnostic]:
    occ, record = item.occupancy, item.record
    if occ is None or occ.blocks_per_sm == 0 or occ.occupancy >= 1.0:
        return
    max_cut = float(ctx.options.get("max-cut") or 0.0)
    reg_step, smem_step = steps(item)
    fixes = []
    # NOTE: a "cliff" is a small relative cut: larger cuts are a redesign, not a tweak worth a note.
    if reg_step is not None and record.registers and (record.registers - reg_step.value) <= max_cut * record.registers:
        fixes.append(register_fix(item, reg_step))
    if smem_step is not None and record.shared_bytes and \
            (record.shared_bytes - smem_step.value) <= max_cut * record.shared_bytes:
        fixes.append(shared_fix(item, smem_step))
    if fixes:
        yield ctx.report(None, f"{who(item)}: {state(item)}", help="; or ".join(fixes),
                         symbol=record.name, arch=record.arch)
