"""KL108: a read of a slot no thread wrote whose value only moves into a slot no thread wrote either (an up-sweep
carrying the unwritten tail upwards) is a note; where that garbage reaches a written slot in a later iteration (a
down-sweep into s[127]) it stays a warning. The witness's argument values are said to be tried, not passed."""

from __future__ import annotations

from pathlib import Path

from analyzer.config import Settings

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "rules" / "KL108" / "bad_garbage_into_written_slot.cu"


def _kl108(name: str, text: str) -> list:
    from analyzer.lint.sources import analyze_file

    return analyze_file(name, text, Settings(), frozenset({"KL108"})).diagnostics


def test_garbage_into_garbage_is_a_note_and_into_a_written_slot_a_warning():
    found = _kl108(FIXTURE.name, FIXTURE.read_text())
    by_line = {}
    for d in found:
        by_line.setdefault(d.line, set()).add(d.severity.name.lower())
    assert by_line == {11: {"note"}, 23: {"warning"}}, by_line


def test_a_value_read_into_a_local_is_still_a_warning():
    text = FIXTURE.read_text().replace("s[t] += s[t - off];", "{ float v = s[t - off]; s[t] += v; }")
    found = [d for d in _kl108("local.cu", text) if d.line == 11]
    assert found and any(d.severity.name == "WARNING" for d in found), found


def test_argument_values_the_launch_does_not_fix_are_said_to_be_tried():
    text = """
__global__ void k(float *out, const float *in, int n) {
    __shared__ float s[256];
    int t = threadIdx.x;
    if (t < n) s[t] = in[t];
    __syncthreads();
    out[t] = s[(t + 1) % 256];
}
void run(float *o, const float *i, int n) { k<<<1, 256>>>(o, i, n); }
"""
    found = _kl108("tried.cu", text)
    assert found and "values kernlint tried, which the launch does not fix" in found[0].message, found


def test_garbage_into_garbage_in_a_loop_nested_in_a_tile_loop_is_a_note():
    # NOTE: review r12 C C3: the up-sweep of a tiled scan (its loop inside the tile loop) carries the partial tile's
    # unwritten slots only into unwritten slots; a tree sum folds them into t[0], written and stored
    fixture = FIXTURE.parent / "bad_tiled_scan_tail.cu"
    by_line = {}
    for d in _kl108(fixture.name, fixture.read_text()):
        by_line.setdefault(d.line, set()).add(d.severity.name.lower())
    assert by_line == {14: {"note"}, 37: {"warning"}}, by_line
