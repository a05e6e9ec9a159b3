"""The C++ "lexer hack" for grammars/cuda.lark: which identifiers are types, which `<`/`>` bracket
template arguments (see analyzer/cuda/parse/tokens.py for the whole picture).

`_Classifier.run()` makes one left-to-right pass over raw tokens ((kind, text, start, end, line,
column) tuples from tokens.lex) and returns the terminal name of each; lookahead is bounded (_WINDOW
tokens for a template-argument scan), so the pass is linear in practice.
The terminal of each identifier is words.py's `word()`.
"""

from __future__ import annotations

from analyzer.cuda.parse.keywords import BUILTIN_TYPES, CASTS, CV, DECL_KW, OPERAND_START, TYPE_KW  # noqa: F401
from analyzer.cuda.parse.templates import _after_new
from analyzer.cuda.parse.words import WordRules
from analyzer.cuda.parse.typenames import _WINDOW, _last, learn_types, template_params  # noqa: F401

_INDEXABLE = frozenset("IDENT TYPE_NAME RPAR RSQB TGT STRING_LIT INT_LIT CHAR_LIT THIS VALUE_TAIL SCOPE_TAIL".split())
_TYPE_END = frozenset({"TYPE_NAME", "TGT", "SCOPE_TAIL"})  # what a type ends with, a declarator's name after it
_BOOKKEEPING = frozenset("{ } ( ) ; ? = :".split())  # the ops run() keeps state for
_LABEL_WORDS = frozenset({"case", "default", "public", "private", "protected"})
_LOOKAHEAD_KW = frozenset({"template", "typename", "final", "override"}) | CASTS  # keywords word() looks ahead from
_LAMBDA_SPACE = frozenset({"]", "__device__", "__host__"})  # what may stand between a lambda's `[...]` and `(`


class _Classifier(WordRules):
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
        self.saved: list[tuple[int, list[str]]] = []  # (braces open, the parentheses a lambda's body sets aside)

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

    def is_known(self, name: str) -> bool:
        # NOTE: _last(name) is name itself when it holds no `::` (no token starts or ends with a blank that
        # could leave a known name once stripped), so it is computed only for qualified names
        return (name in self.known or ("::" in name and _last(name) in self.known)) and name not in self.shadowed

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
                    if block and parens:  # NOTE: a lambda's body inside a call: statements, as in any body
                        self.saved.append((len(braces), parens[:]))
                        parens.clear()
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
                    if self.saved and self.saved[-1][0] == len(braces):
                        parens[:] = self.saved.pop()[1]  # NOTE: back in the call the lambda is an argument of
                    if braces and braces.pop():
                        body -= 1
                        if body == 0:
                            parens.clear()  # NOTE: a function's end closes what unbalanced code left open
                            self.saved.clear()
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
                            prev2_t in _TYPE_END or prev2_v in TYPE_KW or prev2_v in DECL_KW
                            or prev2_v in ("*", "&", "&&", ")")):
                        parens.append("param")  # NOTE: `typename traits<It>::value_type reduce(`: a type's name
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
