"""KL106 re-judged against the measured table of tools/gpu/warpsync/ (results/exited.txt on an H100,
results/loops.txt on an H200): a kernel whose runs hang (a timeout, or a run the table says did not finish), give
wrong results where the kernel is meant to be right, or trip synccheck must be a KL106 error; one whose every run
completes right with synccheck clean, under `-O3` and `-G`, must give none (lanes that leave a loop or skip an `if`
and exit count as exited: PTX's shfl.sync waits only for the non-exited lanes of its mask)."""

from __future__ import annotations

import re
from pathlib import Path

from analyzer.config import Settings
from analyzer.lint.sources import analyze_file

HERE = Path(__file__).resolve().parents[1] / "tools" / "gpu" / "warpsync"
# kernels whose results are wrong by design (stepSixteen mixes two rows on purpose): only hangs and synccheck count
MIXED = {"stepSixteen"}


def _verdicts(table: str) -> dict[str, bool]:
    """kernel -> whether every measured run of it completed right with synccheck clean."""
    ok: dict[str, bool] = {}
    kernel = None
    for line in table.splitlines():
        if (m := re.match(r"## (?:O3|G) (\w+)", line)):
            kernel = m.group(1)
            ok.setdefault(kernel, True)
            if "did not finish" in line or "run stopped" in line:
                ok[kernel] = False
            continue
        if kernel is None:
            continue
        if "timed out" in line or "did not finish" in line or re.search(r"ERROR SUMMARY: [1-9]", line):
            ok[kernel] = False
        wrong = re.search(r"(\d+) of \d+ rows wrong|wrong_rows=(\d+)", line)
        if wrong and kernel not in MIXED and int(wrong.group(1) or wrong.group(2)):
            ok[kernel] = False
    return ok


def _kl106_kernels(source: Path) -> set[str]:
    result = analyze_file(str(source), source.read_text(), Settings(), frozenset({"KL106"}))
    return {d.symbol for d in result.diagnostics if d.rule_id == "KL106" and d.severity.name == "ERROR"}


def test_kl106_agrees_with_the_loops_measured_on_an_h200():
    measured = _verdicts((HERE / "results" / "loops.txt").read_text())
    assert set(measured) == {"rows4Last", "laneLoopStore", "laneLoopWork"}
    reported = _kl106_kernels(HERE / "loops.cu")
    for kernel, right in measured.items():
        assert (kernel in reported) == (not right), kernel


def test_kl106_agrees_with_the_exited_lanes_measured_on_an_h100():
    measured = _verdicts((HERE / "results" / "exited.txt").read_text())
    reported = _kl106_kernels(HERE / "exited.cu")
    assert measured["rowPairSums"] and "rowPairSums" not in reported
    assert not measured["syncAfter"] and "syncAfter" in reported  # the -O3 run hung
