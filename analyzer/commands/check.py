"""`kernlint check PATHS`: lint CUDA/HIP sources (files, directories, `-` for stdin).

The command is glue: settings (analyzer.config.resolve_settings: config file < CLI flags), discovery
(analyzer.source), analysis (analyzer.lint.sources, two phases, processes), output
(analyzer.reporters.render) and the exit code. Heavy modules are imported inside the command body.

Exit codes: 0 no finding at or above the fail level (default `warning`: KL001 parse-error notes never
fail a run unless `--fail-on note`); 1 findings; 2 usage/config/input errors (a missing or unreadable
file, after the other files were analysed) and internal errors (KL000).
"""

from __future__ import annotations

from typing import List, Optional

import typer

FAIL_HELP = ("Lowest severity that makes the exit code 1: note, warning (default) or error. "
             "KL001 parse-error notes do not fail a run unless --fail-on note.")


def register(app: typer.Typer) -> None:
    app.command("check", help=(
        "Lint CUDA/HIP sources: files, directories (recursive .cu .cuh .hip) or - for stdin. "
        "Exit 0: clean; 1: findings at or above --fail-on (default warning; parse-error notes never "
        "fail the run unless --fail-on note); 2: usage, config or input errors."))(check)


def check(
    paths: Optional[List[str]] = typer.Argument(None, help="Files or directories (default: .); - reads stdin."),
    stdin_filename: Optional[str] = typer.Option(None, "--stdin-filename",
                                                 help="Name (and suffix) to report for stdin input."),
    output_format: str = typer.Option("text", "--format", "--output-format",
                                      help="text, concise, json, sarif, github or auto."),
    output_file: Optional[str] = typer.Option(None, "--output-file", "-o", help="Write the report to this file."),
    select: Optional[List[str]] = typer.Option(None, "--select", help="Rules to run (codes, prefixes, names; ALL)."),
    extend_select: Optional[List[str]] = typer.Option(None, "--extend-select", help="Rules to add to the selection."),
    ignore: Optional[List[str]] = typer.Option(None, "--ignore", help="Rules to switch off."),
    target: Optional[List[str]] = typer.Option(None, "--target", help="Target arch (repeatable): sm_90, gfx90a."),
    fail_on: Optional[str] = typer.Option(None, "--fail-on", help=FAIL_HELP),
    exit_zero: bool = typer.Option(False, "--exit-zero", help="Exit 0 even when there are findings."),
    jobs: Optional[int] = typer.Option(None, "--jobs", "-j", min=1,
                                       help="Worker processes (default: min(CPUs, files); 1 file runs in-process)."),
    config: Optional[str] = typer.Option(None, "--config", help="Config file (default: found upward from cwd)."),
    ptxas: Optional[List[str]] = typer.Option(None, "--ptxas", help="Build log(s) with ptxas -v / --resource-usage "
                                              "output: occupancy of every launch at its real block size."),
    compile_: bool = typer.Option(False, "--compile", help="Run nvcc --resource-usage on the .cu files for the "
                                  "targets (cached) instead of, or besides, --ptxas."),
    block_size: Optional[int] = typer.Option(None, "--block-size", help="Threads per block assumed for kernels "
                                             "no launch in the sources reaches (with --ptxas/--compile)."),
    color: str = typer.Option("auto", "--color", help="Colour in text output: auto, always or never."),
) -> None:
    code = run_check(paths or ["."], stdin_filename=stdin_filename, output_format=output_format,
                     output_file=output_file, select=select, extend_select=extend_select, ignore=ignore,
                     targets=target, fail_on=fail_on, exit_zero=exit_zero, jobs=jobs, config=config,
                     ptxas=ptxas, compile=compile_, block_size=block_size, color=color)
    raise typer.Exit(code)


def load_inputs(paths: list[str], settings, stdin_filename: str | None):
    """(files, texts for stdin, input errors). Errors are one line each, reported after the run."""
    from analyzer.source import SourceError, discover, read_stdin

    files, errors = discover(paths, settings=settings)
    texts: dict[str, str] = {}
    if "-" in files:
        name = stdin_filename or "-"
        files = [f for f in files if f != "-"]
        try:
            source = read_stdin(name)
            texts[name] = source.text
            files.append(name)
        except SourceError as exc:
            errors.append(str(exc))
    elif stdin_filename:
        from analyzer.errors import KernlintError

        raise KernlintError("--stdin-filename needs - among the paths")
    return files, texts, errors


def run_check(paths: list[str], *, stdin_filename=None, output_format="text", output_file=None, select=None,
              extend_select=None, ignore=None, targets=None, fail_on=None, exit_zero=False, jobs=None,
              config=None, ptxas=None, compile=False, block_size=None, color="auto") -> int:
    """The whole command; returns the exit code."""
    import sys

    from analyzer.lint.sources import analyze_paths
    from analyzer.config import resolve_settings
    from analyzer.diagnostics import Severity
    from analyzer.reporters import ReportContext, render_to_string, resolve_format, write_output
    from analyzer.select import Selection

    fmt = resolve_format(output_format)
    settings = resolve_settings(config, select=select, extend_select=extend_select, ignore=ignore,
                                targets=targets, fail_on=fail_on, block_size=block_size)
    selection = Selection.build(settings.select, settings.extend_select, settings.ignore)
    files, texts, errors = load_inputs(paths, settings, stdin_filename)
    result = analyze_paths(files, settings, selection, jobs=jobs, texts=texts)
    from analyzer.lint.sources import finalize

    found = result.diagnostics
    for f in result.files:
        if f.note:
            print(f"kernlint: {f.path}: {f.note}", file=sys.stderr)
    document = {"diagnostics": [], "statistics": result.statistics}
    if ptxas or compile:  # NOTE: resource records joined to launches (analyzer/lint/join.py, issue 6 item 4)
        from analyzer.lint.join import attach

        joined, document["launches"], notes = attach(result, files, settings, selection.enabled, ptxas or (), compile)
        found = [*found, *joined]
        for note in notes:  # a file nvcc cannot compile alone: said, but not an input error
            print(f"kernlint: {note}", file=sys.stderr)
    diagnostics = finalize(result.files, found, settings, selection.enabled)
    from analyzer.options import color_flag

    document["errors"] = errors + result.errors  # NOTE: the skipped inputs, also on stderr below
    context = ReportContext(command="check", document=document, color=color_flag(color),
                            input_errors=errors + result.errors)
    if texts:
        from analyzer.reporters import _read_text

        context.read_source = lambda p: texts[p] if p in texts else _read_text(p)
    write_output(render_to_string(fmt, diagnostics, context=context, output_file=output_file), output_file, files)
    for line in errors + result.errors:
        print(f"kernlint: {line}", file=sys.stderr)
    if errors or result.errors or any(d.rule_id == "KL000" for d in diagnostics):
        return 2
    threshold = settings.fail_on if isinstance(settings.fail_on, Severity) else Severity.parse(str(settings.fail_on))
    if not exit_zero and any(d.severity >= threshold for d in diagnostics):
        return 1
    return 0

