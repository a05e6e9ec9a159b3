"""The semantic model on hand-built IR: kernels, static shared memory, launches through dim3/constexpr."""

from __future__ import annotations

import pytest

from analyzer.cuda import ast
from analyzer.cuda.model import RunIndex, build_model
from analyzer.diagnostics import Span


def sp(line: int, col: int = 1) -> Span:
    return Span(line, col, line, col + 1)


def lit(v: int, line: int = 1) -> ast.IntLit:
    return ast.IntLit(sp(line), v, str(v))


def name(n: str, line: int = 1) -> ast.Name:
    return ast.Name(sp(line), n)


def t(base: str, pointers: int = 0, quals: frozenset = frozenset()) -> ast.TypeRef:
    return ast.TypeRef(sp(1), base, base, pointers, qualifiers=quals)


def decl(line, typ, nm, init=None, dims=(), storage=(), ctor=None) -> ast.Decl:
    return ast.Decl(sp(line), frozenset(storage), (ast.Declarator(sp(line), nm, typ, tuple(dims), init, ctor),))


def stmt(expr, line) -> ast.ExprStmt:
    return ast.ExprStmt(sp(line), expr)


def func(nm, line, body, quals=("__global__",), params=(), bounds=None, end=30):
    return ast.Function(Span(line, 1, end, 2), nm, sp(line, 20), frozenset(quals), t("void"), tuple(params),
                        ast.Block(sp(line), tuple(body)), None, bounds)


def build_tu() -> ast.TranslationUnit:
    tile = ast.GlobalDecl(sp(1), decl(1, t("int"), "TILE", lit(32), storage=("constexpr",)))
    use = stmt(ast.Assign(sp(5), "=", ast.Index(sp(5), name("out"), lit(0)),
                          ast.Index(sp(5), ast.Index(sp(5), name("tile"), lit(0)), lit(0))), 5)
    kernel = func("k", 3, [
        decl(4, t("float"), "tile", dims=(name("TILE"), ast.Binary(sp(4), "+", name("TILE"), lit(1))),
             storage=("__shared__",)),
        decl(4, t("double"), "unused", dims=(lit(1000),), storage=("__shared__",)),
        decl(4, t("float"), "dyn", dims=(None,), storage=("extern", "__shared__")),
        use,
    ], params=(ast.Param(sp(3), "out", t("float", 1)),), bounds=(lit(256), lit(2)), end=6)
    n = name("n", 10)
    grid = ast.Binary(sp(12), "/", ast.Binary(sp(12), "+", n, lit(255)), lit(256))
    host = func("run", 8, [
        decl(9, t("dim3"), "b", ctor=(lit(40), lit(2))),
        decl(10, t("int"), "n", lit(1000)),
        decl(11, t("dim3"), "c"),
        stmt(ast.Assign(sp(11), "=", ast.Member(sp(11), name("c"), "x"), lit(64)), 11),
        decl(11, t("int"), "m", lit(5)),
        stmt(ast.Assign(sp(11), "=", name("m"), lit(6)), 11),       # assigned twice: unknown
        stmt(ast.Launch(sp(12, 3), name("k"), (grid, name("b"), lit(1024)), ()), 12),
        stmt(ast.Launch(sp(13, 3), name("k"), (name("m"), name("c")), (), ("float",)), 13),
    ], quals=(), end=14)
    return ast.TranslationUnit("a.cu", (tile, kernel, host), (), "")


def test_kernel_and_launches():
    model = build_model(build_tu())
    (k,) = model.kernels
    assert (k.name, k.launch_bounds, k.dynamic_shared, k.parsed) == ("k", (256, 2), True, True)
    assert k.static_shared_bytes == 32 * 33 * 4  # `unused` is dropped, as ptxas drops it
    first, second = model.launches
    assert (first.grid, first.block, first.dynamic_shared_bytes, first.function) == (
        (4, 1, 1), (40, 2, 1), 1024, "run")
    assert first.threads == 80
    assert (second.kernel, second.kernel_name, second.grid, second.block, second.dynamic_shared_bytes) == (
        "k<float>", "k", (None, 1, 1), (64, 1, 1), 0)


def test_parse_error_marks_kernel_unparsed_and_index():
    tu = build_tu()
    tu = ast.TranslationUnit("a.cu", tu.items, (ast.ParseError(Span(5, 3, 5, 9), "x"),), "")
    model = build_model(tu)
    assert model.kernels[0].parsed is False
    index = RunIndex.build([model])
    assert [launch.line for launch in index.launches_reaching(model.kernels[0])] == [12, 13]
    assert index.slice_for(model) == index


