"""Issue 11, output: the fix on its own `help:` line, a summary line for `check` (item 7)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from cli_runner import spawn_kernlint

ROOT = Path(__file__).resolve().parents[1]
DIVERGENT = ("__global__ void k(float* out) {\n"
             "  int tid = threadIdx.x;\n"
             "  if (tid % 2 == 0) out[tid] = 1.f;\n"
             "}\n")


def kernlint(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return spawn_kernlint(*args, cwd=cwd)


def test_text_output_puts_the_fix_on_its_own_help_line_and_ends_with_a_summary(tmp_path):
    (tmp_path / "a.cu").write_text(DIVERGENT)
    (tmp_path / "clean.cu").write_text("__global__ void c(float* x) { x[threadIdx.x] = 0.f; }\n")
    proc = kernlint("check", ".", "--color", "never", cwd=tmp_path)
    lines = proc.stdout.splitlines()
    head = next(line for line in lines if "KL201" in line)
    assert "Fix:" not in head and head.endswith("(divergent-branch)")
    helps = [line for line in lines if line.startswith("help: ")]
    assert len(helps) == 1 and "(tid / warpSize)" in helps[0], proc.stdout
    assert lines.index(helps[0]) > lines.index(head)
    # NOTE: one store per arm: an optimised build predicates it, so the finding is a note (issue 17's cost model)
    assert lines[-1] == "Found 1 finding (1 note) in 2 files.", proc.stdout


def test_clean_run_says_no_findings_and_concise_stays_one_line_per_finding(tmp_path):
    (tmp_path / "clean.cu").write_text("__global__ void c(float* x) { x[threadIdx.x] = 0.f; }\n")
    assert kernlint("check", ".", cwd=tmp_path).stdout.splitlines()[-1] == "No findings in 1 file."
    (tmp_path / "a.cu").write_text(DIVERGENT)
    proc = kernlint("check", ".", "--format", "concise", cwd=tmp_path)
    lines = proc.stdout.splitlines()
    assert len(lines) == 1 and lines[0].startswith("a.cu:3:7: ") and "condition" in lines[0]
    assert "Fix:" not in lines[0] and "help" not in lines[0]  # ruff's concise: the message only


def test_json_and_sarif_stay_pure_and_carry_the_fix_apart(tmp_path):
    (tmp_path / "a.cu").write_text(DIVERGENT)
    doc = json.loads(kernlint("check", "a.cu", "--format", "json", cwd=tmp_path).stdout)
    (diag,) = doc["diagnostics"]
    assert "(tid / warpSize)" in diag["help"]
    assert "Fix:" not in diag["message"] and diag["message"].startswith("condition `tid % 2 == 0`")
    sarif = json.loads(kernlint("check", "a.cu", "--format", "sarif", cwd=tmp_path).stdout)
    (result,) = sarif["runs"][0]["results"]
    assert "(tid / warpSize) % 2 == 0" in result["message"]["text"]


def test_no_rule_writes_its_fix_inline(tmp_path):
    """Every finding over the rule fixtures keeps its advice in `help`, none in the message."""
    doc = json.loads(kernlint("check", "fixtures/rules", "fixtures/src", "--select", "ALL", "--format", "json").stdout)
    advice = ("Fix:", " Use ", " Move ", " Write ", "; use ", "(use ", " Declare ", " Add ", "instead")
    inline = [(d["rule"], d["message"]) for d in doc["diagnostics"] if any(w in d["message"] for w in advice)]
    assert inline == []
    helped = {d["rule"] for d in doc["diagnostics"] if d["help"]}
    assert {"KL102", "KL103", "KL104", "KL105", "KL201", "KL202", "KL301"} <= helped


def test_kernels_shows_launch_bounds_as_written(tmp_path):
    (tmp_path / "lb.cu").write_text(
        "__global__ void __launch_bounds__(128) k(float* x) { x[threadIdx.x] = 0.0f; }\n"
        "__global__ void __launch_bounds__(256, 2) m(float* x) { x[threadIdx.x] = 0.0f; }\n")
    out = kernlint("kernels", "lb.cu", cwd=tmp_path).stdout
    assert "kernel k  __launch_bounds__(128)  static" in out and "?" not in out
    assert "kernel m  __launch_bounds__(256, 2)  static" in out


LONG_LOG = ("ptxas info    : Compiling entry function '_Z1kPf' for 'sm_80'\n"
            "ptxas info    : Function properties for _Z1kPf\n"
            "    8 bytes stack frame, 12 bytes spill stores, 20 bytes spill loads\n"
            "ptxas info    : Used 40 registers, 300000 bytes smem, 352 bytes cmem[0]\n"
            "ptxas info    : Compiling entry function '_Z1mPf' for 'sm_80'\n"
            "ptxas info    : Function properties for _Z1mPf\n"
            "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n"
            "ptxas info    : Used 16 registers, 40000 bytes smem, 352 bytes cmem[0]\n"
            "ptxas info    : Compiling entry function '_Z1nPf' for 'sm_80'\n"
            "ptxas info    : Function properties for _Z1nPf\n"
            "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n"
            "ptxas info    : Used 16 registers, 352 bytes cmem[0]\n")


def test_ptxas_table_keeps_its_columns_and_says_what_spill_is(tmp_path):
    log = tmp_path / "b.log"
    log.write_text(LONG_LOG)
    lines = kernlint("ptxas", str(log)).stdout.splitlines()
    head = next(i for i, line in enumerate(lines) if line.lstrip().startswith("line"))
    rows = lines[head + 1: head + 4]
    starts = {row.index(name) for row, name in zip(rows, ("k(float*)", "m(float*)", "n(float*)"))}
    assert len(starts) == 1 and lines[head].index("kernel") in starts, "\n".join(lines)
    assert "12/20" in rows[0]  # stores / loads, not 32
    assert "spill" in lines[0] and "stored/loaded" in lines[0]


def test_sizes_are_not_said_twice(tmp_path):
    log = tmp_path / "b.log"
    log.write_text(LONG_LOG)
    out = kernlint("ptxas", str(log), "--format", "json", "--max-shared", "40000").stdout
    messages = [d["message"] for d in json.loads(out)["diagnostics"] if d["rule"] == "KL207"]
    assert messages and not any("(300000 B)" in m or "(40000 B)" in m for m in messages), messages
    assert any("300000 bytes" in m for m in messages)


def test_user_docs_speak_of_no_internal_history():
    import re

    texts = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")), *sorted((ROOT / "rules").glob("*.yaml"))]
    internal = re.compile(r"\bissue \d|\bissues? \d+ */|the book'?s|\bthe seed'?s?\b", re.I)
    found = [f"{p.name}: {m.group(0)}" for p in texts for m in internal.finditer(p.read_text(encoding="utf-8"))]
    assert found == []
