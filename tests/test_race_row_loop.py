"""KL107/KL109 on a row loop that starts at threadIdx.y and steps by less than the block's height
(fixtures/rules/KL107/bad_row_loop_steps_by_one.cu, KL109/bad_row_loop_store_steps_by_one.cu): the message names
the loop and its step, and the fix is the step, never an atomic. The same value stored by the threads that meet
(a load of one address no thread writes, the counter's value, a local made from them in the iteration) is a
warning; a value that differs (the thread's own index, a value carried from the previous iteration, a read of
global memory the kernel writes) stays an error."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture

from analyzer.diagnostics import Severity


def _by_line(rule: str, name: str) -> dict:
    _, diagnostics = run_fixture(RULE_FIXTURES / rule / name)
    return {d.line: d for d in diagnostics if d.rule_id == rule}


def test_a_row_loop_repeating_the_same_value_is_a_warning_naming_the_step():
    found = _by_line("KL107", "bad_row_loop_steps_by_one.cu")
    for line in (12, 20, 29):
        d = found[line]
        assert d.severity == Severity.WARNING, d.message
        assert "starts at threadIdx.y and steps by" in d.message and "the same value" in d.message
        assert "one thread's update is lost" not in d.message
        assert "blockDim.y" in d.help and "atomic" not in d.help
    assert "steps by 1: thread y repeats the rows of every thread below it" in found[12].message
    assert "up to 4 times" in found[12].message
    assert "steps by 2" in found[29].message and "up to 2 times" in found[29].message


def test_a_row_loop_storing_different_values_stays_an_error_naming_the_step():
    found = _by_line("KL107", "bad_row_loop_steps_by_one.cu")
    for line in (37, 45):
        d = found[line]
        assert d.severity == Severity.ERROR, d.message
        assert "steps by 1" in d.message and "one thread's update is lost" in d.message
        assert "atomic" not in d.help


def test_the_store_loop_of_global_rows():
    found = _by_line("KL109", "bad_row_loop_store_steps_by_one.cu")
    assert found[11].severity == Severity.WARNING, found[11].message
    assert "steps by 1" in found[11].message and "atomic" not in found[11].help
    for line in (16, 23):
        assert found[line].severity == Severity.ERROR, found[line].message


def test_rows_the_address_folds_together_are_no_step_defect():
    found = _by_line("KL109", "bad_row_loop_store_steps_by_one.cu")
    line = next(n for n, d in found.items() if "i % 5" in d.message)
    assert found[line].severity == Severity.ERROR, found[line].message
    assert "steps by" not in found[line].message and "blockDim.y" not in found[line].help


def test_the_loops_stepping_by_the_block_are_clean():
    assert not _by_line("KL107", "ok_row_loop_steps_by_block.cu")
    assert not _by_line("KL109", "ok_row_loop_store_steps_by_block.cu")


def test_overlapping_strips_of_the_same_value_are_a_note_whose_fix_keeps_every_element():
    # NOTE: `s[t * 4 + k] = in[... + t * 4 + k]`: the address moves with threadIdx.x, so "let thread 0 store it"
    # would leave the other elements unwritten
    found = _by_line("KL107", "bad_loop_late_iterations.cu")
    assert found[11].severity == Severity.NOTE, found[11].message
    assert "stores the same value" in found[11].message
    assert "threadIdx.x == 0" not in found[11].help and "disjoint" in found[11].help
    assert found[22].severity == Severity.ERROR, found[22].message
