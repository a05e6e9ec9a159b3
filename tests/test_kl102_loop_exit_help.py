"""KL102's help for a barrier in a loop whose exit differs between threads (review r13 A Q3): the barriers order each
iteration's shared accesses, so the help makes the exit block-uniform (a `break` decided by one thread published
through shared memory, the block's trip count for a loop condition), never "move the barrier out"."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture

from analyzer.diagnostics import Severity


def _found(name: str):
    _, found = run_fixture(RULE_FIXTURES / f"KL102/{name}.cu")
    return {d.line: d for d in found if d.rule_id == "KL102"}


def test_a_break_decided_per_thread_gets_a_block_uniform_exit():
    found = _found("bad_loop_exit_per_thread")
    for line in (24, 26, 28):
        help_text = found[line].help
        assert "make the exit the same for every thread of the block" in help_text, line
        assert "`__shared__` flag" in help_text and "__syncthreads_or(!ok)" in help_text, line
        assert "move the barrier out" not in help_text, line


def test_a_loop_condition_per_thread_gets_the_block_trip_count():
    found = _found("bad_loop_exit_per_thread")
    for line in (37, 39):
        assert "the block's trip count" in found[line].help and "`i < n`" in found[line].help, line
        assert "move the barrier out" not in found[line].help, line


def test_a_barrier_under_an_if_keeps_move_the_barrier_out():
    _, found = run_fixture(RULE_FIXTURES / "KL102/bad_barrier_in_branch.cu")
    ifs = [d for d in found if d.rule_id == "KL102" and "inside `if (" in d.message and d.severity == Severity.ERROR]
    assert ifs and all("move the barrier out" in d.help for d in ifs)


def test_a_loop_over_a_helpers_shared_row_gets_the_block_trip_count():
    """Review r16 A-Q1 (nerfacc): the loop's shared accesses go through a helper's pointer parameter, bound at its call
    to a row of the caller's `__shared__` tile; the help keeps the barriers in the loop. Its near miss, a parameter
    bound to global memory whose loop reads only its own words, keeps "move the barrier out"."""
    found = _found("bad_row_loop_through_helper_pointer")
    assert sorted(found) == [13, 16]
    assert all("the block's trip count" in d.help and "move the barrier out" not in d.help for d in found.values())
    near = _found("bad_row_loop_through_helper_global")
    assert sorted(near) == [11, 14] and all("move the barrier out" in d.help for d in near.values())
