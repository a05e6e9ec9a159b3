"""The C++ "lexer hack" for grammars/cuda.lark: which identifiers are types, which `<`/`>` bracket
template arguments (see analyzer/cuda/parse/tokens.py for the whole picture).

`_Classifier.run()` makes one left-to-right pass over raw tokens ((kind, text, start, end, line,
column) tuples from tokens.lex) and returns the terminal name of each; lookahead is bounded (_WINDOW
tokens for a template-argument scan), so the pass is linear in practice.
"""

from __future__ import annotations

from analyzer.cuda.parse.keywords import BUILTIN_TYPES, CASTS, CV, DECL_KW, OPERAND_START, TYPE_KW  # noqa: F401
from analyzer.cuda.parse.templates import TemplateScan, _after_new
from analyzer.cuda.parse.typenames import _WINDOW, _last, learn_types, template_params  # noqa: F401

_DECL_END = frozenset("; = , [ ) { :".split())
_INDEXABLE = frozenset("IDENT TYPE_NAME RPAR RSQB TGT STRING_LIT INT_LIT CHAR_LIT THIS VALUE_TAIL SCOPE_TAIL".split())
_NOT_AFTER_TYPE = frozenset(". -> = [ ; + - / % == != ? : += -= *= /= |= &= <= >= << >> || && ^ |".split())
_BOOKKEEPING = frozenset("{ } ( ) ; ? = :".split())  # the ops run() keeps state for
_LABEL_WORDS = frozenset({"case", "default", "public", "private", "protected"})
_LOOKAHEAD_KW = frozenset({"template", "typename", "final", "override"}) | CASTS  # keywords word() looks ahead from
_VIRT_AFTER = frozenset({")", "const", "noexcept", "override", "final", "volatile", "&", "&&", "]"})  # `final` is a keyword after
_TYPE_TERMINALS = frozenset({"TYPE_NAME", "TGT"})
_VALUE_BEFORE = frozenset("- + / % = += -= *= /= return ? == != && || ! ~".split())  # an operand follows
_BRACE_CAST_AFTER = frozenset("return ( , = ? : ~ ! | ^ << >> == != <= >= && || % [ += -= *= /= |= &= ^=".split())  # `X{` a value
_LAMBDA_SPACE = frozenset({"]", "__device__", "__host__"})  # what may stand between a lambda's `[...]` and `(`
_ALIGN_KW = frozenset({"__align__", "alignas"})  # NOTE: `Array<T, N> __align__(16) x[4];`: after a type only
_OPERAND_BEFORE = frozenset("EQUAL COMMA LPAR QMARK COLON RETURN PLUS MINUS STAR SLASH".split())  # tokens a template-argument scan may look ahead


