"""Launch chevrons written with spaces (`k<< <g, b >> >(...)`, which nvcc accepts) joined into `<<<` and `>>>`
before classification (tokens.tokenize)."""

from __future__ import annotations

import re

# NOTE: two patterns, each found by a scan for its literal start; one alternation of both is tried at every
# position of the text (six times slower over a tree, where every file is searched)
_SPACED_OPEN = re.compile(r"<<[ \t\r\f\v\n]+<")
_SPACED_CLOSE = re.compile(r">>[ \t\r\f\v\n]+>")


def has_spaced_chevron(text: str) -> bool:
    """Whether `text` has a `<<` `<` or a `>>` `>` separated by blanks (a launch join_chevrons may join)."""
    return bool(_SPACED_OPEN.search(text) or _SPACED_CLOSE.search(text))


def join_chevrons(raw: list[tuple]) -> list[tuple]:
    """`<<` `<` as one `<<<`, and the `>>` `>` that closes its configuration as one `>>>`.

    NOTE: `<<` followed by `<` is no expression (`<` starts no operand), so outside `operator<< <T>` (an
    explicit template argument list of the operator) it can only open a launch. Its closer is the first `>>>`,
    or `>>` right before `>`, outside brackets before a `;`, `{` or `}`; a `>>` there followed by anything
    else is a shift (`k<<<n >> 1, b>>>`)."""
    out: list[tuple] = []
    n = len(raw)
    i = 0
    close: int = -1
    while i < n:
        tok = raw[i]
        if tok[1] == "<<" and i + 1 < n and raw[i + 1][1] == "<" and \
                not (out and out[-1][1].rsplit(":", 1)[-1].strip() == "operator"):
            nxt = raw[i + 1]
            out.append((tok[0], "<<<", tok[2], nxt[3], tok[4], tok[5]))
            close = _closer(raw, i + 2)
            i += 2
            continue
        if i == close:
            nxt = raw[i + 1]
            out.append((tok[0], ">>>", tok[2], nxt[3], tok[4], tok[5]))
            i += 2
            continue
        if tok[1] == "<<<":
            close = _closer(raw, i + 1)
        out.append(tok)
        i += 1
    return out


def _closer(raw: list[tuple], k: int) -> int:
    """The index of a `>>` followed by `>` closing the launch configuration that starts at `k`, else -1."""
    depth = 0
    n = len(raw)
    while k < n:
        v = raw[k][1]
        if v in ("(", "["):
            depth += 1
        elif v in (")", "]"):
            depth -= 1
            if depth < 0:
                return -1
        elif v in (";", "{", "}", ">>>"):
            return -1
        elif v == ">>" and depth == 0 and k + 1 < n and raw[k + 1][1] == ">":
            return k
        k += 1
    return -1
