"""KL401's note on a lane's own run from a loaded offset (analysis/memory/segments.py) against ncu on an H200
(tools/gpu/segments: walk.cu, run.sh, results.tsv): the walk's sectors per request are 4·len below runs of 8 floats and
32 from them on, which is what the note says, and kernlint makes that note on walk.cu."""

from __future__ import annotations

import csv
from pathlib import Path

HERE = Path(__file__).resolve().parents[1] / "tools" / "gpu" / "segments"
WARPS = 32768 // 32


def _rows() -> list[dict]:
    with open(HERE / "results.tsv", newline="") as f:
        return list(csv.DictReader(f, delimiter="\t"))


def _per_request(r: dict) -> int:
    """Sectors per request of the walk alone (less len[0] and start[t]: a warp's 1 + 4 sectors)."""
    n = int(r["len"])
    return (int(r["sectors"]) - WARPS * (1 + 4)) // (WARPS * n)


def test_the_measured_walk_moves_a_sector_per_lane_from_runs_of_32_bytes_on():
    rows = _rows()
    assert [int(r["len"]) for r in rows] == [1, 2, 4, 8, 16, 32]
    for r in rows:
        n, sectors, requests = int(r["len"]), int(r["sectors"]), int(r["requests"])
        assert requests == WARPS * (2 + n)  # NOTE: len[0], start[t], then the walk's n requests per warp
        walk = sectors - WARPS * (1 + 4)
        assert walk == WARPS * n * min(32, 4 * n), n


def test_kernlint_notes_the_walk_with_the_measured_figure():
    from analyzer.config import Settings
    from analyzer.lint.sources import analyze_file

    path = HERE / "walk.cu"
    result = analyze_file(str(path), path.read_text(), Settings(), frozenset({"KL401"}))
    (note,) = [d for d in result.diagnostics if d.rule_id == "KL401"]
    assert note.severity.name == "NOTE" and "`x[start[t] + i]`" in note.message
    # NOTE: the figures the note gives, read from the measured table: the first run length at which a request
    # touches a sector per lane, and the sectors a request of runs of one element (consecutive lanes) touches
    rows = _rows()
    first = next(int(r["len"]) for r in rows if _per_request(r) == 32)
    need = _per_request(rows[0])
    assert (f"from runs of {4 * first} bytes on ({first} `float`s) it touches a sector per lane, 32 where its lanes "
            f"need {need}") in note.message
