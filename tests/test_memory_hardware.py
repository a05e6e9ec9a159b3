"""The memory model re-judged against the committed H100 measurements (tools/gpu/memory) on every run.

Every access of the validation kernels with a known figure and a measurement must agree exactly with
Nsight Compute (units per request as an exact fraction); with nvcc installed, the PTX of each kernel must
hold, for each (space, op) the model reports, only instructions of the width the model assumes."""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
from collections import defaultdict
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TOOL = ROOT / "tools" / "gpu" / "memory"


def _compare():
    spec = importlib.util.spec_from_file_location("memory_compare", TOOL / "compare.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_known_access_agrees_with_ncu():
    rows = _compare().rows()
    measured = [r for r in rows if r["known"] and r["ncu"] is not None]
    assert len({r["kernel"] for r in measured}) >= 40
    bad = [(r["kernel"], r["line"], r["space"], r["op"], r["ours"], r["ncu"]) for r in measured if not r["agree"]]
    assert not bad
    assert len(measured) >= 200


def test_the_committed_table_is_current():
    module = _compare()
    meta = (TOOL / "measured" / "meta.txt").read_text().strip()
    assert (ROOT / "docs" / "validation" / "memory-hardware.md").read_text() == module.table(module.rows(), meta)


_WIDTH = {"u8": 1, "s8": 1, "b8": 1, "u16": 2, "s16": 2, "b16": 2, "f16": 2, "u32": 4, "s32": 4, "b32": 4,
          "f32": 4, "u64": 8, "s64": 8, "b64": 8, "f64": 8}


_MANGLE = {"double": "d", "float": "f", "short": "s", "int": "i", "char": "c"}


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="needs nvcc")
def test_each_access_is_one_instruction_of_the_modelled_width(tmp_path):
    ptx = tmp_path / "k.ptx"
    subprocess.run(["nvcc", "-O3", "-arch=sm_90", "-ptx", "-o", str(ptx), str(TOOL / "kernels.cu")], check=True,
                   timeout=300)
    widths: dict[str, dict[tuple[str, str], set[int]]] = defaultdict(lambda: defaultdict(set))
    current = None
    for line in ptx.read_text().splitlines():
        m = re.match(r"\s*\.(?:visible )?\.entry (\S+)\(", line)
        if m:
            current = m.group(1)
            continue
        if current and re.search(r"\bldmatrix\.\S*\.shared", line):  # NOTE: one 16-byte row per lane
            widths[current][("shared", "load")].add(16)
            continue
        m = re.search(r"\b(ld|st)\.(global|shared)(?:\.nc)?(?:\.v(\d))?\.([a-z]+\d+)", line)
        if m and current:
            width = _WIDTH[m.group(4)] * int(m.group(3) or 1)
            widths[current][(m.group(2), "load" if m.group(1) == "ld" else "store")].add(width)
    compare = _compare()
    for f in compare.model_figures():
        a = f.access
        name = a.kernel
        code = "".join(_MANGLE.get(t, f"Li{t}E") for t in f.template)
        mangled = [k for k in widths if re.match(rf"_Z\d+{name}" + (rf"I{code}E" if code else "P"), k)]
        assert mangled, name
        seen = set().union(*(widths[k][(a.space, a.op)] for k in mangled))
        assert seen == {a.size}, (name, a.space, a.op, seen, a.size)
