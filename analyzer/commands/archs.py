"""`kernlint archs`: the targets in the embedded database and their main limits (all parameters with
`kernlint archs NAME...` or --format json)."""

from __future__ import annotations

from typing import List

import typer


def register(app: typer.Typer) -> None:
    @app.command("archs")
    def archs_command(
        names: List[str] = typer.Argument(None, help="Show every parameter of these targets (default: list all)."),
        fmt: str = typer.Option("text", "--format", "--output-format", "-f", help="text or json."),
        products: bool = typer.Option(False, "--products", help="List the GPU products accepted as targets "
                                      "(--arch H100): target, multiprocessors, theoretical bandwidth."),
    ) -> None:
        """List the supported NVIDIA and AMD targets and their limits (per SM on NVIDIA, per CU/WGP on AMD)."""
        from analyzer.archs import all_archs, get_arch
        from analyzer.errors import KernlintError
        from analyzer.reporters.archs import render

        if fmt not in ("text", "json"):
            raise KernlintError(f"unknown format {fmt!r} (choose one of: text, json)")
        if products:
            from analyzer.reporters.products import render as render_products

            typer.echo(render_products(fmt), nl=False)
            return
        targets = [get_arch(n) for n in names] if names else list(all_archs().values())
        typer.echo(render(targets, fmt, bool(names)), nl=False)
