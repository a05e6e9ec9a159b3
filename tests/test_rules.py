"""Fixture-driven rule tests: every fixtures/rules/KLnnn/*.{cu,cuh,hip,log} produces exactly its `expect` comments."""

from __future__ import annotations

from conftest import RULE_FIXTURES, compare, read_expectations, rule_fixture_files, run_fixture


def test_rule_fixture(rule_fixture):
    expected, diagnostics = run_fixture(rule_fixture)
    problems = compare(expected, diagnostics)
    assert not problems, f"{rule_fixture.name}:\n" + "\n".join(problems)


def test_ok_fixtures_expect_nothing_and_bad_fixtures_expect_something():
    for path in rule_fixture_files():
        _, expected = read_expectations(path.read_text(encoding="utf-8", errors="replace"))
        if path.name.startswith("ok_"):
            assert not expected, f"{path}: ok_* fixtures must produce nothing"
        elif path.name.startswith("bad_"):
            assert expected, f"{path}: bad_* fixtures must expect at least one finding"
        else:
            raise AssertionError(f"{path}: fixture names start with bad_ or ok_")


def test_compare_reports_both_directions():
    class D:
        def __init__(self, rule_id, line, column):
            self.rule_id, self.line, self.column, self.message = rule_id, line, column, "m"

    assert compare([("KL201", 3, None)], [D("KL105", 5, 7)]) == ["-KL201 3:", "+KL105 5:7 m"]
    assert compare([("KL104", 5, 7), ("KL201", 3, None)], [D("KL201", 3, 9), D("KL104", 5, 7)]) == []
    assert compare([("KL104", 5, 8)], [D("KL104", 5, 7)]) == ["-KL104 5:8", "+KL104 5:7 m"]


def test_every_checked_rule_has_bad_and_ok_fixtures():
    from analyzer.checks import REGISTRY

    for rule_id in REGISTRY:  # NOTE: source rules have .cu/.cuh/.hip fixtures, record rules .log ones
        directory = RULE_FIXTURES / rule_id
        names = [p.name for p in directory.iterdir()] if directory.is_dir() else []
        assert any(n.startswith("bad_") for n in names), f"{rule_id}: no bad_* fixture in {directory}"
        assert any(n.startswith("ok_") for n in names), f"{rule_id}: no ok_* fixture in {directory}"


def test_kl104_regrouping_is_safe_only_where_the_comparison_is_constant():
    """`x & 0x01 == 0` is `x & 0`: nobody means that, so `(x & 0x01) == 0` is applied by --fix. `f & i < n`
    may be `f & (i < n)` on purpose; its regrouping changes what the code computes, so it is unsafe."""
    fixtures = RULE_FIXTURES / "KL104"
    _, found = run_fixture(fixtures / "bad_precedence.cu")
    by_line = {d.line: d.fix.applicability for d in found if d.rule_id == "KL104" and d.fix}
    assert by_line[7] == "safe" and by_line[20] == "unsafe", by_line
    _, found = run_fixture(fixtures / "bad_value_beside_comparison.cu")
    assert [(d.line, d.fix.applicability) for d in found if d.rule_id == "KL104"] == [(6, "unsafe"), (7, "unsafe")]
