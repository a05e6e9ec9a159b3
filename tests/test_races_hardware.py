"""KL107/KL108/KL109 against compute-sanitizer on an H100 (tools/gpu/races: kernels.cu, run.sh, results/, table.tsv).

Every run: the table's sanitizer columns equal the measured results, kernlint's findings on kernels.cu equal the
table's kernlint column, and kernlint reports KL107 (an error) on exactly the kernels where racecheck reports a
hazard; where they differ the table says why (by design: an uninitialised read, global memory, reads beside
atomics)."""

from __future__ import annotations

import csv
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HERE = ROOT / "tools" / "gpu" / "races"


def _table() -> list[dict]:
    with open(HERE / "table.tsv", newline="") as f:
        return list(csv.DictReader(f, delimiter="\t"))


def _kernlint() -> dict[str, set[str]]:
    from analyzer.config import Settings
    from analyzer.lint.sources import analyze_file
    from analyzer.source import read_source

    path = HERE / "kernels.cu"
    result = analyze_file(str(path), read_source(str(path)).text, Settings(), frozenset({"KL107", "KL108", "KL109"}))
    found: dict[str, set[str]] = {}
    for d in result.diagnostics:
        label = d.rule_id + (":note" if d.severity.name.lower() == "note" else "")
        found.setdefault(d.symbol, set()).add(label)
    return found


def test_table_matches_the_measurements():
    sys.path.insert(0, str(HERE))
    try:
        from make_table import columns
    finally:
        sys.path.pop(0)
    measured = columns(str(HERE / "results" / "results.tsv"))
    for row in _table():
        got = measured[row["kernel"]]
        assert (got["racecheck"], got["synccheck"]) == (row["racecheck"], row["synccheck"]), row["kernel"]
    assert {r["kernel"] for r in _table()} == set(measured)


def test_kernlint_agrees_with_the_table():
    found = _kernlint()
    for row in _table():
        want = set() if row["kernlint"] == "-" else set(row["kernlint"].split(","))
        assert found.get(row["kernel"], set()) == want, row["kernel"]


def test_kl107_errors_exactly_where_racecheck_reports_a_hazard():
    for row in _table():
        error = "KL107" in row["kernlint"].split(",")
        hazard = row["racecheck"] == "hazard"
        assert error == hazard, row["kernel"]
        if row["kernlint"] != "-" and not hazard:
            assert row["why"].startswith("by design"), row["kernel"]
