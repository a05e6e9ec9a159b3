"""The one adapter from a compiler resource record to occupancy and its what-if steps.

`kernlint ptxas` (every record at the assumed block size), the `check --ptxas` join (every launch at its
block size and dynamic shared memory) and the record rules (KL203/KL204's what-if) all go through here,
so a record's numbers reach the engine the same way: target, registers, static shared memory, barriers,
and on AMD the SGPRs, AGPRs and the wave size the record was built for (`--arch gfx1100:wave64`).
A record is any object with the fields of analyzer.logs.records.ResourceRecord.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from analyzer.prebuilt import dataclass
from analyzer.errors import KernlintError


@dataclass
class RecordOccupancy:
    """One record on one target with its occupancy (None: no target, unknown target). The subject of the
    record rules (KL203-KL208)."""

    record: Any  # analyzer.logs.records.ResourceRecord
    occupancy: Any = None  # analyzer.occupancy.Occupancy
    key: Any = None  # the same for records of equal analyzer.logs.records.numbers_key (`kernlint ptxas`: an id)

    def occupancy_dict(self, block_size: int) -> dict[str, Any] | None:
        occ = self.occupancy
        if occ is None:
            return None
        return {"block_size": block_size, "occupancy": round(occ.occupancy, 6), "blocks_per_sm": occ.blocks_per_sm,
                "limiter": occ.limiter, "waves_per_simd": occ.waves_per_simd, "active_warps": occ.active_warps,
                "max_warps": occ.max_warps}


def _barriers(record: Any) -> int:
    return 1 if record.barriers is None else record.barriers


def record_occupancy(record: Any, threads: int, dynamic_shared_bytes: int = 0, arch: str | None = None):
    """Occupancy of `record` at `threads` per block (and dynamic shared memory), on `arch` (default the
    record's own), or None when there is no target, no register count, or the target is unknown."""
    arch = arch or record.arch
    if arch is None or record.registers is None:
        return None
    return _occupancy(arch, threads, record.registers, record.shared_bytes, dynamic_shared_bytes, _barriers(record),
                      record.sgprs, record.agprs, record.wave_size)


def _occupancy(arch: str, threads: int, regs: int, shared: int, dynamic: int, barriers: int, sgprs: int | None,
               agprs: int | None, wave_size: int | None):
    """The occupancy engine's cached result (analyzer.occupancy.remembered), None for an unknown target."""
    from analyzer.occupancy import remembered

    try:
        return remembered(arch=arch, threads_per_block=threads, registers_per_thread=regs, shared_bytes=shared,
                          dynamic_shared_bytes=dynamic, carveout=None, barriers=barriers, sgprs=sgprs, agprs=agprs,
                          wave_size=wave_size)
    except KernlintError:
        return None


def record_steps(item: RecordOccupancy) -> tuple[Any, Any]:
    """(registers step, shared-memory step) of the what-if engine for a record's occupancy, either None."""
    record, occ = item.record, item.occupancy
    return _steps(occ.arch, occ.threads_per_block, occ.registers_per_thread, occ.shared_bytes, _barriers(record),
                  record.sgprs, record.agprs, record.wave_size)


@lru_cache(maxsize=4096)
def _steps(arch: str, threads: int, regs: int, shared: int, barriers: int, sgprs: int | None, agprs: int | None,
           wave_size: int | None) -> tuple[Any, Any]:
    """NOTE: cached on the numbers: the register search calls the occupancy engine once per count."""
    from analyzer.occupancy.whatif import registers_step, shared_step

    occ = _occupancy(arch, threads, regs, shared, 0, barriers, sgprs, agprs, wave_size)
    opts = dict(carveout=None, barriers=barriers, sgprs=sgprs, agprs=agprs, wave_size=wave_size)
    return registers_step(occ, opts), shared_step(occ, opts)
