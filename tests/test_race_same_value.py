"""KL109 on same-value writes (fixtures/rules/KL109/bad_same_value_row_statistic.cu): every threadIdx.x of a row
stores a row statistic each computes from the same shared row, read after the barrier: the racing threads store
one value, a note proposing that one thread store it. A value that differs between them (`s[ty][tx]`), a row read
while it is still written, a value that depends on the iteration of a loop around the store, a value made by a
helper not seen and one a `swap` exchanged with a thread's own stay errors."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture

from analyzer.diagnostics import Severity


def _by_line():
    _, diagnostics = run_fixture(RULE_FIXTURES / "KL109" / "bad_same_value_row_statistic.cu")
    return {d.line: d for d in diagnostics if d.rule_id == "KL109"}


def test_a_row_statistic_every_thread_of_the_row_stores_is_a_note():
    found = _by_line()
    row = found[15]
    assert row.severity == Severity.NOTE, row.message
    assert "stores the same value" in row.message and "one thread's update is lost" not in row.message
    assert "if (threadIdx.x == 0) out[blockIdx.x * 8 + ty] = m;" in row.help


def test_values_that_may_differ_between_the_racing_threads_stay_errors():
    found = _by_line()
    for line in (24, 33, 42, 52, 62, 75):
        assert found[line].severity == Severity.ERROR, found[line].message
        assert "one thread's update is lost" in found[line].message


def test_a_loop_exit_value_every_thread_computes_the_same_is_a_note():
    """`p` starts at `cur[slot]` (`slot` a shared scalar read after a barrier, `cur` the store's own array) and
    leaves loops with block-uniform bounds, one of them holding a barrier: every thread stores the same value."""
    _, diagnostics = run_fixture(RULE_FIXTURES / "KL107" / "bad_same_value_loop_exit.cu")
    found = {d.line: d for d in diagnostics if d.rule_id == "KL107"}
    assert found[21].severity == Severity.NOTE, found[21].message
    assert "stores the same value" in found[21].message
    assert "if (threadIdx.x == 0) cur[slot] = p;" in found[21].help
    for line in (37, 50, 63):  # NOTE: a lane-dependent bound; the start read where it is written; `slot` unsettled
        assert found[line].severity == Severity.ERROR, found[line].message
    assert "one thread's update is lost" in found[37].message
