"""A wavefront's step barrier (analysis/memory/wavefront._grid_sync) is a grid group's `sync()` by the group's
kind, not by its name: `cg::grid_group all = cg::this_grid(); all.sync()` is one, a warp tile named `grid_tile`
is none."""

from __future__ import annotations

from analyzer.analysis.memory.wavefront import _grid_sync
from analyzer.cuda import ast
from analyzer.cuda.query import iter_nodes
from analyzer.lint.sources import parse_file

_SRC = """#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void k(float *g, int n, cg::grid_group param) {
    cg::grid_group all = cg::this_grid();
    auto whole = cg::this_grid();
    cg::thread_block_tile<32> grid_tile = cg::tiled_partition<32>(cg::this_thread_block());
    all.sync();
    grid_tile.sync();
    cg::this_grid().sync();
    whole.sync();
    param.sync();
    cg::sync(all);
    cg::sync(grid_tile);
}
"""


def test_a_grid_sync_is_told_by_the_groups_kind():
    tu = parse_file("f.cu", _SRC)
    (func,) = [f for f in tu.functions() if f.name == "k"]
    syncs = [n for n in iter_nodes(func.body) if isinstance(n, ast.Call) and n.span.line > 6
             and (isinstance(n.func, ast.Member) and n.func.field == "sync" or isinstance(n.func, ast.Name))
             and "sync" in getattr(n.func, "id", "sync")]
    assert {n.span.line: _grid_sync(n, func) for n in syncs} == {
        7: True, 8: False, 9: True, 10: True, 11: True, 12: True, 13: False}
