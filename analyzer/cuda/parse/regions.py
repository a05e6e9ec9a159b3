"""Linear scans over the token list for error tolerance: bracket matching, top-level regions,
statement boundaries, and the token ranges of launches inside code the grammar cannot parse.

All functions work on index ranges [lo, hi) of one token list and never recurse, so their cost is
linear in the tokens they look at, whatever the nesting.
"""

from __future__ import annotations


from analyzer.prebuilt import dataclass
from analyzer.cuda.parse.lalr import Token

OPEN = {"(": ")", "[": "]", "{": "}"}
CLOSE = {")": "(", "]": "[", "}": "{"}
CONTROL = {"if", "for", "while", "switch", "do", "try", "else", "{"}
AGGREGATE = {"struct", "class", "union", "enum"}
LAUNCH_CALLS = {"hipLaunchKernelGGL", "cudaLaunchKernel", "cudaLaunchCooperativeKernel", "hipLaunchKernel",
                "hipLaunchCooperativeKernel", "cudaLaunchKernelEx", "hipLaunchKernelEx"}


def _lit(tok: Token) -> str:
    """The spelling of punctuation/keyword tokens; '' for names and literals (so `"{"` never matches)."""
    return "" if tok.type in ("STRING_LIT", "CHAR_LIT") else str(tok)


_BRACKETS = frozenset("()[]{}")


def match_brackets(tokens: list[Token]) -> tuple[list[int], list[int]]:
    """For each bracket token the index of its partner (-1 if unmatched), and each token's depth."""
    n = len(tokens)
    match = [-1] * n
    depth = [0] * n
    stack: list[int] = []  # indexes of the open brackets
    opened: list[str] = []  # their spellings
    # NOTE: only the brackets are visited; the tokens between two of them get the depth in one slice
    # assignment (a Python step per token was most of the cost). A string or character literal never
    # spells a bracket, so `tok in _BRACKETS` is `_lit(tok) in OPEN or _lit(tok) in CLOSE`.
    last = 0  # tokens[last:i] lie between the previous bracket and this one
    for i in [i for i, tok in enumerate(tokens) if tok in _BRACKETS]:
        if stack and last < i:
            depth[last:i] = [len(stack)] * (i - last)
        last = i + 1
        v = str(tokens[i])
        if v in OPEN:
            depth[i] = len(stack)
            stack.append(i)
            opened.append(v)
            continue
        want = CLOSE[v]
        if v == "}":  # NOTE: a `}` closes any parens left open inside its block
            while opened and opened[-1] != "{":
                opened.pop()
                stack.pop()
        if opened and opened[-1] == want:
            opened.pop()
            j = stack.pop()
            match[i], match[j] = j, i
        depth[i] = len(stack)
    if stack and last < n:
        depth[last:n] = [len(stack)] * (n - last)
    return match, depth


@dataclass
class Region:
    """A top-level piece: kind "item" (function/declaration), "scope" (namespace/extern "C"/class body
    to recurse into, with `name` and the body's token range), "skip" (struct/enum without device code)."""

    kind: str
    start: int
    end: int
    name: str = ""
    body: tuple[int, int] = (0, 0)


def skip_template_head(tokens: list[Token], i: int, hi: int) -> int:
    if i < hi and _lit(tokens[i]) == "template" and i + 1 < hi and tokens[i + 1].type == "TLT":
        depth = 0
        for j in range(i + 1, hi):
            if tokens[j].type == "TLT":
                depth += 1
            elif tokens[j].type == "TGT":
                depth -= 1
                if depth == 0:
                    return j + 1
    return i


