"""Check registry: rule id -> module path. Modules are imported lazily, only for enabled rules.

A check module defines:
    ID = "KL201"
    KIND = "source" | "record"     # what `check` receives: a parsed source unit, or one resource record
    def check(subject, ctx: Context) -> Iterator[Diagnostic]   # a generator; never prints
"""

from __future__ import annotations

import importlib
from types import ModuleType

REGISTRY: dict[str, str] = {
    # Filled in as checks land; tests/test_catalogue.py keeps cards, registry, modules and fixtures in step.
}


def load_check(rule_id: str) -> ModuleType | None:
    path = REGISTRY.get(rule_id)
    return importlib.import_module(path) if path else None
