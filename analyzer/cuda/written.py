"""The text of an expression for a message: the source where the expression is written there, else the expression
printed from the parse. An expression a macro's expansion produced has the invocation as its span (`BLOCK_SUM(src,
out)` for every access of the macro's body): quoting that as the access, or building code from it, is not code.
`written` gives `sm[t + 16]` instead, and `expanded_from` the macro, to name where its `#define` is. An expression
macro's invocation (`HALF2(s[k][n])`) is code: quoted as written."""

from __future__ import annotations

import os
import re
from typing import Any

from analyzer.cuda import ast

_INVOCATION = re.compile(r"([A-Za-z_]\w*)\s*(\(.*\))?", re.S)
_PRECEDENCE = {"*": 13, "/": 13, "%": 13, "+": 12, "-": 12, "<<": 11, ">>": 11, "<": 10, "<=": 10, ">": 10, ">=": 10,
               "==": 9, "!=": 9, "&": 8, "^": 7, "|": 6, "&&": 5, "||": 4}


def written(unit: Any, node: Any) -> str:
    """The expression's text, on one line: as written, or printed from the parse where a macro of statements
    produced it (`unit`: a SourceUnit; a plain source text keeps the text as written)."""
    source = unit if isinstance(unit, str) else unit.tu.source or unit.text or ""
    text = " ".join((ast.source_text(source, node.span) or "?").split())
    return text if isinstance(unit, str) or _statements(unit, text, node) is None else printed(node)


def expanded_from(unit: Any, node: Any) -> str | None:
    """"the expansion of `M`, defined at line N" for an expression a macro of statements produced, else None."""
    source = unit.tu.source or unit.text or ""
    macro = _statements(unit, " ".join((ast.source_text(source, node.span) or "").split()), node)
    if macro is None:
        return None
    name = macro.name
    where = f", defined at line {macro.line}" if macro.file is None else \
        f", defined at {os.path.basename(macro.file)}:{macro.line}"
    return f"the expansion of `{name}`{where}"


def _statements(unit: Any, text: str, node: Any) -> Any:
    """The macro of statements (its body holds a `;` or a brace) whose invocation is the span of `node`, or None.
    An expression macro (`#define HALF2(v) (reinterpret_cast<half2 *>(&(v))[0])`) is quoted as invoked: that is
    code, the access as the reader wrote it."""
    name = _expansion(text, node)
    macro = (unit.tu.macros or {}).get(name) if name is not None else None
    return macro if macro is not None and any(c in macro.body for c in ";{}") else None


def _expansion(text: str, node: Any) -> str | None:
    """The macro whose invocation is the whole of `text`, the span of `node`, where `node` is not that call."""
    m = _INVOCATION.fullmatch(text)
    if m is None:
        return None
    name = m.group(1)
    if isinstance(node, ast.Name) and node.id.split("::")[-1] == name:
        return None
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id.split("::")[-1] == name:
        return None
    if isinstance(node, ast.Cast) and node.type.text.strip() == name or isinstance(node, (ast.IntLit, ast.FloatLit,
                                                                                          ast.BoolLit)):
        return None
    return name


def printed(e: Any) -> str:
    """C source for an expression of the parse (spacing normalised, the parentheses it needs)."""
    if isinstance(e, ast.Name):
        return e.id
    if isinstance(e, (ast.IntLit, ast.FloatLit, ast.StrLit, ast.CharLit, ast.Opaque)):
        return e.text
    if isinstance(e, ast.BoolLit):
        return "true" if e.value else "false"
    if isinstance(e, ast.Member):
        return f"{_operand(e.base)}{'->' if e.arrow else '.'}{e.field}"
    if isinstance(e, ast.Index):
        return f"{_operand(e.base)}[{printed(e.index)}]"
    if isinstance(e, ast.Call):
        targs = f"<{', '.join(e.template_args)}>" if e.template_args else ""
        return f"{_operand(e.func)}{targs}({', '.join(printed(a) for a in e.args)})"
    if isinstance(e, ast.Unary):
        return f"{_operand(e.operand)}{e.op}" if e.postfix else f"{e.op}{_operand(e.operand)}"
    if isinstance(e, ast.Binary):
        return f"{_side(e.left, e.op, e.paren_left, False)} {e.op} {_side(e.right, e.op, e.paren_right, True)}"
    if isinstance(e, ast.Assign):
        return f"{printed(e.target)} {e.op} {printed(e.value)}"
    if isinstance(e, ast.Conditional):
        return f"{_operand(e.cond)} ? {printed(e.then)} : {printed(e.other)}"
    if isinstance(e, ast.Cast):
        return f"({e.type.text}){_operand(e.expr)}" if e.kind == "c" else \
            f"{e.kind}_cast<{e.type.text}>({printed(e.expr)})" if e.kind != "functional" else \
            printed(e.expr).join((e.type.text, "")) if isinstance(e.expr, ast.InitList) else \
            f"{e.type.text}({printed(e.expr)})"
    if isinstance(e, ast.Comma):
        return ", ".join(printed(x) for x in e.exprs)
    if isinstance(e, ast.InitList):
        return "{" + ", ".join(printed(x) for x in e.items) + "}"
    if isinstance(e, ast.SizeOf):
        return f"{e.op}({e.type.text if e.type is not None else printed(e.expr)})"
    return "?"


def _operand(e: Any) -> str:
    """An operand of a postfix or prefix operator: parenthesised unless it is a primary or postfix expression."""
    text = printed(e)
    return text if isinstance(e, (ast.Name, ast.IntLit, ast.FloatLit, ast.StrLit, ast.CharLit, ast.BoolLit,
                                  ast.Member, ast.Index, ast.Call)) else f"({text})"


def _side(e: Any, op: str, paren: bool, right: bool) -> str:
    text = printed(e)
    if paren or isinstance(e, (ast.Assign, ast.Conditional, ast.Comma)):
        return f"({text})"
    if isinstance(e, ast.Binary):
        inner, outer = _PRECEDENCE.get(e.op, 0), _PRECEDENCE.get(op, 0)
        if inner < outer or right and inner == outer:
            return f"({text})"
    return text
