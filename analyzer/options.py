"""Shared typer options, and (re-exported from analyzer/command_tail.py) the tail every reporting command runs.

Commands declare e.g. `fmt: FormatOption = "text"`, `select: SelectOption = None`, then call
`settings_from_options(...)` and `exit_code(...)`, so spellings, precedence and exit codes agree everywhere.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, List, Optional

import typer

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
BlockSizeOption = Annotated[Optional[str], typer.Option(
    "--block-size", help="The block shape of kernels no analysed launch reaches: X, XxY or XxYxZ (default: what "
    "the kernel's own code allows, else 256 threads, or the config's).")]
ColorOption = Annotated[str, typer.Option("--color", help="Colour in text output: auto, always or never.")]
JobsOption = Annotated[Optional[int], typer.Option(
    "--jobs", "-j", min=1, help="Worker processes (default: min(CPUs, files); 1 file runs in-process).")]
StdinFilenameOption = Annotated[Optional[str], typer.Option(
    "--stdin-filename", help="Name (and suffix) to report for stdin input.")]

# NOTE: typer-free, in analyzer/command_tail.py (the fast `check` path of analyzer/cli.py imports no typer)
from analyzer.command_tail import color_flag, exit_code, settings_from_options  # noqa: E402,F401
