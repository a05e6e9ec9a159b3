"""C/C++ preprocessing tokens for the preprocessor (analyzer/cuda/pp/preprocess.py).

Regular-expression lexers share their pieces:

* `scan_regex(...)` is the whole-file scanner, used with `finditer`: it matches only what the
  preprocessor must see (comments, string/char literals, raw-string openings, line splices, `#`
  and identifiers starting like a macro name); all other code is skipped inside the regex engine.
* `DIRECTIVE_SCAN` finds the end of a directive line (newline, comments, literals, splices).
* `TOKEN` matches every preprocessing token at a position (whitespace included) and is used
  for directive lines, macro bodies and macro invocations.

Positions are 0-based string offsets here; preprocess.py turns them into 1-based lines/columns.
A line splice is a backslash followed by a newline (`\\\\\\r?\\n`). Unterminated comments run
to the end of the file, unterminated string/char literals to the end of their line, so neither
lexer ever fails: `TOKEN` ends with a one-character catch-all.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from analyzer.lazyre import lazy

# Token kinds. MARK is a placemarker (empty macro argument) or an "unknown" marker in #if.
ID, NUM, STR, CHR, PUNCT, OTHER, MARK = range(7)
EMPTY: frozenset[str] = frozenset()


class Tok(NamedTuple):
    """A preprocessing token: kind, spelling, whether blank space precedes it, its hide set."""

    kind: int
    text: str
    ws: bool
    hs: frozenset[str]


_BLOCK = r"/\*[^*]*\*+(?:[^/*][^*]*\*+)*/|/\*[\s\S]*"
_LINE = r"//[^\n\\]*(?:\\(?:\r?\n|[^\n])?[^\n\\]*)*"
_PREFIX = r"(?:(?<![\w$])(?:u8|[uUL]))?"
_RAW = r"(?<![\w$])(?:u8|[uUL])?R\"(?P<{0}>[^()\\\s\"]{{0,16}})\("
_STR = _PREFIX + r"\"[^\"\\\n]*(?:\\(?:\r\n|[\s\S])[^\"\\\n]*)*\"?"
_CHR = _PREFIX + r"'[^'\\\n]*(?:\\(?:\r\n|[\s\S])[^'\\\n]*)*'?"
_NUM = r"\.?\d(?:[eEpP][+-]|'[0-9A-Za-z_]|[\w.])*"
_ID = r"(?:[^\W\d]|\$)(?:\w|\$)*"
_SPLICE = r"\\\r?\n"
# NOTE: maximal munch over the C/C++ punctuators; digraphs are left out (never seen in CUDA code,
# and `<:` would break `a<::b>`). `<<<` lexes as `<<` `<`, which re-spells as `<<<`.
_PUNCT = (r"\.\.\.|<<=|>>=|->\*|##|::|->|\+\+|--|<<|>>|<=|>=|==|!=|&&|\|\||[-+*/%&^|]=|\.\*"
          r"|[{}\[\]#()<>%:;.?*+\-/^&|~!=,]")

TOKEN = re.compile(
    "|".join([
        r"(?P<ws>[ \t\f\v\r]+)", r"(?P<nl>\n)", f"(?P<splice>{_SPLICE})", f"(?P<bc>{_BLOCK})",
        f"(?P<lc>{_LINE})", "(?P<raw>" + _RAW.format("rdelim") + ")", f"(?P<str>{_STR})",
        f"(?P<chr>{_CHR})", f"(?P<num>{_NUM})", f"(?P<id>{_ID})", f"(?P<punct>{_PUNCT})",
        r"(?P<other>[\s\S])",
    ])
)
PUNCT_RE = re.compile(_PUNCT)

# NOTE: the scanners match only what starts with a few characters, so that the regex engine skips
# ordinary code by itself (~5x faster than a plain alternation of every token: measured on 20 MB of
# CUDA, 0.6 s vs 2.2 s). scan_regex and DIRECTIVE_SCAN spell their alternatives as one class of
# first characters that a match consumes, then a dispatch on that character by lookbehind (_DISPATCH):
# a pattern that starts with a class lets the engine skip to the next candidate in a tight loop, where
# a leading lookahead (as they had) runs the matcher at every offset (the same matches; 8 % fewer
# instructions preprocessing cuda-samples). Identifiers are only matched when they start like a macro
# name does.
_DISPATCH = ("(?<=/)(?:(?P<bc>" + _BLOCK[1:].replace("|/", "|") + ")|(?P<lc>" + _LINE[1:] + "))"
             '|(?<=")(?P<str>' + _STR[len(_PREFIX) + 2:] + ")|(?<=')(?P<chr>" + _CHR[len(_PREFIX) + 1:] + ")"
             r'|(?<=R)(?P<raw>"(?P<delim>[^()\\\s"]{0,16})\()|(?<=\\)(?P<splice>\r?\n)|(?<=\#)(?P<hash>)')
DIRECTIVE_SCAN = re.compile("[\n/\"'\\\\](?:(?<=\n)(?P<nl>)|"
                            + _DISPATCH.replace(r'|(?<=R)(?P<raw>"(?P<delim>[^()\\\s"]{0,16})\()', "")
                            .replace(r"|(?<=\#)(?P<hash>)", "") + ")")


_SCAN_CACHE: dict[frozenset[str], re.Pattern[str]] = {}
SPLICE_RE = re.compile(_SPLICE)
KIND = {"str": STR, "chr": CHR, "num": NUM, "id": ID, "punct": PUNCT, "other": OTHER}
_WORD = re.compile(r"[\w$]")
_BLANK = frozenset({"ws", "nl", "bc", "lc"})


def scan_regex(firsts: frozenset[str]) -> re.Pattern[str]:
    """The file scanner; group `id` matches the whole identifiers whose first character is in `firsts`
    (the first characters of the macro names: the caller checks the name itself)."""
    hit = _SCAN_CACHE.get(firsts)
    if hit is None:
        if len(_SCAN_CACHE) > 64:
            _SCAN_CACHE.clear()
        cls = "".join(sorted(re.escape(c) for c in firsts))
        alts = _DISPATCH + (r"|(?<![\w$].)(?<=[" + cls + r"])(?P<id>(?:\w|\$)*)" if firsts else "")
        hit = _SCAN_CACHE[firsts] = re.compile(f"[/\"'\\\\#R{cls}](?:{alts})")
    return hit


def raw_string_end(src: str, after_open: int, delim: str) -> int:
    """Offset just past the raw string whose `R"delim(` ends at `after_open` (end of file if open)."""
    end = src.find(")" + delim + '"', after_open)
    return len(src) if end < 0 else end + len(delim) + 2


_TOKENS_SEEN: dict[str, tuple[Tok, ...]] = {}
_TOKENS_SEEN_MAX = 8192  # NOTE: texts remembered (each under _TOKENS_SEEN_TEXT characters); then it starts over
_TOKENS_SEEN_TEXT = 512


def tokenize(text: str) -> list[Tok]:
    """All tokens of `text` (a directive line or a pasted spelling); comments count as blank space.

    Raw strings become `""` (their content never matters to the analyser and may hold newlines).
    NOTE: a short text's tokens are remembered: the same `#if` conditions and macro bodies come back in every
    file that includes a header (the headers are read again for each); a fresh list each time (callers edit it).
    """
    if len(text) > _TOKENS_SEEN_TEXT:
        return _tokenize(text)
    seen = _TOKENS_SEEN.get(text)
    if seen is None:
        if len(_TOKENS_SEEN) >= _TOKENS_SEEN_MAX:
            _TOKENS_SEEN.clear()
        seen = _TOKENS_SEEN[text] = tuple(_tokenize(text))
    return list(seen)


def _tokenize(text: str) -> list[Tok]:
    out: list[Tok] = []
    ws = False
    if 'R"' not in text:  # NOTE: the common case, without the raw-string jump: one finditer pass
        for m in TOKEN.finditer(text):
            kind = m.lastgroup
            if kind in _BLANK:
                ws = True
            elif kind != "splice":
                out.append(Tok(KIND[kind], m.group(), ws, EMPTY))  # type: ignore[index]
                ws = False
        return out
    pos, n = 0, len(text)
    match = TOKEN.match
    while pos < n:
        m = match(text, pos)
        kind = m.lastgroup
        end = m.end()
        if kind in ("ws", "nl", "bc", "lc"):
            ws = True
        elif kind == "splice":
            pass
        elif kind == "raw":
            end = raw_string_end(text, end, m.group("rdelim"))
            out.append(Tok(STR, '""', ws, EMPTY))
            ws = False
        else:
            out.append(Tok(KIND[kind], m.group(), ws, EMPTY))
            ws = False
        pos = end
    return out


def needs_space(prev: str, cur: str) -> bool:
    """True when writing `cur` right after `prev` would lex differently (e.g. `-` `-1`, `a` `b`)."""
    if not prev or not cur:
        return False
    a, b = prev[-1], cur[0]
    if _WORD.match(a):
        return bool(_WORD.match(b)) or b in ".'\""
    if a == "/" and b in "/*":
        return True
    if a == "." and b.isdigit():
        return True
    if b in "{}[]#()<>%:;.?*+-/^&|~!=,":
        m = PUNCT_RE.match(prev[-3:] + cur[:3])
        return m is not None and m.end() > len(prev[-3:])
    return False


def spell(toks: list[Tok], check: bool = True) -> str:
    """Tokens back to text on one line: one space where blank space was, or where needed.

    `check=False` trusts the tokens to come from one lexed text (a #define body), where adjacent
    tokens without blank space between them never need one.
    """
    parts: list[str] = []
    prev = ""
    for t in toks:
        if t.kind == MARK:
            continue
        if prev and (t.ws or (check and needs_space(prev, t.text))):
            parts.append(" ")
        parts.append(t.text)
        prev = t.text
    return "".join(parts)


def stringize(toks: list[Tok]) -> str:
    """The `#param` string literal for an argument's tokens (C 6.10.3.2)."""
    parts: list[str] = []
    for i, t in enumerate(toks):
        if t.kind == MARK:
            continue
        if i and t.ws:
            parts.append(" ")
        text = t.text
        if t.kind in (STR, CHR):
            text = text.replace("\\", "\\\\").replace('"', '\\"')
        parts.append(text)
    return '"' + "".join(parts) + '"'


_DIRECTIVE_AHEAD = lazy(r"[ \t\f\v\r]*#")


class SourceStream:
    """Tokens of the source from `pos` on, read on demand; `end` is past the last token taken."""

    def __init__(self, src: str, pos: int, limit: int) -> None:
        self.src, self.pos, self.limit, self.end = src, pos, limit, pos
        self.buf: list[tuple[Tok, int]] = []
        self.comments: list[tuple[int, int]] = []

    def _lex(self) -> tuple[Tok, int] | None:
        src, pos, ws = self.src, self.pos, False
        while pos < self.limit:
            m = TOKEN.match(src, pos)
            kind, end = m.lastgroup, m.end()
            if kind == "ws":
                ws = True
            elif kind == "nl":
                ws = True
                if _DIRECTIVE_AHEAD.match(src, end):
                    self.limit = end  # NOTE: a directive line ends any macro use (compilers agree)
                    break
            elif kind in ("bc", "lc"):
                ws = True
                self.comments.append((pos, end))
            elif kind != "splice":
                if kind == "raw":
                    end = raw_string_end(src, end, m.group("rdelim"))
                    tok = Tok(STR, '""', ws, EMPTY)
                else:
                    text = m.group()
                    tok = Tok(KIND[kind], SPLICE_RE.sub("", text) if "\n" in text else text, ws, EMPTY)
                self.pos = end
                return tok, end
            pos = end
        self.pos = pos
        return None

    def peek(self) -> Tok | None:
        if not self.buf:
            r = self._lex()
            if r is None:
                return None
            self.buf.append(r)
        return self.buf[0][0]

    def take(self) -> Tok | None:
        r = self.buf.pop() if self.buf else self._lex()
        if r is None:
            return None
        self.end = r[1]
        return r[0]
