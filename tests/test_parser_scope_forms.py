"""Forms of namespace scope and of names the front end reads by C++'s rules, not by the file they came from:
`NAME(args);` at namespace scope is a macro's use (no declaration has that form), skipped as one unit with a
positioned KL001 note (a run of them one note) while the declarations after it are kept; `return ::f(x)` is a return of a global name."""

from __future__ import annotations

from analyzer.cuda import ast, query
from analyzer.cuda.parse.parser import parse

_MACROS = """namespace faiss {
BLOCK_SELECT_IMPL(float, true, 1, 1);
WARP_SELECT_IMPL(float, true, 1, 1);
__global__ void k(float *p) { p[threadIdx.x] = 1.0f; }
DEFINE_int32(k, 3, "results");
int count(int a);
}
"""


def test_a_macro_use_at_namespace_scope_is_one_region_and_the_rest_is_kept():
    tu = parse(_MACROS, "m.cu")
    assert [(e.span.line, e.span.end_line, e.message) for e in tu.errors] == [
        (2, 3, "could not parse `BLOCK_SELECT_IMPL(...)`: a macro whose definition is not visible"),  # one run
        (5, 5, "could not parse `DEFINE_int32(...)`: a macro whose definition is not visible")]
    assert [f.name for f in tu.kernels()] == ["k"]
    assert [f.name for f in tu.functions()] == ["k", "count"]


def test_near_miss_a_call_statement_in_a_body_is_a_call():
    tu = parse("__device__ void f(int a, int b);\n__global__ void k(int *p) { f(p[0], 2); }\n", "c.cu")
    assert tu.errors == ()
    (kernel,) = tu.kernels()
    assert [c.func.id for c in query.nodes(kernel) if isinstance(c, ast.Call)] == ["f"]


def test_return_of_a_global_name_is_a_return():
    tu = parse("__device__ float g(float x) { return ::fabsf(x); }\n"
               "__device__ float h(float x) { return::fabsf(x) + 1.0f; }\n", "r.cu")
    assert tu.errors == ()
    for f in tu.functions():
        (ret,) = [n for n in query.nodes(f) if isinstance(n, ast.Jump)]
        assert ret.kind == "return" and ret.value is not None
        assert "::fabsf" in {n.id for n in query.nodes(ret.value) if isinstance(n, ast.Name)}


def test_an_execution_space_after_a_template_return_type_of_an_unseen_header():
    # NOTE: review r15 A P1 (cuSpatial's functors): `vec2<T> __device__ operator()(...)`, vec2 from a header not
    # found, parses as the same member with `__device__` first does
    from analyzer.cuda.parse.parser import parse
    text = """#include "vec2_not_here.hpp"
template <typename T>
struct scale_functor {
    T s;
    vec2<T> __device__ operator()(vec2<T> v) const { return {v.x * s, v.y * s}; }
    vec2<T> __host__ __device__ twice(vec2<T> v) const { return {v.x * 2, v.y * 2}; }
};
template <typename T>
optional<vec2<T>> __device__ merged(vec2<T> a, vec2<T> b) { return {a.x > b.x, vec2<T>{a.x + b.x, a.y + b.y}}; }
__global__ void scale_all(vec2<float> *v, int n, scale_functor<float> f) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] = f(v[i]);
}
"""
    tu = parse(text, "functor.cu")
    assert tu.errors == (), [(e.span.line, e.message) for e in tu.errors]
    assert {f.name for f in tu.functions()} >= {"operator()", "twice", "merged", "scale_all"}
