"""model/inline.py: a host helper whose body is one return is read at its call as its expression (review r15 B-M1:
a grid rounded up by `calc_grid_dim(num, 256)`); a name and arity defined half (overloads) is not."""

from __future__ import annotations

from analyzer.cuda import ast
from analyzer.cuda.model.envs import global_env
from analyzer.cuda.model.inline import inlined, one_returns
from analyzer.cuda.parse.parser import parse
from analyzer.cuda.query import iter_nodes
from analyzer.cuda.written import printed

SOURCE = """
inline int up(int n, int b) { return (n + b - 1) / b; }
inline int half(int n) { return n / 2; }
inline float half(float n) { return n / 2.0f; }
inline int two_steps(int n) { int m = up(n, 1); return m / 2; }
__global__ void k(int* p) { p[threadIdx.x] = 0; }
void host(int* p, int count) {
    int g = up(count, 256); int h = half(count); int m = two_steps(count);
    k<<<g + h + m, 256>>>(p);
}
"""


def test_a_one_return_helper_is_its_expression_and_overloads_are_not():
    tu = parse(SOURCE)
    table = one_returns(tu)
    assert table[("up", 2)][0] == ("n", "b") and table[("half", 1)] is None and ("two_steps", 1) in table and table[("two_steps", 1)] is None
    env = global_env(tu)
    calls = {c.func.id: c for c in iter_nodes(tu) if type(c) is ast.Call and type(c.func) is ast.Name}
    assert printed(inlined(calls["up"], env)) == "(count + 256 - 1) / 256"
    assert inlined(calls["half"], env) is None and inlined(calls["two_steps"], env) is None
