"""Template kernels judged per launched instantiation.

A template kernel is analysed once, its non-type template parameters left as block-uniform symbols
(`("u", "S", "arg")`). Each launch in the analysed sources that names the template's arguments
(`k<16><<<g, b>>>`, or defaults) binds those symbols for the launch's shape (warps.Shape.bind), so
`(threadIdx.x / S) % 2` is judged with S = 16 for the launch `k<16>` and the finding names that launch.
Arguments we cannot evaluate (a host template's own parameter) leave the symbol unbound, as before. A point of the
kernel under an `if` on the template's arguments alone (`if constexpr (!is_warp)`) is in the instantiations that
take that arm only (`reached`), and a condition is judged with the arguments put in (`bound_term`).
"""

from __future__ import annotations

from typing import Any

from analyzer.analysis import terms as T
from analyzer.cuda import ast


def template_args(text: str) -> tuple[str, ...]:
    """`k<16, float>` -> ("16", "float") (top-level commas only)."""
    from analyzer.cuda.parse.build_expr import split_args

    if "<" not in text or ">" not in text:
        return ()
    return split_args(text[text.index("<") + 1:text.rindex(">")])


def binding(func: ast.Function, launch: Any, constants: dict[str, int]) -> tuple[tuple[str, int], ...]:
    """The non-type template arguments of the launched instantiation, as (parameter name, value)."""
    params = func.template_params or ()
    if not params:
        return ()
    from analyzer.cuda.model.evaluate import evaluate
    from analyzer.cuda.parse.parser import parse_expression

    args = template_args(getattr(launch, "kernel", ""))
    if len(args) > len(params) or any("..." in p.kind for p in params):
        return ()
    # NOTE: an argument written at the launch takes its value there (the launching function's locals:
    # `constexpr int kBlock = 256; k<kBlock><<<...>>>`, LaunchInfo.template_values); a default, in the
    # template's scope: the file's constants and the parameters before it
    at_launch = getattr(launch, "template_values", ()) or ()
    known: dict[str, int] = {}
    for i, p in enumerate(params):
        if p.name is None:
            continue
        if i < len(at_launch) and at_launch[i] is not None:
            known[p.name] = at_launch[i]
            continue
        text = args[i] if i < len(args) else p.default
        if not text:
            continue
        if p.kind == "type":  # NOTE: `typename C = Cfg`: C::kWidth is Cfg's static constexpr kWidth
            head = f"{text.strip()}::"
            known.update((f"{p.name}::{k[len(head):]}", v) for k, v in constants.items() if k.startswith(head))
            continue
        try:
            expr = parse_expression(text)
            value = evaluate(expr, {**constants, **known}) if expr is not None else None
        except (ArithmeticError, TypeError, ValueError, RecursionError):
            value = None
        if isinstance(value, int) and not isinstance(value, bool):
            known[p.name] = value
    return tuple(sorted(known.items()))


def describe(func: ast.Function, bind: tuple[tuple[str, int], ...]) -> str:
    """`k<S=16>` for messages."""
    return f"{func.name}<{', '.join(f'{k}={v}' for k, v in bind)}>" if bind else func.name


def bound_term(term: T.Term, shape: Any) -> T.Term:
    """`term` with the instantiation's template arguments put in (`is_warp ? vote : flag` is `flag` in k<false>)."""
    if not shape.bind:
        return term
    return T.substitute(term, {("u", name, "arg"): T.const(value) for name, value in shape.bind}) or term


def reached(guards: tuple, shape: Any) -> bool:
    """Whether the point `guards` lead to is in the instantiation `shape` binds: no `if` on its template arguments
    alone (`if constexpr (!is_warp)`, a plain `if` on them alike) takes the other arm there."""
    bound = dict(shape.bind)
    for g in guards:
        if g.kind not in ("if", "else") or g.val.thread or g.val.term is None or not bound:
            continue
        names = {s[1] for s in T.symbols(g.val.term)}
        if not names or not names <= bound.keys():
            continue
        try:
            value = T.compile_term(g.val.term)(0, 0, 0, 0, 0, bound)
        except (ArithmeticError, TypeError, ValueError, KeyError):
            continue
        if bool(value) != (g.kind == "if"):
            return False
    return True
