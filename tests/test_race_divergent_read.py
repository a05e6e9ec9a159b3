"""KL107: a plain read of a counter other threads update atomically in the same round is an error when its value
decides a loop or an `if` holding a block barrier (threads that read before and after the updates split at the
barrier), and a note when it is used only as a value."""

from __future__ import annotations

from pathlib import Path

from analyzer.config import Settings

ROOT = Path(__file__).resolve().parent.parent / "fixtures" / "rules" / "KL107"

VALUE_ONLY = """
__global__ void rounds_value(int *out) {
    __shared__ int done_count;
    if (threadIdx.x == 0) done_count = 0;
    __syncthreads();
    if ((threadIdx.x & 1) == 0) atomicAdd(&done_count, 1);
    out[threadIdx.x] = done_count;
    __syncthreads();
}
void run(int *o) { rounds_value<<<1, 256>>>(o); }
"""

NO_BARRIER = """
__global__ void rounds_branch(int *out) {
    __shared__ int done_count;
    if (threadIdx.x == 0) done_count = 0;
    __syncthreads();
    if ((threadIdx.x & 1) == 0) atomicAdd(&done_count, 1);
    if (done_count > 16) out[threadIdx.x] = 1;
}
void run(int *o) { rounds_branch<<<1, 256>>>(o); }
"""


def _kl107(name: str, text: str) -> list[tuple[int, str]]:
    from analyzer.lint.sources import analyze_file

    found = analyze_file(name, text, Settings(), frozenset({"KL107"})).diagnostics
    return sorted((d.line, d.severity.name.lower()) for d in found)


def test_a_read_deciding_a_barrier_is_an_error():
    path = ROOT / "bad_atomic_count_decides_barrier.cu"
    found = _kl107(path.name, path.read_text())
    assert [s for _, s in found] == ["error", "error"], found


def test_a_read_used_only_as_a_value_or_in_a_branch_without_barrier_is_a_note():
    for text in (VALUE_ONLY, NO_BARRIER):
        found = _kl107("value.cu", text)
        assert found and all(s == "note" for _, s in found), found
