"""Host functions nothing needs are not parsed (analyzer/cuda/parse/hostskip.py); every function a kernel, a launch,
the model or the host checks could need still is."""

from __future__ import annotations

from analyzer.cuda.parse.parser import parse

SOURCE = """
int gCount = 0;
int limit(5);
struct Opts { int n; } gOpts;
struct Plain { int a; };
void prototype(int);

float cpuSum(const float* x, int n) { float s = 0; for (int i = 0; i < n; ++i) s += x[i]; return s; }
void printAll(const float* x, int n) { for (int i = 0; i < n; ++i) printf("%f\\n", x[i]); prototype(n); }
int useType(Plain p) { return p.a; }
void bump() { gCount++; }
void setLimit() { limit = 7; }
void setOpts() { gOpts.n = 3; }
void out(int& n) { n = 4; }
void allocate(float** p) { cudaMalloc(p, 16); }
double timed() { return (double)clock(); }
void wall() { auto t = std::chrono::steady_clock::now(); (void)t; }
template <typename T> T twice(T x) { return x + x; }
__host__ __device__ float both(float x) { return x; }
__global__ void k(float* x) { x[threadIdx.x] = 0.0f; }
void launches(float* x) { k<<<1, 32>>>(x); }
void viaWrapper(float* x) { launchK(x); }
void grid() { dim3 g(4); (void)g; }
void driver() { float s = cpuSum(0, 0); (void)s; }
int blocksFor(int n, int b) { return (n + b - 1) / b; }
"""


def test_only_host_functions_nothing_needs_are_skipped() -> None:
    tu = parse(SOURCE, "h.cu")
    parsed = {f.name for f in tu.functions()}
    assert {"cpuSum", "printAll"}.isdisjoint(parsed)
    assert {"bump", "setLimit", "setOpts", "out", "allocate", "timed", "wall", "twice", "both", "k", "launches",
            "viaWrapper", "grid", "driver", "blocksFor", "useType"} <= parsed  # NOTE: a one-return helper: read at its calls
    assert not tu.errors


def test_skipped_host_code_makes_no_parse_note() -> None:
    tu = parse("void cpu() { int broken = 3 + ; }\n__global__ void k(float* x) { x[0] = 1.0f; }\n", "n.cu")
    assert not tu.errors and [f.name for f in tu.functions()] == ["k"]


HEADER = """
int gCount = 0;
const int kTable[4] = {1, 2, 3, 4};
struct Pair { int a, b; };
__constant__ Pair kPairs[2][2] = {{{1, 2}, {3, 4}}, {{5, 6}, {7, 8}}};
const int kTile = 16;
namespace cfg { int blocks = 4; }
__device__ float square(float x) { return x * x; }
template <typename T> __device__ T twice(T x) { return x + x; }
inline void bump() { gCount++; }
inline void more() { cfg::blocks = 8; }
inline void out(int& n) { n = 4; }
inline int reads() { return kTile; }
"""


def test_a_header_read_for_its_constants_keeps_what_global_env_reads() -> None:
    """constants_only (lint/sources.model_of): functions that write no file-scope name and take no reference
    are left out, device and template ones too, and array initialisers are not read (`= {}`); the constants,
    array extents, writes and out-parameters come out the same."""
    from analyzer.cuda.model.envs import global_env

    whole, light = parse(HEADER, "h.h"), parse(HEADER, "h.h", constants_only=True)
    assert {f.name for f in light.functions()} == {"bump", "more", "out", "reads"}
    assert {f.name for f in whole.functions()} >= {"square", "twice", "bump", "more", "out", "reads"}
    a, b = global_env(whole), global_env(light)
    assert (a.values, a.arrays, a.integers, a.out_params) == (b.values, b.arrays, b.integers, b.out_params)
    assert b.values["kTile"] == 16 and b.out_params == {"out": frozenset({0})}
    assert b.arrays["kPairs"] == ((8, 4), (2, 2)) and not light.errors
    table = next(i for i in light.items if getattr(i, "decl", None) and i.decl.declarators[0].name == "kPairs")
    assert table.decl.declarators[0].init.items == ()


def test_a_header_read_for_its_constants_leaves_out_functions_taking_const_references() -> None:
    """A `const T&` parameter is no out-parameter (stores.out_params): such a function that writes no file-scope
    name is left out of a constants-only parse; any other `&` before the body keeps it (near misses)."""
    from analyzer.cuda.model.envs import global_env

    source = """
int gCount = 0;
template <class T> T add(const T& a, const Vec<T, 3>&& b, const T c) { return a + c; }
inline int first(const Pair<int, int>& p, int n) { return p.a + n; }
inline void out(int& n) { n = 4; }
inline void east(int const& n) { }
inline int* ptr(const int* &p) { return 0; }
inline int& ret(const int& a) { return a; }
inline void deflt(const int& a, int b = 3 & 1) { }
inline int uses(const int& a) { return gCount + a; }
inline int unnamed(const int&) { return 0; }
"""
    whole, light = parse(source, "h.h"), parse(source, "h.h", constants_only=True)
    assert {f.name for f in light.functions()} == {"out", "east", "ptr", "ret", "deflt", "uses", "unnamed"}
    assert {"add", "first"} <= {f.name for f in whole.functions()}
    a, b = global_env(whole), global_env(light)
    assert (a.values, a.arrays, a.integers, a.out_params) == (b.values, b.arrays, b.integers, b.out_params)


def test_only_plain_array_initialisers_are_left_out() -> None:
    """without_array_elements leaves out only lists the grammar surely parses: an initialiser a whole parse
    cannot read (GNU range designators, statement expressions) stays, so the declaration is unparsed in both
    parses and global_env comes out the same (review: `sizeof(tab)` became known from the light parse alone)."""
    from analyzer.cuda.model.envs import global_env

    for source in ("const int tab[64] = { [0 ... 63] = 1 };\n", "const int t[3] = { ({ 1; }), 2, 3 };\n",
                   "const int a[3] = {1, -2, +3}, b = 5;\nconst int m[2][2] = {{1, 2}, {3, X}};\n",
                   "const int c[2] = {1, 2,};\n"):
        whole, light = parse(source, "h.h"), parse(source, "h.h", constants_only=True)
        a, b = global_env(whole), global_env(light)
        assert (a.arrays, a.values, len(whole.errors)) == (b.arrays, b.values, len(light.errors)), source
