"""KL102 on loops whose leaving threads exit, split inside warps (issue 17's exemption, narrowed from the H200
measurements in tools/gpu/barriers/leaving.txt and leaving2.txt): one barrier per iteration stays exempt (drain,
guarded tile: completed), more than one per iteration is an error that says what was measured (lanesplit: hung)."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture

from analyzer.diagnostics import Severity


def test_two_barriers_per_iteration_split_inside_a_warp_is_an_error_with_the_measurement():
    _, found = run_fixture(RULE_FIXTURES / "KL102/bad_lanes_leave_two_barrier_loop.cu")
    got = {d.line: d for d in found if d.rule_id == "KL102"}
    assert set(got) == {9, 11, 21}
    for d in got.values():
        assert d.severity == Severity.ERROR
        assert "more than one barrier" in d.message and "hung" in d.message and "leaving.txt" in d.message


def test_one_barrier_per_iteration_and_a_guarded_tile_stay_exempt():
    _, found = run_fixture(RULE_FIXTURES / "KL102/ok_lanes_leave_one_barrier_loop.cu")
    assert not [d for d in found if d.rule_id == "KL102"]
