"""KL107/KL109 report each kernel's races on their own: a helper inlined into two kernels is a finding in
each (its kernel named), whatever else the file holds."""

from __future__ import annotations

from analyzer.config import Settings

HELPER = """
__device__ void publish(float *s, float v) {
    s[threadIdx.x] = v;
    float w = s[(threadIdx.x + 1) % 256];
    s[0] = w;
}
__global__ void first(float *out) {
    __shared__ float s[256];
    publish(s, out[threadIdx.x]);
    out[threadIdx.x] = s[0];
}
__global__ void second(float *out) {
    __shared__ float t[256];
    publish(t, 2.0f * out[threadIdx.x]);
    out[threadIdx.x] = t[0];
}
void run(float *d) { first<<<1, 256>>>(d); second<<<1, 256>>>(d); }
"""


def _kl107(text: str) -> list[tuple[int, str]]:
    from analyzer.lint.sources import analyze_file

    found = analyze_file("helper.cu", text, Settings(), frozenset({"KL107"})).diagnostics
    return sorted((d.line, d.symbol) for d in found)


def test_a_helper_inlined_into_two_kernels_is_a_finding_in_each():
    found = _kl107(HELPER)
    assert {symbol for _, symbol in found} == {"first", "second"}
    alone = _kl107(HELPER.replace("second<<<1, 256>>>(d); ", "").split("__global__ void second")[0]
                   + "void run(float *d) { first<<<1, 256>>>(d); }\n")
    assert [f for f in found if f[1] == "first"] == alone
