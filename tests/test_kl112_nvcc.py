"""KL112 (review r12 B, M2): nvcc's verdict on the fixtures. The bad fixture does not compile, with nvcc's
"calling a __host__ function from a __global__/__device__ function" at exactly the lines KL112 reports; the
near-miss compiles (with `-rdc=true`, for its `__device__` function defined elsewhere, and
`--expt-relaxed-constexpr`, the build flag under which its constexpr callee is allowed: why KL112 makes no claim
on constexpr callees). Skipped when nvcc is absent."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import RULE_FIXTURES, read_expectations, run_fixture

NVCC = shutil.which("nvcc") or next((p for p in ("/usr/local/bin/nvcc", "/usr/local/cuda/bin/nvcc")
                                     if os.access(p, os.X_OK)), None)
BAD = RULE_FIXTURES / "KL112" / "bad_host_function_from_kernel.cu"
OK = RULE_FIXTURES / "KL112" / "ok_device_callable_callees.cu"

pytestmark = [pytest.mark.slow, pytest.mark.skipif(NVCC is None, reason="nvcc not available")]


def _nvcc(path: Path, tmp: Path, *flags: str) -> subprocess.CompletedProcess:
    return subprocess.run([NVCC, "-arch=sm_90", "-c", *flags, str(path), "-o", str(tmp / "k.o")],
                          capture_output=True, text=True, timeout=300)


def test_the_bad_fixture_fails_at_the_lines_kl112_reports(tmp_path):
    for flags in ((), ("-rdc=true", "--expt-relaxed-constexpr")):
        proc = _nvcc(BAD, tmp_path, *flags)
        assert proc.returncode != 0
        lines = {int(m.group(1)) for m in re.finditer(r"\((\d+)\): error: calling a __host__ function", proc.stderr)}
        _, expected = read_expectations(BAD.read_text())
        assert lines == {line for rule, line, _ in expected if rule == "KL112"}, proc.stderr
    _, found = run_fixture(BAD)
    assert all("this file does not compile" in d.message for d in found if d.rule_id == "KL112")


def test_the_near_misses_compile(tmp_path):
    proc = _nvcc(OK, tmp_path, "-rdc=true", "--expt-relaxed-constexpr")
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "#20011-D" in proc.stderr  # NOTE: the __host__ __device__ caller: a warning, not an error
