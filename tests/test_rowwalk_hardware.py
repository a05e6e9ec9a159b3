"""Row walks on the hardware (review r14 A Q5; tools/gpu/rowwalk/bench.cu, results/NVIDIA_H200.txt): a lane summing
its own row of `cell` floats, rolled (a run-time count) and unrolled, against the coalesced layout. KL401 grades the
walk by the lines a request touches (judge.WALK_LINES): every cell it makes a note must have run within 1.25x of the
coalesced layout in both forms, and every cell it keeps a warning at least 1.15x slower in the rolled form. Each
cell's kernel is analysed as the bench launches it, and its grade is judged against the table on every run."""

from __future__ import annotations

import re
from pathlib import Path

from analyzer.config import Settings
from analyzer.diagnostics import Severity
from analyzer.lint.sources import analyze_file

TABLE = Path(__file__).resolve().parents[1] / "tools" / "gpu" / "rowwalk" / "results" / "NVIDIA_H200.txt"
_ROW = re.compile(r"cell=(\d+)\tbytes_per_row=\d+.*?rolled/coalesced=([\d.]+)\tunrolled/coalesced=([\d.]+)")

_ROLLED = """__global__ void rolled(const float *src, float *dst, int n, int cell) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float s = 0.f;
    for (int c = 0; c < cell; ++c) s += src[(size_t)i * cell + c];
    dst[i] = s;
}
void run(const float *src, float *dst, int n) { rolled<<<(n + 255) / 256, 256>>>(src, dst, n, CELL); }
"""
_UNROLLED = """__global__ void unrolled(const float *src, float *dst, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float s = 0.f;
#pragma unroll
    for (int c = 0; c < CELL; ++c) s += src[(size_t)i * CELL + c];
    dst[i] = s;
}
void run(const float *src, float *dst, int n) { unrolled<<<(n + 255) / 256, 256>>>(src, dst, n); }
"""


def _grade(source: str, cell: int) -> Severity | None:
    text = source.replace("CELL", str(cell))
    found = [d for d in analyze_file(f"walk{cell}.cu", text, Settings(), frozenset({"KL401"})).diagnostics
             if d.rule_id == "KL401"]
    assert len(found) <= 1, found
    return found[0].severity if found else None


def test_the_table_covers_short_and_long_rows():
    rows = _ROW.findall(TABLE.read_text(encoding="utf-8"))
    assert {int(c) for c, _, _ in rows} >= {1, 4, 6, 8, 12, 16, 32}


def test_row_walk_grades_agree_with_the_measured_times():
    for cell, rolled, unrolled in _ROW.findall(TABLE.read_text(encoding="utf-8")):
        cell, rolled, unrolled = int(cell), float(rolled), float(unrolled)
        for source, ratio in ((_ROLLED, rolled), (_UNROLLED, unrolled)):
            grade = _grade(source, cell)
            if grade == Severity.NOTE:
                assert rolled <= 1.25 and unrolled <= 1.25, (cell, grade, rolled, unrolled)
            elif grade == Severity.WARNING:
                assert ratio >= 1.15, (cell, grade, ratio)
    assert _grade(_ROLLED, 6) == Severity.NOTE and _grade(_ROLLED, 32) == Severity.WARNING
    assert _grade(_UNROLLED, 6) == Severity.NOTE and _grade(_UNROLLED, 32) == Severity.WARNING
