"""NVIDIA occupancy equals cuda_occupancy.h: a differential test against the header compiled with g++,
property tests, and the seed figures (../shared/seeds/001)."""

from __future__ import annotations

import random
import shutil
import subprocess
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from analyzer.archs import all_archs, get_arch
from analyzer.occupancy import occupancy
from analyzer.occupancy.whatif import best_block_size, what_if

HEADER = Path("/usr/local/cuda/include/cuda_occupancy.h")
HARNESS = Path(__file__).parent / "occupancy_harness" / "harness.cpp"
NVIDIA = [name for name, arch in all_archs().items() if arch.vendor == "nvidia"]
INT_MAX = 2**31 - 1
BITS = {"warps": 0x01, "registers": 0x02, "shared_memory": 0x04, "blocks": 0x08, "barriers": 0x10}


@pytest.fixture(scope="session")
def header_oracle(tmp_path_factory):
    """The compiled harness; a function running configurations through cuda_occupancy.h."""
    if not shutil.which("g++") or not HEADER.exists():
        pytest.skip("g++ or /usr/local/cuda/include/cuda_occupancy.h not available")
    exe = tmp_path_factory.mktemp("occ") / "harness"
    subprocess.run(["g++", "-O2", "-I", str(HEADER.parent), "-o", str(exe), str(HARNESS)], check=True)

    def run(rows: list[tuple]) -> list[list[int]]:
        text = "\n".join(" ".join(str(v) for v in row) for row in rows) + "\n"
        out = subprocess.run([str(exe)], input=text, capture_output=True, text=True, check=True).stdout
        return [[int(x) for x in line.split()] for line in out.splitlines()]

    return run


def _props(name: str) -> tuple:
    p = get_arch(name).params
    major, minor = (int(x) for x in p["compute_capability"].split("."))
    return (major, minor, p["max_threads_per_block"], p["max_threads_per_multiprocessor"], p["regs_per_block"],
            p["regs_per_multiprocessor"], p["warp_size"], p["shared_mem_per_block"],
            p["shared_mem_per_multiprocessor"], p["shared_mem_per_block_optin"], p["reserved_shared_mem_per_block"])


def _configs(name: str, rng: random.Random, count: int) -> list[tuple]:
    """(threads, regs, static, dynamic, carveout, barriers): edge values mixed with uniform random ones."""
    p = get_arch(name).params
    optin, gran = p["shared_mem_per_block_optin"], p["smem_alloc_granularity"]
    threads_edges = [1, 2, 31, 32, 33, 63, 64, 65, 96, 127, 128, 160, 192, 224, 256, 288, 320, 384, 448, 512,
                     513, 576, 640, 704, 768, 769, 896, 992, 1000, 1023, 1024, 1025, 1056, 2048]
    regs_edges = [0, 1, 2, 7, 8, 9, 15, 16, 17, 24, 31, 32, 33, 40, 48, 56, 63, 64, 65, 72, 80, 96, 104, 128,
                  129, 168, 192, 200, 232, 254, 255, 256, 257]
    static_edges = [0, 1, gran - 1, gran, gran + 1, 1024, 4096, 16384, 32768, 49151, 49152, 49153]
    carveouts = [-1, 0, 1, 2, 8, 9, 25, 31, 32, 33, 50, 60, 61, 62, 63, 64, 66, 75, 80, 99, 100]
    rows = []
    for _ in range(count):
        threads = rng.choice(threads_edges) if rng.random() < 0.5 else rng.randint(1, 1100)
        regs = rng.choice(regs_edges) if rng.random() < 0.5 else rng.randint(0, 260)
        static = rng.choice(static_edges) if rng.random() < 0.4 else rng.choice([0, rng.randint(0, 49152)])
        dyn_edges = [0, 1, gran, 49152 - static, 49152 - static + 1, optin - static, optin - static + 1,
                     optin - static - gran, optin, optin + 4096]
        roll = rng.random()
        dynamic = rng.choice(dyn_edges) if roll < 0.3 else rng.randint(0, optin + 4096) if roll < 0.45 else \
            rng.choice([0, rng.randint(0, 8192)])
        dynamic = max(0, dynamic)
        carveout = rng.choice(carveouts) if rng.random() < 0.6 else rng.randint(-1, 100)
        barriers = rng.randint(0, 16)
        rows.append((threads, regs, static, dynamic, carveout, barriers))
    return rows


def _ours(name: str, cfg: tuple):
    threads, regs, static, dynamic, carveout, barriers = cfg
    return occupancy(name, threads, regs, static, dynamic, None if carveout == -1 else carveout, barriers)