class _Classifier(TemplateScan):
    """One left-to-right pass deciding TYPE_NAME/IDENT and TLT/TGT (see the module docstring)."""

    def __init__(self, raw: list[tuple], kw: dict[str, str], punct: dict[str, str]):
        self.raw, self.kw, self.punct = raw, kw, punct
        types, self.kernels = learn_types(raw)
        self.known = types | BUILTIN_TYPES  # NOTE: a set: template parameters come and go
        self.out: list[str | None] = [None] * len(raw)  # forced terminal per index
        self.decl_start: set[int] = set()  # TGT indexes closing a `template <...>` head
        self.force_type: set[int] = set()  # names after a dropped `typename`
        self.scope_tail: set[int] = set()  # `::name` after `typename A<T>` / `using X = A<T>`: a type's member
        self.shadowed: set[str] = set()  # type names a parameter or variable of the current function hides
        self.decltype_close = -1  # index of the `)` closing the last `decltype(`
        self.typename_decltype = -1  # index of a `decltype` after a dropped `typename`
        self.lambda_tgt: set[int] = set()  # the `>` closing a lambda's `[]<...>` template parameters
        self.template_heads: list[tuple[int, int]] = []  # the `<`, `>` of each `template <...>`
        self.trailing = -1  # index of a `->` that starts a trailing return type
        self.value_tgt: set[int] = set()  # the `>` of template arguments after an arithmetic operator
        self.init_braces: set[int] = set()  # `{` opening a brace initialiser inside a function
        self.brace_at: list[int] = []  # the index of each open `{`
        # NOTE: the template heads whose declaration the pass is in: (braces, parens open at the head, the type
        # parameters it made known); the declaration ends at a `;` or `}` back at that depth
        self.scopes: list[tuple[int, int, list[str]]] = []
        self.braces: list[bool] = []
        self.parens: list[str] = []

    def open_scope(self, lo: int, hi: int) -> None:
        """The type parameters of the `template <...>` head between lo and hi are type names until its
        declaration ends (`template <typename S>` leaves `S` free for a later `template <int S>`)."""
        added = [name for name in template_params(self.raw, lo, hi) if name not in self.known]
        self.known.update(added)
        self.scopes.append((len(self.braces), len(self.parens), added))

    def close_scopes(self) -> None:
        scopes, nb, np = self.scopes, len(self.braces), len(self.parens)
        while scopes and scopes[-1][0] >= nb and scopes[-1][1] >= np:
            self.known.difference_update(scopes.pop()[2])

    def operand_at(self, k: int) -> bool:
        """Does raw[k] start an operand: `(decltype(S)::value * n)` multiplies (`(T *)` ends at `)`)?"""
        return k < len(self.raw) and (self.raw[k][0] == "num" or self.raw[k][0] == "id" and (
            self.raw[k][1] not in self.kw or self.raw[k][1] in OPERAND_START))

    def is_known(self, name: str) -> bool:
        # NOTE: _last(name) is name itself when it holds no `::` (no token starts or ends with a blank that
        # could leave a known name once stripped), so it is computed only for qualified names
        return (name in self.known or ("::" in name and _last(name) in self.known)) and name not in self.shadowed

    # ----------------------------------------------------------------------------- templates
    # ----------------------------------------------------------------------------- main pass
    def run(self, stmt_start: bool = True) -> list[str]:
        # NOTE: one branch per raw kind, each doing only what can apply to it: an op is never a keyword, a label
        # or IDENT, only an op is forced (TLT/TGT) or is a bracket; a keyword other than those word() looks
        # ahead for is its terminal without a call.
        raw, out = self.raw, self.out
        punct_get, kw_get = self.punct.get, self.kw.get
        word = self.word
        types: list[str] = []
        self.types = types
        append = types.append
        braces: list[bool] = self.braces  # True: a code block (function body ...), False: namespace/class body
        parens: list[str] = self.parens  # "ctrl", "param", "call", "attr", "other"
        scopes = self.scopes
        label, question, assigned = False, 0, False
        squares: list[str] = []  # LSQB / LAMBDA_OPEN per open `[`
        squares_closed = ""  # what the `]` just before closed
        squares_before = ""
        after_params = -1  # the `)` of a lambda's or function's parameters, while only specifiers follow
        body = 0 if stmt_start else 1  # NOTE: a lone expression reads as code inside a function
        prev_v, prev_t, prev2_t, prev2_v = "", "", "", ""
        # NOTE: split() only ever replaces tokens after i, so iterating the growing list sees them
        for i, r in enumerate(raw):
            kind, v = r[0], r[1]
            t = out[i]
            if kind == "op":
                if t is None:
                    t = punct_get(v, "BAD")
                    if v == "[":
                        if prev_t not in _INDEXABLE and prev_v not in ("delete", "operator") \
                                and not _after_new(raw, i):
                            t = "LAMBDA_OPEN"
                        squares.append(t)
                    elif v == "<" and prev_v == "]" and squares_closed == "LAMBDA_OPEN":
                        close = self.match_template(i, "", True)  # NOTE: C++20 `[]<typename T>(...)`
                        if close is not None:
                            t, out[close] = "TLT", "TGT"
                            self.lambda_tgt.add(close)
                            self.open_scope(i, close)
                append(t)
                squares_before = squares_closed
                squares_closed = squares.pop() if v == "]" and squares else ""
                if v == "->" and after_params >= 0:
                    self.trailing = i  # NOTE: `[](T x) -> T {`, `auto f(int) -> T`: a type follows
                if v != ")":
                    after_params = -1
                # ---- statement-start / bracket bookkeeping
                new_start = False
                if t == "TGT" and i in self.decl_start:
                    new_start = True
                elif v not in _BOOKKEEPING:
                    pass
                elif v == "{":
                    # NOTE: at file scope, a `{` inside parentheses (`decltype(size(L{}))`) is a brace initialiser
                    block = body > 0 or ((not parens or prev_v == ")") and self.is_block_brace(i))
                    braces.append(block)
                    self.brace_at.append(i)
                    body += block
                    # NOTE: a brace initialiser (`float2 s{a * b, c}`, `= {`, `f({`) starts no statement
                    # NOTE: and `Info{{a * b, c}}`: a type's braces (not a lambda's `-> T {`), a list in a list
                    new_start = not (body and (prev_v in ("=", "(", ",", "return", "[") or prev_t in ("IDENT", "TGT")
                                               and prev2_v not in ("struct", "class", "union", "enum")
                                               or prev_t == "TYPE_NAME" and self.trailing != i - 2
                                               and prev2_v not in ("struct", "class", "union", "enum", "->")
                                               or prev_v == "{" and i - 1 in self.init_braces))
                    if not new_start and body:
                        self.init_braces.add(i)
                elif v == "}":
                    if self.brace_at:
                        self.brace_at.pop()
                    if braces and braces.pop():
                        body -= 1
                        if body == 0:
                            parens.clear()  # NOTE: a function's end closes what unbalanced code left open
                            if self.shadowed:
                                self.shadowed.clear()
                    if scopes and scopes[-1][0] >= len(braces):
                        self.close_scopes()
                    new_start = True
                elif v == "(":
                    if prev_v in ("__launch_bounds__", "__align__", "__cluster_dims__", "__maxnreg__"):
                        parens.append("attr")  # NOTE: expressions only: `__launch_bounds__(BLOCK) k(` is no cast
                    elif (prev_v in ("if", "for", "while", "switch", "catch") and prev_t != "IDENT") or (
                            prev_v == "constexpr" and prev2_v == "if"):  # NOTE: `if constexpr (B) x = 1;`
                        parens.append("param" if prev_v == "catch" else "ctrl")  # NOTE: a handler's declaration
                        new_start = prev_v == "for"
                    elif body == 0 and not assigned and prev_t == "IDENT" and (
                            prev2_t in ("TYPE_NAME", "TGT") or prev2_v in TYPE_KW or prev2_v in DECL_KW
                            or prev2_v in ("*", "&", "&&", ")")):
                        parens.append("param")
                    elif body == 0 and not assigned and self.declarator_paren(i, prev_t, prev_v, prev2_v):
                        parens.append("param")
                    elif prev_t == "IDENT":
                        parens.append("call")
                    elif prev_v == "decltype":
                        parens.append("decltype_t" if self.typename_decltype == i - 1 else "decltype")
                    elif prev_v == "new":
                        parens.append("placement")  # NOTE: `new (ptr) T(v)`: the place is an expression
                    elif (prev_v in _LAMBDA_SPACE and squares_before == "LAMBDA_OPEN") or i - 1 in self.lambda_tgt:
                        parens.append("lambda")
                    else:
                        parens.append("other")
                elif v == ")":
                    kind_closed = parens.pop() if parens else ""
                    new_start = kind_closed == "ctrl"
                    if kind_closed == "placement":
                        self.force_type.add(i + 1)  # NOTE: `new (p + i) WarpMutex;`: the type after the place
                    if kind_closed in ("decltype", "decltype_t"):
                        self.decltype_close = i
                        if kind_closed == "decltype_t":
                            self.scope_tail.add(i + 1)  # NOTE: `typename decltype(x)::type`
                    elif kind_closed in ("lambda", "param"):
                        after_params = i
                elif v == ";":
                    new_start = not parens
                    if body == 0 and self.shadowed and not parens:
                        self.shadowed.clear()  # NOTE: a prototype's parameters end with it
                    if scopes and scopes[-1][0] >= len(braces):
                        self.close_scopes()
                elif v == "?":
                    question += 1
                elif v == "=":
                    if not parens:
                        assigned = True
                elif question:  # v == ":"
                    question -= 1
                elif label:
                    new_start = True
            elif kind == "id":
                if t is None:
                    t = kw_get(v)
                    if t is None or v in _LOOKAHEAD_KW:
                        t = word(i, v, prev_v, prev_t, stmt_start, parens[-1] if parens else "", body, prev2_v,
                                 prev2_t)
                append(t)
                squares_closed = squares_closed if v in _LAMBDA_SPACE else ""  # NOTE: `[=] __device__ (int i)`
                if after_params >= 0 and v not in ("mutable", "noexcept", "const", "__device__", "__host__",
                                                   "constexpr", "override", "final", "volatile"):
                    after_params = -1
                new_start = (v == "else" or v == "do") and t != "IDENT"
                if stmt_start and (v in _LABEL_WORDS or (t == "IDENT" and i + 1 < len(raw) and raw[i + 1][1] == ":")):
                    label = True
            else:
                if t is None:
                    if kind == "num":
                        low = v.lower()
                        if low.startswith("0x"):
                            t = "FLOAT_LIT" if "p" in low else "INT_LIT"
                        else:
                            t = "FLOAT_LIT" if ("." in low or "e" in low) else "INT_LIT"
                    elif kind == "str":
                        t = "STRING_LIT"
                    elif kind == "chr":
                        t = "CHAR_LIT"
                    else:
                        t = "BAD"
                append(t)
                squares_closed = ""
                after_params = -1
                new_start = False
            if new_start:
                stmt_start, label, question, assigned = True, False, 0, False
            else:
                stmt_start = False
            prev2_v, prev2_t, prev_v, prev_t = prev_v, prev_t, v, t
        return types

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
            close = self.match_template(i + 1, v, prev_v == "typedef" or prev_v == "=" and raw[i - 3][1] == "using")
            if close is not None:
                out[i + 1], out[close] = "TLT", "TGT"
                k, templated = close + 1, True
                if i and raw[i - 1][1] in _VALUE_BEFORE:
                    self.value_tgt.add(close)  # NOTE: `-lit<T>::half * x`: the `::half` after it is a value
                if i in self.force_type or (prev_v == "=" and i >= 3 and raw[i - 3][1] == "using"):
                    self.scope_tail.add(k)  # NOTE: `typename A<T>::type;`: names a type whatever follows
        if kind:
            less = kind == "SCOPE_TAIL" and nxt is not None and nxt[1] == "<" and not templated  # `X::v < rem`
            return "VALUE_TAIL" if less else kind
        if prev_v == "->" and self.trailing == i - 1:
            return "TYPE_NAME"
        after = raw[k] if k < n else ("op", ";")
        ak, av = after[0], after[1]
        if prev_v == "new" or prev_v == "typename" or i in self.force_type:
            return "TYPE_NAME"
        if templated and (av.startswith("::") or av == "{"):
            return "TYPE_NAME"
        if (templated or av in (",", "=") or k == self.template_heads[-1][1] if self.template_heads else False) \
                and prev_v in ("<", ",") and self.template_heads and \
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
        if prev_v == "=" and i >= 3 and raw[i - 3][1] == "using":
            return "TYPE_NAME"
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
        if (v in self.known or ("::" in v and _last(v) in self.known)) and v not in self.shadowed:  # is_known(v)
            if (prev_t == "TYPE_NAME" or prev_v in TYPE_KW) and av in ("=", ";", "[") and "::" not in v:
                self.shadowed.add(v)  # NOTE: `constexpr int S = 4;` hides a type `S` of the file (`xs[S]` after)
                return "IDENT"
            if av in _NOT_AFTER_TYPE and not templated and not (av == "&&" and k + 1 < n and (
                    raw[k + 1][1] == "..." or paren in ("param", "lambda") and prev_v in ("(", ",", "const"))):
                return "IDENT"  # NOTE: `Ts &&... xs`, `(T *p, U &&v)` declare forwarding references
            if paren == "call" and prev_v in ("(", ",") and av in (",", ")"):
                return "IDENT"  # NOTE: a macro argument (`LOCALS(size_t, ne, src)`), not a cast
            if prev_t == "TYPE_NAME" or prev_v in TYPE_KW:
                if av in (",", ")", "=", ";", "{", "[") and "::" not in v:
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
