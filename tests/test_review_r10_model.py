"""Fresh-tree review r10 leftovers (set B C7, C6a, C2, C3; set A C7) and a read-through one: a helper template's
deduced type parameter, KL110's bound on the row of an index."""

from __future__ import annotations

from analyzer.diagnostics import Severity
from conftest import RULE_FIXTURES, compare, run_fixture


def _found(name: str) -> list:
    expected, found = run_fixture(RULE_FIXTURES / name)
    assert not compare(expected, found)
    return found


def test_helper_type_parameter_is_deduced_before_its_default():
    """`template <typename T = float> put(float *s, int i, T v)` called with a float4 `v` stores 16 bytes per lane
    (conflict-free at a 16-byte stride, and covering the words read after it: no KL108); the call that deduces
    float is the 4-way one the helper's finding names."""
    found = _found("KL402/bad_helper_type_deduced_over_default.cu")
    helper = [d for d in found if d.rule_id == "KL402" and d.line == 6]
    assert len(helper) == 1 and "as called from line 21" in helper[0].message
    assert not [d for d in found if d.rule_id == "KL108"]


def test_kl201_split_at_an_edge_of_the_grid_is_weighed_by_the_blocks_that_split():
    """`x - d >= 16`, x the global column: only the block holding column d + 16 splits its warps (every warp there,
    none elsewhere). Weighed over the first 16 blocks (the grid unknown) it is a note; the same arms split in every
    block (a threshold on threadIdx.x) and the edge of a known grid of 2 blocks stay warnings."""
    ok = [d for d in _found("KL201/bad_edge_of_grid_is_a_note.cu") if d.rule_id == "KL201"]
    assert len(ok) == 1 and ok[0].severity == Severity.NOTE
    assert "splits only the warps at an edge of the grid" in ok[0].message and "1 of its first 16 blocks" in ok[0].message
    assert ok[0].help.startswith("only the blocks whose threads straddle the threshold pay for this split")
    bad = {d.line: d for d in _found("KL201/bad_edge_of_grid_split.cu") if d.rule_id == "KL201"}
    assert {d.severity for d in bad.values()} == {Severity.WARNING}
    assert "edge" not in bad[10].message and "1 of the grid's 2 blocks" in bad[28].message


def test_kl401_help_keeps_a_wavefronts_order():
    """A cooperative anti-diagonal sweep (grid.sync() per step, each cell from the cells the earlier steps wrote):
    the help does not re-index by threadIdx.x (the dependence fixes which cell a lane takes) but offers a skewed
    layout or a tiled wavefront. The same sweep updating cells in place, and a column walk reading another array,
    keep their re-indexing help."""
    found = {d.line: d for d in _found("KL401/bad_wavefront_dependence.cu") if d.rule_id == "KL401"}
    assert "a wavefront" in found[16].help and "skewed" in found[16].help
    assert "index with threadIdx.x along the contiguous dimension, so" not in found[16].help
    assert all("wavefront" not in found[line].help for line in (29, 39))


def test_kl402_conflict_once_per_item_beside_the_items_work_is_a_note():
    """A record staged once per ROI (4-way) and read once per ROI before its 7x7 pooling loop: notes, each weighed
    against the pooling's 49 shared loads per ROI (a pooled size of run-time value counted as 4 x 4, said). The
    record read inside the pooling loop, and a record whose item work is a 2-step loop, stay warnings."""
    found = {(d.line, d.column): d for d in _found("KL402/bad_record_once_per_item.cu") if d.rule_id == "KL402"}
    notes = {k for k, d in found.items() if d.severity == Severity.NOTE}
    assert {k[0] for k in notes} == {13, 14, 19, 35, 74, 76}
    assert "once per item of the loop at line 17" in found[(13, 9)].message
    assert "a loop with a run-time count there counted as 4 iterations" in found[(74, 9)].message
    assert all(found[k].severity == Severity.WARNING for k in found if k[0] in (42, 54, 58))


def test_kl401_record_written_whole_says_dram_bytes_are_the_minimum():
    """Four scalar stores that write each lane's whole 16-byte record: the message says L2 merges the partial
    sectors (DRAM bytes are the minimum) and the cost is the requests; three of the four words make no such claim."""
    found = {d.line: d for d in _found("KL401/bad_record_store_whole.cu") if d.rule_id == "KL401"}
    assert "the bytes reach DRAM once: the cost is 4 requests where 1 would do" in found[10].message
    assert "reach DRAM once" not in found[21].message


def test_the_blocks_an_edge_samples_per_component_are_an_exact_root():
    from analyzer.analysis.edges import MAX_BLOCKS, per_axis

    for axes in (1, 2, 3):
        k = per_axis(axes)
        assert k ** axes <= MAX_BLOCKS < (k + 1) ** axes
    assert int(MAX_BLOCKS ** (1 / 3)) ** 3 < MAX_BLOCKS  # NOTE: why the float root was wrong (64 ** (1/3) < 4)


def test_a_header_is_preprocessed_with_the_macros_its_includer_defines_before_including_it():
    # r10 A M2 (front end): ok_header_macro_from_includer.cu includes kl001_defs/pick.h, then the kernels header
    # that uses PICK: the header gets PICK (as in that build), not LATE, which is defined only after the
    # `#include` of bad_header_macro_after_include.cuh (fixtures/rules/KL001: the .cuh files parse or keep KL001)
    from analyzer.lint.defines import file_defines

    folder = RULE_FIXTURES / "KL001"
    flags = file_defines(str(folder / "ok_header_uses_includer_macro.cuh"), None)
    assert flags == ("-DPICK(type,name,fixed,given)=type name = ((fixed) > 0 ? (fixed) : (given))",)
    assert file_defines(str(folder / "bad_header_macro_after_include.cuh"), None) == ()
    assert file_defines(str(folder / "ok_header_macro_from_includer.cu"), None) == ()  # NOTE: a source file
