"""Warp votes that end a loop with barriers in it, on the hardware (review r14 A Q4; tools/gpu/barriers/votes.cu,
votes.txt): `same` (32x4 blocks, every warp hands the vote the same values lane by lane) and `split` (64x2 blocks, the
warps of threadIdx.x 32..63 vote apart and run on alone) both completed with every result right at -O3 and -G, and
synccheck reported no error for either. kernlint: `same` block-uniform (no finding), `split` a KL102 note (leaving
warps) that says synccheck reported none."""

from __future__ import annotations

import re
from pathlib import Path

from analyzer.config import Settings
from analyzer.diagnostics import Severity
from analyzer.lint.sources import analyze_file

HERE = Path(__file__).resolve().parents[1] / "tools" / "gpu" / "barriers"


def test_both_kernels_completed_right_and_synccheck_saw_nothing():
    text = (HERE / "votes.txt").read_text(encoding="utf-8")
    for build in ("O3", "G"):
        for kernel in ("same", "split"):
            assert f"-{build} {kernel}: 20 launches of 132 blocks, 0 results differ" in text
        assert len(re.findall(rf"-{build} synccheck =+ ERROR SUMMARY: 0 errors", text)) == 2
    assert "killed" not in text


def test_kernlint_reads_the_same_vote_as_block_uniform_and_the_split_as_leaving_warps():
    path = HERE / "votes.cu"
    found = [d for d in analyze_file(str(path), path.read_text(encoding="utf-8"), Settings(),
                                     frozenset({"KL102"})).diagnostics if d.rule_id == "KL102"]
    source = path.read_text(encoding="utf-8").split("\n")
    split_start = next(i for i, line in enumerate(source, 1) if line.startswith("__global__ void split"))
    assert found and all(d.line > split_start for d in found)  # NOTE: none in `same`
    assert all(d.severity == Severity.NOTE and "synccheck reported no error" in d.message for d in found)
