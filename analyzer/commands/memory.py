"""`kernlint memory PATHS`: per access, the sectors (global) or wavefronts (shared) per warp request.

Same inputs as `check` (files, directories, `-` for stdin, config file with include/exclude): discovery
is check's `load_inputs`. Every file is parsed and modelled first, so launches in one file give the
block dims of kernels defined in another (the run-wide index), then each kernel's accesses are
evaluated per launch configuration (analyzer.analysis.memory). Output: analyzer.reporters.memory.
Exit 0, or 2 when an input could not be read.
"""

from __future__ import annotations

from typing import List, Optional

import typer


def register(app: typer.Typer) -> None:
    app.command("memory", help=(
        "Memory-access efficiency per access: global sectors per request and shared-memory wavefronts "
        "per request, for each launch configuration found in the sources (NVIDIA; no AMD model)."))(memory)


def memory(
    paths: Optional[List[str]] = typer.Argument(None, help="Files or directories (default: .); - reads stdin."),
    output_format: str = typer.Option("text", "--format", "--output-format", "-f", help="text or json."),
    stdin_filename: Optional[str] = typer.Option(None, "--stdin-filename", help="Name to report for stdin."),
    config: Optional[str] = typer.Option(None, "--config", help="Config file (default: found upward from cwd)."),
    block_size: Optional[str] = typer.Option(None, "--block-size", help="The block of kernels no launch in the "
                                             "sources reaches: X, XxY or XxYxZ (default: what the kernel states, "
                                             "else 256)."),
) -> None:
    import sys

    from analyzer.config import resolve_settings
    from analyzer.errors import KernlintError
    from analyzer.reporters.memory import render_json, render_text

    fmt = output_format.strip().lower()
    if fmt not in ("text", "json"):
        raise KernlintError(f"unknown format {output_format!r} for memory (expected text or json)")
    settings = resolve_settings(config, block_size=block_size)
    from analyzer.commands.check_run import load_inputs

    files, texts, errors = load_inputs(paths or ["."], settings, stdin_filename)
    figures, notes, read_errors = collect(files, texts, settings)
    errors = errors + read_errors
    sys.stdout.write(render_json(figures) if fmt == "json" else render_text(figures))
    for line in errors:
        print(f"kernlint: {line}", file=sys.stderr)
    for note in notes:
        print(f"kernlint: {note}", file=sys.stderr)
    raise typer.Exit(2 if errors else 0)


def collect(files: list[str], texts: dict[str, str], settings) -> tuple[list, list[str], list[str]]:
    """(figures of every file, notes, unreadable inputs)."""
    from analyzer.analysis.memory import unit_figures
    from analyzer.cuda.model.programs import program_groups
    from analyzer.lint.sources import model_of, parse_file, warp_size_for
    from analyzer.lint.defines import file_defines
    from analyzer.cuda.model import RunIndex, SourceUnit
    from analyzer.cuda.parse.parser import TOO_LARGE
    from analyzer.source import SourceError, read_source

    units, notes, errors = [], [], []
    for path in files:
        text = texts.get(path)
        if text is None:
            try:
                text = read_source(path).text
            except SourceError as exc:
                errors.append(str(exc))
                continue
        tu = parse_file(path, text, defines=file_defines(path, settings))
        if not tu.items and tu.errors and tu.errors[0].message.startswith(TOO_LARGE):
            notes.append(f"{path}: {tu.errors[0].message}, skipped")  # NOTE: as `check` and `kernels` say it
            continue
        model = model_of(tu, path, text)
        units.append((path, text, tu, model))
    index = RunIndex.build([u[3] for u in units], program_groups(settings, [u[0] for u in units]))
    figures = []
    for path, text, tu, model in units:
        unit = SourceUnit(path, text, tu, model, index.slice_for(model), warp_size_for(model.hip, settings, path))
        if model.hip or unit.warp_size != 32:
            if model.kernels:
                notes.append(f"{path}: HIP source: kernlint has no AMD memory model (LDS bank conflicts and "
                             "global coalescing on AMD GPUs are not modelled); no figures")
            continue
        figures.extend(unit_figures(unit, {}, settings))
    return figures, notes, errors
