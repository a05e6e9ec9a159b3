"""The body of `kernlint ptxas` without typer: analyzer/commands/ptxas.py declares the command's options for
typer and calls run(); the fast path of analyzer/cli.py (analyzer/fastcli.ptxas_options: a plain `kernlint ptxas`
line) calls it directly, without importing typer and click.

Exit codes: 0 no finding at or above the fail level, 1 findings, 2 usage/input error (one line on stderr).
"""

from __future__ import annotations

from pathlib import Path
from typing import List, Optional

from analyzer.diagnostics import Severity


def run_options(log: str, fmt: str = "text", target=None, block_size=None, max_registers=None, max_shared=None,
                min_occupancy=None, fail_on_spill=False, select=None, extend_select=None, ignore=None, fail_on=None,
                config=None, exit_zero=False, output_file=None, color="auto", baseline=None, write_baseline=None,
                jobs=None) -> int:
    """`kernlint ptxas` from its option values, named and defaulted as ptxas.py's typer signature names and
    defaults them (tests/test_fastcli.py holds the two together); returns the exit code."""
    return run(log, fmt, target, block_size, max_registers, max_shared, min_occupancy, fail_on_spill, select, ignore,
               fail_on, config, exit_zero, output_file=output_file, extend_select=extend_select, color=color,
               baseline=baseline, write_baseline=write_baseline, jobs=jobs)


def _budget(settings, rule_id: str, option: str, value) -> None:
    """A budget flag sets the rule's option and turns the rule on whatever the selection says."""
    settings.rule_options = dict(settings.rule_options or {})
    settings.rule_options[rule_id] = {**settings.rule_options.get(rule_id, {}), option: value}
    settings.extend_select = tuple(settings.extend_select) + (rule_id,)


