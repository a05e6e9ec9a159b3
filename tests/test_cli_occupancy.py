"""`kernlint occupancy` and `kernlint archs`: text, JSON, sweeps, sizes, and one-line errors with exit 2.

Expected figures are worked out by hand from the header's rules (registers per warp rounded to 256, split
over 4 sub-partitions of 16384 registers), not copied from the engine.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from analyzer.archs import all_archs
from cli_runner import run_kernlint


def kernlint(*args: str) -> subprocess.CompletedProcess:
    return run_kernlint(*args)


def test_text_report_names_limiter_and_nearest_change() -> None:
    # sm_90, 256 threads x 64 regs: 2048 regs/warp -> 8 warps per sub-partition -> 32 warps = 4 blocks = 50 %.
    # 48 regs: 1536/warp -> 10 per sub-partition -> 40 warps = 5 blocks = 62.5 %; 56 regs still gives 4 blocks.
    out = kernlint("occupancy", "--arch", "sm_90", "--threads", "256", "--regs", "64", "--smem", "16KiB")
    assert out.returncode == 0, out.stderr
    text = out.stdout
    assert "occupancy     50 %  (32 of 64 warps per SM, 4 blocks per SM)" in text
    assert "limiter       registers" in text
    assert "registers 4" in text and "shared memory 13" in text  # 228 KiB / (16 KiB + 1 KiB reserved) = 13
    assert ("64 registers -> 50 %; at 48 registers it would be 62.5 % "
            "(use __launch_bounds__(256, 5) or -maxrregcount=48)") in text
    assert "best block    1024 threads" in text


def test_json_has_the_documented_fields_for_several_archs() -> None:
    out = kernlint("occupancy", "-a", "sm_61", "-a", "sm_86", "--threads", "512", "--regs", "65", "--format", "json")
    assert out.returncode == 0, out.stderr
    sm61, sm86 = json.loads(out.stdout)
    for obj in (sm61, sm86):
        assert {"arch", "occupancy", "blocks_per_sm", "active_warps", "max_warps", "limiter", "limits",
                "requires_opt_in", "reason", "waves_per_simd", "whatif"} <= set(obj)
    # seed 001: 512 threads x 65 registers on compute capability 6.1 -> 1 block (64 registers -> 2).
    assert (sm61["arch"], sm61["blocks_per_sm"], sm61["limiter"]) == ("sm_61", 1, "registers")
    assert sm61["whatif"]["registers"]["value"] == 64 and sm61["whatif"]["registers"]["blocks_per_sm"] == 2
    assert sm61["whatif"]["registers"]["launch_bounds"] == "__launch_bounds__(512, 2)"
    assert sm86["max_warps"] == 48 and sm86["waves_per_simd"] is None


def test_every_arch_in_the_database_answers() -> None:
    names = list(all_archs())
    args = [x for name in names for x in ("--arch", name)]
    out = kernlint("occupancy", *args, "--threads", "256", "--regs", "32", "--format", "json")
    assert out.returncode == 0, out.stderr
    results = json.loads(out.stdout)
    assert [r["arch"] for r in results] == names
    for r in results:
        assert r["blocks_per_sm"] > 0 and 0 < r["occupancy"] <= 1, r
        assert (r["waves_per_simd"] is not None) == (r["vendor"] == "amd")


def test_sizes_parse_in_every_spelling() -> None:
    for spelling in ("16384", "16K", "16KiB", "16 KB", "0x4000"):
        out = kernlint("occupancy", "-a", "sm_80", "-r", "32", "--smem", spelling, "--dynamic-smem", "1K", "-f", "json")
        assert out.returncode == 0, (spelling, out.stderr)
        obj = json.loads(out.stdout)[0]
        assert (obj["shared_bytes"], obj["dynamic_shared_bytes"]) == (16384, 1024)


def test_opt_in_is_reported() -> None:
    out = kernlint("occupancy", "-a", "sm_90", "-r", "32", "--dynamic-smem", "100K", "-f", "json")
    obj = json.loads(out.stdout)[0]
    assert obj["requires_opt_in"] is True and obj["blocks_per_sm"] == 2  # 2 x 101 KiB <= 228 KiB


def test_sweep_regs_table() -> None:
    out = kernlint("occupancy", "-a", "sm_90", "-t", "256", "-r", "64", "--sweep", "regs")
    assert out.returncode == 0, out.stderr
    rows = [line.split() for line in out.stdout.splitlines()]
    assert ["0", "-", "32", "8", "64", "100", "%", "warps"] in rows        # 1024 regs/warp: 16 per sub-partition
    assert ["33", "-", "40", "6", "48", "75", "%", "registers"] in rows    # 1280/warp: 12 per sub-partition
    assert ["49", "-", "64", "4", "32", "50", "%", "registers", "<-", "this", "kernel"] in rows


def test_sweep_threads_json() -> None:
    out = kernlint("occupancy", "-a", "sm_86", "-t", "32", "-r", "16", "--sweep", "threads", "-f", "json")
    rows = json.loads(out.stdout)[0]["sweep"]
    assert [r["start"] for r in rows] == list(range(32, 1025, 32))
    assert rows[0]["blocks_per_sm"] == 16 and rows[0]["current"]  # seed 001: 16 blocks of one warp = 33.3 %
    assert rows[2]["occupancy"] == 1.0                             # 96 threads x 16 blocks = 48 warps


@pytest.mark.parametrize("args, message", [
    (("-a", "sm_99", "-r", "32"), "unknown architecture 'sm_99'"),
    (("-a", "sm_90", "-r", "32", "--smem", "12Q"), "invalid size '12Q'"),
    (("-a", "sm_90", "-r", "32", "--carveout", "150"), "--carveout"),
    (("-a", "gfx90a", "-r", "32", "--wave-size", "48"), "--wave-size"),
    (("-a", "sm_90", "-r", "32", "--format", "xml"), "unknown format"),
    (("-a", "sm_90", "-r", "-3"), "--regs"),
    (("-a", "sm_90", "-r", "32", "--sweep", "blocks"), "unknown sweep"),
])
def test_errors_are_one_line_and_exit_2(args, message) -> None:
    out = kernlint("occupancy", *args)
    assert out.returncode == 2
    assert out.stderr.count("\n") == 1 and out.stderr.startswith("kernlint: ") and message in out.stderr
    assert "Traceback" not in out.stderr and out.stdout == ""


def test_impossible_launch_is_an_answer_not_an_error() -> None:
    out = kernlint("occupancy", "-a", "sm_80", "-t", "1024", "-r", "128")
    assert out.returncode == 0
    assert "cannot launch" in out.stdout and "131072 registers per block" in out.stdout  # 4096 x 32 warps
    assert "at 64 registers it would be 50 %" in out.stdout


def test_archs_lists_every_target() -> None:
    out = kernlint("archs")
    assert out.returncode == 0, out.stderr
    listed = [line.split()[0] for line in out.stdout.splitlines() if line[:3] in ("sm_", "gfx")]
    assert listed == list(all_archs())
    out = kernlint("archs", "--format", "json")
    data = json.loads(out.stdout)
    assert [d["name"] for d in data] == list(all_archs())
    sm90 = next(d for d in data if d["name"] == "sm_90")["params"]
    assert sm90["shared_mem_per_block_optin"] == 227 * 1024 and sm90["max_blocks_per_sm"] == 32
    one = kernlint("archs", "9.0")
    assert one.returncode == 0 and "shared_mem_per_multiprocessor: 233472" in one.stdout
    bad = kernlint("archs", "sm_1")
    assert bad.returncode == 2 and bad.stderr.startswith("kernlint: unknown architecture")


def test_cli_import_stays_light() -> None:
    code = ("import sys, analyzer.cli; heavy = [m for m in ('analyzer.occupancy.nvidia', 'analyzer.occupancy.whatif', "
            "'analyzer.occupancy.sweep', 'analyzer.occupancy', 'analyzer.units') if m in sys.modules]; print(heavy)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.stdout.strip() == "[]", out.stdout + out.stderr


@pytest.mark.parametrize("arch", ["sm_70", "sm_90", "sm_120"])
def test_register_what_if_never_suggests_more_than_ptxas_allocates(arch: str) -> None:
    """cuda_occupancy.h accepts 256 registers per thread from sm_70 on, but no compiler flag gives 256:
    the nearest change from an impossible 300 must be a register count a build can ask for."""
    from analyzer.occupancy import occupancy
    from analyzer.occupancy.whatif import registers_step

    result = occupancy(arch, 256, 300)
    step = registers_step(result, {})
    cap = all_archs()[arch].params["max_regs_per_thread"]
    assert result.blocks_per_sm == 0 and step is not None
    assert step.value <= cap and step.compiler_flag == f"-maxrregcount={step.value}"
    assert occupancy(arch, 256, step.value).blocks_per_sm == step.blocks_per_sm > 0
