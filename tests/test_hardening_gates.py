"""Issue 11, CI gates that must fail: compiler errors (item 9), launches that cannot run (item 10), runs that
found nothing to look at (item 11)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from cli_runner import spawn_kernlint

ROOT = Path(__file__).resolve().parents[1]
SMEM_ERROR = "ptxas error   : Entry function '_Z8big_smemPf' uses too much shared data (0x10000 bytes, 0xc000 max)\n"


def kernlint(*args: str, cwd: Path | None = None, stdin: str | None = None) -> subprocess.CompletedProcess:
    return spawn_kernlint(*args, cwd=cwd, stdin=stdin)


def test_a_compiler_error_in_a_log_is_an_error_finding_in_every_format(tmp_path):
    log = tmp_path / "build.log"
    log.write_text(SMEM_ERROR)
    for fmt in ("text", "concise", "json", "sarif", "github"):
        proc = kernlint("ptxas", str(log), "--format", fmt)
        assert proc.returncode == 1, (fmt, proc.stdout, proc.stderr)
        assert "KL209" in proc.stdout and "uses too much shared data" in proc.stdout, (fmt, proc.stdout)
    doc = json.loads(kernlint("ptxas", str(log), "--format", "json").stdout)
    (diag,) = doc["diagnostics"]
    assert (diag["rule"], diag["severity"], diag["line"], diag["kernel"]) == ("KL209", "error", 1, "big_smem(float*)")
    assert kernlint("ptxas", str(log), "--fail-on", "error").returncode == 1
    assert kernlint("ptxas", str(log), "--ignore", "KL209").returncode == 0


def test_a_compiler_error_in_a_log_given_to_check_is_a_finding(tmp_path):
    (tmp_path / "k.cu").write_text("__global__ void big_smem(float* x) { x[threadIdx.x] = 0.0f; }\n")
    (tmp_path / "build.log").write_text(SMEM_ERROR)
    proc = kernlint("check", "k.cu", "--ptxas", "build.log", "--format", "json", "--fail-on", "error", cwd=tmp_path)
    assert proc.returncode == 1
    (diag,) = json.loads(proc.stdout)["diagnostics"]
    assert (diag["rule"], diag["file"], diag["line"]) == ("KL209", "build.log", 1)


def test_a_fatal_after_errors_is_not_a_second_finding():
    doc = json.loads(kernlint("ptxas", "fixtures/logs/ptx_error.log", "--format", "json").stdout)
    assert [(d["rule"], d["line"]) for d in doc["diagnostics"]] == [("KL209", 1), ("KL209", 2)]


def test_a_launch_that_cannot_run_is_an_error_even_with_fail_on_error(tmp_path):
    src = tmp_path / "k.cu"
    src.write_text("__global__ void k(float* x) { x[threadIdx.x] = 0.0f; }\n"
                   "void run(float* x) { k<<<1, 512>>>(x); }\n")
    log = tmp_path / "k.log"
    log.write_text("ptxas info    : Compiling entry function '_Z1kPf' for 'sm_90'\n"
                   "ptxas info    : Function properties for _Z1kPf\n"
                   "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n"
                   "ptxas info    : Used 168 registers, used 0 barriers, 352 bytes cmem[0]\n")
    proc = kernlint("check", str(src), "--ptxas", str(log), "--arch", "sm_90", "--fail-on", "error",
                    "--format", "json")
    assert proc.returncode == 1, proc.stdout
    doc = json.loads(proc.stdout)
    (diag,) = [d for d in doc["diagnostics"] if d["rule"] == "KL203"]
    assert diag["severity"] == "error" and "cannot launch" in diag["message"]
    proc = kernlint("ptxas", str(log), "--block-size", "512", "--fail-on", "error", "--format", "json")
    assert proc.returncode == 1 and json.loads(proc.stdout)["diagnostics"][0]["severity"] == "error"


def test_an_empty_tree_and_a_log_without_records_are_said_on_stderr(tmp_path):
    (tmp_path / "empty").mkdir()
    proc = kernlint("check", str(tmp_path / "empty"))
    assert proc.returncode == 0 and "no CUDA/HIP files" in proc.stderr, proc.stderr
    proc = kernlint("check", str(tmp_path / "empty"), "--format", "json")
    assert json.loads(proc.stdout)["statistics"]["files"] == 0 and "no CUDA/HIP files" in proc.stderr
    log = tmp_path / "quiet.log"
    log.write_text("nvcc -O2 -c k.cu -o k.o\n")
    proc = kernlint("ptxas", str(log), "--format", "json")
    assert proc.returncode == 0 and "no ptxas resource records" in proc.stderr and "-Xptxas -v" in proc.stderr
    json.loads(proc.stdout)
