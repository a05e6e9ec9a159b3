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
* **Conditionals** (policy: the build a plain `nvcc file.cu` would see, without -D flags): a name is
  defined once a `#define` of it has been seen, undefined once `#undef`ed or when it is a project-level
  name the file and its headers have not defined (`#ifdef USE_FAST_PATH`, `#ifndef BLOCK_SIZE`), and
  unknown when the compiler, the toolkit or a system header may define it (`__CUDA_ARCH__`,
  `__HIPCC__`, `CUDART_VERSION`, `CUB_...`: directives.Absent). `#if`/`#elif` conditions are evaluated
  three-valued (analyzer/cuda/ppexpr.py); a branch is skipped only when its condition is known
  false or an earlier branch of the same `#if` was known true. Unknown conditions keep the branch,
  so `#ifdef __CUDA_ARCH__ ... #else ... #endif` keeps both; a macro those two branches define
  differently is then unknown. Nested skipped groups are skipped.
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
`__has_include`, predefined macros (`__CUDACC__`, `__CUDA_ARCH__`, ...: unknown, so both
branches stay), digraphs, trigraphs. Cost: one regex pass over the file plus Python work per
comment, directive and macro use; see the timing test in tests/test_preprocess.py.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from analyzer.cuda.lexer import SPLICE_RE
from analyzer.cuda.macros import Macro

__all__ = ["Comment", "Expansion", "Macro", "Preprocessed", "preprocess"]


@dataclass(frozen=True, slots=True)
class Comment:
    """A comment in original coordinates (1-based line/column, end exclusive), markers included.

    `own_line` is True when only blanks precede it on its line (a suppression comment then
    applies to the next line). A `//` comment's text and end stop before a CRLF's `\\r`.
    """

    text: str
    line: int
    column: int
    end_line: int
    end_column: int
    own_line: bool


@dataclass(frozen=True, slots=True)
class Expansion:
    """A macro use replaced in `.text`: the name and its original span (end exclusive)."""

    name: str
    line: int
    column: int
    end_line: int
    end_column: int
    text: str


@dataclass
class Preprocessed:
    """The parser's view of a file; see the module docstring for what `.text` holds."""

    text: str
    comments: list[Comment]
    macros: dict[str, Macro]
    includes: list[str]
    skipped: list[tuple[int, int]] = field(default_factory=list)  # first, last line (inclusive) skipped
    expansions: list[Expansion] = field(default_factory=list)
    error: str | None = None  # set when preprocessing failed internally and .text is the raw source
    # line -> (output column starts (0-based), entries (out_start, orig_start, use span or None))
    segments: dict[int, tuple[list[int], list[tuple[int, int, tuple[int, int, int, int] | None]]]] = field(
        default_factory=dict, repr=False)

    def _locate(self, line: int, column: int) -> tuple[int, int, tuple[int, int, int, int] | None]:
        seg = self.segments.get(line)
        if seg is None:
            return line, column, None
        starts, entries = seg
        i = bisect_right(starts, column - 1) - 1
        if i < 0:
            return line, column, None
        out_start, orig_start, use = entries[i]
        if use is not None:
            return use[0], use[1], use
        return line, orig_start + (column - 1 - out_start) + 1, None

    def origin(self, line: int, column: int) -> tuple[int, int]:
        """Original (line, column) of a 1-based `.text` position; inside an expansion: the macro name."""
        ln, col, _ = self._locate(line, column)
        return ln, col

    def origin_span(self, line: int, column: int, end_line: int, end_column: int) -> tuple[int, int, int, int]:
        """Original span of a `.text` span (end exclusive); an end inside an expansion maps to the use's end."""
        sl, sc, _ = self._locate(line, column)
        if (end_line, end_column) <= (line, column) or end_column <= 1:
            el, ec, use = self._locate(end_line, end_column)
            return (sl, sc, el, ec) if (el, ec) >= (sl, sc) else (sl, sc, sl, sc)
        el, ec, use = self._locate(end_line, end_column - 1)
        if use is not None:
            return sl, sc, use[2], use[3]
        return sl, sc, el, ec + 1


def preprocess(source: str, path: str | None = None, *, include_dirs: Sequence[Path] = ()) -> Preprocessed:
    """Preprocess `source` (the text of `path`, if given; headers are looked up next to it).

    Never raises: on an internal failure (a bug, or memory) the result holds the source text with
    comments and directives left in, no macros, and `error` naming the failure.
    """
    try:
        from analyzer.cuda.scanner import run

        return run(source, path, tuple(Path(d) for d in include_dirs))
    except (Exception, RecursionError, MemoryError) as exc:  # noqa: BLE001 - the contract is "never raises"
        text = source[1:] if source.startswith("\ufeff") else source
        return Preprocessed(text.replace("\r\n", "\n"), [], {}, [], error=f"{type(exc).__name__}: {exc}")


def build_text(src: str, edits: dict[int, list[tuple[int, int, str, tuple[int, int, int, int] | None]]],
               blank: list[tuple[int, int]]) -> tuple[str, dict]:
    """Apply per-line edits (0-based columns, end exclusive) and whole-line blanks (1-based, inclusive).

    Returns the text and the segment table of the lines whose columns moved.
    """
    lines = src.split("\n")
    nlines = len(lines)
    blanked = bytearray(nlines)
    for a, b in blank:
        for i in range(max(a, 1) - 1, min(b, nlines)):
            blanked[i] = 1
            # NOTE: blanks of the same length (not ""), so a blanked last line still counts as a line
            lines[i] = " " * len(lines[i].rstrip("\r"))
    segments: dict = {}
    for ln, eds in edits.items():
        i = ln - 1
        if not 0 <= i < nlines or blanked[i]:
            continue
        orig = lines[i]
        parts: list[str] = []
        starts: list[int] = []
        entries: list = []
        p = o = 0
        moved = False
        for c0, c1, text, use in sorted(eds, key=lambda e: e[0]):
            if c0 < p:
                continue  # NOTE: overlapping edits cannot happen; keep the first if they ever do
            parts.append(orig[p:c0])
            o += c0 - p
            if use is not None:
                starts.append(o)
                entries.append((o, c0, use))
                o += len(text)
                starts.append(o)
                entries.append((o, c1, None))
                moved = True
            else:
                o += len(text)
            parts.append(text)
            p = c1
        parts.append(orig[p:])
        lines[i] = "".join(parts)
        if moved:
            segments[ln] = ([0, *starts], [(0, 0, None), *entries])
    if "\r" in src:
        lines = [ln[:-1] if ln.endswith("\r") else ln for ln in lines]
    text = "\n".join(lines)
    if "\r" in text or "\f" in text or "\v" in text:
        text = text.translate({13: 32, 12: 32, 11: 32})
    return text, segments


def directive_text(src: str, start: int, end: int, comments: list[tuple[int, int]]) -> str:
    """The directive's text with comments turned into blanks and line splices removed."""
    parts: list[str] = []
    p = start
    for cs, ce in comments:
        parts.append(src[p:cs])
        parts.append(" ")
        p = ce
    parts.append(src[p:end])
    return SPLICE_RE.sub("", "".join(parts))

