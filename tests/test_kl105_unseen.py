"""KL105 on a legacy call in a file that includes a project header kernlint cannot read: a note (the header may
map the name to its `_sync` form); with every header read, an error."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture

from analyzer.diagnostics import Severity


def _severities(name: str) -> set:
    _, found = run_fixture(RULE_FIXTURES / "KL105" / name)
    return {d.severity for d in found if d.rule_id == "KL105"}


def test_unread_header_makes_a_note():
    assert _severities("bad_mapping_header_not_found.cu") == {Severity.NOTE}
    assert _severities("bad_legacy_shfl.cu") == {Severity.ERROR}
