"""Macro definitions and their expansion (C 6.10.3), bounded so that no input can run away.

Expansion follows Prosser's algorithm as real preprocessors do: every token carries a hide set;
a macro name whose own name is in its hide set is never expanded again (self-reference stays as
written); arguments are fully expanded before substitution except next to `#` and `##`; the
result is rescanned together with the tokens that follow it. `__VA_ARGS__`, named variadics
(`args...`), `__VA_OPT__(...)` and GNU's `, ## __VA_ARGS__` comma elision are supported.

Bounds (a macro bomb ends quietly, output partly unexpanded): `Expander.budget` counts token
steps and is shared by a whole use; argument pre-expansion nests at most MAX_ARG_DEPTH deep.
"""

from __future__ import annotations

import re
from dataclasses import field
from typing import Protocol

from analyzer.prebuilt import dataclass
from analyzer.cuda.pp.pptokens import EMPTY, ID, MARK, PUNCT, STR, Tok, stringize, tokenize

MAX_ARG_DEPTH = 32
_PLACEMARK = Tok(MARK, "", False, EMPTY)


@dataclass(frozen=True, slots=True)
class Macro:
    """A `#define`. `params` is None for object-like macros; a variadic `...` is `__VA_ARGS__`.

    `body` is the replacement list as written on one line (comments removed, splices joined, blank
    runs collapsed outside literals); `line` is the 1-based line of the `#define` in `file` (None:
    the analysed file itself). `tokens` is the body lexed, on first use.
    """

    name: str
    params: tuple[str, ...] | None
    body: str
    line: int
    file: str | None = None
    variadic: bool = False
    _toks: list = field(default_factory=list, repr=False, compare=False)

    @property
    def tokens(self) -> tuple[Tok, ...]:
        if not self._toks:
            toks = tokenize(self.body)
            if toks:
                toks[0] = Tok(toks[0].kind, toks[0].text, False, EMPTY)
            self._toks.append(tuple(toks))
        return self._toks[0]


_DEF_HEAD = re.compile(r"\s*((?:[^\W\d]|\$)(?:\w|\$)*)(\()?")
_IDENT = re.compile(r"(?:[^\W\d]|\$)(?:\w|\$)*")


def parse_define(text: str, line: int, file: str | None) -> Macro | None:
    """The Macro for the text after `#define` (comments already blanked), or None when malformed."""
    m = _DEF_HEAD.match(text)
    if m is None:
        return None
    name, pos = m.group(1), m.end()
    params: list[str] | None = None
    variadic = False
    if m.group(2):
        close = text.find(")", pos)
        if close < 0:
            return None
        params = []
        inner = text[pos:close].strip()
        items = [p.strip() for p in inner.split(",")] if inner else []
        for k, item in enumerate(items):
            if variadic:
                return None  # `...` must come last
            if item == "...":
                params.append("__VA_ARGS__")
                variadic = True
            elif item.endswith("...") and _IDENT.fullmatch(item[:-3].strip()):
                params.append(item[:-3].strip())
                variadic = True
            elif _IDENT.fullmatch(item):
                params.append(item)
            else:
                return None
        pos = close + 1
    body = text[pos:].strip()
    if '"' not in body and "'" not in body:
        body = " ".join(body.split())
    return Macro(name, None if params is None else tuple(params), body, line, file, variadic)


class Source(Protocol):
    """Tokens that follow a macro use in the file, read lazily (see preprocess._SourceStream)."""

    def peek(self) -> Tok | None: ...

    def take(self) -> Tok | None: ...


def _with_ws(toks: list[Tok], ws: bool) -> list[Tok]:
    if toks and toks[0].ws != ws:
        t = toks[0]
        return [Tok(t.kind, t.text, ws, t.hs), *toks[1:]]
    return toks


def _paste(lhs: Tok, rhs: Tok) -> list[Tok]:
    """`lhs ## rhs`: one token when the spellings join into one, else both (compilers reject that)."""
    joined = tokenize(lhs.text + rhs.text)
    if len(joined) == 1 and joined[0].text == lhs.text + rhs.text:
        return [Tok(joined[0].kind, joined[0].text, lhs.ws, EMPTY)]
    return [lhs, Tok(rhs.kind, rhs.text, False, rhs.hs)]


