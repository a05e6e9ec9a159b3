"""A loop step written `x = x op e` (or `x = e op x` of a commutative op) is the compound assignment `x op= e`: the
parse gives every reader of a loop's step one form (cuda/parse/build_stmt._compound), so the findings of a kernel
do not depend on which of the spellings it uses. Differential: each kernel below in every spelling of its step gives
the same rules, places and severities; the spelling a message quotes is the source's."""

from __future__ import annotations

import pytest

from analyzer.config import Settings
from analyzer.lint.sources import analyze_file

ALL = frozenset({"KL102", "KL106", "KL107", "KL108", "KL109", "KL110", "KL201", "KL210", "KL401", "KL402"})

# a per-thread row read in a constant-count loop (KL401 weighs the unrolled loop's iterations together), and a
# halving tree over shared memory whose trip count is known (KL402's rounds, the race rules' iterations)
KERNELS = {
    "row": ("""__global__ void acc(const float *in, float *out, int n) {
  float r[8];
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  for (int i = 0; i < 8; STEP) r[i] = in[t * 8 + i];
  float s = 0.f;
  for (int i = 0; i < 8; ++i) s += r[i];
  out[t] = s;
}
void run(const float *in, float *out, int n) { acc<<<n / 256, 256>>>(in, out, n); }
""", ("i++", "i += 1", "i = i + 1", "i = 1 + i")),
    "tree": ("""__global__ void tree(const float *in, float *out) {
  __shared__ float s[256];
  int tid = threadIdx.x;
  s[tid] = in[blockIdx.x * 256 + tid];
  __syncthreads();
  for (int d = 128; d > 0; STEP) {
    if (tid < d) s[tid * 2 % 256] += s[(tid * 2 + d) % 256];
    __syncthreads();
  }
  if (tid == 0) out[blockIdx.x] = s[0];
}
void run(const float *in, float *out) { tree<<<64, 256>>>(in, out); }
""", ("d >>= 1", "d = d >> 1", "d /= 2", "d = d / 2")),
}


def _found(text: str) -> list[tuple]:
    result = analyze_file("k.cu", text, Settings(), ALL)
    return sorted((d.rule_id, d.line, d.severity.name) for d in result.diagnostics)  # NOTE: columns move with the text


@pytest.mark.parametrize("name", sorted(KERNELS))
def test_every_spelling_of_a_loop_step_gives_the_same_findings(name):
    text, steps = KERNELS[name]
    found = {step: _found(text.replace("STEP", step)) for step in steps}
    first = found[steps[0]]
    assert first, "the kernel gives findings to compare"
    for step in steps[1:]:
        assert found[step] == first, step
