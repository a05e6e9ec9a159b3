"""Fresh-tree review r11, set B: the model defects it found, each pinned by the fixtures named here (the
fixtures' `expect` comments are checked by test_rules.py; these tests check what those cannot: severities)."""

from __future__ import annotations

from pathlib import Path

from conftest import run_fixture

from analyzer.diagnostics import Severity

ROOT = Path(__file__).resolve().parents[1]


def test_a_grid_from_a_constexpr_objects_member_is_evaluated():
    # C6: `constexpr model_config tiny_model(32, 4096)` through its constructor's initialisers, a copy of it, the
    # object itself and a braced construction: small grids, notes; the same member of a parameter: a warning
    _, found = run_fixture(ROOT / "fixtures/rules/KL202/bad_grid_from_constexpr_object.cu")
    by = {d.line: d for d in found if d.rule_id == "KL202"}
    for line, blocks in ((19, 32), (23, 32), (28, 16)):
        assert by[line].severity == Severity.NOTE and f"the launch is {blocks} blocks of 9 threads" in by[line].message
    assert by[32].severity == Severity.WARNING


def test_a_constructor_with_an_empty_body_maps_its_arguments_to_the_members():
    from analyzer.cuda.parse.cached import parse_file

    src = ("struct S { S(int a, int b) : y(a), x{b + 1} {} int x; int y; };\n"
           "struct D { D(int a) : n(a) {} D(const D &o) = default; int n; };\n"
           "struct F { int get() const { return n; } int n = 3; float q; };\n")
    records = {r.name: r for r in parse_file("objects.cu", src).types.records}
    assert [m.name for m in records["S"].members] == ["x", "y"]  # NOTE: the members after the body are kept
    (ctor,) = records["S"].constructors
    assert ctor.params == ("a", "b") and [name for name, _ in ctor.inits] == ["y", "x"]
    assert records["D"].constructed and records["D"].constructors == ()  # a defaulted one: not followed
    assert [m.name for m in records["F"].members] == ["n", "q"] and not records["F"].constructed
