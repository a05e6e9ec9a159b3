"""Template parameters in the front end: a type parameter names a type inside its own template only
(analyzer/cuda/parse/classify.py), and a template kernel's defaults give the constants a rule judges with
where no launch instantiates it (analysis/launches.py, analysis/instances.py, parse/usertypes.py)."""

from __future__ import annotations

import re
from pathlib import Path

from analyzer.cuda.parse.parser import parse

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures/src/parser"


def _messages(text: str, rule: str, path: str = "t.cu") -> list[str]:
    from analyzer.config import Settings
    from analyzer.lint.sources import analyze_file

    result = analyze_file(path, text, Settings(), frozenset({rule}))
    return [d.message for d in result.diagnostics if d.rule_id == rule]


def test_a_type_parameter_does_not_outlive_its_template():
    src = ("template <typename S> void show(S &os, int a) { os << a; }\n"
           "template <int S> __global__ void k(unsigned *o) { o[0] = (threadIdx.x << S) + 1; }\n"
           "__global__ void f(float *S, float *T) { S[0] = T[0]; }\n"
           "template <typename T> struct Box { T v; __device__ T get() const { return v; } };\n")
    tu = parse(src, "t.cu")
    assert tu.errors == ()
    assert sorted(f.name for f in tu.kernels() if f.body is not None) == ["f", "k"]


def test_a_type_parameter_is_a_type_inside_its_template():
    src = ("template <typename T, typename U = T> struct Pair {\n"
           "  template <class V> __device__ V cast(T a) const { return (V)a; }\n"
           "  U second;\n"
           "};\n"
           "template <typename T> __global__ void k(T *p) { T x = (T)p[0]; p[1] = x; }\n"
           "template <typename T> __device__ T twice(T x) { return x + x; }\n"
           "int T = 3;\n")
    tu = parse(src, "t.cu")
    assert tu.errors == ()
    assert [f.name for f in tu.kernels() if f.body is not None] == ["k"]


def test_defaults_fold_for_kernels_no_launch_instantiates():
    """KL106 names the lanes the template's defaults give (it listed 1..31 for `W`, any value of it)."""
    path = FIXTURES / "template_default_fold.cu"
    messages = _messages(path.read_text(), "KL106", str(path))
    # NOTE: the lanes past the constant skip the shuffle and exit; the finding names the one lane 1 above it reads
    lanes = [re.search(r"lanes? (\d+(?:\.\.\d+)?) of warp 0", m).group(1) for m in messages]
    assert lanes == ["16", "24", "16"], messages
    assert "direct_default<W=16> (the template's defaults;" in messages[0]


def test_a_launched_type_argument_gives_its_static_members():
    src = ("struct Quarter { static constexpr int kLanes = 8; };\n"
           "struct Half { static const unsigned kLanes = 16; };\n"
           "template <typename C = Half> __global__ void k(float *o) {\n"
           "  float v = o[threadIdx.x];\n"
           "  if (threadIdx.x % 32 < C::kLanes) v += __shfl_down_sync(0xffffffffu, v, 1);\n"
           "  o[threadIdx.x] = v;\n"
           "}\n"
           "void run(float *o) { k<Quarter><<<1, 32>>>(o); }\n")
    messages = _messages(src, "KL106")
    assert len(messages) == 1 and "lane 8 of warp 0 skips it" in messages[0], messages


# ------------------------------------------------------------------ fold expressions and operator overloads
def test_a_kernel_with_a_fold_in_its_condition_keeps_its_finding():
    """The barrier under `if (threadIdx.x < 16 && (... && (xs > 0)))`: the statement was a KL001 region."""
    path = FIXTURES / "folds_and_operators.cu"
    assert len(_messages(path.read_text(), "KL102", str(path))) == 1


def test_operator_functions_are_named_functions():
    tu = parse((FIXTURES / "folds_and_operators.cu").read_text(), "f.cu")
    names = {f.name for f in tu.functions()}
    assert {"operator()", "operator+=", "operator==", "operator[]", "operator bool", "operator+"} <= names


def test_folds_are_operands_and_ellipses_elsewhere_are_not_folds():
    from analyzer.cuda import ast, query

    src = ("template <typename... Ts> __device__ int count(Ts &... xs) { return (0 + ... + (xs ? 1 : 0)); }\n"
           "template <typename... Ts> __device__ void each(Ts... xs) { (g(xs), ...); }\n"
           "extern \"C\" int printf(const char *fmt, ...);\n"
           "template <typename... Ts> __device__ void pass(Ts &&... xs) { h(static_cast<Ts &&>(xs)...); }\n"
           "__device__ int sw(int v) { switch (v) { case 1 ... 3: return 1; default: return 0; } }\n"
           "__host__ void host() { try { } catch (...) { } }\n")
    tu = parse(src, "t.cu")
    assert not tu.errors  # NOTE: exception handling is parsed: `catch (...)` is no fold
    folds = [n for n in query.nodes(tu) if isinstance(n, ast.Opaque) and n.text == "..."]
    assert sorted(n.span.line for n in folds) == [1, 2]


def test_explicit_instantiation_of_a_class_template():
    """`template class PE<float>;` (cuda-samples' MC_EstimatePi*: exposed once `operator()()` parsed)."""
    src = ("template <typename R> class PE { public: R v; };\n"
           "template class PE<float>;\n"
           "extern template class PE<double>;\n")
    assert parse(src, "t.cu").errors == ()
