"""The fast paths of `kernlint check` and `kernlint ptxas` (analyzer/fastcli.py) against typer's own reading of the
same command line.

Whatever command line a fast path takes, it must give its command's run_options exactly the values typer gives
it; any command line typer refuses, the fast path must leave to typer. Its option table must name every option of
the command's signature with the same kind, and run_options must take its parameters with its defaults.
"""

from __future__ import annotations

import inspect
import subprocess
import sys

import click
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from analyzer.cli import build_app
from analyzer.commands import check as check_command
from analyzer.commands import ptxas as ptxas_command
from analyzer.commands import ptxas_run
from analyzer.commands.check_run import run_options
from analyzer.fastcli import (COUNT, FLAG, FRACTION, MANY, NUMBER, OPTIONS, PATH, PTXAS_OPTIONS, VALUE, check_options,
                              ptxas_options)

# NOTE: per command: its typer module (whose run_options typer calls), the fast path's reader, its run_options
FAST = {"check": (check_command, check_options, run_options),
        "ptxas": (ptxas_command, ptxas_options, ptxas_run.run_options)}


def _click_command(name: str = "check") -> click.Command:
    import typer

    return typer.main.get_command(build_app((name,))).commands[name]


def _kind(param: click.Option) -> str:
    if param.is_flag:
        return FLAG
    if param.multiple:
        return MANY
    if isinstance(param.type, click.IntRange) and param.type.min == 1:
        return COUNT
    if param.type is click.INT:
        return NUMBER
    if param.type is click.FLOAT:
        return FRACTION
    if isinstance(param.type, click.Path) or "Path" in type(param.type).__name__:
        return PATH
    return VALUE


@pytest.mark.parametrize("name, table", [("check", OPTIONS), ("ptxas", PTXAS_OPTIONS)])
def test_table_names_every_option_of_the_command_with_its_kind(name, table):
    seen = set()
    for param in _click_command(name).params:
        if not isinstance(param, click.Option):
            continue
        for spelling in [*param.opts, *param.secondary_opts]:
            if spelling in ("--help", "-h"):
                continue
            seen.add(spelling)
            assert table.get(spelling) == (param.name, _kind(param)), spelling
    assert seen == set(table)


def test_run_options_takes_checks_parameters_with_checks_defaults():
    typer_side = inspect.signature(check_command.check).parameters
    fast_side = inspect.signature(run_options).parameters
    assert list(typer_side) == list(fast_side)
    for name, param in typer_side.items():
        default = getattr(param.default, "default", param.default)
        assert fast_side[name].default == (None if default is ... else default), name


def test_ptxas_run_options_takes_ptxas_parameters_with_ptxas_defaults():
    command = _click_command("ptxas")
    fast_side = inspect.signature(ptxas_run.run_options).parameters
    assert [p.name for p in command.params] == list(fast_side)
    for param in command.params:
        if isinstance(param, click.Option):
            assert fast_side[param.name].default == param.default, param.name


def _typer_values(args: list[str], monkeypatch, name: str = "check") -> dict | None:
    """What typer hands run_options for `kernlint NAME ARGS`, with every parameter; None when it refuses them."""
    module, _, run = FAST[name]
    got: dict = {}

    def capture(*values, **named):
        bound = inspect.signature(run).bind(*values, **named)
        bound.apply_defaults()
        got.update(bound.arguments)
        return 0

    monkeypatch.setattr(module, "run_options", capture)
    try:
        build_app((name,))([name, *args], standalone_mode=False)
    except click.exceptions.UsageError:
        return None
    return got


def _fast_values(args: list[str], name: str = "check") -> dict | None:
    _, read, run = FAST[name]
    values = read(args)
    if values is None:
        return None
    bound = inspect.signature(run).bind(**values)
    bound.apply_defaults()
    return dict(bound.arguments)


