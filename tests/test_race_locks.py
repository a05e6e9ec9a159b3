"""The spin-lock forms race/locks.py takes as a critical section (KL109 silent on the update inside), and the
near-misses it does not (a loop that spins while it holds the lock, a lock whose address differs per thread)."""

from __future__ import annotations

import pytest

from analyzer.config import Settings

KERNEL = """
__global__ void add(const float *a, float *total, int *mutex, int *locks) {
    if (threadIdx.x == 0) {
        %s
        *total += a[blockIdx.x];
        %s
    }
}
void run(const float *a, float *t, int *m, int *l) { add<<<64, 256>>>(a, t, m, l); }
"""


def _kl109(acquire: str, release: str) -> list[int]:
    from analyzer.lint.sources import analyze_file

    found = analyze_file("lock.cu", KERNEL % (acquire, release), Settings(), frozenset({"KL109"})).diagnostics
    return [d.line for d in found]


@pytest.mark.parametrize("acquire, release", [
    ("while (atomicCAS(mutex, 0, 1) != 0);", "atomicExch(mutex, 0);"),
    ("while (atomicCAS(mutex, 0, 1) == 1) { __nanosleep(100); }", "atomicCAS(mutex, 1, 0);"),
    ("while (atomicCAS(mutex, 0, 1));", "atomicExch(mutex, 0);"),
    ("do { } while (atomicExch(mutex, 1) != 0);", "atomicExch(mutex, 0);"),
    ("for (; 0 != atomicCAS(&mutex[0], 0, 1);) __threadfence();", "atomicExch(&mutex[0], 0);"),
])
def test_a_spin_lock_makes_its_section_exclusive(acquire: str, release: str):
    assert _kl109(acquire, release) == []


@pytest.mark.parametrize("acquire, release", [
    ("while (atomicCAS(mutex, 0, 1) == 0);", "atomicExch(mutex, 0);"),  # spins while it takes the lock
    ("while (atomicCAS(mutex, 0, 1) != 0);", "atomicExch(mutex, 2);"),  # releases to another value
    ("while (atomicCAS(mutex, 0, 1) != 0) total[1] += 1.f;", "atomicExch(mutex, 0);"),  # work while spinning
    ("while (atomicCAS(&locks[blockIdx.x], 0, 1) != 0);", "atomicExch(&locks[blockIdx.x], 0);"),  # per block
    ("while (atomicCAS(mutex, 0, 1) != 0);", "atomicExch(locks, 0);"),  # another lock
])
def test_near_misses_of_a_spin_lock_stay_races(acquire: str, release: str):
    assert 5 in _kl109(acquire, release)
