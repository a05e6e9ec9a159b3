"""Errors the host never looks at: kernel launches with no last-error check (KL502), runtime calls whose
returned error code is discarded (KL503).

A launch is checked when a cudaGetLastError/cudaPeekAtLastError (their HIP twins, a checking macro of a
known code base, or a function of the file that calls one) follows it in the same function before the
next launch (a launch in another arm of the same if/else or switch is not "next"). A launch still
unchecked at the end of its function is a finding when the function then waits for the GPU or copies
results back (it uses what the launch produced before anyone could check), or when a caller in this
file calls it and launches again or uses the results unchecked; otherwise it is a launch helper whose
callers (maybe in other files) are responsible."""

from __future__ import annotations

import re

from analyzer.analysis.host import apis
from analyzer.analysis.host.events import LineIndex, close_bracket, expr_text
from analyzer.analysis.host.program import HostProgram
from analyzer.prebuilt import dataclass
from analyzer.cuda import ast
from analyzer.diagnostics import Span


@dataclass(frozen=True)
class Unchecked:
    span: Span
    name: str  # the kernel or the API call
    why: str  # launches: "next-launch" (another launch follows first) or "end" (nothing checks before the end)
    next_line: int | None = None


def _arms(events: list) -> list[dict[str, str]]:
    """For each event, the arm of each if/else or switch it sits in (branch -> arm)."""
    out, current = [], {}
    for e in events:
        if e.kind == "arm_start":
            current = {**current, e.args[0]: e.args[1]}
        elif e.kind == "arm_end":
            current = {k: v for k, v in current.items() if k != e.args[0]}
        out.append(current)
    return out


def _status(events: list, arms: list, i: int, launches: list[int]) -> tuple[str, int | None]:
    """checked | next-launch | end-consumed (a wait or blocking copy after it uses the results) | end-free."""
    mine = arms[i]
    nxt = next((j for j in launches if j > i and not any(mine.get(b, a) != a for b, a in arms[j].items())),
               len(events))
    # NOTE: a return in the launch's own arm (or an enclosing one), not one under a further condition
    ret = next((j for j in range(i + 1, nxt) if events[j].kind == "return"
                and all(mine.get(b) == a for b, a in arms[j].items())), None)
    if ret is not None:
        nxt = ret  # NOTE: `launch; return;` ends the path: the launch after the if is not next
    if any(events[j].kind == "check" for j in range(i + 1, nxt)):
        return "checked", None
    if ret is None and nxt < len(events):
        return "next-launch", nxt
    if any(e.kind == "sync" and e.scope != "unseen" for e in events[i + 1:nxt]):  # NOTE: a wait we know of
        return "end-consumed", None
    return "end-free", None


def unchecked_launches(program: HostProgram) -> list[Unchecked]:
    own: dict[Span, tuple[str, int | None, str]] = {}  # own launch -> (status, next launch line, kernel)
    inlined: dict[Span, list[str]] = {}  # launch -> its status in each caller's copy
    for hf in program.functions:
        events = hf.events
        launches = [i for i, e in enumerate(events) if e.kind == "work" and e.launch]
        if not launches:
            continue
        arms = _arms(events)
        for i in launches:
            e = events[i]
            status, nxt = _status(events, arms, i, launches)
            if e.helper:
                inlined.setdefault(e.span, []).append(status)
            elif status != "checked":
                own[e.span] = (status, events[nxt].where.line if nxt is not None else None, e.name)
    found = []
    for span, (status, next_line, name) in own.items():
        if status == "end-free":
            # NOTE: a launch helper: its callers decide. Callers in other files are not seen, so only
            # callers here that leave it unchecked make it a finding.
            contexts = inlined.get(span, ())
            if not any(c in ("next-launch", "end-consumed") for c in contexts):
                continue
        found.append(Unchecked(span, name, "next-launch" if status == "next-launch" else "end", next_line))
    return sorted(found, key=lambda u: (u.span.line, u.span.column))


_STATEMENT_CALL = re.compile(r"(?:^|[;{}])\s*((?:cuda|hip)[A-Z]\w*)\s*\(")
_SANITIZE = re.compile(r"//[^\n]*|/\*[\s\S]*?\*/|\"(?:[^\"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*'")


