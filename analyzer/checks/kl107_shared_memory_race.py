"""KL107 shared-memory-race — docs: rules/KL107.yaml.

Two threads of one block access the same shared-memory bytes between the same two barriers, at least one writes,
and not both are atomic. The model (barrier intervals over the lane model's per-thread byte addresses, every thread
of each launch's block) is analysis/race/; docs/races.md explains it and its limits."""

from __future__ import annotations

from typing import Iterator

from analyzer.checks._race_report import report
from analyzer.checks.base import Context
from analyzer.diagnostics import Diagnostic

ID = "KL107"
KIND = "source"


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    yield from report(unit, ctx, "shared")
