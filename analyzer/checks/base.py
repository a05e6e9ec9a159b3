"""What a check gets: its rule, configured severity and options, and a way to report."""

from __future__ import annotations

from dataclasses import field
from typing import Any

from analyzer.catalogue import Rule
from analyzer.prebuilt import dataclass
from analyzer.config import Settings
from analyzer.diagnostics import Diagnostic, Severity, Span


ASSUMED = (". A note: it holds for the assumed block but not for every block, and no launch of the kernel with a "
           "known block was found (set `block-size`, or `kernels:` with the kernel's block, in the config to judge "
           "the real launch)")


@dataclass
class Context:
    """Per (rule, subject) context.

    `options` is the card's option defaults merged with the user's config. `settings` is the run's
    Settings (targets, assumed block size, ...). `path` is the file the subject came from.
    """

    rule: Rule
    severity: Severity
    options: dict[str, Any]
    path: str
    settings: Settings = field(default_factory=Settings)
    shared: dict[str, Any] = field(default_factory=dict)  # per-subject cache shared by all checks (e.g. variance)

    def report(self, span: Span | None, message: str | None = None, *, symbol: str | None = None,
               arch: str | None = None, help: str | None = None, fix: Any = None, note: bool = False,
               launch: Any = None, **fields: Any) -> Diagnostic:
        """Build a Diagnostic for this rule. `message` wins; otherwise the card's template is formatted.
        `note`: at most a note whatever the configured severity (the finding says why it is not worth acting on).
        `launch`: the block shape (warps.Shape, or anything with `assumed`) the finding is true for, given only
        when it would not be true for every block: if that shape is assumed (no launch in the kernel's program
        tells the block, and the config's `block-size` does not either), the finding is at most a note, and says so (`ASSUMED`): the one place a finding's
        severity follows the launch facts."""
        text = message if message is not None else self.rule.message.format(**fields)
        if launch is not None and getattr(launch, "assumed", False) and getattr(self.settings, "block_shape", None) is None:
            note = True
            if message is None and "detail" in fields:
                fields = {**fields, "detail": fields["detail"] + ASSUMED}
                text = self.rule.message.format(**fields)
            else:
                text += ASSUMED
        severity = min(self.severity, Severity.NOTE) if note else self.severity
        return Diagnostic(self.rule.id, self.rule.name, severity, text, self.path, span,
                          symbol=symbol, arch=arch, help=help, extra=fields.get("extra") or {}, fix=fix)


def enclosing_function(unit: Any, span: Span | None) -> Any:
    """The function definition of `unit` whose text holds `span` (an ast.Function), or None: for checks that
    walk the whole unit and name the kernel a finding is in (`symbol=kernel_name(...)`)."""
    from analyzer.cuda.query import holds

    if span is None:
        return None
    return next((func for func in unit.tu.functions() if func.body is not None and holds(func.span, span)), None)


def kernel_name(unit: Any, span: Span | None) -> str | None:
    """The qualified name of the `__global__` function holding `span` (JSON/SARIF `kernel`, baselines), or None."""
    func = enclosing_function(unit, span)
    if func is None or not func.is_kernel:
        return None
    from analyzer.cuda.model.build import qualified

    return qualified(func)
