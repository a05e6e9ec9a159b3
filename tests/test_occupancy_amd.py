"""AMD occupancy: the seed's GCN tables, properties, and clang-19's own `Occupancy [waves/SIMD]` remarks.

The compiler cross-check reads fixtures/amd/logs/<build>.log (verbatim clang-19 output of
`-Rpass-analysis=kernel-resource-usage` over fixtures/amd/src/*.cl) and demands that our waves_per_simd equal
the compiler's Occupancy for every kernel, given the VGPRs/AGPRs/SGPRs/LDS the remark prints and the
workgroup size the compiler assumed (flat_work_group_size max, reqd_work_group_size product, else clang's
OpenCL default 256). `python3 tests/test_occupancy_amd.py` rewrites the logs with clang-19.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from analyzer.archs import all_archs, get_arch
from analyzer.errors import KernlintError, UnknownArchError
from analyzer.occupancy import occupancy
from analyzer.occupancy.amd import occupancy_amd

ROOT = Path(__file__).resolve().parent.parent
SRC = Path("fixtures/amd/src")
LOGS = ROOT / "fixtures/amd/logs"
CLANG = shutil.which("clang-19")
AMD = [name for name, arch in all_archs().items() if arch.vendor == "amd"]
TARGETS = ("gfx900", "gfx906", "gfx908", "gfx90a", "gfx942", "gfx1030", "gfx1100", "gfx1101", "gfx1102",
           "gfx1200", "gfx1201")
MFMA = ("gfx908", "gfx90a", "gfx942")
# log name -> (target, extra flags, sources). gfx950 is unknown to clang-19 (LLVM 20 added it).
BUILDS = {t: (t, [], ["natural.cl", "sweep.cl"] + (["mfma.cl"] if t in MFMA else [])) for t in TARGETS}
BUILDS.update({f"{t}-wave64": (t, ["-mwavefrontsize64"], ["natural.cl", "sweep.cl"])
               for t in ("gfx1030", "gfx1100", "gfx1200")})
BUILDS.update({f"{t}-hip": (t, [], ["hip_kernels.hip"]) for t in ("gfx906", "gfx942", "gfx1100")})
HIP_DEFAULT_WG = 1024  # clang: HIP kernels get "amdgpu-flat-work-group-size"="1,<--gpu-max-threads-per-block>"
# NOTE: the generated sweeps are logged without the source-snippet lines to keep the fixtures small;
# natural.cl keeps clang's default caret display, so each log has both shapes.
NO_CARETS = ("sweep.cl", "mfma.cl")
OPENCL_DEFAULT_WG = 256  # clang/lib/CodeGen/Targets/AMDGPU.cpp: OpenCL kernels get "amdgpu-flat-work-group-size"="1,256"


def clang_command(target: str, flags: list[str], source: str) -> list[str]:
    carets = ["-fno-caret-diagnostics"] if source in NO_CARETS else []
    if source.endswith(".hip"):
        lang = ["-x", "hip", "--offload-device-only", f"--offload-arch={target}", *flags, "-nogpulib", "-nogpuinc"]
    else:
        lang = ["-target", "amdgcn-amd-amdhsa", f"-mcpu={target}", *flags, "-nogpulib", "-x", "cl", "-cl-std=CL2.0"]
    # NOTE: HIP device-only `-c` would link with lld; `-S` stops after code generation (remarks included).
    return [CLANG or "clang-19", *lang, "-O3", *carets, "-Rpass-analysis=kernel-resource-usage",
            "-S" if source.endswith(".hip") else "-c", "-o", "/dev/null", str(SRC / source)]


def run_build(name: str) -> str:
    """clang-19's verbatim stderr for one build (all its sources in order), run from the repo root."""
    target, flags, sources = BUILDS[name]
    text = ""
    for source in sources:
        proc = subprocess.run(clang_command(target, flags, source), cwd=ROOT, capture_output=True, text=True,
                              timeout=300, check=False)
        assert proc.returncode == 0, proc.stderr[-2000:]
        text += proc.stderr
    return text


# --- a private, minimal reader of the remarks (the real log parser belongs to analyzer/logs) -------------
_REMARK = re.compile(r"^(?P<file>[^\s:]+):\d+:\d+: remark:\s+(?P<key>[^:]+?): (?P<value>\S+) "
                     r"\[-Rpass-analysis=kernel-resource-usage\]$", re.M)


