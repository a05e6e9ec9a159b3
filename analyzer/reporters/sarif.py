"""`sarif`: SARIF 2.1.0 from plain dicts (validated against the OASIS schema in tests/test_reporters.py).

- tool.driver.rules: the whole catalogue, in id order (ruleIndex indexes it), with short/full
  descriptions, help text + markdown, defaultConfiguration (level; enabled false for default-off rules)
  and properties.tags = [category].
- Locations: URIs relative to the run's root with uriBaseId %SRCROOT% (originalUriBaseIds gives the
  root as a file:// URI); paths outside the root become absolute file:// URIs. Regions are 1-based,
  end exclusive, columns in Unicode code points (run.columnKind).
- Findings about a kernel carry a logicalLocation (kind "function"). A finding read from a build log
  whose kernel's source location is known points at the source and keeps the log line as a related location.
- partialFingerprints["kernlint/v1"]: analyzer.fingerprint (rule, path, kernel, arch, the whitespace-normalised
  source line or the message, an occurrence counter): stable when lines move; baselines use the same.
- KL000/KL001 are also tool execution notifications of invocations[0].
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, TextIO
from urllib.parse import quote

from analyzer import __version__
from analyzer.catalogue import Rule, load_catalogue
from analyzer.diagnostics import Diagnostic, Severity, Span, sort_diagnostics
from analyzer.fingerprint import VERSION, Fingerprinter

SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json"
INFORMATION_URI = "https://github.com/kernlint/kernlint"
LEVELS = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.NOTE: "note"}
NOTIFY = ("KL000", "KL001")


def help_markdown(rule: Rule) -> str:
    """The card's docs as markdown (the same text as `kernlint rule --format markdown`)."""
    from analyzer.reporters.cards import card_markdown

    return card_markdown(rule, level=3)


def help_text(rule: Rule) -> str:
    docs = rule.docs
    parts = [docs.get("what", "")]
    for key, label in (("why", "Why"), ("example", "Example"), ("use_instead", "Use instead")):
        if docs.get(key):
            parts.append(f"{label}: {docs[key].strip()}")
    return "\n".join(p for p in parts if p)


def rule_descriptor(rule: Rule) -> dict[str, Any]:
    docs = rule.docs
    config: dict[str, Any] = {"level": LEVELS[rule.severity]}
    if not rule.default_enabled:
        config["enabled"] = False
    return {
        "id": rule.id,
        "name": rule.name,
        "shortDescription": {"text": docs.get("what") or rule.name},
        "fullDescription": {"text": " ".join(x for x in (docs.get("what"), docs.get("why")) if x) or rule.name},
        "help": {"text": help_text(rule) or rule.name, "markdown": help_markdown(rule)},
        "helpUri": f"{INFORMATION_URI}/blob/main/docs/rules.md#{rule.id.lower()}-{rule.name}",
        "defaultConfiguration": config,
        "properties": {"tags": [rule.category, *rule.applies_to]},
    }


def _root_uri(root: Path) -> str:
    uri = Path(os.path.abspath(root)).as_uri()
    return uri if uri.endswith("/") else uri + "/"


def artifact_location(path: str, root: Path) -> dict[str, Any]:
    absolute = Path(os.path.abspath(path))
    try:
        rel = absolute.relative_to(os.path.abspath(root))
        return {"uri": quote(rel.as_posix()), "uriBaseId": "%SRCROOT%"}
    except ValueError:
        return {"uri": absolute.as_uri()}


def region(span: Span) -> dict[str, int]:
    end_column = span.end_column if span.end_column > span.column or span.end_line > span.line else span.column + 1
    return {"startLine": span.line, "startColumn": span.column, "endLine": max(span.end_line, span.line),
            "endColumn": end_column}


def physical(path: str, span: Span | None, root: Path) -> dict[str, Any] | None:
    if path in ("-", ""):
        return None
    result: dict[str, Any] = {"artifactLocation": artifact_location(path, root)}
    if span is not None:
        result["region"] = region(span)
    return result


