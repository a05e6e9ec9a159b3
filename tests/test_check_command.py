"""`kernlint check` / `kernlint kernels` end to end: keys, exit codes, determinism across --jobs, bad input."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from cli_runner import run_kernlint

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "fixtures" / "src"


def kernlint(*args: str, stdin: str | None = None, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return run_kernlint(*args, stdin=stdin, cwd=cwd or ROOT)


def test_check_json_keys_and_findings():
    proc = kernlint("check", str(SRC), "--format", "json")
    assert proc.returncode == 1, proc.stderr
    doc = json.loads(proc.stdout)
    assert set(doc) == {"diagnostics", "statistics", "errors"} and doc["errors"] == []
    assert set(doc["statistics"]) == {"files", "kernels", "kernels_parsed", "parse_errors"}
    keys = {"rule", "name", "severity", "message", "file", "line", "column", "end_line", "end_column", "kernel", "help"}
    assert all(set(d) == keys for d in doc["diagnostics"])
    found = {(Path(d["file"]).name, d["rule"], d["line"]) for d in doc["diagnostics"]}
    assert ("warp_divergence.cu", "KL202", 21) in found  # dim3 block(blocksize, 2) with blocksize = 40
    assert ("reduce.cu", "KL101", 25) in found  # dim3(64, 32)
    assert ("vector_add.hip", "KL202", 12) in found  # 96 threads on 64-lane wavefronts
    seed = next(d for d in doc["diagnostics"] if d["rule"] == "KL202" and d["file"].endswith("warp_divergence.cu"))
    assert "80 threads -> 3 warps" in seed["message"] and "16 lanes idle" in seed["message"]


@pytest.mark.slow
def test_output_identical_whatever_the_parallelism():
    one = kernlint("check", "fixtures", "--format", "json", "--jobs", "1")
    two = kernlint("check", "fixtures", "--format", "json", "--jobs", "2")
    assert one.stdout == two.stdout and one.returncode == two.returncode


def test_exit_codes(tmp_path):
    clean = tmp_path / "clean.cu"
    clean.write_text("__global__ void k(float* x) { x[threadIdx.x] = 0.0f; }\n"
                     "void run(float* x) { k<<<1, 128>>>(x); }\n")
    assert kernlint("check", str(clean)).returncode == 0
    bad = tmp_path / "bad.cu"
    bad.write_text("__global__ void k(float* x) { x[threadIdx.x] = 0.0f; }\n"
                   "void run(float* x) { k<<<1024, 100>>>(x); }\n")
    assert kernlint("check", str(bad)).returncode == 1
    assert kernlint("check", str(bad), "--exit-zero").returncode == 0
    assert kernlint("check", str(bad), "--fail-on", "error").returncode == 0
    assert kernlint("check", str(bad), "--ignore", "KL202").returncode == 0
    proc = kernlint("check", str(bad), str(tmp_path / "missing.cu"), "--format", "concise")
    assert proc.returncode == 2
    assert "missing.cu" in proc.stderr and len(proc.stderr.strip().splitlines()) == 1
    assert "bad.cu:2:" in proc.stdout  # the other file was still analysed
    noted = tmp_path / "noted.cu"
    noted.write_text("void host() { cudaDeviceSynchronize(); int broken = 3 + ; }\n"
                     "__global__ void k(float* x) { x[0] = 1.0f; }\n")
    proc = kernlint("check", str(noted), "--format", "concise")
    assert proc.returncode == 0 and "[KL001]" in proc.stdout  # parse-error notes do not fail by default
    assert kernlint("check", str(noted), "--fail-on", "note").returncode == 1
    binary = tmp_path / "blob.cu"
    binary.write_bytes(b"\x00\x01\x02" * 100)
    proc = kernlint("check", str(binary), str(clean))
    assert proc.returncode == 2 and "binary" in proc.stderr and "Traceback" not in proc.stderr


def test_stdin_with_filename():
    code = "__global__ void k(float* x) { x[0] = 1; }\nvoid f(float* x) { k<<<1024, 40>>>(x); }\n"
    proc = kernlint("check", "-", "--stdin-filename", "piped.cu", "--format", "concise", stdin=code)
    assert proc.returncode == 1 and proc.stdout.startswith("piped.cu:2:"), proc.stdout + proc.stderr


def test_kernels_inventory_json():
    proc = kernlint("kernels", str(SRC), "--format", "json")
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(proc.stdout)
    assert set(doc) == {"kernels", "launches"}
    kernels = {k["name"]: k for k in doc["kernels"]}
    assert set(kernels["transpose"]) == {"name", "file", "line", "launch_bounds", "static_shared_bytes", "parsed"}
    assert kernels["transpose"]["static_shared_bytes"] == 32 * 33 * 4
    assert kernels["axpy"]["launch_bounds"] == [256, None]
    assert kernels["reduce_sum"]["static_shared_bytes"] == 0
    launches = {(Path(x["file"]).name, x["line"]): x for x in doc["launches"]}
    assert set(launches[("transpose.cu", 22)]) == {"kernel", "file", "line", "grid", "block", "dynamic_shared_bytes",
                                                   "static_shared_bytes"}
    assert launches[("transpose.cu", 22)]["static_shared_bytes"] == 32 * 33 * 4  # the kernel's own
    assert launches[("transpose.cu", 22)]["block"] == [32, 8, 1]
    assert launches[("transpose.cu", 22)]["grid"] == [None, None, 1]
    assert launches[("saxpy.cu", 10)] == {"kernel": "axpy<double>", "file": launches[("saxpy.cu", 10)]["file"],
                                          "line": 10, "grid": [4, 1, 1], "block": [256, 1, 1],
                                          "dynamic_shared_bytes": 0, "static_shared_bytes": 0}
    assert launches[("saxpy.cu", 5)]["kernel"] == "axpy<float>"
    assert launches[("reduce.cu", 23)]["dynamic_shared_bytes"] == 256 * 4


def test_help_and_rules_do_not_import_lark():
    code = ("import sys, analyzer.cli\n"
            "assert 'lark' not in sys.modules and 'pygments' not in sys.modules, sorted(sys.modules)\n")
    assert subprocess.run([sys.executable, "-c", code], capture_output=True).returncode == 0
    if shutil.which("kernlint"):
        code = ("import sys\nfrom analyzer.cli import app\n"
                "try:\n    app(['rules'])\nexcept SystemExit:\n    pass\n"
                "assert 'lark' not in sys.modules\n")
        proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
        assert proc.returncode == 0, proc.stderr


def test_launches_of_a_same_named_kernel_in_another_program_do_not_count(tmp_path):
    """Two programs in one tree each define `k`: each kernel is judged by its own file's launch, not the
    other program's (a 40x2 block elsewhere must not make this file's 64x1 launch diverge)."""
    body = ("__global__ void k(float* c) {\n  int tid = blockIdx.x * blockDim.x + threadIdx.x;\n"
            "  if ((tid / warpSize) % 2 == 0) c[tid] = 1.f;\n}\n")
    (tmp_path / "a.cu").write_text(body + "void run_a(float* c) { k<<<4, dim3(40, 2)>>>(c); }\n")
    (tmp_path / "b.cu").write_text(body + "void run_b(float* c) { k<<<4, 64>>>(c); }\n")
    (tmp_path / "c.cu").write_text("__global__ void k(float* c);\n")  # a declaration: no rival definition
    proc = kernlint("check", str(tmp_path), "--select", "KL201", "--format", "json")
    found = sorted((Path(d["file"]).name, d["line"]) for d in json.loads(proc.stdout)["diagnostics"])
    assert found == [("a.cu", 3)]


@pytest.mark.parametrize("args", [["ptxas"], ["check", "--bogus"], ["occupancy", "--arch", "sm_90", "--threads",
                                                                   "abc", "--regs", "32"], ["nosuchcommand"]])
def test_usage_errors_are_one_line_and_exit_2(args) -> None:
    proc = kernlint(*args)
    assert proc.returncode == 2 and proc.stdout == ""
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("kernlint: ") and "--help" in lines[0], proc.stderr


def test_kernels_json_gives_each_template_launch_its_instantiation():
    """launches[].static_shared_bytes is the instantiation's (checked against ptxas in test_smem_nvcc)."""
    from analyzer.lint.sources import analyze_file
    from analyzer.source import read_source

    path = ROOT / "fixtures" / "smem" / "templates" / "instantiations.cu"
    proc = kernlint("kernels", str(path), "--format", "json")
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(proc.stdout)
    assert all(k["static_shared_bytes"] is None for k in doc["kernels"])  # depends on the arguments
    model = analyze_file(str(path), read_source(str(path)).text, None, frozenset())
    expected = {launch.line: launch.static_shared_bytes for launch in model.launches}
    got = {x["line"]: x["static_shared_bytes"] for x in doc["launches"]}
    assert got == expected and len(set(got.values())) > 3 and None not in got.values()
