"""Shared test machinery: the fixture-driven rule tests (STYLE.md "Tests: fixture-driven").

A rule fixture is fixtures/rules/KLnnn/{bad,ok}_*.{cu,cuh,hip} for a source rule, {bad,ok}_*.log (a build
log, its `//` lines ignored by the log reader) for a record or compiler-message rule
(KL203-KL209):
- optional first line `// kernlint-test: {YAML flow mapping}` with config keys (targets, select, rules
  options: `{targets: [gfx90a], rules: {KL207: {max-shared: 16K}}}`), applied like a config file;
- `// expect: KL201` expects a finding on this line (several codes per comment allowed; `KL104@7` also
  pins the column); `// expect-next: KL101` expects it on the next line.
The run enables the directory's rule, KL001 and every rule named in an expectation, analyses the file
alone with the real driver (a log: with the records run of `kernlint ptxas`, the config's `targets` as
`--arch`), and fails on missing (`-KL201 3:`) and unexpected (`+KL105 5:7`) findings.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RULE_FIXTURES = ROOT / "fixtures" / "rules"
SUFFIXES = (".cu", ".cuh", ".hip", ".log")
_CONFIG = re.compile(r"^\s*//\s*kernlint-test:\s*(.*)$")
_EXPECT = re.compile(r"//\s*expect(-next)?:\s*((?:KL\d{3}(?:@\d+)?[\s,]*)+)")
_CODE = re.compile(r"(KL\d{3})(?:@(\d+))?")


def rule_fixture_files() -> list[Path]:
    """Every fixture file directly under fixtures/rules/KL*/ (sorted)."""
    if not RULE_FIXTURES.is_dir():
        return []
    return sorted(p for d in RULE_FIXTURES.glob("KL*") if d.is_dir() for p in d.iterdir()
                  if p.suffix in SUFFIXES and p.is_file())


def read_expectations(text: str) -> tuple[dict, list[tuple[str, int, int | None]]]:
    """(config mapping, expected (rule, line, column or None)) of a fixture's text."""
    import yaml

    lines = text.split("\n")
    config: dict = {}
    if lines and _CONFIG.match(lines[0]):
        config = yaml.safe_load(_CONFIG.match(lines[0]).group(1)) or {}
    expected = []
    for number, line in enumerate(lines, start=1):
        for match in _EXPECT.finditer(line):
            target = number + 1 if match.group(1) else number
            for code, column in _CODE.findall(match.group(2)):
                expected.append((code, target, int(column) if column else None))
    return config, expected


def run_fixture(path: Path):
    """(expected, actual diagnostics) for one fixture file."""
    from analyzer.lint.sources import analyze_file
    from analyzer.config import Settings
    from analyzer.source import read_source

    text = read_source(str(path)).text
    config, expected = read_expectations(text)
    settings = Settings()
    if config:
        from analyzer.config_schema import apply_mapping

        apply_mapping(settings, config, str(path))
    enabled = {path.parent.name, "KL001"} | {code for code, _, _ in expected} | set(config.get("select") or ())
    if path.suffix == ".log":
        return expected, run_record_fixture(path, settings, enabled, bool(config.get("targets")))
    result = analyze_file(str(path), text, settings, frozenset(enabled))
    return expected, result.diagnostics


def run_record_fixture(path: Path, settings, enabled: set[str], targets_given: bool) -> list:
    """The findings of `kernlint ptxas LOG --select ... [--arch the config's targets]` on a fixture log."""
    from analyzer.lint.records import analyze
    from analyzer.logs import open_log, read_records

    messages: list = []  # NOTE: the compiler's messages, for the message rules (KL209)
    with open_log(str(path)) as stream:
        report = analyze(read_records(stream, messages), str(path), settings, enabled,
                         tuple(settings.targets) if targets_given else None, messages)
        for _ in report.items:  # NOTE: the findings fill up as the records stream through the checks
            pass
    report.finish()
    return report.diagnostics


def compare(expected, diagnostics) -> list[str]:
    """Lines `-KL201 3:` (missing) and `+KL105 5:7 message` (unexpected); empty when they agree."""
    actual = Counter((d.rule_id, d.line, d.column) for d in diagnostics)
    messages = {(d.rule_id, d.line, d.column): d.message for d in diagnostics}
    missing = []
    for code, line, column in sorted(expected, key=lambda e: (e[2] is None, e[1], e[0])):
        key = next((k for k in sorted(actual) if actual[k] > 0 and k[0] == code and k[1] == line
                    and (column is None or k[2] == column)), None)
        if key is None:
            missing.append(f"-{code} {line}:{column if column is not None else ''}")
        else:
            actual[key] -= 1
    unexpected = [f"+{code} {line}:{column} {messages[(code, line, column)]}"
                  for (code, line, column), count in sorted(actual.items()) for _ in range(count)]
    return missing + unexpected


def pytest_generate_tests(metafunc):
    if "rule_fixture" in metafunc.fixturenames:
        files = rule_fixture_files()
        metafunc.parametrize("rule_fixture", [pytest.param(p, id=str(p.relative_to(ROOT))) for p in files])
