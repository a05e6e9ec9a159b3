"""Per-thread arrays indexed with run-time values (review r3 B, C9): which ones nvcc puts in local memory.

fixtures/local/dynamic_index.cu gives each kernel's stack frame from nvcc 13 for sm_90 (`// stack: N`); the
compiler keeps most dynamically indexed arrays in registers (selects, a forwarded load, a loop unrolled by the
array's size), so kernlint makes no source-level claim and KL208 reports the frame from the compiler's record
(`check --compile`, budget 0). Skipped when nvcc is absent."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from cli_runner import run_kernlint

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "fixtures" / "local" / "dynamic_index.cu"
NVCC = shutil.which("nvcc") or ("/usr/local/cuda/bin/nvcc" if os.access("/usr/local/cuda/bin/nvcc", os.X_OK) else None)

pytestmark = [pytest.mark.slow, pytest.mark.skipif(NVCC is None, reason="nvcc not available")]


def expected() -> dict[str, int]:
    """{kernel: stack bytes} from the fixture's `// stack: N` comments (the comment before each kernel)."""
    text = SOURCE.read_text()
    return {m.group(2): int(m.group(1)) for m in
            re.finditer(r"// stack: (\d+).*\n__global__ void (\w+)", text)}


def test_the_fixture_frames_are_nvccs(tmp_path):
    import io

    from analyzer.logs.ptxas import read_records

    proc = subprocess.run([NVCC, "-arch=sm_90", "-Xptxas", "-v", "-c", str(SOURCE), "-o", str(tmp_path / "k.o")],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    found = {r.name.split("(")[0]: r.stack_bytes for r in read_records(io.StringIO(proc.stdout + proc.stderr))}
    assert found == expected() and len(found) == 7


def test_kl208_reports_the_frames_the_compiler_gives_and_the_source_rules_claim_nothing(tmp_path):
    (tmp_path / "kl.yaml").write_text("rules:\n  KL208: {max-stack: 0}\n")
    cache = {**os.environ, "KERNLINT_CACHE_DIR": str(tmp_path / "cache")}
    got = run_kernlint("check", str(SOURCE), "--compile", "--arch", "sm_90", "--config", str(tmp_path / "kl.yaml"),
                       "--select", "KL2,KL4", "--format", "concise", env=cache)
    reported = set(re.findall(r"`(\w+)` on sm_90: \d+ bytes of stack", got.stdout))
    assert reported == {name for name, frame in expected().items() if frame}, got.stdout + got.stderr
    assert "KL208" in got.stdout and all("[KL208]" in line for line in got.stdout.splitlines() if "stack" in line)
