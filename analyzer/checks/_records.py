"""Helpers shared by the record checks (KL203-KL208): names and numbers in the user's terms."""

from __future__ import annotations

from typing import Any

from analyzer.logs.names import short_name


def who(item: Any) -> str:
    """"`mathKernel1` on sm_90" for a record (an analyzer.occupancy.records.RecordOccupancy)."""
    record = item.record
    return f"`{short_name(record.kernel)}` on {record.arch or 'an unnamed target'}"


def blocks(n: int, threads: int, vendor: str) -> str:
    unit = "workgroup" if vendor == "amd" else "block"
    where = "CU" if vendor == "amd" else "SM"
    return f"{n} {unit}{'s' if n != 1 else ''} of {threads} threads per {where}"


def regs_word(vendor: str) -> str:
    return "VGPRs" if vendor == "amd" else "registers"


def state(item: Any) -> str:
    """"254 registers/thread -> 1 block of 256 threads per SM (12.5 %)"."""
    from analyzer.occupancy.whatif import pct

    occ, record = item.occupancy, item.record
    head = f"{record.registers} {regs_word(record.vendor)}/thread"
    if record.shared_bytes:
        head += f", {record.shared_bytes} bytes shared/block"
    if occ.blocks_per_sm == 0:
        return f"{head} -> cannot launch {occ.threads_per_block}-thread blocks ({occ.reason})"
    tail = f" = {occ.waves_per_simd} waves/SIMD" if occ.waves_per_simd is not None else ""
    return f"{head} -> {blocks(occ.blocks_per_sm, occ.threads_per_block, record.vendor)} ({pct(occ.occupancy)}{tail})"


def register_fix(item: Any, step: Any) -> str:
    """"at 128 registers: 2 blocks (25 %); use __launch_bounds__(256, 2) or -maxrregcount=128"."""
    from analyzer.occupancy.whatif import pct

    how = " or ".join(x for x in (step.launch_bounds, step.compiler_flag) if x)
    noun = "block" if item.record.vendor != "amd" else "workgroup"
    record = item.record
    text = f"at {step.value} {regs_word(record.vendor)}: {step.blocks_per_sm} {noun}s ({pct(step.occupancy)})"
    text = f"{text}; use {how}" if how else text
    spilled = record.spills if record.vendor == "amd" else (record.spill_store_bytes or 0)
    if spilled:
        # NOTE: a cap under what the kernel needs moves more values to local memory: say so, or the advice
        # trades occupancy for spill traffic without the user knowing
        what = f"{spilled} registers" if record.vendor == "amd" else f"{spilled} bytes of spill stores"
        text += (f"; but this kernel already spills ({what} at {record.registers} {regs_word(record.vendor)}): "
                 f"a lower cap spills more, so cut live values first (smaller per-thread arrays or tiles, "
                 f"less unrolling)")
    return text


def shared_fix(item: Any, step: Any) -> str:
    from analyzer.occupancy.whatif import pct

    noun = "block" if item.record.vendor != "amd" else "workgroup"
    return (f"at {step.value} bytes shared/{noun}: {step.blocks_per_sm} {noun}s ({pct(step.occupancy)}); cut "
            f"{item.record.shared_bytes - step.value} bytes")


def steps(item: Any) -> tuple[Any, Any]:
    """(registers step, shared-memory step) of the what-if engine, either None."""
    from analyzer.occupancy.records import record_steps

    return record_steps(item)
