"""Host functions the analysis has no use for: found on tokens, so the LALR parser never sees them.

Most lines of a CUDA program are host code, and most of that is ordinary C++ (CPU reference versions,
data set-up, printing) that no kernel and no launch depends on. A top-level function definition is left
unparsed when nothing in it can matter to the model, the checks, or the host analyses:

- no CUDA/HIP word (`__global__`, `__device__`, `__host__`, `__shared__`, `__constant__`, `__managed__`,
  `__launch_bounds__`), no `template`, no launch (`<<<`), no `asm`;
- no name of the CUDA/HIP/driver/library APIs (`cuda*`, `cu[A-Z]*`, `hip*`, `nvrtc*`, `cublas*`, ...), of a
  launch or a kernel (`*launch*`, `*kernel*`, `dim3`, built-in indices), or of a clock or timer (`clock`,
  `chrono`, `*time*`, `*timer*`): functions that launch, call the runtime, or time anything are kept, so
  the host checks see every launch, API call and clock read;
- no name declared at file scope outside function bodies, other than called (a global it could write,
  which would make the model treat that global as non-constant; `ns::g` counts as `g`), and no reference
  parameter (a caller's argument it could write; for a header read for its constants, a `const T&` one
  writes nothing: `writes_no_global`);
- not one `return EXPR;` (a helper the launch facts read at its calls: model/inline.py, `div_up` or a division);
- no call to a function defined in the same file (`f(...)`, or `f<32>(...)` of a function template; a helper that launches or reads a clock counts where it
  is called: KL501), and no name a `__global__` or `__device__` function calls (KL112: device code calling a
  host function).

What is lost by construction: findings inside such a function that a check would make on host code alone
(KL104 operator precedence in CPU code) and KL001 notes for C++ there the parser does not know.

A header read only for its constants (parser.parse(constants_only=True), from lint/sources.model_of) is fed
less still: no function that can change none of them (`writes_no_global`) and no element of a plain array
initialiser (`without_array_elements`).
"""

from __future__ import annotations

import re
from typing import Any

from analyzer.cuda.parse.regions import Region, top_regions

_DEVICE_WORDS = frozenset({"__global__", "__device__", "__host__", "__shared__", "__constant__", "__managed__",
                           "__launch_bounds__", "template", "asm", "__asm__", "<<<", "extern", "__attribute__"})
_KEEP_NAME = re.compile(r"^(?:cuda|cu[A-Z]|hip|nvrtc|nvtx|cublas|cufft|curand|cusparse|cusolver|cudnn|nccl|"
                        r"rocblas|hipblas|thrust|cub|cooperative_groups)|[Ll]aunch|[Kk]ernel|dim3|threadIdx|"
                        r"blockIdx|blockDim|gridDim|warpSize|clock|chrono|[Tt]ime|TIME|[Tt]imer|[Ww]time|"
                        r"PerformanceCounter|rdtsc|sdk")


def _lit(tok: Any) -> str:
    return "" if tok.type in ("STRING_LIT", "CHAR_LIT") else str(tok)


_TYPE_WORDS = frozenset({"struct", "union", "class", "enum", "typedef", "using"})


def file_scope_names(tokens: list, match: list[int], lo: int, hi: int, out: set[str] | None = None) -> set[str]:
    """The identifiers of the file's top-level pieces that are not function definitions: a superset of the
    variables declared at file scope. Of a type definition only what follows its body is taken (`struct S
    {...} s;` declares s; `struct S {...};` and `typedef int T;` declare no variable)."""
    out = set() if out is None else out
    for region in top_regions(tokens, match, lo, hi):
        if region.kind == "scope":
            file_scope_names(tokens, match, region.body[0], region.body[1], out)
            continue
        body = _body_open(tokens, match, region) if region.kind == "item" else None
        if body is not None:  # NOTE: a function definition: its name (the last one before `(`) is recorded
            heads = [i for i in range(region.start, body) if tokens[i].type == "IDENT"
                     and i + 1 < body and str(tokens[i + 1]) == "("]
            if heads:
                out.add("\0call:" + str(tokens[heads[0]]))
            if any(_lit(tokens[i]) in ("__global__", "__device__") for i in range(region.start, body)):
                # NOTE: what device code calls: a host function of that name is parsed (KL112 judges the call)
                out.update("\0dev:" + str(tokens[i]).rsplit("::", 1)[-1] for i in range(body + 1, region.end - 1)
                           if tokens[i].type == "IDENT" and str(tokens[i + 1]) == "(")
            continue
        start = region.start
        head = next((i for i in range(region.start, region.end) if _lit(tokens[i]) != "template"), region.start)
        if _lit(tokens[head]) in _TYPE_WORDS:
            brace = next((i for i in range(head, region.end) if _lit(tokens[i]) == "{"), None)
            if brace is None:
                continue
            start = match[brace] + 1 if match[brace] > brace else region.end
        out.update(str(t) for t in tokens[start:region.end] if t.type == "IDENT")
    return out


def _body_open(tokens: list, match: list[int], region: Region) -> int | None:
    """Index of the `{` that opens the body when `region` is a function definition `... ( ... ) ... { ... }`."""
    lo, hi = region.start, region.end
    if hi - lo < 4 or _lit(tokens[hi - 1]) != "}":
        return None
    j, called = lo, False
    while j < hi:
        w = _lit(tokens[j])
        if w in ("=", ";"):
            return None
        if w in ("(", "["):
            called = called or w == "("
            j = match[j] if match[j] > j else j
        elif w == "{":
            return j if called and match[j] == hi - 1 else None
        j += 1
    return None


