"""The template-argument scans of the C++ "lexer hack" (classify.py): which `<`/`>` bracket template
arguments, and the backward looks of the main pass (block braces, declarators). A mixin of _Classifier: it reads
`raw`, `out`, `kw`, `known`, `types` and the index sets the main pass keeps."""

from __future__ import annotations

from analyzer.cuda.parse.keywords import CV, DECL_KW, DECLARATOR_MARKS, TYPE_KW
from analyzer.cuda.parse.typenames import _WINDOW

_ATTRIBUTE_WORDS = frozenset({"__attribute__", "__attribute", "__declspec"})
# NOTE: a template-argument scan stops at these: they cannot appear unparenthesised in `<...>`.
_TEMPLATE_STOP = frozenset("; { } && || ? = += -= *= /= %= &= |= ^= <<= >>= <<< ! : ->".split())


class TemplateScan:
    """match_template/accept/split and the backward looks (see the module docstring)."""

    raw: list
    out: list
    kw: dict
    types: list
    decl_start: set
    scope_tail: set

    def is_known(self, name: str) -> bool:  # NOTE: overridden by _Classifier
        raise NotImplementedError

    def match_template(self, j: int, head: str, force: bool) -> int | None:
        """Index of the `>` closing the `<` at j, or None when it is not a template argument list."""
        raw = self.raw
        depth, paren, has_type, conditional, logical, negated = 1, 0, False, False, False, False
        inner: list[int] = []  # open `<` of nested argument lists
        pairs: list[tuple[int, int]] = []
        m, limit = j + 1, min(len(raw), j + _WINDOW)
        while m < limit:
            kind, val = raw[m][0], raw[m][1]
            if kind == "op":
                if val in ("(", "["):
                    paren += 1
                elif val in (")", "]"):
                    if paren == 0:
                        return None
                    paren -= 1
                elif val == ";" or (val in ("{", "}") and paren == 0):
                    return None  # NOTE: braces inside parentheses are arguments (`decltype(f(T{}))`)
                elif paren == 0:
                    if val == "<":
                        if raw[m - 1][0] != "id":
                            return None
                        depth += 1
                        inner.append(m)
                    elif val in (">", ">>", ">>>"):
                        if len(val) > depth:
                            return None
                        if len(val) > 1:
                            self.split(m)
                            limit = min(len(raw), limit + len(val))
                        depth -= 1
                        if depth == 0:
                            break
                        pairs.append((inner.pop(), m))
                    elif val in ("?", ":") and "::" in head:
                        conditional = True  # NOTE: `ns::f<N == 12 ? 24 : 32>()`: checked by what follows
                    elif val in ("&&", "||", "!") and ("::" in head or force or val == "!" and depth == 1
                                                        and raw[m - 1][1] in ("<", ",")):
                        # NOTE: `std::enable_if_t<A && !B, int>`, `off<!X, !Y>(i, d)`: checked by what follows
                        lead = val == "!" and depth == 1 and raw[m - 1][1] in ("<", ",")
                        logical = logical or "::" in head or force
                        negated = negated or lead
                    elif val in _TEMPLATE_STOP and not (force and val in ("=", "?", ":")):
                        return None
            elif kind == "id":
                if val in TYPE_KW or self.is_known(val):
                    has_type = True
            elif kind != "num":
                return None
            m += 1
        else:
            return None
        if logical and not force and not has_type and not (m + 1 < len(raw) and raw[m + 1][1] in (
                ("=", ">", ",", "::", "*", "&", "(") if negated else ("=", ">", ",", "::", "*", "&"))):
            return None  # NOTE: `ns::off<!X>(i)`: a call's arguments too
        if (conditional or negated and not logical) and not force and not (
                m + 1 < len(raw) and raw[m + 1][1] in ("(", "{")):
            return None
        if force or self.accept(m, has_type):
            for a, b in pairs:  # NOTE: nested lists inside an accepted one are template lists too
                self.out[a], self.out[b] = "TLT", "TGT"
            return m
        return None

    def accept(self, m: int, has_type: bool) -> bool:
        """Does the token after the `>` at m show that `<...>` was an argument list?

        NOTE: a comparison `>` must be followed by an operand; `;`, `)`, `,`, `::x`, `<<<`... cannot
        follow it, so only operand starts need a closer look."""
        raw = self.raw
        f = raw[m + 1] if m + 1 < len(raw) else None
        if f is None:
            return False
        fk, fv = f[0], f[1]
        if has_type:
            return True
        if fk in ("num", "str", "chr") or fv in ("-", "+", "!", "~", "++", "--"):
            return False
        if fk == "id":
            return fv.startswith("::") or fv not in self.kw or fv in CV
        if fv in ("*", "&", "&&"):
            g = raw[m + 2] if m + 2 < len(raw) else None
            return g is not None and (g[0] == "id" or g[1] in (")", ",", ">", "*", "&"))
        return True

    def split(self, m: int) -> None:
        """Split a `>>`/`>>>` token into single `>` tokens (a template closer)."""
        tok = self.raw[m]
        parts = [("op", ">", tok[2] + k, tok[2] + k + 1, tok[4], tok[5] + k) for k in range(len(tok[1]))]
        self.raw[m:m + 1] = parts
        self.out[m:m + 1] = [None] * len(parts)
        self.decl_start = {d + len(parts) - 1 if d > m else d for d in self.decl_start}
        if self.scope_tail:
            self.scope_tail = {d + len(parts) - 1 if d > m else d for d in self.scope_tail}

    def declarator_paren(self, i: int, prev_t: str, prev_v: str, prev2_v: str) -> bool:
        """Does the `(` at i, at namespace or class scope, open the parameters of a declarator the plain rule
        (a type, then a name) misses: a template-id's (`template void f<float>(S &s, cudaStream_t);`, an
        explicit instantiation or specialisation), a constructor's or destructor's (`QMatrix::QMatrix(`,
        `Graph::~Graph(`, `__device__ View(` in its class), a class template's member defined outside it
        (`T Tensor<T, D>::get(`, `Tensor<T, D>::Tensor(`)? None of them can be a call there."""
        raw, types = self.raw, self.types
        if prev_t == "TYPE_NAME":
            return prev2_v in DECL_KW and prev2_v not in ("typedef", "new") or prev2_v in ("{", "}", ";", ":")
        tail = prev_t == "SCOPE_TAIL"  # NOTE: `Tensor<T, Dim>::Tensor(`, `T Tensor<T, Dim>::get(`
        if prev_t == "TGT" or tail and types[i - 2] == "TGT":
            depth, j = 0, i - 1 - tail
            while j > 0 and i - j < _WINDOW:  # NOTE: back to the `<` of the template-id
                depth += (types[j] == "TGT") - (types[j] == "TLT")
                if depth == 0:
                    break
                j -= 1
            if depth or j < 2 or not tail and types[j - 1] != "IDENT":
                return False
            b = self.before_attribute(j - 2)  # NOTE: `template int __attribute__((visibility("default"))) f<E>(`
            before = raw[b][1] if b >= 0 else ""
            # NOTE: `template <> void __global__ k<half>(const half *x)`: a type, then the qualifier (review r18 A-P1)
            qualified = before in DECL_KW and b >= 1 and (raw[b - 1][1] in TYPE_KW or types[b - 1] in ("TYPE_NAME", "TGT"))
            return tail and raw[j - 1][1].split("::")[-1].strip() == prev_v.lstrip(": \t") or b >= 0 and (
                types[b] in ("TYPE_NAME", "TGT", "SCOPE_TAIL") or before in TYPE_KW
                or before in ("*", "&", "&&") or tail and before in DECL_KW or qualified)
        if prev_t != "IDENT":
            return False
        if prev2_v == "~":
            return True
        parts = prev_v.split("::")
        return len(parts) > 1 and parts[-1].strip() == parts[-2].strip() != ""

    def before_attribute(self, k: int) -> int:
        """The index of the token before the GNU/MSVC attributes that end at k (`__attribute__((...))`,
        `__declspec(...)`, read back one after another), or k itself when none ends there."""
        raw = self.raw
        while k > 1 and raw[k][1] == ")":
            depth, o = 0, k
            while o > 0 and k - o < _WINDOW:
                depth += (raw[o][1] == ")") - (raw[o][1] == "(")
                if depth == 0:
                    break
                o -= 1
            if depth or o < 1 or raw[o - 1][1] not in _ATTRIBUTE_WORDS:
                return k
            k = o - 2
        return k

    def declarator_name(self, i: int, paren: str) -> bool:
        """The word at i (a `{` follows) is a declarator's name: after pointer and cv marks that follow a type
        (`float* const p{q}`, `size_t const t{x}`, `T const* p{q}`) or the `,` between declarators (`int* p{q},
        *r{q}`), not a type's brace initialiser in an expression (`y * T{1}`: `y` is no type)."""
        raw = self.raw
        m = i - 1
        while m >= 0 and raw[m][1] in DECLARATOR_MARKS:
            m -= 1
        if m < 0 or m == i - 1:
            return False
        v = raw[m][1]
        return (v in TYPE_KW or self.is_known(v) or self.types[m] in ("TYPE_NAME", "TGT")
                or v == "," and paren == "" and self.declares(m))

    def declares(self, comma: int) -> bool:
        """Is the `,` at `comma` one between the declarators of a declaration (`T a{1}, b{2}`)? Looks back,
        over bracketed groups, to the statement's start (at most 64 tokens): a type, then a name."""
        raw, types = self.raw, self.types
        j, depth = comma - 1, 0
        while j >= 0 and comma - j < 64:
            v = raw[j][1] if raw[j][0] == "op" else ""
            if v == "}" and depth == 0 and raw[j + 1][1] != ",":
                break  # NOTE: the end of a block before the statement (a brace initialiser is followed by `,`)
            if v in (")", "]", "}"):
                depth += 1
            elif v in ("(", "[", "{"):
                if depth == 0:
                    break
                depth -= 1
            elif depth == 0 and v == ";":
                break
            j -= 1
        first = j + 1
        while first < comma and raw[first][1] in DECL_KW:
            first += 1
        name = first + 1  # NOTE: after the type's pointer and cv marks, `size_t const t{x}, w{y}`, `int* p{q}, *r{q}`
        while name < comma and raw[name][1] in DECLARATOR_MARKS:
            name += 1
        if comma - j >= 64 or name >= comma:
            return False
        return (types[first] == "TYPE_NAME" or raw[first][1] in TYPE_KW) and types[name] in ("IDENT", "TLT")

    def is_block_brace(self, i: int) -> bool:
        """Is the `{` at i (outside any code block) a function body rather than a namespace/class body?"""
        raw = self.raw
        depth = 0
        for j in range(i - 1, max(-1, i - 64), -1):
            v = raw[j][1]
            if v in (")", "]"):
                depth += 1
            elif v in ("(", "["):
                depth -= 1
            elif depth == 0:
                if v in (";", "{", "}"):
                    return True
                if v in ("namespace", "struct", "class", "union", "enum"):
                    if v == "class" and j > 0 and raw[j - 1][1] in ("<", ","):
                        continue  # NOTE: `template <class T, class U> __global__ void k(T t) {`
                    return False
                if v == "=":
                    return True
                if raw[j][0] == "str" and j == i - 1 and j > 0 and raw[j - 1][1] == "extern":
                    return False
        return True


def _after_new(raw: list, i: int) -> bool:
    """`new int[n]`, `new unsigned int[n]`: this `[` follows a new-expression's type, not a lambda."""
    words = [r for r in raw[max(0, i - 5):i]]
    at = max((k for k, r in enumerate(words) if r[1] == "new"), default=-1)
    return 0 <= at < len(words) - 1 and all(r[0] == "id" or r[1] in ("::", "*", "<", ">", ",") for r in words[at + 1:])
