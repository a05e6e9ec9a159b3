"""Kernel names: demangle with GNU's demangler (the `cxxfilt` package, libstdc++'s __cxa_demangle).

Mangled names are kept as the key; the demangled form is for display and for matching source kernels.
A name that is not mangled, or that the demangler rejects, is returned unchanged.
"""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=8192)
def demangle(name: str) -> str:
    """`_Z11mathKernel1Pf` -> `mathKernel1(float*)`; anything else (C names, OpenCL kernels) unchanged."""
    if not name.startswith("_Z"):
        return name
    try:
        import cxxfilt

        return cxxfilt.demangle(name, external_only=False)
    except Exception:  # NOTE: a missing libstdc++ or an invalid name must never stop a log from being read
        return name


def short_name(name: str) -> str:
    """The function's own name without parameters, template arguments or namespaces, for messages:
    `blas::heavy<96>(float const*, float*, int)` -> `heavy<96>`; `mathKernel1(float*)` -> `mathKernel1`."""
    text = demangle(name)
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
