"""Run settings: defaults, then config file ([tool.kernlint] / .kernlint.yaml), then CLI flags."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from analyzer.diagnostics import Severity

DEFAULT_TARGETS = ("sm_80", "sm_90")
DEFAULT_BLOCK_SIZE = 256


@dataclass
class Settings:
    """Everything a run needs to decide what to check and how. Rule options are keyed by rule id."""

    select: tuple[str, ...] | None = None
    extend_select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    per_file_ignores: dict[str, tuple[str, ...]] = field(default_factory=dict)
    exclude: tuple[str, ...] = ()
    include: tuple[str, ...] = ()
    targets: tuple[str, ...] = DEFAULT_TARGETS
    fail_on: Severity = Severity.NOTE
    block_size: int = DEFAULT_BLOCK_SIZE
    rule_options: dict[str, dict[str, Any]] = field(default_factory=dict)
    severities: dict[str, Severity] = field(default_factory=dict)
    source: str | None = None  # the config file these came from, for messages
