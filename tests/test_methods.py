"""Member functions called on an object (cuda/model/methods.py, analysis/memory/methods.py): a functor kernel's body
(`__global__ void k(const F f) { f(); }`) and `obj.m()` are judged as the code the call runs, with the launches of
the kernel that makes the call, and only of that kernel (review r11 A, C6 and C7)."""

from __future__ import annotations

from analyzer.config import Settings

SOURCE = """
struct Split {
    float *out;
    int n;
    __device__ void operator()() const
    {
        __shared__ float keep[128];
        int t = threadIdx.x;
        float s = 0.f;
        if (t & 1) {
            for (int k = 0; k < n; ++k) s += __sinf(s + k);
        }
        keep[t] = s;
        out[blockIdx.x * blockDim.x + t] = s;
    }
};

struct Other {
    float *out;
    __device__ void operator()() const { if (threadIdx.x & 1) out[threadIdx.x] = 1.f; }
};

__global__ void split_kernel(const Split f) { f(); }
__global__ void other_kernel(const Other o) { o(); }

void run(float *a, float *b, int n)
{
    Split f{a, n};
    split_kernel<<<64, 128>>>(f);
    Other o{b};
    other_kernel<<<1, 32>>>(o);
}
"""


def _diagnostics(rules: set[str]):
    from analyzer.lint.sources import analyze_file

    return analyze_file("functors.cu", SOURCE, Settings(), frozenset(rules)).diagnostics


def test_a_functor_body_is_judged_with_its_kernels_launch():
    found = [d for d in _diagnostics({"KL201"}) if d.line == 10]
    assert len(found) == 1 and "with the launch at line 29 (128x1x1)" in found[0].message, found
    assert found[0].severity.name.lower() == "warning"


def test_each_functor_has_only_its_own_kernel_as_caller():
    from analyzer.analysis.prologue import calls_of
    from analyzer.cuda.parse.parser import parse

    tu = parse(SOURCE)
    functions = list(tu.functions())
    calls: dict = {}
    for cls, kernel in (("Split", "split_kernel"), ("Other", "other_kernel")):
        op = next(f for f in functions if f.name == "operator()" and f.scope == (cls,))
        assert [caller.name for caller, _ in calls_of(op, functions, calls)] == [kernel]


def test_the_shared_memory_a_functor_declares_is_its_kernels():
    from analyzer.cuda.model.build import build_model
    from analyzer.cuda.parse.parser import parse

    model = build_model(parse(SOURCE))
    sizes = {k.name: k.static_shared_bytes for k in model.kernels}
    assert sizes == {"split_kernel": 512, "other_kernel": 0}, sizes
