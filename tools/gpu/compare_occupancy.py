"""Compare the CUDA runtime's occupancy (tools/gpu/occupancy_runtime.cu output) with kernlint's engine.

    python3 tools/gpu/compare_occupancy.py DIR     # DIR holds runtime.csv, ptxas.log (nvidia-smi.csv optional)

Prints a Markdown report: the device, its properties against analyzer/data/nvidia.yaml, counts, and every
mismatch. Exit status 1 when anything differs.
"""

from __future__ import annotations

import csv
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from analyzer.archs import get_arch  # noqa: E402
from analyzer.occupancy import occupancy  # noqa: E402
from analyzer.occupancy.whatif import best_block_size  # noqa: E402

PROP_KEYS = {"maxThreadsPerBlock": "max_threads_per_block", "maxThreadsPerMultiProcessor": "max_threads_per_multiprocessor",
             "regsPerBlock": "regs_per_block", "regsPerMultiprocessor": "regs_per_multiprocessor",
             "warpSize": "warp_size", "sharedMemPerBlock": "shared_mem_per_block",
             "sharedMemPerMultiprocessor": "shared_mem_per_multiprocessor",
             "sharedMemPerBlockOptin": "shared_mem_per_block_optin",
             "reservedSharedMemPerBlock": "reserved_shared_mem_per_block",
             "maxBlocksPerMultiProcessor": "max_blocks_per_sm"}


def barriers_by_kernel(log: str) -> dict[str, int]:
    """probe_rR_sS_bB -> named barriers from ptxas -v (`used N barriers`)."""
    out, current = {}, None
    for line in log.splitlines():
        m = re.search(r"Compiling entry function '_Z5probeILi(\d+)ELi(\d+)ELi(\d+)EEvPfi'", line)
        if m:
            current = f"probe_r{m.group(1)}_s{m.group(2)}_b{m.group(3)}"
        m = re.search(r"used (\d+) barriers", line)
        if m and current:
            out[current] = int(m.group(1))
            current = None
    return out


def main(folder: Path) -> int:
    lines = (folder / "runtime.csv").read_text().splitlines()
    device = lines[0].split(",")
    props = dict(kv.split("=") for kv in lines[1].split(",")[1:])
    cc = device[2]
    arch = get_arch(cc)
    bars = barriers_by_kernel((folder / "ptxas.log").read_text())
    print(f"# Occupancy: kernlint vs the CUDA runtime on {device[1]}\n")
    print(f"- device: {device[1]}, compute capability {cc} -> `{arch.name}`; {', '.join(device[3:])}")
    smi = folder / "nvidia-smi.csv"
    if smi.exists():
        print(f"- nvidia-smi: `{smi.read_text().strip().splitlines()[-1]}`")
    print("\n## Device properties vs analyzer/data/nvidia.yaml\n\n| cudaDeviceProp | runtime | nvidia.yaml |\n|---|---|---|")
    prop_bad = 0
    for key, ours in PROP_KEYS.items():
        mine = arch.params.get(ours)
        ok = str(mine) == props[key]
        prop_bad += not ok
        print(f"| {key} | {props[key]} | {mine}{'' if ok else ' **MISMATCH**'} |")

    rows = list(csv.DictReader(lines[2:]))
    counts: Counter = Counter()
    mismatches = []
    for row in rows:
        kernel, regs, static = row["kernel"], int(row["regs"]), int(row["static_smem"])
        block, dyn, carve = int(row["block"]), int(row["dynamic"]), int(row["carveout"])
        carveout = None if carve == -1 else carve
        status, value = int(row["status"]), int(row["blocks_or_best"])
        nbar = bars.get(kernel, 1)
        if row["kind"] == "occ":
            ours = occupancy(arch.name, block, regs, static, dyn, carveout, nbar)
            runtime_blocks = value if status == 0 else 0
            counts["occupancy queries"] += 1
            counts["runtime errors (counted as 0 blocks)"] += status != 0
            counts["refused launches (0 blocks)"] += runtime_blocks == 0
            if ours.blocks_per_sm != runtime_blocks:
                mismatches.append(f"| {kernel} | {regs} | {static} | {block} | {dyn} | {carve} | {nbar} | "
                                  f"{runtime_blocks} (status {status}) | {ours.blocks_per_sm} ({ours.limiter}) |")
        else:
            base = occupancy(arch.name, 32, regs, static, 0, carveout, nbar)
            opts = dict(carveout=carveout, barriers=nbar, sgprs=None, agprs=None, wave_size=None)
            best, _ = best_block_size(base, opts, kernel_max_threads=int(row["max_threads"]))
            counts["best-block-size queries"] += 1
            if status != 0 or best != value:
                mismatches.append(f"| {kernel} (best block size) | {regs} | {static} | - | 0 | {carve} | {nbar} | "
                                  f"{value} (status {status}) | {best} |")
    print("\n## Results\n")
    for key, n in counts.items():
        print(f"- {key}: {n}")
    print(f"- kernels: {len({r['kernel'] for r in rows})}, registers "
          f"{sorted({int(r['regs']) for r in rows})}, static shared memory {sorted({int(r['static_smem']) for r in rows})}")
    print(f"- property mismatches: {prop_bad}")
    print(f"- occupancy mismatches: {len(mismatches)}\n")
    if mismatches:
        print("| kernel | regs | static | block | dynamic | carveout | barriers | runtime | kernlint |")
        print("|---|---|---|---|---|---|---|---|---|")
        print("\n".join(mismatches[:200]))
    return 1 if mismatches or prop_bad else 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
