"""AMD occupancy exactly as LLVM's AMDGPU backend (LLVM 19, what clang-19 prints), plus a CU/WGP view.

`waves_per_simd` equals `Occupancy [waves/SIMD]` of `clang -Rpass-analysis=kernel-resource-usage`, which is
GCNSubtarget::computeOccupancy (AMDGPUSubtarget.cpp in LLVM 19, GCNSubtarget.cpp from LLVM 20):

    min(getMaxWavesPerEU,
        getOccupancyWithLocalMemSize(LDS bytes, max flat workgroup size),
        getOccupancyWithNumSGPRs(SGPRs),            # GFX9 only; GFX10+ has no SGPR budget
        getOccupancyWithNumVGPRs(VGPRs [+ AGPRs]))  # unified file on gfx90a/gfx942/gfx950

with the SGPR count as the remark prints it (VCC, FLAT_SCRATCH and XNACK_MASK included) and the
workgroup size the compiler assumed: the maximum of `amdgpu_flat_work_group_size(min, max)`, the product of
`reqd_work_group_size`, else clang's default (1024 for HIP and LLVM IR, 256 for OpenCL C kernels; HIP's
`__launch_bounds__(n)` is `amdgpu_flat_work_group_size(1, n)`). A kernel with `amdgpu_waves_per_eu(lo, hi)`
gets its counts raised to getMinNum{S,V}GPRs(hi) first (occupancy_amd's `waves_per_eu`).

The CU view (the seed's tables) counts whole workgroups resident on one CU (one WGP on RDNA in WGP mode):
`blocks_per_sm` = workgroups per CU, `active_warps` = their waves, `max_warps` = max waves per SIMD x SIMDs,
`occupancy` = active_warps / max_warps. It equals waves_per_simd / max waves per SIMD whenever a workgroup's
waves spread evenly over the SIMDs; LLVM rounds waves per SIMD up (192 threads on GCN: 13 groups = 39 of 40
waves = 97.5 %, LLVM prints 10 waves/SIMD). `limits` holds the workgroups per CU each resource alone allows.
A configuration that cannot launch has blocks_per_sm 0, limiter "launch" and a reason: past a hard limit
(threads, addressable VGPRs/AGPRs/SGPRs, LDS per workgroup; waves_per_simd 0), or when registers leave a SIMD
fewer wave slots than one workgroup needs (waves_per_simd keeps LLVM's figure: clang prints e.g. 2 for 100
VGPRs in 1024-thread groups on gfx900 without complaint).
Units: registers are 32-bit registers per lane, LDS sizes in bytes, threads per workgroup.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from analyzer.errors import KernlintError

if TYPE_CHECKING:
    from analyzer.archs import Arch
    from analyzer.occupancy.result import Occupancy

_TIE_ORDER = ("warps", "blocks", "registers", "sgprs", "shared_memory")


def _ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def _align_to(value: int, granule: int) -> int:
    return _ceil_div(value, granule) * granule


def _by_wave(table: dict[Any, int], wave_size: int) -> int:
    """YAML maps keyed by wave size (64: 256) may load with int or str keys."""
    return int(table[wave_size] if wave_size in table else table[str(wave_size)])


def total_vgprs(arch: Arch, vgprs: int, agprs: int) -> int:
    """Registers the wave allocates from the VGPR file (AMDGPUBaseInfo getTotalNumVGPRs(has90AInsts, A, V)).

    gfx90a/gfx942/gfx950: AGPRs follow the arch VGPRs rounded to 4 in one unified file; gfx908: separate
    equal files, the larger count binds; elsewhere there are no AGPRs.
    """
    vgpr = arch.params["vgpr"]
    if agprs and vgpr.get("unified_agprs"):
        return _align_to(vgprs, int(vgpr.get("agpr_offset_granule", 4))) + agprs
    return max(vgprs, agprs)


def waves_with_vgprs(arch: Arch, total: int, wave_size: int) -> int:
    """AMDGPUBaseInfo getNumWavesPerEUWithNumVGPRs: file / registers rounded to the granule, 1..max."""
    max_waves = int(arch.params["max_waves_per_simd"])
    granule = _by_wave(arch.params["vgpr"]["alloc_granule"], wave_size)
    file_size = _by_wave(arch.params["vgpr"]["file_per_simd"], wave_size)
    total = max(total, 1)  # NOTE: AMDGPUAsmPrinter uses max(NumVGPR, 1, ...)
    if total < granule:
        return max_waves
    return min(max(file_size // _align_to(total, granule), 1), max_waves)


def waves_with_sgprs(arch: Arch, sgprs: int | None) -> int:
    """AMDGPUBaseInfo getOccupancyWithNumSGPRs: GFX9 step table on the printed SGPR count; GFX10+ no limit."""
    max_waves = int(arch.params["max_waves_per_simd"])
    sgpr = arch.params["sgpr"]
    if not sgprs or not sgpr.get("limits_occupancy"):
        return max_waves
    for bound, waves in sgpr["occupancy_steps"]:
        if bound is None or sgprs <= bound:
            return min(int(waves), max_waves)
    return max_waves  # pragma: no cover - the table ends with a catch-all


def max_workgroups_per_cu(arch: Arch, waves_per_group: int) -> int:
    """AMDGPUBaseInfo getMaxWorkGroupsPerCU: wave slots, and barriers unless the group is a single wave."""
    slots = int(arch.params["max_waves_per_simd"]) * int(arch.params["simds_per_cu"])
    if waves_per_group == 1:
        return slots
    return min(slots // waves_per_group, int(arch.params["max_workgroups_per_cu"]))


def waves_with_lds(arch: Arch, lds_bytes: int, threads: int, wave_size: int) -> int:
    """AMDGPUSubtarget::getOccupancyWithLocalMemSize (LLVM 19) for `threads` = max flat workgroup size."""
    max_waves = int(arch.params["max_waves_per_simd"])
    waves_per_group = _ceil_div(threads, wave_size)
    groups_cap = max_workgroups_per_cu(arch, waves_per_group)
    if not groups_cap:
        return 0
    groups = int(arch.params["lds"]["per_cu"]) // (lds_bytes or 1)
    if groups == 0:
        return 1  # NOTE: LLVM: "This can be queried with more LDS than is possible, so just assume the worst."
    groups = min(groups_cap, groups)
    waves = _ceil_div(groups * waves_per_group, int(arch.params["simds_per_cu"]))
    return min(waves, max_waves)


def effective_max_waves(arch: Arch, threads: int, wave_size: int, waves_per_eu: tuple[int, int] | None) -> int:
    """Upper bound of `amdgpu_waves_per_eu(min, max)` as the backend honours it (AMDGPUSubtarget.cpp
    getEffectiveWavesPerEU): ignored unless 1 <= min <= max <= max waves and min >= the waves per SIMD
    that one workgroup of `threads` needs."""
    max_waves = int(arch.params["max_waves_per_simd"])
    if not waves_per_eu:
        return max_waves
    lo, hi = int(waves_per_eu[0]), int(waves_per_eu[1] or max_waves)
    implied = _ceil_div(_ceil_div(threads, wave_size), int(arch.params["simds_per_cu"]))
    if lo > hi or lo < 1 or hi > max_waves or lo < implied:
        return max_waves
    return hi


def min_vgprs_for_waves(arch: Arch, waves: int, wave_size: int) -> int:
    """AMDGPUBaseInfo getMinNumVGPRs: the VGPR count the backend reserves so that a `waves` cap holds."""
    p = arch.params["vgpr"]
    max_waves = int(arch.params["max_waves_per_simd"])
    if waves >= max_waves:
        return 0
    total = _by_wave(p["file_per_simd"], wave_size)
    addressable = int(p["addressable"]) + (int(p.get("agprs", 0)) if p.get("unified_agprs") else 0)
    granule = _by_wave(p["alloc_granule"], wave_size)
    most = total // waves // granule * granule
    if most == total // max_waves // granule * granule:
        return 0
    fewest_waves = waves_with_vgprs(arch, addressable, wave_size)
    if waves < fewest_waves:
        return min_vgprs_for_waves(arch, fewest_waves, wave_size)
    most_next = total // (waves + 1) // granule * granule
    return min(1 + min(most - granule, most_next), addressable)


def min_sgprs_for_waves(arch: Arch, waves: int) -> int:
    """AMDGPUBaseInfo getMinNumSGPRs (no trap handler, as on amdhsa): 0 on GFX10+."""
    p = arch.params["sgpr"]
    if not p.get("limits_occupancy") or waves >= int(arch.params["max_waves_per_simd"]):
        return 0
    fewest = int(p["file_per_simd"]) // (waves + 1) // int(p["alloc_granule"]) * int(p["alloc_granule"]) + 1
    return min(fewest, int(p["addressable"]))


def llvm_waves_per_simd(arch: Arch, threads: int, vgprs: int, lds_bytes: int, *, sgprs: int | None = None,
                        agprs: int = 0, wave_size: int | None = None,
                        waves_per_eu: tuple[int, int] | None = None) -> int:
    """What clang prints as `Occupancy [waves/SIMD]` (GCNSubtarget::computeOccupancy on the counts that
    AMDGPUAsmPrinter getSIProgramInfo raised to getMinNum{S,V}GPRs of the waves-per-EU cap)."""
    wave = wave_size or arch.warp_size
    cap = effective_max_waves(arch, threads, wave, waves_per_eu)
    occ = min(int(arch.params["max_waves_per_simd"]), waves_with_lds(arch, lds_bytes, threads, wave))
    occ = min(occ, waves_with_sgprs(arch, max(sgprs or 0, min_sgprs_for_waves(arch, cap)) or None))
    total = max(total_vgprs(arch, vgprs, agprs), min_vgprs_for_waves(arch, cap, wave))
    return min(occ, waves_with_vgprs(arch, total, wave))


def _launch_problem(arch: Arch, threads: int, vgprs: int, agprs: int, sgprs: int | None, lds: int) -> str | None:
    p = arch.params
    if threads < 1:
        return f"a workgroup needs at least 1 thread (got {threads})"
    if threads > int(p["max_threads_per_workgroup"]):
        return f"{threads} threads exceed the {p['max_threads_per_workgroup']}-thread workgroup limit of {arch.name}"
    if vgprs < 0 or agprs < 0 or (sgprs or 0) < 0 or lds < 0:
        return "register and LDS counts cannot be negative"
    if vgprs > int(p["vgpr"]["addressable"]):
        return f"{vgprs} VGPRs exceed the {p['vgpr']['addressable']} addressable VGPRs of {arch.name}"
    if agprs > int(p["vgpr"].get("agprs", 0)):
        if not p["vgpr"].get("agprs"):
            return f"{arch.name} has no AGPRs (accumulation registers exist on gfx908/gfx90a/gfx942/gfx950)"
        return f"{agprs} AGPRs exceed the {p['vgpr']['agprs']} AGPRs of {arch.name}"
    if sgprs is not None and sgprs > int(p["sgpr"]["max_with_reserved"]):
        return (f"{sgprs} SGPRs exceed the {p['sgpr']['max_with_reserved']} SGPRs a wave can hold on {arch.name} "
                f"({p['sgpr']['addressable']} addressable + VCC/FLAT_SCRATCH/XNACK)")
    if lds > int(p["lds"]["max_per_workgroup"]):
        return f"{lds} bytes of LDS exceed the {p['lds']['max_per_workgroup']}-byte workgroup limit of {arch.name}"
    return None


def occupancy_amd(arch: Arch, threads: int, vgprs: int, lds_bytes: int = 0, dynamic_lds_bytes: int = 0, *,
                  sgprs: int | None = None, agprs: int | None = None, wave_size: int | None = None,
                  waves_per_eu: tuple[int, int] | None = None) -> Occupancy:
    """Occupancy of `threads`-thread workgroups using `vgprs` arch VGPRs, `agprs` AGPRs, `sgprs` SGPRs (as
    printed by the compiler, None = not limiting) and static + dynamic LDS bytes per workgroup on `arch`.
    `waves_per_eu` is the kernel's `amdgpu_waves_per_eu(min, max)`: LLVM then reserves registers for at most
    `max` waves, which lowers the printed occupancy (the generic API never passes it)."""
    from analyzer.occupancy.result import Occupancy

    p = arch.params
    wave = int(wave_size or arch.warp_size)
    if wave not in [int(w) for w in p["wave_sizes"]]:
        sizes = "/".join(str(w) for w in p["wave_sizes"])
        raise KernlintError(f"{arch.name} does not run wave{wave} (supported: wave{sizes})")
    threads, vgprs, agprs_n = int(threads), int(vgprs), int(agprs or 0)
    lds = int(lds_bytes or 0) + int(dynamic_lds_bytes or 0)
    simds, max_waves = int(p["simds_per_cu"]), int(p["max_waves_per_simd"])
    slots = simds * max_waves
    details: dict[str, Any] = {"wave_size": wave, "simds_per_cu": simds, "max_waves_per_simd": max_waves,
                               "lds_bytes": lds, "agprs": agprs_n, "sgprs": sgprs}

    def result(blocks: int, limiter: str, limits: dict[str, int], waves_simd: int, reason: str | None,
               per_group: int) -> Occupancy:
        active = blocks * per_group
        return Occupancy(arch=arch.name, vendor="amd", threads_per_block=threads, registers_per_thread=vgprs,
                         shared_bytes=int(lds_bytes or 0), dynamic_shared_bytes=int(dynamic_lds_bytes or 0),
                         warp_size=wave, blocks_per_sm=blocks, active_warps=active, max_warps=slots,
                         occupancy=active / slots, limiter=limiter, limits=limits, requires_opt_in=False,
                         reason=reason, waves_per_simd=waves_simd, details=details)

    problem = _launch_problem(arch, threads, vgprs, agprs_n, sgprs, lds)
    if problem:
        return result(0, "launch", {}, 0, problem, 0)

    per_group = _ceil_div(threads, wave)
    cap = effective_max_waves(arch, threads, wave, waves_per_eu)
    total = max(total_vgprs(arch, vgprs, agprs_n), min_vgprs_for_waves(arch, cap, wave))
    vgpr_waves = waves_with_vgprs(arch, total, wave)
    sgpr_waves = waves_with_sgprs(arch, max(sgprs or 0, min_sgprs_for_waves(arch, cap)) or None)
    lds_waves = waves_with_lds(arch, lds, threads, wave)
    waves_simd = min(max_waves, lds_waves, sgpr_waves, vgpr_waves)
    # NOTE: "blocks" is the barrier limit alone (getMaxWorkGroupsPerCU folds the wave slots in too).
    group_cap = slots if per_group == 1 else int(p["max_workgroups_per_cu"])
    limits = {
        "warps": slots // per_group,
        "blocks": group_cap,
        "registers": vgpr_waves * simds // per_group,
        "sgprs": sgpr_waves * simds // per_group,
        # NOTE: no LDS -> not a limit; report the workgroup cap so the dict stays all-integers.
        "shared_memory": int(p["lds"]["per_cu"]) // lds if lds else group_cap,
    }
    details.update({
        "waves_per_workgroup": per_group,
        "vgprs_total": total,
        "vgprs_allocated": _align_to(max(total, 1), _by_wave(p["vgpr"]["alloc_granule"], wave)),
        "vgpr_granule": _by_wave(p["vgpr"]["alloc_granule"], wave),
        "vgpr_file_per_simd": _by_wave(p["vgpr"]["file_per_simd"], wave),
        # LLVM's per-SIMD terms; "shared_memory" is getOccupancyWithLocalMemSize, which folds in the
        # workgroup slots too; "workgroups" is the same term without LDS.
        "waves_per_simd_limits": {"registers": vgpr_waves, "sgprs": sgpr_waves, "shared_memory": lds_waves,
                                  "workgroups": waves_with_lds(arch, 0, threads, wave)},
        "lds_per_cu": int(p["lds"]["per_cu"]),
    })
    blocks = min(limits.values())
    binding = next(name for name in _TIE_ORDER if limits[name] == blocks)
    if blocks == 0:
        details["binding"] = binding
        allowed = vgpr_waves if binding == "registers" else sgpr_waves
        what = f"{total} VGPRs" if binding == "registers" else f"{sgprs} SGPRs"
        reason = (f"a {threads}-thread workgroup needs {_ceil_div(per_group, simds)} waves per SIMD, "
                  f"{what} allow {allowed} on {arch.name}")
        return result(0, "launch", limits, waves_simd, reason, per_group)
    return result(blocks, binding, limits, waves_simd, None, per_group)
