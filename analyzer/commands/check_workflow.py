"""`kernlint check` workflow steps: --baseline/--write-baseline, --fix/--unsafe-fixes/--diff, --statistics,
and the launch table of `--ptxas` in text output. Kept apart from check_run.py: the steps it calls (their
options are declared in check.py; the data work lives in analyzer/lint/baseline.py, analyzer/lint/fix.py)."""

from __future__ import annotations

import sys
from typing import Any, Callable

from analyzer.prebuilt import dataclass

MAX_ROUNDS = 10  # NOTE: fixes that touch each other are applied one per round, as ruff does


@dataclass
class Workflow:
    baseline: str | None = None
    write_baseline: str | None = None
    fix: bool = False
    unsafe_fixes: bool = False
    diff: bool = False
    statistics: bool = False

    # --- fixes ---------------------------------------------------------------------------------
    def run_fixes(self, analyse: Callable, files: list[str], texts: dict[str, str]):
        """Analyse, apply the fixes in memory, analyse again until nothing is left to fix; then write the
        files (--fix) or print the diff (--diff). Returns analyse()'s tuple, the texts, and an exit code
        when the command is done (--diff)."""
        from analyzer.errors import KernlintError
        from analyzer.lint.fix import Original, applicable, apply_fixes, unified_diff, write_atomically

        if self.fix and texts:  # NOTE: `texts` holds stdin's content
            raise KernlintError("--fix cannot rewrite stdin; use --diff to see the fixes")
        originals: dict[str, Original] = {}
        current = dict(texts)
        applied = 0
        for _ in range(MAX_ROUNDS):
            result, diagnostics, document, notes = analyse(current)
            todo: dict[str, list] = {}
            for diag in applicable(diagnostics, self.unsafe_fixes):
                todo.setdefault(diag.path, []).append(diag.fix)
            progress = 0
            for path, fixes in sorted(todo.items()):
                if path not in originals:
                    originals[path] = Original.from_text(texts[path]) if path in texts else Original.read(path)
                before = current.get(path, originals[path].text)
                after, count = apply_fixes(before, fixes)
                if count:
                    current[path] = after
                    progress += count
            applied += progress
            if not progress:
                break
        changed = {p: o for p, o in originals.items() if p in current and current[p] != o.text}
        if self.diff:
            for path, original in sorted(changed.items()):
                sys.stdout.write(unified_diff(path, original, original.with_text(current[path])))
            sys.stdout.flush()
            left = len(applicable(diagnostics, True)) - len(applicable(diagnostics, self.unsafe_fixes))
            print(f"kernlint: {applied} fix(es) in {len(changed)} file(s) would be applied"
                  + (f"; {left} more with --unsafe-fixes" if left and not self.unsafe_fixes else ""),
                  file=sys.stderr)
            return result, diagnostics, document, notes, current, 1 if changed else 0
        for path, original in sorted(changed.items()):
            write_atomically(path, original.with_text(current[path]).to_bytes())
        if applied:
            print(f"kernlint: fixed {applied} finding(s) in {len(changed)} file(s)", file=sys.stderr)
        unsafe_left = len(applicable(diagnostics, True)) - len(applicable(diagnostics, self.unsafe_fixes))
        if unsafe_left:
            print(f"kernlint: {unsafe_left} more fix(es) available with --unsafe-fixes", file=sys.stderr)
        return result, diagnostics, document, notes, current, None

    # --- baselines -------------------------------------------------------------------------------
    def apply_baseline(self, diagnostics: list, settings: Any, context: Any) -> tuple[list, int | None]:
        """--write-baseline: record and finish (exit 0). --baseline (or the config's): keep what is new."""
        from analyzer.lint.baseline import finding_entries, new_findings, read_baseline, write_baseline

        if self.write_baseline:
            entries = finding_entries(diagnostics, context.source_line, _root(self.write_baseline))
            write_baseline(self.write_baseline, "findings", entries)
            print(f"kernlint: wrote {len(entries)} finding(s) to baseline {self.write_baseline}", file=sys.stderr)
            return diagnostics, 0
        path = self.baseline or settings.baseline
        if not path:
            return diagnostics, None
        fresh, matched, gone = new_findings(diagnostics, read_baseline(path), context.source_line, _root(path))
        said = f"kernlint: baseline {path}: {matched} known finding(s) not shown"
        if gone:
            said += f"; {gone} baselined finding(s) no longer occur (rewrite it with --write-baseline)"
        print(said, file=sys.stderr)
        return fresh, None


def _root(baseline: str):
    """Paths in a baseline are relative to its checkout (analyzer.fingerprint), else to its own folder, so it
    matches whatever directory kernlint runs from."""
    from pathlib import Path

    return Path(baseline).resolve().parent


# --- statistics (ruff's shape: count, code, fixable mark, name) ----------------------------------------
def statistics(diagnostics: list) -> list[dict[str, Any]]:
    counts: dict[str, dict[str, Any]] = {}
    for diag in diagnostics:
        row = counts.setdefault(diag.rule_id, {"code": diag.rule_id, "name": diag.name, "count": 0,
                                               "fixable": False})
        row["count"] += 1
        row["fixable"] = row["fixable"] or diag.fix is not None
    return sorted(counts.values(), key=lambda r: (-r["count"], r["code"]))


def render_statistics(fmt: str, diagnostics: list) -> str:
    rows = statistics(diagnostics)
    if fmt == "json":
        import json

        return json.dumps(rows, indent=2) + "\n"
    if not rows:
        return ""
    width = max(len(str(r["count"])) for r in rows)
    return "".join(f"{r['count']:>{width}}\t{r['code']}\t{'[*]' if r['fixable'] else '[ ]'} {r['name']}\n"
                   for r in rows)


def launch_table(launches: list[dict[str, Any]], settings: Any) -> str:
    """`check --ptxas` in text: one row per launch and target (the JSON `launches`)."""
    from analyzer.reporters.launches import render_launches

    return render_launches(launches, settings.products)
