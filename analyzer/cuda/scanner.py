"""The whole-file pass of the preprocessor; the contract is in analyzer/cuda/preprocess.py.

One `_Scanner` walks a file once with lexer.SCAN (comments, literals, identifiers, newlines and
`#` only; punctuation is skipped by the regex engine), tracking lines, directives and skipped
groups. A macro use in live code is expanded with a lazy token stream over the text after it
(`_SourceStream`), which stops before the next directive line or after MAX_USE_CHARS.
Headers are scanned by a `_Scanner` with `emit=False`: directives only, no text.
"""

from __future__ import annotations

from pathlib import Path

from analyzer.cuda.lexer import EMPTY, ID, KIND, PUNCT, SCAN, SPLICE_RE, STR, TOKEN, Tok, needs_space, \
    raw_string_end, spell, tokenize
from analyzer.cuda.macros import Expander, parse_define
from analyzer.cuda.ppexpr import evaluate, resolve_defined
from analyzer.cuda.preprocess import Comment, Expansion, Preprocessed, build_text, directive_text

MAX_USE_CHARS = 200_000  # a macro use (its arguments) may span at most this many characters
USE_BUDGET = 200_000  # token steps for one macro use or one #if condition
FILE_BUDGET = 20_000_000  # token steps for all macro uses of a file and its headers
MAX_HEADERS = 256
MAX_HEADER_DEPTH = 32
MAX_HEADER_BYTES = 16 << 20

_DIRECTIVE_AHEAD = __import__("re").compile(r"[ \t\f\v\r]*#")
_Use = tuple[int, int, int, int]


class _Shared:
    """What the analysed file and its headers share: macros, #undef'ed names, visited headers."""

    def __init__(self, include_dirs: tuple[Path, ...]) -> None:
        self.macros: dict = {}
        self.undefined: set[str] = set()
        self.visited: set[Path] = set()
        self.include_dirs = include_dirs
        self.headers = 0
        self.budget = FILE_BUDGET
        self.version = 0


class _SourceStream:
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


class _Frame:
    __slots__ = ("parent_live", "state", "live")

    def __init__(self, parent_live: bool, state: int, live: bool) -> None:
        self.parent_live, self.state, self.live = parent_live, state, live  # state: 0 none, 1 maybe, 2 taken


