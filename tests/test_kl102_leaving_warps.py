"""KL102 on a barrier in a loop split by whole warps whose leaving warps exit (review r12 A Q4): a note whatever
barrier-free code follows the loop, an error when a barrier follows; the help is `__syncwarp()` where every shared
access in the loop is to the warp's own slice (analysis/warpslices.py)."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture

from analyzer.diagnostics import Severity


def _found():
    _, found = run_fixture(RULE_FIXTURES / "KL102/bad_per_warp_loop_barrier.cu")
    return {d.line: d for d in found if d.rule_id == "KL102"}


def test_leaving_warps_are_a_note_whatever_barrier_free_code_follows():
    found = _found()
    for line in (21, 25, 40, 44, 57, 59):  # a copy loop follows (tail), nothing follows (last), cross-warp reads
        assert found[line].severity == Severity.NOTE, line
        assert "does not hang there" in found[line].message and "synccheck" in found[line].message
    for line in (74, 78):  # a barrier after the loop: the warps that left meet it while the others are inside
        assert found[line].severity == Severity.ERROR, line


def test_a_barrier_ordering_per_warp_slices_gets_syncwarp():
    found = _found()
    for line in (21, 25, 40, 44, 74, 78):
        assert "`__syncwarp()`" in found[line].help and "move the barrier out" not in found[line].help, line
    assert "slice of `mine`" in found[21].help and "slice of `lists`" in found[40].help
    for line in (96, 100):  # slices from the warp's first thread, `threadIdx.x - threadIdx.x % 32`
        assert "own slices of `mine`, `counts`" in found[line].help and found[line].severity == Severity.NOTE, line
    for line in (57, 59):  # warp w reads warp w + 1's row: the order is the block's
        assert "__syncwarp" not in found[line].help and "trip count" in found[line].help, line


def test_no_syncwarp_where_the_warp_index_is_not_the_warp_or_warps_exchange_through_global_memory():
    """A 64x4 block (threadIdx.x / 32 shared by the warps of four rows), a global array written and read across
    warps: no `__syncwarp()` help; the near miss (one row, global memory only read or only written) keeps it."""
    _, found = run_fixture(RULE_FIXTURES / "KL102/bad_per_warp_slices_not_enough.cu")
    got = {d.line: d for d in found if d.rule_id == "KL102"}
    assert set(got) == {13, 15, 25, 27, 36, 38}
    for line in (13, 15, 25, 27):
        assert "__syncwarp" not in (got[line].help or ""), line
    for line in (36, 38):
        assert "`__syncwarp()`" in got[line].help, line


def test_a_continue_on_the_warps_row_differs_between_warps_and_gets_the_per_warp_help():
    """review r13 B Q2: `if (skip[row]) continue;` in a per-warp row loop reads at the warp's row, an address its
    lanes share (Guard.loads): the condition differs between warps; own slices give `__syncwarp()`, a warp reading
    another's slice the block-uniform trip count."""
    for name, own in (("bad_per_warp_rows_continue", True), ("bad_per_warp_rows_continue_shared", False)):
        _, found = run_fixture(RULE_FIXTURES / f"KL102/{name}.cu")
        found = [d for d in found if d.rule_id == "KL102"]
        assert len(found) == 2 and all(d.severity == Severity.ERROR for d in found), name
        for d in found:
            assert "differs between warps of a block" in d.message and "per-thread data" not in d.message
            assert ("`__syncwarp()`" in d.help) == own and ("the block's trip count" in d.help) != own, name
            assert "move the barrier out" not in d.help


def test_a_work_queue_row_broadcast_by_a_helper_is_the_warps():
    """review r13 after B Q2: the next row from a per-warp work queue (lane 0's atomicAdd broadcast by a helper whose
    width defaults to the warp's), tested through a local loaded at it: the condition differs between warps and the
    help is `__syncwarp()`; a 16-lane broadcast (the twin) splits the warp and gets no per-warp help."""
    for name, own in (("bad_work_queue_rows_continue", True), ("bad_work_queue_half_warp_rows", False)):
        _, found = run_fixture(RULE_FIXTURES / f"KL102/{name}.cu")
        found = [d for d in found if d.rule_id == "KL102"]
        assert len(found) == 2 and all(d.severity == Severity.ERROR for d in found), name
        for d in found:
            assert ("differs between warps of a block" in d.message) == own, name
            assert ("`__syncwarp()`" in d.help) == own, name
