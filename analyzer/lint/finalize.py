"""The end of every lint run: one pass over all of the run's findings, whichever stage produced them (the
source checks of analyzer.lint.sources, the record rules of the join in analyzer.lint.join)."""

from __future__ import annotations

from typing import Iterable

from analyzer.config import Settings
from analyzer.diagnostics import Diagnostic, sort_diagnostics


def finalize(files: Iterable, diagnostics: Iterable[Diagnostic], settings: Settings,
             enabled: Iterable[str]) -> list[Diagnostic]:
    """The run's findings as reported: each file's inline suppressions (and its KL003 reports, KL002 for the
    codes that silenced nothing) applied once over all of the run's findings in that file, whichever pass
    produced them (source checks, the ptxas join), then per-file-ignores; sorted.

    `files` are the run's analyzer.lint.sources.FileResults: each carries the directives of its comments
    (parsed where the file was analysed, with its text at hand) as `suppressions`."""
    from analyzer.lint.suppress import apply_per_file_ignores, apply_suppressions

    enabled = set(enabled)
    severities = settings.severities
    by_path: dict[str, list[Diagnostic]] = {}
    for diag in diagnostics:
        by_path.setdefault(diag.path, []).append(diag)
    out: list[Diagnostic] = []
    for result in files:
        if result.error is not None:
            continue
        mine = by_path.pop(result.path, [])
        suppressions, bad = result.suppressions or ([], [])
        if suppressions:
            mine = apply_suppressions(mine, suppressions, result.path, enabled, severities)
        out.extend(mine)
        out.extend(d for d in bad if d.rule_id in enabled)
    for rest in by_path.values():
        out.extend(rest)
    return sort_diagnostics(apply_per_file_ignores(out, settings))
