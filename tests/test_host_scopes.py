"""Values a launch sees through host code's scopes: a `try { ... } catch (...) { ... }` block is parsed (its
assignments reach the launches after it; before, the whole statement was a skipped region and a variable kept
its initialiser: `order = 0`, a launch of no blocks judged as a race), and a dim3 declared again in an inner
scope is another variable (`dim3 block(16, 16)` in one arm leaves the function's `block` of the other launches
known)."""

from __future__ import annotations

from pathlib import Path

from analyzer.cuda import ast
from analyzer.cuda.parse.parser import parse
from analyzer.cuda.query import iter_nodes
from test_programs import models

_TRY = """#include <cstdlib>
__global__ void k(int n, float *a) { a[blockIdx.x * blockDim.x + threadIdx.x] = n; }
int main(int argc, char **argv) {
  size_t order = 0; int keep = 64;
  try {
    if (argc < 2) throw "usage";
    order = std::atol(argv[1]);
  } catch (const char *e) {
    return 1;
  } catch (...) {
    return 2;
  }
  float *a;
  k<<<order / 32, 32>>>(1, a);
  k<<<keep / 32, 32>>>(2, a);
  return 0;
}
"""


def test_try_and_catch_are_parsed_and_their_assignments_reach_the_launch(tmp_path: Path):
    unit = parse(_TRY)
    assert not [n for n in iter_nodes(unit) if isinstance(n, ast.Unparsed)]
    (model,) = models({"f.cu": _TRY}, tmp_path)
    grids = {x.arg_values[0]: x.grid for x in model.launches}
    assert grids[1] is None or grids[1][0] is None  # NOTE: `order` is argv's, not its initialiser 0
    assert grids[2][0] == 2  # NOTE: the near miss: a variable the try never writes keeps its value


_SHADOW = """__global__ void k(int tag, float *a) { a[threadIdx.y * 32 + threadIdx.x] = tag; }
void run(int variant, float *a) {
  dim3 grid(8, 8, 1);
  dim3 block(32, 8, 1);
  for (int it = 0; it < 10; it++) {
    if (variant == 0) {
      k<<<grid, block>>>(1, a);
    } else {
      dim3 block(16, 16, 1);
      k<<<grid, block>>>(2, a);
    }
  }
}
void assigned(int variant, float *a) {
  dim3 block(32, 8, 1);
  for (int it = 0; it < 10; it++) {
    if (variant == 0) {
      k<<<1, block>>>(3, a);
    } else {
      block = dim3(16, 16, 1);
      k<<<1, block>>>(4, a);
    }
  }
}
"""


def test_a_dim3_declared_again_in_an_inner_scope_is_another_variable(tmp_path: Path):
    (model,) = models({"f.cu": _SHADOW}, tmp_path)
    block = {x.arg_values[0]: x.block for x in model.launches}
    assert block[1] == (32, 8, 1)  # NOTE: the else arm's `block` is its own
    assert block[2] == (16, 16, 1)
    assert block[4] == (16, 16, 1)
    assert block[3] is None or block[3][0] is None  # NOTE: the near miss: the loop's previous iteration assigns it


_SKIPPED = """#include <cstdlib>
__global__ void k(int n, float *a) { a[blockIdx.x * blockDim.x + threadIdx.x] = n; }
int main(int argc, char **argv) {
  size_t order = 0; int keep = 64;
  if (requires { argv; }) { order = std::atol(argv[1]); std::cout << keep; }
  float *a;
  k<<<order / 32, 32>>>(1, a);
  k<<<keep / 32, 32>>>(2, a);
  return 0;
}
"""


def test_a_variable_a_skipped_region_writes_is_unknown_after_it(tmp_path: Path):
    unit = parse(_SKIPPED)
    assert [n for n in iter_nodes(unit) if isinstance(n, ast.Unparsed)]  # NOTE: C++20 `requires`: not parsed
    (model,) = models({"f.cu": _SKIPPED}, tmp_path)
    grids = {x.arg_values[0]: x.grid for x in model.launches}
    assert grids[1] is None or grids[1][0] is None  # NOTE: not its initialiser 0: the region assigns it
    assert grids[2][0] == 2  # NOTE: the near miss: the region only reads `keep`


def test_the_writes_of_skipped_text():
    from analyzer.cuda.model.scopes import unparsed_writes

    text = "a == b; c <= d; e >= f; g != h; i += 1; j[3] = 2; ++k; l--; f(&m); std::cin >> n; std::cout << o; p = q;"
    assert unparsed_writes(text) == {"i", "j", "k", "l", "m", "n", "p"}


_SKIPPED_LONG = """#include <cstdlib>
__global__ void k(int n, float *a) { a[blockIdx.x * blockDim.x + threadIdx.x] = n; }
int main(int argc, char **argv) {
  size_t order = 0; int keep = 64; int mask = 7;
  if (requires { argv; }) {
    std::cout << (mask & keep) << (mask >> keep) << (argc && keep);
    std::cout << "the usage line, long enough to push what follows past the excerpt of the region" << argc;
    order = std::atol(argv[1]);
  }
  float *a;
  k<<<order / 32, 32>>>(1, a);
  k<<<keep / 32, 32>>>(2, a);
  return 0;
}
"""


def test_a_write_past_the_start_of_a_skipped_region_is_unknown_after_it(tmp_path: Path):
    """The region's whole text is read, not the excerpt a KL001 note quotes (its first 80 characters)."""
    (model,) = models({"f.cu": _SKIPPED_LONG}, tmp_path)
    grids = {x.arg_values[0]: x.grid for x in model.launches}
    assert grids[1] is None or grids[1][0] is None  # NOTE: not its initialiser 0: the region's last line assigns it


def test_a_bitwise_and_or_a_shift_in_a_skipped_region_writes_nothing(tmp_path: Path):
    (model,) = models({"f.cu": _SKIPPED_LONG}, tmp_path)
    grids = {x.arg_values[0]: x.grid for x in model.launches}
    assert grids[2][0] == 2  # NOTE: `mask & keep`, `mask >> keep` and `argc && keep` only read `keep`


def test_the_writes_of_skipped_text_are_assignments_increments_and_references():
    from analyzer.cuda.model.scopes import unparsed_writes

    text = ("u = v & w; x = (y >> z) & 1; r = s && t; f(&m); g(a, &b[2]); cudaMalloc((void **)&d, 4); "
            "h = (e + 1) & c; std::cin >> n >> o2; while (in >> v2) {} if (!(ss >> v3)) {} k = j >> i2;")
    assert unparsed_writes(text) == {"u", "x", "r", "m", "b", "d", "h", "n", "o2", "v2", "v3", "k"}
