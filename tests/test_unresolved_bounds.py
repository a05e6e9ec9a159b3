"""KL106 makes no error of a mask mismatch whose guard depends on an identifier kernlint could not resolve
(review-25-after E4: `thread_id < WARP_SIZE` with WARP_SIZE in a header not found): no claim; the same
code with the macro defined in the file is judged as usual."""

from __future__ import annotations

from pathlib import Path

from conftest import run_fixture

from analyzer.analysis.warpsync import unresolved
from analyzer.diagnostics import Severity

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "rules" / "KL106"


def test_unresolved_macro_bound_makes_no_claim() -> None:
    _, found = run_fixture(FIXTURES / "ok_unresolved_macro.cu")
    assert [(d.rule_id, d.line) for d in found] == []


def test_unresolved_identifiers_are_the_undeclared_ones() -> None:
    from analyzer.analysis import terms as T
    from analyzer.analysis.sites import Guard
    from analyzer.analysis.values import Val
    from analyzer.cuda.parse.parser import parse

    tu = parse("#define KNOWN 3\n__device__ int g;\n__global__ void k(int n) { int m = n; }\n", "t.cu")
    func = tu.kernels()[0]
    cond = T.binary("&&", ("u", "n", "arg"), ("u", "WARP_SIZE", "arg"))
    for extra in ("g", "m", "KNOWN"):
        cond = T.binary("&&", cond, ("u", extra, "arg"))
    assert unresolved(Guard(None, None, Val(cond, True), "if"), func, tu) == ("WARP_SIZE",)


def test_macro_defined_in_the_file_is_an_error() -> None:
    _, found = run_fixture(FIXTURES / "bad_macro_defined_near_miss.cu")
    kl106 = [d for d in found if d.rule_id == "KL106"]
    assert [(d.line, d.severity) for d in kl106] == [(10, Severity.ERROR)]
    assert "lanes 20..31 of warp 0" in kl106[0].message
