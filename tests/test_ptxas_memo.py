"""`kernlint ptxas` works per distinct record numbers (analyzer.logs.records.numbers_key): occupancy, the
verdict of each record rule (a rule that found nothing is not run again for those numbers), and the JSON
template are made once per key. The answers equal
those of the path that makes them per record, in every format and with budgets that make checks fire."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from analyzer.commands import ptxas as command
from analyzer.lint import records as lint_records
from analyzer.reporters import ptxas as reporter

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
LOGS = sorted(FIXTURES.glob("logs/*.log")) + sorted(FIXTURES.glob("rules/*/*.log")) + [
    FIXTURES / "amd" / "logs" / "gfx1100-wave64.log", FIXTURES / "amd" / "logs" / "gfx942-hip.log"]
OPTIONS = [{}, {"target": ["gfx90a", "sm_80"]},
           {"block_size": 96, "max_registers": 32, "fail_on_spill": True, "min_occupancy": 0.5, "max_shared": "16K"}]


def render(log: Path, fmt: str, options: dict) -> str:
    out = io.StringIO()
    command.run(str(log), fmt, out=out, exit_zero=True, color="never", **options)
    return out.getvalue()


def repeated(tmp_path: Path, log: Path) -> Path:
    """The log three times over, kernel names changed per copy: the same numbers under other names and lines."""
    text = log.read_text(encoding="utf-8", errors="replace")
    copies = [text.replace("_Z", f"_Z{i}x") if i else text for i in range(3)]
    path = tmp_path / log.name
    path.write_text("\n".join(copies), encoding="utf-8")
    return path


@pytest.mark.parametrize("log", LOGS, ids=lambda p: p.name)
def test_same_output_as_per_record_work(log: Path, tmp_path: Path, monkeypatch) -> None:
    log = repeated(tmp_path, log)
    for options in OPTIONS:
        for fmt in ("json", "text", "sarif") if options is OPTIONS[-1] else ("json", "text"):
            memoised = render(log, fmt, options)
            with monkeypatch.context() as patch:
                # NOTE: a key per record: nothing is shared between two records
                patch.setattr(lint_records, "numbers_key", lambda record: object())
                assert render(log, fmt, options) == memoised, (fmt, options)


@pytest.mark.parametrize("log", LOGS, ids=lambda p: p.name)
def test_json_template_equals_the_document(log: Path, tmp_path: Path) -> None:
    """The streamed JSON (templates) parses to what document() builds from dicts."""
    from analyzer.logs import open_log, read_records
    from analyzer.options import settings_from_options
    from analyzer.select import Selection

    log = repeated(tmp_path, log)
    settings = settings_from_options(None, block_size=128)
    enabled = Selection.build(settings.select, settings.extend_select, settings.ignore).enabled

    def report(stream):
        messages: list = []
        return lint_records.analyze(read_records(stream, messages), str(log), settings, enabled, ("gfx942",),
                                    messages)

    out = io.StringIO()
    with open_log(str(log)) as first, open_log(str(log)) as second:
        reporter.render_json(report(first), out)
        assert json.loads(out.getvalue()) == reporter.document(report(second))


def test_rule_kind_sets_match_the_modules() -> None:
    """`kernlint ptxas` picks its rules from RECORD_RULES and MESSAGE_RULES without importing the others; a check
    run knows its source rules, and which of them never read the run's index, without importing any."""
    from analyzer.checks import INDEX_FREE_RULES, MESSAGE_RULES, RECORD_RULES, REGISTRY, load_check

    kinds = {rule: load_check(rule).KIND for rule in REGISTRY}
    assert RECORD_RULES == {rule for rule, kind in kinds.items() if kind == "record"}
    assert MESSAGE_RULES == {rule for rule, kind in kinds.items() if kind == "message"}
    assert set(kinds.values()) == {"source", "record", "message"}
    assert INDEX_FREE_RULES == {rule for rule, kind in kinds.items()
                                if kind == "source" and not getattr(load_check(rule), "USES_INDEX", True)}


def test_ptxas_imports_no_source_analysis() -> None:
    import subprocess
    import sys

    code = ("import io, json, sys; from analyzer.commands import ptxas; "
            f"ptxas.run({str(FIXTURES / 'logs' / 'make_build.log')!r}, 'json', out=io.StringIO(), exit_zero=True); "
            "print(json.dumps(sorted(sys.modules)))")
    loaded = json.loads(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                       check=True).stdout)
    assert "analyzer.lint.records" in loaded
    assert not [m for m in loaded if m.startswith(("analyzer.cuda", "analyzer.analysis", "analyzer.checks.kl1",
                                                   "analyzer.checks.kl3", "analyzer.checks.kl4",
                                                   "analyzer.checks.kl5"))]


def test_placing_a_record_finding_keeps_every_field() -> None:
    """lint/records._with_line builds the Diagnostic positionally: it must follow the dataclass's fields."""
    import dataclasses

    from analyzer.diagnostics import Diagnostic, Severity, Span
    from analyzer.lint.records import _with_line

    values = {f.name: f"v-{f.name}" for f in dataclasses.fields(Diagnostic)}
    values["severity"], values["extra"] = Severity.WARNING, {"k": 1}
    placed = _with_line(Diagnostic(**values), Span.at(7))
    assert placed == dataclasses.replace(Diagnostic(**values), span=Span.at(7))
    assert all(getattr(placed, name) == getattr(Diagnostic(**values), name)
               for name in values if name != "span")


@pytest.mark.parametrize("log", LOGS, ids=lambda p: p.name)
def test_findings_made_once_per_numbers_equal_each_records_own(log: Path, tmp_path: Path, monkeypatch) -> None:
    """The record rules' findings, made once per distinct numbers on a stand-in and renamed per record
    (lint/records._findings, _named), equal those the rules give each record, in every format."""
    log = repeated(tmp_path, log)
    for options in OPTIONS:
        for fmt in ("json", "text", "sarif"):
            memoised = render(log, fmt, options)
            with monkeypatch.context() as patch:
                patch.setattr(lint_records, "FINDINGS_MEMO", False)
                assert render(log, fmt, options) == memoised, (fmt, options)


def test_findings_memo_renames_templates_and_namespaces(tmp_path: Path, monkeypatch) -> None:
    """Kernels whose short names differ from their demangled names (namespaces, templates, `void `), with
    findings from every budget: the stand-in's name is replaced in the message, the help and the symbol."""
    lines = []
    for i, name in enumerate(("_ZN4blas5heavyILi96EEEvPKfPfi", "_Z5heavyILi96EEvPKfPfi", "_Z3fooPf", "plain_c")):
        for arch in ("sm_80", "sm_90"):
            lines += [f"ptxas info    : Compiling entry function '{name}' for '{arch}'",
                      f"ptxas info    : Function properties for {name}",
                      "    48 bytes stack frame, 24 bytes spill stores, 24 bytes spill loads",
                      "ptxas info    : Used 168 registers, used 1 barriers, 40960 bytes smem, 400 bytes cmem[0]"]
    path = tmp_path / "names.log"
    path.write_text("\n".join(lines * 2) + "\n", encoding="utf-8")
    options = OPTIONS[-1]
    memoised = render(path, "json", options)
    assert "\\u0000" not in memoised and "blas::heavy<96>" in memoised and "`heavy<96>`" in memoised
    with monkeypatch.context() as patch:
        patch.setattr(lint_records, "FINDINGS_MEMO", False)
        assert render(path, "json", options) == memoised
