"""Review r10 B C11: KL401 on one field of records the kernel only reads (`out[i] = in[i].fg` over the caller's
`{bg, fg}` pairs) is a note that the layout is the cost, its producer's, with structure of arrays where the records
are made as the fix (analysis/uncoalesced.py producer_layout); a kernel that writes the layout, or hands the array
to a helper not seen, keeps the warning (fixtures/rules/KL401/bad_record_field_layout_owner.cu)."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture

from analyzer.diagnostics import Severity


def _found() -> dict:
    _, diagnostics = run_fixture(RULE_FIXTURES / "KL401" / "bad_record_field_layout_owner.cu")
    return {d.line: d for d in diagnostics if d.rule_id == "KL401"}


def test_one_field_of_records_the_kernel_only_reads_is_a_note_on_the_layout():
    found = _found()
    for line in (14, 19):  # NOTE: a grid-stride loop moving by whole records; a load through __ldg
        assert found[line].severity == Severity.NOTE, found[line].message
        assert "the cost is the layout of `in`, which the kernel only reads" in found[line].message
        assert found[line].help.startswith("each lane reads the field `.second` (4 bytes) of its own 8-byte record")
        assert "structure of arrays" in found[line].help and "float2" not in found[line].help


def test_a_kernel_that_writes_the_layout_or_hands_it_to_an_unseen_helper_keeps_the_warning():
    found = _found()
    for line in (24, 29, 35):
        assert found[line].severity == Severity.WARNING, found[line].message
        assert "which the kernel only reads" not in found[line].message
    assert "the layout is the cost" in found[29].help  # NOTE: a one-field store: the same help, the kernel's layout
