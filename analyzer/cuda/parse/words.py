"""The terminal of one identifier or keyword in the C++ "lexer hack" (classify.py): TYPE_NAME or IDENT, from the
tokens around it and what the pass knows (a mixin of _Classifier, over the template-argument scans of templates.py:
it reads `raw`, `out`, `kw`, `known`, `shadowed` and the index sets the main pass keeps)."""

from __future__ import annotations

from analyzer.cuda.parse.keywords import CASTS, CV, DECL_KW, OPERAND_START, TYPE_KW
from analyzer.cuda.parse.templates import TemplateScan
from analyzer.cuda.parse.typenames import _last

_DECL_END = frozenset("; = , [ ) { :".split())
_NOT_AFTER_TYPE = frozenset(". -> = [ ; + - / % == != ? : += -= *= /= |= &= <= >= << >> || && ^ |".split())
# NOTE: `final` is a keyword after these
_VIRT_AFTER = frozenset({")", "const", "noexcept", "override", "final", "volatile", "&", "&&", "]"})
_TYPE_TERMINALS = frozenset({"TYPE_NAME", "TGT"})
# NOTE: what follows a value, never a type: `std::is_integral_v<T> || ...` inside `enable_if_t<...>` of a template
# head is a variable template's value (review r17 B-P1), `std::enable_if_t<C, int> = 0` a parameter's type
_VALUE_AFTER = frozenset({"||", "&&", "==", "!=", "?", "+", "-", "/", "%", "|", "^", "<=", ">="})
_VALUE_BEFORE = frozenset("- + / % = += -= *= /= return ? == != && || ! ~".split())  # an operand follows
# NOTE: `X{` after these is a value made with braces
_BRACE_CAST_AFTER = frozenset("return throw ( , = ? : ~ ! | ^ << >> == != <= >= && || % [ += -= *= /= |= &= ^=".split())
_ALIGN_KW = frozenset({"__align__", "alignas"})  # NOTE: `Array<T, N> __align__(16) x[4];`: after a type only
# NOTE: the tokens a template-argument scan may look ahead
_OPERAND_BEFORE = frozenset("EQUAL COMMA LPAR QMARK COLON RETURN PLUS MINUS STAR SLASH".split())


def _starts_alias_type(raw: list, i: int) -> bool:
    """Is raw[i] the first name of the type a `typedef` or an alias declaration (`using N =`) declares a name of,
    cv-qualifiers aside? Only a declaration follows `typedef`: `typedef R (*fn)(args);` makes `fn` a pointer type
    whatever R is, R a type whether or not the file declares it (a header kernlint does not read may)."""
    j = i - 1
    while j >= 0 and raw[j][1] in CV:
        j -= 1
    if j < 0:
        return False
    if raw[j][1] == "=":
        return j >= 2 and raw[j - 2][1] == "using" and raw[j - 1][0] == "id"
    return raw[j][1] == "typedef" and raw[j][0] == "id"


