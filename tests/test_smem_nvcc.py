"""Differential: static shared memory computed from source equals ptxas's `smem` for the same kernels.

Compiles fixtures/smem/*.cu and the KL103 fixtures' kernels that compile standalone with the local nvcc
(`--resource-usage -arch=sm_80`), demangles ptxas's entry names with cxxfilt, and compares per kernel.
fixtures/smem/templates/ holds template kernels whose shared arrays depend on their parameters: there
each launched instantiation's static shared memory is compared with ptxas's for that instantiation.
Skipped when nvcc is absent.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NVCC = shutil.which("nvcc") or ("/usr/local/cuda/bin/nvcc" if os.access("/usr/local/cuda/bin/nvcc", os.X_OK) else None)
SOURCES = sorted((ROOT / "fixtures" / "smem").glob("*.cu")) + [
    ROOT / "fixtures" / "rules" / "KL103" / "ok_shared_memory.cu",
    ROOT / "fixtures" / "rules" / "KL101" / "bad_over_launch_bounds.cu",
]
_ENTRY = re.compile(r"Compiling entry function '([^']+)' for '(sm_\d+)'")
_USED = re.compile(r"Used \d+ registers.*")
_SMEM = re.compile(r"(\d+) bytes smem")

pytestmark = [pytest.mark.slow, pytest.mark.skipif(NVCC is None, reason="nvcc not available")]


def ptxas_smem(path: Path, tmp: Path, instances: bool = False) -> dict[str, int]:
    """{demangled kernel base name: smem bytes} from nvcc --resource-usage for sm_80; with `instances`,
    keyed by the unqualified name with its template arguments (`tileReduce<128, double>`)."""
    import cxxfilt

    proc = subprocess.run([NVCC, "--resource-usage", "-arch=sm_80", "-c", str(path), "-o", str(tmp / "out.o")],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    found, current = {}, None
    for line in (proc.stdout + proc.stderr).splitlines():
        entry = _ENTRY.search(line)
        if entry:
            name = cxxfilt.demangle(entry.group(1)).split("(")[0].removeprefix("void ")  # templates: return type
            base, _, args = name.partition("<")
            current = base.split("::")[-1].split()[-1] + (f"<{args}" if instances and args else "")
            continue
        if current and _USED.search(line):
            smem = _SMEM.search(line)
            found[current] = int(smem.group(1)) if smem else 0
            current = None
    return found


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_static_shared_memory_matches_ptxas(path, tmp_path):
    from analyzer.lint.sources import analyze_file
    from analyzer.source import read_source

    reference = ptxas_smem(path, tmp_path)
    result = analyze_file(str(path), read_source(str(path)).text, None, frozenset())
    ours = {k.name: k.static_shared_bytes for k in result.kernels}
    assert reference, "ptxas reported no kernels"
    assert ours == reference


TEMPLATES = sorted((ROOT / "fixtures" / "smem" / "templates").glob("*.cu"))


@pytest.mark.parametrize("path", TEMPLATES, ids=lambda p: str(p.relative_to(ROOT)))
def test_template_instantiations_match_ptxas(path, tmp_path):
    """Each launch's instantiation (`k<128, double>`, defaults filled in, constants evaluated) has ptxas's
    smem. A launch relying on defaults is matched by its leading arguments; one written with names
    (`k<kTile>`) through its kernel's only instantiation in the file."""
    from analyzer.lint.sources import analyze_file
    from analyzer.lint.join import _key  # NOTE: how `check --ptxas` spells names for matching (`32u` is `32`)
    from analyzer.source import read_source

    reference = {_key(k): v for k, v in ptxas_smem(path, tmp_path, instances=True).items()}
    result = analyze_file(str(path), read_source(str(path)).text, None, frozenset())
    assert len(reference) >= 5 and len(result.launches) == len(reference)
    covered = set()
    for launch in result.launches:
        key = _key(launch.kernel)
        if key not in reference:  # NOTE: defaults left out (`k<float>` is `k<float, 8>`), or names as arguments
            same = [k for k in reference if k.startswith(key.rstrip(">") + ",")] or [
                k for k in reference if k.split("<")[0] == launch.kernel_name]
            assert len(same) == 1, f"{launch.kernel}: cannot tell which of {same} it is"
            key = same[0]
        covered.add(key)
        assert launch.static_shared_bytes == reference[key], launch.kernel
    assert covered == set(reference)
