"""KL201 graded by the share of the path's issue time (analysis/share.py), a helper with no caller judged on its
own, a ternary of one load per value, and the lane-group texts for turns and shared writes
(checks/_kl201_group.py): each fixture with its near miss."""

from __future__ import annotations

from pathlib import Path

from analyzer.config import Settings
from analyzer.diagnostics import Severity
from analyzer.lint.sources import analyze_file

ROOT = Path(__file__).resolve().parents[1]


def _fixture(name: str) -> dict[int, object]:
    path = ROOT / "fixtures" / "rules" / "KL201" / name
    result = analyze_file(str(path), path.read_text(), Settings(), frozenset({"KL201"}))
    return {d.line: d for d in result.diagnostics if d.rule_id == "KL201"}


def test_a_kept_branch_is_graded_by_its_share_of_the_path():
    found = _fixture("bad_share_of_the_path.cu")
    assert found[11].severity == Severity.WARNING and "issue time" in found[11].message
    assert found[22].severity == Severity.NOTE and "Minor here" in found[22].message  # 64 instructions around it
    assert "against about" in found[22].message and "of the loop at line 21" in found[22].message
    # one warp of eight: a small share, unless a barrier makes the block wait for it
    assert found[33].severity == Severity.NOTE and "1 of the block's 8 warps" in found[33].message
    assert found[45].severity == Severity.WARNING and "a barrier on the path" in found[45].message


def test_a_helper_without_a_caller_is_judged_on_its_own_and_at_most_a_note():
    found = _fixture("bad_uncalled_helper.cu")
    assert found[5].severity == Severity.NOTE and "has no caller in the analysed file" in found[5].message
    # the near miss: the same switch in a helper called in a loop with a barrier, weighed on the caller's path
    assert found[14].severity == Severity.WARNING and "of `rounds`" in found[14].message
    assert "no caller" not in found[14].message


def test_a_helper_is_judged_the_same_alone_and_with_a_once_per_block_caller():
    """cn_aes.cuh alone warned, its includer's unit (which calls the helper once per block) did not: now the helper
    alone is a note, and with the caller in its unit (a header's text is part of its includer's) a note too."""
    path = ROOT / "fixtures/rules/KL201/bad_uncalled_helper.cu"
    helper = path.read_text().split("__device__ __forceinline__ void fill_called")[0]
    caller = helper + (
        "__global__ void k(unsigned *d, int n) {\n    __shared__ unsigned key[8];\n    fill_alone(key, d[0]);\n"
        "    __syncthreads();\n    unsigned v = d[threadIdx.x];\n"
        "    for (int r = 0; r < n; r++) v = key[v & 7] ^ (v << 3);\n    d[threadIdx.x] = v;\n}\n"
        "void run(unsigned *d, int n) { k<<<64, 256>>>(d, n); }\n")
    alone = analyze_file("fill.cuh", helper, Settings(), frozenset({"KL201"})).diagnostics
    called = analyze_file("user.cu", caller, Settings(), frozenset({"KL201"})).diagnostics
    assert [(d.line, d.severity) for d in alone] == [(5, Severity.NOTE)]
    assert [(d.line, d.severity) for d in called] == [(5, Severity.NOTE)]
    assert "runs once per block" in called[0].message


def test_a_ternary_of_one_load_per_value_is_predicated():
    found = _fixture("bad_one_load_ternary.cu")
    assert found[8].severity == Severity.NOTE and "each value is one global load" in found[8].message
    assert found[18].severity == Severity.WARNING and "`expf`" in found[18].message  # the near miss


def test_turns_and_shared_writes_never_get_the_every_lane_text():
    found = _fixture("bad_lane_group_turns_and_writes.cu")
    for line in (13, 28):  # `i == sub`, `t == (threadIdx.x & 3)` in loops over the group's lanes
        assert "take turns" in found[line].help and "let every lane" not in found[line].help
    assert found[13].severity == Severity.NOTE  # four short turns, predicated
    assert "writes memory that the lanes of the group share" in found[44].help
    assert "let every lane" not in found[44].help and found[44].severity == Severity.WARNING
    # the near miss: a step that writes nothing: every lane may compute it, "no slower", so a note
    assert "let every lane of the group compute it" in found[56].help and found[56].severity == Severity.NOTE


def test_the_row_text_only_for_a_condition_on_the_row():
    found = _fixture("bad_row_text_only_for_rows.cu")
    assert "rows of threadIdx.y" not in found[8].help
    assert "rows of threadIdx.y" in found[19].help  # the near miss: `(threadIdx.y & 1) == 0`


def test_a_tail_in_one_warp_of_a_single_block_is_a_note_and_every_warp_a_warning():
    found = _fixture("bad_single_block_tail.cu")
    assert found[7].severity == Severity.NOTE
    assert found[14].severity == Severity.WARNING and "every warp" in found[14].message


def test_a_field_of_a_local_union_is_no_global_access():
    found = _fixture("bad_local_struct_is_no_global.cu")
    assert found[10].severity == Severity.NOTE and "Cheap here" in found[10].message  # `node.words[i & 3]`
    assert found[19].severity == Severity.WARNING and "loads global memory" in found[19].message  # `out[i & 3]`


def test_lanes_left_out_of_a_loop_cost_their_share_of_the_split_warps():
    """Two lanes of one warp of 16 that never enter a row loop waste 2/32 of that warp's issue (about 0.4 % of the
    block's), not all of the loop's; a third of the lanes of every warp left out is a warning."""
    found = _fixture("bad_loop_idle_lanes_one_warp.cu")
    assert found[13].severity == Severity.NOTE and "1 of the block's 16 warps" in found[13].message
    assert "about 0.4% of its issue time" in found[13].message
    every = _fixture("bad_loop_idle_lanes_every_warp.cu")
    assert every[11].severity == Severity.WARNING and "in every warp" in every[11].message
