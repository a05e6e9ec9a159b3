"""KL201's share of issue time (analyzer/analysis/share.py) re-judged against the H100 table of
tools/gpu/divergence/share: the verdict follows the measured share of the divergence outside a 5-point band
around MATERIAL, and the model's share stays near the measured one."""

from __future__ import annotations

import csv
import re
from pathlib import Path

from analyzer.analysis.share import MATERIAL
from analyzer.config import Settings
from analyzer.diagnostics import Severity
from analyzer.lint.sources import analyze_file

ROOT = Path(__file__).resolve().parents[1]
TABLE = ROOT / "tools/gpu/divergence/share"
REFERENCE = {"reduce_div": "reduce_unimod"}  # NOTE: reduce_uni also drops the `%`: it measures the fix (README)


def _measured() -> dict[str, float]:
    with open(TABLE / "results/share.csv") as f:
        times = {row[0]: float(row[1]) for row in csv.reader(f) if row and row[0] != "status"}
    out = {}
    for name, t in times.items():
        ref = REFERENCE.get(name, name.replace("_div", "_uni"))
        if name.endswith("_div") or "_div_" in name:
            out[name] = (t - times[ref]) / t
    return out


def _model() -> dict[str, tuple[Severity, float | None]]:
    found = {}
    path = TABLE / "kernels.cu"
    for d in analyze_file(str(path), path.read_text(), Settings(), frozenset({"KL201"})).diagnostics:
        share = re.search(r"about (\d+)% of its issue time", d.message)
        found[d.symbol] = (d.severity, int(share.group(1)) / 100 if share else None)
    return found


def test_the_share_model_agrees_with_the_measured_divergence():
    measured, model = _measured(), _model()
    assert len(measured) >= 10
    for name, share in measured.items():
        severity, value = model.get(name, (None, None))
        if share >= MATERIAL + 0.05:
            assert severity == Severity.WARNING, (name, share, value)
        elif share <= MATERIAL - 0.05:
            assert severity != Severity.WARNING, (name, share, value)
        if value is not None:
            assert abs(value - share) <= 0.12, (name, share, value)
