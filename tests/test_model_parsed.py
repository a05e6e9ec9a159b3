"""The semantic model on real parses: launch configurations through every supported form."""

from __future__ import annotations

from analyzer.lint.sources import parse_file
from analyzer.cuda.model import build_model

SOURCE = r"""
#define THREADS 128
#define LAUNCH(k, g, b) k<<<g, b>>>(out)
constexpr int kRows = 4;
const unsigned kCols = 16u;
namespace cfg { constexpr int kBlock = 64; }

template <typename T, int N>
__global__ void __launch_bounds__(THREADS, 2, 1) tk(T* out) {
  __shared__ T buf[N];
  buf[threadIdx.x] = out[0];
  out[threadIdx.x] = buf[0];
}

__global__ void k(float* out) {
  __shared__ float grid2[kRows][kCols];
  extern __shared__ float dyn[];
  grid2[0][threadIdx.x] = dyn[0];
  out[0] = grid2[0][0];
}

__global__ void parent(float* out) {
  k<<<1, 32>>>(out);
}

void host(float* out, int n, cudaStream_t s) {
  dim3 a = {32, 2};
  dim3 b;
  b.x = 64;
  dim3 c(THREADS);
  int twice = 1;
  twice = 2;
  int m = 1000;
  k<<<(m + 255) / 256, a>>>(out);
  k<<<n, b, 0, s>>>(out);
  LAUNCH(k, kRows, c);
  k<<<twice, cfg::kBlock, kRows * kCols * sizeof(float)>>>(out);
  tk<float, 8><<<1, dim3(kCols, kRows)>>>(out);
  hipLaunchKernelGGL(k, dim3(2), dim3(THREADS), 256, 0, out);
  k<<<1, 99 / 0>>>(out);
}
"""


def model():
    return build_model(parse_file("m.cu", SOURCE))


def test_kernels():
    kernels = {k.name: k for k in model().kernels}
    assert kernels["tk"].launch_bounds == (128, 2, 1)
    assert kernels["tk"].static_shared_bytes is None  # element type T: unknown, not guessed
    assert kernels["tk"].template_params == ("typename T", "int N")
    assert kernels["k"].static_shared_bytes == 4 * 16 * 4 and kernels["k"].dynamic_shared is True
    assert all(k.parsed for k in kernels.values())


def test_launches():
    launches = {(x.line, x.kernel): x for x in model().launches}
    assert launches[(23, "k")].function == "parent"
    rows = {line: (x.grid, x.block, x.dynamic_shared_bytes) for (line, _), x in launches.items()}
    assert rows[34] == ((4, 1, 1), (32, 2, 1), 0)
    assert rows[35] == ((None, 1, 1), (64, 1, 1), 0)
    assert rows[36] == ((4, 1, 1), (128, 1, 1), 0)  # through a macro: positioned at the macro's use
    assert rows[37] == ((None, 1, 1), (64, 1, 1), 4 * 16 * 4)  # `twice` is assigned twice: unknown
    assert rows[38] == ((1, 1, 1), (16, 4, 1), 0)
    assert launches[(38, "tk<float, 8>")].kernel_name == "tk"
    assert rows[39] == ((2, 1, 1), (128, 1, 1), 256)
    assert launches[(39, "k")].via == "hipLaunchKernelGGL"
    assert rows[40] == ((1, 1, 1), (None, 1, 1), 0)  # division by zero: unknown, never an exception


WRITES = r"""
__global__ void k(float* a) { a[threadIdx.x] = 1; }
void parse(int& v, int argc) { if (argc > 1) v = 64; }
void h(float* d, int argc) {
  int t = 2048; parse(t, argc); k<<<1, t>>>(d);
  int u = 2048; int& r = u; r = 64; k<<<1, u>>>(d);
  int v = 2048; std::cin >> v; k<<<1, v>>>(d);
  auto b3 = dim3(64); k<<<1, b3>>>(d);
  unsigned w = 0xFFFFFFFFu; k<<<w + 2u, 32>>>(d);
  k<<<1, -1>>>(d);
  k<<<1, 4294967296u + 32>>>(d);
  int kept = 96; const int& view = kept; k<<<1, kept>>>(d);
}
"""


def test_values_written_through_references_are_unknown_and_dim3_is_unsigned() -> None:
    """A variable passed to `T&`, bound to a reference or read by `>>` may change: unknown, not its
    initialiser; dim3 components wrap as `unsigned int` does."""
    model = build_model(parse_file("w.cu", WRITES))
    got = [(launch.grid, launch.block) for launch in model.launches]
    assert got == [((1, 1, 1), (None, 1, 1)), ((1, 1, 1), (None, 1, 1)), ((1, 1, 1), (None, 1, 1)),
                   ((1, 1, 1), (64, 1, 1)), ((1, 1, 1), (32, 1, 1)), ((1, 1, 1), (4294967295, 1, 1)),
                   ((1, 1, 1), (32, 1, 1)), ((1, 1, 1), (96, 1, 1))]


def test_brace_initialised_namespace_constants_are_known() -> None:
    """`constexpr int kBlock{256};` is a constant, not a function body (and no parse error)."""
    src = ("constexpr int kBlock{256};\nconst unsigned kRows = {4};\nconstexpr int kCols(8);\n"
           "__global__ void k(float* p) { p[threadIdx.x] = 0.f; }\n"
           "void run(float* p) { k<<<kRows, dim3(kBlock / kCols, kCols)>>>(p); }\n")
    tu = parse_file("b.cu", src)
    assert tu.errors == ()
    assert [(launch.grid, launch.block) for launch in build_model(tu).launches] == [((4, 1, 1), (32, 8, 1))]
