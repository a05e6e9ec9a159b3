"""The include folders a CMake project names for its sources (`include_directories(...)`,
`target_include_directories(<target> [SYSTEM] [BEFORE] <INTERFACE|PUBLIC|PRIVATE> ...)`), for the header
lookup without a compile database (source.project_header): `${PROJECT_SOURCE_DIR}/src/common` in a project's
CMakeLists.txt is the `-I` its build passes, so `#include "common.h"` in `src/mma/x.cu` is read from there.

Only what CMake states literally is taken: a folder relative to the list file, or under one of the variables
that name the list file's folder in a top-level or subdirectory list (`PROJECT_SOURCE_DIR`, `CMAKE_SOURCE_DIR`,
`CMAKE_CURRENT_SOURCE_DIR`, `CMAKE_CURRENT_LIST_DIR`, `PROJECT_SOURCE_DIR` of a subproject); any other variable
(`${CUDA_INCLUDE_DIRS}`) or generator expression is skipped, and a folder must exist."""

from __future__ import annotations

import os
import re
from functools import lru_cache

_CALL = re.compile(r"\b(?:target_)?include_directories\s*\(([^)]*)\)", re.I)
_HERE = re.compile(r"\$\{(?:PROJECT_SOURCE_DIR|CMAKE_SOURCE_DIR|CMAKE_CURRENT_SOURCE_DIR|CMAKE_CURRENT_LIST_DIR)\}")
_WORDS = frozenset({"SYSTEM", "BEFORE", "AFTER", "INTERFACE", "PUBLIC", "PRIVATE"})
MAX_LIST_BYTES = 1 << 20


@lru_cache(maxsize=1024)
def cmake_include_dirs(directory: str) -> tuple[str, ...]:
    """The existing folders `directory`/CMakeLists.txt adds to the include path, in the order written; () when
    there is no list file, it cannot be read, or it names none."""
    path = os.path.join(directory, "CMakeLists.txt")
    try:
        if os.path.getsize(path) > MAX_LIST_BYTES:
            return ()
        with open(path, encoding="utf-8", errors="replace") as f:
            text = re.sub(r"#[^\n]*", "", f.read())
    except OSError:
        return ()
    out: list[str] = []
    for call in _CALL.finditer(text):
        words = call.group(1).split()
        if call.group(0).lower().startswith("target_"):
            words = words[1:]  # NOTE: the target's name
        for word in words:
            word = word.strip('"')
            if word in _WORDS or not word:
                continue
            word = _HERE.sub(lambda _: directory, word)
            if "$" in word or "<" in word:
                continue  # NOTE: a variable or a generator expression kernlint does not evaluate
            folder = os.path.normpath(word if os.path.isabs(word) else os.path.join(directory, word))
            if folder not in out and os.path.isdir(folder):
                out.append(folder)
    return tuple(out)
