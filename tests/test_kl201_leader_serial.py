"""KL201 on a single leader's serial loop (fixtures/rules/KL201/bad_leader_serial_loop.cu): a warning in a kernel whose
launch makes it material, a note in a helper no function of the file calls (how often it runs is not known)."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture


def test_a_leaders_serial_loop_is_a_warning_in_a_kernel_and_a_note_in_an_uncalled_helper():
    _, found = run_fixture(RULE_FIXTURES / "KL201/bad_leader_serial_loop.cu")
    by_kernel = {d.symbol: d for d in found if d.rule_id == "KL201"}
    assert by_kernel["leaderSumsBlock"].severity.name == "WARNING"
    assert "One lane runs a loop of 512 trips" in by_kernel["leaderSumsBlock"].message
    helper = by_kernel["leaderSumsHelper"]
    assert helper.severity.name == "NOTE" and "no caller in the analysed file" in helper.message
