"""The one `#include` resolver and walker (re-exported by analyzer.source, where ARCHITECTURE.md lists them):
`find_header` (beside the file, the include folders, then `project_header`: the folders above it, as a build's
`-I` of the project root finds a header, then `sibling_header`: the project's one header of that path, as a `-I` of
another of its folders finds it) and `include_tree` (every header a file pulls in, transitively: the
result cache's keys, the constants of included headers and the program stage)."""

from __future__ import annotations

import os
import re
from functools import lru_cache
from pathlib import Path
from typing import Iterable


def find_header(name: str, including: str | None, include_dirs: Iterable[Path] = (), angled: bool = False
                ) -> Path | None:
    """The one header resolver: the file `#include "name"` (`<name>` when `angled`: not beside the file) in the
    file `including` reads: beside it, in `include_dirs`, then in the project's roots above it (project_header)."""
    # NOTE: strings and os.path, not Path objects, for the lookups (3,851 calls on cuda-samples); the answer is a Path
    dirs = ([os.path.dirname(including)] if including and not angled else []) + [os.fspath(d) for d in include_dirs]
    for directory in dirs:
        try:
            candidate = os.path.join(directory, name)
            if os.path.isfile(candidate):
                return Path(candidate)
        except (OSError, ValueError, TypeError):
            continue
    if including:
        here = os.path.dirname(os.path.abspath(including))
        found = project_header(name, here) or (None if angled else sibling_header(name, here))
        return Path(found) if found is not None else None
    return None


PROJECT_DEPTH = 8  # NOTE: folders above the including file searched for a project include root
SYSTEM_PREFIXES = frozenset({"/", "/usr", "/usr/local", "/opt"})


@lru_cache(maxsize=4096)
def project_header(name: str, directory: str) -> str | None:
    """A header `#include`d by a file in `directory` and not found beside it, without a compile database: a
    build passes the project's root or its `include/` as `-I`, so `<faiss/gpu/utils/X.h>` is
    `ROOT/faiss/gpu/utils/X.h`, `<LightGBM/cuda/x.hpp>` is `ROOT/include/LightGBM/cuda/x.hpp`, and
    `"cuda_helper.h"` and `<cuda_helper.h>` in `x11/` are `ROOT/cuda_helper.h` (`-I.`), for some folder ROOT above
    the file, up to the repository's root (a folder holding `.git`, `.hg` or `.svn`) and never a system prefix
    (`/usr`, `/usr/local`, `/opt`: `<stdio.h>` stays the system's); None when no folder above holds it."""
    if name.startswith(("/", "../")) or "\\" in name:
        return None
    return _project_header_at(name, directory, PROJECT_DEPTH if directory not in SYSTEM_PREFIXES else 0)


@lru_cache(maxsize=16384)
def _project_header_at(name: str, d: str, left: int) -> str | None:
    """project_header's walk from folder `d` up, `left` folders at most. NOTE: remembered per folder, so the files
    of sibling folders share the walk above them (`<stdio.h>` from each of cuda-samples' 200 folders climbed the
    same three folders, 20 stats a file)."""
    if left <= 0:
        return None
    candidate = os.path.join(d, name)
    if os.path.isfile(candidate):
        return candidate
    if _has_folder(d, "include"):
        candidate = os.path.join(d, "include", name)
        if os.path.isfile(candidate):
            return candidate
    parent = os.path.dirname(d)
    if parent in SYSTEM_PREFIXES or any(_has_folder(d, v) for v in (".git", ".hg", ".svn")):
        return None
    return _project_header_at(name, parent, left - 1)


_BUILD_FILES = ("CMakeLists.txt", "Makefile", "meson.build", "setup.py", "pyproject.toml", "configure.ac", "BUILD")
_HEADERS = (".h", ".hh", ".hpp", ".hxx", ".cuh", ".inl", ".inc", ".tcc", ".ipp")
_INDEX_FILES = 200_000  # NOTE: a tree with more files than this is not indexed (no sibling search)


@lru_cache(maxsize=4096)
def sibling_header(name: str, directory: str) -> str | None:
    """A quoted `#include "name"` found neither beside the file nor above it: a build's `-I` of another folder of
    the project (`-I src/sundials` for `#include "sundials_cuda_kernels.cuh"` in `src/nvector/cuda/`). The one header
    of the project (project_root) whose path ends in `name`; None where there is none or more than one."""
    if name.startswith(("/", "../", "./")) or "\\" in name or not name.endswith(_HEADERS):
        return None
    root = project_root(directory)
    if root is None:
        return None
    tail = os.sep + os.path.normpath(name)
    found = [p for p in _header_index(root).get(os.path.basename(name), ()) if p.endswith(tail)]
    return found[0] if len(found) == 1 else None


