"""KL301's wave64 patterns beyond literal 32s (HIP code; AMD wavefronts of 64 lanes):

- a `__ballot`/`__ballot_sync`/`__activemask()` result (64-bit on HIP) stored in a 32-bit integer: the
  bits of lanes 32..63 are dropped;
- `__popc`/`__ffs`/`__clz`/`__brev` of such a mask (the argument is converted to 32 bits: use the `ll` forms);
- a shuffle reduction whose offsets start at 16 (`for (int o = 16; o > 0; o /= 2) v += __shfl_down(v, o)`, or a
  literal 16 as the offset) with no width: on a 64-lane wavefront it reduces two halves separately.
Not findings: `warpSize`-based offsets, masks kept in 64 bits, shuffles with an explicit width, and the
offset-16 step of a chain that starts at 32 on the statement before (`_after_32`: the chain is judged).
(The literal-32 lane arithmetic and 32-bit constant masks are in kl301_hardcoded_warp_size.)
"""

from __future__ import annotations

from typing import Iterator

from analyzer.cuda import ast
from analyzer.cuda.model.ctype_layout import int_type
from analyzer.cuda.query import iter_nodes, mentions
from analyzer.diagnostics import Span

_MASKS = {"__ballot", "__ballot_sync", "__activemask"}
_BITS = {"__popc": "__popcll", "__ffs": "__ffsll", "__clz": "__clzll", "__brev": "__brevll"}
_REDUCE = {"__shfl_down", "__shfl_xor", "__shfl_down_sync", "__shfl_xor_sync"}


def _name(call: ast.Call) -> str:
    return call.func.id.split("::")[-1] if isinstance(call.func, ast.Name) else ""


def _mask_call(e: ast.Expr | None) -> ast.Call | None:
    while isinstance(e, ast.Cast):
        e = e.expr
    return e if isinstance(e, ast.Call) and _name(e) in _MASKS else None


def _is_32(t: ast.TypeRef | None) -> bool:
    kind = int_type(t) if t is not None else None
    return kind is not None and kind[0] == 32


def findings(func: ast.Function, defined: frozenset[str] = frozenset()) -> Iterator[tuple[Span, str, str]]:
    """(span, what is wrong, the fix) of each wave64 hazard in `func`. `defined`: functions the file defines
    (an overload `__shfl_down(float4, ..., width = 32)` is not the built-in)."""
    types = {p.name: p.type for p in func.params if p.name}
    masks: set[str] = set()
    chained = _after_32(func, defined)
    for n in iter_nodes(func.body):
        if isinstance(n, ast.Declarator):
            types[n.name] = n.type
            call = _mask_call(n.init)
            if call is not None:
                masks.add(n.name)
                if _is_32(n.type) or _is_32(_cast_type(n.init)):
                    yield _truncated(n.span, n.name, call)
        elif isinstance(n, ast.Assign) and isinstance(n.target, ast.Name):
            call = _mask_call(n.value)
            if call is not None:
                masks.add(n.target.id)
                if _is_32(types.get(n.target.id)) or _is_32(_cast_type(n.value)):
                    yield _truncated(n.span, n.target.id, call)
        elif isinstance(n, ast.Call) and _name(n) in _BITS and len(n.args) == 1:
            arg = n.args[0]
            if _mask_call(arg) is not None or isinstance(arg, ast.Name) and arg.id in masks:
                yield (n.span, f"`{_name(n)}` converts its argument to 32 bits, so the ballot mask loses lanes 32..63 "
                       "of a 64-lane wavefront", f"use `{_BITS[_name(n)]}`")
        elif isinstance(n, ast.For):
            yield from _half_wave_loop(n, defined)
        elif isinstance(n, ast.Call) and _name(n) in _REDUCE and _name(n) not in defined:
            at = 2 if _name(n).endswith("_sync") else 1
            if len(n.args) == at + 1 and isinstance(n.args[at], ast.IntLit) and n.args[at].value == 16 \
                    and not _in_loop_of(n, func) and id(n) not in chained:
                yield (n.args[at].span, f"a shuffle offset of 16 starts the reduction at half a 32-lane warp; on a "
                       "64-lane wavefront lanes 32..63 are reduced separately from lanes 0..31",
                       "start at `warpSize / 2` (and loop down to 1)")


def _cast_type(e: ast.Expr | None) -> ast.TypeRef | None:
    return e.type if isinstance(e, ast.Cast) else None


def _truncated(span: Span, name: str, call: ast.Call) -> tuple[Span, str, str]:
    return (span, f"`{name}` keeps the result of `{_name(call)}` in 32 bits; HIP returns a 64-bit mask, so the "
            "lanes 32..63 of a 64-lane wavefront are dropped",
            f"declare `{name}` as `unsigned long long` (or `uint64_t`, `auto`)")


def _half_wave_loop(loop: ast.For, defined: frozenset[str]) -> Iterator[tuple[Span, str, str]]:
    """`for (int o = 16; o > 0; o >>= 1)` around a down/xor shuffle by `o` with no width."""
    init = loop.init
    if not isinstance(init, ast.Decl) or len(init.declarators) != 1:
        return
    d = init.declarators[0]
    if not isinstance(d.init, ast.IntLit) or d.init.value != 16:
        return
    for n in iter_nodes(loop.body):
        if isinstance(n, ast.Call) and _name(n) in _REDUCE and _name(n) not in defined:
            at = 2 if _name(n).endswith("_sync") else 1
            if len(n.args) == at + 1 and mentions(n.args[at], d.name):
                yield (d.init.span, f"the shuffle reduction's offsets start at 16, half a 32-lane warp; on a 64-lane "
                       "wavefront lanes 32..63 are reduced separately and lane 0 misses half the sum",
                       "start at `warpSize / 2`: `for (int offset = warpSize / 2; offset > 0; offset /= 2)`")
                return


def _in_loop_of(call: ast.Call, func: ast.Function) -> bool:
    """Whether the call sits in a `for` loop (those are judged by _half_wave_loop)."""
    for n in iter_nodes(func.body):
        if isinstance(n, ast.For) and any(m is call for m in iter_nodes(n.body)):
            return True
    return False


def _offset(call: ast.Call, defined: frozenset[str]) -> tuple[str, str, int] | None:
    """(shuffle, value name, literal offset) of a built-in down/xor shuffle `__shfl_down(v, 16)`, else None."""
    if _name(call) not in _REDUCE or _name(call) in defined:
        return None
    at = 2 if _name(call).endswith("_sync") else 1
    if len(call.args) != at + 1 or not isinstance(call.args[at], ast.IntLit) or not isinstance(call.args[at - 1], ast.Name):
        return None
    return _name(call), call.args[at - 1].id, call.args[at].value


def _after_32(func: ast.Function, defined: frozenset[str]) -> set[int]:
    """The offset-16 shuffles whose reduction chain starts at 32 on the statement before (`v += __shfl_down(v, 32);
    v += __shfl_down(v, 16); ...`, a 64-lane wavefront's reduction): the chain is judged, not its second step."""
    found: set[int] = set()
    for block in iter_nodes(func.body):
        if not isinstance(block, ast.Block):
            continue
        previous: set = set()
        for stmt in block.stmts:
            steps = {(o[0], o[1], o[2]): c for c in iter_nodes(stmt) if isinstance(c, ast.Call)
                     and (o := _offset(c, defined)) is not None}
            found.update(id(c) for (name, value, offset), c in steps.items()
                         if offset == 16 and (name, value, 32) in previous)
            previous = set(steps)
    return found
