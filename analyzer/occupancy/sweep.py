"""Occupancy curves (the occupancy calculator's graphs, as tables), vendor-neutral via occupancy().

`sweep(result, "threads" | "regs" | "smem", ...)` varies one input of `result` over its whole range and
returns rows; consecutive inputs with the same outcome are merged into one row `[start, end]` (inclusive),
except block sizes, which are listed one warp apart like the calculator's x axis.
"""

from __future__ import annotations


from analyzer.archs import get_arch
from analyzer.prebuilt import dataclass
from analyzer.errors import KernlintError
from analyzer.occupancy import Occupancy, occupancy

KINDS = ("threads", "regs", "smem")


@dataclass(frozen=True)
class Row:
    start: int
    end: int
    blocks_per_sm: int
    active_warps: int
    occupancy: float
    limiter: str
    current: bool = False   # the row holding the input of `result`


def _range(result: Occupancy, kind: str) -> tuple[int, int, int]:
    """(first, last, step) of the swept input for this target."""
    p = get_arch(result.arch).params
    if kind == "threads":
        last = int(p.get("max_threads_per_block") or p.get("max_threads_per_workgroup") or 1024)
        return result.warp_size, last, result.warp_size
    if kind == "regs":
        vgpr = p.get("vgpr") or {}
        last = int(p.get("max_regs_per_thread") or vgpr.get("addressable") or 255)
        return 0, last, 1
    lds = p.get("lds") or {}
    last = int(p.get("shared_mem_per_block_optin") or lds.get("max_per_workgroup") or 65536)
    step = int(p.get("smem_alloc_granularity") or lds.get("alloc_granule") or 256)
    return 0, last, step


def sweep(result: Occupancy, kind: str, *, carveout: int | None = None, barriers: int = 1,
          sgprs: int | None = None, agprs: int | None = None, wave_size: int | None = None) -> list[Row]:
    """The occupancy curve of `result` over `kind`; smem is swept as dynamic shared memory on top of static."""
    if kind not in KINDS:
        raise KernlintError(f"unknown sweep {kind!r} (choose one of: {', '.join(KINDS)})")
    first, last, step = _range(result, kind)
    opts = dict(carveout=carveout, barriers=barriers, sgprs=sgprs, agprs=agprs, wave_size=wave_size)
    current = {"threads": result.threads_per_block, "regs": result.registers_per_thread,
               "smem": result.shared_bytes + result.dynamic_shared_bytes}[kind]
    rows: list[Row] = []
    for value in range(first, last + 1, step):
        args = dict(threads_per_block=result.threads_per_block, registers_per_thread=result.registers_per_thread,
                    shared_bytes=result.shared_bytes, dynamic_shared_bytes=result.dynamic_shared_bytes)
        if kind == "threads":
            args["threads_per_block"] = value
        elif kind == "regs":
            args["registers_per_thread"] = value
        else:
            static = min(result.shared_bytes, value)
            args.update(shared_bytes=static, dynamic_shared_bytes=value - static)
        got = occupancy(result.arch, **args, **opts)
        end = min(value + step - 1, last) if kind != "threads" else value
        key = (got.blocks_per_sm, got.active_warps, got.limiter)
        here = value <= current <= end
        if kind != "threads" and rows and (rows[-1].blocks_per_sm, rows[-1].active_warps, rows[-1].limiter) == key:
            prev = rows[-1]
            rows[-1] = Row(prev.start, end, prev.blocks_per_sm, prev.active_warps, prev.occupancy, prev.limiter,
                           prev.current or here)
        else:
            rows.append(Row(value, end, got.blocks_per_sm, got.active_warps, got.occupancy, got.limiter, here))
    return rows
