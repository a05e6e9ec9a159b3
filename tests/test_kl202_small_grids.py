"""KL202 models the cost of a partial warp: a launch of no more blocks than the smallest targeted GPU has SMs
(each block on an SM of its own: the launch takes one block's time) is a note that says why; a large or
unknown grid keeps the warning (fixtures/rules/KL202/bad_small_grid_note.cu)."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture

from analyzer.diagnostics import Severity


def _by_line():
    _, diagnostics = run_fixture(RULE_FIXTURES / "KL202" / "bad_small_grid_note.cu")
    return {d.line: d for d in diagnostics if d.rule_id == "KL202"}


def test_small_grids_are_notes_that_say_why():
    found = _by_line()
    for line in (13, 14, 15, 19, 20):
        assert found[line].severity == Severity.NOTE, found[line].message
    assert "3 blocks of 5 threads" in found[13].message
    assert "no time a larger block would save" in found[13].message
    assert "40 blocks" in found[15].message


def test_a_grid_with_no_more_warps_a_sm_than_schedulers_is_a_note():
    """Review r10 C6 (`<<<63, 16>>>`): more blocks than SMs, but spread over the T4's 40 SMs, 2 one-warp blocks a
    SM on its 4 schedulers: no warp waits for another's issue slot, a fuller warp saves nothing."""
    found = _by_line()
    assert "at most 4 on each of the 40 SMs" in found[19].message and "4 warps where it has 4 schedulers" \
        in found[19].message
    assert "at most 2 on each" in found[20].message
    for line in (18, 21):  # NOTE: the near misses: 5 and 6 warps a SM
        assert found[line].severity == Severity.WARNING, found[line].message


def test_large_or_unknown_grids_stay_warnings():
    found = _by_line()
    for line in (16, 17, 18, 21):
        assert found[line].severity == Severity.WARNING, found[line].message
        assert "no time a larger block would save" not in found[line].message


def test_a_named_product_sets_the_bound():
    from analyzer.archs import find_product
    from analyzer.products import fewest_units
    from analyzer.config import Settings

    assert fewest_units(Settings(), 32) == (40, "T4")
    h100 = find_product("H100")
    assert fewest_units(Settings(products=(h100,)), 32)[0] == h100.wave_units


def test_a_minor_idle_share_is_a_note_with_its_figure():
    """Review r5 D6: `<<<1000, 1000>>>` idles 24 of 1024 lanes (2.3 %), below analysis/share.MATERIAL: a note
    giving the share; 48 threads (25 %) and a block below a warp stay warnings."""
    _, diagnostics = run_fixture(RULE_FIXTURES / "KL202" / "bad_minor_idle_share_note.cu")
    found = {d.line: d for d in diagnostics if d.rule_id == "KL202"}
    for line in (6, 9, 12):
        assert found[line].severity == Severity.NOTE, found[line].message
        assert "2.3% of the 1024 lanes" in found[line].message
    for line in (10, 11):
        assert found[line].severity == Severity.WARNING and "issue for" not in found[line].message


def test_one_warp_blocks_cap_residency_on_every_target_judged():
    """Review r5 M8 (flash-attention-minimal: 32-thread blocks, dynamic shared memory from a run-time d): the
    SM's 32 block slots keep 1-warp blocks to 32 of 64 warps on sm_80 and sm_90, whatever the shared size;
    with a known size the exact figure at it (analyzer/occupancy: 7 blocks of 28 KiB on sm_90)."""
    _, diagnostics = run_fixture(RULE_FIXTURES / "KL202" / "bad_one_warp_blocks_cap_residency.cu")
    found = {d.line: d for d in diagnostics if d.rule_id == "KL202"}
    assert all(d.severity == Severity.NOTE for d in found.values())
    assert "at most 32 of its 64 warps resident (50%)" in found[15].message
    assert "dynamic shared memory (not known here)" in found[15].message
    assert "7 on sm_90 (7 warps, 10.9%)" in found[16].message and "5 on sm_80 (5 warps, 7.8%)" in found[16].message
