"""The fast path of `kernlint check` (analyzer/fastcli.py) against typer's own reading of the same command line.

Whatever command line the fast path takes, it must give run_options exactly the values typer gives it; any
command line typer refuses, the fast path must leave to typer. Its option table must name every option of
check's signature with the same kind, and run_options must take check's parameters with check's defaults.
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
from analyzer.commands.check_run import run_options
from analyzer.fastcli import COUNT, FLAG, MANY, NUMBER, OPTIONS, PATH, VALUE, check_options


def _click_command() -> click.Command:
    import typer

    return typer.main.get_command(build_app(("check",))).commands["check"]


def _kind(param: click.Option) -> str:
    if param.is_flag:
        return FLAG
    if param.multiple:
        return MANY
    if isinstance(param.type, click.IntRange) and param.type.min == 1:
        return COUNT
    if param.type is click.INT:
        return NUMBER
    if isinstance(param.type, click.Path) or "Path" in type(param.type).__name__:
        return PATH
    return VALUE


def test_table_names_every_option_of_check_with_its_kind():
    seen = set()
    for param in _click_command().params:
        if not isinstance(param, click.Option):
            continue
        for spelling in [*param.opts, *param.secondary_opts]:
            if spelling in ("--help", "-h"):
                continue
            seen.add(spelling)
            assert OPTIONS.get(spelling) == (param.name, _kind(param)), spelling
    assert seen == set(OPTIONS)


def test_run_options_takes_checks_parameters_with_checks_defaults():
    typer_side = inspect.signature(check_command.check).parameters
    fast_side = inspect.signature(run_options).parameters
    assert list(typer_side) == list(fast_side)
    for name, param in typer_side.items():
        default = getattr(param.default, "default", param.default)
        assert fast_side[name].default == (None if default is ... else default), name


def _typer_values(args: list[str], monkeypatch) -> dict | None:
    """What typer hands run_options for `kernlint check ARGS`, with every parameter; None when it refuses them."""
    got: dict = {}

    def capture(**values):
        got.update(values)
        return 0

    monkeypatch.setattr(check_command, "run_options", capture)
    try:
        build_app(("check",))(["check", *args], standalone_mode=False)
    except click.exceptions.UsageError:
        return None
    return got


def _fast_values(args: list[str]) -> dict | None:
    values = check_options(args)
    if values is None:
        return None
    bound = inspect.signature(run_options).bind(**values)
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


@pytest.mark.parametrize("args", LINES, ids=[" ".join(a) or "(none)" for a in LINES])
def test_fast_path_reads_what_typer_reads(args, monkeypatch):
    fast = _fast_values(args)
    if fast is not None:
        assert fast == _typer_values(args, monkeypatch)


def test_fast_path_takes_the_plain_forms():
    assert all(check_options(a) is not None for a in LINES[:20])
    assert all(check_options(a) is None for a in LINES[20:])


_WORDS = st.sampled_from(sorted(OPTIONS) + ["a.cu", "-", "--", "2", "0", "-1", "=x", "KL1", "", "--help", "-x",
                                             "--no-cach", "x.yaml", "sm_90"])


@settings(max_examples=300, deadline=None)
@given(st.lists(_WORDS, max_size=7))
def test_random_command_lines(args):
    with pytest.MonkeyPatch.context() as monkeypatch:
        fast = _fast_values(args)
        if fast is not None:
            assert fast == _typer_values(args, monkeypatch)


def test_a_plain_check_imports_neither_typer_nor_click(tmp_path):
    (tmp_path / "a.cu").write_text("__global__ void k(int *a) { a[threadIdx.x] = 0; }\n")
    code = ("import sys, runpy\nsys.argv = ['kernlint', 'check', '--no-cache', 'a.cu']\n"
            "try:\n    runpy.run_module('analyzer', run_name='__main__')\nexcept SystemExit as e:\n"
            "    print(sorted(m for m in sys.modules if m.split('.')[0] in ('typer', 'click')), e.code)\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True).stdout
    assert out.strip().splitlines()[-1] == "[] 0"


END_TO_END = [
    ["fixtures/src/reduce.cu", "--no-cache"], ["fixtures/src", "--no-cache", "--format", "json", "-j", "1"],
    ["fixtures/src/saxpy.cu", "--no-cache", "--statistics"], ["fixtures/src/transpose.cu", "--no-cache", "--diff"],
    ["-", "--no-cache", "--stdin-filename", "x.cu"], ["missing.cu", "--no-cache"],
    ["fixtures/src/reduce.cu", "--no-cache", "--config", "missing.yaml"],
    ["fixtures/src/reduce.cu", "--no-cache", "--select", "KL999"], ["fixtures/src/reduce.cu", "--no-cache", "--color", "x"],
    ["fixtures/src/warp_divergence.cu", "--no-cache", "-f", "sarif", "--exit-zero", "--arch", "sm_80"],
]


@pytest.mark.parametrize("args", END_TO_END, ids=[" ".join(a) for a in END_TO_END])
def test_both_paths_print_and_exit_alike(args, monkeypatch):
    """The whole command through the fast path and through typer: the same output, errors and exit code."""
    from pathlib import Path

    from tests.cli_runner import run_kernlint

    root = Path(__file__).resolve().parents[1]
    stdin = "__global__ void k(int *a) { if (threadIdx.x % 2) a[0] = 1; }\n"
    fast = run_kernlint("check", *args, cwd=root, stdin=stdin)
    monkeypatch.setattr("analyzer.fastcli.check_options", lambda args: None)
    slow = run_kernlint("check", *args, cwd=root, stdin=stdin)
    assert (fast.returncode, fast.stdout, fast.stderr) == (slow.returncode, slow.stdout, slow.stderr)
