"""What a file's functions store to: the names the model may not take as constant (analyzer/cuda/model/envs.py).

`_written_names` (a file's stores, out-parameter arguments included), `out_params` (the `T&` parameters of its
functions), `indirect_writes` (a node's stores besides `=`, `++` and `&x`).
"""

from __future__ import annotations

from typing import Any, Iterator

from analyzer.cuda import ast
from analyzer.cuda.model.evaluate import Env
from analyzer.cuda.query import iter_nodes


def out_params(tu: ast.TranslationUnit) -> dict[str, frozenset[int]]:
    """Functions of the file that can write through an argument: positions of non-const `T&` parameters."""
    table: dict[str, frozenset[int]] = {}
    for item in tu.items:
        if isinstance(item, ast.Function):
            positions = frozenset(i for i, p in enumerate(item.params)
                                  if p.type.reference and "const" not in p.type.qualifiers and not p.type.pointers)
            if positions:
                table[item.name.split("::")[-1]] = table.get(item.name.split("::")[-1], frozenset()) | positions
    return table


def indirect_writes(node: Any, env: Env) -> Iterator[Any]:
    """Targets a node may store to besides `=`, `++` and `&x`: arguments bound to `T&` parameters of the
    file's functions, names a non-const reference is bound to (`int& r = v;`), and the right operands
    of a discarded `>>` chain (`std::cin >> n;`)."""
    cls = type(node)
    if cls is ast.Call and isinstance(node.func, ast.Name):
        positions = env.out_positions(node.func.id.split("::")[-1])
        yield from (node.args[i] for i in positions if i < len(node.args))
    elif cls is ast.Declarator and node.type.reference and "const" not in node.type.qualifiers:
        if node.init is not None:
            yield node.init
    elif cls is ast.ExprStmt and isinstance(node.expr, ast.Binary) and node.expr.op == ">>":
        e = node.expr
        while isinstance(e, ast.Binary) and e.op == ">>":
            yield e.right
            e = e.left


_INDIRECT = (ast.Call, ast.Declarator, ast.ExprStmt)  # the classes indirect_writes can yield a target for


def _written_names(tu: ast.TranslationUnit, env: Env) -> set[str]:
    """Names stored to anywhere in the file (`x = ..`, `x.y = ..`, `x += ..`, `++x`, `&x`, `f(x)` with
    `f(int&)`, `int& r = x`, `cin >> x`)."""
    stored, calls = _stores(tu)
    written = set(stored)
    for name, args in calls:
        for i in env.out_positions(name):
            if i < len(args):
                _add_root(args[i], written)
    return written


_WALKS: list[tuple[Any, dict[int, list]]] = [(None, {})]


def body_walks(tu: ast.TranslationUnit) -> dict[int, list]:
    """id(function) -> `list(iter_nodes(function.body))` of each function of the file with a body: the one walk of
    them that _stores and the model's per-function facts (model/build.py) share.

    NOTE: the last file's answer is kept (a strong reference, so its ids cannot be reused), as _stores' is."""
    last, found = _WALKS[0]
    if last is not tu:
        found = {id(item): list(iter_nodes(item.body)) for item in tu.items
                 if isinstance(item, ast.Function) and item.body is not None}
        _WALKS[0] = (tu, found)
    return found


_STORES: list[tuple[Any, tuple[frozenset[str], tuple[tuple[str, tuple], ...]]]] = [(None, (frozenset(), ()))]


def _stores(tu: ast.TranslationUnit) -> tuple[frozenset[str], tuple[tuple[str, tuple], ...]]:
    """(names stored to anywhere in the file but through a call's argument, (callee, arguments) of every
    call by name): what _written_names needs of the file's function bodies, the out-parameter positions
    apart (those depend on the env).

    NOTE: the last file's answer is kept (a strong reference, so its id cannot be reused): the model's
    global_env and the analyses' own (program.py, conflicts.py) ask it of one file in turn."""
    last, found = _STORES[0]
    if last is tu:
        return found
    stored: set[str] = set()
    calls: list[tuple[str, tuple]] = []
    for nodes in body_walks(tu).values():
        for node in nodes:
            cls = type(node)
            if cls is ast.Assign:
                _add_root(node.target, stored)
            elif cls is ast.Unary and node.op in ("++", "--", "&"):
                _add_root(node.operand, stored)
            elif cls is ast.Call:
                if isinstance(node.func, ast.Name):
                    calls.append((node.func.id.split("::")[-1], node.args))
            else:
                for target in indirect_writes(node, _NO_ENV):  # NOTE: the writes that are not a call's
                    _add_root(target, stored)
    found = (frozenset(stored), tuple(calls))
    _STORES[0] = (tu, found)
    return found


_NO_ENV = Env()


def _add_root(target: Any, names: set[str]) -> None:
    """The variable a store to `target` writes (`a` for `a.x[i]`), added to `names` when it is a name."""
    while isinstance(target, (ast.Member, ast.Index)):
        target = target.base
    if isinstance(target, ast.Name):
        names.add(target.id.split("::")[-1])
