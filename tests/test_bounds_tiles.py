"""Tile loops that run past the row count (KL110, analyzer/analysis/bounds_tiles.py): the launch fact `arg_ceils`
(an argument passed as the ceiling division of another argument by a constant, analyzer/cuda/model/rounding.py)
and the rows a tile loop reaches. Each failed before its change (the fact did not exist; flash.cu-style tile
loops gave nothing)."""

from __future__ import annotations

from analyzer.config import Settings
from analyzer.lint.sources import analyze_file, model_of, parse_file

KERNEL = "__global__ void k(float *x, int n, int t) { x[threadIdx.x] = 0; }\n"


def ceils(body: str):
    src = KERNEL + "void go(float *x, int n, int m) {\n" + body + "\n}\n"
    (only,) = model_of(parse_file("f.cu", src), "f.cu", src).launches
    return only.arg_ceils


def test_an_argument_passed_as_a_ceiling_division_of_another():
    assert ceils("const int B = 32; const int t = ceil((float) n / B); k<<<1, B>>>(x, n, t);") == (None, None, (1, 32, 3))
    assert ceils("k<<<1, 64>>>(x, n, (n + 63) / 64);") == (None, None, (1, 64, 3))
    assert ceils("k<<<1, 64>>>(x, n, cdiv(n, 64));") == (None, None, (1, 64, 3))
    assert ceils("k<<<1, 64>>>(x, n, n / 64);") == ()  # NOTE: exact: the host keeps n a multiple of 64
    assert ceils("const int c = 4096; k<<<1, 64>>>(x, c, (c + 63) / 64);") == ()  # a multiple, fixed
    assert ceils("k<<<1, 64>>>(x, m, (n + 63) / 64);") == ()  # the count is not an argument


TILES = """
__global__ void tiles(const float *in, float *out, int n, int d, int T, int B) {
    int tx = threadIdx.x;
    for (int j = 0; j < T; j++) {
        for (int x = 0; x < d; x++) {
            %s
        }
        __syncthreads();
    }
}
void go(const float *in, float *out, int n, int d) {
    const int B = 32;
    int T = (n + B - 1) / B;
    tiles<<<1, B>>>(in, out, n, d, T, B);
}
"""


def findings(access: str):
    return analyze_file("t.cu", TILES % access, Settings(), frozenset({"KL110"})).diagnostics


def test_the_last_tiles_rows_past_the_count_and_their_guards():
    (found,) = findings("out[x] += in[B * d * j + tx * d + x];")
    assert "row `j * B + tx`" in found.message and "`T = ceil(n / B)` (line 13)" in found.message
    assert "`if (j * B + tx < n)`" in found.help
    assert not findings("if (j * B + tx < n) out[x] += in[B * d * j + tx * d + x];")
    assert not findings("out[x] += j * B + tx < n ? in[B * d * j + tx * d + x] : 0.0f;")
    assert not findings("out[x] += in[min(B * d * j + tx * d + x, n * d - 1)];")  # clamped
    assert not findings("out[x] += in[B * d * j + x];")  # no lane term: every thread reads the same row
    assert not findings("out[x] += in[16 * d * j + tx * d + x];")  # the tiles' rows overlap: not B per tile


STRIDED = """
__global__ void k(const float *a, float *out, int n) {
    __shared__ float tile[256];
    float sum = 0.0f;
    for (int s = 0; s < n; s += blockDim.x) {
        int o = s + threadIdx.x;
        %s
        tile[threadIdx.x] = v;
        __syncthreads();
        if (o < n) sum += v * tile[(threadIdx.x + 1) %% blockDim.x];
        __syncthreads();
    }
    out[threadIdx.x] = sum;
}
"""


def test_a_block_strided_loop_bounds_its_base_not_its_rows():
    """review r11 A N3: `s < n` bounds s, not `s + threadIdx.x`; the fix is the guarded load (keeps the barriers)."""
    run = lambda read: analyze_file("t.cu", STRIDED % read, Settings(), frozenset({"KL110"})).diagnostics  # noqa
    (found,) = run("float v = a[o];")
    assert "block-strided loop `s < n`" in found.message and "`o < n ? a[o] : 0`" in found.help
    assert not run("float v = o < n ? a[o] : 0.0f;")
    assert not run("float v = 0.0f; if (o < n) v = a[o];")
    assert not run("if (o >= n) break; float v = a[o];")
    assert not run("float v = a[s];")  # NOTE: the tile's base, which the loop bounds
    assert len(run("float v = a[o + 1];")) == 1  # NOTE: the row's neighbour, past the end too
