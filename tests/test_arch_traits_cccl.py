"""analyzer/data/nvidia.yaml against NVIDIA's own per-architecture constants: CCCL's
`cuda/__device/arch_traits.h` compiled (host code only) with nvcc for every compute capability CCCL knows.

The header comes with CCCL 3.1+ (the `nvidia-cuda-cccl` wheel ships it; CUDA 13.0's own CCCL does not): the
test looks in $KERNLINT_CCCL_INCLUDE, nvcc's include directories and an installed wheel, and skips cleanly
without nvcc or the header.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from analyzer.archs import all_archs

PROGRAM = Path(__file__).parent / "cccl_traits" / "traits.cu"
# (CCCL field, our key) in the order traits.cu prints them after the compute capability
FIELDS = [("compute_capability_major", None), ("compute_capability_minor", None),
          ("max_threads_per_block", "max_threads_per_block"), ("warp_size", "warp_size"),
          ("max_registers_per_block", "regs_per_block"), ("max_registers_per_multiprocessor", "regs_per_multiprocessor"),
          ("max_registers_per_thread", "max_regs_per_thread"), ("max_shared_memory_per_block", "shared_mem_per_block"),
          ("max_shared_memory_per_multiprocessor", "shared_mem_per_multiprocessor"),
          ("max_blocks_per_multiprocessor", "max_blocks_per_sm"),
          ("max_threads_per_multiprocessor", "max_threads_per_multiprocessor"),
          ("max_warps_per_multiprocessor", "max_warps_per_sm"),
          ("reserved_shared_memory_per_block", "reserved_shared_mem_per_block"),
          ("max_shared_memory_per_block_optin", "shared_mem_per_block_optin")]


def _include_dirs(nvcc: str) -> list[Path]:
    dirs = [Path(p) for p in os.environ.get("KERNLINT_CCCL_INCLUDE", "").split(os.pathsep) if p]
    root = Path(nvcc).resolve().parent.parent
    dirs += [root / "include" / "cccl", root / "include", Path("/usr/local/cuda/include/cccl"),
             Path("/usr/local/cuda/include")]
    for entry in sys.path:  # the nvidia-cuda-cccl wheel: site-packages/nvidia/cu1x/include/cccl
        dirs += sorted(Path(entry).glob("nvidia/cu*/include/cccl"))
    return [d for d in dirs if (d / "cuda" / "__device" / "arch_traits.h").is_file()]


@pytest.fixture(scope="module")
def cccl_traits(tmp_path_factory) -> dict[int, dict[str, int]]:
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        pytest.skip("nvcc not available")
    dirs = _include_dirs(nvcc)
    if not dirs:
        pytest.skip("CCCL cuda/__device/arch_traits.h not found (pip install nvidia-cuda-cccl)")
    exe = tmp_path_factory.mktemp("cccl") / "traits"
    done = subprocess.run([nvcc, "-std=c++17", "-I", str(dirs[0]), "-o", str(exe), str(PROGRAM)],
                          capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        if str(dirs[0]) not in done.stderr:  # NOTE: our own program failed, not the header: that is a failure
            pytest.fail(done.stderr)
        pytest.skip(f"this nvcc cannot compile the CCCL header in {dirs[0]}: {done.stderr.strip()[:300]}")
    out = subprocess.run([str(exe)], capture_output=True, text=True, check=True, timeout=60).stdout
    table = {}
    for line in out.splitlines():
        values = [int(v) for v in line.split()]
        table[values[0]] = dict(zip((name for name, _ in FIELDS), values[1:]))
    return table


def test_every_shared_field_equals_cccl_arch_traits(cccl_traits) -> None:
    ours = {int(a.params["compute_capability"].replace(".", "")): a for a in all_archs().values()
            if a.vendor == "nvidia" and not a.name.endswith("a")}
    compared, wrong = 0, []
    for cc, traits in sorted(cccl_traits.items()):
        arch = ours.get(cc)
        if arch is None:
            continue  # NOTE: a compute capability kernlint has no target for (sm_88, sm_107 today)
        major, minor = (int(x) for x in arch.params["compute_capability"].split("."))
        if (traits["compute_capability_major"], traits["compute_capability_minor"]) != (major, minor):
            wrong.append(f"{arch.name}: compute capability")
        for field, key in FIELDS[2:]:
            compared += 1
            if int(arch.params[key]) != traits[field]:
                wrong.append(f"{arch.name}.{key} = {arch.params[key]}, CCCL {field} = {traits[field]}")
    assert compared > 150 and wrong == []


def test_cccl_covers_our_targets(cccl_traits) -> None:
    """Every kernlint NVIDIA target CCCL knows is compared (7.2, Xavier, is the one CCCL lacks)."""
    ours = {int(a.params["compute_capability"].replace(".", "")) for a in all_archs().values() if a.vendor == "nvidia"}
    assert ours - set(cccl_traits) <= {72}
