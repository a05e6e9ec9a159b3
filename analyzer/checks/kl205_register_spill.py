"""KL205 register-spill — docs: rules/KL205.yaml. Subject: one resource record on one target."""

from __future__ import annotations

from typing import Any, Iterator

from analyzer.checks._records import who
from analyzer.checks.base import Context
from analyzer.diagnostics import Diagnostic, Span
from analyzer.logs.names import demangle, short_name

ID = "KL205"
KIND = "record"


def check(item: Any, ctx: Context) -> Iterator[Diagnostic]:
    record = item.record
    if record.vendor == "amd":
        if record.spills:
            use = ", ".join(f"{n} {what}" for n, what in ((record.registers, "VGPRs"), (record.sgprs, "SGPRs"))
                            if n is not None)
            yield ctx.report(None, f"{who(item)}: {record.sgpr_spills or 0} SGPRs and {record.vgpr_spills or 0} "
                                   f"VGPRs spilled to scratch" + (f" ({use} in use)" if use else ""),
                             symbol=record.name, arch=record.arch)
        return
    if record.spills:
        # NOTE: a record cut before its `Used N registers` line has no register count: never "None registers"
        facts = [f"{record.registers} registers" if record.registers is not None else "registers not reported"]
        if record.max_registers_limit:
            facts.append(f"-maxrregcount={record.max_registers_limit}")
        if record.stack_bytes is not None:
            facts.append(f"{record.stack_bytes}-byte stack frame")
        yield ctx.report(None, f"{who(item)}: {record.spill_store_bytes} bytes spill stores, "
                               f"{record.spill_load_bytes} bytes spill loads per thread ({', '.join(facts)})",
                         symbol=record.name, arch=record.arch)
    for device in record.device_functions:
        if not (device.spill_store_bytes or device.spill_load_bytes):
            continue
        spills = (f"{device.spill_store_bytes} bytes spill stores, {device.spill_load_bytes} bytes spill loads "
                  f"per thread")
        if device.standalone:  # NOTE: -rdc: compiled on its own; the log does not say who calls it
            yield ctx.report(Span(device.line, 1, device.line, 1),
                             f"device function `{short_name(device.kernel)}` on {record.arch} (compiled on its own, "
                             f"-rdc): {spills}; every kernel that calls it pays them",
                             symbol=demangle(device.kernel), arch=record.arch)
        else:
            yield ctx.report(None, f"device function `{short_name(device.kernel)}` (compiled with {who(item)}): "
                                   f"{spills}", symbol=record.name, arch=record.arch)
