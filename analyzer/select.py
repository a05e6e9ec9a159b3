"""Which rules run: select / extend-select / ignore with codes, prefixes or names (longest prefix wins)."""

from __future__ import annotations

from dataclasses import field
from typing import Iterable

from analyzer.catalogue import Rule, load_catalogue
from analyzer.prebuilt import dataclass
from analyzer.errors import KernlintError


def _normalize(selector: str, what: str) -> str:
    """Turn a selector (ALL, KL, KL2, KL201, divergent-branch) into a code prefix."""
    text = selector.strip()
    if text.upper() == "ALL":
        return ""
    catalogue = load_catalogue()
    upper = text.upper()
    if upper == "KL":  # every kernlint rule (ruff's `select = ["E"]` for the whole family)
        return upper
    if upper.startswith("KL") and upper[2:].isdigit() and len(upper) <= 5:
        if len(upper) == 5 and upper not in catalogue:
            raise KernlintError(f"unknown rule {selector!r} in {what}")
        if not any(code.startswith(upper) for code in catalogue):
            raise KernlintError(f"unknown rule prefix {selector!r} in {what}")
        return upper
    for rule in catalogue.values():
        if text.lower() == rule.name or text.lower() in rule.aliases:
            return rule.id
    raise KernlintError(f"unknown rule {selector!r} in {what}")


def _best(code: str, prefixes: Iterable[str]) -> int:
    """Length of the longest prefix in `prefixes` matching `code`, or -1."""
    return max((len(p) for p in prefixes if code.startswith(p)), default=-1)


@dataclass(frozen=True)
class Selection:
    """The decided rule set. Built from cards' `default_enabled` plus user selectors."""

    select: tuple[str, ...] | None = None
    extend_select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    enabled: frozenset[str] = field(default_factory=frozenset)  # filled by build()

    @classmethod
    def build(cls, select: Iterable[str] | None = None, extend_select: Iterable[str] = (),
              ignore: Iterable[str] = (), what: str = "--select") -> "Selection":
        sel = tuple(_normalize(s, what) for s in select) if select is not None else None
        ext = tuple(_normalize(s, "extend-select") for s in extend_select)
        ign = tuple(_normalize(s, "ignore") for s in ignore)
        enabled = set()
        for code, rule in load_catalogue().items():
            if sel is None:
                # NOTE: the default selection is the least specific selector (ruff: default `select` is
                # prefixes, so `ignore = ["E"]` removes all of E); any ignore prefix, ALL included, beats it.
                on_len = 0 if rule.default_enabled else -1
            else:
                on_len = _best(code, sel)
            on_len = max(on_len, _best(code, ext))
            off_len = _best(code, ign)
            # NOTE: flake8's DecisionEngine: the more specific selector decides; ties go to ignore.
            if on_len >= 0 and on_len > off_len:
                enabled.add(code)
        return cls(sel, ext, ign, frozenset(enabled))

    def is_enabled(self, code: str) -> bool:
        return code in self.enabled

    def rules(self) -> list[Rule]:
        return [rule for code, rule in load_catalogue().items() if code in self.enabled]