@lru_cache(maxsize=256)
def project_root(directory: str) -> str | None:
    """The folder a project's `-I` flags point into: the repository's root above `directory` (a folder holding
    `.git`, `.hg` or `.svn`), else the top-most folder above it holding a build file (`CMakeLists.txt`, `Makefile`,
    ...), PROJECT_DEPTH folders at most and never a system prefix; None where neither is found."""
    d, top = directory, None
    for _ in range(PROJECT_DEPTH):
        if d in SYSTEM_PREFIXES:
            break
        if any(_has_folder(d, v) for v in (".git", ".hg", ".svn")):
            return d
        if any(os.path.isfile(os.path.join(d, b)) for b in _BUILD_FILES):
            top = d
        parent = os.path.dirname(d)
        if parent == d:
            break
        d = parent
    return top


@lru_cache(maxsize=16)
def _header_index(root: str) -> dict[str, tuple[str, ...]]:
    """{file name: its paths} of the headers under `root` (hidden folders left out); empty past _INDEX_FILES."""
    index: dict[str, list[str]] = {}
    count = 0
    for folder, dirs, files in os.walk(root):
        dirs[:] = [x for x in dirs if not x.startswith(".")]
        count += len(files)
        if count > _INDEX_FILES:
            return {}
        for f in files:
            if f.endswith(_HEADERS):
                index.setdefault(f, []).append(os.path.join(folder, f))
    return {k: tuple(v) for k, v in index.items()}


@lru_cache(maxsize=4096)
def _has_folder(d: str, name: str) -> bool:
    return os.path.isdir(os.path.join(d, name))


# NOTE: `#include` found by its `#` (a literal the regex engine scans for), then kept only where blanks alone
# precede it on its line: a pattern anchored by `^` under re.M is tried at every offset, 8 times slower on cuda-samples
INCLUDE = re.compile(r'#[ \t]*include[ \t]*(?:"([^"\n]+)"|<([^>\n]+)>)')


def include_names(body: str) -> list[tuple[str, str]]:
    """(quoted name or "", angled name or "") of each `#include` line of `body`, in order."""
    out = []
    for m in INCLUDE.finditer(body):
        at = m.start()
        if not body[body.rfind("\n", 0, at) + 1:at].strip(" \t"):
            out.append((m[1] or "", m[2] or ""))
    return out


MAX_INCLUDE_DEPTH = 16


def header_path(including: str, name: str, angled: bool = False) -> str | None:
    """Where `#include "name"` (`<name>` when `angled`) in `including` is read from (find_header, as the
    preprocessor resolves it), normalised, or None: include_tree's resolver, hence the result cache's key and
    model_of's."""
    found = find_header(name, including, angled=angled)
    return os.path.normpath(found) if found is not None else None


def include_tree(path: str, text: str) -> list[tuple]:
    """The one include walker: [(header path, its bytes or None when unreadable, [what it includes, alike])] of
    every `#include "..."` (and project `#include <...>`) `path` pulls in, transitively, each header once (at its
    first inclusion), in the order written; headers resolved by header_path, as the preprocessor resolves them. Its
    users: the result cache's key (lint/cache.py), the constants of included headers (lint/sources.model_of) and
    the program stage (cuda/model/programs.py)."""
    seen: set[str] = set()

    def walk(including: str, body: str, depth: int) -> list[tuple]:
        nodes: list[tuple] = []
        if depth > MAX_INCLUDE_DEPTH or including == "-":
            return nodes
        for quoted, angle in include_names(body):
            header = header_path(including, quoted) if quoted else header_path(including, angle, True)
            if header is None or header in seen:
                continue
            seen.add(header)
            try:
                data = Path(header).read_bytes()
            except OSError:
                nodes.append((header, None, []))
                continue
            nodes.append((header, data, walk(header, data.decode("utf-8", "replace"), depth + 1)))
        return nodes

    return walk(path, text, 0)


def walk_includes(path: str, text: str) -> list[tuple[str, bytes | None]]:
    """include_tree, flattened depth-first: (header path, its bytes or None) in a fixed order."""
    return flatten(include_tree(path, text))


def flatten(tree: list[tuple]) -> list[tuple[str, bytes | None]]:
    """An include_tree's (header path, bytes or None), depth-first in the order written."""
    out: list[tuple[str, bytes | None]] = []
    stack = list(reversed(tree))
    while stack:
        header, data, children = stack.pop()
        out.append((header, data))
        stack.extend(reversed(children))
    return out
