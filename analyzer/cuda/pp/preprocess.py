"""Preprocessing before parsing: comments, directives, conditional compilation and macros.

`preprocess(source)` returns a `Preprocessed` whose `.text` is what the grammar parses:

* **Lines are kept.** `.text` has exactly as many `\\n` as the source; every source line keeps its
  line number. Lines are split on `\\n` only (a `\\r` before it is dropped from `.text`; a lone
  `\\r`, `\\f` or `\\v` becomes a blank). A leading BOM (U+FEFF) is removed and not counted: the
  first character after it is line 1, column 1, in `.text` and in every position we report.
* **Blanked** (replaced by spaces or emptied, newlines kept): comments, directive lines (with
  their splice continuations), groups skipped by conditional compilation, the backslash of a line
  splice in code. Raw strings `R"x(...)x"` become `""` padded with blanks (content never matters).
* **Macros** defined by `#define` in the file and in `#include "..."` headers found next to it (or
  in `include_dirs`, recursively, each once) are expanded in live code. A use is replaced by its
  expansion spelled on one line, at the line of the macro name; the other lines a multi-line use
  spans are blanked up to its end. Headers contribute definitions only, never text.
* **Conditionals** (policy: the build a plain `nvcc file.cu` would see, with the `defines` given: -D/-U
  flags of the configuration, the command line and compile_commands.json): a name is
  defined once a `#define` of it has been seen, undefined once `#undef`ed or when it is a project-level
  name the file and its headers have not defined (`#ifdef USE_FAST_PATH`, `#ifndef BLOCK_SIZE`), except
  that in a `.cu`/`.cuh`/`.hip` file a group whose one device-code branch such a name would drop is read
  as the GPU build reads it (`#ifdef USE_CUDA` around the kernels: pp/guards.py, with a note), and
  unknown when the compiler, the toolkit or a system header may define it (`__CUDA_ARCH__`,
  `__HIPCC__`, `CUDART_VERSION`, `CUB_...`: directives.Absent), except the macros every compiler predefines
  (`__FILE__`, `__LINE__`, `__cplusplus`, ...: defined, pp/predefined.py); names only editors define
  (`__INTELLISENSE__`, `__RESHARPER__`, `__clang_analyzer__`: directives.EDITOR_ONLY) are undefined, so
  their stubs never apply. `#if`/`#elif` conditions are evaluated
  three-valued (analyzer/cuda/pp/conditions.py); a branch is skipped only when its condition is known
  false or an earlier branch of the same `#if` was known true. Unknown conditions keep the branch,
  so `#ifdef __CUDA_ARCH__ ... #else ... #endif` keeps both; a macro those two branches define
  differently is then unknown, and so is whether a name is defined once such a branch `#define`s or
  `#undef`s it (directives.Shared.maybe: `defined(X)` unknown, not what the last branch read did). Nested skipped groups are skipped.
* **Comments** (`.comments`) are those of live code and of directives in live code, in the order
  of the file, with original positions; comments inside skipped groups and headers are not listed.

Positions: `origin(line, column)` maps a 1-based `.text` position to the source; only columns
on lines that hold an expansion ever change. Nothing here raises: any internal failure returns
the source text with `error` set (see `preprocess`).

Limits (NOTE: chosen so that hostile input ends quickly, never so that real code is cut):
a macro use's arguments may span 64,000 characters and never a directive line (an unterminated
call is left as written); one use or `#if` may take 20,000 token steps (a use that needs more
is left as written, and so are later uses of that macro) and a whole file 1,000,000 plus one per
8 characters (later uses stay as written);
arguments are pre-expanded at most 32 calls deep; headers: 256 per file, 32 deep, 16 MiB each,
found next to the including file first, then in `include_dirs`, each read once (decoded as
UTF-8, else Latin-1). Not modelled: an identifier split by a line splice, `#include MACRO`,
`__has_include`, the toolkit's predefined macros (`__CUDACC__`, `__CUDA_ARCH__`, ...: unknown, so both
branches stay, unless every supported toolkit and target takes the same one: pp/toolkit.py), digraphs, trigraphs. Cost: one regex pass over the file plus Python work per
comment, directive and macro use; see the timing test in tests/test_preprocess.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from analyzer.cuda.pp.macros import Macro
from analyzer.cuda.pp.output import Comment, Expansion, Preprocessed
from analyzer.cuda.pp.scanner import run

__all__ = ["Comment", "Expansion", "Macro", "Preprocessed", "preprocess"]


def preprocess(source: str, path: str | None = None, *, include_dirs: Sequence[Path] = (),
               defines: Sequence[str] = ()) -> Preprocessed:
    """Preprocess `source` (the text of `path`, if given; headers are looked up next to it). `defines`: the
    build's `-DNAME[=VALUE]` and `-UNAME` flags, applied in order before the file.

    Never raises: on an internal failure (a bug, or memory) the result holds the source text with
    comments and directives left in, no macros, and `error` naming the failure.
    """
    try:
        return run(source, path, tuple(Path(d) for d in include_dirs), tuple(defines))
    except (Exception, RecursionError, MemoryError) as exc:  # noqa: BLE001 - the contract is "never raises"
        text = source[1:] if source.startswith("\ufeff") else source
        return Preprocessed(text.replace("\r\n", "\n"), [], {}, [], error=f"{type(exc).__name__}: {exc}")
