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


ACCESSORS = """
struct View {
    float *data; int n;
    __device__ float &operator()(int i, int j) { return data[i * n + j]; }
};
struct Pair {
    float *data; int n;
    __device__ float &at(int i) { return data[i]; }
    __device__ const float &at(int i) const { return data[i + 1000]; }
};
__global__ void k(View out, Pair p, const Pair q) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    for (int j = 0; j < out.n; j++) {
        out(i, j) = 1.0f;
        out(i, j) += 1.0f;
        ++out(i, j);
    }
    p.at(i) = q.at(i);
}
void run(View o, Pair p) { k<<<4, 256>>>(o, p, p); }
"""


def _accesses(tmp_path, text: str):
    from analyzer.commands.memory import collect

    path = tmp_path / "accessors.cu"
    path.write_text(text)
    return [f.access for f in collect([str(path)], {}, Settings())[0]]


def test_a_call_that_returns_a_reference_is_the_access_its_caller_makes(tmp_path):
    """Review r11 B N2: `out(i, j) = v` stores at the element the returned `float &` names (no load of it);
    `+=` and `++` read it, then store it. Its row stride `out.n`, a field of a by-value argument, is a kernel
    argument (N1)."""
    found = [a for a in _accesses(tmp_path, ACCESSORS) if a.node.span.line == 4]
    assert sorted(a.op for a in found) == ["load", "load", "store", "store", "store"], found
    assert all("out.n" in a.params for a in found)


def test_the_overload_the_objects_constness_selects(tmp_path):
    """`p.at(i)` of a non-const object reaches the non-const `at` (a store, line 8); `q.at(i)` of a const one
    the const `at` (a load, line 9)."""
    found = {(a.node.span.line, a.op) for a in _accesses(tmp_path, ACCESSORS) if a.node.span.line in (8, 9)}
    assert found == {(8, "store"), (9, "load")}, found


def test_a_member_function_declared_const_is_marked():
    from analyzer.cuda.parse.parser import parse

    consts = {(f.scope, f.span.line): f.const for f in parse(ACCESSORS).functions() if f.name == "at"}
    assert consts == {(("Pair",), 8): False, (("Pair",), 9): True}


def test_overloads_of_the_device_pass_and_of_the_same_code_are_one():
    from analyzer.cuda.model.methods import pick
    from analyzer.cuda.parse.parser import parse

    tu = parse("""template <typename T> struct M {
    T *d; int n;
#if defined(__CUDACC__)
    __host__ __device__ T &operator()(int i) { return d[i * n]; }
#else
    T &operator()(int i) { return d[i]; }
#endif
    __device__ T get(int i) { return d[i]; }
    __device__ T get(int i) { return d[i]; }
};
""")
    ops = [f for f in tu.functions() if f.name == "operator()"]
    assert [f.span.line for f in pick(ops, False)] == [4]
    gets = [f for f in tu.functions() if f.name == "get"]
    assert len(gets) == 2 and pick(gets, False) == gets[:1]


def test_a_headers_accessor_is_judged_at_the_kernels_call():
    """Review r11 B N2 with the accessor and the shape in a project header (fixtures/rules/KL401/tensors/): the
    member function is found there, and its accesses are reported at the call in the kernel (the header has no
    line in the file), the store through its `T &` and the load; `sh.cols` of a header's struct is a kernel
    argument (N1)."""
    from conftest import RULE_FIXTURES, run_fixture

    _, found = run_fixture(RULE_FIXTURES / "KL401/bad_header_accessor_rows.cu")
    texts = {(d.line, d.column): d.message for d in found if d.rule_id == "KL401"}
    assert texts[(13, 9)].startswith("global store `out(b, i, k)`") and "in the helper" not in texts[(13, 9)]
    assert texts[(13, 34)].startswith("global load `in(b, i, k)`")
    assert "for every sh.cols >= 8" in texts[(20, 9)]


def test_the_members_a_launch_fixes_of_an_object_passed_by_value():
    """Review r11 B N1: `Shape s{100, 4096}` passed by value fixes `s.width` as `k<<<g, b>>>(y, x, 100)` fixes an
    `int width`: the figure is for that value, named in the message."""
    from analyzer.lint.sources import analyze_file

    text = """struct Shape { int width, height; };
__global__ void scale_rows(float *y, const float *x, Shape s) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= s.height) return;
    for (int j = 0; j < s.width; ++j) y[r * s.width + j] = 2.0f * x[r * s.width + j];
}
void run(float *x, float *y) {
    Shape s{100, 4096};
    scale_rows<<<s.height / 256, 256>>>(y, x, s);
}
"""
    found = analyze_file("shape.cu", text, Settings(), frozenset({"KL401"})).diagnostics
    assert len(found) == 2 and all("(256x1x1, s.width = 100)" in d.message for d in found), found
    assert not any("for every" in d.message for d in found)
