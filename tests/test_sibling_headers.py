"""A quoted `#include` found neither beside the file nor above it is the project's one header of that path, as a
build's `-I` of a sibling folder finds it (review r15 C P1: sundials' `GRID_STRIDE_XLOOP` from src/sundials/ for
src/nvector/cuda/): its macros are known and the kernel parses. Near misses: two headers of the name (no guess), and
a tree with neither a repository root nor a build file (no project to search)."""

from __future__ import annotations

from analyzer.config import Settings
from analyzer.includes import _header_index, project_root, sibling_header
from analyzer.lint.sources import analyze_file

HEADER = "#define GRID_STRIDE_LOOP(type, i, n) for (type i = blockIdx.x * blockDim.x + threadIdx.x; i < n; " \
         "i += blockDim.x * gridDim.x)\n"
KERNEL = """#include "loops.cuh"
template <typename T, typename I>
__global__ void scale(T a, const T *x, T *z, I n) {
  GRID_STRIDE_LOOP(I, i, n) { z[i] = a * x[i]; }
}
template __global__ void scale<double, long>(double, const double *, double *, long);
"""


def _tree(root, build_file=True, twice=False):
    for cache in (sibling_header, project_root, _header_index):
        cache.cache_clear()
    (root / "src" / "common").mkdir(parents=True)
    (root / "src" / "vec").mkdir()
    (root / "src" / "common" / "loops.cuh").write_text(HEADER)
    if twice:
        (root / "src" / "other").mkdir()
        (root / "src" / "other" / "loops.cuh").write_text(HEADER)
    if build_file:
        (root / "CMakeLists.txt").write_text("project(x LANGUAGES CUDA)\n")
    path = root / "src" / "vec" / "scale.cu"
    path.write_text(KERNEL)
    return [d.rule_id for d in analyze_file(str(path), KERNEL, Settings(), frozenset({"KL001"})).diagnostics]


def test_a_header_of_a_sibling_folder_is_found(tmp_path):
    assert _tree(tmp_path) == []


def test_two_headers_of_the_name_are_no_guess(tmp_path):
    assert _tree(tmp_path, twice=True) == ["KL001"]


def test_no_project_root_no_search(tmp_path):
    assert _tree(tmp_path, build_file=False) == ["KL001"]
