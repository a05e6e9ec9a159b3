"""The macros every compiler that builds a CUDA or HIP file defines before its first line.

C++ predefines `__FILE__`, `__LINE__`, `__DATE__`, `__TIME__`, `__cplusplus` and `__STDC_HOSTED__`
([cpp.predefined]); `__COUNTER__` and `__TIMESTAMP__` are extensions GCC, Clang, MSVC (the host compilers nvcc
uses), nvcc's own front end and hip-clang all have. So in every build `#ifdef __FILE__` is true and
`#ifndef __FILE__` / `#define __FILE__` (a fallback for some other compiler) is never taken. Each is defined
before the build's `-D`/`-U` flags (a `-U__FILE__` or a project's `#undef` removes it, as the compiler does after
a warning), with the value a use needs where every build gives one of the same kind: `__FILE__` the analysed
file's name (the compiler gives the path it was passed, which kernlint does not know: any string literal parses
alike, `"at " __FILE__`), `__DATE__`, `__TIME__` and `__TIMESTAMP__` what GCC writes when it cannot read the
clock, `__STDC_HOSTED__` 1. `__LINE__`, `__COUNTER__` and `__cplusplus` expand to themselves: defined, their
value unknown (it differs by line, by use, by host compiler: MSVC gives 199711L without `/Zc:__cplusplus`), so
an `#if` comparing them stays undecided and a use in code stays an identifier. Not listed, so unknown as any
compiler name: `__STDC__`, `__BASE_FILE__` and `__FILE_NAME__`, which MSVC does not define in C++ (nor GCC
before 12 `__FILE_NAME__`), and `__func__`, which is no macro in any compiler.

The file of these Macros is COMPILER; `Preprocessed.macros` leaves them out (they are no `#define` of the
project: a header's includers never pass them on, lint/includers.py).
"""

from __future__ import annotations

import os

from analyzer.cuda.pp.macros import Macro

COMPILER = "<compiler>"
_FIXED = {"__DATE__": '"??? ?? ????"', "__TIME__": '"??:??:??"', "__TIMESTAMP__": '"??? ??? ?? ??:??:?? ????"',
          "__STDC_HOSTED__": "1"}
_OPAQUE = ("__LINE__", "__COUNTER__", "__cplusplus")


def predefined(path: str | None) -> dict[str, Macro]:
    """The compiler's macros for the analysed file `path` (None: standard input), by name."""
    name = os.path.basename(path) if path else "<stdin>"
    spelled = '"' + name.replace("\\", "\\\\").replace('"', '\\"') + '"'
    bodies = {"__FILE__": spelled, **_FIXED, **{n: n for n in _OPAQUE}}
    return {n: Macro(n, None, body, 0, COMPILER) for n, body in bodies.items()}
