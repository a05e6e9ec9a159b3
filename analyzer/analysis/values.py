"""The abstract value of an expression in the lane model (re-exported by analyzer.analysis.variance, which
documents it): its term, whether it may differ between threads, whether it comes from memory."""

from __future__ import annotations

from functools import lru_cache
from typing import Any


from analyzer.analysis import terms as T
from analyzer.prebuilt import dataclass


@dataclass(frozen=True)
class Val:
    term: T.Term | None
    thread: bool = False
    data: bool = False
    unsigned: int = 0  # 32 or 64 for an unsigned int / size_t value (threadIdx.x is unsigned), 0 signed


@lru_cache(maxsize=1024)
def int_literal(text: str, value: int) -> Val:
    """The value of an integer literal written `text` (`32u`: unsigned). NOTE: remembered per process: a Val is
    immutable, and the interpreters evaluate literals at every pass."""
    suffix = text.lower().lstrip("0123456789abcdefx'")
    return Val(T.const(value), unsigned=("u" in suffix) * (64 if "l" in suffix else 32))


def uniform_unknown(name: str, kind: str = "arg", data: bool = False) -> Val:
    return Val(("u", name, kind), False, data)


VARYING = Val(None, True, True)
SMEM = "~smem:"
"""The environment key prefix of a shared location's mark (analyzer.analysis.flow): no identifier starts with `~`."""
OPAQUE = "opaque@"
"""The name prefix of a uniform value the evaluator cannot follow (`opaque@line:column`): a race resting on one is
no claim (race/worlds.py)."""
CLEAN = Val(T.const(0))
"""The mark of a shared location no thread wrote since the last barrier (a dirty one is VARYING)."""


def size_of(ev: Any, e: Any) -> Val:
    """`sizeof(T)` / `alignof(T)` in the evaluator `ev` (variance.ExprEval, as its `_SizeOf`): a size_t constant where
    the type is known (built-in and CUDA vector types; with the memory interpreter's layouts, the file's structs and
    the instantiation's type parameters: `sizeof(int4) / sizeof(T)` is 4 for float), else an opaque uniform value."""
    from analyzer.cuda.model.evaluate import Env, sizeof
    layouts = getattr(ev.i, "layouts", None)  # NOTE: memory.address.Layouts (MemInterp and RaceInterp); none in flow
    got = sizeof(e, layouts.env if layouts is not None and layouts.env is not None else Env()) \
        if e.op != "sizeof..." else None  # NOTE: a pack's length: not followed
    if got is None or type(got[0]) is not int:
        return uniform_unknown(f"{OPAQUE}{e.span.line}:{e.span.column}")
    return Val(T.const(got[0]), unsigned=64)


def init_list(ev, e) -> Val:
    """The value of a brace initializer `{p[0], p[1]}` for the evaluator `ev` (variance.ExprEval): every item is
    evaluated (its loads are accesses, analysis/memory), and the aggregate varies between threads when an item does."""
    items = [ev(x) for x in e.items]
    if any(v.thread for v in items):
        return VARYING
    return uniform_unknown(f"init@{e.span.line}:{e.span.column}", data=any(v.data for v in items))


def decides(op: str, a: Val) -> bool | None:
    """The value of `a && x` (False) or `a || x` (True) where the operand `a` alone decides it, whatever `x`
    is: a constant 0 for `&&`, a non-zero one for `||`; else None."""
    if op not in ("&&", "||") or not T.is_const(a.term) or not isinstance(a.term[1], (int, float)):
        return None
    return None if bool(a.term[1]) != (op == "||") else op == "||"
