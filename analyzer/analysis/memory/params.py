"""What a `__device__` helper's parameters are at a call the memory interpreter follows.

The array type of a function parameter or pointer declarator that views rows of a tile: `T A[K][Y]`,
`float tile[][32]`, `float (*tile)[32]` and `float (&tile)[32][32]` (C's adjustment makes each parameter a
pointer to rows of Y, or 32, elements), so that `A[r][c]` in a `__device__` helper is the address of row r of
the caller's array, with the row length of the parameter's type (its extents evaluated in the helper's
instantiation). The front end reads `(*X)[N]` and `(&X)[N]` as `*X` and `&X`, its extents left out; they come
back from the text after the name.

The layouts of a helper template's type parameters (`typename V = int4`, `load<float4>(...)`): the call's
explicit argument or the parameter's default, as the caller's types give them; the value of a non-type one's
argument (`template_value`)."""

from __future__ import annotations

import copy
import re
from typing import Any

from analyzer.analysis.memory.address import CType
from analyzer.analysis.variance import Val
from analyzer.cuda import ast
from analyzer.lazyre import lazy
from analyzer.source import text_of


def param_array(interp: Any, p: ast.Param) -> CType | None:
    """The rows-of-a-tile type of parameter `p` (outermost extent unknown), or None when `p` is no array."""
    if p.dims:
        return CType(p.type.base, p.type.pointers, (None, *(_value(interp, d) for d in p.dims[1:])))
    if p.type.pointers + p.type.reference != 1 or not p.name:
        return None
    text = text_of(interp.program.tu.source or "").line(p.span.end_line) or ""
    before, after = text[:p.span.end_column - 1], text[p.span.end_column - 1:]
    if not after.lstrip().startswith(")"):
        return None  # NOTE: `float *p,`: the common case, without a regex
    m = _EXTENTS.match(after)
    if m is None or not re.search(r"\(\s*[*&]\s*" + re.escape(p.name) + r"\s*$", before):
        return None
    dims = extents(interp, m.group(1))
    return CType(p.type.base, 0, (None, *dims[1:]) if p.type.reference else (None, *dims))


_EXTENTS = lazy(r"\s*\)\s*((?:\[[^\[\]]+\]\s*)+)")


def helper_layouts(interp: Any, func: ast.Function, e: ast.Call) -> Any:
    """The caller's `Layouts`, with the type parameters of the helper template `func` that the call `e` binds
    explicitly, by deduction from an argument's type, or by default bound to their types' layouts, in C++'s order:
    a default only where no argument deduces the parameter (a type parameter none binds keeps what the caller's
    instantiation gives its name, as before)."""
    from analyzer.cuda.model.ctype_layout import type_key, unqualified
    from analyzer.cuda.model.evaluate import Env
    env = interp.layouts.env
    types: dict = {}
    found = _deduced(interp, func, e) if len(e.template_args) < len(func.template_params or ()) else {}
    for i, tp in enumerate(func.template_params or ()):
        text = e.template_args[i] if i < len(e.template_args) else found.get(tp.name or "") \
            if any(tp.name and p.type.base == tp.name for p in func.params) else tp.default
        if tp.kind != "type" or not tp.name or not text or env is None:
            continue
        layout = env.layout(unqualified(text))
        if layout is not None:
            types[type_key(tp.name)] = layout
    if not types:
        return interp.layouts
    bound = copy.copy(interp.layouts)
    bound.env = Env(parent=env, types=types)
    return bound


def _deduced(interp: Any, func: ast.Function, e: ast.Call) -> dict[str, str]:
    """Type parameter -> the type the call `e` deduces for it from its arguments' types here, by
    analysis/deduction's rule (`T v` given a float4: float4; `const T *p` given a `double *`: double; an argument
    of unknown type or another depth deduces nothing; two disagreeing: nothing at all)."""
    from analyzer.analysis.deduction import bind_types

    def type_of(a: Any) -> tuple[str, int] | None:
        t = interp.ev.typeof(a)
        return (t.base, t.pointers + len(t.dims)) if t is not None else None

    return bind_types(func, e.args, type_of) or {}


