"""Macros of a project's own headers no definition was visible for (the include path was not given), read by the
place C++ leaves them, at the token level:

- **A statement macro after a statement on its line** (`cudaMalloc(&d, n); CUERR` then a new line): an upper-case
  name that is the last token of its line, right after a `;` on the same line, can only be a statement of its own
  (no declaration or expression continues a line that way); a `;` is read after it, so the next line's statement
  is parsed as its own, not swallowed (`CUERR int *h = ...` is no C++).
- **A loop's attribute macro** (`CUDA_UNROLL for (...)`, `PRAGMA_UNROLL while (...)`): an upper-case name at a
  statement's start right before `for`, `while`, `do`, `if` or `switch` can only be a pragma's or an attribute's
  spelling (`_Pragma("unroll")`); it is left out.
- **An explicit instantiation's attribute macro** (`template CUGRAPH_EXPORT void f<int>(int *);`): an upper-case
  name right after a `template` that no `<` follows, used nowhere else, is an export or visibility attribute's
  spelling; it is left out.
- **Function qualifiers** (`GLOBALQUALIFIER void k(...)`, `HOSTDEVICEQUALIFIER INLINEQUALIFIER bool f()`, a lambda's
  `[=] DEVICEQUALIFIER { ... }`): a run of upper-case names at a declaration's start (or after a capture), each saying
  what it stands for by a CUDA word in its name, followed by the declaration's type and name: read as the keyword the
  name says (`GLOBAL`/`KERNEL`: `__global__`; `HOST` and `DEVICE`: `__host__ __device__`; `DEVICE`: `__device__`;
  `HOST`: `__host__`; `INLINE`: `inline`), the definition's own statement of its meaning, as a CUTLASS_DEVICE's
  (keywords.LIBRARY_MACROS); and RAPIDS raft's `DI`, `HDI`, `HD` (inline __device__, inline __host__ __device__,
  __host__ __device__).
- **A piece of a string literal** (`printf("%" PRIu32 " items\n", n)`, <cinttypes>' format macros, or a project's
  upper-case name between two literals): a name right after a string literal that another literal follows, or a
  `PRI`/`SCN` format name after one, can only be a string literal's spelling; it is read as `""`."""

from __future__ import annotations

import re

_UPPER = re.compile(r"[A-Z][A-Z0-9_]*\Z")
_NAME = re.compile(r"[A-Z_][A-Z0-9_]*\Z")  # NOTE: `__HOSTDEVICE__` too
_WORDS = ("GLOBAL", "KERNEL", "DEVICE", "HOST", "INLINE")
_QUALIFIER_IN = re.compile(r"(?:(?:GLOBAL|KERNEL|DEVICE|HOST|INLINE)[A-Z0-9_]*|\b(?:H?DI|HD))\s")  # NOTE: cheap test
# NOTE: RAPIDS raft's qualifiers (raft/util/cuda_utils.cuh, used by cuML, cuGraph, cuVS): `DI` inline __device__,
# `HDI` inline __host__ __device__, `HD` __host__ __device__; read only where a qualifier can stand (the rule above)
_ABBREVIATED = {"DI": ("inline", "__device__"), "HDI": ("inline", "__host__", "__device__"),
                "HD": ("__host__", "__device__")}
_STATEMENT_IN = re.compile(r";[ \t]*[A-Z][A-Z0-9_]*[ \t]*$", re.MULTILINE)
_STATEMENT_WORDS = frozenset({"for", "while", "do", "if", "switch"})
_LOOP_IN = re.compile(r"[A-Z0-9_][ \t]+(?:for|while|do|if|switch)\b")  # NOTE: first tests, cheap; the token
_TEMPLATE_IN = re.compile(r"template[ \t]+[A-Z]")  # pass decides
_PIECE_IN = re.compile(r"\"[ \t]*(?:PRI|SCN)[diouxX]|\"[ \t]+[A-Z_][A-Z0-9_]*[ \t]+\"")  # NOTE: a cheap first test
_FORMAT = re.compile(r"(?:PRI|SCN)[diouxXfFeEgGaAcs](?:8|16|32|64|MAX|PTR|LEAST\d+|FAST\d+)\Z")
_STARTS = frozenset({";", "{", "}", ">", ":", ")", "]"})  # NOTE: `)`: after an attribute; `>`: after `template
# <...>`; `]`: a lambda's capture
_NOT_TYPE = frozenset({"(", ")", ";", ",", "=", "{", "}", ".", "->", "[", "]", "<<", "<<<"})


