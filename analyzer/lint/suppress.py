"""Inline suppressions, read from the lexer's comment tokens (Preprocessed.comments), and per-file-ignores.

    // kernlint: ignore[KL201]          trailing: this line; alone on its line: the next line with code
    // kernlint: disable[KL2, divergent-branch]   ...   // kernlint: enable[KL2]   (enable alone: all)
    // kernlint: file-ignore[KL301]     the whole file
    /* kernlint: ignore[KL201] */       block comments too

Selectors are codes, prefixes (KL2), names or ALL, comma-separated. A directive without codes
(`// kernlint: ignore`), with an unknown code or an unknown verb is reported as KL003 and suppresses
nothing (for that code). With KL002 enabled, codes of enabled rules that suppressed nothing are reported.

NOTE: KL000 (internal error) and KL003 (bad suppression) cannot be suppressed inline: a crash must stay
visible, and a comment must not silence the report about itself. Use `ignore`/per-file-ignores in the
config for those. A disable range runs from its comment's line to the line before the matching enable.
"""

from __future__ import annotations

import re
from dataclasses import field
from typing import Any, Iterable, Sequence

from analyzer.catalogue import load_catalogue
from analyzer.prebuilt import dataclass
from analyzer.config import Settings
from analyzer.diagnostics import Diagnostic, Span
from analyzer.errors import KernlintError

UNSUPPRESSIBLE = frozenset({"KL000", "KL003"})
VERBS = ("ignore", "disable", "enable", "file-ignore")
# NOTE: case-insensitive like flake8's `# NOQA` and ruff's `# RUFF: NOQA`: `KERNLINT: IGNORE[KL201]` suppresses.
_DIRECTIVE = re.compile(r"\bkernlint\s*:\s*([A-Za-z][\w-]*)(?:\s*\[([^\]]*)\]?)?", re.IGNORECASE)


@dataclass
class Suppression:
    """One parsed directive. `selectors` are code prefixes ("" = all); `written` what the user wrote."""

    verb: str
    written: tuple[str, ...]
    selectors: tuple[str, ...]
    span: Span
    own_line: bool
    first: int = 0  # first and last source lines covered (ignore / disable); 0 when not applicable
    last: int = 0
    used: set[str] = field(default_factory=set)  # selectors that matched a finding


def _selector(text: str) -> str:
    from analyzer.select import _normalize

    return _normalize(text, "suppression")


def _span(comment: Any) -> Span:
    return Span(comment.line, comment.column, getattr(comment, "end_line", comment.line),
                getattr(comment, "end_column", comment.column + len(comment.text)))


def _report(rule_id: str, span: Span, message: str, path: str, severities: dict | None) -> Diagnostic:
    rule = load_catalogue()[rule_id]
    severity = (severities or {}).get(rule_id, rule.severity)
    return Diagnostic(rule_id, rule.name, severity, message, path, span)


def _code_lines(text: str | None, comments: Sequence[Any]) -> list[bool] | None:
    """has_code[line-1]: the line holds something other than whitespace and comments."""
    if text is None:
        return None
    # NOTE: comment columns count from after a BOM (the preprocessor drops it); so do we.
    from analyzer.source import text_of

    masks = [list(line) for line in text_of(text[1:] if text.startswith("\ufeff") else text).lines]
    for comment in comments:
        span = _span(comment)
        for number in range(span.line, min(span.end_line, len(masks)) + 1):
            row = masks[number - 1]
            start = span.column - 1 if number == span.line else 0
            end = span.end_column - 1 if number == span.end_line else len(row)
            for i in range(max(start, 0), min(end, len(row))):
                row[i] = " "
    return [bool("".join(row).strip()) for row in masks]


def parse_suppressions(comments: Iterable[Any], path: str, text: str | None = None,
                       severities: dict | None = None) -> tuple[list[Suppression], list[Diagnostic]]:
    """Directives in `comments` (objects with text, line, column, end_line, end_column, own_line), and
    the KL003 diagnostics for malformed ones. `text` (the original source) finds "the next line with code"."""
    comments = list(comments)
    has_code = None
    found: list[Suppression] = []
    bad: list[Diagnostic] = []
    for comment in comments:
        for match in _DIRECTIVE.finditer(comment.text):
            verb, codes = match.group(1).lower(), match.group(2)
            span = _span(comment)
            if verb not in VERBS:
                if codes is not None:
                    bad.append(_report("KL003", span, f"unknown suppression `kernlint: {verb}` "
                                       f"(expected {', '.join(VERBS)})", path, severities))
                continue
            written = tuple(c.strip() for c in (codes or "").split(",") if c.strip())
            if not written and verb != "enable":
                bad.append(_report("KL003", span, f"`kernlint: {verb}` without rule codes suppresses nothing; "
                                   f"name the rules, e.g. `kernlint: {verb}[KL201]`", path, severities))
                continue
            selectors, kept = [], []
            for code in written:
                try:
                    selectors.append(_selector(code))
                    kept.append(code)
                except KernlintError:
                    bad.append(_report("KL003", span, f"unknown rule {code!r} in `kernlint: {verb}[...]`",
                                       path, severities))
            if written and not selectors:
                continue
            item = Suppression(verb, tuple(kept), tuple(selectors), span, bool(getattr(comment, "own_line", False)))
            if verb == "ignore":
                item.first = item.last = span.line
                if item.own_line:
                    if has_code is None:
                        has_code = _code_lines(text, comments) or []
                    nxt = next((n for n in range(span.end_line + 1, len(has_code) + 1) if has_code[n - 1]), 0)
                    item.first = item.last = nxt if nxt else span.end_line + 1
            found.append(item)
    return found, bad


