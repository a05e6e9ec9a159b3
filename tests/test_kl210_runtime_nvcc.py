"""KL210's run-time index findings against nvcc 13: every array it reports as stored at a run-time index, or stored
and read at the counter of loops of uncapped run-time trip count, has a stack frame at least its stated size in the
compiled kernel (sm_90 and sm_75), and its near misses are silent (fixtures/rules/KL210/{bad,ok}_runtime_index.cu,
{bad,ok}_loop_indexed_array.cu; the loop near misses have no frame at all). Skipped when nvcc is absent."""

from __future__ import annotations

import pytest

from test_kl210_nvcc import FIXTURES, NVCC, _claims as _kept_claims, _frames

pytestmark = [pytest.mark.slow, pytest.mark.skipif(NVCC is None, reason="nvcc not available")]


def _claims(name: str) -> dict[str, int]:
    """{kernel: the stack frame KL210 says the array takes, bytes}."""
    return _kept_claims(FIXTURES / name, r"a (\d+)-byte stack frame")


@pytest.mark.parametrize("arch", ["sm_90", "sm_75"])
def test_every_runtime_index_claim_is_met_by_the_compiler(arch, tmp_path):
    claims = _claims("bad_runtime_index.cu")
    frames = _frames(FIXTURES / "bad_runtime_index.cu", arch, tmp_path)
    assert claims and set(claims) == set(frames), (claims, frames)
    assert all(frames[k] >= claims[k] > 0 for k in claims), (claims, frames)


def test_the_runtime_index_near_misses_are_silent():
    assert _claims("ok_runtime_index.cu") == {}


@pytest.mark.parametrize("arch", ["sm_90", "sm_75"])
def test_every_loop_indexed_claim_is_met_by_the_compiler(arch, tmp_path):
    # review r11 B M3: `half qb[128]` under `j < head` is 256 bytes of stack, whatever its size against the registers
    claims = _claims("bad_loop_indexed_array.cu")
    frames = _frames(FIXTURES / "bad_loop_indexed_array.cu", arch, tmp_path)
    assert claims and set(claims) == set(frames), (claims, frames)
    assert all(frames[k] >= claims[k] > 0 for k in claims), (claims, frames)


@pytest.mark.parametrize("arch", ["sm_90", "sm_75"])
def test_the_loop_indexed_near_misses_are_silent_and_registers(arch, tmp_path):
    assert _claims("ok_loop_indexed_array.cu") == {}
    frames = _frames(FIXTURES / "ok_loop_indexed_array.cu", arch, tmp_path)
    assert len(frames) == 7 and not any(frames.values()), frames
