"""The pre-pass of classification: which names a file declares as types (struct/class/using/typedef/...),
and which functions it declares `__global__`, before the token-by-token pass of classify.py."""

from __future__ import annotations

from analyzer.cuda.parse.keywords import DECL_KW, TYPE_KW

_WINDOW = 256
_PARAM_END = frozenset((",", ">", "=", ">>", ">>>"))
_LEARN_FROM = frozenset({"typename", "class", "struct", "union", "enum", "using", "typedef", "__global__",
                         "__device__", "__host__", "__forceinline__"})
_SPACES = frozenset({"__device__", "__host__", "__forceinline__"})


def _last(name: str) -> str:
    return name.rsplit("::", 1)[-1].strip()


def template_params(raw: list[tuple], lo: int, hi: int) -> list[str]:
    """The type parameters a `template <...>` head between the tokens lo and hi declares (`typename T`,
    `class... Ts`, `template <class> class TT`): type names in the declaration the head starts only."""
    names = []
    for k in range(lo + 1, hi - 1):
        if raw[k][1] in ("typename", "class") and raw[k][0] == "id":
            j = k + 2 if raw[k + 1][1] == "..." else k + 1
            if j < hi and raw[j][0] == "id" and raw[j + 1][1] in _PARAM_END:
                names.append(raw[j][1])
    return names


def _return_type(raw: list[tuple], i: int) -> str | None:
    """The template name of a return type written before an execution-space specifier, `vec2<T> __device__ f(...)`
    (nvcc accepts it; cuSpatial's functors): `vec2` is a type, whatever header declares it."""
    if i < 3 or raw[i - 1][1] not in (">", ">>"):
        return None
    depth, j = 0, i - 1
    while j > 0 and i - j < _WINDOW:
        t = raw[j][1]
        depth += (t in (">", ">>")) * (2 if t == ">>" else 1) - (t == "<")
        if depth == 0:
            break
        j -= 1
    if depth != 0 or j < 1 or raw[j - 1][0] != "id" or raw[j - 1][1] in ("template", "operator"):
        return None
    return raw[j - 1][1]


def learn_types(raw: list[tuple]) -> tuple[set[str], set[str]]:
    """Names the file declares as types, and names of functions it declares `__global__`. A template's
    type parameter is no type name of the file: classify.py knows it inside its declaration only."""
    types: set[str] = set()
    kernels: set[str] = set()
    n = len(raw)
    # NOTE: only the tokens spelled as one of the words below can start a declaration this pass learns from;
    # they are found in one comprehension (a Python step per token was most of the pass)
    for i in [i for i, tok in enumerate(raw) if tok[1] in _LEARN_FROM and tok[0] == "id"]:
        word = raw[i][1]
        nxt = raw[i + 1] if i + 1 < n else None
        if word in _SPACES:
            named = _return_type(raw, i)
            if named is not None:
                types.add(named)
            continue
        if word in ("typename", "class", "struct", "union", "enum") and nxt is not None:
            if nxt[1] in ("class", "struct", "...") and i + 2 < n:  # enum class X, typename... Ts
                nxt = raw[i + 2]
            elif nxt[1] in ("alignas", "__align__") and i + 2 < n and raw[i + 2][1] == "(":  # struct alignas(8) X
                depth, j = 0, i + 2
                while j < n:
                    depth += (raw[j][1] == "(") - (raw[j][1] == ")")
                    if depth == 0:
                        break
                    j += 1
                nxt = raw[j + 1] if j + 1 < n else nxt
            if nxt[0] == "id" and nxt[1] not in DECL_KW:
                if word in ("typename", "class") and raw[i - 1][1] in ("<", ",", ">"):
                    after = i + 3 if raw[i + 1][1] == "..." else i + 2
                    if after < n and raw[after][1] in _PARAM_END:
                        continue  # NOTE: a template parameter (`template <typename S>`)
                if word == "typename" and i + 2 < n and raw[i + 2][1] == "<":
                    continue  # NOTE: `typename set<T>::iterator` names a member of `set<T>`: it declares no `set`
                types.add(nxt[1])
                types.add(_last(nxt[1]))
        elif word == "using" and i + 2 < n and nxt[0] == "id" and raw[i + 2][1] == "=":
            types.add(nxt[1])
        elif word == "typedef":
            depth, last, pointer = 0, None, None
            for j in range(i + 1, min(n, i + _WINDOW)):
                t = raw[j]
                if t[1] in ("(", "[", "{"):
                    depth += 1
                elif t[1] in (")", "]", "}"):
                    depth -= 1
                elif t[1] == ";" and depth <= 0:
                    break
                elif t[0] == "id" and depth == 0:
                    last = t[1]
                elif t[0] == "id" and pointer is None and raw[j - 1][1] == "*" and raw[j - 2][1] == "(":
                    pointer = t[1]  # NOTE: typedef R (*name)(args);
            if pointer or last:
                types.add(pointer or last)
        elif word == "__global__":
            depth = 0
            for j in range(i + 1, min(n, i + 64)):
                t = raw[j]
                if t[1] == "(":
                    if depth == 0 and raw[j - 1][0] == "id" and raw[j - 1][1] != "__launch_bounds__":
                        kernels.add(_last(raw[j - 1][1]))
                        break
                    depth += 1
                elif t[1] == ")":
                    depth -= 1
                elif t[1] in (";", "{"):
                    break
    types -= TYPE_KW
    types -= DECL_KW
    return types, kernels
