"""Issue 26: the C++ real CUDA code is written in. Each fixtures/src/parser/*.cu names its construct, the kernels
it defines and the kernels its host code launches in its header (`// kernels: a, b`, `// launches: a, b`,
`// std: c++17`); the front end must parse it whole (no ParseError, no Unparsed node, no KL001) and find
exactly those kernels and launches. Where nvcc is installed, every fixture is also compiled, so each one
is C++ that nvcc accepts."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from analyzer.cuda import ast, query
from analyzer.cuda.parse.parser import parse

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures/src/parser"
CONSTRUCTS = sorted(p for p in FIXTURES.glob("*.cu") if "// kernels:" in p.read_text())
NVCC = shutil.which("nvcc")


def header(path: Path, key: str) -> list[str]:
    m = re.search(rf"^// {key}:(.*)$", path.read_text(), re.M)
    assert m, f"{path.name}: no `// {key}:` line"
    return [w.strip() for w in m.group(1).split(",") if w.strip()]


@pytest.mark.parametrize("path", CONSTRUCTS, ids=lambda p: p.stem)
def test_construct_parses_whole(path):
    text = path.read_text()
    tu = parse(text, str(path))
    assert tu.errors == (), [(e.span.line, e.message) for e in tu.errors]
    assert not [n for n in query.nodes(tu) if isinstance(n, ast.Unparsed)]
    assert sorted(f.name for f in tu.kernels() if f.body is not None) == sorted(header(path, "kernels"))
    launched = sorted(q.kernel.id.rsplit("::", 1)[-1] for f in tu.functions() for q in query.launches(f))
    assert launched == sorted(header(path, "launches"))


@pytest.mark.parametrize("path", CONSTRUCTS, ids=lambda p: p.stem)
def test_construct_has_no_kl001(path):
    from analyzer.config import Settings
    from analyzer.lint.sources import analyze_file

    result = analyze_file(str(path), path.read_text(), Settings(), frozenset({"KL001"}))
    assert [d.message for d in result.diagnostics if d.rule_id == "KL001"] == []


def test_every_construct_names_its_standard():
    assert len(CONSTRUCTS) >= 25
    for path in CONSTRUCTS:
        assert header(path, "std")[0] in ("c++17", "c++20"), path.name


@pytest.mark.slow
@pytest.mark.skipif(NVCC is None, reason="nvcc not available")
@pytest.mark.parametrize("std", ["c++17", "c++20"])
def test_constructs_compile_with_nvcc(std, tmp_path):
    """nvcc accepts every fixture (one nvcc run per language standard; sm_90 for `__cluster_dims__`)."""
    paths = [str(p) for p in CONSTRUCTS if header(p, "std")[0] == std]
    # NOTE: -I: headers included with <...> (test_macros.cuh), which nvcc finds and the front end does not read
    # NOTE: --extended-lambda: `[x] __device__ (...)` lambdas, as libraries that write them build
    # NOTE: -I nvcc_only: the toolkit macros a fixture calls without kernlint seeing their definitions
    done = subprocess.run([NVCC, f"-std={std}", "-arch=sm_90", "--extended-lambda", "-I", str(FIXTURES),
                           "-I", str(FIXTURES / "nvcc_only"), "-c", *paths],
                          cwd=tmp_path,
                          capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert len(list(tmp_path.glob("*.o"))) == len(paths)


# ------------------------------------------------------------------- macros kernlint cannot see
def test_cutlass_attribute_macros_read_as_their_definitions():
    """CUTLASS/CuTe code compiled without its include path: the attribute macros are their definitions."""
    src = ("CUTLASS_DEVICE int twice(int x) { return 2 * x; }\n"
           "CUTLASS_GLOBAL void __launch_bounds__(128, 1) gemm(CUTE_GRID_CONSTANT const int n, int *a,\n"
           "                                                    CUTLASS_GRID_CONSTANT const int m) {\n"
           "  CUTLASS_PRAGMA_UNROLL\n"
           "  for (int i = 0; i < 4; ++i) a[i] = twice(n);\n"
           "  CUTE_UNROLL\n"
           "  for (int i = 0; i < 4; ++i) a[i] += 1;\n"
           "}\n")
    tu = parse(src, "g.cu")
    assert tu.errors == ()
    k = next(f for f in tu.kernels())
    assert k.name == "gemm" and "static" in k.qualifiers and [type(s).__name__ for s in k.body.stmts] == ["For", "For"]
    assert [f.name for f in tu.functions() if "__device__" in f.qualifiers] == ["twice"]


def test_a_defined_library_macro_wins_over_the_fallback():
    src = "#define CUTLASS_DEVICE __device__ static\nCUTLASS_DEVICE int one() { return 1; }\n"
    f = next(iter(parse(src, "d.cu").functions()))
    assert "static" in f.qualifiers and "__forceinline__" not in f.qualifiers


def test_an_unknown_bare_macro_is_its_own_region():
    """`TRTLLM_NAMESPACE_BEGIN` (defined in a header not found) is one note, not the whole file."""
    src = ("TRTLLM_NAMESPACE_BEGIN\n"
           "namespace kernels {\n"
           "__global__ void k(float *a) {\n"
           "  UNROLL_ALL\n"
           "  for (int i = 0; i < 4; ++i) a[i] = 0.f;\n"
           "}\n"
           "}  // namespace kernels\n"
           "TRTLLM_NAMESPACE_END\n")
    tu = parse(src, "m.cu")
    assert [(e.span.line, e.span.end_line) for e in tu.errors] == [(1, 1), (4, 4), (8, 8)]
    assert all("a macro whose definition is not visible" in e.message for e in tu.errors)
    k = next(f for f in tu.kernels())
    assert k.name == "k" and type(k.body.stmts[-1]).__name__ == "For"


def test_consecutive_unknown_bare_macros_are_each_their_own_region():
    """`_CCCL_SUPPRESS_DEPRECATED_PUSH` / `_CCCL_SUPPRESS_DEPRECATED_NVRTC_DIAG` / `using ...`: the first one reads
    as a type before a name, yet each is a one-token note and what follows them parses (the kernel stays)."""
    src = ("LIB_SUPPRESS_DEPRECATED_PUSH\n"
           "LIB_SUPPRESS_DEPRECATED_DIAG\n"
           "using item_t = int;\n"
           "__global__ void k(item_t *a) { a[0] = 1; }\n")
    tu = parse(src, "m.cu")
    assert [(e.span.line, e.span.end_line) for e in tu.errors] == [(1, 1), (2, 2)]
    assert [f.name for f in tu.kernels() if f.body is not None] == ["k"]


def test_inline_namespace_is_a_namespace():
    """`namespace lib { inline namespace _v1 {` (an ABI version, often from a macro): the kernels inside it stay."""
    src = ("namespace lib { inline namespace _v1 {\n"
           "template <int N> __global__ void k(float *a) { a[0] = N; }\n"
           "__global__ void k2(float *a) { a[1] = 1.f; }\n"
           "} }\n")
    tu = parse(src, "ns.cu")
    assert tu.errors == ()
    assert [f.name for f in tu.kernels() if f.body is not None] == ["k", "k2"]


def test_an_unknown_macro_before_a_specifier_is_its_own_region():
    """`CUBIN_EXPORT __global__ void k(...)` where CUBIN_EXPORT is defined differently per build: the kernel stays."""
    src = "CUBIN_EXPORT __global__ void k(float *a) { a[0] = 1.f; }\nCUBIN_EXPORT __device__ int v = 1;\n"
    tu = parse(src, "x.cu")
    assert [(e.span.line, e.span.column, e.span.end_column) for e in tu.errors] == [(1, 1, 13), (2, 1, 13)]
    assert [f.name for f in tu.kernels()] == ["k"]


def test_hip_attribute_spelling_of_global_makes_a_kernel():
    """HIP's headers spell `__global__` as `__attribute__((global))`; a file that does so itself keeps its kernels."""
    src = ("#define __global__ __attribute__((global))\n"
           "__global__ void copy(float *out, const float *in) { out[0] = in[0]; }\n"
           "void host_only(float *p) { p[0] = 0.f; }\n")
    tu = parse(src, "h.hip")
    assert tu.errors == () and [f.name for f in tu.kernels()] == ["copy"]
