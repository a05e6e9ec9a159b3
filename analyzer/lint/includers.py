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
(includer_digest), so a warm run computes no flags. Per process, a folder is read once (again when a file of it is
added, removed or edited), each header looked up once per modification of it or of what includes it, and each
includer's text before a line preprocessed once.
"""

from __future__ import annotations

import os
import re
from typing import Any

from analyzer.cuda.pp.guards import CUDA_KEYWORDS
from analyzer.lazyre import lazy

HEADER_SUFFIXES = (".cuh", ".h", ".hpp", ".hh", ".hxx", ".inl", ".ipp", ".inc")
_INCLUDERS = (".cu", ".cuh", ".hip", ".cpp", ".cc", ".cxx", ".c++", ".c", ".h", ".hpp", ".hh", ".hxx", ".inl",
              ".ipp", ".inc")
_MAX_BYTES = 2 << 20  # NOTE: an includer larger than this is not read (a generated or amalgamated file)
_MAX_FILES = 256  # NOTE: a folder of more candidate files is not searched (a flat tree of thousands)
_WORD = lazy(r"[A-Za-z_]\w*")
_DEFINE = lazy(r"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)", re.M)
_CACHE: dict[tuple, tuple[str, ...]] = {}
_BEFORE: dict[tuple, tuple] = {}
# NOTE: CUDA's and HIP's keywords, built-ins and compiler macros: the toolkit defines them in the GPU build; a
# definition from an includer (a host-only shim's `#define __global__ __location__(global)`) is never the header's
_BUILD_NAMES = CUDA_KEYWORDS | frozenset({
    "__restrict__", "__CUDACC__", "__CUDA_ARCH__", "__NVCC__", "__CUDACC_RDC__", "__CUDACC_VER_MAJOR__", "__HIPCC__",
    "__HIP__", "__HIP_DEVICE_COMPILE__", "__HIP_PLATFORM_AMD__", "__HIP_PLATFORM_NVIDIA__", "threadIdx", "blockIdx",
    "blockDim", "gridDim", "warpSize", "__syncthreads", "__syncwarp", "__location__", "__builtin_align__", "__align__"})
_FOLDERS: dict[str, tuple[tuple, dict[str, list[tuple[str, str, int]]], dict[str, str]]] = {}


def includer_flags(path: str, own_flags: Any) -> tuple[str, ...]:
    """The `-D` flags of the macros the includers of header `path` define before including it (see the module);
    `own_flags(file)`: the build's -D/-U flags of a file (its includers are preprocessed with theirs)."""
    if path == "-" or not path.endswith(HEADER_SUFFIXES):
        return ()
    header = os.path.normpath(os.path.abspath(path))
    folder = os.path.dirname(header)
    try:
        key = (header, os.path.getmtime(header), includer_digest(header))  # NOTE: an edited includer reads again
    except OSError:
        return ()
    if key not in _CACHE:
        try:
            _CACHE[key] = _flags(header, folder, own_flags)
        except (OSError, ValueError, RecursionError):
            _CACHE[key] = ()
    return _CACHE[key]


def includer_digest(path: str) -> str:
    """A digest of what includer_flags reads for header `path`: the bytes of the files of its folder that include
    it and of every header each of them includes (include_tree, the one include walker), so that an edit of an
    includer, or of a header that defines its macros, changes the result cache's key; a warm run reads the folder
    once (_folder) and preprocesses none of it."""
    if path == "-" or not path.endswith(HEADER_SUFFIXES):
        return ""
    header = os.path.normpath(os.path.abspath(path))
    try:
        return _folder(os.path.dirname(header))[1].get(header, "")
    except OSError:
        return ""


def _folder(folder: str) -> tuple[dict[str, list[tuple[str, str, int]]], dict[str, str]]:
    """The folder's includers, read once per process (again when a file is added, removed or edited: the listing's
    names, modification times and sizes are its stamp): {header path: [(includer path, its text, the offset of its `#include` line), ...]} in path
    order, and {header path: the digest of its includers and of what they include}."""
    from hashlib import sha256

    from analyzer.includes import INCLUDE, flatten, header_path, include_tree
    from analyzer.source import decode

    with os.scandir(folder) as entries:  # NOTE: one listing with its stat data: an edited includer reads again
        stamp = tuple(sorted((e.name, e.stat().st_mtime_ns, e.stat().st_size) for e in entries
                             if e.name.endswith(_INCLUDERS) and e.is_file()))
    got = _FOLDERS.get(folder)
    if got is not None and got[0] == stamp:
        return got[1], got[2]
    names = [name for name, _, _ in stamp]
    sizes = {name: size for name, _, size in stamp}
    found: dict[str, list[tuple[str, str, int]]] = {}
    closures: dict[str, bytes] = {}
    if len(names) <= _MAX_FILES:
        local = set(names)
        for entry in names:
            path = os.path.join(folder, entry)
            if sizes[entry] > _MAX_BYTES:
                continue  # NOTE: the scan's own size (stamp), no second stat
            try:
                with open(path, "rb") as f:
                    data = f.read()
            except OSError:
                continue
            if b"include" not in data:
                continue
            text = decode(data, path).text
            for m in INCLUDE.finditer(text):
                start = text.rfind("\n", 0, m.start()) + 1
                if m[1] is None or os.path.basename(m[1]) not in local or text[start:m.start()].strip(" \t"):
                    continue
                header = header_path(path, m[1])
                if header is None or header == path or any(p == path for p, _, _ in found.get(header, ())):
                    continue  # NOTE: an includer's first #include of the header is the one that counts
                found.setdefault(header, []).append((path, text, start))
                if path not in closures:  # NOTE: what the includer pulls in, its macros' sources included
                    closures[path] = b"".join(f"{h}\0".encode() + (d or b"") for h, d in flatten(include_tree(path, text)))
    digests = {}
    for header, includers in found.items():
        digest = sha256()
        for path, text, start in includers:
            digest.update(f"{path}\0{start}\0{text}\0".encode("utf-8", "surrogatepass") + closures[path])
        digests[header] = digest.hexdigest()
    _FOLDERS[folder] = (stamp, found, digests)
    return found, digests


def _flags(header: str, folder: str, own_flags: Any) -> tuple[str, ...]:
    from analyzer.cuda.pp.preprocess import preprocess
    from analyzer.source import decode

    with open(header, "rb") as f:
        htext = decode(f.read(), header).text
    own = set(_DEFINE.findall(htext))
    # NOTE: the names the header's own GPU build takes as defined (pp/guards.py "analysed as if"): its includers
    # are read in that build too, never in a host-only one that defines the CUDA keywords (`#define __global__ ...`)
    assumed: tuple[str, ...] | None = None
    given: dict[str, str | None] = {}  # NOTE: None: includers disagree, so the name is left to the header's build
    bodies: dict[str, str] = {}
    for path, text, start in _folder(folder)[0].get(header, ()):
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
