"""Second tries for top-level items and statements the grammar refuses whole (analyzer/cuda/parse/parser.py):
what declares nothing the IR keeps, constructors and destructors, aggregates defined in a body. Each
takes the parsing unit (its tokens, bracket matches, spans and `try_feed`)."""

from __future__ import annotations

from typing import Any

from analyzer.cuda import ast
from analyzer.cuda.parse.lalr import Token
from analyzer.cuda.parse.regions import Region, skip_template_head


def declares_nothing(toks: list[Token], region: Region) -> bool:
    """A concept definition, a defaulted/deleted member (`X() = default;`) or a class's forward declaration:
    nothing the IR keeps."""
    lo, hi = region.start, region.end
    if hi - lo >= 4 and str(toks[hi - 1]) == ";" and str(toks[hi - 3]) == "=" and \
            toks[hi - 2].type in ("DEFAULT", "DELETE"):
        return True
    head = skip_template_head(toks, lo, hi)
    head += head < hi and str(toks[head]) == "friend"
    if head + 2 < hi and str(toks[head]) in ("class", "struct", "union") and str(toks[hi - 1]) == ";" \
            and toks[head + 1].type in ("IDENT", "TYPE_NAME") and (head + 3 == hi or toks[head + 2].type == "TLT"
                                                                   and toks[hi - 2].type == "TGT"):
        return True  # NOTE: `class GpuResources;`, `friend class Sub<T, 1>;`: a type name (typenames.py knows it)
    return lo < head < hi and str(toks[head]) == "concept"


def constructor(unit: Any, lo: int, hi: int, scope: tuple[str, ...]) -> list[Token] | None:
    """A constructor or destructor defined in its class (`X(T s) : a(s) {...}`, `~X() {...}`) or outside it
    (`X::X(T s) : a(s) {...}`, `X::~X() {...}`, `X<T>::X(...)`: a qualified name whose last two parts name one
    class) as a function `void X(T s) {...}` (the member initialisers left out), a class template's member
    defined outside it (`T X<T, D>::get(int i) {...}`) as `T X::get(int i) {...}`, else None; a member template's
    two template heads read as one (`template <typename T> template <typename F> X<T>::X(const F &f)`)."""
    toks, match = unit.tokens, unit.match
    if str(toks[hi - 1]) == ";":
        body = hi - 1  # NOTE: a declaration, `__host__ Tensor(T *data);`
    elif str(toks[hi - 1]) != "}" or not 0 <= match[hi - 1] < hi:
        return None
    else:
        body = match[hi - 1]
    for k in range(lo, body):
        word = str(toks[k])
        if k + 1 >= body or str(toks[k + 1]) != "(" or not k + 1 < match[k + 1] < body:
            continue
        dtor = k > lo and str(toks[k - 1]) == "~"
        start, name, parts = k - 1 if dtor else k, ("~" if dtor else "") + word, word.split("::")
        owner = _class_name(toks, k - 3 if dtor else k - 1, lo)
        if dtor and owner is not None and str(toks[k - 2]) == "::" and str(toks[owner]).split("::")[-1] == word:
            start, name = owner, f"{toks[owner]}::~{word}"  # NOTE: `X::~X()`, `X<T, D>::~X()`
        elif toks[k].type == "SCOPE_TAIL" and owner is not None and str(toks[owner]).split("::")[-1] == parts[-1]:
            start, name = owner, f"{toks[owner]}::{parts[-1].strip()}"  # NOTE: `X<T, D>::X(...)`
        elif toks[k].type == "SCOPE_TAIL" and owner is not None and owner > lo:
            # NOTE: a class template's member defined outside it, `T X<T, D>::get(int i) const {...}`
            member = Token.new_borrow_pos("IDENT", f"{toks[owner]}::{parts[-1].strip()}", toks[owner])
            return [*_one_head(toks[lo:owner]), member, *toks[k + 1:hi]]
        elif not (len(parts) > 1 and parts[-1] == parts[-2] or scope and word == scope[-1]):
            continue
        void = Token.new_borrow_pos("VOID", "void", toks[start])
        ident = Token.new_borrow_pos("IDENT", name, toks[k])
        return [*_one_head(toks[lo:start]), void, ident, *toks[k + 1:match[k + 1] + 1], *toks[body:hi]]
    return None


def _one_head(head: list[Token]) -> list[Token]:
    """A member template of a class template defined outside both, `template <typename T> template <typename U>`,
    with its two template heads as one, `template <typename T, typename U>` (an empty one, `template <>`, left
    out): the grammar takes one head, and the parameters of both are the function's."""
    first = skip_template_head(head, 0, len(head))
    second = skip_template_head(head, first, len(head)) if first else 0
    if not first or second <= first:
        return head
    if first == 3:  # NOTE: `template <>` first
        return head[first:]
    if second - first == 3:
        return [*head[:first], *head[second:]]
    comma = Token.new_borrow_pos("COMMA", ",", head[first - 1])
    return [*head[:first - 1], comma, *head[first + 2:]]


def _class_name(toks: list[Token], j: int, lo: int) -> int | None:
    """The index of the class name a `::` after token j qualifies: j itself, or the name before the `<` of the
    template arguments that end at j (`Tensor<T, Dim>`); None when there is none at or after lo."""
    if j >= lo and toks[j].type == "TGT":
        depth = 0
        while j >= lo:
            depth += (toks[j].type == "TGT") - (toks[j].type == "TLT")
            if depth == 0:
                break
            j -= 1
        j -= 1
    return j if j >= lo and toks[j].type in ("IDENT", "TYPE_NAME") else None


def local_aggregate(unit: Any, lo: int, hi: int) -> list[ast.Stmt] | None:
    """A struct/class/union defined in a body (`struct alignas(16) U {...};`, `__shared__ union {...} s;`):
    its variables as `struct U s;` (the members are not modelled), nothing when it declares none."""
    toks, match = unit.tokens, unit.match
    k = next((k for k in range(lo, min(hi, lo + 8)) if str(toks[k]) in ("struct", "class", "union")
              and toks[k].type not in ("STRING_LIT", "CHAR_LIT")), None)
    if k is None or str(toks[hi - 1]) != ";":
        return None
    name, j = "", k + 1
    while j < hi and str(toks[j]) != "{":
        if str(toks[j]) in ("(", "[") and j < match[j] < hi:
            j = match[j]
        elif toks[j].type in ("IDENT", "TYPE_NAME") and not name and str(toks[j - 1]) != ":":
            name = str(toks[j])
        j += 1
    if j >= hi or not j < match[j] < hi:
        return None
    close = match[j]
    if close + 1 == hi - 1:  # NOTE: `struct U {...};` declares no variable
        return [ast.Empty(unit.span(lo, hi))]
    ident = Token.new_borrow_pos("IDENT", name or "(anonymous)", toks[k])
    result, exc = unit.try_feed("MODE_STMTS", [*toks[lo:k + 1], ident, *toks[close + 1:hi]])
    return result if exc is None else None
