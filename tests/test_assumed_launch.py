"""A kernel no launch reaches is judged with an assumed block; a finding that rests on that block (not true for
every block) is at most a note that says so (base.Context.report's `launch=`); one true for every block keeps
its severity. A configured `block-size` is not an assumption."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture

from analyzer.diagnostics import Severity


def _found(rule: str, name: str) -> list[tuple[int, Severity, bool]]:
    _, found = run_fixture(RULE_FIXTURES / rule / name)
    return sorted((d.line, d.severity, "holds for the assumed block" in d.message) for d in found if d.rule_id == rule)


def test_coalescing_figures_of_an_assumed_2d_block_are_notes():
    assert _found("KL401", "bad_unlaunched_kernel.cu") == [
        (10, Severity.NOTE, True), (10, Severity.NOTE, True), (17, Severity.WARNING, False)]


def test_barrier_split_of_an_assumed_size_is_a_note():
    assert _found("KL102", "bad_unlaunched_kernel.cu") == [(7, Severity.NOTE, True), (18, Severity.ERROR, False)]


def test_configured_block_is_not_an_assumption():
    from analyzer.checks.base import Context
    from analyzer.catalogue import load_catalogue
    from analyzer.config import Settings
    from analyzer.analysis.warps import Shape

    rule = load_catalogue()["KL401"]
    settings = Settings()
    ctx = Context(rule, Severity.WARNING, {}, "x.cu", settings)
    guessed = Shape(32, 8, 1, "an assumed 32x8x1 block", True)
    assert ctx.report(None, detail="d", launch=guessed).severity == Severity.NOTE
    settings.block_shape = (32, 8, 1)
    assert ctx.report(None, detail="d", launch=guessed).severity == Severity.WARNING
