"""KL106's help for a full-mask warp call the tail of the work keeps some lanes from (review r15 A Q2): under an `if`
tail guard, a ballot of the guard before it is a right mask; in a lane-strided loop whose test is the bound, a ballot
of the bound inside the loop is reached by the same lanes only, so the help rounds the loop up instead.
NOTE: the same loop straight in a kernel, not in a loop over warp rows, is no finding (review r15 A M1): its leaving
lanes run no warp-synchronous code to the kernel's end and exit, and `vote.sync` waits only for non-exited lanes."""

from __future__ import annotations

from analyzer.config import Settings
from analyzer.lint.sources import analyze_file

LOOP = """__global__ void countHits(const float *x, int n, int *hits) {
    const int lane = threadIdx.x % 32;
    const int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
    const int nwarps = gridDim.x * blockDim.x / 32;
    for (int a = warp; a < n; a += nwarps) {
        int total = 0;
        for (int i = lane; i < n; i += 32) {
            unsigned f = __ballot_sync(0xffffffff, x[a * n + i] > 0.f);
            total += __popc(f);
        }
        if (lane == 0) hits[a] = total;
    }
}
void launch(const float *x, int n, int *hits) { countHits<<<4, 192>>>(x, n, hits); }
"""


def _help(text: str) -> str:
    found = [d for d in analyze_file("k.cu", text, Settings(), frozenset({"KL106"})).diagnostics
             if d.rule_id == "KL106"]
    assert len(found) == 1, found
    return found[0].help


def test_a_loop_tail_gets_the_rounded_loop_not_a_ballot_inside_it():
    text = _help(LOOP)
    assert "rounded up to a multiple of 32" in text and "as the mask" not in text and "before the branch" not in text


def test_a_loop_from_the_warps_row_gets_the_loop_help_too():
    # NOTE: review r15 A Q2r: `i = a + lane` is no tail of the lane index: the "condition differs" message's help
    text = _help(LOOP.replace("for (int i = lane; i < n; i += 32)", "for (int i = a + lane; i < n; i += 32)"))
    assert "the warp's trip count" in text and "before the branch" not in text