def _matches(selector: str, code: str) -> bool:
    return code.startswith(selector)


def _ranges(suppressions: list[Suppression]) -> dict[str, list[tuple[int, int, Suppression, str]]]:
    """Per rule code: the (first, last, directive, selector) line ranges disabled by disable/enable pairs."""
    events = sorted((s for s in suppressions if s.verb in ("disable", "enable")), key=lambda s: (s.span.line, s.span.column))
    result: dict[str, list[tuple[int, int, Suppression, str]]] = {}
    for code in load_catalogue():
        open_at: tuple[int, Suppression, str] | None = None
        for event in events:
            if event.verb == "disable":
                hit = max((s for s in event.selectors if _matches(s, code)), key=len, default=None)
                if hit is not None and open_at is None:
                    open_at = (event.span.line, event, hit)
            elif open_at is not None and (not event.selectors or any(_matches(s, code) for s in event.selectors)):
                result.setdefault(code, []).append((open_at[0], event.span.line - 1, open_at[1], open_at[2]))
                open_at = None
        if open_at is not None:
            result.setdefault(code, []).append((open_at[0], 1 << 30, open_at[1], open_at[2]))
    return result


def apply_suppressions(diagnostics: Iterable[Diagnostic], suppressions: list[Suppression], path: str,
                       enabled: Iterable[str] = (), severities: dict | None = None) -> list[Diagnostic]:
    """Drop the diagnostics of `path` that a directive covers; add KL002 (when in `enabled`) for unused codes."""
    ranges = _ranges(suppressions)
    file_wide = [s for s in suppressions if s.verb == "file-ignore"]
    line_wide = [s for s in suppressions if s.verb == "ignore"]
    kept: list[Diagnostic] = []
    for diag in diagnostics:
        if diag.path != path or diag.rule_id in UNSUPPRESSIBLE or not _suppressed(diag, file_wide, line_wide, ranges):
            kept.append(diag)
    enabled = set(enabled)
    if "KL002" in enabled:
        for item in suppressions:
            if item.verb == "enable":
                continue
            unused = [w for w, s in zip(item.written, item.selectors)
                      if s not in item.used and any(_matches(s, code) for code in enabled)]
            if unused:
                kept.append(_report("KL002", item.span, f"suppression for {', '.join(unused)} matched no finding",
                                    path, severities))
    return kept


def _suppressed(diag: Diagnostic, file_wide, line_wide, ranges) -> bool:
    hit = False
    code, line = diag.rule_id, diag.line
    for item in file_wide:
        for selector in item.selectors:
            if _matches(selector, code):
                item.used.add(selector)
                hit = True
    for item in line_wide:
        if item.first <= line <= item.last:
            for selector in item.selectors:
                if _matches(selector, code):
                    item.used.add(selector)
                    hit = True
    for first, last, item, selector in ranges.get(code, ()):
        if first <= line <= last:
            item.used.add(selector)
            hit = True
    return hit


def suppress_inline(diagnostics: Iterable[Diagnostic], comments: Iterable[Any], path: str, text: str | None = None,
                    enabled: Iterable[str] = (), severities: dict | None = None) -> list[Diagnostic]:
    """The one call for a checked source file: parse its directives, filter, add KL003 / KL002 (when enabled)."""
    enabled = set(enabled)
    suppressions, bad = parse_suppressions(comments, path, text, severities)
    kept = apply_suppressions(diagnostics, suppressions, path, enabled, severities)
    return kept + [d for d in bad if d.rule_id in enabled]


def apply_per_file_ignores(diagnostics: Iterable[Diagnostic], settings: Settings | None) -> list[Diagnostic]:
    """Drop diagnostics whose file matches a per-file-ignores glob naming their rule (codes, prefixes, names)."""
    if settings is None or not settings.per_file_ignores:
        return list(diagnostics)
    cache: dict[str, tuple[str, ...]] = {}
    kept = []
    for diag in diagnostics:
        if diag.path not in cache:
            cache[diag.path] = tuple(_selector(s) for s in settings.ignored_for(diag.path))
        if not any(_matches(s, diag.rule_id) for s in cache[diag.path]):
            kept.append(diag)
    return kept
