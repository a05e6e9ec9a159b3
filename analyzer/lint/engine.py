"""Runs the enabled checks of one kind over one subject; a crashing check becomes KL000, not a traceback."""

from __future__ import annotations

from typing import Any, Iterable

from analyzer.catalogue import load_catalogue
from analyzer.checks import RECORD_RULES, load_check
from analyzer.checks.base import Context
from analyzer.config import Settings
from analyzer.diagnostics import Diagnostic, Severity, Span


def _options(settings: Settings, rule_id: str) -> dict[str, Any]:
    rule = load_catalogue()[rule_id]
    merged = rule.option_defaults()
    merged.update((settings.rule_options or {}).get(rule_id, {}))
    return merged


def rule_severity(settings: Settings, rule_id: str) -> Severity:
    return (settings.severities or {}).get(rule_id, load_catalogue()[rule_id].severity)


def run_checks(kind: str, subject: Any, path: str, rule_ids: Iterable[str], settings: Settings | None = None,
               shared: dict | None = None) -> list[Diagnostic]:
    """Run every rule in `rule_ids` whose module has KIND == kind over `subject` (default Settings when None)."""
    return checker(kind, path, rule_ids, settings)(subject, shared)


def checker(kind: str, path: str, rule_ids: Iterable[str], settings: Settings | None = None):
    """`run(subject, shared=None) -> diagnostics` for many subjects of one path: the rules' modules, severities
    and options are looked up once (a build log runs the record checks on every one of its records)."""
    settings = settings if settings is not None else Settings()
    catalogue = load_catalogue()
    prepared = []
    for rule_id in rule_ids:
        if kind == "source" and rule_id in RECORD_RULES:
            continue
        module = load_check(rule_id)
        if module is None or getattr(module, "KIND", None) != kind:
            continue
        ctx = Context(catalogue[rule_id], rule_severity(settings, rule_id), _options(settings, rule_id), path, settings)
        prepared.append((rule_id, module.check, ctx))

    def run(subject: Any, shared: dict | None = None, only: frozenset[str] | None = None) -> list[Diagnostic]:
        """The findings of every prepared rule (of the rules in `only`, when given) over `subject`."""
        shared = {} if shared is None else shared
        found: list[Diagnostic] = []
        for rule_id, check, ctx in prepared:
            if only is not None and rule_id not in only:
                continue
            ctx.shared = shared
            try:
                found.extend(check(subject, ctx))
            except RecursionError:
                found.append(internal_error(path, rule_id, "input nested too deeply"))
            except Exception as exc:  # NOTE: one broken rule must not hide the others' findings
                found.append(internal_error(path, rule_id, f"{type(exc).__name__}: {exc}"))
        return found

    return run


def internal_error(path: str, rule_id: str, detail: str, span: Span | None = None) -> Diagnostic:
    rule = load_catalogue()["KL000"]
    return Diagnostic("KL000", rule.name, rule.severity, f"{rule_id} crashed: {detail}", path, span)
