"""The fast path of `kernlint check`: its common command lines read without typer and click.

Importing typer and click, and building the click command from check's signature, is about a tenth of a
one-file check (the pre-commit case: ~70 ms of ~650 ms on the project's VM). `check_options(args)` reads the
arguments after `check` the way click reads them for the options below, and returns the values by the
parameter names of analyzer/commands/check.py (what analyzer/commands/check_run.run_options takes); for
anything else it returns None and analyzer/cli.py runs the typer command as always: `--help`, an unknown
option, `--`, a short option with its value attached (`-j2`), a flag given a value, a value typer would
refuse (`--jobs 0`) or one that looks like an option, so every message and exit code of a command line that
is not a plain one stays typer's own. tests/test_fastcli.py holds this table to check's signature and
compares the values both paths give for many command lines.
"""

from __future__ import annotations

from pathlib import Path

FLAG, VALUE, MANY, COUNT, NUMBER, PATH = "flag", "value", "many", "count", "number", "path"

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


def check_options(args: list[str]) -> dict | None:
    """The option values of `kernlint check ARGS` by parameter name (those not given are left to run_options'
    defaults), or None when the command line is not one this path reads (typer then runs it)."""
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
        spec = OPTIONS.get(name)
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
        else:
            values[param] = Path(value) if kind == PATH else value
    if paths:
        values["paths"] = paths
    return values
