"""KL504 (review r12 B, M1): a cudaMalloc'd buffer a kernel reads or read-modify-writes before anything wrote it.
The fixtures (fixtures/rules/KL504) hold the positives and the near-misses; these tests pin what a finding says:
the buffer, its allocation line, the kernel's first access, and a fix that fits the operation."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture

from analyzer.config import Settings
from analyzer.lint.sources import analyze_file


def _found(name: str) -> dict[int, object]:
    _, found = run_fixture(RULE_FIXTURES / "KL504" / name)
    return {d.line: d for d in found if d.rule_id == "KL504"}


def test_the_message_names_the_buffer_its_allocation_and_the_first_access():
    found = _found("bad_accumulator_never_cleared.cu")
    count, alias = found[54], found[56]
    assert "`d_count` is passed to `count_above` (parameter `count`)" in count.message
    assert "`atomicAdd` on `count` (line 10)" in count.message and "by `cudaMalloc` at line 52" in count.message
    assert "copied back at line 58" in count.message
    assert "`cudaMemset(d_count, 0, sizeof(int))`" in count.help
    assert "`d_row` (which points into `d_best`)" in alias.message and "`atomicMax`" in alias.message
    assert "lowest value" in alias.help and "INT_MIN" in alias.help
    assert "in a helper called at line 26" in found[70].message and "cudaMallocManaged" in found[70].message
    assert "reads it before writing it (line 32: `in[i]`)" in found[81].message
    assert "cudaMemcpyHostToDevice" in found[81].help
    assert "`d_count` is passed to `launch_count`, which launches `count_above` with it at line 89 (parameter `count`)" \
        in found[96].message and "and this call" in found[96].message
    assert "read and written back" in found[45].message and "`cudaMemset(d_y, 0, n * sizeof(float))`" in found[45].help


def test_hip_launches_and_fixes():
    text = """#include <hip/hip_runtime.h>
__global__ void total(const float *x, int n, float *sum) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) atomicAdd(sum, x[i]);
}
float run(const float *d_x, int n) {
    float *d_sum, h = 0.0f;
    hipMalloc(&d_sum, sizeof(float));
    hipLaunchKernelGGL(total, dim3((n + 255) / 256), dim3(256), 0, 0, d_x, n, d_sum);
    hipMemcpy(&h, d_sum, sizeof(float), hipMemcpyDeviceToHost);
    return h;
}
"""
    found = [d for d in analyze_file("t.hip", text, Settings(), frozenset({"KL504"})).diagnostics]
    assert [d.line for d in found] == [9]
    assert "`hipMalloc` does not clear memory" in found[0].message and "`hipMemset(d_sum, 0, sizeof(float))`" in found[0].help
    written = text.replace("    hipLaunchKernelGGL", "    hipMemset(d_sum, 0, sizeof(float));\n    hipLaunchKernelGGL")
    assert not analyze_file("t.hip", written, Settings(), frozenset({"KL504"})).diagnostics
