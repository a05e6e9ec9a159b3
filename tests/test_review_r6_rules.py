"""Fresh-tree review r6, causes D12-D17: helps that keep the code's meaning (KL105 width, KL401 by the
access's shape, KL402 by which lanes collide), severities from how often an access runs (KL401/KL402), and
what is a host clock (KL501) or a lane id (KL301)."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture


def _fixture(name: str):
    _, found = run_fixture(RULE_FIXTURES / name)
    return {d.line: d for d in found if d.rule_id == name.split("/")[0]}


def test_kl105_help_carries_every_argument_the_width_included():
    found = _fixture("KL105/bad_subwarp_width.cu")
    assert "`__shfl_sync(0xffffffff, x, 0, 2)`" in found[6].help
    assert "`__shfl_up_sync(0xffffffff, x, 1, 8)`" in found[7].help
    assert "`__shfl_down_sync(0xffffffff, x, 1, 16)`" in found[8].help
    assert "`__shfl_xor_sync(0xffffffff, x, 1, 4)`" in found[9].help
    assert "`__ballot_sync(0xffffffff, x > 3u)`" in found[10].help
    # the unsafe rewrite inserts the mask and keeps the arguments as written
    edits = found[6].fix.edits
    assert [e.text for e in edits] == ["__shfl_sync", "0xffffffff, "]


def test_kl401_an_epilogue_after_the_main_loop_is_a_note_with_its_figures():
    from analyzer.diagnostics import Severity

    found = _fixture("KL401/bad_epilogue_after_main_loop.cu")
    assert found[15].severity == Severity.NOTE
    assert "made 64 times per thread" in found[15].message and "the loop at line 9" in found[15].message
    assert "makes 128 memory accesses per thread" in found[15].message
    inside = [d for d in run_fixture(RULE_FIXTURES / "KL401/bad_epilogue_after_main_loop.cu")[1]
              if d.line == 24 and "store" in d.message]
    assert [d.severity for d in inside] == [Severity.WARNING]  # the same store inside the K loop
    assert found[35].severity == Severity.WARNING  # 64 stores after a loop of one load per iteration


def test_kl401_help_follows_the_shape_of_the_access():
    found = _fixture("KL401/bad_help_by_shape.cu")
    assert "each block walks one column" in found[16].help and "The layout is the cost" in found[16].help
    assert "stage the block's tile" not in found[16].help and "swap the roles" not in found[16].help
    assert "stage the block's tile through shared memory" in found[22].help  # a transpose's block: 32 columns
    assert "each block walks one column" not in found[22].help
    assert "`recs` is an argument of the kernel: the new layout is its callers' too" in found[28].help
    assert "each lane walks its own 64-byte chunk in order (the loop at line 35)" in found[36].help
    assert "copy the block's chunks into shared memory first" in found[36].help


def test_kl402_help_for_16_byte_lanes_that_collide_in_one_row():
    found = _fixture("KL402/bad_vector_lanes_of_one_row.cu")
    one_row = found[16].help
    assert "lanes 0 and 4 of one 8-lane phase take the same banks at bytes 0 and 128 of the same row" in one_row
    assert "cannot part them" in one_row and "second `float4` at +64 floats" in one_row
    assert "`c ^ (c / 8 % 8)`" in one_row and "(row % 8)) * 4" not in one_row
    assert "bytes of `Bs` 128 apart, in one run of lanes" in found[21].help  # no row known: the run's stride
    assert "((col / 4) ^ (row % 8)) * 4" in found[33].help  # lanes of different rows: the row-XOR swizzle


def test_kl501_object_timers_by_what_their_methods_do():
    found = _fixture("KL501/bad_object_timers.cu")
    assert sorted(found) == [39, 56]  # chrono (`t`) and gettimeofday (`w`); not the event timer named `timer`
    assert "timed from line 37" in found[39].message


def test_kl301_a_bank_split_that_only_forms_shared_addresses_is_no_lane_id():
    assert _fixture("KL301/ok_bank_split_address.hip") == {}
    assert sorted(_fixture("KL301/bad_lane_ids_used.hip")) == [11, 12, 13, 15, 16]


def test_kl401_a_persistent_loop_over_blocks_walks_one_column_per_block():
    found = _fixture("KL401/bad_help_by_shape.cu")
    assert "each block walks one column" in found[43].help
