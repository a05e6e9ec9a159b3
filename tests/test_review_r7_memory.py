"""Review r7's memory and bounds causes (E4-E8, N2): each test failed before its change.

E4: KL110's fix for a read that fills a `__shared__` tile read after a barrier is a predicated load, not an early
return (analyzer/checks/kl110_access_before_bounds_check.py)."""

from __future__ import annotations

from pathlib import Path

from analyzer.config import Settings
from analyzer.lint.sources import analyze_file

RULES = Path(__file__).resolve().parents[1] / "fixtures" / "rules"


def findings(path: Path, rule: str):
    return analyze_file(str(path), path.read_text(), Settings(), frozenset({rule})).diagnostics


def test_a_tile_fill_before_its_check_is_told_to_predicate_the_load():
    found = findings(RULES / "KL110" / "bad_tile_fill_before_check.cu", "KL110")
    assert [d.span.line for d in found] == [11, 12]
    for d in found:
        assert "predicate the load" in d.help and "early `if (...) return;`" not in d.help
    assert "`As[ty][tx] = row < w ? A[row * w + m * T + tx] : 0;`" in found[0].help
    assert "`Bs[ty][tx] = col < w ? B[(m * T + ty) * w + col] : 0;`" in found[1].help


def test_a_read_into_a_register_keeps_the_move_after_the_check_fix():
    (found, *_) = findings(RULES / "KL110" / "bad_access_before_check.cu", "KL110")
    assert "after an early `if (...) return;`" in found.help


def test_a_conflicting_store_after_a_long_shared_loop_is_a_note_with_both_figures():
    """E7: the store's extra wavefronts against the loop it follows (analysis/uncoalesced.py after_loop)."""
    long, short, named = findings(RULES / "KL402" / "bad_store_after_a_long_loop.cu", "KL402")
    assert (long.span.line, long.severity.name) == (16, "NOTE")
    assert "adds 31 wavefronts per warp to that loop's 256 shared-memory wavefronts" in long.message
    assert (short.span.line, short.severity.name) == (29, "WARNING")  # NOTE: 31 against 16: material
    # NOTE: review r7-after A1: the loop's bound a namespace-scope constexpr is counted like the literal
    assert (named.span.line, named.severity.name, named.message[-60:]) == (42, "NOTE", long.message[-60:])


def test_a_tiny_launch_under_one_wave_is_a_note_and_a_full_grid_a_warning():
    """E8: analysis/uncoalesced.py tiny_launch (2 blocks, 24 KB moved) against the same kernel over 4096 blocks."""
    found = {(d.span.line, d.span.column): d for d in findings(RULES / "KL401" / "bad_tiny_launch.cu", "KL401")}
    tiny, wide = found[(9, 16)], found[(15, 16)]
    assert tiny.severity.name == "NOTE" and "the whole launch is 2 blocks of 256 threads, under one wave" in tiny.message
    assert "move at most 24 KB" in tiny.message
    assert wide.severity.name == "WARNING" and "Minor here" not in wide.message
    child = found[(28, 5)]  # NOTE: a launch from device code, once per parent thread: no tiny launch; its two stores
    assert "the whole launch" not in child.message and "pair.cu" in child.message  # of each 8-byte record (r14 B Q5)
    assert child.severity.name == "NOTE"


def test_a_decimation_is_told_the_layout_is_the_cost_and_a_used_pair_keeps_the_wider_access():
    """E5: analysis/uncoalesced.py decimation: no access of the kernel uses the words between the lanes' words, so
    the help offers no re-indexing and no wider access. The kernel only reads `in`: its layout is the producer's,
    a note (review r10 B C11); the interleaving store writes each lane's whole 8-byte record in two stores, which L2
    merges: a note too (review r14 B Q5)."""
    found = {d.span.line: d for d in findings(RULES / "KL401" / "bad_decimation_layout_is_the_cost.cu", "KL401")}
    for line, every in ((9, "own 8-byte record"), (14, "own 16-byte record")):
        assert found[line].severity.name == "NOTE" and every in found[line].help
        assert "the cost is the layout of `in`, which the kernel only reads" in found[line].message
        assert "the layout is the cost" in found[line].help and "float2" not in found[line].help
        assert "consecutive lanes read consecutive" not in found[line].help
    assert "float2" in found[20].help and "pair.cu" in found[20].message  # NOTE: a whole 8-byte record (r14 B Q5)
    assert found[20].severity.name == "NOTE"
    by_argument = found[27].help  # NOTE: a stride the launch passes (k = 2): no record read, the same layout help
    assert by_argument.startswith("the kernel uses one 4-byte word in every 8 bytes, and no access of the kernel")
    assert "index with the thread id" not in by_argument


def test_a_lane_writing_its_whole_record_is_offered_staging_first_and_structure_of_arrays_second():
    """E6: kl401 `_staging`, and "writes" for a store."""
    found = {d.span.line: d for d in findings(RULES / "KL401" / "bad_record_words_staged.cu", "KL401")}
    whole, part = found[10].help, found[19].help
    assert whole.startswith("each lane writes 4 bytes at a fixed place of its own 12-byte record: the kernel writes "
                            "every word of the record, so stage the block's records through shared memory")
    assert "`xyz[3 * blockIdx.x * blockDim.x + threadIdx.x + blockDim.x * k] = s[threadIdx.x + blockDim.x * k]`" in whole
    assert whole.index("shared memory") < whole.index("structure of arrays")
    assert part.startswith("each lane writes 4 bytes") and "shared memory" not in part and "structure of arrays" in part


def test_a_reduction_whose_first_round_keeps_every_lane_is_judged_from_its_second_round():
    """N2: warps._warp_split `later`, asked by divergence.judge_branch where the loop runs more than one round."""
    found = findings(RULES / "KL201" / "bad_reduction_first_round_keeps_every_lane.cu", "KL201")
    assert [d.span.line for d in found] == [9]  # NOTE: not one_round (line 18) nor sparse_rounds (line 27)
    assert "splits every warp into two groups of 16 lanes" in found[0].message
    assert "multiple of its growing stride" in found[0].help


def test_a_two_dimensional_block_is_not_offered_the_one_dimensional_staging_formula(tmp_path):
    """Review r7-after A3: a 16x16 block's records are 16 rows, not one run of 256: the staging formula written
    for a 1-D block would store the rows over each other, so only the 1-D launch gets it."""
    text = """
__global__ void unpack(const unsigned *packed, int *xyz, int w, int h) {
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    if (col < w && row < h) {
        int p = row * w + col;
        unsigned v = packed[p];
        xyz[3 * p + 0] = v & 1023;
        xyz[3 * p + 1] = (v >> 10) & 1023;
        xyz[3 * p + 2] = v >> 20;
    }
}
void run(const unsigned *a, int *b, int w, int h) { unpack<<<dim3(w / BX, h / BY), dim3(BX, BY)>>>(a, b, w, h); }
"""
    flat = tmp_path / "flat.cu"
    flat.write_text("#define BX 256\n#define BY 1\n" + text)
    square = tmp_path / "square.cu"
    square.write_text("#define BX 16\n#define BY 16\n" + text)
    assert any("stage the block's records" in (d.help or "") for d in findings(flat, "KL401"))
    assert not any("stage the block's records" in (d.help or "") for d in findings(square, "KL401"))
