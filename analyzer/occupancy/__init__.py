"""Theoretical occupancy: NVIDIA exactly as cuda_occupancy.h, AMD exactly as LLVM's AMDGPU backend.

Public API (scripts call it; keep the names):
    occupancy(arch, threads_per_block, registers_per_thread, shared_bytes=0, dynamic_shared_bytes=0,
              carveout=None, barriers=1, *, sgprs=None, agprs=None, wave_size=None) -> Occupancy
    remembered(**config) -> Occupancy   (the same, cached; keywords only)
"""

from __future__ import annotations

from functools import lru_cache

from analyzer.archs import get_arch
from analyzer.occupancy.result import LIMITERS, Occupancy  # noqa: F401  (the public API)


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


@lru_cache(maxsize=8192)
def remembered(**config) -> Occupancy:
    """occupancy(**config), cached: a CI log repeats the same numbers for many kernels, and the what-if searches of
    records with other numbers probe many of the same configurations (ci33.log: 2,704 calls, 1,688 distinct); the
    results are frozen and depend on nothing else (the architecture database is fixed). A failure (unknown target)
    raises each time and is not cached.
    NOTE: keywords only, so no caller depends on the order of occupancy()'s parameters; pass them in that order
    (the cache key follows the keywords' order) so equal configurations share one entry."""
    return occupancy(**config)
