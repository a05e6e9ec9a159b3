"""KL105 deprecated-warp-intrinsic — docs: rules/KL105.yaml.

Calls of `__shfl`, `__shfl_up`, `__shfl_down`, `__shfl_xor`, `__any`, `__all`, `__ballot` (no `_sync`).
NOTE: not in HIP code (SourceUnit.model.hip): there these names are the documented HIP API (AMD
wavefronts execute in lock step; HIP's `_sync` forms arrived later and take 64-bit masks), so the
non-`_sync` forms are valid and portable HIP. Also not when the file defines the name itself (a
function, or a `#define` compatibility wrapper in effect at the call that an sm_70+ target compiles), nor calls that a macro expansion produced (ggml maps
`__shfl_xor_sync` to `__shfl_xor` for HIP in a header: the source as written uses the `_sync` form).
A call written in the body of a macro that this file defines is reported once, at the `#define`
(where the fix goes), unless the macro is itself a warp-intrinsic wrapper (`#define __shfl_xor_sync(..)
__shfl_xor(..)`) or the name called is itself a macro that sm_70+ targets compile (`#define __any(p)
__any_sync(..)`: the expansion the compiler sees is the `_sync` form)."""

from __future__ import annotations

import re
from typing import Iterator

from analyzer.checks.base import Context, kernel_name
from analyzer.cuda import ast
from analyzer.cuda.ast import source_text
from analyzer.cuda.pp.archs import volta_compiles
from analyzer.cuda.query import nodes_of
from analyzer.diagnostics import Diagnostic, Edit, Fix, Span

ID = "KL105"
KIND = "source"

_REPLACEMENT = {
    "__shfl": "__shfl_sync(0xffffffff, v, srcLane[, width])",
    "__shfl_up": "__shfl_up_sync(0xffffffff, v, delta[, width])",
    "__shfl_down": "__shfl_down_sync(0xffffffff, v, delta[, width])",
    "__shfl_xor": "__shfl_xor_sync(0xffffffff, v, laneMask[, width])",
    "__any": "__any_sync(0xffffffff, predicate)",
    "__all": "__all_sync(0xffffffff, predicate)",
    "__ballot": "__ballot_sync(0xffffffff, predicate)",
}


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    if unit.model.hip:
        return
    # NOTE: code no sm_70+ target compiles is not judged (pp/archs.py): the `#else` of `#if defined(__CUDACC__)`
    # (hip-clang's, for AMD, where `__shfl_down` is HIP's intrinsic on a lock-step wavefront), `__CUDA_ARCH__ < 700`
    yield from (d for d in _findings(unit, ctx) if volta_compiles(unit.tu.archs, d.span.line))


def _findings(unit, ctx: Context) -> Iterator[Diagnostic]:
    defined = {f.name for f in unit.tu.functions()}
    text = unit.tu.source or unit.text
    for node in nodes_of(unit.tu, ast.Call):  # NOTE: no IR class derives from Call
        if not isinstance(node.func, ast.Name):
            continue
        name = node.func.id.split("::")[-1]
        if name not in _REPLACEMENT or name in defined:
            continue
        if _mapped(unit, name, node.func.span.line):
            continue
        if source_text(text, node.func.span) != node.func.id:
            continue  # NOTE: produced by a macro expansion (e.g. a HIP compatibility header): not written here
        yield _report(ctx, node.func.span, name, fix=_fix(text, node.func.span, name),
                      symbol=kernel_name(unit, node.func.span), call=_written(text, node, name))
    yield from _in_macros(unit, ctx, defined, text)


FULL_MASK = "0xffffffff"


def _fix(text: str, span: Span, name: str) -> Fix | None:
    """`__shfl_down(v, d)` -> `__shfl_down_sync(0xffffffff, v, d)`: unsafe, since the full mask claims
    that all 32 lanes reach the call, which only the author can vouch for (KL106 checks it)."""
    lines = text.split("\n")
    if span.line != span.end_line or not 1 <= span.line <= len(lines):
        return None
    rest = lines[span.line - 1][span.end_column - 1:]
    paren = len(rest) - len(rest.lstrip(" \t"))
    if rest[paren:paren + 1] != "(" or rest[paren + 1:].lstrip().startswith(")"):
        return None  # NOTE: arguments on the next line or behind a macro: no mechanical edit
    at = span.end_column + paren + 1
    return Fix((Edit(span, f"{name}_sync"), Edit(Span(span.line, at, span.line, at), f"{FULL_MASK}, ")),
               "unsafe", f"use `{name}_sync` with the full-warp mask {FULL_MASK}")


