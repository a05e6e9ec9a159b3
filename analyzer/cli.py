"""The `kernlint` command line. Thin: each command lives in analyzer/commands/ and imports its heavy
modules (lark, pygments, the occupancy engine) inside the command body, so start-up stays fast."""

from __future__ import annotations

import importlib
import os
import sys
from typing import TYPE_CHECKING, NoReturn

if os.environ.get("NO_COLOR"):  # NOTE: rich help keeps bold/italic even without colour; plain click help honours NO_COLOR
    os.environ.setdefault("TYPER_USE_RICH", "0")

from analyzer import __version__

if TYPE_CHECKING:
    import typer

COMMAND_MODULES = ("check", "kernels", "memory", "ptxas", "occupancy", "archs", "rules", "lsp")
COMMANDS = {**{name: name for name in COMMAND_MODULES}, "rule": "rules"}  # command -> its module


def _version(value: bool) -> None:
    import typer

    if value:
        typer.echo(f"kernlint {__version__}")
        raise typer.Exit(0)


def build_app(modules: tuple[str, ...] = COMMAND_MODULES) -> typer.Typer:
    """The typer app with the commands of `modules` (analyzer/commands/<module>.py) registered."""
    import typer

    app = typer.Typer(
        name="kernlint",
        help="Static analysis of CUDA/HIP kernels and GPU compiler resource reports. No GPU needed.",
        no_args_is_help=True,
        add_completion=False,
        pretty_exceptions_enable=False,
        context_settings={"help_option_names": ["-h", "--help"]},
    )

    @app.callback()
    def _root(
        version: bool = typer.Option(False, "--version", callback=_version, is_eager=True,
                                     help="Print the version and exit."),
    ) -> None:
        """kernlint: warp divergence, launch limits, resource budgets and exact occupancy for GPU kernels."""

    for name in modules:
        importlib.import_module(f"analyzer.commands.{name}").register(app)
    return app


def _modules_for(argv: list[str]) -> tuple[str, ...]:
    """The module of the command `argv` names, or every module (no command, an option first, a typo: the help
    and click's suggestions list them all).

    NOTE: typer builds a click command for every registered command on each start, reading its signature;
    building only the one being run keeps about 50 ms off every `kernlint check` (a pre-commit run)."""
    first = argv[1] if len(argv) > 1 else None
    return (COMMANDS[first],) if first in COMMANDS else COMMAND_MODULES


def __getattr__(name: str) -> typer.Typer:
    if name == "app":  # NOTE: the whole app, for callers that run commands through it
        return build_app()
    raise AttributeError(f"module 'analyzer.cli' has no attribute {name!r}")


def _once(message: str) -> str:
    """`message` with repeated sentences dropped: click >= 8.2 and typer both append "Did you mean 'check'?"."""
    import re

    parts = re.split(r"(?<=[.?!])\s+", message.strip())
    return " ".join(p for i, p in enumerate(parts) if p not in parts[:i])


_FREEZE_AT_EXIT: list = []  # NOTE: gc.freeze registered with atexit (once per process)


def main() -> None:
    """Console entry point: user errors and crashes become one line on stderr and exit code 2."""
    import gc

    # NOTE: a run allocates tokens, IR and terms by the hundred thousand and frees few before it ends, so the
    # young generation's default collection every 700 allocations mostly re-walks live objects. Every 100,000
    # (and the older generations every 50 of those): callgrind against 700 then 20,000, one-file check -2 % then
    # -1.3 %, three Rodinia folders -7 % against 20,000, the same peak memory (cuda-samples 94 MB, Rodinia 65 MB,
    # a 50 MB log 60 MB). Here, not at import: a process that imports the CLI (tests, an embedding program)
    # keeps its own, and so does the language server (a long-lived process: full collections would be rare).
    if sys.argv[1:2] != ["lsp"]:
        gc.set_threshold(100_000, 50, 50)
        if not _FREEZE_AT_EXIT:
            # NOTE: the interpreter's collections at exit walk every object the run kept (a one-file check: ~20 ms
            # each) to free cycles a process about to end has no use freeing; frozen objects are not walked.
            # At exit, not here: a process that calls main() more than once (tests) keeps collecting its garbage
            import atexit

            atexit.register(gc.freeze)
            _FREEZE_AT_EXIT.append(True)
    if len(sys.argv) > 1 and sys.argv[1] == "check":
        # NOTE: a plain `kernlint check` (the pre-commit case) runs without typer and click (analyzer/fastcli.py)
        from analyzer.fastcli import check_options

        options = check_options(sys.argv[2:])
        if options is not None:
            from analyzer.commands.check_run import run_options

            _guarded(lambda: run_options(**options))
    elif len(sys.argv) > 1 and sys.argv[1] == "ptxas":
        # NOTE: so is a plain `kernlint ptxas LOG` (typer and click: a tenth of a second of every run)
        from analyzer.fastcli import ptxas_options

        values = ptxas_options(sys.argv[2:])
        if values is not None:
            from analyzer.commands.ptxas_run import run_options as run_ptxas

            _guarded(lambda: run_ptxas(**values))
    _guarded(_typer_main)


def _typer_main() -> int:
    import click

    try:
        # NOTE: not standalone: click hands usage errors to us (one line, exit 2) and returns exit codes
        code = build_app(_modules_for(sys.argv))(standalone_mode=False)
        return code if isinstance(code, int) else 0
    except click.exceptions.UsageError as exc:
        if type(exc).__name__ == "NoArgsIsHelpError":  # `kernlint` alone: the help (rich prints it itself)
            if exc.format_message().strip():
                print(exc.format_message())
            return 2
        where = f"kernlint {exc.ctx.info_name}" if exc.ctx is not None and exc.ctx.parent is not None else "kernlint"
        if where == "kernlint" and len(sys.argv) > 1 and sys.argv[1] in COMMANDS:
            where = f"kernlint {sys.argv[1]}"  # NOTE: click gives no context for a missing option value
        print(f"kernlint: {_once(exc.format_message())} (`{where} --help` shows the usage)", file=sys.stderr)
        return 2
    except click.exceptions.Abort:
        raise KeyboardInterrupt from None


def _guarded(run) -> NoReturn:
    """Exit with `run()`'s code; user errors and crashes become one line on stderr and exit code 2."""
    from analyzer.errors import KernlintError

    try:
        code = run()
        sys.exit(code if isinstance(code, int) else 0)
    except KernlintError as exc:
        print(f"kernlint: {exc}", file=sys.stderr)
        sys.exit(2)
    except KeyboardInterrupt:
        print("kernlint: interrupted", file=sys.stderr)
        sys.exit(130)
    except BrokenPipeError:
        # NOTE: the reader went away (`| head`); silence the flush of the dead stdout at exit
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(1)
    except RecursionError:
        print("kernlint: input nested too deeply to analyse", file=sys.stderr)
        sys.exit(2)
    except PermissionError as exc:  # NOTE: a file or a directory on the way to it that may not be read or written
        where = exc.filename if exc.filename is not None else "a file"
        print(f"kernlint: {where}: permission denied", file=sys.stderr)
        sys.exit(2)
    except Exception as exc:  # anything unforeseen: one line, never a traceback
        print(f"kernlint: internal error: {type(exc).__name__}: {exc}", file=sys.stderr)
        sys.exit(2)