def host_only(tokens: list, match: list[int], region: Region, file_names: set[str]) -> bool:
    """True when `region` is a host function definition nothing in the analysis needs (module docstring)."""
    body = _body_open(tokens, match, region)
    if body is None or _lit(tokens[body + 1]) == "return" and sum(_lit(t) == ";" for t in tokens[body:region.end]) == 1:
        return False  # NOTE: a one-return helper is read at its calls (model/inline.py: a grid it rounds up)
    previous = ""
    for i in range(region.start, region.end):
        tok = tokens[i]
        text = str(tok)
        if tok.type in ("STRING_LIT", "CHAR_LIT"):
            previous = ""
            continue
        if text[:1].isalpha() or text[:1] == "_":  # NOTE: names and keywords (`dim3` may lex as a type word)
            if _KEEP_NAME.search(text):
                return False
            # NOTE: a name followed by `(` is called (or is the function's own name), not written; a call to a
            # function defined in this file keeps the caller (the host checks follow helpers that launch or
            # read clocks into their callers)
            called = i + 1 < region.end and (str(tokens[i + 1]) == "(" or str(tokens[i + 1]) == "<"
                                             and "\0call:" + text in file_names)  # NOTE: `driver<32>(...)`
            if tok.type == "IDENT" and (text.rsplit("::", 1)[-1] in file_names and not called
                                        or called and i > body and "\0call:" + text in file_names
                                        or called and i < body and "\0dev:" + text.rsplit("::", 1)[-1] in file_names):
                return False
        if text in _DEVICE_WORDS or (previous == "<<" and text == "<"):
            return False
        if i < body and text in ("&", "&&"):
            return False  # NOTE: a reference parameter (or a default argument using `&`)
        previous = text
    return True


def writes_no_global(tokens: list, match: list[int], region: Region, file_names: set[str]) -> bool:
    """True when `region` is a function definition that can change no constant a header gives its includers:
    no reference parameter (`&`/`&&` before its body: out-params) and no name in it that is declared at file
    scope (the last part of a qualified name counts), so it stores to no global that
    analyzer.cuda.model.envs.global_env would otherwise take as constant. A header read for its constants
    (lint/sources.model_of) leaves such functions unparsed, device and template functions included."""
    body = _body_open(tokens, match, region)
    if body is None or not _const_references(tokens, region.start, body):
        return False
    for i in range(region.start, region.end):
        tok = tokens[i]
        if tok.type in ("IDENT", "TYPE_NAME") and str(tok).rsplit("::", 1)[-1] in file_names:
            return False
    return True


def _const_references(tokens: list, lo: int, body: int) -> bool:
    """Every `&`/`&&` in tokens[lo:body] (a function definition's head) is the reference of a parameter that
    starts with `const` and has no `*`, `=`, `(` or `[` before it (`const T& x`, `const Vec<T, N>&& v`): no
    out-parameter (analyzer.cuda.model.stores.out_params counts only references without `const`). Any other
    `&` (`T& x`, `T const& x`, a return type `T&`, `a & b` in a default argument or an initialiser) answers False."""
    depth = angle = 0
    first = -1  # the first token of the parameter being read (in the outermost parentheses, outside `<...>`)
    for i in range(lo, body):
        tok = tokens[i]
        text, kind = str(tok), tok.type
        if text == "(":
            depth += 1
            if depth == 1:
                first, angle = i + 1, 0
        elif text == ")":
            depth -= 1
        elif kind == "TLT":
            angle += 1
        elif kind == "TGT":
            angle -= 1
        elif text == "," and depth == 1 and angle == 0:
            first = i + 1
        elif text in ("&", "&&"):
            if depth != 1 or angle != 0 or first < 0 or str(tokens[first]) != "const" or i + 1 >= body \
                    or tokens[i + 1].type != "IDENT" or any(str(t) in ("*", "=", "(", "[", "&", "&&")
                                                            for t in tokens[first:i]):
                return False
    return True


def without_array_elements(toks: list) -> list:
    """`T a[N] = {...};` as `T a[N] = {};` (a header read for its constants: global_env takes an array's
    type and extents, never its elements, and a lookup table of thousands of numbers parses in no time).
    Only a plain list (numbers, characters and names, signed, in nested braces) is left out: one the grammar
    surely parses, so the declaration reaches global_env exactly when a whole parse brings it there."""
    out: list = []
    k, prev = 0, 0
    while k < len(toks) - 2:
        if toks[k].type == "RSQB" and toks[k + 1].type == "EQUAL" and toks[k + 2].type == "LBRACE":
            close = _plain_list_end(toks, k + 2)
            if close is not None:
                out.extend(toks[prev:k + 3])
                prev = k = close
        k += 1
    return out + toks[prev:] if out else toks


_PLAIN_ITEMS = frozenset({"INT_LIT", "FLOAT_LIT", "CHAR_LIT", "IDENT"})


def _plain_list_end(toks: list, i: int) -> int | None:
    """The index of the `}` closing the `{` at `i` when the braces hold a plain initialiser list (items of
    _PLAIN_ITEMS, each after any `+`/`-`, or nested plain lists, between commas; no empty or trailing-comma
    list), else None."""
    depth, want_item, signed = 0, True, False
    for j in range(i, len(toks)):
        kind = toks[j].type
        if want_item:
            if kind in _PLAIN_ITEMS:
                want_item = signed = False
            elif kind in ("PLUS", "MINUS"):
                signed = True
            elif kind == "LBRACE" and not signed:
                depth += 1
            else:
                return None
        elif kind == "COMMA":
            want_item = True
        elif kind == "RBRACE":
            depth -= 1
            if depth == 0:
                return j
        else:
            return None
    return None
