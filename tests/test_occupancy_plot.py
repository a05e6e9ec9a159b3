"""`kernlint occupancy --plot FILE.png|FILE.svg` and `--format csv`, as a user runs them: the files are
opened and checked (PNG header and size; SVG parsed, three graphs per target, the marked point where the
calculator puts it)."""

from __future__ import annotations

import csv
import io
import json
import os
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from cli_runner import spawn_kernlint

ROOT = Path(__file__).resolve().parents[1]
SVG = "{http://www.w3.org/2000/svg}"


def kernlint(cwd: Path, *args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return spawn_kernlint(*args, cwd=cwd, env=env)


def occupancy_json(cwd: Path, *args: str) -> list[dict]:
    return json.loads(kernlint(cwd, "occupancy", *args, "--format", "json").stdout)


ARGS = ("--threads", "256", "--regs", "64", "--smem", "16KiB")


def test_png_has_three_graphs_per_target(tmp_path):
    pytest.importorskip("matplotlib")
    proc = kernlint(tmp_path, "occupancy", "--arch", "sm_90", "--arch", "gfx90a", *ARGS, "--plot", "occ.png")
    assert proc.returncode == 0, proc.stderr
    data = (tmp_path / "occ.png").read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    assert (width, height) == (1500, 800)  # 15 x 4 inches per target row at 100 dpi, two targets


def test_svg_marks_the_current_configuration(tmp_path):
    pytest.importorskip("matplotlib")
    proc = kernlint(tmp_path, "occupancy", "--arch", "H100", "--arch", "MI300X", *ARGS, "--plot", "occ.svg")
    assert proc.returncode == 0, proc.stderr
    root = ET.parse(tmp_path / "occ.svg").getroot()
    ids = {el.get("id") for el in root.iter() if el.get("id")}
    expected = occupancy_json(tmp_path, "--arch", "H100", "--arch", "MI300X", *ARGS)
    for result in expected:
        for kind, value in (("threads", 256), ("regs", 64), ("smem", 16384)):
            assert f"current-{result['arch']}-{kind}" in ids
            label = next(el for el in root.iter() if el.get("id") == f"label-{result['arch']}-{kind}")
            text = "".join(label.itertext()).strip()
            figure = f"{result['occupancy'] * 100:.1f}".rstrip("0").rstrip(".") + " %"
            assert text == f"{value}: {figure}", text
    titles = ["".join(t.itertext()) for t in root.iter(f"{SVG}text")]
    assert sum("occupancy vs" in t for t in titles) == 6
    assert any(t.startswith("H100 (sm_90): occupancy vs block size") for t in titles)


def test_bad_plot_name_and_missing_matplotlib_are_one_line(tmp_path):
    proc = kernlint(tmp_path, "occupancy", *ARGS, "--plot", "occ.pdf")
    assert proc.returncode == 2 and "should end in .png or .svg" in proc.stderr
    blocker = tmp_path / "block"
    blocker.mkdir()
    (blocker / "matplotlib.py").write_text("raise ImportError('no matplotlib here')\n")
    proc = kernlint(tmp_path, "occupancy", *ARGS, "--plot", "occ.png",
                    env={"PYTHONPATH": f"{blocker}{os.pathsep}{ROOT}"})
    assert proc.returncode == 2 and proc.stderr == ("kernlint: --plot needs matplotlib: pip install matplotlib "
                                                  "(in a kernlint clone: pip install '.[plot]')\n")
    assert not (tmp_path / "occ.png").exists()


def test_sweep_as_csv_equals_the_json_sweep(tmp_path):
    proc = kernlint(tmp_path, "occupancy", "--arch", "sm_90", *ARGS, "--sweep", "regs", "--format", "csv")
    rows = list(csv.DictReader(io.StringIO(proc.stdout)))
    sweep = occupancy_json(tmp_path, "--arch", "sm_90", *ARGS, "--sweep", "regs")[0]["sweep"]
    assert [(int(r["start"]), int(r["end"]), float(r["occupancy"]), r["limiter"], r["current"] == "1")
            for r in rows] == [(s["start"], s["end"], s["occupancy"], s["limiter"], s["current"]) for s in sweep]
    summary = list(csv.DictReader(io.StringIO(kernlint(tmp_path, "occupancy", "--arch", "sm_90", *ARGS,
                                                       "--format", "csv").stdout)))
    assert summary[0]["occupancy"] == "0.5" and summary[0]["limiter"] == "registers"


def test_cli_start_does_not_import_matplotlib(tmp_path):
    code = "import sys, analyzer.cli; assert 'matplotlib' not in sys.modules and 'pygls' not in sys.modules"
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT, timeout=120).returncode == 0
