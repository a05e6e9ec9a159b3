"""`kernlint check --write-baseline / --baseline` and the config key `baseline`, driven as a user would:
record today's findings, move and edit code, and see only what is new."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from cli_runner import spawn_kernlint

ROOT = Path(__file__).resolve().parents[1]

OLD = """\
__global__ void odd(float *out) {
    int tid = threadIdx.x;
    if (tid & 1 == 0) out[tid] = 1.0f;
}
"""


def kernlint(cwd: Path, *args: str) -> subprocess.CompletedProcess:
    return spawn_kernlint(*args, cwd=cwd)


def rules_lines(proc) -> list[tuple[str, int]]:
    return [(d["rule"], d["line"]) for d in json.loads(proc.stdout)["diagnostics"]]


def test_baseline_hides_known_findings_even_after_the_code_moves(tmp_path):
    src = tmp_path / "k.cu"
    src.write_text(OLD)
    assert kernlint(tmp_path, "check", "k.cu", "--format", "json").returncode == 1
    wrote = kernlint(tmp_path, "check", "k.cu", "--write-baseline", "kernlint-baseline.json")
    assert wrote.returncode == 0, wrote.stderr
    assert "wrote 1 finding(s)" in wrote.stderr
    doc = json.loads((tmp_path / "kernlint-baseline.json").read_text())
    assert [(e["rule"], e["line"], e["file"]) for e in doc["findings"]] == [("KL104", 3, "k.cu")]
    # moved down by a new kernel above it, re-indented: still known
    moved = "__global__ void fresh(float *out) {\n    out[threadIdx.x] = 0.0f;\n}\n\n" + \
        OLD.replace("    if (tid", "        if (tid")
    src.write_text(moved)
    proc = kernlint(tmp_path, "check", "k.cu", "--baseline", "kernlint-baseline.json", "--format", "json")
    assert proc.returncode == 0, proc.stdout
    assert rules_lines(proc) == []
    assert "1 known finding(s) not shown" in proc.stderr
    # a new finding of the same kind in a new line is reported (and only it), exit 1
    src.write_text(moved.replace("    out[threadIdx.x] = 0.0f;", "    if (threadIdx.x & 2 == 0) out[threadIdx.x] = 0.0f;"))
    proc = kernlint(tmp_path, "check", "k.cu", "--baseline", "kernlint-baseline.json", "--format", "json")
    assert proc.returncode == 1
    assert rules_lines(proc) == [("KL104", 2)]


def test_a_second_identical_finding_is_new(tmp_path):
    (tmp_path / "k.cu").write_text(OLD)
    kernlint(tmp_path, "check", "k.cu", "--write-baseline", "b.json")
    (tmp_path / "k.cu").write_text(OLD.replace("    if (tid & 1 == 0) out[tid] = 1.0f;\n",
                                               "    if (tid & 1 == 0) out[tid] = 1.0f;\n" * 2))
    proc = kernlint(tmp_path, "check", "k.cu", "--baseline", "b.json", "--format", "json")
    assert proc.returncode == 1 and len(rules_lines(proc)) == 1


def test_fixed_findings_are_said_and_config_key_works(tmp_path):
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "k.cu").write_text(OLD)
    (tmp_path / "ci").mkdir()
    kernlint(tmp_path, "check", "src", "--write-baseline", "ci/baseline.json")
    (tmp_path / ".kernlint.yaml").write_text("baseline: ci/baseline.json\n")
    sub = tmp_path / "src"
    proc = kernlint(sub, "check", "k.cu")  # config found upward; the path is relative to the config file
    assert proc.returncode == 0, proc.stdout + proc.stderr
    (sub / "k.cu").write_text(OLD.replace("tid & 1 == 0", "tid < n").replace("(float *out)", "(float *out, int n)"))
    proc = kernlint(sub, "check", "k.cu")
    assert proc.returncode == 0 and "1 baselined finding(s) no longer occur" in proc.stderr


def test_bad_baseline_is_one_line_exit_2(tmp_path):
    (tmp_path / "k.cu").write_text(OLD)
    (tmp_path / "b.json").write_text("{}")
    proc = kernlint(tmp_path, "check", "k.cu", "--baseline", "b.json")
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1 and "not a kernlint baseline" in proc.stderr
    proc = kernlint(tmp_path, "check", "k.cu", "--baseline", "missing.json")
    assert proc.returncode == 2 and "--write-baseline missing.json" in proc.stderr
    (tmp_path / ".kernlint.yaml").write_text("baseline: 3\n")
    proc = kernlint(tmp_path, "check", "k.cu")
    assert proc.returncode == 2 and "baseline should be a file name" in proc.stderr


def test_baseline_fingerprints_equal_sarif_partial_fingerprints(tmp_path):
    (tmp_path / "k.cu").write_text(OLD)
    kernlint(tmp_path, "check", "k.cu", "--write-baseline", "b.json")
    sarif = json.loads(kernlint(tmp_path, "check", "k.cu", "--format", "sarif").stdout)
    prints = [r["partialFingerprints"]["kernlint/v1"] for r in sarif["runs"][0]["results"]]
    assert prints == [e["fingerprint"] for e in json.loads((tmp_path / "b.json").read_text())["findings"]]
