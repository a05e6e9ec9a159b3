"""The fast path of `kernlint ptxas` (analyzer/fastcli.ptxas_options) against typer's own reading of the same line.

As tests/test_fastcli.py for `check`: whatever command line the fast path takes, it must give run_options exactly
the values typer gives it, and leave to typer every line typer refuses; its table must name every option of
ptxas's signature with the same kind, and run_options must take ptxas's parameters with ptxas's defaults.
"""

from __future__ import annotations

import inspect
import subprocess
import sys
from pathlib import Path

import click
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from analyzer.cli import build_app
from analyzer.commands import ptxas as ptxas_command
from analyzer.commands.ptxas_run import run_options
from analyzer.fastcli import COUNT, FLAG, FRACTION, MANY, NUMBER, PATH, PTXAS_OPTIONS, VALUE, ptxas_options

ROOT = Path(__file__).resolve().parents[1]
LOG = "fixtures/logs/make_build.log"


def _click_command() -> click.Command:
    import typer

    return typer.main.get_command(build_app(("ptxas",))).commands["ptxas"]


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


def test_table_names_every_option_of_ptxas_with_its_kind():
    seen = set()
    for param in _click_command().params:
        if not isinstance(param, click.Option):
            continue
        for spelling in [*param.opts, *param.secondary_opts]:
            if spelling in ("--help", "-h"):
                continue
            seen.add(spelling)
            assert PTXAS_OPTIONS.get(spelling) == (param.name, _kind(param)), spelling
    assert seen == set(PTXAS_OPTIONS)


def test_run_options_takes_ptxas_parameters_with_ptxas_defaults():
    command = _click_command()
    typer_side = [p.name for p in command.params]
    fast_side = inspect.signature(run_options).parameters
    assert typer_side == list(fast_side)
    for param in command.params:
        if isinstance(param, click.Option):
            assert fast_side[param.name].default == param.default, param.name


def _typer_values(args: list[str], monkeypatch) -> dict | None:
    """What typer hands run_options for `kernlint ptxas ARGS`, by name; None when it refuses them."""
    got: dict = {}

    def capture(*values, **named):
        bound = inspect.signature(run_options).bind(*values, **named)
        bound.apply_defaults()
        got.update(bound.arguments)
        return 0

    monkeypatch.setattr(ptxas_command, "run_options", capture)
    try:
        build_app(("ptxas",))(["ptxas", *args], standalone_mode=False)
    except click.exceptions.UsageError:
        return None
    return got


def _fast_values(args: list[str]) -> dict | None:
    values = ptxas_options(args)
    if values is None:
        return None
    bound = inspect.signature(run_options).bind(**values)
    bound.apply_defaults()
    return dict(bound.arguments)


LINES = [
    ["a.log"], ["-"], ["a.log", "--format", "json", "--exit-zero"], ["--format=sarif", "a.log", "-o", "out.json"],
    ["a.log", "--arch", "sm_80", "--target=gfx90a", "--block-size", "128"],
    ["a.log", "--max-registers", "64", "--max-shared=48K", "--min-occupancy", "0.5", "--fail-on-spill"],
    ["a.log", "--min-occupancy=1"], ["a.log", "--select", "KL2", "--extend-select=KL209", "--ignore", "KL204"],
    ["a.log", "--fail-on", "warning", "--config", "x/.kernlint.yaml", "--color", "never"],
    ["a.log", "--baseline", "b.json", "--write-baseline=c.json", "-j", "2", "--jobs=3", "-f", "text"],
    # left to typer: each of these is refused, asks for help or is not a plain form
    [], ["a.log", "b.log"], ["--help"], ["-h"], ["a.log", "--bogus"], ["a.log", "-j0"], ["a.log", "-j", "0"],
    ["a.log", "--min-occupancy", ".5"], ["a.log", "--min-occupancy", "1e-1"], ["a.log", "--max-registers", "-1"],
    ["a.log", "--exit-zero=1"], ["a.log", "--select"], ["--", "-weird.log"], ["a.log", "-fjson"],
    ["a.log", "--version"],
]


@pytest.mark.parametrize("args", LINES, ids=[" ".join(a) or "(none)" for a in LINES])
def test_fast_path_reads_what_typer_reads(args, monkeypatch):
    fast = _fast_values(args)
    if fast is not None:
        assert fast == _typer_values(args, monkeypatch)


def test_fast_path_takes_the_plain_forms():
    assert all(ptxas_options(a) is not None for a in LINES[:10])
    assert all(ptxas_options(a) is None for a in LINES[10:])


_WORDS = st.sampled_from(sorted(PTXAS_OPTIONS) + ["a.log", "-", "--", "2", "0", "-1", "0.5", "1.", "=x", "KL2", "",
                                                  "--help", "-x", "--exit-zer", "x.yaml", "sm_90"])


@settings(max_examples=300, deadline=None)
@given(st.lists(_WORDS, max_size=7))
def test_random_command_lines(args):
    with pytest.MonkeyPatch.context() as monkeypatch:
        fast = _fast_values(args)
        if fast is not None:
            assert fast == _typer_values(args, monkeypatch)


def test_a_plain_ptxas_imports_neither_typer_nor_click():
    code = ("import sys, runpy\nsys.argv = ['kernlint', 'ptxas', '--format', 'json', %r]\n"
            "try:\n    runpy.run_module('analyzer', run_name='__main__')\nexcept SystemExit as e:\n"
            "    print(sorted(m for m in sys.modules if m.split('.')[0] in ('typer', 'click')), e.code, "
            "file=sys.stderr)\n" % LOG)
    err = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True).stderr
    assert err.strip().splitlines()[-1] == "[] 1"


END_TO_END = [
    [LOG], [LOG, "--format", "json"], [LOG, "-f", "sarif", "--exit-zero", "--arch", "sm_80"],
    [LOG, "--max-registers", "32", "--min-occupancy", "0.75", "--fail-on-spill", "--color", "always"],
    ["missing.log"], [LOG, "--config", "missing.yaml"], [LOG, "--select", "KL999"], [LOG, "--color", "x"],
    [LOG, "--min-occupancy", "2"], ["-", "--format", "concise"], [LOG, "--fail-on", "bogus"],
]


@pytest.mark.parametrize("args", END_TO_END, ids=[" ".join(a) for a in END_TO_END])
def test_both_paths_print_and_exit_alike(args, monkeypatch):
    """The whole command through the fast path and through typer: the same output, errors and exit code."""
    from tests.cli_runner import run_kernlint

    stdin = (ROOT / LOG).read_text(encoding="utf-8")
    fast = run_kernlint("ptxas", *args, cwd=ROOT, stdin=stdin)
    monkeypatch.setattr("analyzer.fastcli.ptxas_options", lambda args: None)
    slow = run_kernlint("ptxas", *args, cwd=ROOT, stdin=stdin)
    assert (fast.returncode, fast.stdout, fast.stderr) == (slow.returncode, slow.stdout, slow.stderr)
