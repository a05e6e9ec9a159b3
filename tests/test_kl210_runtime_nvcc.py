"""KL210's run-time index finding against nvcc 13: every array it reports as stored at a run-time index has a stack
frame at least its stated size in the compiled kernel (sm_90 and sm_75), and its near misses are silent
(fixtures/rules/KL210/{bad,ok}_runtime_index.cu). Skipped when nvcc is absent."""

from __future__ import annotations

import re

import pytest

from analyzer.config import Settings
from test_kl210_nvcc import FIXTURES, NVCC, _frames

pytestmark = [pytest.mark.slow, pytest.mark.skipif(NVCC is None, reason="nvcc not available")]


def _claims(name: str) -> dict[str, int]:
    """{kernel: the stack frame KL210 says the array takes, bytes}."""
    from analyzer.lint.sources import analyze_file

    text = (FIXTURES / name).read_text()
    kernels = [(m.start(), m.group(1)) for m in re.finditer(r"__global__ void (\w+)", text)]
    found = {}
    for d in analyze_file(name, text, Settings(), frozenset({"KL210"})).diagnostics:
        offset = sum(len(line) + 1 for line in text.splitlines()[:d.line - 1])
        kernel = [k for start, k in kernels if start < offset][-1]
        found[kernel] = int(re.search(r"a (\d+)-byte stack frame", d.message).group(1))
    return found


@pytest.mark.parametrize("arch", ["sm_90", "sm_75"])
def test_every_runtime_index_claim_is_met_by_the_compiler(arch, tmp_path):
    claims = _claims("bad_runtime_index.cu")
    frames = _frames(FIXTURES / "bad_runtime_index.cu", arch, tmp_path)
    assert claims and set(claims) == set(frames), (claims, frames)
    assert all(frames[k] >= claims[k] > 0 for k in claims), (claims, frames)


def test_the_runtime_index_near_misses_are_silent():
    assert _claims("ok_runtime_index.cu") == {}
