"""The macros a header is preprocessed with from the translation units that include it (review r10 A M2).

A kernels header is compiled only as part of the files that `#include` it, and there every macro the includer
defined before the `#include` line (itself, or through the headers it included first) is defined in the header
(`SET_VAR(int, n, N, n_rt);` of QuEST's gpu_kernels.cuh uses a macro of core/accelerator.hpp, which
gpu_subroutines.cpp includes first). Analysed as a file of its own, the header would be parsed without them
(KL001 "unexpected `,`", the statement and what it declares lost). So a header (`.cuh`, `.h`, ...) is
preprocessed as if these `-D` flags came first:

- its includers are the files of its own folder (sources and headers) whose `#include "..."` resolves to it
  (analyzer.includes.header_path, the preprocessor's resolver), in path order;
- the macros are those each defines before that line (its text up to the line, preprocessed with its own build
  flags), only of names the header mentions and does not `#define` itself (its include guard, or a default it
  overrides, stays its own): the first includer that defines a name gives it;
- a macro defined after the `#include` line is not one (it is no macro in that build either).

The flags join the file's own (analyzer/lint/defines.py) and so the result cache's key. Per process, each header
is looked up once per modification of it and of its folder.
"""

from __future__ import annotations

import os
import re
from typing import Any

HEADER_SUFFIXES = (".cuh", ".h", ".hpp", ".hh", ".hxx", ".inl", ".ipp", ".inc")
_INCLUDERS = (".cu", ".cuh", ".hip", ".cpp", ".cc", ".cxx", ".c++", ".c", ".h", ".hpp", ".hh", ".hxx", ".inl",
              ".ipp", ".inc")
_MAX_BYTES = 2 << 20  # NOTE: an includer larger than this is not read (a generated or amalgamated file)
_MAX_FILES = 256  # NOTE: a folder of more candidate files is not searched (a flat tree of thousands)
_WORD = re.compile(r"[A-Za-z_]\w*")
_DEFINE = re.compile(r"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)", re.M)
_CACHE: dict[tuple, tuple[str, ...]] = {}


def includer_flags(path: str, own_flags: Any) -> tuple[str, ...]:
    """The `-D` flags of the macros the includers of header `path` define before including it (see the module);
    `own_flags(file)`: the build's -D/-U flags of a file (its includers are preprocessed with theirs)."""
    if path == "-" or not path.endswith(HEADER_SUFFIXES):
        return ()
    header = os.path.normpath(os.path.abspath(path))
    folder = os.path.dirname(header)
    try:
        key = (header, os.path.getmtime(header), os.path.getmtime(folder))
    except OSError:
        return ()
    if key not in _CACHE:
        try:
            _CACHE[key] = _flags(header, folder, own_flags)
        except (OSError, ValueError, RecursionError):
            _CACHE[key] = ()
    return _CACHE[key]


def _flags(header: str, folder: str, own_flags: Any) -> tuple[str, ...]:
    from analyzer.cuda.pp.preprocess import preprocess
    from analyzer.includes import INCLUDE, header_path
    from analyzer.source import decode

    with open(header, "rb") as f:
        htext = decode(f.read(), header).text
    words = set(_WORD.findall(htext)) - set(_DEFINE.findall(htext))
    name = os.path.basename(header)
    files = sorted(e for e in os.listdir(folder) if e.endswith(_INCLUDERS) and e != name)
    if len(files) > _MAX_FILES:
        return ()
    chosen: dict[str, str] = {}
    for entry in files:
        path = os.path.join(folder, entry)
        if not os.path.isfile(path) or os.path.getsize(path) > _MAX_BYTES:
            continue
        with open(path, "rb") as f:
            data = f.read()
        if name.encode() not in data:
            continue  # NOTE: the common case: a file that never names the header is not decoded
        text = decode(data, path).text
        for m in INCLUDE.finditer(text):
            start = text.rfind("\n", 0, m.start()) + 1
            if m[1] is None or text[start:m.start()].strip(" \t") or header_path(path, m[1]) != header:
                continue
            before = preprocess(text[:start], path, defines=own_flags(path))
            for macro in before.macros.values():
                if macro.name in words and macro.name not in chosen:
                    chosen[macro.name] = _flag(macro)
            break
    return tuple(chosen.values())


def _flag(macro: Any) -> str:
    """`macro` as the `-D` flag that defines it again (`-DPICK(t,n)=t n`)."""
    params = ""
    if macro.params is not None:
        names = list(macro.params)
        if macro.variadic:
            names[-1] = "..." if names[-1] == "__VA_ARGS__" else names[-1] + "..."
        params = "(" + ",".join(names) + ")"
    return f"-D{macro.name}{params}={macro.body}"
