"""`#if` / `#elif` conditions, evaluated three-valued: True, False or None (unknown).

Policy (documented in preprocess.py): a name is *defined* when a `#define` for it was seen (in
the file or a header it includes), *undefined* when it was `#undef`ed or is a project-level name not
defined so far (a build without -D flags), and *unknown* for compiler/toolkit names (`__CUDA_ARCH__`).
Unknown names make the condition unknown unless the result does not depend on them
(`0 && X`, `1 || X`, `c ? a : b` with `c` known). `true`/`false` are 1/0. Arithmetic is C's on
64-bit signed integers (unsigned suffixes are not modelled); division by zero, shifts outside
0..63, floats and `__has_include(...)`-style queries are unknown.
"""

from __future__ import annotations

from typing import Callable, Container

from analyzer.cuda.pp.pptokens import CHR, EMPTY, ID, MARK, NUM, PUNCT, Tok

_UNKNOWN = Tok(MARK, "?", True, EMPTY)
_HAS = {"__has_include", "__has_include_next", "__has_attribute", "__has_cpp_attribute",
        "__has_builtin", "__has_feature", "__has_extension", "__has_c_attribute", "__has_declspec_attribute"}
_PREC = {"||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6, "<": 7, ">": 7, "<=": 7, ">=": 7,
         "<<": 8, ">>": 8, "+": 9, "-": 9, "*": 10, "/": 10, "%": 10}
_MAX_NEST = 64
_ESC = {"n": 10, "t": 9, "r": 13, "0": 0, "a": 7, "b": 8, "f": 12, "v": 11, "\\": 92, "'": 39, '"': 34, "?": 63}


class _Bad(Exception):
    """Malformed or too deeply nested: the whole condition is unknown."""


def _wrap(v: int) -> int:
    return ((v + (1 << 63)) & ((1 << 64) - 1)) - (1 << 63)


def parse_int(text: str) -> int | None:
    """Value of a C integer literal (suffixes, digit separators, 0x/0b/octal); None if not one."""
    t = text.replace("'", "").lower().rstrip("ulz")
    try:
        if t.startswith(("0x", "0b")):
            return int(t, 0)
        if len(t) > 1 and t.startswith("0"):
            return int(t, 8)
        return int(t, 10)
    except ValueError:
        return None


def _char_value(text: str) -> int | None:
    body = text[text.index("'") + 1:]
    body = body[:-1] if body.endswith("'") else body
    if len(body) == 1:
        return ord(body)
    if len(body) == 2 and body[0] == "\\" and body[1] in _ESC:
        return _ESC[body[1]]
    return None


def resolve_defined(toks: list[Tok], is_defined: Callable[[str], bool | None]) -> list[Tok]:
    """Replace `defined X`, `defined(X)` and `__has_*(...)` before macro expansion."""
    out: list[Tok] = []
    i, n = 0, len(toks)
    while i < n:
        t = toks[i]
        if t.kind == ID and t.text == "defined":
            j = i + 1
            paren = j < n and toks[j].text == "("
            j += paren
            if j < n and toks[j].kind == ID and (not paren or (j + 1 < n and toks[j + 1].text == ")")):
                d = is_defined(toks[j].text)
                out.append(_UNKNOWN if d is None else Tok(NUM, "1" if d else "0", t.ws, EMPTY))
                i = j + 1 + paren
                continue
            out.append(_UNKNOWN)
            i += 1
            continue
        if t.kind == ID and t.text in _HAS and i + 1 < n and toks[i + 1].text == "(":
            j, level = i + 2, 0
            while j < n and not (toks[j].text == ")" and level == 0):
                level += {"(": 1, ")": -1}.get(toks[j].text, 0)
                j += 1
            out.append(_UNKNOWN)
            i = j + 1
            continue
        out.append(t)
        i += 1
    return out


def evaluate(toks: list[Tok], undefined: Container[str] = frozenset()) -> bool | None:
    """Truth of an already expanded condition: True, False, or None when unknown or malformed."""
    if not toks:
        return None
    p = _Parser(toks, undefined)
    try:
        v = p.cond()
        if p.i != len(toks):
            return None
    except (_Bad, IndexError, ValueError, OverflowError):
        return None
    return None if v is None else v != 0


class _Parser:
    def __init__(self, toks: list[Tok], undefined: Container[str]) -> None:
        self.t, self.i, self.nest, self.undefined = toks, 0, 0, undefined

    def _peek(self) -> str | None:
        if self.i < len(self.t):
            tok = self.t[self.i]
            return tok.text if tok.kind == PUNCT else None
        return None

    def cond(self) -> int | None:
        c = self.binary(1)
        if self._peek() != "?":
            return c
        self.i += 1
        a = self.cond()
        if self._peek() != ":":
            raise _Bad
        self.i += 1
        b = self.cond()
        if c is None:
            return a if a is not None and a == b else None
        return a if c else b

    def binary(self, minp: int) -> int | None:
        left = self.unary()
        while True:
            op = self._peek()
            p = _PREC.get(op) if op else None
            if p is None or p < minp:
                return left
            self.i += 1
            left = _apply(op, left, self.binary(p + 1))  # type: ignore[arg-type]

    def unary(self) -> int | None:
        self.nest += 1
        if self.nest > _MAX_NEST:
            raise _Bad
        try:
            op = self._peek()
            if op in ("+", "-", "~", "!"):
                self.i += 1
                v = self.unary()
                if v is None:
                    return None
                return {"+": v, "-": _wrap(-v), "~": ~v, "!": int(v == 0)}[op]  # type: ignore[index]
            if op == "(":
                self.i += 1
                v = self.cond()
                if self._peek() != ")":
                    raise _Bad
                self.i += 1
                return v
            return self.primary()
        finally:
            self.nest -= 1

    def primary(self) -> int | None:
        tok = self.t[self.i]
        self.i += 1
        if tok.kind == NUM:
            v = parse_int(tok.text)
            return None if v is None else _wrap(v)
        if tok.kind == CHR:
            return _char_value(tok.text)
        if tok.kind == ID:
            if tok.text in ("true", "false"):
                return int(tok.text == "true")
            return 0 if tok.text in self.undefined else None
        if tok.kind == MARK:
            return None
        raise _Bad


def _apply(op: str, a: int | None, b: int | None) -> int | None:
    if op == "&&":
        if a == 0 or b == 0:
            return 0
        return None if a is None or b is None else 1
    if op == "||":
        if (a is not None and a != 0) or (b is not None and b != 0):
            return 1
        return None if a is None or b is None else 0
    if a is None or b is None:
        return None
    if op in ("/", "%"):
        if b == 0:
            return None
        q = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)
        return _wrap(q) if op == "/" else _wrap(a - q * b)
    if op in ("<<", ">>"):
        if not 0 <= b < 64:
            return None
        return _wrap(a << b) if op == "<<" else a >> b
    r = {"+": lambda: a + b, "-": lambda: a - b, "*": lambda: a * b, "&": lambda: a & b,
         "|": lambda: a | b, "^": lambda: a ^ b, "==": lambda: int(a == b), "!=": lambda: int(a != b),
         "<": lambda: int(a < b), ">": lambda: int(a > b), "<=": lambda: int(a <= b),
         ">=": lambda: int(a >= b)}[op]()
    return _wrap(r)
