"""`kernlint lsp`: the Language Server over stdio (analyzer/lsp.py). pygls is an optional extra
(`pip install '.[lsp]'` in a clone), imported only here, only when the command runs."""

from __future__ import annotations

import typer


def register(app: typer.Typer) -> None:
    @app.command("lsp")
    def lsp(stdio: bool = typer.Option(False, "--stdio", help="Speak LSP over stdin/stdout: the only transport, "
                                       "so the default; accepted for the editor clients that pass it.")) -> None:
        """Language Server over stdio: findings on open, change and save of .cu/.cuh/.hip files, fixes as quick fixes."""
        from analyzer.errors import KernlintError

        try:
            import pygls  # noqa: F401
        except ImportError:
            raise KernlintError("kernlint lsp needs pygls: pip install 'pygls>=2,<3' "
                                "(in a kernlint clone: pip install '.[lsp]')") from None
        from analyzer.lsp import main

        main()
