"""`kernlint check PATHS`: lint CUDA/HIP sources (files, directories, `-` for stdin).

The command is glue: settings (analyzer.config.resolve_settings: config file < CLI flags), discovery
(analyzer.source), the lint run (analyzer.lint: sources in two phases and processes, the join of --ptxas /
--compile records, one finalize), output (analyzer.reporters.render) and the exit code (analyzer.options).
Its body is analyzer/commands/check_run.py (typer-free: analyzer/fastcli.py runs it without typer); heavy
modules are imported inside it.

Exit codes: 0 no finding at or above the fail level (default `warning`: KL001 parse-error notes never
fail a run unless `--fail-on note`); 1 findings; 2 usage/config/input errors (a missing or unreadable
file, after the other files were analysed) and internal errors (KL000).
"""

from __future__ import annotations

from typing import Annotated, List, Optional

import typer

from analyzer.commands.check_run import run_options
from analyzer.options import (BlockSizeOption, ColorOption, ConfigOption, ExitZeroOption, ExtendSelectOption,
                              FormatOption, IgnoreOption, JobsOption, OutputFileOption, SelectOption,
                              StdinFilenameOption, TargetOption)

BaselineOption = Annotated[Optional[str], typer.Option(
    "--baseline", help="Report only findings not recorded in this baseline file (config key `baseline`).")]
WriteBaselineOption = Annotated[Optional[str], typer.Option(
    "--write-baseline", help="Record today's findings in this baseline file and exit 0.")]
FixOption = Annotated[bool, typer.Option("--fix", help="Apply safe fixes (KL104 parentheses) to the files.")]
UnsafeFixesOption = Annotated[bool, typer.Option(
    "--unsafe-fixes", help="With --fix/--diff, also apply unsafe fixes (KL105 `_sync` forms with a full mask).")]
DiffOption = Annotated[bool, typer.Option(
    "--diff", help="Show the fixes as a unified diff, write nothing; exit 1 when there is something to fix.")]
StatisticsOption = Annotated[bool, typer.Option(
    "--statistics", help="Count findings per rule instead of listing them.")]
FAIL_HELP = ("Lowest severity that makes the exit code 1: note, warning (default) or error. "
             "KL001 parse-error notes do not fail a run unless --fail-on note.")


def register(app: typer.Typer) -> None:
    app.command("check", help=(
        "Lint CUDA/HIP sources: files, directories (recursive .cu .cuh .hip) or - for stdin. "
        "Exit 0: clean; 1: findings at or above --fail-on (default warning; parse-error notes never "
        "fail the run unless --fail-on note); 2: usage, config or input errors."))(check)


def check(
    paths: Optional[List[str]] = typer.Argument(None, help="Files or directories (default: .); - reads stdin."),
    stdin_filename: StdinFilenameOption = None,
    output_format: FormatOption = "text",
    output_file: OutputFileOption = None,
    select: SelectOption = None,
    extend_select: ExtendSelectOption = None,
    ignore: IgnoreOption = None,
    target: TargetOption = None,
    fail_on: Annotated[Optional[str], typer.Option("--fail-on", help=FAIL_HELP)] = None,
    exit_zero: ExitZeroOption = False,
    jobs: JobsOption = None,
    config: ConfigOption = None,
    ptxas: Optional[List[str]] = typer.Option(None, "--ptxas", help="Build log(s) with ptxas -v / --resource-usage "
                                              "output: occupancy of every launch at its real block size."),
    compile_: bool = typer.Option(False, "--compile", help="Run nvcc --resource-usage on the .cu files for the "
                                  "targets (cached) instead of, or besides, --ptxas."),
    block_size: BlockSizeOption = None,
    include_dir: Optional[List[str]] = typer.Option(None, "--include-dir", "-I", help="--compile: nvcc include "
                                                    "directory (repeatable), after compile_commands.json's."),
    define: Optional[List[str]] = typer.Option(None, "--define", "-D", help="Macro NAME or NAME=VALUE the build "
                                               "defines (repeatable): the analysis and --compile's nvcc."),
    std: Optional[str] = typer.Option(None, "--std", help="--compile: C++ standard for nvcc (c++17)."),
    compile_commands: Optional[str] = typer.Option(None, "--compile-commands", help="--compile: the "
                                                   "compile_commands.json (or its directory) to take flags from; "
                                                   "default: the nearest one above each file."),
    color: ColorOption = "auto",
    show_parse_errors: bool = typer.Option(False, "--show-parse-errors", help=(
        "List every region that could not be parsed (KL001); by default each file gets one summary note.")),
    no_cache: bool = typer.Option(False, "--no-cache", help="Analyse every file again; read and write no cache."),
    cache_dir: Optional[str] = typer.Option(None, "--cache-dir", help="Result cache directory (default: "
                                            ".kernlint_cache next to the config file in use, else in the cwd)."),
    baseline: BaselineOption = None,
    write_baseline: WriteBaselineOption = None,
    fix: FixOption = False,
    unsafe_fixes: UnsafeFixesOption = False,
    diff: DiffOption = False,
    statistics: StatisticsOption = False,
) -> None:
    options = dict(locals())  # NOTE: every parameter above, by name (run_options takes the same names)
    code = run_options(**options)
    raise typer.Exit(code)
