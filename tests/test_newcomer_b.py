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