def _written(text: str, node, name: str) -> str | None:
    """The `_sync` form of this call with every argument as written, the width of a sub-warp shuffle
    included (`__shfl(v, 0, 2)` -> `__shfl_sync(0xffffffff, v, 0, 2)`: without the `2` it reads lane 0 of the
    warp, not of each pair)."""
    args = [source_text(text, a.span).strip() for a in node.args]
    if not args or not all(args) or any(len(a) > 60 for a in args):
        return None
    return f"{name}_sync({FULL_MASK}, {', '.join(args)})"


def _report(ctx: Context, span, name: str, where: str = "", fix: Fix | None = None,
            symbol: str | None = None, call: str | None = None) -> Diagnostic:
    return ctx.report(span, fix=fix, symbol=symbol, detail=(
        f"`{name}`{where} has no lane mask: the non-`_sync` warp intrinsics are removed for sm_70 and later "
        f"(CUDA 9+ rejects them there) and relied on the warp running in lock step, which independent "
        f"thread scheduling no longer guarantees"),
        help=f"use `{call or _REPLACEMENT[name]}`, with the mask of the lanes that take part in place of {FULL_MASK}"
             + (" (keep the width: it makes the lane numbers relative to each group of `width` lanes)"
                if call is None and name.startswith("__shfl") else ""))


# NOTE: a macro named like a warp intrinsic is a compatibility wrapper (`#define __shfl_xor_sync(..) ..`)
_WRAPPER = re.compile(r"__(?:shfl(?:_up|_down|_xor)?|any|all|ballot)(?:_sync)?$")


def _mapped(unit, name: str, line: int) -> bool:
    """Whether `name` is, at `line` of this file, a macro that a target with independent thread scheduling (sm_70+)
    compiles (pp/archs.py): the compiler expands it, so the legacy name is not what it sees."""
    state, seen = None, False
    for at, n, mac in unit.tu.macro_events:
        if at > line:
            break
        if n == name:
            state, seen = mac, True
    if not seen:  # NOTE: a header's macro: defined wherever the header is included
        header = (unit.tu.macros or {}).get(name)
        state = header if header is not None and header.file is not None else None
    return state is not None and (state.file is not None or volta_compiles(unit.tu.archs, state.line))


def _in_macros(unit, ctx: Context, defined: set[str], text: str) -> Iterator[Diagnostic]:
    """Deprecated calls in the bodies of the macros this file defines, at their place in the `#define`."""
    lines = text.split("\n")
    # NOTE: every live #define of the file, also those #undef'd later (their uses came before)
    written = [m for _, _, m in unit.tu.macro_events if m is not None] or list((unit.tu.macros or {}).values())
    for macro in {id(m): m for m in written}.values():
        if macro.file is not None or _WRAPPER.match(macro.name) or not 1 <= macro.line <= len(lines):
            continue
        toks = [t for t in macro.tokens if t.text.strip()]
        called = {a.text for a, b in zip(toks, toks[1:])
                  if a.text in _REPLACEMENT and b.text == "(" and a.text not in defined
                  and not _mapped(unit, a.text, macro.line)}
        if not called:
            continue
        # NOTE: the body as written spans the `#define` line and its `\` continuation lines
        ln = macro.line
        while True:
            line = lines[ln - 1]
            for m in re.finditer(r"\b(" + "|".join(sorted(called, key=len, reverse=True)) + r")\s*\(", line):
                before = line[:m.start()]
                if "//" in before or before.rfind("/*") > before.rfind("*/"):
                    continue  # NOTE: in a comment on the directive's line
                yield _report(ctx, Span(ln, m.start() + 1, ln, m.start() + 1 + len(m.group(1))), m.group(1),
                              f" (in macro `{macro.name}`)")
            if not line.rstrip("\r").endswith("\\") or ln >= len(lines):
                break
            ln += 1
