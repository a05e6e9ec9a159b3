"""KL110's fix where barriers follow the access (review r11 C5): an early return skips them (undefined behaviour),
so the help guards the load (`r < n ? s[r] : 0`) or the store, against the kernel's parameter that bounds a value
the index is built from (`base < n`); without a barrier after it the early return names that parameter, not a
count to pass (checks/_kl110_fix.py). Each failed before its change."""

from __future__ import annotations

from analyzer.config import Settings
from analyzer.lint.sources import analyze_file

ROWS = """__global__ void rows(const float *s, float *out, int n)
{
    __shared__ float tile[32];
    for (int base = blockDim.y * blockIdx.x; base < n; base += gridDim.x * blockDim.y) {
        int r = base + threadIdx.y;
        %s
        if (threadIdx.x == 0) tile[threadIdx.y] = v;
        %s
        if (threadIdx.y == 0 && base + threadIdx.x < n) out[base + threadIdx.x] = tile[threadIdx.x];
    }
}
void go(const float *s, float *out, int n) { rows<<<(n + 31) / 32, dim3(32, 32)>>>(s, out, n); }
"""


def kl110(src: str):
    return analyze_file("t.cu", src, Settings(), frozenset({"KL110"})).diagnostics


def test_a_read_before_barriers_gets_a_guarded_load_not_an_early_return():
    (found,) = kl110(ROWS % ("float v = 2.f * s[r];", "__syncthreads();"))
    assert "never bounds-checks" in found.message
    assert "`r < n ? s[r] : 0`" in found.help and "return;" not in found.help


def test_a_read_before_its_check_and_barriers_gets_a_guarded_load():
    (found,) = kl110(ROWS % ("float v = s[r]; v = r < n ? v : 0.f;", "__syncthreads();"))
    assert "before `r` is bounds-checked" in found.message
    assert "`r < n ? s[r] : 0`" in found.help and "return;" not in found.help


def test_without_a_barrier_after_it_the_early_return_names_the_bound_in_scope():
    (found,) = kl110(ROWS % ("float v = 2.f * s[r];", ""))
    assert "`if (r >= n) return;`" in found.help and "pass the element count" not in found.help


def test_a_store_before_barriers_is_guarded_not_returned():
    src = ROWS.replace("const float *s", "float *s") % ("float v = 1.f; s[r] = v;", "__syncthreads();")
    (found,) = kl110(src)
    assert "store only where `r < n`" in found.help
