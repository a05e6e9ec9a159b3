"""Theoretical occupancy: NVIDIA exactly as cuda_occupancy.h, AMD exactly as LLVM's AMDGPU backend.

Public API (scripts call it; keep the names):
    occupancy(arch, threads_per_block, registers_per_thread, shared_bytes=0, dynamic_shared_bytes=0,
              carveout=None, barriers=1, *, sgprs=None, agprs=None, wave_size=None) -> Occupancy
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from analyzer.archs import get_arch

# Limiter names shared by both vendors (AMD adds "sgprs"); "launch" when the block cannot launch at all.
LIMITERS = ("warps", "registers", "shared_memory", "blocks", "barriers", "sgprs", "launch")


@dataclass(frozen=True)
class Occupancy:
    """Result for one kernel configuration on one target.

    NVIDIA: `blocks_per_sm` is resident blocks per SM; warps are 32 lanes. AMD: `blocks_per_sm` is
    workgroups per CU (per WGP on RDNA in WGP mode), `active_warps`/`max_warps` count waves per CU,
    `waves_per_simd` is what LLVM prints as `Occupancy [waves/SIMD]`.
    `limits` maps each limiter name to the blocks per SM that resource alone allows; None means the
    resource sets no limit (no registers or shared memory used, no barrier limit on this target:
    cuda_occupancy.h's INT_MAX).
    `limiter` is the binding limit; on a tie the first of LIMITERS wins (NVIDIA: the bit order of
    cuda_occupancy.h's cudaOccLimitingFactor). `limiting_factors` lists every limit that binds.
    `blocks_per_sm == 0` with a `reason` (and limiter "launch") when the configuration cannot launch.
    """

    arch: str
    vendor: str
    threads_per_block: int
    registers_per_thread: int
    shared_bytes: int
    dynamic_shared_bytes: int
    warp_size: int
    blocks_per_sm: int
    active_warps: int
    max_warps: int
    occupancy: float
    limiter: str
    limits: dict[str, int | None] = field(default_factory=dict)
    requires_opt_in: bool = False
    reason: str | None = None
    waves_per_simd: int | None = None
    details: dict[str, Any] = field(default_factory=dict)
    limiting_factors: tuple[str, ...] = ()

    @property
    def warps_per_block(self) -> int:
        return -(-self.threads_per_block // self.warp_size)


def occupancy(arch: str, threads_per_block: int, registers_per_thread: int, shared_bytes: int = 0,
              dynamic_shared_bytes: int = 0, carveout: int | None = None, barriers: int = 1, *,
              sgprs: int | None = None, agprs: int | None = None, wave_size: int | None = None,
              waves_per_eu: tuple[int, int] | None = None) -> Occupancy:
    """Occupancy of one configuration. Unknown arch -> UnknownArchError; impossible config -> blocks_per_sm 0.

    AMD only: `sgprs`/`agprs` as the compiler prints them, `wave_size` 32 or 64 where the target has both,
    `waves_per_eu` the kernel's `amdgpu_waves_per_eu(min, max)` attribute (it caps LLVM's occupancy).
    """
    target = get_arch(arch)
    if target.vendor == "nvidia":
        from analyzer.occupancy.nvidia import occupancy_nvidia

        return occupancy_nvidia(target, threads_per_block, registers_per_thread, shared_bytes,
                                dynamic_shared_bytes, carveout, barriers)
    from analyzer.occupancy.amd import occupancy_amd

    return occupancy_amd(target, threads_per_block, registers_per_thread, shared_bytes, dynamic_shared_bytes,
                         sgprs=sgprs, agprs=agprs, wave_size=wave_size, waves_per_eu=waves_per_eu)
