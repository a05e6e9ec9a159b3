"""`kernlint occupancy` (not yet implemented)."""

from __future__ import annotations

import typer


def register(app: typer.Typer) -> None:
    """Registers nothing until the command lands."""