LINES = [
    [], ["a.cu"], ["-"], ["a.cu", "b.cu", "--no-cache"], ["--no-cache", "a.cu"],
    ["--select", "KL1", "--select=KL2,KL3", "a.cu", "--ignore", "KL101"], ["--arch", "sm_90", "--target=gfx90a"],
    ["-j", "2", "a.cu"], ["--jobs=1"], ["--block-size", "128"], ["--config", "x/.kernlint.yaml"],
    ["-f", "json", "-o", "-", "--color", "never"], ["--format=sarif", "--output-format", "github"],
    ["--fix", "--unsafe-fixes", "--diff", "--statistics", "--exit-zero", "--show-parse-errors"],
    ["--baseline", "b.json", "--write-baseline=c.json"], ["--ptxas", "a.log", "--ptxas", "b.log", "--compile"],
    ["-I", "inc", "--include-dir", "inc2", "-D", "N=4", "--define=M", "--std", "c++17"],
    ["--compile-commands", "build", "--cache-dir", ".c", "--stdin-filename", "x.cu", "-"],
    ["--fail-on", "note", "--format", ""], ["--output-file", "out.txt", "--output-file", "out2.txt"],
    # left to typer: each of these is refused, asks for help or is not a plain form
    ["--help"], ["-h"], ["a.cu", "--bogus"], ["-j0"], ["-j", "0"], ["--jobs", "x"], ["--jobs", "²"],
    ["--no-cache=1"], ["--select"], ["--", "-weird.cu"], ["-fjson"], ["--block-size", "-4"], ["-o", "--fix"],
]


PTXAS_LINES = [
    ["a.log"], ["-"], ["a.log", "--format", "json", "--exit-zero"], ["--format=sarif", "a.log", "-o", "out.json"],
    ["a.log", "--arch", "sm_80", "--target=gfx90a", "--block-size", "128"],
    ["a.log", "--max-registers", "64", "--max-shared=48K", "--min-occupancy", "0.5", "--fail-on-spill"],
    ["a.log", "--min-occupancy=1"], ["a.log", "--select", "KL2", "--extend-select=KL209", "--ignore", "KL204"],
    ["a.log", "--fail-on", "warning", "--config", "x/.kernlint.yaml", "--color", "never"],
    ["a.log", "--baseline", "b.json", "--write-baseline=c.json", "-j", "2", "--jobs=3", "-f", "text"],
    # left to typer
    [], ["a.log", "b.log"], ["--help"], ["a.log", "--bogus"], ["a.log", "-j0"], ["a.log", "-j", "0"],
    ["a.log", "--min-occupancy", ".5"], ["a.log", "--min-occupancy", "1e-1"], ["a.log", "--max-registers", "-1"],
    ["a.log", "--exit-zero=1"], ["a.log", "--select"], ["--", "-weird.log"], ["a.log", "-fjson"], ["a.log", "--version"],
]
PLAIN = {"check": (LINES, 20), "ptxas": (PTXAS_LINES, 10)}  # the command lines, how many of them are plain ones
CASES = [(name, args) for name, (lines, _) in PLAIN.items() for args in lines]


@pytest.mark.parametrize("name, args", CASES, ids=[f"{n} {' '.join(a)}" for n, a in CASES])
def test_fast_path_reads_what_typer_reads(name, args, monkeypatch):
    fast = _fast_values(args, name)
    if fast is not None:
        assert fast == _typer_values(args, monkeypatch, name)


@pytest.mark.parametrize("name", PLAIN)
def test_fast_path_takes_the_plain_forms(name):
    lines, plain = PLAIN[name]
    read = FAST[name][1]
    assert all(read(a) is not None for a in lines[:plain])
    assert all(read(a) is None for a in lines[plain:])


_OTHERS = ["-", "--", "2", "0", "-1", "=x", "KL1", "", "--help", "-x", "x.yaml", "sm_90"]
_WORDS = {"check": st.sampled_from(sorted(OPTIONS) + _OTHERS + ["a.cu", "--no-cach"]),
          "ptxas": st.sampled_from(sorted(PTXAS_OPTIONS) + _OTHERS + ["a.log", "0.5", "1.", "--exit-zer"])}


