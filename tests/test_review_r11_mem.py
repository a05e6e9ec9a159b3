"""Review r11 A (docs/validation/review-r11-*.md), memory causes: KL210's help for results copied out after an atomic
reservation of their count (N5), KL401's help by access shape (C2), a record's fields read in one condition (C9),
KL402's padding helps checked against the array's accesses (C10), whole-record stores (C12)."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture


def _fixture(name: str, rule: str):
    _, found = run_fixture(RULE_FIXTURES / name)
    return {d.line: d for d in found if d.rule_id == rule}


def test_kl210_help_for_results_copied_out_after_an_atomic_reservation():
    found = _fixture("KL210/bad_runtime_index.cu", "KL210")
    reserved = next(d for d in found.values() if "`found`" in d.message)
    assert "make two passes" in reserved.help and "atomicAdd(cursor, cnt)" in reserved.help
    assert "the frame is the price of one pass" in reserved.help
    assert "straight to its global slot" not in reserved.help
    # NOTE: near miss: results copied to the thread's own fixed slots (`out[t * cap + j]`), no reservation
    hits = next(d for d in found.values() if "`hits`" in d.message)
    assert "straight to its global slot" in hits.help
    # NOTE: review r14 C Q3: a pool's allocator given the count reserves the run too; a call whose result is not
    # kept (`note_count(cnt)`) reserves nothing
    pooled = next(d for d in found.values() if "`near`" in d.message)
    assert "make two passes" in pooled.help and "pool.alloc(cnt)" in pooled.help
    logged = next(d for d in found.values() if "`seen`" in d.message)
    assert "straight to its global slot" in logged.help


def test_kl401_record_help_follows_the_shape_in_a_grid_stride_loop():
    found = _fixture("KL401/bad_record_stores_grid_stride.cu", "KL401")
    assert "its own 32-byte record" in found[13].help and "stage the block's records" in found[13].help
    assert "`coeffs[8 * r0 + threadIdx.x + blockDim.x * k]" in found[13].help
    assert "step the loop by the block size" not in found[13].help
    assert "own 32-byte record" not in found[28].help  # NOTE: near miss: the loop hands the lane its neighbour's


def test_kl401_interleaving_help_says_write_for_a_store_and_a_loop_only_where_one_moves_it():
    from analyzer.config import Settings
    from analyzer.lint.sources import analyze_file

    src = """__global__ void k(const float *p, float *out, int m) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float x = p[i];
    for (int j = 0; j < m; j++) {
        %s
    }
}
void run(const float *p, float *c, int n) { k<<<n / 256, 256>>>(p, c, 64); }
"""
    row = " ".join(f"out[(i + j) * 8 + {w}] = x;" for w in range(8))
    (d,) = analyze_file("t.cu", src % row, Settings(), frozenset({"KL401"})).diagnostics
    assert "let consecutive lanes write consecutive elements" in d.help
    assert "step the loop by the block size" in d.help
    assert "store them together as one 8-byte access" not in d.help  # NOTE: 32 bytes apart: no one vector


def test_kl401_fields_of_one_record_in_one_condition_are_grouped_like_locals():
    found = _fixture("KL401/bad_record_fields_in_one_condition.cu", "KL401")
    assert "(50% efficiency)" in found[11].message and "(50% efficiency)" in found[19].message
    assert "(12% efficiency)" in found[27].message  # NOTE: near miss: separate statements, a store between


def test_kl402_padding_is_recounted_on_the_access_and_on_the_arrays_other_accesses():
    found = _fixture("KL402/bad_padding_checked_on_every_access.cu", "KL402")
    assert "make the rows 18 words long" in found[10].help and "48" not in found[10].help  # NOTE: 48 is 3-way here
    for line, other in ((18, "`shm[tx][ty]` (line 20) 8-way"), (20, "`shm[ty][tx]` (line 18) 2-way")):
        assert "no padding of the rows of `shm` fixes every access of it" in found[line].help
        assert other in found[line].help and "`shm[row][col ^ row]`" in found[line].help
    assert "make the rows 48 words long" in found[26].help  # NOTE: near miss: the one layout both accesses share


def test_kl401_record_walked_by_an_unrolled_loop_gets_the_record_help():
    found = _fixture("KL401/bad_record_walked_in_unrolled_loop.cu", "KL401")
    assert "one word per iteration of the unrolled loop at line 10" in found[11].help
    assert "stage the block's records" in found[11].help and "step the loop" not in found[11].help
    assert "r0" not in found[11].help  # NOTE: the unrolled loop walks the record; no grid-stride loop
    assert "step the loop by the block size" in found[19].help  # NOTE: near miss: half of each record


def test_kl210_reservation_is_no_cast_of_the_count_stored_into_the_array():
    """Review r14 C N1: `buf[0] = uint8(len & 0xff)` (a type from a header not read: a call in the parse) stores into
    the array itself; the run is reserved by `pool.alloc(len)` after it."""
    from analyzer.config import Settings
    from analyzer.lint.sources import analyze_file

    src = """#include "types.h"
struct Pool { __device__ unsigned char *alloc(unsigned n); };
__global__ void k(const unsigned char *ops, const int *nops, Pool pool, unsigned char **out, int n) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n) return;
    unsigned char buf[2048];
    unsigned len = 2;
    for (int i = 0; i < nops[t] && len + 2 < 2048; ++i) buf[len++] = ops[t * 16 + i];
    buf[0] = uint8(len & 0xff);
    unsigned char *dst = pool.alloc(len);
    for (unsigned i = 0; i < len; ++i) dst[i] = buf[i];
    out[t] = dst;
}
"""
    found = [d for d in analyze_file("k.cu", src, Settings(), frozenset({"KL210"})).diagnostics]
    assert found and "`pool.alloc(len)` at line 10" in found[0].help
