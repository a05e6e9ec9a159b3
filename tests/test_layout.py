"""The layout of ARCHITECTURE.md holds: no import circles, no import running back up, no module over 400 lines.

The import graph is read from the source (every `import`, function-local ones included) with `ast`.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "analyzer"
# package -> packages it must not import (directly or in a function)
FORBIDDEN = {
    "analyzer.cuda": ("analyzer.analysis", "analyzer.checks", "analyzer.lint", "analyzer.commands",
                      "analyzer.reporters", "analyzer.logs", "analyzer.occupancy"),
    "analyzer.analysis": ("analyzer.checks", "analyzer.lint", "analyzer.commands", "analyzer.reporters"),
    "analyzer.checks": ("analyzer.lint", "analyzer.commands", "analyzer.reporters"),
    "analyzer.logs": ("analyzer.checks", "analyzer.lint", "analyzer.commands", "analyzer.reporters"),
    "analyzer.occupancy": ("analyzer.logs", "analyzer.checks", "analyzer.lint", "analyzer.commands",
                           "analyzer.reporters"),
    "analyzer.lint": ("analyzer.commands", "analyzer.reporters"),
    "analyzer.reporters": ("analyzer.commands", "analyzer.lint", "analyzer.checks"),
}


def _modules() -> dict[str, Path]:
    found = {}
    for path in PACKAGE.rglob("*.py"):
        name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        found[name.removesuffix(".__init__")] = path
    return found


def _graph() -> dict[str, set[str]]:
    modules = _modules()
    edges: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = package.split(".")[:len(package.split(".")) - node.level + 1]
                    base = ".".join(parts + ([base] if base else []))
                targets = [base] + [f"{base}.{alias.name}" for alias in node.names]
            else:
                continue
            for target in targets:
                while target and target not in modules:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    edges[name].add(target)
    return edges


def _cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative enough for ~150 nodes)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def test_no_import_circles() -> None:
    assert _cycles(_graph()) == []


def test_no_import_runs_back_up() -> None:
    upward = []
    for name, targets in _graph().items():
        for package, forbidden in FORBIDDEN.items():
            if name == package or name.startswith(package + "."):
                upward += [f"{name} -> {t}" for t in sorted(targets)
                           if any(t == f or t.startswith(f + ".") for f in forbidden)]
    assert upward == []


def test_no_module_over_400_lines() -> None:
    long = {str(p.relative_to(ROOT)): n for p in PACKAGE.rglob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > 400}
    assert long == {}