class Expander:
    """Expands token lists against `macros`; `budget` is the number of token steps left."""

    def __init__(self, macros: dict[str, Macro], budget: int) -> None:
        self.macros = macros
        self.budget = budget
        self.unterminated = False  # a call's `)` was never found (end of input or of the budget)

    def expand(self, toks: list[Tok], source: Source | None = None, depth: int = 0) -> list[Tok]:
        """Fully expand `toks`; a function-like name at the end may read its arguments from `source`."""
        macros = self.macros
        stack = toks[::-1]
        out: list[Tok] = []
        while stack:
            tok = stack.pop()
            self.budget -= 1
            if tok.kind != ID or tok.text in tok.hs or self.budget <= 0:
                out.append(tok)
                continue
            m = macros.get(tok.text)
            if m is None:
                out.append(tok)
                continue
            if m.params is None:
                body = self._subst(m, None, tok.hs | {m.name}, depth)
            else:
                nxt = stack[-1] if stack else (source.peek() if source is not None else None)
                if nxt is None or nxt.kind != PUNCT or nxt.text != "(":
                    out.append(tok)
                    continue
                args, rparen, taken = self._collect(stack, source, m)
                if args is None or rparen is None:
                    self.unterminated = True
                    out.append(tok)
                    out.extend(taken)
                    continue
                body = self._subst(m, args, (tok.hs & rparen.hs) | {m.name}, depth)
            self.budget -= len(body)
            stack.extend(reversed(_with_ws(body, tok.ws)))
        return out

    def _collect(self, stack: list[Tok], source: Source | None, m: Macro
                 ) -> tuple[list[list[Tok]] | None, Tok | None, list[Tok]]:
        """Read `( args )`: the arguments, the closing parenthesis, and every token taken."""
        nparams = len(m.params or ())
        taken: list[Tok] = []
        args: list[list[Tok]] = [[]]
        level = 0
        while True:
            t = stack.pop() if stack else (source.take() if source is not None else None)
            self.budget -= 1
            if t is None or self.budget <= 0:
                return None, None, taken
            taken.append(t)
            if len(taken) == 1:
                continue  # the opening parenthesis
            if t.kind == PUNCT:
                if t.text == "(":
                    level += 1
                elif t.text == ")":
                    if level == 0:
                        break
                    level -= 1
                elif t.text == "," and level == 0 and not (m.variadic and len(args) >= nparams):
                    args.append([])
                    continue
            args[-1].append(t)
        if nparams == 0 and args == [[]]:
            args = []
        if len(args) < nparams:
            args.extend([] for _ in range(nparams - len(args)))
        if len(args) != nparams:
            return None, None, taken
        return args, taken[-1], taken

    def _expand_arg(self, toks: list[Tok], depth: int) -> list[Tok]:
        if depth >= MAX_ARG_DEPTH:
            return toks
        return self.expand(list(toks), None, depth + 1)

    def _subst(self, m: Macro, args: list[list[Tok]] | None, hs: frozenset[str], depth: int) -> list[Tok]:
        out = self._subst_list(list(m.tokens), m, args, depth, True)
        # NOTE: only identifiers and `)` (which bounds a call's hide set) consult hide sets
        return [Tok(t.kind, t.text, t.ws, hs if not t.hs else t.hs | hs)
                if (t.kind == ID or t.text == ")") and t.hs != hs else t for t in out if t.kind != MARK]

    def _subst_list(self, body: list[Tok], m: Macro, args: list[list[Tok]] | None, depth: int,
                    top: bool) -> list[Tok]:
        pidx = {p: i for i, p in enumerate(m.params or ())} if args is not None else {}
        expanded: dict[int, list[Tok]] = {}
        out: list[Tok] = []
        i, n = 0, len(body)
        while i < n:
            t = body[i]
            nxt = body[i + 1] if i + 1 < n else None
            if pidx and t.kind == PUNCT and t.text == "#" and nxt is not None and nxt.text in pidx and nxt.kind == ID:
                out.append(Tok(STR, stringize(args[pidx[nxt.text]]), t.ws, EMPTY))  # type: ignore[index]
                i += 2
                continue
            if t.kind == PUNCT and t.text == "##" and nxt is not None and nxt.kind == PUNCT and nxt.text == "##":
                i += 1  # NOTE: `## ##` pastes once, as gcc does
                continue
            if t.kind == PUNCT and t.text == "##" and nxt is not None and out:
                if nxt.kind == ID and nxt.text in pidx:
                    k = pidx[nxt.text]
                    rhs = args[k]  # type: ignore[index]
                    if m.variadic and k == len(pidx) - 1 and out[-1].kind == PUNCT and out[-1].text == ",":
                        if not rhs:
                            out.pop()  # GNU: `, ## __VA_ARGS__` drops the comma when nothing is passed
                        else:
                            out.extend(_with_ws(rhs, nxt.ws))
                        i += 2
                        continue
                    step = 2
                elif pidx and nxt.kind == PUNCT and nxt.text == "#" and i + 2 < n and body[i + 2].kind == ID \
                        and body[i + 2].text in pidx:
                    # NOTE: `x ## #a`: `#` applies first (C17 6.10.3.2-3): the string is the right operand
                    arg = args[pidx[body[i + 2].text]]  # type: ignore[index]
                    rhs, step = [Tok(STR, stringize(arg), nxt.ws, EMPTY)], 3
                else:
                    rhs, step = [nxt], 2
                lhs = out.pop()
                if lhs.kind == MARK:
                    out.extend(rhs or [lhs])
                elif not rhs:
                    out.append(lhs)
                else:
                    out.extend(_paste(lhs, rhs[0]))
                    out.extend(rhs[1:])
                i += step
                continue
            if t.kind == ID and t.text in pidx:
                k = pidx[t.text]
                if nxt is not None and nxt.kind == PUNCT and nxt.text == "##":
                    raw = args[k]  # type: ignore[index]
                    out.extend(_with_ws(raw, t.ws) if raw else [_PLACEMARK])
                else:
                    if k not in expanded:
                        expanded[k] = self._expand_arg(args[k], depth)  # type: ignore[index]
                    out.extend(_with_ws(expanded[k], t.ws))
                i += 1
                continue
            if (top and m.variadic and pidx and t.kind == ID and t.text == "__VA_OPT__"
                    and nxt is not None and nxt.text == "("):
                j, level = i + 2, 0
                while j < n and not (body[j].text == ")" and level == 0):
                    level += {"(": 1, ")": -1}.get(body[j].text, 0)
                    j += 1
                if args[-1]:  # type: ignore[index]
                    out.extend(_with_ws(self._subst_list(body[i + 2:j], m, args, depth, False), t.ws))
                else:
                    out.append(_PLACEMARK)
                i = j + 1
                continue
            out.append(t)
            i += 1
        return out
