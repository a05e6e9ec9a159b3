"""What-if: the nearest change that raises occupancy one level, and the block size that maximizes it.

Vendor-neutral: every answer comes from calling the public occupancy() with changed inputs, so it holds
for NVIDIA (cuda_occupancy.h semantics) and AMD (LLVM semantics) alike.

- registers: the most registers per thread (VGPRs on AMD) that reach the next occupancy level, with the
  `__launch_bounds__(T, B)` and `-maxrregcount=R` (NVIDIA) that make the compiler stay there. Because the
  engine applies the allocation granularity, the answer is always the top of an allocation unit.
- shared memory: the most shared memory (LDS) per block, static + dynamic, that reaches the next level.
- block size: cudaOccMaxPotentialOccupancyBlockSize (cuda_occupancy.h L1966-2068): try block sizes from
  the largest, warp-aligned, down by one warp; keep the first one with the most resident threads
  (strictly more wins); stop early at a full SM. Dynamic shared memory is held constant.
"""

from __future__ import annotations

from dataclasses import asdict
from analyzer.archs import get_arch
from analyzer.prebuilt import dataclass
from analyzer.occupancy import Occupancy, remembered


@dataclass(frozen=True)
class Step:
    """One change of one input and the result it gives."""

    value: int               # registers per thread, or shared bytes per block (static + dynamic)
    occupancy: float
    blocks_per_sm: int
    launch_bounds: str | None = None   # e.g. "__launch_bounds__(256, 5)"; AMD: amdgpu_waves_per_eu(W)
    compiler_flag: str | None = None   # e.g. "-maxrregcount=48"


@dataclass(frozen=True)
class WhatIf:
    registers: Step | None
    shared_memory: Step | None
    best_block_size: int          # 0: no block size can launch
    best_block_blocks_per_sm: int
    best_block_occupancy: float

    def to_dict(self) -> dict:
        return asdict(self)


def _call(result: Occupancy, opts: dict, **changes) -> Occupancy:
    """`result`'s configuration with `changes` (occupancy() keywords), the optional inputs `opts` unchanged."""
    args = dict(arch=result.arch, threads_per_block=result.threads_per_block,
                registers_per_thread=result.registers_per_thread, shared_bytes=result.shared_bytes,
                dynamic_shared_bytes=result.dynamic_shared_bytes)
    args.update(changes)
    return remembered(**args, **opts)


def _more(a: Occupancy, b: Occupancy) -> bool:
    return a.active_warps > b.active_warps


def registers_step(result: Occupancy, opts: dict) -> Step | None:
    """The largest register count below the current one whose occupancy is higher (None: none is)."""
    if result.registers_per_thread <= 0:
        return None
    # NOTE: never suggest more than a compiler can allocate (255 on NVIDIA, though cuda_occupancy.h's
    # per-thread check accepts 256 from sm_70 on: `-maxrregcount=256` does not exist)
    cap = get_arch(result.arch).params.get("max_regs_per_thread") if result.vendor == "nvidia" else None
    top = result.registers_per_thread - 1 if cap is None else min(result.registers_per_thread - 1, int(cap))
    trial = _call(result, opts, registers_per_thread=0) if top >= 0 else None
    if trial is None or not _more(trial, result):
        return None
    # NOTE: occupancy never falls as registers fall, so the registers that raise it are 0..R: the largest, R,
    # by bisection (a CI log asks this of thousands of distinct records; one register at a time took 18 calls each)
    low, high = 0, top  # invariant: `low` raises it (`trial` its result), and the answer lies in [low, high]
    while low < high:
        mid = (low + high + 1) // 2
        got = _call(result, opts, registers_per_thread=mid)
        if _more(got, result):
            low, trial = mid, got
        else:
            high = mid - 1
    if result.vendor == "nvidia":
        bounds = f"__launch_bounds__({result.threads_per_block}, {trial.blocks_per_sm})"
        flag = f"-maxrregcount={low}"
    else:
        # NOTE: LLVM's own knob: the register budget follows from the minimum waves per SIMD.
        bounds, flag = f"__attribute__((amdgpu_waves_per_eu({trial.waves_per_simd})))", None
    return Step(low, trial.occupancy, trial.blocks_per_sm, bounds, flag)


