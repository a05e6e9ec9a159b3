"""Findings: positions and diagnostics shared by every front end, rule and reporter."""

from __future__ import annotations

from dataclasses import field
from enum import IntEnum

from analyzer.prebuilt import dataclass


class Severity(IntEnum):
    """Ordered so that `severity >= fail_on` decides the exit code."""

    NOTE = 1
    WARNING = 2
    ERROR = 3

    @classmethod
    def parse(cls, text: str) -> "Severity":
        try:
            return cls[text.strip().upper()]
        except KeyError:
            from analyzer.errors import KernlintError

            raise KernlintError(f"unknown severity {text!r} (expected note, warning or error)") from None

    def __str__(self) -> str:
        return self.name.lower()


@dataclass(frozen=True, slots=True, order=True)
class Span:
    """A source region: 1-based lines and columns, end exclusive (lark meta and SARIF regions alike)."""

    line: int
    column: int
    end_line: int
    end_column: int

    @classmethod
    def at(cls, line: int, column: int = 1, length: int = 1) -> "Span":
        return cls(line, column, line, column + max(length, 1))


@dataclass(frozen=True, slots=True)
class Edit:
    """Replace the text of `span` (1-based, end exclusive, columns in code points of the LF-normalised
    text) by `text`; an empty span (start == end) inserts."""

    span: Span
    text: str


@dataclass(frozen=True, slots=True)
class Fix:
    """A mechanical fix: edits applied together. "safe" keeps what the author evidently meant and is
    applied by `--fix`; "unsafe" may change behaviour and needs `--unsafe-fixes` (ruff's applicability)."""

    edits: tuple[Edit, ...]
    applicability: str = "safe"   # "safe" | "unsafe"
    title: str = ""

    @property
    def safe(self) -> bool:
        return self.applicability == "safe"


@dataclass(frozen=True, slots=True)
class Diagnostic:
    """One finding.

    `path` is the file as the user named it (a source file or a build log; "-" for stdin).
    `span` is None only where no position exists. `symbol` names the kernel (demangled) for findings
    about a kernel, so reporters can emit a logical location. `arch` is the target a finding is
    about, when it is about one. `help` is the fix, kept apart from the message (what is wrong) so
    reporters can print it on its own line; `text` is both as one line. `fix`, when the check can
    write it, is the same fix as edits (applied by `check --fix`, analyzer/lint/fix.py; offered by the LSP).
    """

    rule_id: str
    name: str
    severity: Severity
    message: str
    path: str
    span: Span | None
    symbol: str | None = None
    arch: str | None = None
    help: str | None = None
    extra: dict = field(default_factory=dict, compare=False, hash=False)
    fix: Fix | None = field(default=None, compare=False, hash=False)

    @property
    def text(self) -> str:
        """The message and, when there is one, the fix: the one-line form ("... is undefined. Fix: ...")."""
        if not self.help:
            return self.message
        return f"{self.message}{'' if self.message.endswith(('.', '!', '?')) else '.'} Fix: {self.help}"

    @property
    def line(self) -> int:
        return self.span.line if self.span else 0

    @property
    def column(self) -> int:
        return self.span.column if self.span else 0

    def sort_key(self) -> tuple:
        return (self.path, self.line, self.column, self.rule_id, self.arch or "", self.symbol or "", self.message)


def sort_diagnostics(diagnostics) -> list[Diagnostic]:
    """Deterministic order: path, line, column, rule, then arch/kernel/message to break ties."""
    return sorted(diagnostics, key=Diagnostic.sort_key)
