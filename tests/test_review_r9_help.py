"""Fresh-tree review r9 (set A C6, C7, C9, C11, C4; set B C2): KL401/KL402 helps judged on the lanes that
collide and on the instantiation judged, and costs weighed where the access runs."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture


def _fixture(name: str):
    _, found = run_fixture(RULE_FIXTURES / name)
    return {d.line: d for d in found if d.rule_id == name.split("/")[0]}


def test_kl402_lanes_that_collide_in_one_row_get_the_lane_map_not_row_padding():
    found = _fixture("KL402/bad_lanes_that_collide_in_one_row.cu")
    one_row = found[15].help
    assert "pad each row" not in one_row and "[col ^ row]" not in one_row
    assert "same row of `B`" in one_row and "lane-to-column map is the cause" in one_row
    assert "lane j takes column j + 16c instead of 8j + c" in one_row and "`col ^ (col / 16 % 16)`" in one_row
    assert "pad each row by one 4-byte word (`[..][33]`" in found[27].help  # rows apart: padding parts them


def test_kl402_help_per_instantiation_and_xor_of_the_row_bits_that_differ():
    found = _fixture("KL402/bad_rows_apart_get_the_bits_that_differ.cu")
    assert "colRead<float>" in found[18].message
    # NOTE: one word more per row parts the load's lanes but makes the fill `A[i / 16][i % 16]` 2-way, and no
    # padding parts both: the XOR swizzle, recounted on both, is offered (review r11 A C10)
    assert "rows of 17 words part this access's lanes but leave `A[i / 16][i % 16]` (line 12) 2-way" in found[18].help
    assert "`A[row][col ^ (row % 16)]`" in found[18].help and "8-byte accesses" not in found[18].help
    quad = found[32].help
    assert "(row / 8 % 4)) * 4 + col % 4]`" in quad and "row % 8" not in quad and "pad each row" not in quad
    near = found[44].help
    assert "((col / 4) ^ (row % 8)) * 4 + col % 4]`" in near and "pad each row by 16 bytes (`[..][36]`" in near


def test_kl402_padding_and_row_xor_are_recounted_on_the_launch():
    """The padding offered is one the launch's warps, recounted, find conflict-free (review r9 A row 14: one word
    per row of a [16][16] tile read mirrored leaves a 2-way pair); lanes that collide inside one row while others
    collide across rows are told the lane map first."""
    found = _fixture("KL402/bad_rows_apart_get_the_bits_that_differ.cu")
    assert "pad each row by 8 bytes (`[..][18]` instead of `[..][16]`)" in found[56].help
    notes = {d.line: d for d in run_fixture(RULE_FIXTURES / "KL402/bad_minor_and_baseline_conflicts_are_notes.cu")[1]
             if d.rule_id == "KL402"}
    inside = notes[28].help
    assert "collide inside one row of `rows`" in inside and "parts only the lanes of different rows" in inside


def test_kl402_padding_keeps_the_vector_stores_of_a_helper_aligned():
    found = _fixture("KL402/bad_rows_apart_get_the_bits_that_differ.cu")
    helper = found[75].help
    assert "16-byte accesses of `A`" in helper and "(row / 8 % 4)) * 4 + col % 4]`" in helper
    assert "pad each row" not in helper and "[..][17]" not in helper


def test_kl402_a_helpers_conflict_is_weighed_in_the_loops_of_its_call():
    from analyzer.diagnostics import Severity

    found = _fixture("KL402/bad_helper_conflict_weighed_at_its_call.cu")
    assert found[10].severity == Severity.WARNING and "Minor here" not in found[10].message
    assert found[34].severity == Severity.NOTE and "every iteration also reads global memory" in found[34].message
    assert "makes once" not in found[34].message  # the helper has no loop, its call is in one
    # NOTE: the near miss of "the caller's own registers" (conflicts.minor): `vals` bound to global memory
    assert found[51].severity == Severity.NOTE and "Minor here" in found[51].message


def test_kl401_an_access_is_weighed_against_the_main_loop_instructions_included():
    from analyzer.diagnostics import Severity

    found = _fixture("KL401/bad_epilogue_weighed_against_the_main_loop.cu")
    assert found[21].severity == Severity.NOTE  # after 64 iterations of __constant__ work (review r9 A C4)
    assert "whose 64 iterations issue about" in found[21].message and "clocks at the SM's share" in found[21].message
    assert found[30].severity == Severity.WARNING  # 2 light iterations: the store is the cost
    assert found[46].severity == Severity.NOTE  # the k results after the loop over n (review r9 B C2)
    assert "made k times per thread by the loop at line 45, after the loop at line 41 over n" in found[46].message
    assert "`out` is an argument of the kernel: the new layout is its callers' too" in found[46].help
    assert found[56].severity == Severity.WARNING  # the same count as the loop before it: no epilogue
    assert found[66].severity == Severity.WARNING  # the loop over w reads its row: the data loop, not an epilogue


def test_kl401_words_between_the_lanes_written_by_the_blocks_other_warps_get_the_index_swap():
    found = _fixture("KL401/bad_other_warps_write_the_words_between.cu")
    swap = found[13].help
    assert "the block's other warps'" in swap and "swap the roles of threadIdx.x and threadIdx.y" in swap
    assert "decimation" not in swap and "layout is the cost" not in swap
    assert "decimation" in found[21].help and "layout is the cost" in found[21].help