def shared_step(result: Occupancy, opts: dict) -> Step | None:
    """The most shared memory per block (static + dynamic) below the current total with higher occupancy."""
    total = result.shared_bytes + result.dynamic_shared_bytes
    if total <= 0:
        return None

    def at(size: int) -> Occupancy:
        static = min(result.shared_bytes, size)
        return _call(result, opts, shared_bytes=static, dynamic_shared_bytes=size - static)

    if not _more(at(0), result):
        return None
    static_limit = get_arch(result.arch).params.get("shared_mem_per_block") if result.vendor == "nvidia" else None
    low, high = 0, total - 1   # invariant: at(low) is better, and the answer lies in [low, high]
    while low < high:
        mid = (low + high + 1) // 2
        if _more(at(mid), result):
            low = mid
        else:
            high = mid - 1
    best = at(low)
    if static_limit and min(result.shared_bytes, low) > int(static_limit):
        # NOTE: only dynamic shared memory opts in over 48 KiB; a static array that big does not compile
        return None
    return Step(low, best.occupancy, best.blocks_per_sm)


def best_block_size(result: Occupancy, opts: dict, kernel_max_threads: int | None = None) -> tuple[int, Occupancy | None]:
    """cudaOccMaxPotentialOccupancyBlockSize for this kernel's registers and shared memory."""
    params = get_arch(result.arch).params
    granularity = result.warp_size
    limit = int(params.get("max_threads_per_block") or params.get("max_threads_per_workgroup") or 1024)
    if kernel_max_threads:
        limit = min(limit, kernel_max_threads)
    full = result.max_warps * result.warp_size
    best_size, best_threads, best = 0, 0, None
    aligned = -(-limit // granularity) * granularity
    while aligned > 0:
        size = min(limit, aligned)
        trial = _call(result, opts, threads_per_block=size)
        if size * trial.blocks_per_sm > best_threads:
            best_size, best_threads, best = size, size * trial.blocks_per_sm, trial
        if best_threads == full:
            break
        aligned -= granularity
    return best_size, best


def what_if(result: Occupancy, *, carveout: int | None = None, barriers: int = 1, sgprs: int | None = None,
            agprs: int | None = None, wave_size: int | None = None, kernel_max_threads: int | None = None) -> WhatIf:
    """All three what-ifs for `result`; pass the same optional inputs that produced it."""
    opts = dict(carveout=carveout, barriers=barriers, sgprs=sgprs, agprs=agprs, wave_size=wave_size)
    size, best = best_block_size(result, opts, kernel_max_threads)
    return WhatIf(registers_step(result, opts), shared_step(result, opts), size,
                  best.blocks_per_sm if best else 0, best.occupancy if best else 0.0)


def pct(value: float) -> str:
    """0.625 -> '62.5 %', 1/3 -> '33.3 %'."""
    return f"{value * 100:.1f}".rstrip("0").rstrip(".") + " %"


def sentence(result: Occupancy, whatif: WhatIf) -> str:
    """The one-line advice, e.g. '64 registers -> 50 %; at 48 registers it would be 62.5 %
    (use __launch_bounds__(256, 5) or -maxrregcount=48)'."""
    unit = "registers" if result.vendor == "nvidia" else "VGPRs"
    head = f"{result.registers_per_thread} {unit} -> {pct(result.occupancy)}"
    step = whatif.registers
    if result.blocks_per_sm == 0:
        head = f"{head}: cannot launch ({result.reason})"
    if step is None:
        limiter = result.limiter.replace("_", " ")
        return f"{head}; fewer {unit} alone would not raise it" + ("" if result.blocks_per_sm == 0 else
                                                                   f" (limited by {limiter})")
    how = " or ".join(x for x in (step.launch_bounds, step.compiler_flag) if x)
    return f"{head}; at {step.value} {unit} it would be {pct(step.occupancy)} (use {how})"
