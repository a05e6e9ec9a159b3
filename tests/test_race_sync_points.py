"""KL107's helps name a sync point that following them keeps defined (review r13 after B's N1-N3): a
`__syncthreads()` only where KL102 would not call it divergent, else the loop's block-wide trip count (or the end of
the `if`) first; a `__syncwarp()` at the end of a loop's body only where every lane reaches it as often, else the
warp's trip count first; a loop whose trip count differs only between warps is said to, and keeps its point.
Fixtures: KL107 bad_race_in_uneven_trip_loop.cu / ok_race_in_uneven_trip_loop.cu (the kernels fixed as said)."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture


def _found(name: str) -> dict:
    _, diagnostics = run_fixture(RULE_FIXTURES / name)
    return {d.line: d for d in diagnostics if d.rule_id == "KL107"}


def _helps(text: str) -> dict:
    from analyzer.config import Settings
    from analyzer.lint.sources import analyze_file
    return {d.line: d.help for d in analyze_file("t.cu", text, Settings(), frozenset({"KL107"})).diagnostics}


def test_a_block_barrier_in_a_loop_of_per_group_trip_counts_first_gives_the_block_one_trip_count():
    found = _found("KL107/bad_race_in_uneven_trip_loop.cu")
    help_ = found[20].help
    assert help_.startswith("the loop at line 17 runs a different number of iterations in different threads of the "
                            "block (`row < n && g < 170`)") and "(KL102)" in help_
    assert "give the loop one trip count for the block" in help_
    assert help_.endswith("then put `__syncthreads()` between line 18 and line 20")


def test_a_warp_sync_at_the_end_of_a_body_of_per_group_trip_counts_first_gives_the_warp_one_trip_count():
    found = _found("KL107/bad_race_in_uneven_trip_loop.cu")
    help_ = found[35].help
    assert help_.startswith("the loop at line 31 runs a different number of iterations in different lanes")
    assert "give the loop one trip count for the warp" in help_
    assert "then put `__syncwarp()` at the end of the loop's body (line 31), in every iteration" in help_


def test_a_loop_whose_trip_count_differs_only_between_warps_keeps_its_point_and_says_so():
    found = _found("KL107/bad_race_in_uneven_trip_loop.cu")
    help_ = found[46].help
    assert help_.startswith("put `__syncwarp()` just before line 46 (after line 45)")
    assert "(the loop at line 44 runs a different number of iterations only between warps" in help_
    assert "in different lanes" not in help_


def test_near_misses_a_block_uniform_loop_and_a_per_warp_loop_keep_the_plain_points():
    helps = _helps("""__global__ void k(const int *rows, const float *x, float *out, int n) {
    int g = threadIdx.x / 3;
    __shared__ float s[3 * 170];
    for (int r = blockIdx.x; r < n; r += gridDim.x) {
        s[threadIdx.x] = x[rows[r] * 3 + threadIdx.x - g * 3];
        float acc = 0.f;
        for (int m = 0; m < 3; m++) acc += s[g * 3 + m];
        out[r * 512 + threadIdx.x] = acc;
    }
}
__global__ void w(const float *x, float *out, int n) {
    __shared__ float s[256];
    for (int i = (blockIdx.x * blockDim.x + threadIdx.x) / 32; i < n; i += gridDim.x * blockDim.x / 32) {
        s[threadIdx.x] = x[i * 32 + threadIdx.x % 32];
        __syncwarp();
        float acc = 0.f;
        for (int m = 0; m < 4; m++) acc += s[(threadIdx.x & ~3) + m];
        out[i * 32 + threadIdx.x % 32] = acc;
    }
}
void run(const int *r, const float *x, float *o, int n) { k<<<n, 510>>>(r, x, o, n); w<<<n, 256>>>(x, o, n); }
""")
    assert helps[7] == "put `__syncthreads()` between line 5 and line 7"
    assert helps[17].startswith("put `__syncwarp()` at the end of the loop's body (line 13) too, so that every lane")
    assert "only between warps" in helps[17]


def test_a_block_barrier_inside_an_if_some_threads_skip_ends_the_if_first():
    helps = _helps("""__global__ void k(const float *x, float *out) {
    __shared__ float s[256];
    __shared__ float t[256];
    t[threadIdx.x] = x[threadIdx.x];
    if (threadIdx.x < 64) {
        s[threadIdx.x] = x[blockIdx.x * 64 + threadIdx.x];
        out[blockIdx.x * 64 + threadIdx.x] = s[threadIdx.x ^ 32];
    }
    __syncthreads();
    out[threadIdx.x] = t[255 - threadIdx.x];
}
void run(const float *x, float *o, int n) { k<<<n, 256>>>(x, o); }
""")
    assert helps[7].startswith("the point is inside `if (threadIdx.x < 64)` (line 5), which not every thread")
    assert "end the `if` before the second access, put `__syncthreads()` after it" in helps[7]
