"""`kernlint ptxas LOG|-`: resource records from a build log, occupancy per arch, budgets -> exit code.

Exit codes: 0 no finding at or above the fail level, 1 findings, 2 usage/input error (one line on stderr).
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, List, Optional

import typer

from analyzer.commands.ptxas_run import run, run_options  # noqa: F401  (run: tests call it)
from analyzer.options import (BlockSizeOption, ColorOption, ConfigOption, ExitZeroOption, ExtendSelectOption,
                              FailOnOption, FormatOption, IgnoreOption, OutputFileOption, SelectOption)


def register(app: typer.Typer) -> None:
    @app.command("ptxas")
    def ptxas(
        log: str = typer.Argument(..., metavar="LOG|-", help="Build log to read (ptxas -v / --resource-usage "
                                  "output, AMD -Rpass-analysis=kernel-resource-usage remarks); '-' for stdin."),
        fmt: FormatOption = "text",
        target: Annotated[Optional[List[str]], typer.Option(
            "--target", "--arch", help="Keep only these NVIDIA archs; AMD archs to assign to remarks "
            "(repeatable).")] = None,
        block_size: BlockSizeOption = None,
        max_registers: Optional[int] = typer.Option(None, "--max-registers", help="Register budget per thread (KL206)."),
        max_shared: Optional[str] = typer.Option(None, "--max-shared", help="Shared memory budget per block, "
                                                 "e.g. 32K, 48KiB, 40960 (KL207)."),
        min_occupancy: Optional[float] = typer.Option(None, "--min-occupancy", help="Lowest acceptable "
                                                      "occupancy, 0..1 (KL203)."),
        fail_on_spill: bool = typer.Option(False, "--fail-on-spill", help="Any register spill is an error (KL205)."),
        select: SelectOption = None,
        extend_select: ExtendSelectOption = None,
        ignore: IgnoreOption = None,
        fail_on: FailOnOption = None,
        config: ConfigOption = None,
        exit_zero: ExitZeroOption = False,
        output_file: OutputFileOption = None,
        color: ColorOption = "auto",
        baseline: Optional[str] = typer.Option(None, "--baseline", help="Fail only where a kernel's registers, "
                                               "spills or shared memory grew beyond this baseline (config key "
                                               "`baseline`); say where they shrank."),
        write_baseline: Optional[str] = typer.Option(None, "--write-baseline", help="Record every kernel x arch "
                                                     "of the log in this baseline file and exit 0."),
        jobs: Annotated[Optional[int], typer.Option(
            "--jobs", "-j", min=1, help="Processes scanning a log file of 32 MiB or more (default: min(CPUs, 4)); "
            "the records are the same for any number.")] = None,
    ) -> None:
        """Resource usage per kernel and arch from a build log; occupancy, spills and budgets."""
        raise typer.Exit(run_options(log, fmt, target, block_size, max_registers, max_shared, min_occupancy,
                                     fail_on_spill, select, extend_select, ignore, fail_on, config, exit_zero,
                                     output_file, color, baseline, write_baseline, jobs))
