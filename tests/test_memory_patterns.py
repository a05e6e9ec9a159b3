"""KL401's fix follows the access pattern (analyzer/analysis/memory/patterns.py): a per-lane row walk in a loop
and a record read get their own fixes, not the shared-memory transpose of a column walk."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture


def test_fix_matches_the_pattern():
    _, found = run_fixture(RULE_FIXTURES / "KL401" / "bad_row_walk_and_record.cu")
    fixes = {d.line: d.help for d in found if d.rule_id == "KL401"}
    assert fixes[10].startswith("each lane walks its own row or record (the loop at line 9") and "a row apart" in fixes[10]
    assert "shared memory" not in fixes[10]
    assert fixes[17].startswith("each lane reads 8 bytes at a fixed place of its own 32-byte record")
    assert "structure of arrays" in fixes[17]
    assert fixes[26].startswith("consecutive lanes are a whole row apart (a column walk): stage")
    assert fixes[35].startswith("consecutive lanes are 32 bytes apart: let consecutive lanes read consecutive")