def extents(interp: Any, text: str) -> list:
    """The values of the extents `[A][B]...` written in `text` (None for one not known here): object-like
    macros replaced by their bodies, names evaluated as the function's instantiation binds them."""
    from analyzer.cuda.parse.parser import parse_expression
    dims: list = []
    macros = interp.program.tu.macros or {}
    for extent in re.findall(r"\[([^\[\]]+)\]", text):
        for _ in range(8):  # NOTE: the text is as written: object-like macros (`WU_PER_WARP`) by their bodies
            names = [w for w in re.findall(r"[A-Za-z_]\w*", extent) if w in macros and macros[w].params is None]
            if not names:
                break
            extent = re.sub(r"[A-Za-z_]\w*", lambda w: f"({macros[w.group(0)].body})" if w.group(0) in names
                            else w.group(0), extent)
        try:
            expr = parse_expression(extent)
        except (ArithmeticError, TypeError, ValueError, RecursionError):
            expr = None
        dims.append(_value(interp, expr) if expr is not None else None)
    return dims


def _value(interp: Any, expr: Any) -> int | None:
    """A positive constant extent in the function's instantiation (its template arguments bound), else None."""
    from analyzer.analysis.flow import side_effect_free
    from analyzer.cuda.model.evaluate import evaluate
    if expr is None:
        return None
    try:
        value = evaluate(expr, interp.layouts.env)
    except (ArithmeticError, TypeError, ValueError, RecursionError):
        value = None
    if (not isinstance(value, int) or isinstance(value, bool)) and side_effect_free(expr):
        recording, interp.recording = interp.recording, False  # NOTE: a template argument bound at the call
        try:
            val = interp.ev(expr)
        except (ArithmeticError, TypeError, ValueError, RecursionError, KeyError):
            val = None
        finally:
            interp.recording = recording
        value = val.term[1] if val is not None and val.term is not None and val.term[0] == "c" \
            and not val.thread else None
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else None


def template_value(interp: Any, text: str) -> Any:
    """The value (a Val) of a template argument's text in the caller (`L`, `ROWS`, `4`, `N / 2`), or None."""
    if re.fullmatch(r"[A-Za-z_]\w*", text):
        expr: Any = ast.Name(interp.func.span, text)
    else:
        from analyzer.cuda.parse.parser import parse_expression
        try:
            expr = parse_expression(text)
        except (ValueError, TypeError, RecursionError):
            expr = None
        if expr is None:
            return None
    try:
        return interp.ev(expr)
    except (ArithmeticError, TypeError, ValueError, RecursionError, KeyError):
        return None


def template_binding(interp: Any, func: ast.Function, e: ast.Call) -> tuple[dict[str, int], dict[str, Val]]:
    """(constants, values) of a helper template's non-type parameters at the call `e`: the explicit arguments
    (`load<L>(b, v)`) evaluated here, so the helper runs the instantiation the call makes; a parameter
    without one (deduced, or not evaluable) is an unknown of this call site, never the caller's own
    parameter of the same name."""
    consts = dict(interp.consts)
    env: dict[str, Val] = {}
    for i, p in enumerate(func.template_params or ()):
        if p.kind == "type" or not p.name or "..." in p.kind:
            continue
        consts.pop(p.name, None)
        text = e.template_args[i] if i < len(e.template_args) else p.default
        val = template_value(interp, text) if text else None
        if val is not None and val.term is not None and val.term[0] == "c" and isinstance(val.term[1], int):
            consts[p.name] = val.term[1]
        elif val is not None and val.term is not None and not val.thread and not val.data:
            env[p.name] = val
        else:
            env[p.name] = Val(("u", f"{p.name}@{e.span.line}:{e.span.column}", "arg"))
    return consts, env
