"""KL107/KL108/KL109 say what they judged: which loop iterations collide, which launch a kernel is paired with
(never one it does not get), and the assumed block's shape (fixtures/rules/KL107..KL109 hold the verdicts)."""

from __future__ import annotations

from pathlib import Path

from conftest import RULE_FIXTURES, run_fixture

from analyzer.config import Settings

ROOT = Path(__file__).resolve().parent.parent
RULES = frozenset({"KL107", "KL108", "KL109"})


def _findings(name: str, text: str, settings: Settings | None = None) -> list:
    from analyzer.lint.sources import analyze_file

    return analyze_file(name, text, settings or Settings(), RULES).diagnostics


def _fixture(rel: str) -> list:
    _, found = run_fixture(RULE_FIXTURES / rel)
    return [d for d in found if d.rule_id in RULES]


def test_a_race_of_late_iterations_names_them():
    found = {d.line: d.message for d in _fixture("KL107/bad_loop_late_iterations.cu")}
    assert "(iterations 0 and 4 of the loop at line 10)" in found[11]
    assert "(iterations 0 and 8 of the loop at line 21)" in found[22]


def test_a_launch_under_a_branch_the_constants_decide_against_is_not_made():
    from analyzer.analysis.launches import unmade

    text = (ROOT / "fixtures/rules/KL107/ok_launch_in_dead_branch.cu").read_text()
    assert _findings("dead.cu", text) == []
    lines = text.split("\n")
    store = next(n for n, line in enumerate(lines, 1) if "tile[threadIdx.y][threadIdx.x] =" in line)
    dead, other = (n for n, line in enumerate(lines, 1) if "<<<" in line)
    live = _findings("live.cu", text.replace("tile == 16", "tile == 32"))
    # NOTE: `out[y * width + x]` of 32-wide blocks 16 apart also overlaps across blocks, but the grid is not known
    # (width / tile): there only accesses whose address reads no blockIdx are paired across blocks (docs/races.md)
    # NOTE: and the load's threadIdx.y past the tile's 16 rows, in the threads past them (review r17 C-M1)
    load = next(n for n, line in enumerate(lines, 1) if "= tile[threadIdx.y][(threadIdx.x + 1) % TILE]" in line)
    assert [(d.rule_id, d.line) for d in live] == [("KL107", store), ("KL107", load)]
    assert "`threadIdx.y` is 16 in thread (0, 16) whatever the kernel's arguments; `tile` has 16 rows" in live[1].message
    assert f"with the launch at line {dead} (32x32x1)" in live[0].message
    # NOTE: the block (the launch's constant) puts threadIdx.x past the 16-wide rows whatever the arguments: a
    # real out-of-bounds access, a warning (a run-time bound past the row is a conditional note: C5)
    assert "indexes past its row" in live[0].message and live[0].severity.name == "WARNING"

    from analyzer.analysis.launches import launch_facts
    from analyzer.cuda.model import RunIndex, SourceUnit
    from analyzer.lint.sources import model_of, parse_file

    tu = parse_file("dead.cu", text)
    model = model_of(tu, "dead.cu", text)
    unit, shared = SourceUnit("dead.cu", text, tu, model, RunIndex.build([model])), {}
    kernel = next(f for f in tu.functions() if f.is_kernel)
    assert {line for line, _ in unmade(unit, shared)} == {dead}
    assert [la.line for la in launch_facts(unit, kernel, shared, Settings()).launches] == [other]


def test_an_assumed_2d_block_is_named_with_what_decided_it():
    found = _fixture("KL107/bad_assumed_2d_tile.cu")
    assert [d.line for d in found] == [10]
    assert "assuming a 16x16x1 block (`tile[16][16]` indexed [threadIdx.y][threadIdx.x] (line 9); no launch" \
        in found[0].message


def test_thread_zero_of_every_block_is_a_race_across_blocks():
    found = {d.line: d.message for d in _fixture("KL109/bad_thread_zero_of_every_block.cu")}
    assert set(found) == {6, 10}
    assert "thread 0 of block 0 and by thread 0 of block 1" in found[10]
    assert "two different blocks" in found[10]


def test_an_index_past_its_row_is_a_fact_for_a_constant_bound_and_conditional_for_a_runtime_one():
    # NOTE: review r12 C C5: `lane < spec.dim` goes past rows of 9 only where dim > 9 (a note that says so);
    # `lane < 10` goes past them in every launch (a real out-of-bounds store: a warning)
    found = {d.line: d for d in _fixture("KL107/bad_row_bound_runtime_or_constant.cu")}
    runtime, constant = found[10], found[22]
    assert runtime.severity.name == "NOTE" and "where `spec.dim` > 9" in runtime.message
    assert constant.severity.name == "WARNING" and "whatever the kernel's arguments" in constant.message