def parse_remarks(text: str) -> list[dict]:
    kernels: list[dict] = []
    for m in _REMARK.finditer(text):
        key, value = m["key"].strip(), m["value"]
        if key == "Function Name":
            kernels.append({"name": value, "file": m["file"]})
        elif kernels and key in ("SGPRs", "VGPRs", "AGPRs", "Occupancy [waves/SIMD]", "LDS Size [bytes/block]"):
            kernels[-1][key] = int(value)
    return kernels


def _heads(source: Path) -> list[tuple[str, str]]:
    """(kernel name, declaration head with its attributes) for every kernel of a fixture source."""
    text = source.read_text(encoding="utf-8")
    matches = list(re.finditer(r"\bvoid\s+(\w+)\s*\(", text))
    # NOTE: a head runs from the previous kernel's name; its attributes are the last ones before this name.
    return [(m[1], text[(matches[i - 1].end() if i else 0):m.start()]) for i, m in enumerate(matches)]


def _last(pattern: str, head: str) -> re.Match[str] | None:
    found = list(re.finditer(pattern, head))
    return found[-1] if found else None


def waves_per_eu(source: Path) -> dict[str, tuple[int, int]]:
    """Kernel name -> amdgpu_waves_per_eu(min[, max]) (max 0 when absent), for kernels that have one."""
    found = {}
    for name, head in _heads(source):
        m = _last(r"amdgpu_waves_per_eu\(\s*(\d+)\s*(?:,\s*(\d+)\s*)?\)", head)
        if m:
            found[name] = (int(m[1]), int(m[2] or 0))
    return found


def workgroup_sizes(source: Path) -> dict[str, int]:
    """Kernel name -> the max flat workgroup size clang gives it (attributes in the declaration head)."""
    sizes = {}
    for name, head in _heads(source):
        flat = _last(r"amdgpu_flat_work_group_size\(\s*(\d+)\s*,\s*(\d+)\s*\)", head)
        reqd = _last(r"reqd_work_group_size\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)", head)
        bounds = _last(r"__launch_bounds__\(\s*(\d+)\s*\)", head)
        if bounds:
            sizes[name] = int(bounds[1])
        elif reqd:
            sizes[name] = int(reqd[1]) * int(reqd[2]) * int(reqd[3])
        elif flat:
            sizes[name] = int(flat[2])
        else:
            sizes[name] = HIP_DEFAULT_WG if source.suffix == ".hip" else OPENCL_DEFAULT_WG
    return sizes


def kernel_name(name: str) -> str:
    """Itanium-mangled HIP names (_Z5hk128Pi) -> the source name (hk128)."""
    m = re.match(r"_Z(\d+)(\w+)", name)
    return m[2][:int(m[1])] if m else name


def compare(log_name: str, text: str) -> tuple[int, list[str]]:
    target, flags, _ = BUILDS[log_name]
    wave = 64 if "-mwavefrontsize64" in flags else None
    kernels = parse_remarks(text)
    sizes: dict[str, int] = {}
    caps: dict[str, dict[str, tuple[int, int]]] = {}
    mismatches = []
    for k in kernels:
        if k["file"] not in sizes:
            sizes.update({f"{k['file']}::{n}": s for n, s in workgroup_sizes(ROOT / k["file"]).items()})
            sizes[k["file"]] = 1
        threads = sizes[f"{k['file']}::{kernel_name(k['name'])}"]
        cap = caps.setdefault(k["file"], waves_per_eu(ROOT / k["file"])).get(kernel_name(k["name"]))
        ours = occupancy_amd(get_arch(target), threads, k["VGPRs"], k["LDS Size [bytes/block]"], sgprs=k["SGPRs"],
                             agprs=k.get("AGPRs"), wave_size=wave, waves_per_eu=cap)
        if cap is None:  # the public API must agree wherever it can express the kernel
            assert ours == occupancy(target, threads, k["VGPRs"], k["LDS Size [bytes/block]"], sgprs=k["SGPRs"],
                                     agprs=k.get("AGPRs"), wave_size=wave)
        if ours.waves_per_simd != k["Occupancy [waves/SIMD]"]:
            mismatches.append(f"{log_name} {k['name']}: threads={threads} {k} -> ours {ours.waves_per_simd}")
    return len(kernels), mismatches


# --- the compiler cross-check ------------------------------------------------------------------------------
def test_fixture_logs_exist_for_every_build() -> None:
    assert set(BUILDS) <= {p.stem for p in LOGS.glob("*.log")}