def _compare(name: str, cfg: tuple, got, ref: list[int], potential: int | None) -> list[str]:
    status, active, factors, l_regs, l_smem, l_warps, l_blocks, l_bars, a_regs, a_smem, pot = ref
    bad = []
    if status != 0:
        return [f"header status {status}"]
    if got.blocks_per_sm != active:
        bad.append(f"blocks {got.blocks_per_sm} != {active}")
    header_limits = {"registers": l_regs, "shared_memory": l_smem, "warps": l_warps, "blocks": l_blocks,
                     "barriers": l_bars}
    for key, value in header_limits.items():
        mine = INT_MAX if got.limits[key] is None else got.limits[key]
        if mine != value:
            bad.append(f"limit {key} {mine} != {value}")
    if got.details["allocated_registers_per_block"] != a_regs:
        bad.append(f"allocated regs {got.details['allocated_registers_per_block']} != {a_regs}")
    if got.details["allocated_shared_per_block"] != a_smem:
        bad.append(f"allocated smem {got.details['allocated_shared_per_block']} != {a_smem}")
    header_set = {k for k, bit in BITS.items() if factors & bit}
    pre_barrier = min(v for k, v in header_limits.items() if k != "barriers")
    if l_bars < pre_barrier:  # NOTE: the header keeps the bits set before the barrier limit lowered the result
        ok = set(got.limiting_factors) == {"barriers"} and "barriers" in header_set
    else:
        ok = set(got.limiting_factors) == header_set
    if not ok:
        bad.append(f"limiting factors {got.limiting_factors} vs header {sorted(header_set)}")
    if active and got.limiter not in header_set:
        bad.append(f"limiter {got.limiter} not among {sorted(header_set)}")
    if not active and got.limiter != "launch":
        bad.append(f"limiter {got.limiter} for an impossible launch")
    if potential is not None and potential != pot:
        bad.append(f"best block size {potential} != {pot}")
    return bad


@pytest.mark.slow
def test_engine_equals_cuda_occupancy_h(header_oracle) -> None:
    rng = random.Random(20261121)
    per_arch = 1100
    mismatches, compared, potentials, launches_refused = [], 0, 0, 0
    for name in NVIDIA:
        configs = _configs(name, rng, per_arch)
        rows = [(*_props(name), *cfg, int(i % 8 == 0)) for i, cfg in enumerate(configs)]
        for i, (cfg, ref) in enumerate(zip(configs, header_oracle(rows))):
            got = _ours(name, cfg)
            potential = None
            if i % 8 == 0:
                potentials += 1
                threads, regs, static, dynamic, carveout, barriers = cfg
                potential, _ = best_block_size(got, dict(carveout=None if carveout == -1 else carveout,
                                                         barriers=barriers, sgprs=None, agprs=None, wave_size=None))
            bad = _compare(name, cfg, got, ref, potential)
            compared += 1
            launches_refused += got.blocks_per_sm == 0
            if bad:
                mismatches.append(f"{name} {cfg}: {'; '.join(bad)}")
    print(f"\ncompared {compared} configurations ({potentials} best-block-size searches, "
          f"{launches_refused} refused launches) over {len(NVIDIA)} compute capabilities: {len(mismatches)} mismatches")
    assert compared >= 20_000 and len(NVIDIA) == 19
    assert launches_refused > 500 and compared - launches_refused > 10_000  # both sides of the boundary are covered
    assert not mismatches, "\n".join(mismatches[:20])


# --- seed figures (../shared/seeds/001) ------------------------------------------------------------------


def _ptxas_registers(tmp_path: Path, source: str, arch: str) -> int:
    """Registers ptxas gives a kernel; the seeds' "tiny kernel" is whatever ptxas makes of one."""
    nvcc = shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc"
    if not Path(nvcc).exists():
        pytest.skip("nvcc not available")
    (tmp_path / "k.cu").write_text(source)
    out = subprocess.run([nvcc, "-c", f"-arch={arch}", "-Xptxas", "-v", "-o", str(tmp_path / "k.o"),
                          str(tmp_path / "k.cu")], capture_output=True, text=True, check=True).stderr
    import re

    return int(re.search(r"Used (\d+) registers", out).group(1))


TINY = "__global__ void tiny(float *out) { out[blockIdx.x * blockDim.x + threadIdx.x] = 1.0f; }\n"


