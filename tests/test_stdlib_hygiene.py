"""No module of analyzer/ patches the standard library, reaches into its private parts, or unpickles.

A change of Python must never give kernlint a silently different `re` or `dataclasses` (issue 30): no
assignment to (or deletion or setattr of) an attribute of a standard-library module, no private attribute of
one (`re._compiler`, `dataclasses._FIELD`, `_sre`), and no pickle.load/loads (a cache file is read as signed
plain data: analyzer/lint/cache.py, analyzer/codecache.py)."""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MODULES = sorted((ROOT / "analyzer").rglob("*.py"))
STDLIB = set(sys.stdlib_module_names)
# NOTE: documented functions whose names start with an underscore, not private parts
DOCUMENTED = {("os", "_exit"), ("sys", "_getframe")}


def _stdlib_aliases(tree: ast.Module) -> dict[str, str]:
    """Local name -> the standard-library module it is bound to, anywhere in the module."""
    aliases = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                top = alias.name.split(".")[0]
                if top in STDLIB:
                    aliases[alias.asname or top] = alias.name if alias.asname else top
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            top = node.module.split(".")[0]
            for alias in node.names:
                if top in STDLIB and f"{node.module}.{alias.name}".split(".")[0] in STDLIB and \
                        alias.name[:1].islower() and alias.name in _submodules(node.module):
                    aliases[alias.asname or alias.name] = f"{node.module}.{alias.name}"
    return aliases


def _submodules(module: str) -> set[str]:
    import importlib
    import pkgutil

    try:
        package = importlib.import_module(module)
    except ImportError:
        return set()
    return {m.name for m in pkgutil.iter_modules(getattr(package, "__path__", []))}


def _root(node: ast.AST) -> ast.AST:
    while isinstance(node, (ast.Attribute, ast.Subscript, ast.Call)):
        node = node.value if not isinstance(node, ast.Call) else node.func
    return node


def _problems(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    tree = ast.parse(text)
    aliases = _stdlib_aliases(tree)
    where = path.relative_to(ROOT)
    found = []

    def stdlib_root(node: ast.AST) -> str | None:
        root = _root(node)
        return aliases.get(root.id) if isinstance(root, ast.Name) else None

    for node in ast.walk(tree):
        targets: list[ast.AST] = []
        if isinstance(node, (ast.Assign, ast.Delete)):
            targets = node.targets
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets = [node.target]
        for target in targets:
            for part in ast.walk(target) if isinstance(target, (ast.Tuple, ast.List)) else [target]:
                if isinstance(part, ast.Attribute) and stdlib_root(part.value):
                    found.append(f"{where}:{node.lineno}: assigns to {ast.unparse(part)}")
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("setattr", "delattr"):
            if node.args and stdlib_root(node.args[0]):
                found.append(f"{where}:{node.lineno}: {ast.unparse(node)[:60]}")
        if isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__"):
            module = stdlib_root(node.value)
            if module and (module, node.attr) not in DOCUMENTED:
                found.append(f"{where}:{node.lineno}: private {ast.unparse(node)}")
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] in STDLIB:
            for alias in node.names:
                if alias.name.startswith("_") and not alias.name.startswith("__"):
                    found.append(f"{where}:{node.lineno}: imports private {node.module}.{alias.name}")
        if isinstance(node, ast.Attribute) and node.attr in ("load", "loads") and stdlib_root(node.value) == "pickle":
            found.append(f"{where}:{node.lineno}: unpickles ({ast.unparse(node)})")
        if isinstance(node, ast.ImportFrom) and node.module == "pickle" and {a.name for a in node.names} & {
                "load", "loads", "Unpickler"}:
            found.append(f"{where}:{node.lineno}: imports pickle's readers")
    for match in re.finditer(r"(?:\.|\bimport\s+|\bfrom\s+)(_compiler|_parser|_FIELD\w*|_sre|sre_compile|sre_parse)\b",
                             text):
        found.append(f"{where}: mentions {match.group(0)}")
    return found


def test_no_module_patches_or_reaches_into_the_standard_library():
    assert len(MODULES) > 100
    problems = [p for path in MODULES for p in _problems(path)]
    assert problems == []


def test_the_checker_finds_what_it_forbids(tmp_path):
    """Near misses beside the positives: the checker is not vacuous."""
    bad = tmp_path / "bad.py"
    bad.write_text("import re, sys, dataclasses as dc, pickle\nfrom re import _compiler\n"
                   "re._compiler.compile = None\ndc.exec = exec\nsetattr(sys.modules['re'], 'x', 1)\n"
                   "sys.modules['re'].y = 2\nx = dc._FIELD\npickle.loads(b'')\nimport _sre\n", encoding="utf-8")
    good = tmp_path / "good.py"
    good.write_text("import re, os, sys\nclass C:\n    pass\nC.x = re.compile('a')\nos._exit\nsys._getframe\n"
                    "self_re = re\nos.environ['X'] = '1'\n(a if re.match('a', 'b') else b)[0] = 1\n_FIELDS = {}\n", encoding="utf-8")
    global ROOT
    saved, ROOT = ROOT, tmp_path
    try:
        found = _problems(bad)
        assert _problems(good) == []
    finally:
        ROOT = saved
    text = "\n".join(found)
    for expected in ("imports private re._compiler", "assigns to re._compiler.compile", "assigns to dc.exec",
                     "setattr(sys.modules", "assigns to sys.modules['re'].y", "private dc._FIELD", "unpickles",
                     "mentions import _sre"):
        assert expected in text, (expected, text)


def test_lazy_patterns_compile_on_first_use_to_the_same_pattern():
    import re as stdlib_re

    from analyzer.lazyre import lazy

    pattern = lazy(r"(?P<word>\w+)-(\d)", stdlib_re.I)
    assert "_source" in vars(pattern) and "match" not in vars(pattern)  # NOTE: nothing compiled yet
    twin = stdlib_re.compile(r"(?P<word>\w+)-(\d)", stdlib_re.I)
    assert pattern.match("Ab-1").groups() == twin.match("Ab-1").groups() and "match" in vars(pattern)
    assert (pattern.pattern, pattern.flags, pattern.groups, pattern.groupindex) == (
        twin.pattern, twin.flags, twin.groups, twin.groupindex)
    assert pattern.sub("x", "a-1 b-2") == "x x" and [m.group(2) for m in pattern.finditer("a-1 b-2")] == ["1", "2"]
    assert lazy(rb"\d+").findall(b"a12b3") == [b"12", b"3"]
