"""The tail every reporting command runs: settings from its flags, the colour flag, the one exit code.

Typer-free (analyzer/options.py re-exports these next to the typer option types): the fast path of
`kernlint check` (analyzer/fastcli.py) runs the command without importing typer.
"""

from __future__ import annotations

from pathlib import Path
from typing import Iterable

from analyzer.diagnostics import Diagnostic


def settings_from_options(config: Path | None = None, select: Iterable[str] | None = None,
                          extend_select: Iterable[str] | None = None, ignore: Iterable[str] | None = None,
                          target: Iterable[str] | None = None, fail_on: str | None = None,
                          block_size: int | None = None):
    """Settings = card defaults < config file < these flags (see analyzer.config.resolve_settings)."""
    from analyzer.config import resolve_settings

    return resolve_settings(config, select=select, extend_select=extend_select, ignore=ignore, targets=target,
                            fail_on=fail_on, block_size=block_size)


def color_flag(value: str | None) -> bool | None:
    key = (value or "auto").lower()
    if key not in ("auto", "always", "never"):
        from analyzer.errors import KernlintError

        raise KernlintError(f"--color should be auto, always or never, got {value!r}")
    return None if key == "auto" else key == "always"


def exit_code(diagnostics: Iterable[Diagnostic], fail_on, exit_zero: bool = False, errors: Iterable[str] = ()) -> int:
    """The one exit code of every command: 2 when an input could not be read (`errors`) or a rule or the front
    end crashed (KL000); else 1 for a finding at or above `fail_on` (a Severity or its name) unless
    `exit_zero`; else 0."""
    from analyzer.diagnostics import Severity

    items = list(diagnostics)
    if list(errors) or any(d.rule_id == "KL000" for d in items):
        return 2
    if exit_zero:
        return 0
    threshold = fail_on if isinstance(fail_on, Severity) else Severity.parse(str(fail_on))
    return 1 if any(d.severity >= threshold for d in items) else 0
