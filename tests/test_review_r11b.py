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


def test_an_unrolled_loop_bounded_by_its_local_arrays_is_no_scope_of_the_share():
    # C5: `for (k = 1; k < TAPS; k++)` with TAPS unbound, its body subscripting `prev[k - 1]` and `w[k]` of 4
    # elements: at most 3 copies, weighed against the kernel (a note); the same loop over a pointer: its own scope
    _, found = run_fixture(ROOT / "fixtures/rules/KL201/bad_unrolled_loop_bounded_by_local_arrays.cu")
    by = {d.line: d for d in found if d.rule_id == "KL201"}
    assert by[24].severity == Severity.NOTE and "of `taps_then_recurrence` on the same path" in by[24].message
    assert by[49].severity == Severity.WARNING and "of the loop at line 47" in by[49].message


def test_the_array_bound_of_an_unrolled_loop():
    from analyzer.analysis.unroll import CompileTime
    from analyzer.cuda.parse.cached import parse_file
    from analyzer.cuda.query import iter_nodes
    from analyzer.cuda import ast

    src = ("template <int T> __global__ void k(float *o) { float a[4], b[8];\n"
           "#pragma unroll\n for (int i = 1; i < T; i++) o[i] = a[i - 1] + b[i];\n"
           "#pragma unroll\n for (int i = 0; i < T; i++) o[i] = o[i + 1];\n}\n")
    func = next(f for f in parse_file("bound.cu", src).functions() if f.name == "k")
    first, second = [n for n in iter_nodes(func.body) if isinstance(n, ast.For)]
    ct = CompileTime(func, source=src)
    assert ct.copies(first) == 4 and ct.copies(second) is None  # a[i - 1], i from 1: 4; b[i]: 7


def test_a_destructor_is_no_constructor():
    # NOTE: `~S()` also has the class's name before its `(`: read as a constructor with a body, it made every
    # constructor unfollowable (`all(ctors)` failed) and a constexpr object's members unknown
    from analyzer.cuda.parse.cached import parse_file

    src = "struct S { S(int a) : n(a) {} ~S() { n = 0; } int n; };\n"
    (record,) = parse_file("dtor.cu", src).types.records
    (ctor,) = record.constructors
    assert record.constructed and ctor.params == ("a",) and [name for name, _ in ctor.inits] == ["n"]


def test_a_class_name_drops_only_whole_qualifier_words():
    from analyzer.cuda.model.methods import class_name_of

    assert class_name_of("const ns::Impl") == "Impl" and class_name_of("Repack<false>") == "Repack"
    assert class_name_of("const my_const_cfg") == "my_const_cfg" and class_name_of("volatile_state") == "volatile_state"


def test_a_grid_rounded_down_for_a_kernel_with_no_count_is_a_note_with_the_rounded_grid():
    # M5: `dim3 grid(rows / 4)` for a warp-per-row kernel that is not passed rows (and one that never tests its
    # count): the last rows % 4 rows get no warp; no test of its own, so a note. Near misses in ok_floor_grid_no_count
    _, found = run_fixture(ROOT / "fixtures/rules/KL111/bad_floor_grid_no_count.cu")
    by = {d.line: d for d in found if d.rule_id == "KL111"}
    assert by[10].severity == Severity.NOTE and "is not passed rows" in by[10].message
    assert "`(rows + 3) / 4` blocks" in by[10].help and "rows passed to it" in by[10].help
    assert by[20].severity == Severity.NOTE and "never tests `i` against n" in by[20].message


def test_a_block_as_large_as_a_run_time_count_is_a_note_of_both_ends():
    # M4: `dim3 block(sqlen)` passed to the kernel as its count, nothing bounding it: fails above 1024, one thread
    # per block at 1; `min(sqlen, 256)`, a checked value and a size the kernel is not passed are near misses
    _, found = run_fixture(ROOT / "fixtures/rules/KL101/bad_block_from_run_time_count.cu")
    (d, _) = [d for d in found if d.rule_id == "KL101"]
    assert d.severity == Severity.NOTE and "sqlen > 1024" in d.message and "sqlen = 1" in d.message
    assert "min(sqlen, 256)" in d.help
    ok, found = run_fixture(ROOT / "fixtures/rules/KL101/ok_block_from_bounded_count.cu")
    assert not [d for d in found if d.rule_id == "KL101"]


def test_block_ranges_closed_at_both_ends_store_the_boundary_twice():
    # M6: `o <= start + e * blockDim.x` overlaps the next block's first element: a note where the value reads the
    # element alone (duplicate work), an error where it reads the block or updates; the half-open range is silent
    _, found = run_fixture(ROOT / "fixtures/rules/KL109/bad_block_ranges_closed.cu")
    by = {d.line: d for d in found if d.rule_id == "KL109"}
    assert by[12].severity == Severity.NOTE and by[20].severity == Severity.NOTE
    assert "the same value" in by[20].message and "`o < start + e * (int)blockDim.x`" in by[20].help
    assert by[27].severity == Severity.ERROR and by[34].severity == Severity.ERROR and "`+=`" in by[34].message
    _, found = run_fixture(ROOT / "fixtures/rules/KL109/ok_block_ranges_half_open.cu")
    assert not [d for d in found if d.rule_id == "KL109"]


def test_a_floor_grid_note_names_the_run_time_launch_and_words_a_global_count():
    # fix2 item 2: among stepped candidates the launch with a run-time count (`atoi`) is the example, not the first
    # one whose callers choose the count; a global count is no parameter of the launching function
    _, found = run_fixture(ROOT / "fixtures/rules/KL111/bad_floor_grid_run_time_launch_chosen.cu")
    by = {d.line: d for d in found if d.rule_id == "KL111"}
    assert "the launch at line 33" in by[11].message and "parameter" not in by[11].message
    assert "g_count is no local of the launching function `set_all`" in by[16].message
    assert "parameter of" not in by[16].message


def test_coverage_walks_a_kernel_once_per_subject(monkeypatch):
    # fix2 item 4: KL111 asks `stepped` for every launch and rounded-down dimension; the kernel is walked and its
    # single-assignment locals read once, and each (kernel, axis, block, d) judged once, in the shared dict
    import analyzer.cuda.model.rounding as rounding
    from analyzer.analysis.coverage import guarded, stepped
    from analyzer.cuda.parse.parser import parse

    seen = []
    real = rounding.one_definitions
    monkeypatch.setattr(rounding, "one_definitions", lambda nodes: seen.append(1) or real(nodes))
    tu = parse("__global__ void k(float *a, int n) { int i = blockIdx.x * 256 + threadIdx.x; a[i] = 0; }",
                      "k.cu")
    func = tu.kernels()[0]
    shared: dict = {}
    first = stepped(func, "x", (256, 1, 1), 256, shared)
    assert first is not None and first[1] == "i"
    assert stepped(func, "x", (256, 1, 1), 256, shared) is first and stepped(func, "x", (256, 1, 1), 128, shared) is None
    assert guarded(func, "n", "x", (256, 1, 1), shared) is None and len(seen) == 1