def unchecked_calls(tu: ast.TranslationUnit) -> list[Unchecked]:
    """Runtime calls written as a statement of their own (`cudaFree(p);`): their error code is dropped."""
    # NOTE: a visible declaration decides: its function returns an error code or does not, whatever its name
    defined = _Declared(tu)
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
            if cls is ast.Block:
                for k, stmt in enumerate(node.stmts):
                    call = _discarded(stmt, defined)
                    if call is not None and not (k + 1 < len(node.stmts) and _checks(node.stmts[k + 1])):
                        found.append(Unchecked(call.span, expr_text(call), "discarded"))
            elif cls is not ast.ExprStmt:
                for field in ("then", "other", "body", "stmt"):
                    call = _discarded(getattr(node, field, None), defined)
                    if call is not None:
                        found.append(Unchecked(call.span, expr_text(call), "discarded"))
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


class _Declared:
    """Whether a function's declaration visible at a line returns an error code: the last one before the line (C++
    declares a name from its declaration on), else the first after it (a prototype placed later in the file)."""

    def __init__(self, tu: ast.TranslationUnit):
        self.lines: dict[str, list[tuple[int, bool]]] = {}
        for f in tu.functions():
            self.lines.setdefault(f.name, []).append((f.span.line, f.return_type.base in _ERROR_TYPES))

    def returns_error(self, name: str, line: int) -> bool:
        found = self.lines.get(name)
        if not found:
            return apis.is_runtime_call(name)
        before = [error for at, error in found if at <= line]
        return before[-1] if before else found[0][1]


def _discarded(stmt, defined: _Declared) -> ast.Call | None:
    """The runtime call `stmt` consists of (`cudaFree(p);`), if it is one: a function of the runtime's table, or
    one whose visible declaration returns cudaError_t/hipError_t/CUresult."""
    if type(stmt) is ast.ExprStmt and type(stmt.expr) is ast.Call and isinstance(stmt.expr.func, ast.Name):
        name = stmt.expr.func.id.rsplit("::", 1)[-1]
        if defined.returns_error(name, stmt.expr.span.line):
            return stmt.expr
    return None


def _checks(stmt) -> bool:
    """Does `stmt` read the last error (`checkCUDAError("copy");` after the call: Rodinia's pattern)?"""
    from analyzer.cuda.query import iter_nodes

    if type(stmt) is ast.ExprStmt and type(stmt.expr) is ast.Name:
        return apis.is_check_macro(stmt.expr.id)  # NOTE: `cudaMalloc(&d, n); CUERR`: an unseen checking macro
    for n in iter_nodes(stmt):
        if type(n) is ast.Call and isinstance(n.func, ast.Name) and apis.is_check_name(n.func.id.rsplit("::", 1)[-1]):
            # NOTE: checkCudaErrors(cudaMemcpy(...)) checks its argument's result, not the last error
            return not any(type(m) is ast.Call and isinstance(m.func, ast.Name) and apis.is_runtime_call(
                m.func.id.rsplit("::", 1)[-1]) for a in n.args for m in iter_nodes(a))
    return False


# Statements only: an expression statement is all KL503 reads, and a call inside an expression is used.
_STATEMENTS = {ast.Block, ast.If, ast.For, ast.While, ast.DoWhile, ast.Switch, ast.Case, ast.Labeled,
               ast.ExprStmt, ast.Unparsed}
_LEAVES = {ast.ExprStmt}
_ERROR_TYPES = frozenset({"cudaError_t", "cudaError", "hipError_t", "hipError", "CUresult", "cudaError_enum"})


def _text_calls(source: str, span: Span, lines: LineIndex, defined: _Declared) -> list[Unchecked]:
    lo, hi = lines.offset(span.line, span.column), lines.offset(span.end_line, span.end_column)
    text = _SANITIZE.sub(lambda m: " " * len(m.group()), source[lo:hi])
    out = []
    for m in _STATEMENT_CALL.finditer(text):
        name = m.group(1)
        if not defined.returns_error(name, lines.position(lo + m.start(1))[0]):
            continue
        j = close_bracket(text, m.end(), "(", ")")
        rest = text[j:].lstrip()
        after = re.match(r";\s*(\w+)\s*\(", rest)
        checked = after and apis.is_check_name(after.group(1)) and not re.match(
            r"\s*(?:cuda|hip)[A-Z]", rest[after.end():])
        if rest.startswith(";") and not checked:
            line, column = lines.position(lo + m.start(1))
            out.append(Unchecked(Span(line, column, line, column + len(name)),
                                 " ".join(text[m.start(1):j].split()), "discarded"))
    return out