class WordRules(TemplateScan):
    """word(): the terminal of identifier/keyword tokens (see the module docstring)."""

    known: set
    shadowed: set
    force_type: set
    value_tgt: set
    lambda_tgt: set
    template_heads: list
    init_braces: set
    brace_at: list
    decltype_close: int
    typename_decltype: int
    trailing: int

    def operand_at(self, k: int) -> bool:
        """Does raw[k] start an operand: `(decltype(S)::value * n)` multiplies (`(T *)` ends at `)`)?"""
        return k < len(self.raw) and (self.raw[k][0] == "num" or self.raw[k][0] == "id" and (
            self.raw[k][1] not in self.kw or self.raw[k][1] in OPERAND_START))

    def member_named(self, j: int) -> bool:
        """Do the template arguments opened at j name a class's member function, `S<T>::next(`?"""
        close = self.match_template(j, self.raw[j - 1][1], False)
        return close is not None and close + 2 < len(self.raw) and self.raw[close + 1][1].startswith("::") \
            and self.raw[close + 2][1] == "("

    def word(self, i: int, v: str, prev_v: str, prev_t: str, stmt_start: bool, paren: str, body: int,
             prev2_v: str = "", prev2_t: str = "") -> str:
        """The terminal of identifier/keyword `v` at index i (may mark template brackets ahead)."""
        raw, out = self.raw, self.out
        n = len(raw)
        nxt = raw[i + 1] if i + 1 < n else None
        if v in self.kw:
            if v in ("final", "override") and prev_v not in _VIRT_AFTER and prev2_v not in ("struct", "class"):
                return "IDENT"  # NOTE: `float final = ...`: a name
            if v == "template" and prev_v in (".", "->") and nxt is not None and nxt[0] == "id":
                # NOTE: `obj.template f<N>()`: a member template, its `<` opens arguments
                if i + 2 < n and raw[i + 2][1] == "<":
                    close = self.match_template(i + 2, nxt[1], True)
                    if close is not None:
                        out[i + 2], out[close] = "TLT", "TGT"
                out[i + 1] = "IDENT"
                return self.kw[v]
            if nxt is not None and nxt[1] == "<" and (v == "template" or v in CASTS):
                close = self.match_template(i + 1, v, True)
                if close is not None:
                    out[i + 1], out[close] = "TLT", "TGT"
                    if v == "template":
                        self.decl_start.add(close)
                        self.template_heads.append((i + 1, close))
                        self.open_scope(i + 1, close)
            elif v == "typename" and nxt is not None and nxt[0] == "id" and (
                    "::" in nxt[1] or (i + 2 < n and raw[i + 2][1] == "<") or nxt[1] == "decltype"):
                self.force_type.add(i + 1)
                if nxt[1] == "decltype":
                    self.typename_decltype = i + 1
                return "TYPENAME_DROPPED"
            return self.kw[v]
        if (prev_t == "TGT" or prev_v == ")" and self.decltype_close == i - 1) and v.startswith("::"):
            kind = "SCOPE_TAIL"
            if nxt is not None and nxt[0] == "op" and (
                    nxt[1] not in ("(", "<", "*", "&", "&&", "{", "::", "...")
                    or nxt[1] in ("*", "&", "&&") and (paren in ("ctrl", "call") or i - 1 in self.value_tgt
                                                       or paren == "other" and self.operand_at(i + 2))) \
                    and i not in self.scope_tail:
                kind = "VALUE_TAIL"  # NOTE: `if constexpr (is_x<T>::value && B)`: an operand, not a type
                if nxt[1] == ")" and paren != "attr" and i + 2 < n and (
                        raw[i + 2][0] in ("num", "chr") or raw[i + 2][0] == "id" and (
                        raw[i + 2][1] not in self.kw or raw[i + 2][1] in OPERAND_START)):
                    kind = "SCOPE_TAIL"  # NOTE: `(Tensor<long, 1>::DataType)warpId`: an operand after `)`, a cast
        elif (prev_v in (".", "->", "goto") and self.trailing != i - 1) or v in ("operator", "this"):
            if prev_v in (".", "->") and nxt is not None and nxt[1] == "<":
                close = self.match_template(i + 1, v, False)  # NOTE: `parser.get<unsigned int>("l")`
                if close is not None:
                    out[i + 1], out[close] = "TLT", "TGT"
            return "IDENT"
        else:
            kind = None
        k = i + 1
        templated = False
        if nxt is not None and nxt[1] == "<":
            # NOTE: a typedef or alias names a type: `typedef S<(A > 0) ? B : C> T;` holds no comparison
            using_rhs = prev_v == "=" and i >= 3 and raw[i - 3][1] == "using"
            close = self.match_template(i + 1, v, prev_v == "typedef" or using_rhs)
            if close is not None:
                out[i + 1], out[close] = "TLT", "TGT"
                k, templated = close + 1, True
                if i and raw[i - 1][1] in _VALUE_BEFORE:
                    self.value_tgt.add(close)  # NOTE: `-lit<T>::half * x`: the `::half` after it is a value
                if i in self.force_type or using_rhs:
                    self.scope_tail.add(k)  # NOTE: `typename A<T>::type;`: names a type whatever follows
        if kind:
            less = kind == "SCOPE_TAIL" and nxt is not None and nxt[1] == "<" and not templated  # `X::v < rem`
            return "VALUE_TAIL" if less else kind
        if prev_v == "->" and self.trailing == i - 1:
            return "TYPE_NAME"
        after = raw[k] if k < n else ("op", ";")
        ak, av = after[0], after[1]
        if prev_v == "new" or prev_v == "typename" or i in self.force_type or _starts_alias_type(raw, i):
            return "TYPE_NAME"
        if templated and (av.startswith("::") or av == "{"):
            return "TYPE_NAME"
        if (templated or av in (",", "=") or k == self.template_heads[-1][1] if self.template_heads else False) \
                and prev_v in ("<", ",") and self.template_heads and av not in _VALUE_AFTER and \
                self.template_heads[-1][0] < i < self.template_heads[-1][1] and prev_t in ("TLT", "COMMA"):
            # NOTE: a template parameter whose type has arguments, `std::enable_if_t<C, int> = 0`, or an unnamed
            # one, `template <int N, cub::BlockLoadAlgorithm /* A */, typename T>`
            return "TYPE_NAME"
        if paren == "attr" and av != "{":
            return "IDENT"
        if prev_t == "TLT" and prev2_v in CASTS:
            return "TYPE_NAME"
        if prev_v == "(" and (prev2_v in ("alignof", "__alignof__", "_Alignof") and templated
                              or prev2_v == "__builtin_bit_cast"):
            return "TYPE_NAME"  # NOTE: `alignof(vec_t<T, N>)`, `__builtin_bit_cast(bf16x2_t, x)` take a type
        if prev_v == "=" and (prev2_v in ("typename", "class") or i >= 3 and raw[i - 3][1] in ("typename", "class")) \
                and paren == "":
            return "TYPE_NAME"  # NOTE: a template type parameter's default, `typename T = X<T>`
        if av == "{":
            if prev_v in ("*", "&", "&&") and self.declarator_name(i, paren):
                return "IDENT"  # NOTE: `float* d_matrix{};`, `T const* p{q}`, `int* p{q}, *r{q};` declare p, r
            if prev_v == "," and paren == "" and not (self.brace_at and self.brace_at[-1] in self.init_braces) \
                    and self.declares(i - 1):
                return "IDENT"  # NOTE: `float a{0}, b{1};`: the second declarator
            if prev_t in _OPERAND_BEFORE or prev_v in _BRACE_CAST_AFTER:
                return "TYPE_NAME"  # NOTE: `~mask_t{}`, `config::lane_mask_t{1} << lane`: a value made with braces
            if prev_v == "{" and self.brace_at and self.brace_at[-1] in self.init_braces:
                return "TYPE_NAME"  # NOTE: `opt<byte>{byte{0}}`: a brace initialiser's first element made with braces
        if (v in self.known or ("::" in v and _last(v) in self.known)) and v not in self.shadowed:  # is_known(v)
            # NOTE: a name after a type is its declarator whatever it names outside (`Set<int, 4> set(&s[0]);`
            # declares `set`): after a type name, a type keyword or the `>` of a type's template arguments
            declarator = prev_t == "TYPE_NAME" or prev_v in TYPE_KW or (
                prev_t == "TGT" and not templated and i - 1 not in self.decl_start and i - 1 not in self.lambda_tgt)
            if declarator and av in ("=", ";", "[") and "::" not in v:
                self.shadowed.add(v)  # NOTE: `constexpr int S = 4;` hides a type `S` of the file (`xs[S]` after)
                return "IDENT"
            if av in _NOT_AFTER_TYPE and not templated and not (av == "&&" and k + 1 < n and (
                    raw[k + 1][1] == "..." or paren in ("param", "lambda") and prev_v in ("(", ",", "const"))):
                return "IDENT"  # NOTE: `Ts &&... xs`, `(T *p, U &&v)` declare forwarding references
            if paren == "call" and prev_v in ("(", ",") and av in (",", ")"):
                return "IDENT"  # NOTE: a macro argument (`LOCALS(size_t, ne, src)`), not a cast
            if declarator:
                if (av in (",", ")", "=", ";", "{", "[") or av == "(" and body) and "::" not in v:
                    self.shadowed.add(v)  # NOTE: `int dim3` declares a variable that hides the type here
                return "IDENT"
            return "TYPE_NAME"
        if ak == "id" and not av.startswith("::") and (av not in self.kw or av in CV or av in _ALIGN_KW):
            return "TYPE_NAME"
        if av in ("*", "&", "&&"):
            if stmt_start or (paren in ("param", "lambda") and prev_v in ("(", ",")):
                m = k
                while m < n and (raw[m][1] in ("*", "&", "&&") or raw[m][1] in CV):
                    m += 1
                if m + 1 < n and raw[m][0] == "id" and raw[m][1] not in self.kw:
                    end = raw[m + 1][1]
                    if end in _DECL_END or (end == "(" and body == 0):
                        return "TYPE_NAME"
                    if end == "<" and body == 0 and self.member_named(m + 1):
                        return "TYPE_NAME"  # NOTE: `S<T> &S<T>::next() {`: a class template's member defined outside
                if paren in ("param", "lambda") and m < n and raw[m][1] in (",", ")"):
                    return "TYPE_NAME"
            if prev_t in ("TLT", "COMMA"):
                m = k
                while m < n and (raw[m][1] in ("*", "&", "&&") or raw[m][1] in CV):
                    m += 1
                if m < n and (out[m] == "TGT" or raw[m][1] == ","):
                    return "TYPE_NAME"
        if prev_v == "(" and paren not in ("ctrl", "decltype", "decltype_t", "placement") and av in (")", "*", "&"):
            m = k
            while m < n and (raw[m][1] in ("*", "&") or raw[m][1] in CV):
                m += 1
            if m < n and raw[m][1] == ")":
                if av != ")":
                    return "TYPE_NAME"
                if m + 1 < n:
                    f = raw[m + 1]
                    if (f[0] == "id" and (f[1] not in self.kw or f[1] in OPERAND_START)) or f[0] in (
                            "num", "str", "chr"):
                        return "TYPE_NAME"
        if prev_v in DECL_KW and prev_v != "new" and av not in ("=", ";", ",", "[", "(", ")"):
            if av == "{" and (prev_v == "constexpr" and (prev2_t in _TYPE_TERMINALS or prev2_v in TYPE_KW)
                              or self.declarator_name(i, paren)):
                return "IDENT"  # NOTE: east const, `size_t const row{...}`, `T* const p{q}`: the declared name
            return "TYPE_NAME"
        if paren in ("param", "lambda") and prev_v in ("(", ",") and (
                av in (",", ")") or av == "(" and k + 1 < n and raw[k + 1][1] in ("*", "&", "&&")):
            return "TYPE_NAME"  # NOTE: an unnamed parameter, or a parenthesised declarator: `half (&items)[4]`
        return "IDENT"
