"""NVIDIA theoretical occupancy, equal to cuda_occupancy.h's cudaOccMaxActiveBlocksPerMultiprocessor.

Every number comes from analyzer/data/nvidia.yaml; the algorithm is the header's, step by step
(CUDA 13.0, /usr/local/cuda/include/cuda_occupancy.h). tests/test_occupancy_nvidia.py compiles the
header with g++ and compares over >= 20,000 configurations on every compute capability.

How our inputs map to the header's structures (the state a real launch is in):
- cudaOccFuncAttributes as converted from cudaFuncAttributes (header L470-479): partitioned global
  caching off, `shmemLimitConfig = FUNC_SHMEM_LIMIT_OPTIN`, `numBlockBarriers = barriers`,
  no virtual resources. `maxDynamicSharedSizeBytes` is what the runtime holds for the kernel:
  48 KiB - static by default, and sharedMemPerBlockOptin - static once the user opted in
  (cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, ...)). A launch whose
  static + dynamic shared memory exceeds 48 KiB sets `requires_opt_in` and is computed opted in.
- cudaOccDeviceState: `cacheConfig = CACHE_PREFER_NONE`, `carveoutConfig = carveout` (-1 = None =
  SHAREDMEM_CARVEOUT_DEFAULT, the driver default).
Units: threads, 32-bit registers per thread, bytes. Limits are blocks per SM (None = no limit).
"""

from __future__ import annotations

from analyzer.archs import Arch
from analyzer.occupancy.result import Occupancy
from analyzer.units import format_size

# NOTE: the tie order is the bit order of cudaOccLimitingFactor (header L542-549).
TIE_ORDER = ("warps", "registers", "shared_memory", "blocks", "barriers")


