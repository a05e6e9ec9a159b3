"""The (Block, statement index) trails from a function body down to each launch and declaration: reaching's index
(model/reaching.py), walked by the per-class child steps of cuda/query.iter_nodes."""

from __future__ import annotations

from typing import Any

from analyzer.cuda import ast
from analyzer.cuda.query import PUSHERS, pusher


def block_trails(root: Any, trails: dict[int, list[tuple[Any, int]]], decls: dict[int, Any]) -> None:
    """Into `trails` by id: the (Block, statement index) pairs from `root` down to each Launch, Decl and Call (none under
    a Launch: analysis/deduction looks names up at a call of a function template as at a launch); into `decls`: each
    Declarator's Decl."""
    stack: list[tuple[Any, list[tuple[Any, int]]]] = [(root, [])]
    pop, pushers, block, launch, decl, call = stack.pop, PUSHERS, ast.Block, ast.Launch, ast.Decl, ast.Call
    while stack:
        node, trail = pop()
        cls = type(node)  # NOTE: the IR has no subclasses
        if cls is block:
            stack.extend([(child, trail + [(node, i)]) for i, child in enumerate(node.stmts)])
            continue
        if cls is launch or cls is decl or cls is call:
            trails[id(node)] = trail
            if cls is launch:
                continue
            if cls is decl:
                decls.update((id(d), node) for d in node.declarators)
        if (step := pushers[cls] if cls in pushers else pusher(cls)) is not None:
            kids: list[Any] = []
            step(node, kids.append)  # NOTE: last child first: pushed back in field order, as `children()` was
            stack.extend([(child, trail) for child in reversed(kids)])