@pytest.mark.parametrize("name", PLAIN)
@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_random_command_lines(name, data):
    args = data.draw(st.lists(_WORDS[name], max_size=7))
    with pytest.MonkeyPatch.context() as monkeypatch:
        fast = _fast_values(args, name)
        if fast is not None:
            assert fast == _typer_values(args, monkeypatch, name)


@pytest.mark.parametrize("argv, status", [(["check", "--no-cache", "a.cu"], 0),
                                          (["ptxas", "--format", "json", "a.log"], 0)])
def test_a_plain_command_imports_neither_typer_nor_click(argv, status, tmp_path):
    (tmp_path / "a.cu").write_text("__global__ void k(int *a) { a[threadIdx.x] = 0; }\n")
    (tmp_path / "a.log").write_text("ptxas info    : Compiling entry function '_Z1kPi' for 'sm_80'\n")
    code = (f"import sys, runpy\nsys.argv = ['kernlint', *{argv!r}]\n"
            "try:\n    runpy.run_module('analyzer', run_name='__main__')\nexcept SystemExit as e:\n"
            "    print(sorted(m for m in sys.modules if m.split('.')[0] in ('typer', 'click')), e.code)\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True).stdout
    assert out.strip().splitlines()[-1] == f"[] {status}"


END_TO_END = [
    ["fixtures/src/reduce.cu", "--no-cache"], ["fixtures/src", "--no-cache", "--format", "json", "-j", "1"],
    ["fixtures/src/saxpy.cu", "--no-cache", "--statistics"], ["fixtures/src/transpose.cu", "--no-cache", "--diff"],
    ["-", "--no-cache", "--stdin-filename", "x.cu"], ["missing.cu", "--no-cache"],
    ["fixtures/src/reduce.cu", "--no-cache", "--config", "missing.yaml"],
    ["fixtures/src/reduce.cu", "--no-cache", "--select", "KL999"], ["fixtures/src/reduce.cu", "--no-cache", "--color", "x"],
    ["fixtures/src/warp_divergence.cu", "--no-cache", "-f", "sarif", "--exit-zero", "--arch", "sm_80"],
]


LOG = "fixtures/logs/make_build.log"
END_TO_END += [
    ["ptxas", LOG], ["ptxas", LOG, "--format", "json"], ["ptxas", LOG, "-f", "sarif", "--exit-zero", "--arch", "sm_80"],
    ["ptxas", LOG, "--max-registers", "32", "--min-occupancy", "0.75", "--fail-on-spill", "--color", "always"],
    ["ptxas", "missing.log"], ["ptxas", LOG, "--config", "missing.yaml"], ["ptxas", LOG, "--select", "KL999"],
    ["ptxas", LOG, "--min-occupancy", "2"], ["ptxas", "-", "--format", "concise"], ["ptxas", LOG, "--fail-on", "x"],
]


@pytest.mark.parametrize("args", END_TO_END, ids=[" ".join(a) for a in END_TO_END])
def test_both_paths_print_and_exit_alike(args, monkeypatch):
    """The whole command through the fast path and through typer: the same output, errors and exit code."""
    from pathlib import Path

    from tests.cli_runner import run_kernlint

    root = Path(__file__).resolve().parents[1]
    name, args = (args[0], args[1:]) if args[0] == "ptxas" else ("check", args)
    stdin = (root / LOG).read_text(encoding="utf-8") if name == "ptxas" else \
        "__global__ void k(int *a) { if (threadIdx.x % 2) a[0] = 1; }\n"
    fast = run_kernlint(name, *args, cwd=root, stdin=stdin)
    monkeypatch.setattr(f"analyzer.fastcli.{name}_options", lambda args: None)
    slow = run_kernlint(name, *args, cwd=root, stdin=stdin)
    assert (fast.returncode, fast.stdout, fast.stderr) == (slow.returncode, slow.stdout, slow.stderr)