def top_regions(tokens: list[Token], match: list[int], lo: int, hi: int) -> list[Region]:
    """Split [lo, hi) into top-level regions (see Region)."""
    out: list[Region] = []
    i = lo
    while i < hi:
        v = _lit(tokens[i])
        nxt = _lit(tokens[i + 1]) if i + 1 < hi else ""
        if v in ("public", "private", "protected") and nxt == ":":
            i += 2
            continue
        if v == "inline" and nxt == "namespace":
            i += 1  # NOTE: `inline namespace _v1 {` (an ABI version's namespace) is read as the namespace
            continue
        if v == "namespace" or (v == "extern" and i + 2 < hi and tokens[i + 1].type == "STRING_LIT"
                                and _lit(tokens[i + 2]) == "{"):
            j = i + 1
            while j < hi and _lit(tokens[j]) not in ("{", ";", "="):
                j += 1
            if j < hi and _lit(tokens[j]) == "{":
                close = match[j] if 0 <= match[j] < hi else hi
                name = " ".join(str(t) for t in tokens[i + 1:j]) if v == "namespace" else ""
                out.append(Region("scope", i, min(close + 1, hi), name or ("(anonymous)" if v == "namespace" else ""),
                                  (j + 1, close)))
                i = close + 1
                continue
        start = i
        if tokens[i].type == "IDENT" and i + 1 < hi and _lit(tokens[i + 1]) == "(" and match[i + 1] > i and (
                macro_ends(tokens, match[i + 1], hi) or called_alone(tokens, i, match[i + 1], hi)):
            end = match[i + 1] + 1 + (match[i + 1] + 1 < hi and _lit(tokens[match[i + 1] + 1]) == ";")
            out.append(Region("macro", i, end))
            i = end
            continue
        if bare_macro(tokens, i, hi):
            out.append(Region("macro", i, i + 1))
            i += 1
            continue
        head = skip_template_head(tokens, i, hi)
        aggregate = head < hi and _lit(tokens[head]) in AGGREGATE | {"typedef"}
        j, assign, called, initialisers = head, False, False, False
        end = hi
        while j < hi:
            w = _lit(tokens[j])
            if w == ";":
                end = j + 1
                break
            if w == "=":
                assign = True
            elif w in ("(", "["):
                called = called or w == "("
                j = match[j] if match[j] > j else j
            elif w == ":" and called and _lit(tokens[j - 1]) == ")":
                initialisers = True  # NOTE: a constructor's member initialisers follow
            elif w == "{":
                close = match[j] if match[j] > j else hi - 1
                if not aggregate and not called and j > head and tokens[j - 1].type == "IDENT":
                    assign = True  # NOTE: `constexpr int kWarp{32};`: a brace initialiser, not a body
                if initialisers and tokens[j - 1].type in ("IDENT", "TYPE_NAME", "TGT"):
                    j = close + 1  # NOTE: `X::X(int b) : b{b} {`: a member's brace initialiser
                    continue
                if aggregate and not assign:
                    name = str(tokens[head + 1]) if head + 1 < j else ""
                    # NOTE: a member function that launches a kernel (`static void run() { k<<<g, b>>>(); }`) is
                    # host code the run needs: the body is read as a scope, as one holding device code
                    device = any(_lit(t) in ("__device__", "__global__", "__host__", "<<<") for t in tokens[j:close])
                    # NOTE: aggregates end at `;` after the body (`struct S {...} s;`)
                    k = close + 1
                    while k < hi and _lit(tokens[k]) != ";" and _lit(tokens[k]) not in ("{", "}"):
                        k += 1
                    end = min(k + 1, hi)
                    kind = "scope" if device and _lit(tokens[head]) in ("struct", "class", "union") else "skip"
                    out.append(Region(kind, start, end, name, (j + 1, close)))
                    break
                if not assign:
                    end = close + 1
                    break
                j = close
            elif w in (")", "]", "}"):  # NOTE: a stray closer ends the region (it is reported there)
                end = j + 1
                break
            j += 1
        else:
            end = hi
        if not out or out[-1].start != start:
            out.append(Region("item", start, end))
        i = max(end, i + 1)
    return out


def statement_ranges(tokens: list[Token], match: list[int], lo: int, hi: int) -> list[tuple[int, int]]:
    """Statement boundaries inside a block body [lo, hi)."""
    out: list[tuple[int, int]] = []
    i = lo
    while i < hi:
        s = i
        k = s
        # labels: `case X:`, `default:`, `name:`
        while k < hi:
            w = _lit(tokens[k])
            if w in ("case", "default") or (tokens[k].type == "IDENT" and k + 1 < hi and _lit(tokens[k + 1]) == ":"):
                while k < hi and _lit(tokens[k]) != ":":
                    k += 1
                k += 1
            else:
                break
        if k < hi and k == s and bare_macro(tokens, k, hi):
            out.append((s, s + 1))  # NOTE: `UNROLL` alone before `for (...)`: the macro on its own
            i = s + 1
            continue
        first = _lit(tokens[k]) if k < hi else ""
        is_do = first == "do"
        j, assign, end = k, False, hi
        while j < hi:
            w = _lit(tokens[j])
            if w == ";" or (w in CLOSE and match[j] < s):
                if j + 1 < hi and _lit(tokens[j + 1]) == "else":
                    j += 1
                    continue
                end = j + 1
                break
            if w == "=":
                assign = True
            if w in ("(", "["):
                j = match[j] if match[j] > j else j
                if j == match[k + 1] and tokens[k].type == "IDENT" and macro_ends(tokens, j, hi):
                    end = j + 1  # NOTE: `MACRO(args)` on its own line, no `;`: a statement of its own
                    break
            elif w == "{":
                close = match[j] if j < match[j] <= hi else hi - 1
                block_like = first in CONTROL or (j > k and _lit(tokens[j - 1]) == ")" and not assign
                                                  and first != "[")
                if block_like or j == k:
                    after = _lit(tokens[close + 1]) if close + 1 < hi else ""
                    if after in ("else", "catch") or (is_do and after == "while"):  # NOTE: `try { } catch (...) { }`
                        j = close + 1
                        continue
                    end = close + 1
                    break
                j = close
            j += 1
        out.append((s, end))
        i = max(end, s + 1)
    return out