class _Scanner:
    def __init__(self, src: str, path: str | None, shared: _Shared, emit: bool, depth: int = 0) -> None:
        self.src, self.path, self.sh, self.emit, self.depth = src, path, shared, emit, depth
        self.live = True
        self.frames: list[_Frame] = []
        self.dead_from = 1
        self.edits: dict[int, list] = {}
        self.blank: list[tuple[int, int]] = []
        self.comments: list[Comment] = []
        self.includes: list[str] = []
        self.skipped: list[tuple[int, int]] = []
        self.expansions: list[Expansion] = []
        self.simple: dict[str, tuple[int, bool]] = {}

    # ----------------------------------------------------------------- the pass
    def run(self) -> None:
        src, macros, emit = self.src, self.sh.macros, self.emit
        pos, line, ls = 0, 1, 0  # ls: offset where the current line starts
        at_bol, prev_end = True, 0
        directive: tuple[int, int] | None = None  # (start offset, start line)
        dcomments: list[tuple[int, int, Comment | None]] = []
        while True:
            jump = None
            for m in SCAN.finditer(src, pos):
                kind = m.lastgroup
                if kind == "id":
                    at_bol = False
                    if directive is None and self.live and emit and m.group() in macros:
                        s = m.start()
                        jump = self._use(m, line, ls)
                        if jump is not None:
                            nls = src.count("\n", s, jump)
                            if nls:
                                line += nls
                                ls = src.rfind("\n", s, jump) + 1
                            break
                elif kind == "nl":
                    if directive is not None:
                        self._directive(directive[0], m.start(), directive[1], line, dcomments)
                        directive = None
                    line += 1
                    ls = prev_end = m.end()
                    at_bol = True
                elif kind in ("num", "str", "chr"):
                    at_bol = False
                    if kind != "num" and "\n" in m.group():  # a string continued by line splices
                        line += m.group().count("\n")
                        ls = src.rfind("\n", 0, m.end()) + 1
                elif kind in ("lc", "bc"):
                    s, e = m.span()
                    if kind == "lc" and src[e - 1] == "\r":
                        e -= 1
                    if at_bol and src[prev_end:s].strip():
                        at_bol = False
                    c, el, els = self._comment(s, e, line, ls)
                    if directive is not None:
                        dcomments.append((s, e, c))
                    elif self.live and emit:
                        self.comments.append(c)
                        self._replace(s, e, line, ls, None, None)
                    line, ls, prev_end = el, els, e
                elif kind == "hash":
                    s = m.start()
                    if at_bol and directive is None and not src[prev_end:s].strip():
                        directive = (s, line)
                        dcomments = []
                    at_bol = False
                elif kind == "splice":
                    s = m.start()
                    if at_bol and src[prev_end:s].strip():
                        at_bol = False
                    if directive is None and self.live and emit:
                        self._edit(line, s - ls, s - ls + 1, " ", None)
                    line += 1
                    ls = prev_end = m.end()
                else:  # raw string
                    s = m.start()
                    at_bol = False
                    jump = raw_string_end(src, m.end(), m.group("delim"))
                    if directive is None and self.live and emit:
                        self._replace(s, jump, line, ls, '""', None)
                    nls = src.count("\n", s, jump)
                    if nls:
                        line += nls
                        ls = src.rfind("\n", s, jump) + 1
                    break
            else:
                break
            pos = jump
        if directive is not None:
            self._directive(directive[0], len(src), directive[1], line, dcomments)
        if not self.live and emit and self.dead_from <= line:
            self.blank.append((self.dead_from, line))
            self.skipped.append((self.dead_from, line))

    # ----------------------------------------------------------------- text edits
    def _edit(self, line: int, c0: int, c1: int, text: str, use: _Use | None) -> None:
        self.edits.setdefault(line, []).append((c0, c1, text, use))

    def _replace(self, s: int, e: int, line: int, ls: int, text: str | None, use: _Use | None) -> None:
        """Replace src[s:e] (starting on `line`) by `text` on its first line, blanks elsewhere.

        `text` None blanks the whole span; a shorter `text` is padded when `use` is None so that
        columns stay put (raw strings).
        """
        src = self.src
        eol = src.find("\n", s, e)
        first_end = e if eol < 0 else eol
        if text is None or use is None:
            text = (text or "").ljust(first_end - s)
        self._edit(line, s - ls, first_end - ls, text, use)
        if eol >= 0:
            nls = src.count("\n", s, e)
            last_ls = src.rfind("\n", s, e) + 1
            if nls > 1:
                self.blank.append((line + 1, line + nls - 1))
            if e > last_ls:
                self._edit(line + nls, 0, e - last_ls, " " * (e - last_ls), None)

    def _comment(self, s: int, e: int, line: int, ls: int) -> tuple[Comment, int, int]:
        """The Comment src[s:e] starting on `line`, and the line (and its start) where it ends."""
        src = self.src
        text = src[s:e]
        if text.endswith("\r") and text.startswith("//"):
            text, e = text[:-1], e - 1
        nls = text.count("\n")
        el, els = (line + nls, src.rfind("\n", s, e) + 1) if nls else (line, ls)
        own = not src[ls:s].strip()
        return Comment(text, line, s - ls + 1, el, e - els + 1, own), el, els

    # ----------------------------------------------------------------- macros
    def _simple(self, name: str, toks: tuple[Tok, ...]) -> bool:
        """Object-like body with no macro names and no `##`: its spelling is its expansion."""
        hit = self.simple.get(name)
        if hit is not None and hit[0] == self.sh.version:
            return hit[1]
        macros = self.sh.macros
        ok = not any((t.kind == ID and t.text in macros) or (t.kind == PUNCT and t.text == "##") for t in toks)
        self.simple[name] = (self.sh.version, ok)
        return ok

    def _use(self, m, line: int, ls: int) -> int | None:
        """Expand the macro use whose name `m` matched; returns where scanning resumes, if moved."""
        src, sh = self.src, self.sh
        name = m.group()
        mac = sh.macros[name]
        s, e = m.span()
        if sh.budget <= 0:
            return None
        if mac.params is None and self._simple(name, mac.tokens):
            sh.budget -= len(mac.tokens) + 1
            self._put(name, s, e, line, ls, mac.body)
            return None
        stream = _SourceStream(src, e, min(len(src), e + MAX_USE_CHARS))
        budget = min(USE_BUDGET, sh.budget)
        exp = Expander(sh.macros, budget)
        text = spell(exp.expand([Tok(ID, name, False, EMPTY)], stream))
        sh.budget -= budget - exp.budget
        end = stream.end
        if end == e and text == name:
            return None
        for cs, ce in stream.comments:
            if ce <= end:
                cl = line + src.count("\n", s, cs)
                cls = src.rfind("\n", s, cs) + 1 or ls
                self.comments.append(self._comment(cs, ce, cl, cls)[0])
        self._put(name, s, end, line, ls, text)
        return end if end > e else None

    def _put(self, name: str, s: int, end: int, line: int, ls: int, text: str) -> None:
        src = self.src
        if "\n" in text:
            text = text.replace("\n", " ")
        if not text:
            text = " "
        if s > 0 and needs_space(src[s - 1], text):
            text = " " + text
        if end < len(src) and needs_space(text, src[end]):
            text += " "
        nls = src.count("\n", s, end)
        el, els = (line + nls, src.rfind("\n", s, end) + 1) if nls else (line, ls)
        use = (line, s - ls + 1, el, end - els + 1)
        self._replace(s, end, line, ls, text, use)
        self.expansions.append(Expansion(name, *use, text))

    # ----------------------------------------------------------------- directives
    def _defined(self, name: str) -> bool | None:
        if name in self.sh.macros:
            return True
        return False if name in self.sh.undefined else None

    def _condition(self, name: str, rest: list[Tok]) -> bool | None:
        if name in ("ifdef", "ifndef", "elifdef", "elifndef"):
            d = self._defined(rest[0].text) if rest and rest[0].kind == ID else None
            return None if d is None else (d if name.endswith("ifdef") else not d)
        exp = Expander(self.sh.macros, USE_BUDGET)
        toks = exp.expand(resolve_defined(rest, self._defined))
        return None if exp.budget <= 0 else evaluate(toks, self.sh.undefined)

    def _directive(self, s: int, e: int, l0: int, l1: int, dcomments: list[tuple[int, int, Comment | None]]) -> None:
        toks = tokenize(directive_text(self.src, s, e, [(cs, ce) for cs, ce, _ in dcomments]))
        name = toks[1].text if len(toks) > 1 and toks[1].kind == ID else ""
        rest = toks[2:]
        was_live = context_live = self.live
        frames = self.frames
        if name in ("if", "ifdef", "ifndef"):
            if not was_live:
                frames.append(_Frame(False, 2, False))
            else:
                v = self._condition(name, rest)
                frames.append(_Frame(True, 2 if v else (1 if v is None else 0), v is not False))
            self.live = frames[-1].live
        elif name in ("elif", "elifdef", "elifndef", "else") and frames:
            f = frames[-1]
            context_live = f.parent_live
            if not f.parent_live or f.state == 2:
                f.live = False
            elif name == "else":
                f.live, f.state = True, 2
            else:
                v = self._condition(name, rest)
                f.live = v is not False
                f.state = 2 if v else max(f.state, 1 if v is None else 0)
            self.live = f.live
        elif name == "endif" and frames:
            context_live = frames[-1].parent_live
            self.live = frames.pop().parent_live
        elif was_live and name == "define":
            mac = parse_define(rest, l0, None if self.emit else self.path)
            if mac is not None:
                self.sh.macros[mac.name] = mac
                self.sh.undefined.discard(mac.name)
                self.sh.version += 1
        elif was_live and name == "undef" and rest and rest[0].kind == ID:
            self.sh.macros.pop(rest[0].text, None)
            self.sh.undefined.add(rest[0].text)
            self.sh.version += 1
        elif was_live and name == "include" and rest and rest[0].kind == STR and rest[0].text.startswith('"'):
            self._include(rest[0].text[1:-1] if rest[0].text.endswith('"') else rest[0].text[1:])
        if not self.emit:
            return
        if context_live:
            self.comments.extend(c for _, _, c in dcomments if c is not None)
        self.blank.append((l0, l1))
        if was_live and not self.live:
            self.dead_from = l1 + 1
        elif not was_live and self.live and self.dead_from < l0:
            self.blank.append((self.dead_from, l0 - 1))
            self.skipped.append((self.dead_from, l0 - 1))

    def _include(self, name: str) -> None:
        """Read the #defines of a `"..."` header next to this file or in the include dirs (once)."""
        if self.emit:
            self.includes.append(name)
        sh = self.sh
        if not name or self.depth >= MAX_HEADER_DEPTH or sh.headers >= MAX_HEADERS:
            return
        dirs = ([Path(self.path).parent] if self.path else []) + list(sh.include_dirs)
        for d in dirs:
            try:
                p = d / name
                if not p.is_file():
                    continue
                rp = p.resolve()
                if rp in sh.visited:
                    return
                sh.visited.add(rp)
                sh.headers += 1
                if p.stat().st_size > MAX_HEADER_BYTES:
                    return
                data = p.read_bytes()
            except (OSError, ValueError, RuntimeError):
                continue
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError:
                text = data.decode("latin-1")
            _Scanner(text.removeprefix("\ufeff"), str(p), sh, False, self.depth + 1).run()
            return


def run(source: str, path: str | None, include_dirs: tuple[Path, ...]) -> Preprocessed:
    """Preprocess the analysed file (see preprocess.preprocess)."""
    src = source.removeprefix("\ufeff")
    shared = _Shared(include_dirs)
    if path:
        try:
            shared.visited.add(Path(path).resolve())
        except (OSError, ValueError, RuntimeError):
            pass
    sc = _Scanner(src, path, shared, True)
    sc.run()
    text, segments = build_text(src, sc.edits, sc.blank)
    return Preprocessed(text, sc.comments, shared.macros, sc.includes, sc.skipped, sc.expansions,
                        segments=segments)
