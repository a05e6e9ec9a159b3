"""KL201's cost and fix on the causes of the fresh-tree review r3 (set B): the compile-time facts of the instance
(a template loop bound unrolls the loop, a divisor the instance fixes is no slow division), a local array read
through a cast is no global load, and the fix of a split inside a lane group."""

from __future__ import annotations

from pathlib import Path

from analyzer.config import Settings
from analyzer.diagnostics import Severity
from analyzer.lint.sources import analyze_file

ROOT = Path(__file__).resolve().parents[1]


def _fixture(name: str) -> dict[int, object]:
    path = ROOT / "fixtures" / "rules" / "KL201" / name
    result = analyze_file(str(path), path.read_text(), Settings(), frozenset({"KL201"}))
    return {d.line: d for d in result.diagnostics if d.rule_id == "KL201"}


def test_a_loop_the_instance_bounds_is_unrolled_and_its_load_is_cheap():
    found = _fixture("bad_unrolled_template_loop.cu")
    assert found[15].severity == Severity.NOTE and "does not unroll" not in found[15].message
    # near misses: the bound a kernel argument, and the template loop under `#pragma unroll 1`
    for line in (26, 39):
        assert found[line].severity == Severity.WARNING and "issue time" in found[line].message
        assert "inside a loop the compiler does not unroll" in found[line].message


def test_a_divisor_the_instance_fixes_is_no_slow_division():
    found = _fixture("bad_constant_divisor.cu")
    assert found[14].severity == Severity.NOTE  # u64 / (32 / GROUPS / 2): a shift
    assert found[35].severity == Severity.NOTE  # float / DIV with DIV = 4: a multiply
    assert found[24].severity == Severity.WARNING and "a / by a variable" in found[24].message
    (d,) = _fixture("bad_constant_divisor_not_pow2.cu").values()  # float / 3
    assert d.severity == Severity.WARNING
    assert "a / of a floating-point value by a constant that is not a power of two" in d.message


def test_a_local_array_read_through_a_cast_is_no_global_load():
    found = _fixture("bad_local_array_through_cast.cu")
    assert found[16].severity == Severity.NOTE and found[20].severity == Severity.NOTE
    assert all("loads global" not in found[line].message for line in (16, 20))
    assert found[32].severity == Severity.WARNING  # the near miss: a global pointer through a cast, in a loop
    assert "loads global memory inside a loop the compiler does not unroll" in found[32].message


def test_a_split_inside_a_lane_group_gets_a_fix_for_the_group_never_the_warp_index():
    found = _fixture("bad_lane_group_splits.cu")
    pair, rows, heads = found[13], found[25], found[39]
    for d in (pair, rows, heads):
        assert "warpSize" not in d.help and "by warps" not in d.help and "does not apply" in d.help
    # a loop run with the other lanes idle stays material; a step every lane of the pair can compute "no slower"
    # is a note (the fix saves no time by itself)
    assert pair.severity == Severity.NOTE and "each group of 2 lanes" in pair.help
    assert "saves no time by itself" in pair.message
    assert "let every lane of the group compute it" in pair.help
    assert rows.severity == Severity.WARNING and "spread the loop over the 4 lanes" in rows.help
    assert heads.severity == Severity.NOTE and "each group of 8 lanes" in heads.help and "keep the ternary" in heads.help


def test_the_same_lane_pattern_on_one_element_per_thread_keeps_the_warp_index_fix():
    (d,) = _fixture("bad_lane_pattern_own_elements.cu").values()
    assert d.severity == Severity.WARNING and "`((threadIdx.x / warpSize) & 1) == 1`" in d.help
