"""Whole-record stores on the hardware (review r11 A C12; tools/gpu/records/bench.cu, results/NVIDIA_H200.txt): a lane
writing every byte of its own 24-, 32- or 96-byte record with scalar stores runs 1.5x to 13x slower than the same
bytes staged through shared memory, on an H200, store-bound or after FP64 work, at 4M and 16M threads: L2 merges
the partial sectors before DRAM, but the requests' partial-sector writes through L1 and L2 are the cost. So such
stores stay KL401 warnings (the review's claim that they are minor, one 24-byte measurement, is not reproduced);
a 16-byte record's four stores cost 4-15% against one float4 store."""

from __future__ import annotations

import re
from pathlib import Path

from conftest import RULE_FIXTURES, run_fixture

from analyzer.diagnostics import Severity

TABLE = Path(__file__).resolve().parents[1] / "tools" / "gpu" / "records" / "results" / "NVIDIA_H200.txt"
_LINE = re.compile(r"W=(\d+) bytes=\d+ body=(\w+) n=(\d+) (\w+)\s+([\d.]+) ms")


def _table() -> dict[tuple, float]:
    return {(int(w), body, int(n), case): float(ms)
            for w, body, n, case, ms in _LINE.findall(TABLE.read_text(encoding="utf-8"))}


def test_whole_record_stores_of_24_bytes_and_more_cost_against_staging():
    t = _table()
    runs = {(w, body, n) for w, body, n, _ in t}
    assert len(runs) == 16
    for w, body, n in runs:
        if w >= 6:
            assert t[(w, body, n, "strided")] >= 1.4 * t[(w, body, n, "staged")], (w, body, n)
        else:  # NOTE: 16 bytes: four stores against one float4, a few percent to 15%
            assert t[(w, body, n, "strided")] <= 1.2 * t[(w, body, n, "vectored")], (w, body, n)


def test_whole_record_stores_stay_warnings():
    found = {d.line: d for d in run_fixture(RULE_FIXTURES / "KL401/bad_record_stores_grid_stride.cu")[1]
             if d.rule_id == "KL401"}
    assert found[13].severity == Severity.WARNING and "its own 32-byte record" in found[13].help
