"""Shared typer options and the tail every reporting command runs (render, write, exit code).

Commands declare e.g. `fmt: FormatOption = "text"`, `select: SelectOption = None`, then call
`settings_from_options(...)` and `exit_code(...)`, so spellings, precedence and exit codes agree everywhere.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Iterable, List, Optional

import typer

from analyzer.diagnostics import Diagnostic

FORMAT_HELP = "Output format: text, concise, json, sarif, github, or auto (github under GitHub Actions, else text)."

FormatOption = Annotated[str, typer.Option("--format", "--output-format", "-f", help=FORMAT_HELP)]
OutputFileOption = Annotated[Optional[str], typer.Option(
    "--output-file", "-o", help="Write the report to this file (atomically) instead of stdout.")]
ConfigOption = Annotated[Optional[Path], typer.Option(
    "--config", help="Config file to use (.kernlint.yaml or pyproject.toml); default: found upward from the cwd.")]
SelectOption = Annotated[Optional[List[str]], typer.Option(
    "--select", help="Rules to run (codes, prefixes, names; comma-separated or repeated); replaces the config's.")]
ExtendSelectOption = Annotated[Optional[List[str]], typer.Option(
    "--extend-select", help="Rules to run in addition to the selected ones.")]
IgnoreOption = Annotated[Optional[List[str]], typer.Option(
    "--ignore", help="Rules not to run (codes, prefixes, names); the longest matching selector wins.")]
TargetOption = Annotated[Optional[List[str]], typer.Option(
    "--target", "--arch", help="Target architecture(s) (sm_90, gfx90a, ...; repeatable); replaces the config's.")]
FailOnOption = Annotated[Optional[str], typer.Option(
    "--fail-on", help="Lowest severity that makes the exit code 1: note, warning or error.")]
ExitZeroOption = Annotated[bool, typer.Option("--exit-zero", help="Exit 0 even when findings are reported.")]
BlockSizeOption = Annotated[Optional[int], typer.Option(
    "--block-size", help="Threads per block to assume where no launch gives one (default 256 or the config's).")]
ColorOption = Annotated[str, typer.Option("--color", help="Colour in text output: auto, always or never.")]
JobsOption = Annotated[Optional[int], typer.Option(
    "--jobs", "-j", min=1, help="Worker processes (default: min(CPUs, files); 1 file runs in-process).")]
StdinFilenameOption = Annotated[Optional[str], typer.Option(
    "--stdin-filename", help="Name (and suffix) to report for stdin input.")]


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
