"""Issue 27 item 16: what `rules: {KLnnn: {severity: ...}}` does to a graded rule (KL201, KL401, KL402 grade
some findings as notes): it sets the severity of the rule's full findings; the findings the analysis grades
as notes stay notes (their message says why they are not worth acting on); `severity: note` lowers them all.
docs/configuration.md says so."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cli_runner import run_kernlint

ROOT = Path(__file__).resolve().parents[1]
FIXTURE = ROOT / "fixtures" / "rules" / "KL201" / "bad_cost_severity.cu"


def _severities(tmp_path, severity: str | None) -> dict[int, str]:
    (tmp_path / "c.cu").write_text(FIXTURE.read_text())
    if severity:
        (tmp_path / ".kernlint.yaml").write_text(f"rules:\n  KL201: {{severity: {severity}}}\n")
    result = run_kernlint("check", "c.cu", "--select", "KL201", "--format", "json", "--no-cache", cwd=tmp_path)
    return {d["line"]: d["severity"] for d in json.loads(result.stdout)["diagnostics"]}


@pytest.mark.parametrize("severity, full, graded", [
    (None, "warning", "note"), ("error", "error", "note"), ("warning", "warning", "note"), ("note", "note", "note"),
])
def test_severity_sets_the_full_findings_and_graded_notes_stay_notes(tmp_path, severity, full, graded):
    found = _severities(tmp_path, severity)
    assert found[8] == graded  # predicated arms: a note, whatever the configured severity
    assert found[26] == full
    assert found[19] == found[32] == graded  # kept branches whose share of the issue time is small (analysis/share.py)


def test_severity_of_graded_rules_is_documented():
    text = " ".join((ROOT / "docs" / "configuration.md").read_text().split())
    assert "graded" in text and "stay notes" in text and "KL201, KL401, KL402" in text
