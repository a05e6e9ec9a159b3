"""Issue 11, wrong answers: one finding per problem (18), HIP targets (16), what-ifs that cannot compile (15),
advice that makes things worse (17)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from cli_runner import spawn_kernlint

ROOT = Path(__file__).resolve().parents[1]


def kernlint(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return spawn_kernlint(*args, cwd=cwd)


def record(mangled: str, arch: str, regs: int, smem: int = 0, stores: int = 0, loads: int = 0) -> str:
    return (f"ptxas info    : Compiling entry function '{mangled}' for '{arch}'\n"
            f"ptxas info    : Function properties for {mangled}\n"
            f"    0 bytes stack frame, {stores} bytes spill stores, {loads} bytes spill loads\n"
            f"ptxas info    : Used {regs} registers, {smem} bytes smem, 352 bytes cmem[0]\n")


def rules(proc: subprocess.CompletedProcess) -> list[tuple[str, int]]:
    return sorted((d["rule"], d["line"]) for d in json.loads(proc.stdout)["diagnostics"])


def test_one_finding_per_problem_with_ptxas_records(tmp_path):
    (tmp_path / "s.cu").write_text(
        "__global__ void big(float* x) {\n"
        "  __shared__ float buf[16384];\n"
        "  buf[threadIdx.x] = x[threadIdx.x];\n"
        "  __syncthreads();\n"
        "  x[threadIdx.x] = buf[255 - threadIdx.x];\n"
        "}\n"
        "void run(float* x) { big<<<1, 256>>>(x); }\n"
        "__global__ void k(float* x) { x[threadIdx.x] = 0.0f; }\n"
        "void run2(float* x) { k<<<1, 4096>>>(x); }\n")
    log = "".join(record(m, a, 16, s) for a in ("sm_80", "sm_90") for m, s in (("_Z3bigPf", 65536), ("_Z1kPf", 0)))
    (tmp_path / "b.log").write_text(log)
    proc = kernlint("check", "s.cu", "--ptxas", "b.log", "--format", "json", cwd=tmp_path)
    assert rules(proc) == [("KL101", 9), ("KL103", 1)], proc.stdout


LDS = ("#include <hip/hip_runtime.h>\n"
       "__global__ void tile(float* x) {\n"
       "  __shared__ float lds[14336];\n"  # 56 KiB: valid LDS on gfx90a/gfx942, over NVIDIA's 48 KiB static limit
       "  lds[threadIdx.x] = x[threadIdx.x];\n"
       "  __syncthreads();\n"
       "  x[threadIdx.x] = lds[threadIdx.x + 1];\n"
       "}\n")


def test_a_hip_file_is_judged_by_amd_targets(tmp_path):
    (tmp_path / "t.hip").write_text(LDS)
    (tmp_path / "t.cu").write_text(LDS.replace("#include <hip/hip_runtime.h>\n", "\n"))
    proc = kernlint("check", ".", "--format", "json", cwd=tmp_path)
    assert [(d["file"], d["rule"]) for d in json.loads(proc.stdout)["diagnostics"]] == [("t.cu", "KL103")]
    proc = kernlint("check", "t.hip", "--format", "json", "--arch", "sm_90", "--arch", "gfx90a", cwd=tmp_path)
    assert json.loads(proc.stdout)["diagnostics"] == []
    # only NVIDIA targets configured: the configuration names them for HIP too (HIP on NVIDIA)
    (tmp_path / ".kernlint.yaml").write_text("targets: [sm_90]\n")
    proc = kernlint("check", "t.hip", "--format", "json", cwd=tmp_path)
    assert [d["rule"] for d in json.loads(proc.stdout)["diagnostics"]] == ["KL103"]


def test_occupancy_refuses_static_shared_memory_that_cannot_compile():
    proc = kernlint("occupancy", "--arch", "sm_90", "--threads", "256", "--regs", "32", "--smem", "64KiB")
    assert proc.returncode == 2 and "--dynamic-smem" in proc.stderr and "48 KiB" in proc.stderr, proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1
    dyn = kernlint("occupancy", "--arch", "sm_90", "--threads", "256", "--regs", "32", "--dynamic-smem", "64KiB")
    assert dyn.returncode == 0 and "cudaFuncSetAttribute" in dyn.stdout and "37.5 %" in dyn.stdout
    amd = kernlint("occupancy", "--arch", "gfx90a", "--threads", "256", "--regs", "32", "--smem", "56KiB")
    assert amd.returncode == 0, amd.stderr  # LDS has no static/dynamic split


def test_no_what_if_proposes_static_shared_memory_over_48_kib(tmp_path):
    from analyzer.occupancy import occupancy
    from analyzer.occupancy.whatif import shared_step

    opts = dict(carveout=None, barriers=1, sgprs=None, agprs=None, wave_size=None)
    static = occupancy("sm_90", 256, 32, 65536, 0, None, 1)  # a hand-written log can say so
    assert shared_step(static, opts) is None
    dynamic = occupancy("sm_90", 256, 32, 0, 65536, None, 1)
    assert shared_step(dynamic, opts).value == 56 * 1024  # dynamic memory can be cut to 56 KiB and stay opted in
    log = tmp_path / "b.log"
    log.write_text(record("_Z1kPf", "sm_90", 32, 65536))
    out = json.loads(kernlint("ptxas", str(log), "--format", "json").stdout)
    assert not any("cut" in (d["help"] or "") for d in out["diagnostics"]), out["diagnostics"]


def _kl201_help(tmp_path, condition: str) -> str:
    (tmp_path / "d.cu").write_text("__global__ void k(float* out) {\n  int tid = threadIdx.x;\n"
                                   f"  if ({condition}) out[tid] = 1.f;\n}}\n")
    (diag,) = json.loads(kernlint("check", "d.cu", "--format", "json", cwd=tmp_path).stdout)["diagnostics"]
    return diag["help"]


def test_kl201_fix_keeps_the_meaning_or_says_the_work_must_be_reorganised(tmp_path):
    two = _kl201_help(tmp_path, "tid % 2 == 0")
    assert "(tid / warpSize)" in two and "data index" in two  # other threads: the index must follow
    three = _kl201_help(tmp_path, "tid % 3 == 0")
    # NOTE: a 3-way split by warps sends a different number of threads down each path: no drop-in condition
    assert three.startswith("reorganise the work by warps") and "different number of threads" in three, three


def test_register_cap_advice_on_a_kernel_that_spills_says_it_spills_more(tmp_path):
    log = tmp_path / "b.log"
    log.write_text(record("_Z1kPf", "sm_80", 168, 0, 4784, 4784))
    doc = json.loads(kernlint("ptxas", str(log), "--format", "json").stdout)
    capped = [d for d in doc["diagnostics"] if "maxrregcount" in (d["help"] or "")]
    assert capped and all("spill" in d["help"] for d in capped), doc["diagnostics"]
    proc = kernlint("occupancy", "--arch", "sm_80", "--threads", "256", "--regs", "168")
    assert "maxrregcount" in proc.stdout  # no spill known: the cap is advice as before


def test_ptxas_join_tells_overloads_apart_by_signature(tmp_path):
    (tmp_path / "ov.cu").write_text(
        "__global__ void ov(float* x) { x[threadIdx.x] = 0.0f; }\n"
        "__global__ void ov(const double* __restrict__ y, int n) { }\n"
        "void run(float* f) { ov<<<1, 256>>>(f); }\n")
    (tmp_path / "b.log").write_text(record("_Z2ovPf", "sm_90", 8) + record("_Z2ovPKdi", "sm_90", 32, 0, 64, 64))
    doc = json.loads(kernlint("check", "ov.cu", "--ptxas", "b.log", "--arch", "sm_90", "--format", "json",
                              cwd=tmp_path).stdout)
    assert [(d["rule"], d["line"]) for d in doc["diagnostics"]] == [("KL205", 2)]
    (launch,) = doc["launches"]
    # NOTE: the launch passes one argument: the float overload's record (8 registers), never the double one's 32
    assert launch["occupancy"]["sm_90"]["registers"] == 8
    # the same number of arguments: the launch's overload is not known, so no record is pinned on it
    (tmp_path / "ov.cu").write_text(
        "__global__ void ov(float* x) { x[threadIdx.x] = 0.0f; }\n"
        "__global__ void ov(double* y) { }\n"
        "void run(float* f) { ov<<<1, 256>>>(f); }\n")
    (tmp_path / "b.log").write_text(record("_Z2ovPf", "sm_90", 8) + record("_Z2ovPd", "sm_90", 32))
    doc = json.loads(kernlint("check", "ov.cu", "--ptxas", "b.log", "--arch", "sm_90", "--format", "json",
                              cwd=tmp_path).stdout)
    assert doc["launches"][0]["occupancy"] == {}
