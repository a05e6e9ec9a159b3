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
