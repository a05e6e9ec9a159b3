"""The whole-file pass of the preprocessor; the contract is in analyzer/cuda/pp/preprocess.py.

One `_Scanner` walks a file once with a lexer.scan_regex scanner: it stops only at comments,
literals, raw strings, splices, `#` and identifiers that start like a macro name (or with an upper-case
letter, `_` or `$`, see _ALWAYS_FIRSTS); everything else is skipped inside the regex engine. Line numbers
are counted lazily (`_line`). A `#` first on its logical line starts a directive (directives.py). A macro use in live code is expanded with a lazy
token stream over the text after it (`lexer.SourceStream`), which stops before the next directive line
or after MAX_USE_CHARS. Headers are scanned with `emit=False`: directives only, no text.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from pathlib import Path

from analyzer.cuda.pp.pptokens import DIRECTIVE_SCAN, EMPTY, ID, PUNCT, SourceStream, Tok, needs_space, \
    raw_string_end, scan_regex, spell
from analyzer.cuda.pp.archs import ArchRegions
from analyzer.cuda.pp.directives import USE_BUDGET, Directives, Frame, Shared
from analyzer.cuda.pp.macros import Expander, parse_define
from analyzer.cuda.pp.output import Comment, Expansion, Preprocessed, build_text, directive_name, skippable
from analyzer.lazyre import lazy

MAX_USE_CHARS = 64_000  # a macro use (its arguments) may span at most this many characters

BASE_SCAN = scan_regex(frozenset())

_DEFINED_NAMES = re.compile(r"#[ \t]*define[ \t]+((?:[^\W\d]|\$)(?:\w|\$)*)")
_DIRECTIVE_NEXT = re.compile(r"(?:[ \t\f\v\r]*(?://[^\n\\]*)?\n)*[ \t\f\v\r]*#")
_OPEN_AFTER = re.compile(r"(?:\s|/\*(?:[^*]|\*(?!/))*\*/|//[^\n]*\n)*\(")
_PARENS = lazy(r"[()]|\"(?:[^\"\\\n]|\\.)*\"?|'(?:[^'\\\n]|\\.)*'?|/\*[\s\S]*?(?:\*/|\Z)|//[^\n]*")
_Use = tuple[int, int, int, int]
# NOTE: the scanner regex is compiled per set of first characters (~1 ms each: 130 compiles for the 225
# files of cuda-samples, as headers add names). Upper-case letters, `_` and `$` are always in the set once
# any name is: an identifier that is no macro is only skipped, so the matches that count stay the same,
# and a tree needs a dozen sets. Not L and U: an identifier match would swallow the prefix of `LR"(...)"`.
_ALWAYS_FIRSTS = frozenset("ABCDEFGHIJKMNOPQRSTVWXYZ_$")


def _unclosed_parens(src: str, start: int, end: int) -> list[int]:
    """Offsets of the `(` in src[start:end] whose `)` is not in that span (literals and comments skipped)."""
    stack: list[int] = []
    for m in _PARENS.finditer(src, start, end):
        t = m.group()
        if t == "(":
            stack.append(m.start())
        elif t == ")" and stack:
            stack.pop()
    return stack


def _call_end(src: str, at: int) -> int:
    """The offset past the `)` closing the `(` at `at` (literals and comments skipped), or `at` when none does."""
    depth = 0
    for m in _PARENS.finditer(src, at, min(len(src), at + MAX_USE_CHARS)):
        depth += (m.group() == "(") - (m.group() == ")")
        if depth == 0:
            return m.end()
    return at


class _Scanner(Directives):
    def __init__(self, src: str, path: str | None, shared: Shared, emit: bool, depth: int = 0) -> None:
        self.src, self.path, self.sh, self.emit, self.depth = src, path, shared, emit, depth
        self.live = True
        self.frames: list[Frame] = []
        self.dead_from = 1
        self.edits: dict[int, list] = {}
        self.blank: list[tuple[int, int]] = []
        self.comments: list[Comment] = []
        self.includes: list[str] = []
        self.skipped: list[tuple[int, int]] = []
        self.expansions: list[Expansion] = []
        self.simple: dict[str, tuple[int, bool]] = {}
        self.expanded: dict[tuple[int, str], tuple[str, int]] = {}  # (macros version, call text) -> text, budget used
        self.unclosed: set[int] = set()  # offsets of `(` known not to close before a directive line
        self.skip_until = 0  # no macro expansion before this offset (a call too big to expand)
        self.explosive: set[str] = set()  # macros whose expansion ran out of budget
        self.cp_pos, self.cp_line = 0, 1  # line-number checkpoint
        self.bol_comment_end = -1  # end of the last comment with only blanks before it on its line
        self.scan_version, self.scan = -1, None
        self.firsts: set[str] = {name[0] for name in _DEFINED_NAMES.findall(src)} if emit else set()
        self.arch = ArchRegions()  # the targets each line is compiled for (pp/archs.py)
        self.events: list = []  # (line, name, Macro or None): the file's live #define / #undef, in order

    # ----------------------------------------------------------------- the pass
    def _line(self, p: int) -> int:
        """1-based line of offset `p` (counted from a moving checkpoint: the scan is in order)."""
        if p >= self.cp_pos:
            self.cp_line += self.src.count("\n", self.cp_pos, p)
        else:
            self.cp_line -= self.src.count("\n", p, self.cp_pos)
        self.cp_pos = p
        return self.cp_line

    def _ls(self, p: int) -> int:
        return self.src.rfind("\n", 0, p) + 1

    def _at_bol(self, p: int, ls: int) -> bool:
        """Only blanks and comments precede offset `p` on its logical line (which starts at `ls`)."""
        src = self.src
        if ls >= 2 and (src[ls - 2] == "\\" or src[ls - 3:ls - 1] == "\\\r"):
            return False  # NOTE: a spliced code line continues; spliced directives never get here
        start = self.bol_comment_end if self.bol_comment_end > ls else ls
        return not src[start:p].strip()

    def _regex(self, pos: int):
        """The scanner for live code: it stops at identifiers that start like a macro name."""
        if not (self.live and self.emit):
            return BASE_SCAN
        if self.scan is None or (self.scan_version != self.sh.version and not _DIRECTIVE_NEXT.match(self.src, pos)):
            # NOTE: first characters of every `#define`d name of this file (found up front) and of the
            # headers' macros: a new definition rarely changes the set. Between directive lines there
            # is no code, so a run of #defines needs no new scanner at all.
            self.scan_version = self.sh.version
            firsts = self.firsts | self.sh.firsts
            self.scan = scan_regex(frozenset(firsts | _ALWAYS_FIRSTS) if firsts else EMPTY)
        return self.scan

    def run(self) -> None:
        src = self.src
        n = len(src)
        pos = 0
        macros = self.sh.macros
        while pos <= n:
            regex = self._regex(pos)
            jump = None
            emitting = self.live and self.emit  # NOTE: only a directive changes it, and that ends this finditer
            for m in regex.finditer(src, pos):
                kind = m.lastgroup
                s = m.start()
                if kind == "id":
                    # NOTE: the regex's lookbehind already rules out a word character or `$` before the name
                    if m.group() not in macros or (src[s - 1] == "." and s > 1 and src[s - 2].isdigit()):
                        continue  # no macro, or the exponent of a number (`1.e5`)
                    jump = self._use(m)
                    if jump is not None:
                        break
                elif kind == "bc" or kind == "lc":
                    e = m.end()
                    if kind == "lc" and src[e - 1] == "\r":
                        e -= 1
                    ls = src.rfind("\n", 0, s) + 1
                    if self._at_bol(s, ls):
                        self.bol_comment_end = e
                    if emitting:
                        line = self._line(s)
                        self.comments.append(self._comment(s, e, line, ls)[0])
                        self._replace(s, e, line, ls, None, None)
                elif kind == "hash":
                    if self._at_bol(s, src.rfind("\n", 0, s) + 1):
                        jump = self._directive_at(s)
                        break
                elif kind == "chr":
                    if s and (src[s - 1].isalnum() or src[s - 1] in "_$"):
                        j = s
                        while j and (src[j - 1].isalnum() or src[j - 1] in "_$.'"):
                            j -= 1
                        if src[j].isdigit() or (src[j] == "." and src[j + 1:j + 2].isdigit()):
                            jump = s + 1  # a digit separator (1'000'000), not a character literal
                            break
                elif kind == "splice":
                    if emitting:
                        self._edit(self._line(s), s - self._ls(s), s - self._ls(s) + 1, " ", None)
                elif kind == "raw":
                    j = s
                    while j and (src[j - 1].isalnum() or src[j - 1] in "_$"):
                        j -= 1
                    if src[j:s] not in ("", "u8", "u", "U", "L"):
                        jump = s + 1  # an identifier ending in R before a string
                        break
                    jump = raw_string_end(src, m.end(), m.group("delim"))
                    if emitting:
                        self._replace(j, jump, self._line(j), self._ls(j), '""', None)
                    break
            else:
                break
            pos = jump
        if not self.live and self.emit:
            last = src.count("\n") + 1
            if self.dead_from <= last:
                self.blank.append((self.dead_from, last))
                self.skipped.append((self.dead_from, last))

    def run_header(self) -> None:
        """Read a header (emit=False): act on its directive lines, found once per text (`_header_lines`)."""
        for s, e, l0, l1, skip, name, rest, define in _header_lines(self.src, self.path or ""):
            if not self.live and skip:
                name, rest, define = "", "", None
            self._act(s, e, l0, l1, (), name, rest, define)

    def _directive_at(self, s: int) -> int:
        """Read the directive starting with `#` at `s`, act on it; returns where scanning resumes."""
        src = self.src
        spans: list[tuple[int, int, Comment | None]] = []
        end = len(src)
        for m in DIRECTIVE_SCAN.finditer(src, s):
            kind = m.lastgroup
            if kind == "nl":
                end = m.start()
                break
            if kind == "bc" or kind == "lc":
                ce = m.end()
                if kind == "lc" and src[ce - 1] == "\r":
                    ce -= 1
                cs = m.start()
                c = self._comment(cs, ce, self._line(cs), self._ls(cs))[0] if self.emit else None
                spans.append((cs, ce, c))
        l0 = self._line(s)
        self._directive(s, end, l0, self._line(end), spans)
        return end + 1

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
        first_end = e if eol < 0 else (eol - 1 if src[eol - 1] == "\r" and eol - 1 > s else eol)
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

    def _use(self, m) -> int | None:
        """Expand the macro use whose name `m` matched; returns where scanning resumes, if moved."""
        src, sh = self.src, self.sh
        name = m.group()
        mac = sh.macros[name]
        s, e = m.span()
        line, ls = self._line(s), self._ls(s)
        if sh.budget <= 0:
            return None
        if mac.params is None and self._simple(name, mac.tokens):
            sh.budget -= 1
            self._put(name, s, e, line, ls, mac.body)
            return None
        if e < self.skip_until or name in self.explosive:
            return None  # inside a call given up on for its size (see below)
        call = None
        if mac.params is not None:
            opening = _OPEN_AFTER.match(src, e)
            if opening is not None and opening.end() - 1 in self.unclosed:
                return None
            call = (sh.version, src[s:_call_end(src, opening.end() - 1)]) if opening is not None else None
        budget = min(USE_BUDGET, sh.budget)
        hit = self.expanded.get(call) if call is not None else None
        if hit is not None and budget - hit[1] > 0:
            # NOTE: the same call text under the same macros, expanded before without reading past its `)`:
            # the same tokens, so the same expansion (`CHECK(cudaDeviceSynchronize())` forty times in a file)
            sh.budget -= hit[1]
            self._put(name, s, s + len(call[1]), line, ls, hit[0])
            return s + len(call[1])
        stream = SourceStream(src, e, min(len(src), e + MAX_USE_CHARS))
        exp = Expander(sh.macros, budget)
        text = spell(exp.expand([Tok(ID, name, False, EMPTY)], stream))
        sh.budget -= budget - exp.budget
        end = stream.end
        if call is not None and end == s + len(call[1]) and stream.pos == end and not stream.buf \
                and not stream.comments and not exp.unterminated and exp.budget > 0:
            self.expanded[call] = (text, budget - exp.budget)
        if exp.budget <= 0:
            self.explosive.add(name)  # NOTE: a macro bomb: this use and later ones stay as written
            if exp.unterminated:
                self.skip_until = stream.pos
            return None
        if exp.unterminated and end > e:
            # NOTE: an unterminated call is left as written and the code after it stays in place. So that
            # hostile input stays linear, remember which `(` never close before the barrier (a
            # directive line or MAX_USE_CHARS); when the budget ran out, skip the whole span (above).
            self.unclosed.update(_unclosed_parens(src, e, stream.pos))
            return None
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
class _Lines(_Scanner):
    """A header's directive lines as `_Scanner.run` finds them with emit=False, where no state changes what it
    finds (live or not, only comments, literals and `#` stop its scan): recorded, not acted on."""

    def __init__(self, src: str, path: str) -> None:
        super().__init__(src, path, Shared(()), False)
        self.lines: list[tuple] = []

    def _directive(self, s: int, e: int, l0: int, l1: int, dcomments: list) -> None:
        name, rest = directive_name(self.src, s, e, dcomments)
        define = parse_define(rest, l0, self.path) if name == "define" else None
        self.lines.append((s, e, l0, l1, skippable(self.src, s, e), name, rest, define))


_HEADER_LINES: OrderedDict = OrderedDict()
_HEADER_CHARS = [0]
HEADER_LINES_BUDGET = 4_000_000  # characters of header text whose directive lines a process keeps


def _header_lines(src: str, path: str) -> list[tuple]:
    """The directive lines of header `src` (the text of `path`), each (start, end, first and last line, whether a
    skipped group passes over it, name, rest, the Macro of a `#define`): found once per text, as every file of a
    folder reads the same headers again (their directives are acted on again, with each file's macros)."""
    key = (path, src)
    lines = _HEADER_LINES.get(key)
    if lines is not None:
        _HEADER_LINES.move_to_end(key)
        return lines
    collector = _Lines(src, path)
    collector.run()
    if len(src) > HEADER_LINES_BUDGET // 4:
        return collector.lines  # NOTE: as parse/cached.py: one huge header would hold the budget alone
    lines = _HEADER_LINES[key] = collector.lines
    _HEADER_CHARS[0] += len(src)
    while _HEADER_CHARS[0] > HEADER_LINES_BUDGET and len(_HEADER_LINES) > 1:
        old, _ = _HEADER_LINES.popitem(last=False)
        _HEADER_CHARS[0] -= len(old[1])
    return lines


def run(source: str, path: str | None, include_dirs: tuple[Path, ...], defines: tuple[str, ...] = ()) -> Preprocessed:
    """Preprocess the analysed file (see preprocess.preprocess)."""
    from analyzer.cuda.pp import toolkit
    from analyzer.cuda.pp.guards import cut_notes, device_file, note_lines
    from analyzer.cuda.pp.predefined import COMPILER, predefined

    src = source.removeprefix("\ufeff")
    shared = Shared(include_dirs)
    shared.macros.update(predefined(path))  # NOTE: before the flags: `-U__FILE__` removes it
    shared.firsts.update(name[0] for name in shared.macros)
    shared.given(defines)
    shared.device = device_file(path)
    shared.main_text = src if shared.device else ""
    shared.hip = bool(path and path.endswith(".hip")) or "hip/hip_runtime" in src  # NOTE: pp/toolkit.py
    shared.arch_floor = toolkit.floor_of(defines)
    shared.budget += len(src) // 8  # NOTE: linear in the input; the largest real file seen used 67,165 steps
    shared.unresolved = path or None
    sc = _Scanner(src, path, shared, True)
    sc.run()
    text, segments = build_text(src, sc.edits, sc.blank)
    macros = {name: mac for name, mac in shared.macros.items() if mac.file != COMPILER}
    return Preprocessed(text, sc.comments, macros, sc.includes, sc.skipped, sc.expansions,
                        segments=segments, notes=note_lines(shared.assumed, shared.dropped, shared.fatal)
                        + cut_notes(src, sc.skipped, shared), archs=sc.arch.regions, events=sc.events)
