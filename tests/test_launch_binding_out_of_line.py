"""A kernel defined out of line with its qualified name (`__global__ void a::k(...)`) is bound to the launches of
`a::k` and of no other namespace's `k` (review r15 B Q1; issue 25's a::k / b::k)."""

from __future__ import annotations

from analyzer.config import Settings
from analyzer.diagnostics import Severity
from analyzer.lint.sources import analyze_file

SOURCE = """namespace a { __global__ void k(float *d, int n); }
namespace b { __global__ void k(float *d, int n); }
__global__ void a::k(float *d, int n) {
    const int i = threadIdx.x + blockIdx.x * blockDim.x;
    const int j = threadIdx.y + blockIdx.y * blockDim.y;
    if (i < n && j < n) d[i * n + j] = 2.0f * d[i * n + j];
}
__global__ void b::k(float *d, int n) {
    const int i = threadIdx.x + blockIdx.x * blockDim.x;
    const int j = threadIdx.y + blockIdx.y * blockDim.y;
    if (i < n && j < n) d[i * n + j] = 3.0f * d[i * n + j];
}
void host(float *d, int n) {
    dim3 block(32, 8), grid((n + 31) / 32, (n + 7) / 8);
    a::k<<<grid, block>>>(d, n);
}
"""


def test_each_out_of_line_kernel_gets_its_own_namespaces_launch():
    found = {d.line: d for d in analyze_file("two.cu", SOURCE, Settings(), frozenset({"KL401"})).diagnostics
             if d.rule_id == "KL401"}
    assert set(found) == {6, 11}
    assert found[6].severity == Severity.WARNING and "the launch at line 15 (32x8x1)" in found[6].message
    assert found[11].severity == Severity.NOTE and "assuming" in found[11].message
