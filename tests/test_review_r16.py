"""Review r16's causes (docs/validation/review-r16-before-*.md), each with a fixture and its near miss: the helps and
severities its reviewers judged wrong on code nobody here had used."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture

from analyzer.diagnostics import Severity


def _found(name: str, rule: str):
    _, found = run_fixture(RULE_FIXTURES / name)
    return [d for d in found if d.rule_id == rule]


def test_a_layout_conversion_gets_a_transpose_tiled_across_blocks():
    """A-Q2 (flownet2 channels_first): one pixel per block, the load's lanes a channel plane apart, the store's side
    by side. The help was that no staging can coalesce it and the layout is the cost; it is a tiled transpose."""
    (d,) = _found("KL401/bad_layout_conversion_one_pixel_per_block.cu", "KL401")
    assert "the kernel converts a layout" in d.help and "transpose across blocks" in d.help and "`[32][33]`" in d.help
    (table,) = [d for d in _found("KL401/bad_block_column_row_width.cu", "KL401") if d.line == 10][:1]
    assert "converts a layout" not in table.help


def test_a_shift_by_a_sum_is_a_note():
    """C-Q7 (GPUSorting's radix digits `key >> b + shift`): C's grouping is the one meant; a note, while a
    comparison inside a bitwise `&` stays a warning."""
    found = _found("KL104/bad_shift_precedence.cu", "KL104")
    assert found and all(d.severity == Severity.NOTE and "a note: C's grouping" in d.message for d in found)


def test_grid_and_block_swapped_is_an_error_unless_the_count_is_tested():
    """A-M2 (r15): `k<<<threads, blocks>>>` with blocks a count of the data over the constant `threads`."""
    (d,) = _found("KL101/bad_grid_and_block_swapped.cu", "KL101")
    assert d.severity == Severity.ERROR and "look swapped" in d.message and "swap the launch's first two" in d.help
    assert _found("KL101/ok_grid_and_block_in_order.cu", "KL101") == []
    assert _found("KL101/ok_grid_and_block_swapped_count_tested.cu", "KL101") == []


def test_a_grid_rounded_up_by_a_one_return_helper_is_rounded():
    """B-M1 (r15, h2o4gpu calc_grid_dim): KL110 for the launch rounded up by a helper; none where it rounds down."""
    (d,) = _found("KL110/bad_grid_rounded_by_helper.cu", "KL110")
    assert "rounds the grid up to whole blocks of 256 threads" in d.message
    assert _found("KL110/ok_grid_floored_by_helper.cu", "KL110") == []
