"""tools/gpu/divergence (lane model): kernlint's KL201 verdicts on the lane-model kernels against the ncu
counts recorded on an H100 (results_lane/), and its KL106 verdicts against each kernel's label with the
recorded synccheck runs beside them. Re-judged on every run: a change to the analysis that flips a verdict
fails here."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parents[1] / "tools" / "gpu" / "divergence"


def _table():
    spec = importlib.util.spec_from_file_location("lane_table", HERE / "lane_table.py")
    table = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(table)
    return table


@pytest.mark.slow
def test_lane_hardware_table_agrees_with_recorded_counts():
    table = _table()
    text, bad = table.build(HERE / "results_lane")
    assert bad == 0, text
    assert text.count("| `") >= 46
    assert "30 of 30 kernels agree" in text


@pytest.mark.slow
def test_lane_hardware_document_is_current():
    table = _table()
    text, _ = table.build(HERE / "results_lane")
    assert (table.DOC).read_text() == text, "run python3 tools/gpu/divergence/lane_table.py"