_STARTS = {"if", "for", "while", "do", "switch", "return", "break", "continue", "goto", "const", "static",
           "auto", "unsigned", "signed", "int", "float", "double", "char", "bool", "void", "long", "short",
           "__shared__", "__syncthreads", "template", "typedef", "using", "extern", "struct", "class",
           "__global__", "__device__", "__host__", "inline", "__forceinline__", "namespace", "}"}


_DECLARATION_STARTS = frozenset({"namespace", "template", "struct", "class", "union", "enum", "typedef", "using",
                                 "static", "extern", "inline", "__global__", "__device__", "__host__",
                                 "__forceinline__", "constexpr", "void", "if", "for", "while", "do", "switch",
                                 "return"})


_SPECIFIERS = frozenset({"__global__", "__device__", "__host__", "static", "extern", "inline", "__forceinline__",
                         "constexpr", "template"})


def bare_macro(tokens: list[Token], i: int, hi: int) -> bool:
    """Is tokens[i] an upper-case name alone on its line before a declaration or statement keyword
    (`TRTLLM_NAMESPACE_BEGIN` / `namespace x {`, `UNROLL` / `for (...)`), or before a specifier on its line
    (`CUBIN_EXPORT __global__ void k(...)`): an object-like macro whose definition is not visible, a region
    of its own rather than the head of what follows."""
    tok = tokens[i]
    if tok.type not in ("IDENT", "TYPE_NAME") or not tok.isupper() or "::" in tok:
        return False
    if i + 1 >= hi:
        return i + 1 == len(tokens)  # NOTE: the last token of the file (`TRTLLM_NAMESPACE_END`)
    nxt = tokens[i + 1]
    k = i + 1  # NOTE: several on their lines (`_CCCL_SUPPRESS_DEPRECATED_PUSH` / `_CCCL_..._DIAG` / `using ...`)
    while k + 1 < hi and k < i + 8 and tokens[k].type == "IDENT" and tokens[k].isupper() and "::" not in tokens[k] \
            and tokens[k].line > tokens[k - 1].end_line and tokens[k + 1].line > tokens[k].end_line:
        k += 1
    if k > i + 1 and _lit(tokens[k]) in _DECLARATION_STARTS and tokens[k].type not in ("IDENT", "TYPE_NAME"):
        return True
    return tok.type == "IDENT" and _lit(nxt) in _DECLARATION_STARTS and nxt.type not in ("IDENT", "TYPE_NAME") and (
        nxt.line > tok.end_line or _lit(nxt) in _SPECIFIERS)


def macro_ends(tokens: list[Token], close: int, hi: int) -> bool:
    """Does a `NAME(...)` ending at `close` stand alone (next token on a later line, starting code)?"""
    if close + 1 >= hi:
        return False
    nxt = tokens[close + 1]
    if nxt.line <= tokens[close].end_line:
        return False
    return nxt.type in ("IDENT", "TYPE_NAME") or _lit(nxt) in _STARTS


def called_alone(tokens: list[Token], name: int, close: int, hi: int) -> bool:
    """Is `name(...);` at namespace or class scope, a name that is no type, a macro's use? No declaration has
    that form (a constructor's is `X::X(...);` or a type's name); a function call is no declaration there."""
    parts = str(tokens[name]).split("::")
    return close + 1 < hi and _lit(tokens[close + 1]) == ";" and (len(parts) < 2 or parts[-1] != parts[-2])


def launch_ranges(tokens: list[Token], match: list[int], lo: int, hi: int) -> list[tuple[int, int]]:
    """Token ranges of `k<<<...>>>(...)` and `hipLaunchKernelGGL(...)`-style calls inside [lo, hi)."""
    out: list[tuple[int, int]] = []
    k = lo
    while k < hi:
        v = _lit(tokens[k])
        if v == "<<<":
            start = k - 1
            if start >= lo and tokens[start].type == "TGT":
                depth = 0
                while start >= lo:
                    t = tokens[start].type
                    depth += (t == "TGT") - (t == "TLT")
                    if depth == 0:
                        break
                    start -= 1
                start -= 1
            elif start >= lo and _lit(tokens[start]) == ")" and lo <= match[start] < start:
                start = match[start]
            j = k + 1
            while j < hi and _lit(tokens[j]) != ">>>":
                j = match[j] if _lit(tokens[j]) in OPEN and match[j] > j else j
                j += 1
            if start >= lo and j + 1 < hi and _lit(tokens[j + 1]) == "(" and match[j + 1] > j:
                out.append((start, min(match[j + 1] + 1, hi)))
                k = match[j + 1]
        elif v in LAUNCH_CALLS and tokens[k].type == "IDENT" and k + 1 < hi and _lit(tokens[k + 1]) == "(" \
                and k + 1 < match[k + 1] < hi:
            out.append((k, match[k + 1] + 1))
            k = match[k + 1]
        k += 1
    return out
