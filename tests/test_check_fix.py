"""`kernlint check --fix / --unsafe-fixes / --diff / --statistics`, driven as a user would: files rewritten
with their encoding, BOM and line endings, the fixed file compiled with nvcc (skipped without it)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from cli_runner import spawn_kernlint

ROOT = Path(__file__).resolve().parents[1]
NVCC = shutil.which("nvcc") or ("/usr/local/cuda/bin/nvcc" if os.access("/usr/local/cuda/bin/nvcc", os.X_OK) else None)

SOURCE = """\
// café: a Windows-1252 comment byte in a CRLF file with a BOM
__global__ void k(int *out, const int *in, float *f) {
    int i = threadIdx.x;
    if (in[i] & 0x01 == 0) out[i] = 1;
    out[i] += i == 0 & in[i];
    float v = f[i];
    v += __shfl_down(v, 1);
    f[i] = v;
}
"""


def kernlint(cwd: Path, *args: str) -> subprocess.CompletedProcess:
    return spawn_kernlint(*args, cwd=cwd)


def write_crlf_bom(path: Path, text: str, encoding: str = "utf-8") -> bytes:
    data = b"\xef\xbb\xbf" + text.replace("\n", "\r\n").encode(encoding)
    path.write_bytes(data)
    return data


def test_fix_applies_safe_fixes_keeping_bom_crlf_and_encoding(tmp_path):
    src = tmp_path / "k.cu"
    write_crlf_bom(src, SOURCE, "cp1252")
    os.chmod(src, 0o640)
    proc = kernlint(tmp_path, "check", "k.cu", "--fix", "--format", "json")
    assert "fixed 1 finding(s) in 1 file(s)" in proc.stderr
    assert "2 more fix(es) available with --unsafe-fixes" in proc.stderr
    data = src.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf") and data.count(b"\r\n") == SOURCE.count("\n") and b"caf\xe9" in data
    text = data[3:].decode("cp1252").replace("\r\n", "\n")
    assert text == SOURCE.replace("in[i] & 0x01 == 0", "(in[i] & 0x01) == 0")
    assert oct(src.stat().st_mode & 0o777) == oct(0o640)
    # what is left is reported, with the exit code of what is left
    left = [(d["rule"], d["line"]) for d in json.loads(proc.stdout)["diagnostics"]]
    assert left == [("KL104", 5), ("KL105", 7)] and proc.returncode == 1


def test_unsafe_fixes_and_a_second_run_has_nothing_left(tmp_path):
    src = tmp_path / "k.cu"
    src.write_text(SOURCE)
    proc = kernlint(tmp_path, "check", "k.cu", "--fix", "--unsafe-fixes")
    assert "fixed 3 finding(s)" in proc.stderr
    text = src.read_text()
    assert "(in[i] & 0x01) == 0" in text and "i == (0 & in[i])" in text
    assert "__shfl_down_sync(0xffffffff, v, 1)" in text
    again = kernlint(tmp_path, "check", "k.cu", "--select", "KL104,KL105")
    assert again.returncode == 0, again.stdout


def test_diff_shows_and_writes_nothing(tmp_path):
    src = tmp_path / "k.cu"
    src.write_text(SOURCE)
    before = src.read_bytes()
    proc = kernlint(tmp_path, "check", "k.cu", "--diff")
    assert proc.returncode == 1 and src.read_bytes() == before
    assert "-    if (in[i] & 0x01 == 0) out[i] = 1;\n+    if ((in[i] & 0x01) == 0) out[i] = 1;" in proc.stdout
    assert "__shfl_down_sync" not in proc.stdout
    assert "__shfl_down_sync" in kernlint(tmp_path, "check", "k.cu", "--diff", "--unsafe-fixes").stdout
    clean = tmp_path / "ok.cu"
    clean.write_text("__global__ void ok(int *o) { o[threadIdx.x] = 0; }\n")
    proc = kernlint(tmp_path, "check", "ok.cu", "--diff")
    assert proc.returncode == 0 and proc.stdout == ""


def test_fix_refuses_stdin(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "analyzer", "check", "-", "--stdin-filename", "k.cu", "--fix"],
                          input=SOURCE, capture_output=True, text=True, cwd=tmp_path, timeout=300,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert proc.returncode == 2 and "--fix cannot rewrite stdin" in proc.stderr


def test_statistics_counts_per_rule_like_ruff(tmp_path):
    (tmp_path / "k.cu").write_text(SOURCE)
    proc = kernlint(tmp_path, "check", "k.cu", "--statistics")
    assert proc.returncode == 1
    assert proc.stdout.splitlines() == ["2\tKL104\t[*] operator-precedence", "1\tKL105\t[*] deprecated-warp-intrinsic"]
    rows = json.loads(kernlint(tmp_path, "check", "k.cu", "--statistics", "--format", "json").stdout)
    assert rows == [{"code": "KL104", "name": "operator-precedence", "count": 2, "fixable": True},
                    {"code": "KL105", "name": "deprecated-warp-intrinsic", "count": 1, "fixable": True}]


@pytest.mark.slow
@pytest.mark.skipif(NVCC is None, reason="nvcc not available")
def test_fixed_file_compiles_with_nvcc(tmp_path):
    """The deprecated intrinsic does not compile for sm_80; after --fix --unsafe-fixes the file does."""
    src = tmp_path / "k.cu"
    write_crlf_bom(src, SOURCE)

    def compiles() -> subprocess.CompletedProcess:
        return subprocess.run([NVCC, "-arch=sm_80", "-c", str(src), "-o", str(tmp_path / "k.o")],
                              capture_output=True, text=True, timeout=300)

    assert compiles().returncode != 0
    kernlint(tmp_path, "check", "k.cu", "--fix", "--unsafe-fixes")
    built = compiles()
    assert built.returncode == 0, built.stderr


def test_sarif_carries_the_fixes_and_stays_valid(tmp_path):
    import jsonschema  # NOTE: in the test extra, and the schema is vendored: this check never skips

    schema = ROOT / "tests" / "data" / "sarif-schema-2.1.0.json"
    (tmp_path / "k.cu").write_text(SOURCE)
    log = json.loads(kernlint(tmp_path, "check", "k.cu", "--format", "sarif").stdout)
    jsonschema.validate(log, json.loads(schema.read_text(encoding="utf-8")))
    first = next(r for r in log["runs"][0]["results"] if r["ruleId"] == "KL104")
    [fix] = first["fixes"]
    assert fix["description"]["text"] == "write `(in[i] & 0x01) == 0` (safe)"
    assert [(r["deletedRegion"]["startLine"], r["deletedRegion"]["startColumn"], r["deletedRegion"]["endColumn"],
             r["insertedContent"]["text"]) for r in fix["artifactChanges"][0]["replacements"]] == [
        (4, 9, 9, "("), (4, 21, 21, ")")]
