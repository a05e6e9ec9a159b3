"""The fast path of `kernlint check` and `kernlint ptxas`: their common command lines read without typer and click.

Importing typer and click, and building the click command from check's signature, is about a tenth of a
one-file check (the pre-commit case: ~70 ms of ~650 ms on the project's VM). `check_options(args)` reads the
arguments after `check` the way click reads them for the options below, and returns the values by the
parameter names of analyzer/commands/check.py (what analyzer/commands/check_run.run_options takes); for
anything else it returns None and analyzer/cli.py runs the typer command as always: `--help`, an unknown
option, `--`, a short option with its value attached (`-j2`), a flag given a value, a value typer would
refuse (`--jobs 0`) or one that looks like an option, so every message and exit code of a command line that
is not a plain one stays typer's own. tests/test_fastcli.py holds this table to check's signature and
compares the values both paths give for many command lines. `ptxas_options(args)` does the same for `ptxas`
(PTXAS_OPTIONS, analyzer/commands/ptxas_run.run_options; tests/test_fastcli.py).
"""

from __future__ import annotations

from pathlib import Path

FLAG, VALUE, MANY, COUNT, NUMBER, PATH, FRACTION = "flag", "value", "many", "count", "number", "path", "fraction"

# NOTE: every option of `kernlint check`: spelling -> (parameter, kind). COUNT: an int >= 1 (click.IntRange);
# NUMBER: any int; PATH: a pathlib.Path (typer's conversion of `Optional[Path]`); MANY: repeatable, in order
OPTIONS: dict[str, tuple[str, str]] = {
    "--stdin-filename": ("stdin_filename", VALUE),
    "--format": ("output_format", VALUE), "--output-format": ("output_format", VALUE), "-f": ("output_format", VALUE),
    "--output-file": ("output_file", VALUE), "-o": ("output_file", VALUE),
    "--select": ("select", MANY), "--extend-select": ("extend_select", MANY), "--ignore": ("ignore", MANY),
    "--target": ("target", MANY), "--arch": ("target", MANY),
    "--fail-on": ("fail_on", VALUE),
    "--exit-zero": ("exit_zero", FLAG),
    "--jobs": ("jobs", COUNT), "-j": ("jobs", COUNT),
    "--config": ("config", PATH),
    "--ptxas": ("ptxas", MANY),
    "--compile": ("compile_", FLAG),
    "--block-size": ("block_size", VALUE),
    "--include-dir": ("include_dir", MANY), "-I": ("include_dir", MANY),
    "--define": ("define", MANY), "-D": ("define", MANY),
    "--std": ("std", VALUE),
    "--compile-commands": ("compile_commands", VALUE),
    "--color": ("color", VALUE),
    "--show-parse-errors": ("show_parse_errors", FLAG),
    "--no-cache": ("no_cache", FLAG),
    "--cache-dir": ("cache_dir", VALUE),
    "--baseline": ("baseline", VALUE), "--write-baseline": ("write_baseline", VALUE),
    "--fix": ("fix", FLAG), "--unsafe-fixes": ("unsafe_fixes", FLAG), "--diff": ("diff", FLAG),
    "--statistics": ("statistics", FLAG),
}


# NOTE: every option of `kernlint ptxas` (analyzer/commands/ptxas.py), as OPTIONS is check's. FRACTION: a float
# written as digits with at most one point (any other spelling click takes, `1e-1`, `.5`, is left to it)
PTXAS_OPTIONS: dict[str, tuple[str, str]] = {
    "--format": ("fmt", VALUE), "--output-format": ("fmt", VALUE), "-f": ("fmt", VALUE),
    "--target": ("target", MANY), "--arch": ("target", MANY),
    "--block-size": ("block_size", VALUE),
    "--max-registers": ("max_registers", NUMBER), "--max-shared": ("max_shared", VALUE),
    "--min-occupancy": ("min_occupancy", FRACTION), "--fail-on-spill": ("fail_on_spill", FLAG),
    "--select": ("select", MANY), "--extend-select": ("extend_select", MANY), "--ignore": ("ignore", MANY),
    "--fail-on": ("fail_on", VALUE),
    "--config": ("config", PATH),
    "--exit-zero": ("exit_zero", FLAG),
    "--output-file": ("output_file", VALUE), "-o": ("output_file", VALUE),
    "--color": ("color", VALUE),
    "--baseline": ("baseline", VALUE), "--write-baseline": ("write_baseline", VALUE),
    "--jobs": ("jobs", COUNT), "-j": ("jobs", COUNT),
}


def ptxas_options(args: list[str]) -> dict | None:
    """check_options for `kernlint ptxas ARGS` (its one argument, the log, as `log`): the values by the parameter
    names of analyzer/commands/ptxas_run.run_options, or None (typer runs it)."""
    values = _options(args, PTXAS_OPTIONS)
    paths = values.pop("paths", []) if values is not None else []
    if values is None or len(paths) != 1:
        return None  # NOTE: no log, or more than one: typer says what is missing or extra
    values["log"] = paths[0]
    return values


def check_options(args: list[str]) -> dict | None:
    """The option values of `kernlint check ARGS` by parameter name (those not given are left to run_options'
    defaults), or None when the command line is not one this path reads (typer then runs it)."""
    return _options(args, OPTIONS)


def _options(args: list[str], table: dict[str, tuple[str, str]]) -> dict | None:
    """The values of the options of `table` in `args` by parameter name, the other arguments as "paths"; None
    for a command line this path does not read."""
    values: dict = {}
    paths: list[str] = []
    i = 0
    while i < len(args):
        arg = args[i]
        i += 1
        if arg == "-" or not arg.startswith("-"):
            paths.append(arg)
            continue
        name, attached, value = arg.partition("=") if arg.startswith("--") else (arg, "", "")
        spec = table.get(name)
        if spec is None:
            return None  # NOTE: --help, --, -j2, an unknown or misspelt option: typer says what it says
        param, kind = spec
        if kind == FLAG:
            if attached:
                return None
            values[param] = True
            continue
        if not attached:
            if i >= len(args):
                return None
            value = args[i]
            i += 1
        if value.startswith("-") and value != "-":
            return None
        if kind == MANY:
            values.setdefault(param, []).append(value)
        elif kind in (COUNT, NUMBER):
            if not (value.isascii() and value.isdigit()) or (kind == COUNT and int(value) < 1):
                return None
            values[param] = int(value)
        elif kind == FRACTION:
            whole, point, part = value.partition(".")
            if not (whole.isascii() and whole.isdigit() and (not point or part.isascii() and part.isdigit())):
                return None
            values[param] = float(value)
        else:
            values[param] = Path(value) if kind == PATH else value
    if paths:
        values["paths"] = paths
    return values
