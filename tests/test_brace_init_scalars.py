"""A scalar declared with one-item direct or brace initialisation (`int r{0}`, `int r(0)`, `T* p{q}`) holds its
initialiser as `int r = 0` does (analyzer/cuda/parse/build_decl.py), so loops counted by it are the same loops: the
KL401 write-back of fixtures/rules/KL401/bad_brace_initialised_loop_counters.cu is a note, as with `= 0` (it was
a warning). Class types keep their constructor arguments (`dim3 b{16, 16}`)."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture

from analyzer.cuda import ast, query
from analyzer.cuda.parse.parser import parse


def test_one_item_initialisation_of_a_scalar_is_its_initialiser():
    tu = parse("__global__ void k(float *a) { int r{0}; size_t const t(threadIdx.x); float *p{a}; dim3 b{16, 16};"
               " int n{}; a[r + t] = *p; }", "f.cu")
    found = {d.name: d for d in query.nodes(tu) if isinstance(d, ast.Declarator)}
    assert isinstance(found["r"].init, ast.IntLit) and found["r"].ctor_args is None
    assert isinstance(found["t"].init, ast.Member) and isinstance(found["p"].init, ast.Name)
    assert found["b"].init is None and len(found["b"].ctor_args) == 2
    assert found["n"].init is None  # NOTE: `{}` value-initialises: no expression to hold


def test_brace_initialised_loop_counters_credit_the_next_step():
    _, found = run_fixture(RULE_FIXTURES / "KL401" / "bad_brace_initialised_loop_counters.cu")
    assert [(d.line, d.severity.name) for d in found if d.rule_id == "KL401"] == [(17, "NOTE")]
