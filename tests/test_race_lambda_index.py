"""KL109 with an index computed through a local lambda (analysis/lambdas.py): the call is the expression its body
returns, its captures bound as C++ binds them; and the witness of a race across blocks of a grid of unknown shape
names blocks apart along x (block 1, never (0, 0, 1) of a grid that may be 1-D)."""

from __future__ import annotations

from analyzer.config import Settings

UNKNOWN_GRID = """
struct Shape { long size(int axis) const; };
__global__ void no_block(int *out, int t) {
    auto at = [t](int i, int j) { return i * t + j; };
    out[at(threadIdx.x, 0)] = blockIdx.x;
}
void run(int *out, int t, const Shape &s) { const auto rows = s.size(0); no_block<<<rows, 256>>>(out, t); }
"""

MANY_STATEMENTS = """
__global__ void two_statements(int *out, int t) {
    auto at = [t](int i) { int r = i * t; return r; };
    out[at(threadIdx.x)] = blockIdx.x;
}
void run(int *out, int n, int t) { two_statements<<<n, 256>>>(out, t); }
"""


def _kl109(text: str) -> list:
    from analyzer.lint.sources import analyze_file

    return analyze_file("lam.cu", text, Settings(), frozenset({"KL109"})).diagnostics


def test_a_race_across_blocks_of_a_grid_of_unknown_shape_names_block_one():
    found = _kl109(UNKNOWN_GRID)
    assert len(found) == 1
    assert "thread 0 of block 0 and by thread 0 of block 1 " in found[0].message


def test_a_lambda_body_of_several_statements_is_no_claim():
    assert _kl109(MANY_STATEMENTS) == []