def unseen_macros_in(text: str) -> bool:
    """Whether `text` may hold one of the forms (a cheap test before the token pass)."""
    return any(rx.search(text) is not None for rx in (_STATEMENT_IN, _QUALIFIER_IN, _LOOP_IN, _TEMPLATE_IN, _PIECE_IN))


def _meaning(word: str) -> tuple[str, ...] | None:
    if word in _ABBREVIATED:
        return _ABBREVIATED[word]
    if not _NAME.match(word) or not any(w in word for w in _WORDS):
        return None
    if "GLOBAL" in word or "KERNEL" in word:
        return ("__global__",)
    if "DEVICE" in word:
        return ("__host__", "__device__") if "HOST" in word else ("__device__",)
    return ("__host__",) if "HOST" in word else ("inline",)


def _elsewhere(raw: list[tuple]) -> set[str]:
    """The words used anywhere but right after a `template` (an export macro is used only there; a type, `template
    FLOAT max<FLOAT>(FLOAT, FLOAT);`, elsewhere too): found once per token list."""
    return {t[1] for k, t in enumerate(raw) if t[0] == "id" and not (k and raw[k - 1][1] == "template")}


def unseen_macros(raw: list[tuple]) -> list[tuple]:
    """`raw` (tokens.lex's) with the forms of the module read as C++."""
    elsewhere: set[str] | None = None  # NOTE: found on the first `template UPPER` only
    out: list[tuple] = []
    n, i = len(raw), 0
    while i < n:
        r = raw[i]
        prev = out[-1] if out else None
        if r[0] == "id" and _UPPER.match(r[1]) and prev is not None and prev[1] == ";" and prev[4] == r[4] \
                and (i + 1 == n or raw[i + 1][4] > r[4] and raw[i + 1][1] not in (";", "(", "=", ".", "->", "[")):
            out.extend((r, ("op", ";", r[3], r[3], r[4], r[5] + len(r[1]))))
            i += 1
            continue
        if r[0] == "id" and _UPPER.match(r[1]) and prev is not None and prev[1] in (";", "{", "}") \
                and i + 1 < n and raw[i + 1][1] in _STATEMENT_WORDS:
            i += 1  # NOTE: `CUDA_UNROLL for (...)`
            continue
        if r[0] == "id" and prev is not None and prev[1] == "template" and _UPPER.match(r[1]) and _meaning(
                r[1]) is None and i + 1 < n and raw[i + 1][0] == "id":
            elsewhere = _elsewhere(raw) if elsewhere is None else elsewhere
            if r[1] not in elsewhere:
                i += 1  # NOTE: `template CUGRAPH_EXPORT void f<int>(...)`
                continue
        if r[0] == "id" and prev is not None and prev[0] == "str" and (_FORMAT.match(r[1]) or _UPPER.match(r[1]) and (
                i + 1 < n and raw[i + 1][0] == "str")):
            out.append(("str", '""', *r[2:]))  # NOTE: `"%" PRIu32 " items"`
            i += 1
            continue
        if r[0] == "id" and (prev is None or prev[1] in _STARTS) and _meaning(r[1]) is not None:
            j = i
            while j < n and raw[j][0] == "id" and _meaning(raw[j][1]) is not None:
                j += 1
            # NOTE: then the declaration: a type (a word, maybe qualified) and more before the declarator's `(`; or
            # a lambda's body or parameters after its capture (`[=] DEVICEQUALIFIER { ... }`)
            lambda_ = prev is not None and prev[1] == "]" and j < n and raw[j][1] in ("(", "{", "mutable", "->")
            if lambda_ or j + 1 < n and raw[j][0] == "id" and raw[j][1] not in _NOT_TYPE and raw[j + 1][1] not in (
                    "(", "="):
                for k in range(i, j):
                    out.extend(("id", w, *raw[k][2:]) for w in _meaning(raw[k][1]))
                i = j
                continue
        out.append(r)
        i += 1
    return out


__all__ = ["unseen_macros", "unseen_macros_in"]
