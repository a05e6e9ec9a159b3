"""The result of one occupancy computation (both vendors); analyzer.occupancy.occupancy() builds it."""

from __future__ import annotations

from dataclasses import field
from typing import Any

from analyzer.prebuilt import dataclass

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
