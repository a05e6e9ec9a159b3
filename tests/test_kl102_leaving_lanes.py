"""KL102 on loops whose leaving threads exit, split inside warps (issue 17's exemption, narrowed from the H200
measurements in tools/gpu/barriers/leaving.txt and leaving2.txt): one barrier per iteration stays exempt (drain,
guarded tile: completed), more than one per iteration is an error that says what was measured (lanesplit: hung)."""

from __future__ import annotations

import re
from pathlib import Path

from conftest import RULE_FIXTURES, run_fixture

from analyzer.config import Settings
from analyzer.diagnostics import Severity
from analyzer.lint.sources import analyze_file

BARRIERS = Path(__file__).resolve().parents[1] / "tools" / "gpu" / "barriers"


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


def _measured(table: str, kernels: tuple[str, ...]) -> dict[str, bool]:
    """kernel -> whether every measured run of it (each build, each TAIL) completed with no error and no wrong
    result; a killed run is `case W` (W: the index of the kernel in `kernels`, as leaving.sh passes it)."""
    ok: dict[str, bool] = {}
    for line in table.splitlines():
        if (m := re.match(r"-(?:O3|G) case (\d+)\b.*killed", line)):
            ok[kernels[int(m.group(1))]] = False
        elif (m := re.match(r"-(?:O3|G) (\w+?)_(?:last|tail): (.*)", line)):
            fine = m.group(2).startswith("no error, 0 wrong") and "count wrong" not in m.group(2)
            ok[m.group(1)] = ok.get(m.group(1), True) and fine
    return ok


def test_kl102_agrees_with_the_leaving_loops_measured_on_an_h200():
    """Re-judged from the tables every run: a kernel a run of which hung or went wrong is a KL102 error; one whose
    every run completed right gets no error (its barriers inside the loop are notes at most)."""
    for name, kernels, defines in (("leaving", ("perwarp", "lanesplit"), ("TAIL=0", "TAIL=1")),
                                   ("leaving2", ("drain", "guardtile"), ("",))):
        measured = _measured((BARRIERS / f"{name}.txt").read_text(), kernels)
        assert set(measured) == set(kernels), name
        source = BARRIERS / f"{name}.cu"
        for define in defines:
            settings = Settings(compile_flags=(f"-D{define}",)) if define else Settings()
            result = analyze_file(str(source), source.read_text(), settings, frozenset({"KL102"}))
            errors = {d.symbol for d in result.diagnostics if d.severity == Severity.ERROR}
            for kernel, right in measured.items():
                assert (kernel in errors) == (not right), (name, define, kernel)
