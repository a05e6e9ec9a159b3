"""The body of `kernlint check` (and of the input reading `kernels` and `memory` share), without typer.

analyzer/commands/check.py declares the command's options for typer and calls run_check; the fast path of
analyzer/cli.py (analyzer/fastcli.py: a plain `kernlint check` with common options) calls it directly,
without importing typer and click (about a tenth of a one-file run).
"""

from __future__ import annotations

from analyzer.commands import check_workflow

_NO_WORKFLOW = check_workflow.Workflow()


def run_options(paths=None, stdin_filename=None, output_format="text", output_file=None, select=None,
                extend_select=None, ignore=None, target=None, fail_on=None, exit_zero=False, jobs=None, config=None,
                ptxas=None, compile_=False, block_size=None, include_dir=None, define=None, std=None,
                compile_commands=None, color="auto", show_parse_errors=False, no_cache=False, cache_dir=None,
                baseline=None, write_baseline=None, fix=False, unsafe_fixes=False, diff=False,
                statistics=False) -> int:
    """`kernlint check` from its option values, named and defaulted as check.py's typer signature names and
    defaults them (tests/test_fastcli.py holds the two together); returns the exit code."""
    return run_check(paths or ["."], stdin_filename=stdin_filename, output_format=output_format,
                     output_file=output_file, select=select, extend_select=extend_select, ignore=ignore,
                     targets=target, fail_on=fail_on, exit_zero=exit_zero, jobs=jobs, config=config,
                     ptxas=ptxas, compile=compile_, block_size=block_size, color=color,
                     show_parse_errors=show_parse_errors, cache=not no_cache, cache_dir=cache_dir,
                     workflow=check_workflow.Workflow(baseline, write_baseline, fix, unsafe_fixes, diff, statistics),
                     compile_options=dict(include_dirs=include_dir, defines=define, std=std,
                                          compile_commands=compile_commands))


def load_inputs(paths: list[str], settings, stdin_filename: str | None):
    """(files, texts for stdin, input errors). Errors are one line each, reported after the run."""
    from analyzer.source import SourceError, discover, read_stdin

    import sys

    notes: list[str] = []
    files, errors = discover(paths, settings=settings, notes=notes)
    for note in notes:
        print(f"kernlint: {note}", file=sys.stderr)
    texts: dict[str, str] = {}
    if "-" in files:
        name = stdin_filename or "-"
        files = [f for f in files if f != "-"]
        excluded = getattr(settings, "is_excluded", None)
        if stdin_filename and excluded and excluded(stdin_filename):
            return files, texts, errors  # NOTE: the same file named directly is skipped: so is its text
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
              config=None, ptxas=None, compile=False, block_size=None, color="auto",
              show_parse_errors=False, cache=False, cache_dir=None, workflow=None,
              compile_options: dict | None = None) -> int:
    """The whole command; returns the exit code. `cache`: use the result cache (the CLI's default)."""
    import sys

    from analyzer.config import resolve_settings
    from analyzer.lint.finalize import finalize
    from analyzer.lint.sources import analyze_paths
    from analyzer.command_tail import color_flag, exit_code
    from analyzer.reporters import ReportContext, render_to_string, resolve_format, write_output
    from analyzer.select import Selection

    fmt = resolve_format(output_format)
    if workflow is not None and workflow.statistics and fmt not in ("text", "concise", "json"):
        from analyzer.errors import KernlintError

        raise KernlintError(f"--statistics prints a text or json table, not {fmt}")
    settings = resolve_settings(config, select=select, extend_select=extend_select, ignore=ignore,
                                targets=targets, fail_on=fail_on, block_size=block_size, **(compile_options or {}))
    selection = Selection.build(settings.select, settings.extend_select, settings.ignore)
    files, texts, errors = load_inputs(paths, settings, stdin_filename)
    if not files and not errors and "-" not in paths:  # NOTE: ruff: "warning: No Python files found under the given path(s)"
        excluded = [p for p in paths if settings.is_excluded(p)]
        for path in excluded:
            print(f"kernlint: warning: {path}: excluded by `exclude` in {settings.source or 'the configuration'}",
                  file=sys.stderr)
        if len(excluded) < len(paths):
            print(f"kernlint: warning: no CUDA/HIP files (.cu .cuh .hip) found under "
                  f"{' '.join(p for p in paths if p not in excluded)}", file=sys.stderr)
    results = None
    if cache:  # NOTE: the command line turns it on by default; callers of run_check (tests) choose
        from analyzer.lint.cache import ResultCache, find_dir

        results = ResultCache(find_dir(settings, cache_dir), settings, selection.enabled)

    def analyse(texts: dict[str, str]):
        result = analyze_paths(files, settings, selection, jobs=jobs, texts=texts, cache=results)
        found = result.diagnostics
        document = {"diagnostics": [], "statistics": result.statistics}
        notes: list[str] = []
        if ptxas or compile:  # NOTE: resource records joined to launches (analyzer/lint/join.py)
            from analyzer.lint.join import attach

            joined, document["launches"], notes = attach(result, files, settings, selection.enabled,
                                                         ptxas or (), compile)
            found = [*found, *joined]
        return result, finalize(result.files, found, settings, selection.enabled), document, notes

    wf = workflow or _NO_WORKFLOW
    if wf.fix or wf.diff:  # NOTE: fixes applied in memory, analysed again, written once at the end
        result, diagnostics, document, notes, texts, done = wf.run_fixes(analyse, files, texts)
        if done is not None:
            return done
    else:
        result, diagnostics, document, notes = analyse(texts)
    for f in result.files:
        if f.note:
            print(f"kernlint: {f.path}: {f.note}", file=sys.stderr)
    for note in notes:  # a file nvcc cannot compile alone: said, but not an input error
        print(f"kernlint: {note}", file=sys.stderr)
    from analyzer.lint import parse_notes

    regions = sum(1 for d in diagnostics if parse_notes.is_region(d))
    listed = show_parse_errors or parse_notes.explicitly_selected(settings)
    if not listed:
        diagnostics = parse_notes.summarize(diagnostics)  # NOTE: issue 17: one KL001 line per file

    document["errors"] = errors + result.errors  # NOTE: the skipped inputs, also on stderr below
    context = ReportContext(command="check", document=document, color=color_flag(color),
                            input_errors=errors + result.errors)
    if texts:
        from analyzer.reporters import _read_text

        context.read_source = lambda p: texts[p] if p in texts else _read_text(p)
    diagnostics, done = wf.apply_baseline(diagnostics, settings, context)
    if done is not None:
        return done
    if wf.statistics:
        write_output(check_workflow.render_statistics(fmt, diagnostics), output_file, files)
    else:
        report = render_to_string(fmt, diagnostics, context=context, output_file=output_file)
        if fmt == "text" and document.get("launches"):
            table = check_workflow.launch_table(document["launches"], settings)
            report += table if report else table.lstrip("\n")
        write_output(report, output_file, files)
    for line in errors + result.errors:
        print(f"kernlint: {line}", file=sys.stderr)
    summary = parse_notes.count_line(diagnostics, regions, listed)
    if summary and fmt in ("text", "concise"):
        print(f"kernlint: {summary}", file=sys.stderr)
    return exit_code(diagnostics, settings.fail_on, exit_zero, errors + result.errors)
