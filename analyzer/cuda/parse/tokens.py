"""Tokens for grammars/cuda.lark: lexing of preprocessed text and the C++ "lexer hack".

An LALR(1) grammar cannot tell `T * x;` (a declaration) from `a * b;`, `f<T>(x)` from `a < b > (c)`,
or `(T)x` from `(a)(b)` without knowing which names are types. This module decides it with file-local
knowledge and bounded lookahead, so the grammar itself stays conflict-free:

* identifiers that name types become TYPE_NAME: built-in CUDA/HIP/C++ type names, names the file
  declares as types (typedef, using, struct/class/union/enum, template type parameters), and names
  whose context says so (`X y`, `X *y;` at a statement start or in a parameter list, `(X)y`,
  `const X`, `new X`);
* `<`/`>` pairs that bracket template arguments become TLT/TGT (a bounded scan checks the contents
  and what follows the `>`); a `>>` or `>>>` that closes several lists is split;
* qualified names (`a::b::c`) are one IDENT/TYPE_NAME token; `::c` right after a TGT is SCOPE_TAIL;
* `[[...]]` attributes, `_Pragma(...)`, comments and stray `#` lines are dropped;
* launch chevrons written with blanks, `k<< <g, b>> >(x)` (nvcc accepts them), are one `<<<`/`>>>` token.

Positions are lark's (1-based line/column, end exclusive, 0-based start_pos/end_pos into the text). Nothing here
raises on any input; unknown characters become BAD tokens the grammar never accepts.
"""

from __future__ import annotations

import re

from analyzer.cuda.parse.classify import _WINDOW, _Classifier
from analyzer.cuda.parse.chevrons import has_spaced_chevron, join_chevrons
from analyzer.cuda.parse.cxxforms import alternative_tokens, fold_expressions, \
    keyword_scope_in, keyword_scopes, macro_block_in, macro_blocks, operator_names
from analyzer.cuda.parse.keywords import TYPE_KW
from analyzer.cuda.parse.libmacros import library_macros
from analyzer.cuda.parse.unseenmacros import unseen_macros, unseen_macros_in
from analyzer.cuda.parse.lalr import Token

# NOTE: a line may end after `::` (`Traits<T>::` / `value`): the name then spans lines
_IDENT = r"[A-Za-z_$][\w$]*(?:[ \t]*::\s*(?:template[ \t]+)?[A-Za-z_$][\w$]*)*"
# NOTE: one match per token, its trailing blanks included (a separate match per run of blanks was a third of
# the matches); the alternatives are ordered by frequency (op, id, nl first), and each one refuses what an
# earlier-listed kind in lex's grammar would have taken, so the kinds are those of the order com, str, chr,
# num, id, op: `/` is no op before `/`/`*` (a comment), `.` none before a digit (a number), `:` none where
# `::name` follows (an id), and an id starts with no `u8"`/`u"`/`U'`/`L"` (a string or character literal).
# The op alternatives are a trie, each starting with a distinct character (the regex engine skips a branch
# on its first character). `ws` is only ever the blanks at the start of the text.
TOKEN_RE = re.compile(
    r"(?:(?P<op>[()\[\];,{}?~]|<(?:<[<=]?|=)?|>(?:>[>=]?|=)?|-[->=]?|\+[+=]?|&[&=]?|\|[|=]?|[*%^]=?|==?|!=?"
    r"|/(?![/*])=?|\.(?!\d)(?:\.\.)?|:(?!:\s*[A-Za-z_$]):?)"
    r"|(?P<id>(?:::\s*|(?!(?:u8|[uUL])['\"]))" + _IDENT + r")"
    r"|(?P<nl>\n)"
    r"|(?P<num>\.?\d(?:[eEpP][+-]|'[0-9A-Za-z_]|[\w.])*)"
    r"|(?P<com>//[^\n]*|/\*[\s\S]*?(?:\*/|\Z))"
    r"|(?P<str>(?:u8|[uUL])?\"(?:[^\"\\\n]|\\[\s\S])*\"?)"
    r"|(?P<chr>(?:u8|[uUL])?'(?:[^'\\\n]|\\[\s\S])*'?)"
    r"|(?P<hash>\#)"
    r"|(?P<splice>\\\r?\n)"
    r"|(?P<ws>[ \t\r\f\v]+)"
    r"|(?P<bad>[^\x00-\x7f]+|[\x00-\x08\x0e-\x1f\x7f]+|.)"
    r")[ \t\r\f\v]*"
)
_ONE_LINE = frozenset({"op", "id", "num", "bad"})  # kinds whose text holds a newline only in `a::\n b`


