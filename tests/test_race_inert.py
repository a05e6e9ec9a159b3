"""Helpers of plain arithmetic are not followed by the race interpreter (race/inert.py): the findings are those of
following every helper, and a helper that could log anything (a barrier, a shared name, an index, a call of a
helper that does) is still followed."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture

from analyzer.analysis.program import Program
from analyzer.analysis.race import inert
from analyzer.cuda.parse.parser import parse

SOURCE = """
__shared__ int count;
__device__ float lerp3(float a, float b, float t) { return a + t * (b - a); }
__device__ int idx(int x, int y) { int r = y * 16; for (int k = 0; k < 2; ++k) r += x; return r; }
__device__ float twice(float v) { return lerp3(v, v, 0.5f) + fminf(v, 1.0f); }
__device__ void bump(float &v, float d) { v += d; }
__device__ float synced(float v) { __syncthreads(); return v; }
__device__ int counted(int v) { return v + count; }
__device__ float picks(float v) { float t[2] = {v, v}; return t[0]; }
__device__ float shuffled(float v) { return __shfl_down_sync(0xffffffff, v, 1); }
__device__ float calls_synced(float v) { return synced(v) + 1.0f; }
__device__ float again(float v) { return v > 0.0f ? again(v - 1.0f) : v; }
__device__ float load(const float *p) { return p[0]; }
template <int N> __device__ float scaled(float v) { return v * N; }
"""


def _inert(name: str) -> bool:
    tu = parse(SOURCE)
    program = Program(tu)
    func = next(f for f in tu.functions() if f.name == name)
    return inert._remembered(func, program, {})


def test_plain_arithmetic_helpers_are_inert():
    for name in ("lerp3", "idx", "twice", "bump"):
        assert _inert(name), name


def test_helpers_that_may_log_something_are_followed():
    # NOTE: a barrier, a shared scalar read by name, an array, a warp collective, a helper that holds a barrier,
    # recursion, a pointer parameter, a non-type template parameter
    for name in ("synced", "counted", "picks", "shuffled", "calls_synced", "again", "load", "scaled"):
        assert not _inert(name), name


def test_the_race_findings_are_those_of_following_every_helper(monkeypatch):
    fixtures = sorted(p for rule in ("KL107", "KL108", "KL109") for p in (RULE_FIXTURES / rule).glob("*.cu"))
    found = {p: [(d.rule_id, d.line, d.message) for d in run_fixture(p)[1]] for p in fixtures}
    monkeypatch.setattr(inert, "_remembered", lambda func, program, memo: False)
    for p in fixtures:
        assert [(d.rule_id, d.line, d.message) for d in run_fixture(p)[1]] == found[p], p.name