@pytest.mark.parametrize("log_name", sorted(BUILDS))
def test_waves_per_simd_equals_clang_remarks(log_name: str) -> None:
    text = (LOGS / f"{log_name}.log").read_text(encoding="utf-8")
    count, mismatches = compare(log_name, text)
    sources = BUILDS[log_name][2]
    expected = sum(len(workgroup_sizes(ROOT / SRC / s)) for s in sources)
    assert count == expected >= 10
    assert mismatches == []


def test_fixtures_cover_the_interesting_cases() -> None:
    """The logs must exercise every limiter, not only the easy path."""
    seen = set()
    for name in BUILDS:
        target, flags, _ = BUILDS[name]
        text = (LOGS / f"{name}.log").read_text(encoding="utf-8")
        sizes = {n: s for src in BUILDS[name][2] for n, s in workgroup_sizes(ROOT / SRC / src).items()}
        for k in parse_remarks(text):
            r = occupancy(target, sizes[kernel_name(k["name"])], k["VGPRs"], k["LDS Size [bytes/block]"], sgprs=k["SGPRs"],
                          agprs=k.get("AGPRs"), wave_size=64 if flags else None)
            limits = dict(r.details["waves_per_simd_limits"])
            if limits["shared_memory"] == limits["workgroups"]:
                del limits["shared_memory"]  # LDS not the reason
            seen.update(res for res, w in limits.items() if w == r.waves_per_simd < r.details["max_waves_per_simd"])
            if k.get("AGPRs"):
                seen.add(f"agprs-{target}")
    assert {"registers", "sgprs", "shared_memory", "workgroups", "agprs-gfx908", "agprs-gfx90a",
            "agprs-gfx942"} <= seen


@pytest.mark.slow
@pytest.mark.skipif(CLANG is None, reason="clang-19 not installed")
def test_live_clang_matches_fixtures_and_engine() -> None:
    """Recompile every fixture with clang-19: same remarks as the stored logs, and zero mismatches."""
    total = 0
    for name in sorted(BUILDS):
        text = run_build(name)
        assert parse_remarks(text) == parse_remarks((LOGS / f"{name}.log").read_text(encoding="utf-8")), name
        count, mismatches = compare(name, text)
        assert mismatches == []
        total += count
    assert total > 2500


@pytest.mark.slow
@pytest.mark.skipif(CLANG is None, reason="clang-19 not installed")
def test_assumed_workgroup_size_is_what_clang_emits() -> None:
    """Our reading of the sources equals the amdgpu-flat-work-group-size attribute clang-19 emits."""
    for source in ("natural.cl", "sweep.cl", "hip_kernels.hip"):
        cmd = clang_command("gfx900", [], source)
        cut = cmd.index("-S" if source.endswith(".hip") else "-c")
        cmd[cut:] = ["-S", "-emit-llvm", "-o", "-", str(SRC / source)]
        ir = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=True, timeout=300).stdout
        groups = dict(re.findall(r'^attributes (#\d+) = \{[^\n]*"amdgpu-flat-work-group-size"="\d+,(\d+)"', ir, re.M))
        caps = dict(re.findall(r'^attributes (#\d+) = \{[^\n]*"amdgpu-waves-per-eu"="([\d,]+)"', ir, re.M))
        kernels = {kernel_name(m[1]): m[2]
                   for m in re.finditer(r"^define .*?amdgpu_kernel .*?@(\w+)\(.*\) .*?(#\d+)", ir, re.M)}
        assert {k: int(groups[a]) for k, a in kernels.items()} == workgroup_sizes(ROOT / SRC / source)
        assert {k: caps[a] for k, a in kernels.items() if a in caps} == {
            k: f"{lo},{hi}" if hi else f"{lo}" for k, (lo, hi) in waves_per_eu(ROOT / SRC / source).items()}


# --- the seed's GCN tables (../shared/seeds/004) ---------------------------------------------------------------
@pytest.mark.parametrize("arch", ["gfx900", "gfx906"])
@pytest.mark.parametrize(("vgprs", "waves"), [
    (24, 10), (25, 9), (28, 9), (32, 8), (36, 7), (40, 6), (44, 5), (48, 5), (52, 4), (64, 4), (68, 3), (84, 3),
    (88, 2), (128, 2), (132, 1), (256, 1)])
def test_seed_vgpr_table(arch: str, vgprs: int, waves: int) -> None:
    r = occupancy(arch, 64, vgprs)
    assert r.waves_per_simd == waves
    assert r.occupancy == pytest.approx(waves / 10)