def lex(text: str) -> list[tuple]:
    """Raw tokens (kind, text, start, end, line, column); whitespace, comments and `#` lines dropped."""
    out: list[tuple] = []
    append = out.append
    line, line_start, at_line_start = 1, 0, True
    pos, n = 0, len(text)
    while pos < n:  # NOTE: one pass of finditer, started again only past a `#` line the lexer skips
        for m in TOKEN_RE.finditer(text, pos):
            kind = m.lastgroup
            if kind in _ONE_LINE:
                value = m[kind]
                start = m.start()
                append((kind, value, start, start + len(value), line, start - line_start + 1))
                at_line_start = False
                if "\n" in value:  # NOTE: a qualified name continued on the next line
                    line += value.count("\n")
                    line_start = start + value.rindex("\n") + 1
            elif kind == "nl":
                line += 1
                line_start, at_line_start = m.start() + 1, True
            elif kind == "com" or kind == "splice":
                value = m[kind]
                if "\n" in value:
                    line += value.count("\n")
                    line_start = m.start() + value.rindex("\n") + 1
            elif kind == "hash" and at_line_start:
                # NOTE: a directive the preprocessor left in (its fallback path): skip it with its splices.
                nl = m.start()
                while True:
                    nl = text.find("\n", nl)
                    if nl < 0:
                        nl = n
                        break
                    if text[nl - 1] == "\\" or text[nl - 2:nl] == "\\\r":
                        line += 1
                        nl += 1
                        line_start = nl
                        continue
                    break
                pos = nl
                break
            elif kind != "ws":
                at_line_start = False
                value = m[kind]
                start = m.start()
                append((kind, value, start, start + len(value), line, start - line_start + 1))
                if "\n" in value:  # NOTE: spliced strings
                    line += value.count("\n")
                    line_start = start + value.rindex("\n") + 1
        else:
            break
    return out


_NOISE = frozenset({"[", "_Pragma", "__pragma", "__extension__"})
# NOTE: what _drop_noise removes needs one of these words, or two `[` tokens in a row: between two tokens the lexer
# skips only blanks, comments (`/`), splices (`\\`) and directive lines (`#`), so a text without a match (most
# files) has nothing to remove. The words are looked for as strings and the brackets by a pattern that starts with
# one (a scan for `[`): one alternation of all four is tried at every position (3x slower)
_NOISE_WORDS = ("_Pragma", "__pragma", "__extension__")
_NOISE_BRACKETS = re.compile(r"\[[ \t\r\f\v\n]*[\[/\\#]")


def _drop_noise(raw: list[tuple]) -> list[tuple]:
    """Remove `[[...]]` attributes, `_Pragma(...)`/`__pragma(...)` and `__extension__`."""
    n = len(raw)
    # NOTE: most files have none: `raw` is returned as it is unless some token could start a removal (checked
    # on the few tokens spelled `[`, `_Pragma`, `__pragma`, `__extension__`; with nothing removed before it,
    # the token kept last is the one just before), and then the loop below runs from the start.
    for i in [i for i, tok in enumerate(raw) if tok[1] in _NOISE]:
        v = raw[i][1]
        if v == "[":
            if i + 1 < n and raw[i + 1][1] == "[":
                break
        elif v == "__extension__" or (i + 1 < n and raw[i + 1][1] == "("):
            break
    else:
        return raw
    out: list[tuple] = []
    i = 0
    while i < n:
        tok = raw[i]
        v = tok[1]
        # NOTE: `[[` opens an attribute wherever it stands (C++ [dcl.attr.grammar]: two left brackets appear only
        # there), e.g. `if (c) [[likely]] {`, `else [[unlikely]] {`
        if v == "[" and i + 1 < n and raw[i + 1][1] == "[":
            j, depth = i, 0
            while j < n and j < i + _WINDOW:
                if raw[j][1] == "[":
                    depth += 1
                elif raw[j][1] == "]":
                    depth -= 1
                    if depth == 0:
                        break
                j += 1
            if depth == 0:
                i = j + 1
                continue
        elif v in ("_Pragma", "__pragma") and i + 1 < n and raw[i + 1][1] == "(":
            j, depth = i + 1, 0
            while j < n:
                if raw[j][1] == "(":
                    depth += 1
                elif raw[j][1] == ")":
                    depth -= 1
                    if depth == 0:
                        break
                j += 1
            i = j + 1
            continue
        elif v == "__extension__":
            i += 1
            continue
        out.append(tok)
        i += 1
    return out


