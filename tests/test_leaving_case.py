"""analysis/leaving.skipped finds a `return` inside a `case` (the statement a case label labels), so the lanes
that leave there skip the rest of the switch body and of the function."""

from __future__ import annotations

from analyzer.analysis.leaving import skipped
from analyzer.cuda import ast
from analyzer.cuda.parse.parser import parse
from analyzer.cuda.query import iter_nodes

SOURCE = """__global__ void k(float *out, int mode, float v) {
    switch (mode) {
    case 0:
        if (v < 0.0f) return;
        out[threadIdx.x] = v;
        break;
    default:
        out[threadIdx.x] = -v;
    }
    out[blockDim.x + threadIdx.x] = 1.0f;
}
"""


def test_return_inside_a_case_skips_the_rest():
    func = next(f for f in parse(SOURCE, "k.cu").functions() if f.name == "k")
    ret = next(n for n in iter_nodes(func.body) if isinstance(n, ast.Jump) and n.kind == "return")
    lines = sorted(s.span.line for s in skipped(func, ret, "return"))
    assert lines == [5, 6, 7, 10], lines
