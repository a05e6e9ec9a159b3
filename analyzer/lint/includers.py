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
  flags and the names the header's GPU build assumes: pp/guards.py), only of names the header mentions, or
  that the bodies of those passed use, transitively, and does not `#define` itself (its include guard, or a
  default it overrides, stays its own); a name is passed only when every includer that defines it gives the same
  definition (`BLOCK 2048` in one, `BLOCK 128` in another: neither), and never a CUDA or HIP keyword, built-in
  or compiler macro (a host-only shim's `#define __global__ ...` is not the GPU build's);
- a macro defined after the `#include` line is not one (it is no macro in that build either).

The flags join the file's own (analyzer/lint/defines.py); the result cache keys a header by its includers' bytes
(includer_digest), so a warm run computes no flags. Per process, each header is looked up once per modification of
it and of its folder, and each includer's text before a line once.
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
_BEFORE: dict[tuple, tuple] = {}
# NOTE: CUDA's and HIP's keywords, built-ins and compiler macros: the toolkit defines them in the GPU build; a
# definition from an includer (a host-only shim's `#define __global__ __location__(global)`) is never the header's
_BUILD_NAMES = frozenset({"__global__", "__device__", "__host__", "__shared__", "__constant__", "__managed__",
                          "__forceinline__", "__noinline__", "__launch_bounds__", "__grid_constant__", "__restrict__",
                          "__CUDACC__", "__CUDA_ARCH__", "__NVCC__", "__CUDACC_RDC__", "__CUDACC_VER_MAJOR__",
                          "__HIPCC__", "__HIP__", "__HIP_DEVICE_COMPILE__", "__HIP_PLATFORM_AMD__",
                          "__HIP_PLATFORM_NVIDIA__", "threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize",
                          "__syncthreads", "__syncwarp", "__location__", "__builtin_align__", "__align__"})


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


def includer_digest(path: str) -> str:
    """A digest of what includer_flags reads for header `path`: the names and bytes of the files of its folder that
    name it (the result cache keys a header by this, so a warm run reads these files and preprocesses none of them;
    what an includer's own headers define is not part of it, as a header's includers were not before)."""
    if path == "-" or not path.endswith(HEADER_SUFFIXES):
        return ""
    from hashlib import sha256

    header = os.path.normpath(os.path.abspath(path))
    folder, name = os.path.dirname(header), os.path.basename(header).encode()
    try:
        files = sorted(e for e in os.listdir(folder) if e.endswith(_INCLUDERS) and e != os.path.basename(header))
    except OSError:
        return ""
    if len(files) > _MAX_FILES:
        return ""
    digest = sha256()
    for entry in files:
        full = os.path.join(folder, entry)
        try:
            if not os.path.isfile(full) or os.path.getsize(full) > _MAX_BYTES:
                continue
            with open(full, "rb") as f:
                data = f.read()
        except OSError:
            continue
        if name in data:
            digest.update(f"{entry}\0{len(data)}\0".encode() + data)
    return digest.hexdigest()


def _flags(header: str, folder: str, own_flags: Any) -> tuple[str, ...]:
    from analyzer.cuda.pp.preprocess import preprocess
    from analyzer.includes import INCLUDE, header_path
    from analyzer.source import decode

    with open(header, "rb") as f:
        htext = decode(f.read(), header).text
    own = set(_DEFINE.findall(htext))
    name = os.path.basename(header)
    files = sorted(e for e in os.listdir(folder) if e.endswith(_INCLUDERS) and e != name)
    if len(files) > _MAX_FILES:
        return ()
    # NOTE: the names the header's own GPU build takes as defined (pp/guards.py "analysed as if"): its includers
    # are read in that build too, never in a host-only one that defines the CUDA keywords (`#define __global__ ...`)
    assumed: tuple[str, ...] | None = None
    given: dict[str, str | None] = {}  # NOTE: None: includers disagree, so the name is left to the header's build
    bodies: dict[str, str] = {}
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
            if assumed is None:  # NOTE: read only for a header some file includes
                assumed = tuple(f"-D{m.name}" for m in preprocess(htext, header, defines=own_flags(header)).macros
                                .values() if m.file == "<assumed>")
            for macro in _before(text, start, path, tuple(own_flags(path)) + assumed):
                if macro.name in own or macro.name in _BUILD_NAMES or macro.file == "<assumed>" \
                        or f"-D{macro.name}" in assumed:
                    continue
                flag = _flag(macro)
                given[macro.name] = flag if given.get(macro.name, flag) == flag else None
                bodies[macro.name] = macro.body
            break
    # NOTE: the names the header mentions, then those the bodies of the macros passed use (`BLOCK (TILE * 8)`)
    wanted, todo = set(), set(_WORD.findall(htext)) - own
    while todo:
        n = todo.pop()
        if n not in wanted and given.get(n):
            wanted.add(n)
            todo.update(_WORD.findall(bodies[n]))
    return tuple(f for n, f in given.items() if n in wanted and f)


def _before(text: str, start: int, path: str, defines: tuple) -> tuple:
    """The macros in effect at offset `start` of includer `path` (its text before the line, preprocessed with
    `defines`), once per process for each includer, line and flags."""
    from analyzer.cuda.pp.preprocess import preprocess

    key = (path, hash(text), start, defines)
    if key not in _BEFORE:
        if len(_BEFORE) > 4096:
            _BEFORE.clear()
        _BEFORE[key] = tuple(preprocess(text[:start], path, defines=defines).macros.values())
    return _BEFORE[key]


def _flag(macro: Any) -> str:
    """`macro` as the `-D` flag that defines it again (`-DPICK(t,n)=t n`)."""
    params = ""
    if macro.params is not None:
        names = list(macro.params)
        if macro.variadic:
            names[-1] = "..." if names[-1] == "__VA_ARGS__" else names[-1] + "..."
        params = "(" + ",".join(names) + ")"
    return f"-D{macro.name}{params}={macro.body}"