@pytest.mark.parametrize("source, hip", [
    ("#if defined(__HIPCC__)\n#include <hip/hip_runtime.h>\n#define WARP 64\n#else\n#define WARP 32\n#endif\n", False),
    ("#ifdef GGML_USE_HIP\n#define cudaMalloc(p, n) hipMalloc(p, n)\n#endif\nvoid f() { cudaMalloc(0, 4); }\n", False),
    ("#define cudaFree hipFree\n", False),
    ("#include <hip/hip_runtime.h>\n", True),
    ("#ifndef KERNELS_H\n#define KERNELS_H\n#include <hip/hip_runtime.h>\n#endif\n", True),
    ("void f(float* p) { hipMalloc(&p, 4); }\n", True),
    ("__global__ void k(float* p) { p[hipThreadIdx_x] = 0; }\n", True),
    # CUDA code whose HIP build is a guarded branch (ggml-cuda.cu): the calls under the guard are portability
    ("void f() {\n  cudaMalloc(0, 4);\n#if defined(GGML_USE_HIP)\n  (void)hipGetLastError();\n#endif\n}\n", False),
    # a hipified program whose GPU code is all under `#ifdef __HIPCC__` (no CUDA call outside it) is HIP
    ("#ifdef __HIPCC__\nvoid f(float* p) { hipMalloc(&p, 4); }\n#else\nvoid f(float* p) { }\n#endif\n", True),
    ("#ifndef HIP_HELPERS_H\n#define HIP_HELPERS_H\nvoid f(float* p) { hipMalloc(&p, 4); }\n#endif\n", True),
    ("#ifndef CUDA_UTIL_CUH_\n#define CUDA_UTIL_CUH_\n#include <hip/hip_runtime.h>\n#endif\n", True),
    # a project folder whose name ends in `hip` (shared by its CUDA and HIP builds) is no HIP header
    ("#include \"common/cuda_hip/base/math.hpp\"\nvoid f() { cudaMalloc(0, 4); }\n", False),
    ("#include <common/cuda_hip/base/math.hpp>\n__global__ void k(float* p) { p[threadIdx.x] = 0; }\n", False),
    ("#include \"common/cuda_hip/base/math.hpp\"\n#include \"hip/hip_runtime.h\"\n", True),
])
def test_hip_detection_ignores_portability_guards(source: str, hip: bool) -> None:
    from analyzer.cuda.model import is_hip_source

    assert is_hip_source(source) is hip


def test_a_launch_variable_takes_the_assignment_that_reaches_the_launch():
    from analyzer.cuda.parse.parser import parse

    text = """__global__ void k(float *o) { o[threadIdx.x] = 0.0f; }
void run(float *o, int c) {
    dim3 threads(256);
    k<<<1, threads>>>(o);
    threads = dim3(16, 16);
    for (int r = 0; r < 2; r++) k<<<1, threads>>>(o);
    if (c) threads = dim3(64);
    k<<<1, threads>>>(o);
    threads.x = 8;
    k<<<1, threads>>>(o);
    threads = dim3(32);
    for (int r = 0; r < 2; r++) { k<<<1, threads>>>(o); threads = dim3(16, 16); }
    for (int r = 0; r < 2; r++) { threads = dim3(8, 8); k<<<1, threads>>>(o); }
}
"""
    blocks = [launch.block for launch in build_model(parse(text, "a.cu")).launches]
    assert len(blocks) == 6
    # NOTE: the third launch follows a write in a branch, the fourth a member store: the merged env decides
    # (not a single value); the fifth sees the loop's own later write from its second iteration on: unknown;
    # the sixth is set anew before it in every iteration
    assert blocks[:2] == [(256, 1, 1), (16, 16, 1)] and blocks[5] == (8, 8, 1)
    assert all(b is None or None in b for b in blocks[2:5]), blocks


def test_a_component_store_holds_from_the_store_on():
    """`threads.x = 8;` between two launches: the flow-insensitive env applies it to both; the launch before
    the store sees the declaration (nothing writes `threads` between them), the one after the stored value."""
    from analyzer.cuda.parse.parser import parse

    text = """__global__ void k(float *o) { o[threadIdx.x] = 0.0f; }
void run(float *o) {
    dim3 threads(16, 16);
    k<<<1, threads>>>(o);
    threads.x = 8;
    k<<<1, threads>>>(o);
    dim3 b;
    b.x = 64;
    k<<<1, b>>>(o);
}
"""
    blocks = [launch.block for launch in build_model(parse(text, "a.cu")).launches]
    assert blocks == [(16, 16, 1), (8, 16, 1), (64, 1, 1)]


@pytest.mark.parametrize("between, block", [
    ("int tpb = 1024; dim3 b1(tpb); dim3 g1((n + tpb - 1) / tpb);\n    tpb = 768; dim3 b2(tpb);", (1024, 1, 1)),
    # near miss: the reassignment comes before the declaration: b1 is built from 768
    ("int tpb = 1024;\n    tpb = 768; dim3 b1(tpb); dim3 g1((n + tpb - 1) / tpb);", (768, 1, 1)),
    # declared without a value, assigned, read by the grid's declaration before the block's
    ("int tpb;\n    tpb = 1024; dim3 g1((n + tpb - 1) / tpb); dim3 b1(tpb);\n    tpb = 768; dim3 b2(tpb);", (1024, 1, 1)),
    # near miss: a declaration that writes it in between (`int w = tpb++;`): the value is not known
    ("int tpb;\n    tpb = 1024; int w = tpb++; dim3 g1((n + w - 1) / w); dim3 b1(tpb);\n    tpb = 768;", (None, 1, 1)),
])
def test_a_dim3_takes_the_value_its_argument_held_at_its_declaration(between: str, block: tuple) -> None:
    """`int tpb = 1024; dim3 b1(tpb); tpb = 768;`: the merged env cannot tell `tpb` (assigned twice); b1 is
    built from the value that reaches its declaration."""
    from analyzer.cuda.parse.parser import parse

    text = f"""__global__ void k(float *o) {{ o[threadIdx.x] = 0.0f; }}
void run(float *o, int n) {{
    {between}
    k<<<g1, b1>>>(o);
}}
"""
    assert [launch.block for launch in build_model(parse(text, "a.cu")).launches] == [block]
