"""Review r11 A (docs/validation/review-r11-*.md), memory causes: KL210's help for results copied out after an atomic
reservation of their count (N5), KL401's help by access shape (C2), a record's fields read in one condition (C9),
KL402's padding helps checked against the array's accesses (C10), whole-record stores (C12)."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture


def _fixture(name: str, rule: str):
    _, found = run_fixture(RULE_FIXTURES / name)
    return {d.line: d for d in found if d.rule_id == rule}


def test_kl210_help_for_results_copied_out_after_an_atomic_reservation():
    found = _fixture("KL210/bad_runtime_index.cu", "KL210")
    reserved = next(d for d in found.values() if "`found`" in d.message)
    assert "make two passes" in reserved.help and "atomicAdd(cursor, cnt)" in reserved.help
    assert "the frame is the price of one pass" in reserved.help
    assert "straight to its global slot" not in reserved.help
    # NOTE: near miss: results copied to the thread's own fixed slots (`out[t * cap + j]`), no reservation
    hits = next(d for d in found.values() if "`hits`" in d.message)
    assert "straight to its global slot" in hits.help