def run(log: str, fmt: str = "text", target: Optional[List[str]] = None, block_size: Optional[int] = None,
        max_registers: Optional[int] = None, max_shared: Optional[str] = None,
        min_occupancy: Optional[float] = None, fail_on_spill: bool = False, select: Optional[List[str]] = None,
        ignore: Optional[List[str]] = None, fail_on: Optional[str] = None, config: Optional[Path] = None,
        exit_zero: bool = False, out=None, output_file: Optional[str] = None,
        extend_select: Optional[List[str]] = None, color: str = "auto", baseline: Optional[str] = None,
        write_baseline: Optional[str] = None, jobs: Optional[int] = None) -> int:
    """The command body (also callable from tests); returns the exit code."""
    import gc
    import sys

    from analyzer.archs import canonical_name, get_arch
    from analyzer.errors import KernlintError
    from analyzer.lint.records import analyze
    from analyzer.logs import open_log, read_records
    from analyzer.command_tail import exit_code, settings_from_options
    from analyzer.reporters import resolve_format
    from analyzer.reporters.ptxas import render_json, render_text

    out = out or sys.stdout
    fmt = resolve_format(fmt)  # NOTE: `auto` -> github/text; --output-file buffers and writes atomically at the end
    final = out
    if (output_file and output_file != "-") or fmt != "text":
        from analyzer.reporters import document_buffer

        # NOTE: a document (json, sarif, ...) is written whole or not at all: a log that turns out bad
        # half-way (a NUL byte at 60 MB) must not leave half a JSON document on stdout; text streams.
        # The buffer spills to a temporary file, so memory stays flat on huge logs.
        out = document_buffer()
    settings = settings_from_options(config, select=select, extend_select=extend_select, ignore=ignore, target=target,
                                     fail_on=fail_on, block_size=block_size)
    if max_registers is not None:
        if max_registers < 0:
            raise KernlintError(f"--max-registers should be a non-negative number, got {max_registers}")
        _budget(settings, "KL206", "max-registers", max_registers)
    if max_shared is not None:
        from analyzer.units import parse_size

        _budget(settings, "KL207", "max-shared", parse_size(max_shared))
    if min_occupancy is not None:
        if not 0.0 <= min_occupancy <= 1.0:
            raise KernlintError(f"--min-occupancy should be a fraction between 0 and 1, got {min_occupancy}")
        _budget(settings, "KL203", "min-occupancy", min_occupancy)
    if fail_on_spill:
        settings.severities = {**(settings.severities or {}), "KL205": Severity.ERROR}
        settings.extend_select = tuple(settings.extend_select) + ("KL205",)
        settings.fail_on = min(settings.fail_on, Severity.ERROR)
    from analyzer.select import Selection

    enabled = Selection.build(settings.select, settings.extend_select, settings.ignore).enabled
    if target:
        targets = tuple(settings.targets)
    else:  # NOTE: config targets only name the AMD arch(s) of unnamed remarks; NVIDIA records keep theirs
        targets = tuple(t for t in settings.targets if get_arch(canonical_name(t)).vendor == "amd")
    messages: list = []
    # NOTE: records, events and messages hold no reference cycles: the collector's passes over a growing heap
    # of them are pure cost (3 % of a log's instructions); workers forked meanwhile inherit the setting
    collecting = gc.isenabled()
    gc.disable()
    try:
        with open_log(log) as stream:
            # NOTE: records stream from the log through the checks into the output; nothing holds the whole log
            from analyzer.logs.chunks import parallel_ok, read_records_parallel, workers_for

            workers = workers_for(jobs)
            # NOTE: whole ptxas records as (event, line) (analyzer.logs.ptxas.assemble), made into records only for
            # the first of their numbers: only the analysis and the JSON writer take them
            lazy = fmt == "json" and not target and not (baseline or write_baseline or settings.baseline)
            if parallel_ok(log, stream.encoding, workers):
                records = read_records_parallel(log, messages, workers, lazy, runs=lazy)
            else:
                records = read_records(stream, messages, lazy=lazy)
            archs: set = set()
            if target:  # NOTE: what the log has, said when none of it is for the targets asked for
                records = _noting_archs(records, archs)
            report = analyze(records, "<stdin>" if log == "-" else log, settings, enabled, targets or None,
                             messages)
            from analyzer.lint import record_baseline as gate  # NOTE: --baseline / --write-baseline (records section)

            gated = gate.gate(report, settings, baseline, write_baseline)
            if write_baseline:
                return gate.write(gated, write_baseline)
            if fmt == "json":
                render_json(report, out)
            elif fmt == "text":
                from analyzer.command_tail import color_flag
                from analyzer.reporters.text import use_color

                render_text(report, out, use_color(out, color_flag(color)))
            else:
                from analyzer.reporters import ReportContext, render
                from analyzer.reporters.ptxas import document

                doc = document(report)  # NOTE: first: it finishes the report (the message rules add their findings)
                render(fmt, report.diagnostics, out, context=ReportContext(command="ptxas", document=doc))
        if out is not final:
            from analyzer.reporters import write_output

            with out:
                write_output(out, output_file, [log], stdout=final)
        if not report.count and archs - {None}:
            print(f"kernlint: warning: no ptxas resource records for {', '.join(targets)} in "
                  f"{'<stdin>' if log == '-' else log}; it has records for {', '.join(sorted(archs - {None}))}",
                  file=sys.stderr)
        elif not report.count:  # NOTE: ruff warns when it finds no files; a log without records checks nothing
            print(f"kernlint: warning: no ptxas resource records in {'<stdin>' if log == '-' else log} (build with "
                  f"`-Xptxas -v` or `--resource-usage`; AMD: `-Rpass-analysis=kernel-resource-usage`)", file=sys.stderr)
        return exit_code(report.diagnostics, settings.fail_on, exit_zero)
    finally:
        if collecting:
            gc.enable()


def _noting_archs(records, archs: set):
    """`records`, adding the arch of each to `archs` on the way."""
    add = archs.add
    for record in records:
        add(record.arch)
        yield record
