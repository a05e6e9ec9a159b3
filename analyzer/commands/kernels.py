"""`kernlint kernels PATHS [--format text|json]`: the inventory of kernels and launch sites (its JSON shape
and text: analyzer.reporters.kernels)."""

from __future__ import annotations

from typing import Annotated, List, Optional

import typer

from analyzer.options import JobsOption, StdinFilenameOption


def register(app: typer.Typer) -> None:
    app.command("kernels", help="List kernels (launch bounds, static shared memory) and launch sites "
                                "(grid, block, dynamic shared memory) found in CUDA/HIP sources.")(kernels)


def kernels(
    paths: Optional[List[str]] = typer.Argument(None, help="Files or directories (default: .); - reads stdin."),
    output_format: Annotated[str, typer.Option("--format", "--output-format", "-f", help="text or json.")] = "text",
    stdin_filename: StdinFilenameOption = None,
    jobs: JobsOption = None,
) -> None:
    import json
    import sys

    from analyzer.commands.check_run import load_inputs
    from analyzer.config import Settings
    from analyzer.cuda.parse.parser import TOO_LARGE
    from analyzer.errors import KernlintError
    from analyzer.lint.sources import analyze_paths
    from analyzer.options import exit_code
    from analyzer.reporters.kernels import inventory, render_text

    fmt = output_format.strip().lower()
    if fmt not in ("text", "json"):
        raise KernlintError(f"unknown format {output_format!r} for kernels (expected text or json)")
    settings = Settings()
    files, texts, errors = load_inputs(paths or ["."], settings, stdin_filename)
    # NOTE: KL001 only, for the files the parser refused whole (over its size limit): said, as `check` says it
    result = analyze_paths(files, settings, frozenset({"KL001"}), jobs=jobs, texts=texts)
    document = inventory(result)
    if fmt == "json":
        sys.stdout.write(json.dumps(document, indent=2) + "\n")
    else:
        sys.stdout.write(render_text(document))
    for line in errors + result.errors:
        print(f"kernlint: {line}", file=sys.stderr)
    for diag in result.diagnostics:
        if diag.rule_id == "KL001" and diag.message.startswith(TOO_LARGE):
            print(f"kernlint: {diag.path}: {diag.message}, skipped", file=sys.stderr)
    raise typer.Exit(exit_code((), settings.fail_on, errors=errors + result.errors))
