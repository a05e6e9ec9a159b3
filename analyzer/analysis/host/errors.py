"""Errors the host never looks at: kernel launches with no last-error check (KL502), runtime calls whose
returned error code is discarded (KL503).

A launch is checked when a cudaGetLastError/cudaPeekAtLastError (their HIP twins, a checking macro of a
known code base, or a function of the file that calls one) follows it in the same function before the
next launch. A launch still unchecked at the end of its function is checked when every call of that
function in the file is followed by a check before the caller's next launch (the caller checks for
its launch helpers); a function with no caller in the file has no one to check for it."""

from __future__ import annotations

import re
from dataclasses import dataclass

from analyzer.analysis.host import apis
from analyzer.analysis.host.events import LineIndex, expr_text
from analyzer.analysis.host.program import HostProgram
from analyzer.cuda import ast
from analyzer.diagnostics import Span


@dataclass(frozen=True)
class Unchecked:
    span: Span
    name: str  # the kernel or the API call
    why: str  # launches: "next-launch" (another launch follows first) or "end" (nothing checks before the end)
    next_line: int | None = None


def unchecked_launches(program: HostProgram) -> list[Unchecked]:
    own_results: dict[Span, tuple[bool, str, int | None]] = {}  # own launch -> (checked, why, next line)
    inlined: dict[Span, list[bool]] = {}  # launch -> checked? in each caller's copy
    for hf in program.functions:
        events = hf.events
        launches = [i for i, e in enumerate(events) if e.kind == "work" and e.launch]
        for n, i in enumerate(launches):
            nxt = launches[n + 1] if n + 1 < len(launches) else len(events)
            checked = any(events[j].kind == "check" for j in range(i + 1, nxt))
            e = events[i]
            if e.helper:
                inlined.setdefault(e.span, []).append(checked)
            elif not checked:
                why = "next-launch" if nxt < len(events) else "end"
                own_results[e.span] = (False, why, events[nxt].where.line if nxt < len(events) else None)
    found = []
    for span, (_, why, next_line) in own_results.items():
        contexts = inlined.get(span)
        if why == "end" and contexts and all(contexts):
            continue
        name = next((e.name for hf in program.functions for e in hf.own if e.span == span), "?")
        found.append(Unchecked(span, name, why, next_line))
    return sorted(found, key=lambda u: (u.span.line, u.span.column))


_STATEMENT_CALL = re.compile(r"(?:^|[;{}])\s*((?:cuda|hip)[A-Z]\w*)\s*\(")
_SANITIZE = re.compile(r"//[^\n]*|/\*[\s\S]*?\*/|\"(?:[^\"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*'")


def unchecked_calls(tu: ast.TranslationUnit) -> list[Unchecked]:
    """Runtime calls written as a statement of their own (`cudaFree(p);`): their error code is dropped."""
    defined = {f.name for f in tu.functions()}
    found: list[Unchecked] = []
    lines: LineIndex | None = None
    for item in tu.items:
        if isinstance(item, ast.Function):
            if item.body is None or item.is_kernel:
                continue
            roots = [item.body]
        elif isinstance(item, ast.Unparsed):
            roots = [item]
        else:
            continue
        stack: list = list(roots)
        while stack:
            node = stack.pop()
            cls = type(node)
            if cls is ast.Unparsed:
                lines = lines or LineIndex(tu.source)
                found.extend(_text_calls(tu.source, node.span, lines, defined))
                continue
            if cls is ast.ExprStmt and type(node.expr) is ast.Call and isinstance(node.expr.func, ast.Name):
                name = node.expr.func.id.rsplit("::", 1)[-1]
                if apis.is_runtime_call(name) and name not in defined:
                    found.append(Unchecked(node.expr.span, expr_text(node.expr), "discarded"))
            if cls is ast.Lambda or cls in _LEAVES:
                continue
            for field in node.__slots__:
                value = getattr(node, field)
                if type(value) is tuple:
                    stack.extend(v for v in value if type(v) in _STATEMENTS)
                elif type(value) in _STATEMENTS:
                    stack.append(value)
    found = list({(u.span.line, u.span.column): u for u in found}.values())
    return sorted(found, key=lambda u: (u.span.line, u.span.column))


# Statements only: an expression statement is all KL503 reads, and a call inside an expression is used.
_STATEMENTS = {ast.Block, ast.If, ast.For, ast.While, ast.DoWhile, ast.Switch, ast.Case, ast.Labeled,
               ast.ExprStmt, ast.Unparsed}
_LEAVES = {ast.ExprStmt}


def _text_calls(source: str, span: Span, lines: LineIndex, defined: set[str]) -> list[Unchecked]:
    lo, hi = lines.offset(span.line, span.column), lines.offset(span.end_line, span.end_column)
    text = _SANITIZE.sub(lambda m: " " * len(m.group()), source[lo:hi])
    out = []
    for m in _STATEMENT_CALL.finditer(text):
        name = m.group(1)
        if not apis.is_runtime_call(name) or name in defined:
            continue
        depth, j = 1, m.end()
        while j < len(text) and depth:
            depth += (text[j] == "(") - (text[j] == ")")
            j += 1
        if text[j:].lstrip().startswith(";"):
            line, column = lines.position(lo + m.start(1))
            out.append(Unchecked(Span(line, column, line, column + len(name)),
                                 " ".join(text[m.start(1):j].split()), "discarded"))
    return out
