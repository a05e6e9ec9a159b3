"""Issue 27, part B: a newcomer's day (items 3, 4, 7, 9-15, 17-21). Each test failed before its fix."""

from __future__ import annotations

import json
import os
import stat
import subprocess
from pathlib import Path

import pytest

from cli_runner import run_kernlint

ROOT = Path(__file__).resolve().parents[1]


def _json(proc) -> dict:
    return json.loads(proc.stdout)


# --- 3: `check --compile` turns a failed nvcc into KL209, exit 1 -------------------------------------------

FAKE_NVCC = """#!/bin/sh
if [ "$1" = "--version" ]; then echo "fake nvcc"; exit 0; fi
for last; do :; done
echo "$last(2): error: identifier \\"undefined_thing\\" is undefined" >&2
echo "" >&2
echo "1 error detected in the compilation of \\"$last\\"." >&2
exit 1
"""


def test_compile_failure_is_kl209_and_exit_1(tmp_path):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    nvcc = bin_dir / "nvcc"
    nvcc.write_text(FAKE_NVCC)
    nvcc.chmod(0o755)
    (tmp_path / "e.cu").write_text("__global__ void k(int* p) {\n  p[0] = undefined_thing;\n}\n")
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}",
           "KERNLINT_CACHE_DIR": str(tmp_path / "cache")}
    proc = run_kernlint("check", "e.cu", "--compile", "--arch", "sm_80", "--arch", "sm_90", "-f", "json",
                        cwd=tmp_path, env=env)
    assert proc.returncode == 1, (proc.stdout, proc.stderr)
    found = [d for d in _json(proc)["diagnostics"] if d["rule"] == "KL209"]
    assert len(found) == 1, found  # one error, not one per target
    assert found[0]["file"] == "e.cu" and found[0]["line"] == 2
    assert "undefined_thing" in found[0]["message"]


# --- 9: KL104/KL105 inside a __global__ carry the kernel ----------------------------------------------------

def test_kl104_kl105_findings_name_their_kernel(tmp_path):
    (tmp_path / "p.cu").write_text("namespace ns {\n__global__ void k(int* p, int i) {\n  p[0] = i & 1 == 0;\n"
                                   "  p[1] = __shfl(i, 0);\n}\n}\n"
                                   "__device__ int f(int i) { return i & 1 == 0; }\n")
    proc = run_kernlint("check", "p.cu", "-f", "json", "--select", "KL104,KL105", cwd=tmp_path)
    got = {(d["rule"], d["line"]): d["kernel"] for d in _json(proc)["diagnostics"]}
    assert got == {("KL104", 3): "ns::k", ("KL105", 4): "ns::k", ("KL104", 7): None}, got
    sarif = json.loads(run_kernlint("check", "p.cu", "-f", "sarif", "--select", "KL104,KL105", cwd=tmp_path).stdout)
    results = sarif["runs"][0]["results"]
    assert all("ns::k" in json.dumps(r) for r in results if r["locations"][0]["physicalLocation"]["region"]["startLine"] in (3, 4))
    run_kernlint("check", "p.cu", "--select", "KL104,KL105", "--write-baseline", "b.json", cwd=tmp_path)
    assert "ns::k" in (tmp_path / "b.json").read_text()


# --- 7: --diff output is a patch git apply accepts ------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "__global__ void k(int *p, int i) {\n    p[0] = i & 1 == 0;\n}\n",           # ends with a newline
    "__global__ void k(int *p, int i) {\n    p[0] = i & 1 == 0;\n}",             # no newline at the end
    "__global__ void k(int *p, int i) {\r\n    p[0] = i & 1 == 0;\r\n}\r\n",     # CRLF
    "__global__ void k(int *p, int i) {\n    p[0] = i & 1 == 0; }",              # the fixed line is the last
])
def test_diff_is_a_patch_git_applies(tmp_path, text):
    (tmp_path / "a.cu").write_bytes(text.encode())
    subprocess.run(["git", "init", "-q"], cwd=tmp_path, check=True)
    proc = run_kernlint("check", "a.cu", "--diff", cwd=tmp_path)
    assert proc.returncode == 1 and proc.stdout.startswith("--- a/a.cu"), proc.stdout
    assert "@@ -1,3 +1,3 @@" in proc.stdout or "@@ -1,2 +1,2 @@" in proc.stdout, proc.stdout
    (tmp_path / "p.diff").write_bytes(proc.stdout.encode())
    check = subprocess.run(["git", "apply", "--check", "p.diff"], cwd=tmp_path, capture_output=True, text=True)
    assert check.returncode == 0, (proc.stdout, check.stderr)
    subprocess.run(["git", "apply", "p.diff"], cwd=tmp_path, check=True)
    assert (tmp_path / "a.cu").read_bytes() == text.replace("i & 1 == 0", "(i & 1) == 0").encode()


