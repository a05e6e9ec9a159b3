"""Token rewrites for C++ forms (called by tokens.tokenize): an operator function's name as one identifier
(`operator+=`, `operator()`, `operator bool`), before classification, and the `...` of a fold expression as an
operand (FOLD), after it; the alternative spellings of operators (`and`), and a keyword before a name of the
global namespace (`return ::sqrtf(x)`), before classification."""

from __future__ import annotations

import re

from analyzer.cuda.parse.typenames import _WINDOW


_OPERATOR_PUNCT = frozenset("+ - * / % ^ & | ~ ! = < > += -= *= /= %= ^= &= |= << >> >>= <<= == != <= >= && || ++ -- "
                            ", -> ->*".split())


def operator_names(raw: list[tuple]) -> tuple[list[tuple], list[int]]:
    """An operator function's name as one identifier token, and the indexes of those tokens (the classifier
    reads them as names): `operator+=`, `operator()`, `operator[]`, a conversion `operator bool` before its
    `()`, where a parameter list follows: declared in a class (`__device__ T operator()(T x) const`) or at
    namespace scope, called as a member (`f.operator()(x)`, `run.template operator()<true>()`)."""
    out: list[tuple] = []
    named: list[int] = []
    n, i = len(raw), 0
    while i < n:
        r = raw[i]
        if r[0] == "id" and r[1].rsplit(":", 1)[-1].strip() == "operator" and i + 2 < n:
            a, b = raw[i + 1][1], raw[i + 2][1]
            last = 0  # the index of the operator's last token
            if (a, b) in (("(", ")"), ("[", "]")) and i + 3 < n and raw[i + 3][1] in ("(", "<"):
                last = i + 2
            elif a in _OPERATOR_PUNCT and raw[i + 1][0] == "op" and b in ("(", "<"):
                last = i + 1
            elif raw[i + 1][0] == "str" and raw[i + 1][1] == '""' and raw[i + 2][0] == "id":
                last = i + 2  # NOTE: a literal operator, `using opus::operator""_I;`
            elif raw[i + 1][0] == "id" and raw[i + 1][1] not in ("new", "delete"):
                k = i + 1  # NOTE: a conversion function, `operator float() const`, `operator T *()`
                while k < n and k < i + 6 and (raw[k][0] == "id" or raw[k][1] in ("*", "&", "&&")):
                    k += 1
                if k + 1 < n and raw[k][1] == "(" and raw[k + 1][1] == ")":
                    last = k - 1
            if last:
                spell = " ".join(t[1].strip() for t in raw[i + 1:last + 1]) if raw[i + 1][0] == "id" else \
                    "".join(t[1].strip() for t in raw[i + 1:last + 1])
                named.append(len(out))
                out.append(("id", f"{r[1].strip()}{' ' if raw[i + 1][0] == 'id' else ''}{spell}", r[2],
                            raw[last][3], r[4], r[5]))
                i = last + 1
                continue
        out.append(r)
        i += 1
    return out, named


_FOLD_OPS = frozenset("+ - * / % ^ & | = << >> += -= *= /= %= ^= &= |= <<= >>= == != <= >= && || ,".split())
_OPERAND_END = frozenset("IDENT RPAR RSQB INT_LIT FLOAT_LIT CHAR_LIT STRING_LIT TGT VALUE_TAIL".split())


def fold_expressions(types: list[str], raw: list[tuple]) -> None:
    """The `...` of each fold expression becomes FOLD, an operand: `(xs + ...)`, `(... && xs)`, `(0 + ... + xs)`,
    `(f(xs), ...)`. Not a fold: a pack expansion (`f(xs...)`: no operator before), variadic parameters
    (`f(int, ...)`, `g(Ts &...)`: the parentheses belong to a call or declarator, found by looking back)."""
    n = len(raw)
    for i in [i for i, r in enumerate(raw) if r[1] == "..." and r[0] == "op"]:
        if not 1 < i < n - 1:
            continue
        before, after = raw[i - 1][1], raw[i + 1][1]
        if before == "(" and after in _FOLD_OPS:
            opened = i - 1
        elif before in _FOLD_OPS and types[i - 2] in _OPERAND_END and (after == ")" or after in _FOLD_OPS):
            opened, depth = -1, 0
            for j in range(i - 2, max(-1, i - _WINDOW), -1):
                v = raw[j][1]
                if v in (")", "]", "}"):
                    depth += 1
                elif v in ("(", "[", "{"):
                    if depth == 0:
                        opened = j if v == "(" else -1
                        break
                    depth -= 1
                elif v == ";":
                    break
            if opened < 0:
                continue
        else:
            continue
        if opened > 0 and types[opened - 1] in ("IDENT", "TYPE_NAME", "TGT", "RSQB", "RPAR"):
            continue  # NOTE: a call's or a declarator's parentheses: a fold has its own
        types[i] = "FOLD"


# NOTE: a test framework's case at namespace scope, `TEST_CASE("name", "[tag]") { ... }`, `C2H_TEST(...)`: an
# upper-case name at the start of a line, its arguments, then a block. Looked for after a `\n` (a literal the regex
# engine scans for) and at the text's start: the lines `^` under re.M matches, which the engine tries at every offset
# (a hundred cuda-samples files: 146 ms against 2 ms)
_MACRO_BLOCK_START = re.compile(r"[A-Z][A-Z0-9_]*[ \t]*\(")
_MACRO_BLOCK_LINE = re.compile(r"\n[A-Z][A-Z0-9_]*[ \t]*\(")


def macro_block_in(text: str) -> bool:
    """Some line of `text` starts with an upper-case name and `(` (a `NAME(args) { ... }` that macro_blocks reads)."""
    return _MACRO_BLOCK_START.match(text) is not None or _MACRO_BLOCK_LINE.search(text) is not None


