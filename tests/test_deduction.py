"""Template argument deduction at a launch (analyzer/analysis/deduction.py): the argument's type as C++ lookup
finds it at the launch, and only launches of the kernel's own file."""

from __future__ import annotations

from dataclasses import replace

from analyzer.analysis.deduction import deduced
from analyzer.cuda.model import RunIndex, SourceUnit
from analyzer.lint.sources import model_of, parse_file

_SRC = """template <typename F> __global__ void k(F* x, int n) { x[threadIdx.x] = 0; }
void run(bool half, int n, float* p)
{
    if (half) {
        float* buf = 0;
        k<<<1, 256>>>(buf, n);
    } else {
        double* buf = 0;
        k<<<1, 256>>>(buf, n);
    }
    k<<<1, 256>>>(p, n);
}
"""


def _unit(src: str):
    tu = parse_file("f.cu", src)
    model = model_of(tu, "f.cu", src)
    return SourceUnit("f.cu", src, tu, model, RunIndex.build([model])), model


def test_each_launch_deduces_from_the_declaration_in_scope_there():
    unit, model = _unit(_SRC)
    func = next(f for f in unit.tu.functions() if f.name == "k")
    launches = sorted(model.launches, key=lambda x: x.line)
    shared: dict = {}
    assert [deduced(func, x, unit, shared) for x in launches] == [("float",), ("double",), ("float",)]


def test_a_launch_of_another_file_deduces_nothing_here():
    """Its span is another file's: a launch of this file at the same line and column is not it."""
    unit, model = _unit(_SRC)
    func = next(f for f in unit.tu.functions() if f.name == "k")
    first = min(model.launches, key=lambda x: x.line)
    assert deduced(func, first, unit) == ("float",)
    assert deduced(func, replace(first, file="other.cu"), unit) == ()


def test_cv_qualifiers_are_stripped_as_whole_words():
    from analyzer.cuda.model.ctype_layout import unqualified

    assert unqualified("const float") == "float" and unqualified("volatile unsigned int") == "unsigned int"
    assert unqualified("myconst_t") == "myconst_t" and unqualified("Constants") == "Constants"



_MEMBER = """struct Arr { void* d; template <typename T> T* ptr() const { return (T*)d; } };
template <typename F> __global__ void k(const F* x, F* y) { y[threadIdx.x] = x[threadIdx.x]; }
void run(Arr a, Arr b) { k<<<1, 256>>>(a.ptr<double>(), b.ptr<double>()); }
void mixed(Arr a, Arr b) { k<<<1, 256>>>(a.ptr<double>(), b.ptr<float>()); }
"""


def test_a_member_template_call_deduces_its_written_argument():
    unit, model = _unit(_MEMBER)
    func = next(f for f in unit.tu.functions() if f.name == "k")
    launches = sorted(model.launches, key=lambda x: x.line)
    # NOTE: `a.ptr<double>()` is a double*; two arguments deducing different types deduce nothing
    assert [deduced(func, x, unit, {}) for x in launches] == [("double",), ()]


_HOST = """template <typename T> __global__ void k(const T* a, T* b) { b[threadIdx.x * 4] = a[threadIdx.x * 4]; }
template <typename T> void run(const T* a, T* b) { k<T><<<1, 256>>>(a, b); }
void go(bool h, int n) {
    if (h) { float* x = 0; float* y = 0; run(x, y); }
    else { double* x = 0; double* y = 0; run(x, y); }
}
"""


def test_each_call_of_a_host_template_deduces_from_the_declarations_in_scope_there():
    """analysis/host_templates binds the host's parameter per call through deduction.deduced_at: the two branches'
    `x` are float* and double*, each call judged with its own (before: one map of the function, double only)."""
    from analyzer.analysis.host_templates import instances

    unit, model = _unit(_HOST)
    (launch,) = model.launches
    assert instances(unit, launch, ("T",), {}) == [("float",), ("double",)]
    # NOTE: the near miss: one call whose two arguments deduce different types deduces nothing
    unit, model = _unit(_HOST.replace("double* y", "float* y"))
    (launch,) = model.launches
    assert instances(unit, launch, ("T",), {}) == [("float",)]


_COMMENTED = """template <typename T> __global__ void k(const T* a, T* b, int n) { b[threadIdx.x * n] = a[threadIdx.x * n]; }
template <typename T> void run(const T* a, T* b, int n) { k<<<1, 256>>>(a, b, n); }
// run<double>(a, b, n);
/* template void run<half>(const half*, half*, int); */
void go(const float* x, float* y) { run<float>(x, y, 2); }
"""


def test_an_instantiation_in_a_comment_is_none():
    """host_templates reads explicit instantiations through host_instances.explicit_instantiations (comments
    blanked): the commented-out `run<double>` and `run<half>` give no instantiation; `run<float>` does."""
    from analyzer.analysis.host_templates import instances

    unit, model = _unit(_COMMENTED)
    (launch,) = model.launches
    assert instances(unit, launch, ("T",), {}) == [("float",)]
    unit, model = _unit(_COMMENTED.replace("// run<double>", "run<double>"))
    (launch,) = model.launches
    assert instances(unit, launch, ("T",), {}) == [("double",), ("float",)]