@pytest.mark.parametrize(("sgprs", "waves"), [(32, 10), (48, 10), (64, 10), (80, 10), (96, 8)])
def test_seed_sgpr_table(sgprs: int, waves: int) -> None:
    r = occupancy("gfx900", 64, 8, sgprs=sgprs)
    assert r.waves_per_simd == waves
    assert r.limiter == ("sgprs" if waves < 10 else "warps")


def test_seed_sgprs_do_not_limit_rdna() -> None:
    assert occupancy("gfx1030", 64, 8, sgprs=106).waves_per_simd == 16


def test_seed_128_thread_groups_reach_80_percent() -> None:
    r = occupancy("gfx900", 128, 16)
    assert (r.blocks_per_sm, r.active_warps, r.max_warps) == (16, 32, 40)
    assert r.occupancy == pytest.approx(0.8) and r.limiter == "blocks" and r.waves_per_simd == 8


def test_seed_384_thread_groups_reach_36_of_40() -> None:
    r = occupancy("gfx900", 384, 16)
    assert (r.blocks_per_sm, r.active_warps, r.max_warps) == (6, 36, 40)
    assert r.limiter == "warps" and r.waves_per_simd == 9


def test_seed_256_threads_32k_lds_is_20_percent() -> None:
    r = occupancy("gfx900", 256, 16, 32 * 1024)
    assert (r.blocks_per_sm, r.active_warps) == (2, 8)
    assert r.occupancy == pytest.approx(0.2) and r.limiter == "shared_memory" and r.waves_per_simd == 2


@pytest.mark.parametrize(("threads", "blocks"), [(64, 40), (256, 10), (320, 8), (512, 5)])
def test_seed_block_sizes_that_fill_the_cu(threads: int, blocks: int) -> None:
    r = occupancy("gfx900", threads, 16)
    assert r.blocks_per_sm == blocks and r.occupancy == 1.0


def test_dynamic_lds_counts_like_static() -> None:
    assert occupancy("gfx900", 256, 16, 16384, 16384).blocks_per_sm == 2


# --- unified AGPRs, RDNA, gfx950 ---------------------------------------------------------------------------------
def test_unified_agprs_on_gfx90a_and_separate_files_on_gfx908() -> None:
    # 100 VGPRs -> 100 (aligned to 4) + 41 AGPRs = 141 -> 144 -> 512 // 144 = 3 waves
    assert occupancy("gfx90a", 256, 100, agprs=41).waves_per_simd == 3
    assert occupancy("gfx942", 256, 101, agprs=27).waves_per_simd == 3  # 104 + 27 = 131 -> 136 -> 512 // 136
    assert occupancy("gfx908", 256, 100, agprs=41).waves_per_simd == 2  # max(100, 41) -> 100 -> 256 // 100


def test_rdna_wave32_and_wave64_granules() -> None:
    assert occupancy("gfx1030", 256, 100).waves_per_simd == 9  # 112 of 1024
    assert occupancy("gfx1030", 256, 100, wave_size=64).waves_per_simd == 4  # 104 of 512
    assert occupancy("gfx1100", 256, 100).waves_per_simd == 12  # 120 of 1536
    assert occupancy("gfx1102", 256, 100).waves_per_simd == 9  # no 1.5x file on Navi 33


def test_gfx950_has_160k_lds() -> None:
    assert occupancy("gfx950", 256, 32, 160 * 1024).blocks_per_sm == 1
    assert occupancy("gfx942", 256, 32, 160 * 1024).blocks_per_sm == 0


@pytest.mark.parametrize(("args", "kwargs", "needle"), [
    (("gfx900", 2048, 8), {}, "2048 threads"),
    (("gfx900", 0, 8), {}, "at least 1 thread"),
    (("gfx900", 64, 257), {}, "257 VGPRs"),
    (("gfx900", 64, 8, 65537), {}, "LDS"),
    (("gfx900", 64, 8), {"agprs": 4}, "no AGPRs"),
    (("gfx90a", 64, 8), {"agprs": 257}, "257 AGPRs"),
    (("gfx900", 64, 8), {"sgprs": 113}, "113 SGPRs"),
    (("gfx900", 1024, 100), {}, "needs 4 waves per SIMD"),
])
def test_impossible_configs_do_not_launch(args: tuple, kwargs: dict, needle: str) -> None:
    r = occupancy(*args, **kwargs)
    assert r.blocks_per_sm == 0 and r.active_warps == 0 and r.limiter == "launch"
    assert needle in (r.reason or "")