_NAMESPACE_OPEN = frozenset({"namespace", "extern"})


def macro_blocks(raw: list[tuple]) -> list[tuple]:
    """`NAME(args) { ... }` at namespace scope, where NAME is a macro no definition was visible for (a test case
    of Catch2, GoogleTest, CUB's C2H): read as the definition `void NAME() { ... }`, so that its body (the host
    code that launches the kernels under test) is parsed. Only at namespace scope, after a `;`, `}` or `{`, where
    C++ has no other form `name(...) {` (constructors are declared in their class or qualified). In a function, the
    same form at a statement's start (no `;` after the call: no other C++ form either) guards its block."""
    out: list[tuple] = []
    n, i = len(raw), 0
    scopes: list[bool] = []  # per open `{`: whether it opens a namespace or a linkage block
    depth = 0  # open `(` and `[`
    prev = ""
    while i < n:
        r = raw[i]
        v = r[1]
        if v == "{":
            scopes.append(depth == 0 and i >= 1 and (raw[i - 1][1] in _NAMESPACE_OPEN or raw[i - 1][0] == "str"
                                                      or i >= 2 and raw[i - 2][1] == "namespace"))
        elif v == "}":
            if scopes:
                scopes.pop()
        elif v in ("(", "["):
            depth += 1
        elif v in (")", "]"):
            depth = max(0, depth - 1)
        elif (r[0] == "id" and depth == 0 and prev in ("", ";", "}", "{") and i + 1 < n
              and raw[i + 1][1] == "(" and v[:1].isupper() and v.isupper()):
            close, d = i + 1, 0
            while close < n and close < i + _WINDOW:
                d += (raw[close][1] == "(") - (raw[close][1] == ")")
                if d == 0:
                    break
                close += 1
            if close + 1 < n and raw[close][1] == ")" and raw[close + 1][1] == "{" and all(scopes):
                out += [("id", "void", r[2], r[2], r[4], r[5]), r, raw[i + 1], raw[close]]
                prev, i = ")", close + 1
                continue
            if close + 1 < n and raw[close][1] == ")" and raw[close + 1][1] == "{":
                # NOTE: in a function, `SECTION("name") { ... }` (a macro that expands to a condition) reads
                # `if (SECTION("name")) { ... }`
                out += [("id", "if", r[2], r[2], r[4], r[5]), ("op", "(", r[2], r[2], r[4], r[5]), *raw[i:close + 1],
                        ("op", ")", raw[close][3], raw[close][3], raw[close][4], raw[close][5] + 1)]
                prev, i = ")", close + 1
                continue
        out.append(r)
        prev = v
        i += 1
    return out


_ALTERNATIVE = {"and": "&&", "or": "||", "not": "!", "bitand": "&", "bitor": "|", "xor": "^", "compl": "~",
                "not_eq": "!=", "and_eq": "&=", "or_eq": "|=", "xor_eq": "^="}


_ALTERNATIVE_WORDS = frozenset(_ALTERNATIVE)


def alternative_tokens(raw: list[tuple]) -> list[tuple]:
    """`a and b` as `a && b` (the alternative spellings of C++ [lex.digraph]; never names in C++).

    NOTE: `raw` itself when no token is spelled so (most files): a set test of the spellings, where a regex for the
    words over the text (then this pass, where a string literal had one) was a tenth of the lexer's time."""
    if _ALTERNATIVE_WORDS.isdisjoint([r[1] for r in raw]):
        return raw
    return [("op", _ALTERNATIVE[r[1]], *r[2:]) if r[0] == "id" and r[1] in _ALTERNATIVE else r for r in raw]


# NOTE: a keyword before a name from the global namespace, `return ::sqrtf(x)`, `typename ::cuda::std::X<T>`
_SCOPE_KEYWORDS = frozenset({
    "return", "typename", "new", "delete", "case", "throw", "else", "do", "sizeof", "const", "volatile", "static",
    "inline", "constexpr", "auto", "void", "char", "short", "int", "long", "float", "double", "signed", "unsigned",
    "bool", "friend", "virtual", "__device__", "__host__", "__global__", "__forceinline__"})


def keyword_scope_in(text: str) -> bool:
    """Some word of _SCOPE_KEYWORDS stands before a `::`, blanks between (`return ::sqrtf`).

    NOTE: looked for from each `::` back (a regex of the words, tried at every offset, cost more than the lexer's
    own pass); a word is a run of `\\w` characters, as the regex engine counts them (`isalnum` or `_`)."""
    i = text.find("::")
    while i >= 0:
        j = i
        while j and text[j - 1] in " \t":
            j -= 1
        k = j
        while k and (text[k - 1].isalnum() or text[k - 1] == "_"):
            k -= 1
        if text[k:j] in _SCOPE_KEYWORDS:
            return True
        i = text.find("::", i + 2)
    return False


def keyword_scopes(raw: list[tuple], kw: dict[str, str]) -> list[tuple]:
    """The lexer's qualified name `return ::sqrtf` as the keyword and the name (`::` after a keyword starts a
    name of the global namespace, never a scope of the keyword)."""
    out: list[tuple] = []
    for r in raw:
        head = r[1].partition("::")[0] if r[0] == "id" and "::" in r[1] else ""
        word = head.rstrip(" \t")
        if word not in kw:
            out.append(r)
            continue
        cut = r[2] + len(head)
        out += [("id", word, r[2], r[2] + len(word), r[4], r[5]),
                ("id", r[1][len(head):], cut, r[3], r[4], r[5] + len(head))]
    return out