@pytest.mark.slow
def test_seed_tiny_kernel_on_sm86(tmp_path: Path, header_oracle) -> None:
    regs = _ptxas_registers(tmp_path, TINY, "sm_86")
    result = occupancy("sm_86", 32, regs)
    assert round(result.occupancy * 100, 1) == 33.3  # RTX 3080: 16 blocks x 1 warp of 48
    assert result.limiter == "blocks"
    size, _ = best_block_size(result, dict(carveout=None, barriers=1, sgprs=None, agprs=None, wave_size=None))
    assert size == 768
    ref = header_oracle([(*_props("sm_86"), 32, regs, 0, 0, -1, 1, 1)])[0]
    assert (ref[1], ref[10]) == (16, 768)


def test_seed_register_cliff_on_sm61() -> None:
    assert occupancy("sm_61", 512, 64).blocks_per_sm == 2
    assert occupancy("sm_61", 512, 65).blocks_per_sm == 1
    assert occupancy("sm_61", 512, 65).limiter == "registers"


# --- behaviour and properties ----------------------------------------------------------------------------


def test_opt_in_and_impossible_launches() -> None:
    big = occupancy("sm_90", 256, 32, 16384, 90 * 1024)  # 106 KiB + 1 KiB reserved: 2 in 228 KiB
    assert big.requires_opt_in and big.blocks_per_sm == 2 and big.limiter == "shared_memory"
    over = occupancy("sm_90", 256, 32, 0, 228 * 1024)
    assert over.blocks_per_sm == 0 and over.limiter == "launch" and "opt-in" in over.reason
    pascal = occupancy("sm_61", 256, 32, 0, 50000)
    assert pascal.blocks_per_sm == 0 and "no opt-in" in pascal.reason
    assert occupancy("sm_80", 1025, 32).reason.startswith("1025 threads")
    assert occupancy("sm_80", 256, 300).blocks_per_sm == 0
    assert occupancy("sm_80", 0, 32).blocks_per_sm == 0
    assert occupancy("sm_80", 256, 32, carveout=150).limiter == "launch"


def test_carveout_rounds_up_to_supported_size() -> None:
    # 40 % of 228 KiB = 91.2 KiB -> 100 KiB configuration; 20 KiB blocks (+1 KiB reserved) -> 4 fit.
    assert occupancy("sm_90", 128, 32, 20 * 1024, carveout=40).limits["shared_memory"] == 4
    assert occupancy("sm_90", 128, 32, 20 * 1024, carveout=0).limits["shared_memory"] == 1  # raised to fit one block
    assert occupancy("sm_90", 128, 32, 20 * 1024).limits["shared_memory"] == 10


def test_barrier_limit_only_from_hopper() -> None:
    assert occupancy("sm_90", 32, 16, barriers=16).limits["barriers"] == 4
    assert occupancy("sm_80", 32, 16, barriers=16).limits["barriers"] is None


@settings(max_examples=300, deadline=None)
@given(arch=st.sampled_from(NVIDIA), threads=st.integers(1, 1024), regs=st.integers(0, 254),
       smem=st.integers(0, 64 * 1024), carveout=st.sampled_from([None, 0, 25, 50, 100]))
def test_more_resources_never_raise_occupancy(arch, threads, regs, smem, carveout) -> None:
    base = occupancy(arch, threads, regs, smem, carveout=carveout)
    assert occupancy(arch, threads, regs + 1, smem, carveout=carveout).blocks_per_sm <= base.blocks_per_sm
    assert occupancy(arch, threads, regs, smem + 128, carveout=carveout).blocks_per_sm <= base.blocks_per_sm
    assert occupancy(arch, threads, regs, smem, carveout=carveout, barriers=2).blocks_per_sm <= base.blocks_per_sm
    assert 0.0 <= base.occupancy <= 1.0
    assert base.active_warps == base.blocks_per_sm * base.warps_per_block <= base.max_warps


@settings(max_examples=150, deadline=None)
@given(arch=st.sampled_from(NVIDIA), threads=st.sampled_from([64, 128, 256, 384, 512]), regs=st.integers(1, 200))
def test_whatif_register_step_is_exact(arch, threads, regs) -> None:
    result = occupancy(arch, threads, regs)
    step = what_if(result).registers
    if step is None:
        assert occupancy(arch, threads, 0).active_warps <= result.active_warps
        return
    reached = occupancy(arch, threads, step.value)
    assert reached.active_warps > result.active_warps and reached.blocks_per_sm == step.blocks_per_sm
    assert occupancy(arch, threads, step.value + 1).active_warps == result.active_warps  # the most registers
    assert step.launch_bounds == f"__launch_bounds__({threads}, {step.blocks_per_sm})"
    assert step.compiler_flag == f"-maxrregcount={step.value}"