def test_user_errors() -> None:
    with pytest.raises(KernlintError, match="wave32"):
        occupancy("gfx900", 64, 8, wave_size=32)
    with pytest.raises(UnknownArchError):
        occupancy("gfx9999", 64, 8)


@pytest.mark.parametrize("arch", AMD)
def test_every_amd_target_answers(arch: str) -> None:
    agprs = 8 if get_arch(arch).params["vgpr"].get("agprs") else None
    r = occupancy(arch, 256, 32, 4096, sgprs=24, agprs=agprs)
    assert r.vendor == "amd" and r.blocks_per_sm > 0 and 0 < r.occupancy <= 1
    assert 1 <= r.waves_per_simd <= get_arch(arch).params["max_waves_per_simd"]
    assert occupancy(f"{arch}:xnack-", 64, 8).arch == arch


# --- properties -------------------------------------------------------------------------------------------------
def _brute_vgpr_waves(arch: str, total: int, wave: int) -> int:
    """Independent formulation: the most waves whose granule-rounded allocations fit in the file."""
    p = get_arch(arch).params
    granule = int(p["vgpr"]["alloc_granule"][wave])
    file_size = int(p["vgpr"]["file_per_simd"][wave])
    alloc = max(granule, -(-max(total, 1) // granule) * granule)
    waves = 1
    while waves < p["max_waves_per_simd"] and (waves + 1) * alloc <= file_size:
        waves += 1
    return waves


configs = st.builds(
    dict, arch=st.sampled_from(AMD), threads=st.integers(1, 1024), vgprs=st.integers(0, 256),
    agprs=st.integers(0, 256), sgprs=st.one_of(st.none(), st.integers(1, 108)), lds=st.integers(0, 160 * 1024))


def _run(c: dict, **over: int) -> object:
    c = {**c, **over}
    has_agprs = bool(get_arch(c["arch"]).params["vgpr"].get("agprs"))
    return occupancy(c["arch"], c["threads"], c["vgprs"], c["lds"], sgprs=c["sgprs"],
                     agprs=c["agprs"] if has_agprs else None)


@settings(max_examples=400, deadline=None)
@given(configs)
def test_cu_view_is_consistent(c: dict) -> None:
    r = _run(c)
    assert 0 <= r.occupancy <= 1 and r.active_warps <= r.max_warps
    if r.blocks_per_sm:
        assert r.blocks_per_sm == min(r.limits.values()) == r.limits[r.limiter]
        assert r.active_warps == r.blocks_per_sm * r.warps_per_block
        # Whole workgroups per CU never beat LLVM's rounded-up waves per SIMD.
        assert r.occupancy <= r.waves_per_simd / r.details["max_waves_per_simd"] + 1e-12
    else:
        assert r.limiter == "launch" and r.reason


@settings(max_examples=300, deadline=None)
@given(configs, st.integers(1, 64), st.integers(1, 16384))
def test_more_resources_never_raise_occupancy(c: dict, more_regs: int, more_lds: int) -> None:
    base = _run(c)
    if not base.blocks_per_sm:
        return
    variants = [_run(c, vgprs=min(256, c["vgprs"] + more_regs)), _run(c, lds=c["lds"] + more_lds)]
    if c["sgprs"]:
        variants.append(_run(c, sgprs=min(108, c["sgprs"] + more_regs)))
    for more in variants:
        assert more.waves_per_simd <= base.waves_per_simd
        assert more.blocks_per_sm <= base.blocks_per_sm


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(AMD), st.integers(0, 256), st.sampled_from([32, 64]))
def test_vgpr_waves_match_brute_force(arch: str, vgprs: int, wave: int) -> None:
    if wave not in get_arch(arch).params["wave_sizes"]:
        return
    r = occupancy(arch, wave, vgprs, wave_size=wave)
    assert r.details["waves_per_simd_limits"]["registers"] == _brute_vgpr_waves(arch, vgprs, wave)


def test_direct_call_equals_generic_api() -> None:
    arch = get_arch("gfx90a")
    assert occupancy_amd(arch, 256, 100, 4096, 0, sgprs=40, agprs=41) == occupancy(
        "gfx90a", 256, 100, 4096, sgprs=40, agprs=41)


if __name__ == "__main__":  # regenerate the fixture logs with clang-19
    if CLANG is None:
        sys.exit("clang-19 not found")
    LOGS.mkdir(parents=True, exist_ok=True)
    for build in sorted(BUILDS):
        (LOGS / f"{build}.log").write_text(run_build(build), encoding="utf-8")
        print(build, compare(build, (LOGS / f"{build}.log").read_text(encoding="utf-8")))