# --- 10: output wording ----------------------------------------------------------------------------------------

PRECEDENCE = "__global__ void k(int *p, int i) {\n    p[0] = i & 1 == 0;\n}\n"


def test_sarif_and_github_end_the_message_before_the_fix(tmp_path):
    (tmp_path / "a.cu").write_text(PRECEDENCE)
    sarif = json.loads(run_kernlint("check", "a.cu", "-f", "sarif", cwd=tmp_path).stdout)
    text = sarif["runs"][0]["results"][0]["message"]["text"]
    assert ". Fix: write `(i & 1) == 0`" in text, text
    github = run_kernlint("check", "a.cu", "-f", "github", cwd=tmp_path).stdout
    assert ". Fix: write `(i & 1) == 0`" in github, github


def test_kl103_says_a_dynamic_request_once():
    from analyzer.checks import kl103_shared_memory_exceeds_limit  # noqa: F401  (the rule exists)

    src = ("__global__ void k(float* x) { extern __shared__ float s[]; s[threadIdx.x] = x[0]; }\n"
           "void run(float* x) { k<<<1, 256, 104448>>>(x); }\n")
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "a.cu").write_text(src)
        proc = run_kernlint("check", "a.cu", "--arch", "sm_90", "-f", "json", "--select", "KL103", cwd=tmp)
    (diag,) = _json(proc)["diagnostics"]
    assert "asks for 104448 bytes dynamic of shared memory" in diag["message"], diag["message"]


def test_smem_sweep_rows_keep_one_unit():
    import re

    out = run_kernlint("occupancy", "--arch", "sm_90", "--threads", "256", "--regs", "32", "--smem", "13K",
                       "--sweep", "smem").stdout
    rows = [ln for ln in out.splitlines() if re.match(r"^\d", ln)]
    assert rows and all(re.match(r"^\d+(\.\d+)? - \d+(\.\d+)? (B|KiB) ", row) for row in rows), rows


def test_parse_note_lists_each_line_once_and_no_hint_when_listed(tmp_path):
    from analyzer.diagnostics import Diagnostic, Severity, Span
    from analyzer.lint.parse_notes import count_line, summarize

    notes = [Diagnostic("KL001", "parse-error", Severity.NOTE, f"could not parse {i}", "a.cu", Span.at(line, col))
             for i, (line, col) in enumerate([(3, 1), (3, 20), (5, 1)])]
    (folded,) = summarize(notes)
    assert "(lines 3, 5)" in folded.message, folded.message
    assert "--show-parse-errors" in count_line(notes, 3)
    assert "--show-parse-errors" not in count_line(notes, 3, listed=True)


@pytest.mark.parametrize("fmt", ["sarif", "github"])
def test_statistics_refuses_a_format_it_cannot_print(tmp_path, fmt):
    (tmp_path / "a.cu").write_text(PRECEDENCE)
    proc = run_kernlint("check", "a.cu", "--statistics", "-f", fmt, cwd=tmp_path)
    assert proc.returncode == 2 and proc.stdout == "", (proc.stdout, proc.stderr)
    assert len(proc.stderr.strip().splitlines()) == 1 and "--statistics" in proc.stderr, proc.stderr


def test_no_test_prints_past_pytest_capture():
    """pytest -q printed a stray "preprocess: 20.0 MB ..." line into the progress dots."""
    offenders = [p.name for p in (ROOT / "tests").glob("test_*.py")
                 if p.name != Path(__file__).name and ("capsys.disabled()" in p.read_text() or "capfd.disabled()" in p.read_text())]
    assert offenders == []


DOUBLE_TILE = """__global__ void transpose(double *out, const double *in, int n) {
    __shared__ double tile[32][32];
    int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
    tile[threadIdx.y][threadIdx.x] = in[y * n + x];
    __syncthreads();
    out[x * n + y] = tile[threadIdx.x][threadIdx.y];
}
void run(double *out, const double *in, int n) { transpose<<<dim3(n / 32, n / 32), dim3(32, 32)>>>(out, in, n); }
"""


def test_kl402_help_names_the_element_size_of_a_double_tile(tmp_path):
    (tmp_path / "t.cu").write_text(DOUBLE_TILE)
    (diag,) = _json(run_kernlint("check", "t.cu", "--select", "KL402", "-f", "json", cwd=tmp_path))["diagnostics"]
    assert "4-byte" not in diag["help"] and "one 8-byte element" in diag["help"], diag["help"]
