"""KL107/KL108/KL109 say what they judged: which loop iterations collide, which launch a kernel is paired with
(never one it does not get), and the assumed block's shape (fixtures/rules/KL107..KL109 hold the verdicts)."""

from __future__ import annotations

from pathlib import Path

from analyzer.config import Settings

ROOT = Path(__file__).resolve().parent.parent
RULES = frozenset({"KL107", "KL108", "KL109"})


def _findings(name: str, text: str, settings: Settings | None = None) -> list:
    from analyzer.lint.sources import analyze_file

    return analyze_file(name, text, settings or Settings(), RULES).diagnostics


def _fixture(rel: str) -> list:
    path = ROOT / "fixtures" / "rules" / rel
    return _findings(str(path), path.read_text())


def test_a_race_of_late_iterations_names_them():
    found = {d.line: d.message for d in _fixture("KL107/bad_loop_late_iterations.cu")}
    assert "(iterations 0 and 4 of the loop at line 9)" in found[10]
    assert "(iterations 0 and 8 of the loop at line 19)" in found[20]
