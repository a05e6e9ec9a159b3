"""KL109 on result slots (fixtures/rules/KL109/bad_result_slot_note.cu): a plain store of a thread's value to one
global location under a test of loaded data is a note (one finder's value survives; the atomic fix for when the
winner matters), while a counter, a store with no test of data and a slot the kernel reads back stay errors."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture

from analyzer.diagnostics import Severity


def _by_line():
    _, diagnostics = run_fixture(RULE_FIXTURES / "KL109" / "bad_result_slot_note.cu")
    return {d.line: d for d in diagnostics if d.rule_id == "KL109"}


def test_a_guarded_result_slot_is_a_note_with_the_atomic_for_the_winner():
    found = _by_line()
    slot = found[14]
    assert slot.severity == Severity.NOTE, slot.message
    assert "one of their values survives" in slot.message
    assert "atomicMin(&res[0], nonce)" in slot.help and "atomicCAS(&res[0], EMPTY, nonce)" in slot.help
    assert found[22].severity == Severity.NOTE, found[22].message  # `res[1] = atomicExch(res, nonce)`: no plain read


def test_lost_updates_unguarded_stores_and_read_back_slots_stay_errors():
    found = _by_line()
    for line in (30, 35, 43, 44, 52):  # 52: `res[0] = res[0] + nonce`, a read-modify-write written out
        assert found[line].severity == Severity.ERROR, found[line].message
        assert "one of their values survives" not in found[line].message