def _result(diag: Diagnostic, index: dict[str, int], context, fingerprint: Fingerprinter) -> dict[str, Any]:
    path, span = diag.path, diag.span
    related = None
    if diag.symbol and context.command == "ptxas" and diag.symbol in context.kernel_sources:
        related = physical(path, span, context.root)
        path, span = context.kernel_sources[diag.symbol]
    elif diag.extra.get("related"):  # `check --ptxas`: the finding is in source, the numbers in the log
        log, line = diag.extra["related"]
        related = physical(log, Span(line, 1, line, 1), context.root)
    result: dict[str, Any] = {"ruleId": diag.rule_id, "level": LEVELS[diag.severity], "message": {"text": diag.text}}
    if diag.rule_id in index:
        result["ruleIndex"] = index[diag.rule_id]
    location: dict[str, Any] = {}
    where = physical(path, span, context.root)
    if where:
        location["physicalLocation"] = where
    if diag.symbol:
        location["logicalLocations"] = [{"name": diag.symbol, "fullyQualifiedName": diag.symbol, "kind": "function"}]
    if location:
        result["locations"] = [location]
    if related:
        result["relatedLocations"] = [{"id": 1, "physicalLocation": related, "message": {"text": "compiler report"}}]
    result["partialFingerprints"] = {VERSION: fingerprint(diag, path, span)}
    if diag.fix is not None and path == diag.path and path not in ("-", ""):
        result["fixes"] = [_fix(diag, context.root)]
    if diag.arch:
        result["properties"] = {"arch": diag.arch}
    return result


def _fix(diag: Diagnostic, root: Path) -> dict[str, Any]:
    """The check's fix as a SARIF fix (an empty deleted region is an insertion point)."""
    replacements = [{"deletedRegion": {"startLine": e.span.line, "startColumn": e.span.column,
                                       "endLine": e.span.end_line, "endColumn": e.span.end_column},
                     "insertedContent": {"text": e.text}} for e in diag.fix.edits]
    return {"description": {"text": f"{diag.fix.title} ({diag.fix.applicability})"},
            "artifactChanges": [{"artifactLocation": artifact_location(diag.path, root),
                                 "replacements": replacements}]}


def _notification(diag: Diagnostic, index: dict[str, int], context) -> dict[str, Any]:
    note: dict[str, Any] = {"level": LEVELS[diag.severity], "message": {"text": diag.text},
                            "associatedRule": {"id": diag.rule_id, "index": index.get(diag.rule_id, -1)}}
    where = physical(diag.path, diag.span, context.root)
    if where:
        note["locations"] = [{"physicalLocation": where}]
    return note


def sarif_log(diagnostics: list[Diagnostic], context) -> dict[str, Any]:
    rules = list(load_catalogue().values())
    index = {rule.id: i for i, rule in enumerate(rules)}
    ordered = sort_diagnostics(diagnostics)
    fingerprint = Fingerprinter(context.source_line, context.root)
    results = [_result(d, index, context, fingerprint) for d in ordered]
    notes = [_notification(d, index, context) for d in ordered if d.rule_id in NOTIFY]
    notes += [{"level": "error", "message": {"text": line}} for line in context.input_errors]
    invocation: dict[str, Any] = {
        "executionSuccessful": bool(context.execution_successful and not context.input_errors
                                    and not any(d.rule_id == "KL000" for d in ordered)),
    }
    if notes:
        invocation["toolExecutionNotifications"] = notes
    run = {
        "tool": {"driver": {"name": "kernlint", "version": __version__, "semanticVersion": __version__,
                            "informationUri": INFORMATION_URI, "rules": [rule_descriptor(r) for r in rules]}},
        "invocations": [invocation],
        "originalUriBaseIds": {"%SRCROOT%": {"uri": _root_uri(context.root)}},
        "columnKind": "unicodeCodePoints",
        "results": results,
    }
    return {"$schema": SCHEMA_URI, "version": "2.1.0", "runs": [run]}


def render(diagnostics: list[Diagnostic], out: TextIO, context) -> None:
    json.dump(sarif_log(diagnostics, context), out, indent=2, ensure_ascii=False)
    out.write("\n")
