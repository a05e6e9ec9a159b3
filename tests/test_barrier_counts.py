"""KL102 on warp-specialised splits (analyzer/analysis/barrier_counts.py): a split that is uniform per warp
and whose exiting side reaches no more barriers than the rest is a note; different counts, or a split inside
warps, stay errors."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture

from analyzer.diagnostics import Severity


def _severities(name: str) -> dict[int, Severity]:
    _, found = run_fixture(RULE_FIXTURES / "KL102" / name)
    return {d.line: d.severity for d in found if d.rule_id == "KL102"}


def test_paired_warp_split_is_a_note():
    found = _severities("bad_warp_specialised_pipeline.cu")
    assert found == {12: Severity.NOTE, 14: Severity.NOTE, 34: Severity.NOTE, 35: Severity.NOTE}, found


def test_unpaired_or_lane_split_stays_an_error():
    found = _severities("bad_warp_split_counts_differ.cu")
    assert set(found) == {9, 11, 12, 32, 33, 52, 54, 56}, found
    assert set(found.values()) == {Severity.ERROR}, found


def test_counts_per_loop_nest():
    from analyzer.analysis.barrier_counts import at_most, same

    producer, consumer = {("k1", "k2"): (1, 2)}, {("k1", "k2"): (2, 2)}
    assert at_most(producer, consumer) and not at_most(consumer, {("k1", "k2"): (1, 2)})
    assert not at_most({(): (1, 1)}, {("k1",): (1, 1)})  # NOTE: a loop's trips against one barrier: unknown
    assert same({(): (2, 2)}, {(): (2, 2)}) and not same({(): (1, 2)}, {(): (1, 2)})
