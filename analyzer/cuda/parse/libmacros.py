"""Library macros no definition was visible for (the code's include path was not given), read as their
definitions at the token level: CUTLASS/CuTe attribute macros (keywords.LIBRARY_MACROS) and the toolkits'
function-like macros (keywords.LIBRARY_CALLS, `HIP_DYNAMIC_SHARED(type, var)` and a project's `X_DYNAMIC_SHARED`)."""

from __future__ import annotations

import re

from analyzer.cuda.parse.keywords import LIBRARY_CALLS, LIBRARY_MACROS

# NOTE: a project's own spelling of HIP's macro (SIRIUS' `ACC_DYNAMIC_SHARED(type, var)`, review r16 B-P1): a
# `*_DYNAMIC_SHARED(type, var)` no definition was visible for declares the kernel's dynamic shared memory too
_DYNAMIC_SHARED = re.compile(r"^[A-Z][A-Z0-9_]*_DYNAMIC_SHARED$")


def library_macros(raw: list[tuple]) -> list[tuple]:
    """CUTLASS/CuTe attribute macros and the toolkits' function-like macros no definition was visible for, as their
    definitions (keywords.LIBRARY_MACROS, keywords.LIBRARY_CALLS): a word of the definition takes the macro name's
    position, an argument's tokens keep theirs."""
    out: list[tuple] = []
    i, n = 0, len(raw)
    while i < n:
        r = raw[i]
        words = LIBRARY_MACROS.get(r[1]) if r[0] == "id" else None
        call = LIBRARY_CALLS.get(r[1]) or (LIBRARY_CALLS["HIP_DYNAMIC_SHARED"] if r[1].endswith("_DYNAMIC_SHARED")
                                           and _DYNAMIC_SHARED.match(r[1]) else None) \
            if r[0] == "id" and words is None else None
        args = _call_arguments(raw, i + 1) if call is not None else None
        if args is not None and call is not None and len(args[0]) == len(call[0]):
            bound = dict(zip(call[0], args[0]))
            for w in call[1]:
                out.extend(bound[w] if w in bound else [(_kind(w), w, *r[2:])])
            i = args[1] + 1
            continue
        if words is None:
            out.append(r)
        else:
            out.extend(("id", w, *r[2:]) for w in words)
        i += 1
    return out


def _kind(word: str) -> str:
    return "id" if word[:1].isalpha() or word[:1] == "_" else "op"


def _call_arguments(raw: list[tuple], k: int) -> tuple[list[list[tuple]], int] | None:
    """The arguments' tokens of a macro call whose `(` is raw[k] (split at its top-level commas), and the index of
    its `)`; None when no `(` is there or it is not closed."""
    if k >= len(raw) or raw[k][1] != "(":
        return None
    args: list[list[tuple]] = [[]]
    depth = 0
    for j in range(k + 1, len(raw)):
        v = raw[j][1]
        if v in ("(", "[", "{"):
            depth += 1
        elif v in (")", "]", "}"):
            if depth == 0:
                return (args, j) if v == ")" else None
            depth -= 1
        elif v == "," and depth == 0:
            args.append([])
            continue
        args[-1].append(raw[j])
    return None
