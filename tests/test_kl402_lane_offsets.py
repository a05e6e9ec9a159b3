"""The lanes KL402's help recounts a fix on (analyzer/checks/_kl402_lanes.lane_offsets) are the lanes the figures
count: a tail guard taken as true (figures.stripped), so that every warp of the block is checked, not only those
the judge's sampled count happens to cover; and a block under a warp has no lanes past its end."""

from __future__ import annotations

from pathlib import Path

from analyzer.commands.memory import collect
from analyzer.checks._kl402_lanes import lane_offsets
from analyzer.config import Settings

_SOURCE = """__global__ void tail(float *out, int n) {
    __shared__ float A[32][8];
    int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
    A[t % 32][t / 32] = t;
    __syncthreads();
    if (i < n) out[i] = A[t % 32][t / 32];
}
__global__ void small(float *out) {
    __shared__ float B[16][16];
    B[threadIdx.x][0] = 1.0f;
    __syncthreads();
    out[threadIdx.x] = B[threadIdx.x][1];
}
void run(float *out, int n) { tail<<<(n + 255) / 256, 256>>>(out, n); small<<<1, 16>>>(out); }
"""


def _loads(tmp_path: Path, kernel: str):
    cu = tmp_path / "k.cu"
    cu.write_text(_SOURCE)
    return [f for f in collect([str(cu)], {}, Settings())[0] if f.access.kernel == kernel and f.access.op == "load"
            and f.access.space == "shared"]


def test_every_warp_of_a_tail_guarded_access_is_recounted(tmp_path: Path):
    (f, *_) = _loads(tmp_path, "tail")
    for warp in range(8):
        for point in (0, 1):
            offs = lane_offsets(f, warp, point)
            assert offs is not None and None not in offs, (warp, point)


def test_a_block_under_a_warp_has_no_lanes_past_its_end(tmp_path: Path):
    (f, *_) = _loads(tmp_path, "small")
    offs = lane_offsets(f)
    assert offs[16:] == [None] * 16 and None not in offs[:16]


def test_a_record_per_lane_of_doubles_is_lengthened_by_whole_elements():
    """Review r16 B-Q4 (GPUMD): `s[lid * 4 + c]` of doubles. The help said a one-word padding would misalign the rows
    and offered a swizzle of 16-byte chunks that runs past the row; lengthening each record by one double keeps every
    8-byte access aligned and is conflict-free (its near miss, 5 doubles a record, has no finding)."""
    from conftest import RULE_FIXTURES, run_fixture

    _, found = run_fixture(RULE_FIXTURES / "KL402/bad_record_per_lane_of_doubles.cu")
    assert len(found) == 2
    for d in found:
        assert "lengthen each record to 5 elements (40 bytes, the index `lane * 5 + c`" in d.help
        assert "swizzle" not in d.help and "misalign" not in d.help
    assert run_fixture(RULE_FIXTURES / "KL402/ok_record_per_lane_of_doubles_padded.cu")[1] == []


def test_a_ring_wrap_around_gets_no_padding_that_keeps_the_conflict():
    """review r17 C-Q6: k + k / 32 moves word 35 onto lane 5's bank; the help says so, recounted on the lanes."""
    from conftest import RULE_FIXTURES, run_fixture

    _, found = run_fixture(RULE_FIXTURES / "KL402/bad_ring_neighbour_wraps.cu")
    (help_,) = [d.help for d in found if d.rule_id == "KL402"]
    assert help_.startswith("the lanes read consecutive words of a ring of 36 but lane 0, which wraps to word 35, "
                            "in lane 4's bank (word 3): no padding of the array parts")
    assert "`__shfl_sync`" in help_ and "k + k / 32 (one spare word" not in help_


def test_a_padding_is_recounted_on_every_instantiation_the_declaration_serves():
    """review r17 A-Q5: rows of 36 (or 40) words part tr<true>'s lanes but not tr<false>'s accesses of the same tile."""
    from conftest import RULE_FIXTURES, run_fixture

    _, found = run_fixture(RULE_FIXTURES / "KL402/bad_padding_for_every_instantiation.cu")
    helps = [d.help for d in found if d.rule_id == "KL402"]
    assert helps and all("no padding of the rows of `tile` fixes every access of it" in h for h in helps)


def test_a_column_read_of_rows_in_a_flat_array_is_padded_as_rows():
    """review r17 A after, N2: `buf[tx * 128 + ty]` of a 16x16 block is no ring; k + k / 32 leaves it colliding, rows of
    130 words part it (recounted), and the store of the rows is no worse."""
    from conftest import RULE_FIXTURES, run_fixture

    _, found = run_fixture(RULE_FIXTURES / "KL402/bad_column_of_flat_rows.cu")
    (load,) = [d for d in found if d.rule_id == "KL402" and d.line == 13]
    assert load.help.startswith("lanes of one bank are a row of 128 words apart: lay `buf` out as rows of 130 words")
    assert "ring" not in load.help
