"""Shared typer options and the tail every reporting command runs (render, write, exit code).

Commands declare e.g. `fmt: FormatOption = "text"`, `select: SelectOption = None`, then call
`settings_from_options(...)` and `finish(...)` so flags, precedence and exit codes agree everywhere.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Iterable, List, Optional

import typer

from analyzer.diagnostics import Diagnostic

FORMAT_HELP = "Output format: text, concise, json, sarif, github, or auto (github under GitHub Actions, else text)."

FormatOption = Annotated[str, typer.Option("--format", "--output-format", help=FORMAT_HELP)]
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


def exit_code(diagnostics: Iterable[Diagnostic], settings, exit_zero: bool = False) -> int:
    """2 when a rule or the front end crashed (KL000), else 1 for a finding at or above fail-on, else 0."""
    items = list(diagnostics)
    if any(d.rule_id == "KL000" for d in items):
        return 2
    if exit_zero:
        return 0
    return 1 if any(d.severity >= settings.fail_on for d in items) else 0


def emit(fmt: str, diagnostics: Iterable[Diagnostic], *, context=None, output_file: str | None = None,
         inputs: Iterable[str] = ()) -> None:
    """Render and write the report (stdout, or `output_file` atomically, never over an input)."""
    import io
    import sys

    from analyzer.reporters import render, write_output

    if not output_file or output_file == "-":
        render(fmt, diagnostics, sys.stdout, context=context)
        sys.stdout.flush()
        return
    buffer = io.StringIO()
    if context is not None and context.color is None:
        context.color = False  # NOTE: a file is not a terminal, whatever FORCE_COLOR says
    render(fmt, diagnostics, buffer, context=context)
    write_output(buffer.getvalue(), output_file, inputs)
