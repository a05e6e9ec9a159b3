"""What preprocessing hands on (Preprocessed, with its Comments and macro Expansions), and the text
helpers the scanner and the directives build it with. The contract is in analyzer/cuda/pp/preprocess.py."""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import field
from typing import Any

from analyzer.prebuilt import dataclass
from analyzer.cuda.pp.macros import Macro
from analyzer.cuda.pp.pptokens import SPLICE_RE


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
    notes: list[tuple[int, str]] = field(default_factory=list)  # (line, message): project guards (pp/guards.py)
    archs: list[tuple[int, int, frozenset]] = field(default_factory=list)  # lines not every target compiles: archs.py
    events: list[tuple[int, str, Macro | None]] = field(default_factory=list)  # the file's #define/#undef (None)
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
        segments = self.segments
        if line not in segments and end_line not in segments:
            # NOTE: the common case, lines no edit moved: what the general path below gives for them (an
            # end before the start collapses to the start), without building tuples to compare; the IR
            # builder inlines this case (parse/build_expr.ExprBuilder._span): the two must agree
            if end_line < line or (end_line == line and end_column < column):
                return line, column, line, column
            return line, column, end_line, end_column
        sl, sc, _ = self._locate(line, column)
        if (end_line, end_column) <= (line, column) or end_column <= 1:
            el, ec, use = self._locate(end_line, end_column)
            return (sl, sc, el, ec) if (el, ec) >= (sl, sc) else (sl, sc, sl, sc)
        el, ec, use = self._locate(end_line, end_column - 1)
        if use is not None:
            return sl, sc, use[2], use[3]
        return sl, sc, el, ec + 1


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


_HEAD = re.compile(r"[ \t\f\v]*#[ \t\f\v]*([A-Za-z_]\w*)?")
_CONDITIONALS = frozenset({"if", "ifdef", "ifndef", "elif", "elifdef", "elifndef", "else", "endif"})


def skippable(src: str, s: int, e: int) -> bool:
    """The directive src[s:e] is no conditional (`#if` ... `#endif`) as written: a skipped group passes over it."""
    head = _HEAD.match(src, s, e)
    return head is not None and head.group(1) not in _CONDITIONALS and (head.end() >= e or src[head.end()] != "\\")


def directive_name(src: str, s: int, e: int, dcomments: Any) -> tuple[str, str]:
    """The name of the directive src[s:e] and the text after it (comments blanked, splices joined);
    `dcomments`: the (start, end, ...) of its comments."""
    text = directive_text(src, s, e, [(cs, ce) for cs, ce, *_ in dcomments])
    head = _HEAD.match(text)
    return (head.group(1) or "", text[head.end():]) if head else ("", "")