_TYPE_TOKENS = frozenset({"TYPE_NAME", "TGT"}) | {k.upper() for k in TYPE_KW}


def _function_pointers(types: list[str], raw: list[tuple]) -> set[int]:
    """Indexes to drop so that `R (*name)(args)` reads `R *name` (function pointer declarators)."""
    drop: set[int] = set()
    n = len(raw)
    for i in [i for i in range(1, n - 4) if raw[i][1] == "(" and raw[i + 1][1] in ("*", "&")]:
        # NOTE: `T ((*p)[N]) = ...`: the declarator in parentheses of its own (the pointer-to-array branch drops them)
        outer = i - 1 if i >= 2 and raw[i - 1][1] == "(" and types[i - 2] in _TYPE_TOKENS and types[i - 2] != "TGT" \
            and raw[i + 1][1] == "*" else None
        if types[i - 1] not in _TYPE_TOKENS and outer is None and not (
                raw[i - 1][1] in ("const", "volatile") and raw[i + 1][1] == "&" and i >= 2
                and types[i - 2] in _TYPE_TOKENS):
            continue
        j = i + 1
        while j < n and raw[j][1] == "*":
            j += 1
        if raw[i + 1][1] == "&":
            # NOTE: `reinterpret_cast<float (&)[N][2]>(x)`, `T (&row)[N] = ...`: references to arrays
            if raw[i + 2][1] == ")" and raw[i + 3][1] == "[" or (
                    i + 4 < n and types[i + 2] in ("IDENT", "TYPE_NAME") and raw[i + 3][1] == ")"
                    and raw[i + 4][1] == "["):
                j = i + 2
            else:
                continue
        if j + 1 < n and raw[j][1] == ")" and raw[j + 1][1] == "(" and i >= 4 and raw[i - 2][1] == "=" \
                and raw[i - 4][1] == "using":
            # NOTE: `using fn = R (*)(args);`: the alias of a pointer type reads `using fn = R *;`
            depth, k = 0, j + 1
            while k < n:
                depth += (raw[k][1] == "(") - (raw[k][1] == ")")
                if depth == 0:
                    break
                k += 1
            drop.add(i)
            drop.update(range(j, k + 1))
            continue
        name = j if j + 1 < n and types[j] in ("IDENT", "TYPE_NAME") and raw[j + 1][1] == ")" \
            and types[i - 1] != "TGT" else None  # NOTE: `static_cast<int>(*p)` is no declarator
        close = j + 1 if name is not None else j if raw[j][1] == ")" else None
        after = raw[close + 1][1] if close is not None and close + 1 < n else ""
        if outer is not None and not (name is not None and after == "[" and _closes_declarator(raw, close + 1)):
            continue
        if outer is not None:
            drop.add(outer)
        if after == "[" or (name is not None and after in ("=", ";", ",", "{")) or (name is None and after == ">"):
            # NOTE: `T (*p)[N] = ...`, `reinterpret_cast<T (*)[N]>`, `auto (*p) = ...`, `<T (*)>`: pointers to
            # arrays read as plain pointers `T *p` (the rows' extent is left out)
            drop.update((i, close))
            k = close + 1
            while k < n and raw[k][1] == "[":
                depth, m = 0, k
                while m < n:
                    depth += (raw[m][1] == "[") - (raw[m][1] == "]")
                    if depth == 0:
                        break
                    m += 1
                drop.update(range(k, m + 1))
                k = m + 1
            if outer is not None:
                drop.add(k)  # NOTE: the `)` closing the declarator's own parentheses
            if name is not None:
                types[name] = "IDENT"
            continue
        if j + 2 < n and types[j] in ("IDENT", "TYPE_NAME") and raw[j + 1][1] == ")" and raw[j + 2][1] == "(":
            depth, k = 0, j + 2
            while k < n:
                depth += (raw[k][1] == "(") - (raw[k][1] == ")")
                if depth == 0:
                    break
                k += 1
            types[j] = "IDENT"  # NOTE: the declared name, even where the file also uses it as a type
            drop.update((i, j + 1))
            drop.update(range(j + 2, k + 1))
    return drop


