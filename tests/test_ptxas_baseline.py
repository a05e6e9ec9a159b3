"""`kernlint ptxas LOG --write-baseline / --baseline` (and the config key `baseline`), NVIDIA and AMD: a
register, spill or shared-memory regression beyond the baseline fails; an improvement passes and is said;
known findings stay quiet; a new kernel keeps its findings."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from cli_runner import spawn_kernlint

ROOT = Path(__file__).resolve().parents[1]

NVIDIA = """\
ptxas info    : Compiling entry function '_Z5heavyPf' for 'sm_90'
ptxas info    : Function properties for _Z5heavyPf
    64 bytes stack frame, 40 bytes spill stores, 40 bytes spill loads
ptxas info    : Used 64 registers, used 1 barriers, 4096 bytes smem, 360 bytes cmem[0]
ptxas info    : Compiling entry function '_Z5lightPf' for 'sm_90'
ptxas info    : Function properties for _Z5lightPf
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 16 registers, used 0 barriers, 360 bytes cmem[0]
"""

AMD = """\
k.hip:3:1: remark: Function Name: _Z4tilePf [-Rpass-analysis=kernel-resource-usage]
k.hip:3:1: remark:     SGPRs: 24 [-Rpass-analysis=kernel-resource-usage]
k.hip:3:1: remark:     VGPRs: 40 [-Rpass-analysis=kernel-resource-usage]
k.hip:3:1: remark:     AGPRs: 0 [-Rpass-analysis=kernel-resource-usage]
k.hip:3:1: remark:     ScratchSize [bytes/lane]: 0 [-Rpass-analysis=kernel-resource-usage]
k.hip:3:1: remark:     Dynamic Stack: False [-Rpass-analysis=kernel-resource-usage]
k.hip:3:1: remark:     Occupancy [waves/SIMD]: 8 [-Rpass-analysis=kernel-resource-usage]
k.hip:3:1: remark:     SGPRs Spill: 0 [-Rpass-analysis=kernel-resource-usage]
k.hip:3:1: remark:     VGPRs Spill: 0 [-Rpass-analysis=kernel-resource-usage]
k.hip:3:1: remark:     LDS Size [bytes/block]: 8192 [-Rpass-analysis=kernel-resource-usage]
"""


def kernlint(cwd: Path, *args: str) -> subprocess.CompletedProcess:
    return spawn_kernlint("ptxas", *args, cwd=cwd, env={"NO_COLOR": "1"})


def found(proc) -> list[tuple[str, str]]:
    """(rule, message and fix as one line, like Diagnostic.text) of each finding of a JSON document."""
    return [(d["rule"], d["message"] + (f" Fix: {d['help']}" if d.get("help") else ""))
            for d in json.loads(proc.stdout)["diagnostics"]]


def test_nvidia_regressions_fail_improvements_pass(tmp_path):
    (tmp_path / "build.log").write_text(NVIDIA)
    assert kernlint(tmp_path, "build.log").returncode == 1  # the spill of heavy is a finding today
    wrote = kernlint(tmp_path, "build.log", "--write-baseline", "baseline.json")
    assert wrote.returncode == 0 and "wrote 2 kernel record(s)" in wrote.stderr
    records = json.loads((tmp_path / "baseline.json").read_text())["records"]
    assert {(r["kernel"], r["arch"], r["registers"], r["spills"], r["shared_bytes"]) for r in records} == {
        ("_Z5heavyPf", "sm_90", 64, 80, 4096), ("_Z5lightPf", "sm_90", 16, 0, 0)}
    same = kernlint(tmp_path, "build.log", "--baseline", "baseline.json", "--format", "json")
    assert same.returncode == 0 and found(same) == []  # the known spill stays quiet
    worse = NVIDIA.replace("Used 64 registers", "Used 72 registers").replace("4096 bytes smem", "8192 bytes smem") \
        .replace("40 bytes spill stores, 40 bytes spill loads", "48 bytes spill stores, 48 bytes spill loads")
    (tmp_path / "build.log").write_text(worse)
    proc = kernlint(tmp_path, "build.log", "--baseline", "baseline.json", "--format", "json")
    assert proc.returncode == 1
    assert found(proc) == [
        ("KL205", "`heavy` on sm_90: spilled 80 -> 96: over baseline baseline.json Fix: bring it back down, or "
                  "accept it with --write-baseline baseline.json"),
        ("KL206", "`heavy` on sm_90: registers 64 -> 72: over baseline baseline.json Fix: bring it back down, or "
                  "accept it with --write-baseline baseline.json"),
        ("KL207", "`heavy` on sm_90: shared memory bytes 4096 -> 8192: over baseline baseline.json Fix: bring it "
                  "back down, or accept it with --write-baseline baseline.json")]
    better = NVIDIA.replace("Used 64 registers", "Used 56 registers")
    (tmp_path / "build.log").write_text(better)
    proc = kernlint(tmp_path, "build.log", "--baseline", "baseline.json")
    assert proc.returncode == 0
    assert "`heavy` on sm_90: better than baseline baseline.json (registers 64 -> 56)" in proc.stdout


def test_a_new_kernel_keeps_its_findings(tmp_path):
    (tmp_path / "build.log").write_text(NVIDIA.split("ptxas info    : Compiling entry function '_Z5lightPf'")[0])
    kernlint(tmp_path, "build.log", "--write-baseline", "b.json")
    renamed = NVIDIA.replace("_Z5heavyPf", "_Z6heavy2Pf")
    (tmp_path / "build.log").write_text(renamed)
    proc = kernlint(tmp_path, "build.log", "--baseline", "b.json", "--format", "json")
    assert proc.returncode == 1 and [r for r, _ in found(proc)] == ["KL205"]


def test_amd_remarks_gated_per_target_and_config_key(tmp_path):
    (tmp_path / "hip.log").write_text(AMD)
    (tmp_path / ".kernlint.yaml").write_text("baseline: ci/kernlint-baseline.json\ntargets: [gfx90a, gfx942]\n")
    (tmp_path / "ci").mkdir()
    assert kernlint(tmp_path, "hip.log", "--write-baseline", "ci/kernlint-baseline.json").returncode == 0
    records = json.loads((tmp_path / "ci/kernlint-baseline.json").read_text())["records"]
    assert sorted((r["arch"], r["registers"], r["sgprs"], r["shared_bytes"]) for r in records) == [
        ("gfx90a", 40, 24, 8192), ("gfx942", 40, 24, 8192)]
    assert kernlint(tmp_path, "hip.log").returncode == 0
    (tmp_path / "hip.log").write_text(AMD.replace("VGPRs: 40", "VGPRs: 48").replace("VGPRs Spill: 0", "VGPRs Spill: 2"))
    proc = kernlint(tmp_path, "hip.log", "--format", "json")
    assert proc.returncode == 1
    got = sorted((d["rule"], d["arch"]) for d in json.loads(proc.stdout)["diagnostics"])
    assert got == [("KL205", "gfx90a"), ("KL205", "gfx942"), ("KL206", "gfx90a"), ("KL206", "gfx942")]


def test_check_and_ptxas_share_one_baseline_file(tmp_path):
    (tmp_path / "build.log").write_text(NVIDIA)
    (tmp_path / "k.cu").write_text("__global__ void k(int *o) { if (threadIdx.x & 1 == 0) o[0] = 1; }\n")
    kernlint(tmp_path, "build.log", "--write-baseline", "b.json")
    subprocess.run([sys.executable, "-m", "analyzer", "check", "k.cu", "--write-baseline", "b.json"], cwd=tmp_path,
                   env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=300, capture_output=True)
    doc = json.loads((tmp_path / "b.json").read_text())
    assert len(doc["records"]) == 2 and len(doc["findings"]) == 1
