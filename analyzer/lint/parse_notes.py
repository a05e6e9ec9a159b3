"""KL001 in proportion: a default run says once per file that regions were skipped, not once per region.

A file with several unparsed regions gets one KL001 note (at the first region) that counts them and names
their lines; `--show-parse-errors`, or selecting KL001 by name (`--select KL001`, `--extend-select
parse-error`), lists every region as before. The run's count goes to stderr, after the report.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Iterable

from analyzer.diagnostics import Diagnostic


def explicitly_selected(settings) -> bool:
    """Whether the user named KL001 (or its name) in select/extend-select."""
    named = list(settings.select or ()) + list(settings.extend_select or ())
    return any(str(s).strip().upper() in ("KL001", "PARSE-ERROR") for s in named)


def summarize(diagnostics: Iterable[Diagnostic]) -> list[Diagnostic]:
    """Every file's KL001 notes folded into one (files with a single note keep it as it is)."""
    diagnostics = list(diagnostics)
    by_file: dict[str, list[Diagnostic]] = {}
    for d in diagnostics:
        if is_region(d):
            by_file.setdefault(d.path, []).append(d)
    out = [d for d in diagnostics if not is_region(d)]
    for notes in by_file.values():
        if len(notes) == 1:
            out.append(notes[0])
            continue
        notes.sort(key=lambda d: (d.line, d.column))
        numbers = list(dict.fromkeys(d.line for d in notes))  # NOTE: two regions on one line: the line once
        lines = ", ".join(str(n) for n in numbers[:8]) + (", ..." if len(numbers) > 8 else "")
        out.append(replace(notes[0], message=(
            f"{len(notes)} regions of this file could not be parsed and were skipped (lines {lines}); the rest "
            f"was analysed. --show-parse-errors (or --select KL001) lists each with its cause"), help=None))
    return sorted(out, key=lambda d: d.sort_key())


def is_region(d: Diagnostic) -> bool:
    """A KL001 note on a region the front end skipped (not one of the preprocessor's notes on guards)."""
    from analyzer.cuda.pp.guards import GUARD_NOTES

    return d.rule_id == "KL001" and not d.message.startswith(GUARD_NOTES)


def count_line(diagnostics: Iterable[Diagnostic], regions: int, listed: bool = False) -> str | None:
    """`N regions in M files could not be parsed ...` for stderr, or None when there were none. `listed`: the
    run lists each region already (--show-parse-errors, --select KL001), so the line does not point there."""
    files = {d.path for d in diagnostics if is_region(d)}
    if not regions:
        return None
    return (f"{regions} region{'s' if regions != 1 else ''} in {len(files)} file{'s' if len(files) != 1 else ''} "
            f"could not be parsed and {'were' if regions != 1 else 'was'} skipped"
            + ("" if listed else " (--show-parse-errors lists them)"))