def _round_up(x: int, y: int) -> int:
    return -(-x // y) * y


def _align_carveout(size: int, params: dict) -> int | None:
    """cudaOccAlignUpShmemSizeVoltaPlus: the smallest supported shared-memory size >= `size` (None: too big)."""
    for kib in params["smem_carveouts_kib"]:
        if size <= kib * 1024:
            return kib * 1024
    return None


def _regs_limit(p: dict, regs: int, warps_per_block: int, sub_partitions: int) -> tuple[int | None, int, int]:
    """cudaOccMaxBlocksPerSMRegsLimit (L1482-1598), partitioned caching off.

    Returns (blocks or None for no limit, registers allocated per block, registers the hardware check assumes).
    """
    per_warp = _round_up(regs * p["warp_size"], p["reg_alloc_unit"])
    per_block = per_warp * warps_per_block
    # NOTE: the hardware checks the per-block limit as if every sub-partition got the same number of warps.
    assumed = per_warp * _round_up(warps_per_block, sub_partitions)
    if p["regs_per_block"] < assumed or p["regs_per_block"] < per_block or regs > p["reg_alloc_max_per_thread"]:
        return 0, per_block, assumed
    if per_warp == 0:
        return None, per_block, assumed
    warps_per_sub = (p["regs_per_multiprocessor"] // sub_partitions) // per_warp
    return (warps_per_sub * sub_partitions) // warps_per_block, per_block, assumed


def _fail(base: dict, reason: str, **extra) -> Occupancy:
    return Occupancy(**base, blocks_per_sm=0, active_warps=0, occupancy=0.0, limiter="launch", reason=reason, **extra)


def occupancy_nvidia(arch: Arch, threads: int, regs: int, shared_bytes: int = 0, dynamic_shared_bytes: int = 0,
                     carveout: int | None = None, barriers: int = 1) -> Occupancy:
    """Occupancy of `threads`-thread blocks using `regs` registers per thread and `shared_bytes` static plus
    `dynamic_shared_bytes` dynamic shared memory per block, `barriers` named barriers, on `arch`.

    `carveout` is cudaFuncAttributePreferredSharedMemoryCarveout in percent (0..100; None or -1 = default).
    Never raises for impossible inputs: blocks_per_sm 0, limiter "launch" and a reason.
    """
    p = arch.params
    warp = int(p["warp_size"])
    max_warps = p["max_threads_per_multiprocessor"] // warp
    base = dict(arch=arch.name, vendor="nvidia", threads_per_block=threads, registers_per_thread=regs,
                shared_bytes=shared_bytes, dynamic_shared_bytes=dynamic_shared_bytes, warp_size=warp,
                max_warps=max_warps)
    for label, value in (("registers per thread", regs), ("shared memory", shared_bytes),
                         ("dynamic shared memory", dynamic_shared_bytes), ("barriers", barriers)):
        if value < 0:
            return _fail(base, f"{label} must not be negative (got {value})")
    if threads <= 0:
        return _fail(base, f"a block needs at least 1 thread (got {threads})")
    if carveout is not None and not -1 <= carveout <= 100:
        return _fail(base, f"the shared-memory carveout is a percentage 0..100, or -1 for the default (got {carveout})")

    warps_per_block = -(-threads // warp)

    # Registers, incl. the GP100 forward-compatibility check against a 4-partition GP10x SM (L1759-1783).
    regs_blocks, regs_per_block, regs_assumed = _regs_limit(p, regs, warps_per_block, p["sub_partitions"])
    compat = p.get("compat_sub_partitions")
    compat_refused = False
    if compat and regs_blocks != 0 and _regs_limit(p, regs, warps_per_block, compat)[0] == 0:
        regs_blocks, compat_refused = 0, True

    # Warps and blocks (L1328-1371, L739-799).
    warps_blocks = 0 if threads > p["max_threads_per_block"] else max_warps // warps_per_block
    block_slots = int(p["max_blocks_per_sm"])

    # Shared memory (L1378-1479).
    reserved = int(p["reserved_shared_mem_per_block"])
    default_block = int(p["shared_mem_per_block"])
    optin = int(p["shared_mem_per_block_optin"])
    requires_opt_in = shared_bytes + dynamic_shared_bytes > default_block
    max_dynamic = max(0, (optin if requires_opt_in else default_block) - shared_bytes)
    allocated = _round_up(shared_bytes + reserved + dynamic_shared_bytes, p["smem_alloc_granularity"])
    block_limit = (optin if shared_bytes + reserved + max_dynamic > default_block else default_block) + reserved
    carveouts = "smem_carveouts_kib" in p
    per_sm = int(p["shared_mem_per_multiprocessor"])
    preference = per_sm
    if carveouts:
        wanted = per_sm if carveout in (None, -1) else (carveout * per_sm) // 100
        preference = _align_carveout(wanted, p) or 0
    smem_blocks: int | None
    smem_config = preference
    if dynamic_shared_bytes > max_dynamic or allocated > block_limit:
        smem_blocks = 0
    else:
        if preference < allocated:
            # NOTE: on Volta+ a carveout smaller than one block is raised to fit that block (L1451-1458).
            smem_config = (_align_carveout(allocated, p) or 0) if carveouts else per_sm
        smem_blocks = smem_config // allocated if allocated > 0 else None

    # Barriers: from compute capability 9.0 on (L1840-1860).
    bars_blocks = None
    if "barriers_per_sm" in p and barriers > 0:
        bars_blocks = int(p["barriers_per_sm"]) // barriers

    limits: dict[str, int | None] = {"warps": warps_blocks, "registers": regs_blocks, "shared_memory": smem_blocks,
                                     "blocks": block_slots, "barriers": bars_blocks}
    blocks = min(v for v in limits.values() if v is not None)
    factors = tuple(name for name in TIE_ORDER if limits[name] == blocks)
    details = {"warps_per_block": warps_per_block, "allocated_registers_per_block": regs_per_block,
               "allocated_shared_per_block": allocated, "shared_memory_config": smem_config,
               "carveout": carveout, "barriers": barriers}
    if blocks == 0:
        reason = _reason(arch, limits, threads, regs, shared_bytes + dynamic_shared_bytes, barriers,
                         regs_assumed, block_limit - reserved, requires_opt_in, compat_refused)
        return _fail(base, reason, limits=limits, requires_opt_in=requires_opt_in, details=details,
                     limiting_factors=factors)
    active = blocks * warps_per_block
    return Occupancy(**base, blocks_per_sm=blocks, active_warps=active, occupancy=active / max_warps,
                     limiter=factors[0], limits=limits, requires_opt_in=requires_opt_in, details=details,
                     limiting_factors=factors)


def _reason(arch: Arch, limits: dict, threads: int, regs: int, smem: int, barriers: int, regs_assumed: int,
            smem_limit: int, opt_in: bool, compat_refused: bool) -> str:
    """One sentence per resource that refuses the launch."""
    p = arch.params
    parts = []
    if limits["warps"] == 0:
        parts.append(f"{threads} threads per block exceed the maximum of {p['max_threads_per_block']}")
    if limits["registers"] == 0:
        if regs > p["reg_alloc_max_per_thread"]:
            parts.append(f"{regs} registers per thread exceed the maximum of {p['max_regs_per_thread']}")
        elif compat_refused:
            parts.append(f"{regs} registers x {threads} threads do not fit a 4-partition Pascal SM, "
                         "which cuda_occupancy.h also refuses on GP100")
        else:
            parts.append(f"{regs} registers x {threads} threads need {regs_assumed} registers per block "
                         f"(allocated per warp in units of {p['reg_alloc_unit']}); the limit is {p['regs_per_block']}")
    if limits["shared_memory"] == 0:
        if p["shared_mem_per_block_optin"] <= p["shared_mem_per_block"] and opt_in:
            parts.append(f"{format_size(smem)} of shared memory per block exceed the "
                         f"{format_size(p['shared_mem_per_block'])} limit (no opt-in before Volta)")
        else:
            parts.append(f"{format_size(smem)} of shared memory per block exceed the "
                         f"{'opt-in ' if opt_in else ''}limit of {format_size(smem_limit)}")
    if limits["barriers"] == 0:
        parts.append(f"{barriers} barriers per block exceed the {p['barriers_per_sm']} per SM")
    return "; ".join(parts) + f" on {arch.name}" if parts else f"cannot launch on {arch.name}"
