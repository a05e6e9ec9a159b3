"""Kernel names: demangle with GNU's demangler (the `cxxfilt` package, libstdc++'s __cxa_demangle).

Mangled names are kept as the key; the demangled form is for display and for matching source kernels.
A name that is not mangled, or that the demangler rejects, is returned unchanged.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterable


_KNOWN: dict[str, str] = {}  # names demangled by the processes that scan a log (learn())
KNOWN_MAX = 1 << 16


def demangle(name: str) -> str:
    """`_Z11mathKernel1Pf` -> `mathKernel1(float*)`; anything else (C names, OpenCL kernels) unchanged."""
    found = _KNOWN.get(name)
    return _demangle(name) if found is None else found


def demangled(kernels: Iterable[str]) -> dict[str, str]:
    """{name: demangle(name)} of the C++ names (`_Z...`) among `kernels` (a worker's, chunks.scan: no look-up in
    what learn() was told, no cache for names seen once)."""
    out: dict[str, str] = {}
    for name in kernels:
        if name.startswith("_Z") and name not in out:
            out[name] = demangled_once(name)
    return out


def demangled_once(name: str) -> str:
    """demangle(name) of a C++ name (`_Z...`) made anew (no look-up in what learn() was told, no cache)."""
    plain = _plain(name)
    return plain if plain is not None else _demangle(name)


def learn(names: dict[str, str]) -> None:
    """Names demangled elsewhere: analyzer/logs/chunks.py's workers demangle the kernels of their ranges, so the
    process that assembles and writes the records does not. Bounded: once full it starts over (a name
    forgotten is demangled again)."""
    if len(_KNOWN) + len(names) > KNOWN_MAX:
        _KNOWN.clear()
    _KNOWN.update(names)


# NOTE: the plainest C++ kernel names, `_Z<n><name><parameters>` with builtin parameter types behind pointers and
# `const` (`_Z11mathKernel1PKfPfi`), written here as the demangler writes them (tests/test_names_plain.py compares
# them with cxxfilt), at a fifth of a call into it; anything else (templates, namespaces, substitutions) goes there
# NOTE: the length, then the run of identifier characters after it (the identifier is its first <length> ones)
_HEAD = re.compile(r"_Z([1-9][0-9]*+)([A-Za-z_][A-Za-z0-9_]*+)")
_PARAMS = re.compile(r"(?:P*K?[vbchastijlmxyfd])+")
_PARAM = re.compile(r"(P*)(K?)([vbchastijlmxyfd])")
_BUILTINS = {"v": "void", "b": "bool", "c": "char", "h": "unsigned char", "a": "signed char", "s": "short",
             "t": "unsigned short", "i": "int", "j": "unsigned int", "l": "long", "m": "unsigned long",
             "x": "long long", "y": "unsigned long long", "f": "float", "d": "double"}


def _plain(name: str) -> str | None:
    """The demangled form of a plain function name (see above), or None for any other name."""
    head = _HEAD.match(name)
    if head is None:
        return None
    count, run = int(head[1]), head[2]
    end = head.start(2) + count
    # NOTE: a run shorter than the length: the identifier holds another character, or the name ends in it
    if len(run) < count or end >= len(name):
        return None
    ident = run[:count] if len(run) > count else run
    if ident.startswith("_GLOBAL_"):
        return None
    params = _LISTS.get(name[end:])
    if params is None:
        params = _params(name[end:])
    return None if params is False else ident + params


_LISTS: dict[str, str | bool] = {}  # the mangled parameters of a plain name -> "(...)" as written, or False: not plain


def _params(mangled: str) -> str | bool:
    """`PKfPfi` -> `(float const*, float*, int)`, False for parameters _PARAMS does not take (remembered in _LISTS:
    a log's kernels share a few parameter lists)."""
    if mangled == "v":
        text: str | bool = "()"
    elif not _PARAMS.fullmatch(mangled):
        text = False
    else:
        text = "(" + ", ".join(_BUILTINS[kind] + (" const" if const else "") + "*" * len(pointers)
                               for pointers, const, kind in _PARAM.findall(mangled)) + ")"
    if len(_LISTS) >= 4096:
        _LISTS.clear()
    _LISTS[mangled] = text
    return text


@lru_cache(maxsize=8192)
def _demangle(name: str) -> str:
    if not name.startswith("_Z"):
        return name
    plain = _plain(name)
    if plain is not None:
        return plain
    try:
        import cxxfilt

        return cxxfilt.demangle(name, external_only=False)
    except Exception:  # NOTE: a missing libstdc++ or an invalid name must never stop a log from being read
        return name


def short_name(name: str) -> str:
    """The function's own name without parameters, template arguments or namespaces, for messages:
    `blas::heavy<96>(float const*, float*, int)` -> `heavy<96>`; `mathKernel1(float*)` -> `mathKernel1`."""
    return short_of(demangle(name))


def short_of(text: str) -> str:
    """short_name of a name already demangled (`text`)."""
    if "<" not in text and ">" not in text:
        # NOTE: no template brackets, so every '(' and "::" is at depth 0: _short_by_brackets's loops, in C
        cut = text.find("(")
        head = text[:cut] if cut >= 0 else text
        if head.startswith("void "):
            head = head[5:]
        start = head.rfind("::") + 2 if "::" in head else 0
        return head[start:] or text
    return _short_by_brackets(text)


def _short_by_brackets(text: str) -> str:
    """short_name of a demangled name, counting template brackets (any name; short_name's shortcut equals it
    on names without brackets, tests/test_names_short.py)."""
    depth, cut = 0, len(text)
    for i, ch in enumerate(text):  # strip the parameter list: the first '(' at template depth 0
        if ch == "<":
            depth += 1
        elif ch == ">":
            depth -= 1
        elif ch == "(" and depth == 0:
            cut = i
            break
    head = text[:cut]
    if head.startswith("void "):  # template instantiations demangle with their return type
        head = head[5:]
    depth, start = 0, 0
    for i, ch in enumerate(head):
        if ch == "<":
            depth += 1
        elif ch == ">":
            depth -= 1
        elif ch == ":" and depth == 0 and head[i - 1:i] == ":":
            start = i + 1
    return head[start:] or text


_QUALIFIERS = frozenset({"const", "volatile", "__restrict__", "__restrict", "restrict", "struct", "class",
                         "enum", "typename"})
_BUILTIN = frozenset({"void", "bool", "char", "short", "int", "long", "float", "double", "signed", "unsigned",
                      "wchar_t", "char16_t", "char32_t", "__half", "half"})


def param_types(params: Iterable[str]) -> tuple[str, ...]:
    """Parameter types in a comparable form: `const float* __restrict__ x` and the demangler's
    `float const*` are both `float *`; the parameter's name and default value are dropped."""
    out = []
    for param in params:
        tokens = [t for t in re.findall(r"[A-Za-z_]\w*|::|\*|&|\[|\]", param.split("=", 1)[0])
                  if t not in _QUALIFIERS]
        words = [t for t in tokens if t[0].isalpha() or t[0] == "_"]
        if len(words) > 1 and tokens and tokens[-1] == words[-1] and words[-1] not in _BUILTIN:
            tokens = tokens[:-1]  # NOTE: the parameter's name
        if tokens != ["void"]:
            out.append(" ".join(tokens))
    return tuple(p for p in out if p)


def demangled_params(mangled: str) -> tuple[str, ...] | None:
    """The parameter types of a demangled record name (`ov(double const*, int)`), None when not demangled."""
    text = demangle(mangled)
    open_at = text.find("(")
    if open_at < 0 or not text.endswith(")"):
        return None
    params, depth, start = [], 0, open_at + 1
    for i in range(open_at + 1, len(text) - 1):
        ch = text[i]
        if ch in "<(":
            depth += 1
        elif ch in ">)":
            depth -= 1
        elif ch == "," and depth == 0:
            params.append(text[start:i])
            start = i + 1
    params.append(text[start:len(text) - 1])
    return param_types(params)