def _closes_declarator(raw: list[tuple], k: int) -> bool:
    """`[A][B])` then `=`, `;` or `,` from raw index k: the extents of a parenthesised declarator `((*p)[A][B])`."""
    n = len(raw)
    while k < n and raw[k][1] == "[":
        depth = 0
        while k < n:
            depth += (raw[k][1] == "[") - (raw[k][1] == "]")
            k += 1
            if depth == 0:
                break
    return k + 1 < n and raw[k][1] == ")" and raw[k + 1][1] in ("=", ";", ",")


def _requires_clauses(types: list[str], raw: list[tuple]) -> set[int]:
    """Indexes of C++20 `requires` clauses (`template <class T> requires C<T> && (N > 0)`, and after a
    declarator): dropped, since a constraint changes no kernel the front end models."""
    drop: set[int] = set()
    n = len(raw)
    for i in [i for i, r in enumerate(raw) if r[1] == "requires" and r[0] == "id"]:
        if i == 0 or not (types[i - 1] == "TGT" or raw[i - 1][1] in (")", "const", "noexcept", "&", "&&")):
            continue
        j = i + 1
        while j < n:
            if raw[j][1] == "(":  # a parenthesised constraint
                depth, k = 0, j
                while k < n:
                    depth += (raw[k][1] == "(") - (raw[k][1] == ")")
                    if depth == 0:
                        break
                    k += 1
                j = k + 1
            elif raw[j][0] == "id" and raw[j][1] not in ("__global__", "__device__", "__host__", "static", "inline"):
                j += 1
                if j < n and types[j] == "TLT":
                    depth = 0
                    while j < n:
                        depth += (types[j] == "TLT") - (types[j] == "TGT")
                        j += 1
                        if depth == 0:
                            break
                while j < n and types[j] in ("SCOPE_TAIL", "VALUE_TAIL"):
                    j += 1
            else:
                break
            if j < n and raw[j][1] in ("&&", "||"):
                j += 1
                continue
            break
        drop.update(range(i, j))
    return drop


def tokenize(text: str, kw: dict[str, str], punct: dict[str, str], expression: bool = False) -> list[Token]:
    """Lark tokens of preprocessed `text`; `kw`/`punct` map keyword/punctuator spellings to terminals.

    `expression`: the text is one expression, not a file (no statement starts at its first token)."""
    raw = lex(text)
    if has_spaced_chevron(text):
        raw = join_chevrons(raw)
    if any(word in text for word in _NOISE_WORDS) or _NOISE_BRACKETS.search(text):
        raw = _drop_noise(raw)
    raw = alternative_tokens(raw)
    if "CUTLASS_" in text or "CUTE_" in text or "_DYNAMIC_SHARED" in text or "_KERNEL_LOOP" in text:
        raw = library_macros(raw)
    if unseen_macros_in(text):
        raw = unseen_macros(raw)
    if keyword_scope_in(text):
        raw = keyword_scopes(raw, kw)
    raw = macro_blocks(raw) if macro_block_in(text) else raw
    raw, named = operator_names(raw) if "operator" in text else (raw, [])
    classifier = _Classifier(raw, kw, punct)
    for k in named:
        if not (raw[k][1].startswith("::") and k and raw[k - 1][1] in (">", ">>", ">>>")):
            classifier.out[k] = "IDENT"  # NOTE: `X<T>::operator++` is read as `X<T>::next` is (word(): SCOPE_TAIL)
    types = classifier.run(not expression)
    raw = classifier.raw
    drop = _function_pointers(types, raw)
    if "requires" in text:
        drop |= _requires_clauses(types, raw)
    if "..." in text:
        fold_expressions(types, raw)
    if drop or "TYPENAME_DROPPED" in types:
        keep = [k for k, t in enumerate(types) if t != "TYPENAME_DROPPED" and k not in drop]
        types, raw = [types[k] for k in keep], [raw[k] for k in keep]
    # NOTE: Token's fields stored here, not through Token(...): calling the class runs its Python __new__
    # (the type call, then str.__new__ from Python) and was ~40 % of the cost of a token.
    new = str.__new__
    tokens: list[Token] = []
    append = tokens.append
    for t, (_, value, start, end, line, col) in zip(types, raw):
        tok = new(Token, value)
        tok.type = t
        tok.start_pos = start
        tok.line = line
        tok.column = col
        if "\n" in value:
            tok.end_line = line + value.count("\n")
            tok.end_column = len(value) - value.rindex("\n")
        else:
            tok.end_line = line
            tok.end_column = col + (end - start)
        tok.end_pos = end
        append(tok)
    return tokens
